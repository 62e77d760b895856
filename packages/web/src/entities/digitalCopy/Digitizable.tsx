import { useQuery } from '@apollo/client/react';
import {
  catalogTitle,
  type DigitizableType,
  digitizableTypes,
  type PickedRecord,
  recordPath,
  scoreTitle,
} from '@fontes/domain';
import { Link, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CustomInputProps, CustomViewProps, FieldChange } from '../../forms/fieldDescriptor.ts';
import { ReferenceFieldInput } from '../../forms/fields/reference.tsx';
import { useFormMethods } from '../../forms/formMethods.tsx';
import { DigitizableTitle } from './digitalCopyQueries.ts';

// §3 digitizable: what a digital copy shows is a catalog or a score, picked by type, then by record. The
// picked record is held in `digitizable_id` as `{ id, title }`, under the schema's name, so that its
// error is shown beside it.

export function isDigitizableType(value: unknown): value is DigitizableType {
  return (digitizableTypes as readonly unknown[]).includes(value);
}

/** Another type of record makes the picked record meaningless: it is cleared. */
export function clearDigitizable({ form }: FieldChange) {
  form.setValue('digitizable_id', null);
}

/** The title of a record known by type and id only (a link's `?digitizable_id=5`, a saved copy). */
export function useDigitizableTitle(type: unknown, id: number | null | undefined): string | null | undefined {
  const { data, loading } = useQuery(DigitizableTitle, {
    variables: { id: id ?? 0, score: type === 'score' },
    skip: !id || !isDigitizableType(type),
  });
  // Undefined while asked for, null when there is no such record.
  if (loading) return undefined;
  if (!data) return null;
  const record = type === 'score' ? data.getScore : data.getCatalog;
  if (!record) return null;
  return type === 'score' ? scoreTitle(record) : catalogTitle(record);
}

/**
 * The record picker, searching the type picked beside it; a record given without its title gets it. A copy
 * without a name yet is named after the record it shows ("Missa in C, Digitalisat").
 */
export function DigitizableInput({ field, name, prefix }: CustomInputProps) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormMethods();
  const type = useWatch({ name: 'digitizable_type' });
  const picked = useWatch({ name }) as PickedRecord | null;
  const title = useDigitizableTitle(type, picked && !picked.title ? picked.id : null);

  useEffect(() => {
    if (picked && !picked.title && title) setValue(name, { id: picked.id, title });
  }, [picked, title, name, setValue]);

  const pickedTitle = picked?.title;
  useEffect(() => {
    if (pickedTitle && !String(getValues('name') ?? '').trim())
      setValue('name', t('entities.digital_copy.name_of', { title: pickedTitle }));
  }, [pickedTitle, getValues, setValue, t]);

  if (!isDigitizableType(type)) return null;
  // Keyed by type: a new type is a new search.
  return (
    <ReferenceFieldInput
      key={type}
      field={{ ...field, type: 'reference', recordType: type, name: field.name }}
      prefix={prefix}
    />
  );
}

/** The record linked to its view, titled from the server. */
export function DigitizableView({ value, values }: CustomViewProps) {
  const { t } = useTranslation();
  const picked = value as PickedRecord | null;
  const type = values.digitizable_type;
  const title = useDigitizableTitle(type, picked?.title ? null : picked?.id);
  if (!picked || !isDigitizableType(type))
    return <Typography color="text.disabled">{t('record.empty_value')}</Typography>;
  const shown = picked.title || title;
  if (shown === undefined) return null;
  const text = `${t(`codes.digitizableTypes.${type}`)}: ${shown || `#${picked.id}`}`;
  return (
    <Link component={RouterLink} to={recordPath(type, picked.id) ?? '#'} data-testid="digitizable-link">
      {text}
    </Link>
  );
}
