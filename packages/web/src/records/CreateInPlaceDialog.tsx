import { useQuery } from '@apollo/client/react';
import type { PickedRecord } from '@fontes/domain';
import { Alert, Button, Stack } from '@mui/material';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../forms/FormDialog.tsx';
import type { CreateInPlaceProps, FieldDescriptor } from '../forms/fieldDescriptor.ts';
import type { RecordType } from '../graphql/generated/graphql.ts';
import { graphql } from '../graphql/generated/index.ts';
import { useOutcomeMutation } from '../outcomes/useOutcomeMutation.ts';
import { useDebounced } from '../ui/useDebounced.ts';
import type { SaveOperation } from './recordScreenDefinition.ts';

const SameNamedRecords = graphql(`
  query SameNamedRecords($query: String!, $type: RecordType!) {
    search(query: $query, type: $type, first: 10) {
      items {
        type
        id
        title
        subtitle
      }
    }
  }
`);

/** How a picker creates its missing record from one typed text (a person's name, a composite's shelfmark). */
export interface CreateInPlace {
  titleKey: string;
  /** The one field asked for: its name in the dialog and in the refusals' paths, its label. */
  field: string;
  labelKey: string;
  /** The domain's rule for the one value (`{ [field]: text }`). */
  schema: z.ZodType;
  saveFailedKey: string;
  save: SaveOperation;
  /** The new record's input from the text; the rest is catalogued later, on the record's own screen. */
  input(text: string): Record<string, unknown>;
  /**
   * Names are not unique (two composers may share one): records of this type with the same name are offered
   * first, with what tells them apart (a person's dates), before another is made.
   */
  sameNamed?: RecordType;
}

/** The dialog of a picker's "Create …" choice, for any record type described by `how`. */
export function createInPlaceDialog(how: CreateInPlace): ComponentType<CreateInPlaceProps> {
  const fields: readonly FieldDescriptor[] = [
    { name: how.field, type: 'text', labelKey: how.labelKey, required: true },
  ];
  return (props) => <CreateInPlaceDialog how={how} fields={fields} {...props} />;
}

function CreateInPlaceDialog({
  how,
  fields,
  text,
  onCreated,
  onCancel,
}: CreateInPlaceProps & { how: CreateInPlace; fields: readonly FieldDescriptor[] }) {
  const { t } = useTranslation();
  const create = useOutcomeMutation(how.save.document, how.save.select, how.saveFailedKey);
  return (
    <FormDialog
      open
      name="create-in-place"
      title={t(how.titleKey)}
      submitLabel={t('record.save')}
      fields={fields}
      schema={how.schema}
      values={{ [how.field]: text }}
      run={(values: FieldValues) => create.run({ variables: { input: how.input(values[how.field]) } })}
      failedKey={how.saveFailedKey}
      onDone={(outcome, values) => {
        if (outcome.id) onCreated({ id: outcome.id, title: values[how.field] });
      }}
      onCancel={onCancel}
    >
      {(values) => <SameNamed type={how.sameNamed} name={values[how.field]} onChosen={onCreated} />}
    </FormDialog>
  );
}

/** The records of the same name as the one typed, offered instead of a new one. */
function SameNamed({
  type,
  name,
  onChosen,
}: {
  type: RecordType | undefined;
  name: unknown;
  onChosen(record: { id: number; title: string }): void;
}) {
  const { t } = useTranslation();
  const existing = useSameNamed(type, typeof name === 'string' ? name : '');
  if (existing.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="create-in-place-same-named">
      {t('record.create_same_named')}
      <Stack spacing={0.5} sx={{ mt: 1, alignItems: 'flex-start' }}>
        {existing.map((record) => (
          <Button
            key={record.id}
            size="small"
            variant="outlined"
            onClick={() => onChosen({ id: record.id, title: record.title })}
          >
            {record.subtitle ? `${record.title} (${record.subtitle})` : record.title}
          </Button>
        ))}
      </Stack>
    </Alert>
  );
}

/** The records of `type` named as `name` is (its words in any order: "Gregor Heiß", "Heiß, Gregor"). */
function useSameNamed(
  type: RecordType | undefined,
  name: string,
): (PickedRecord & { subtitle?: string | null })[] {
  const query = useDebounced(name.trim(), 250);
  const { data } = useQuery(SameNamedRecords, {
    variables: { query, type: type ?? 'person' },
    skip: !type || !query,
  });
  const words = nameWords(query);
  return (data?.search.items ?? []).filter((record) => nameWords(record.title) === words);
}

const nameWords = (name: string) =>
  name
    .toLocaleLowerCase()
    .split(/[\s,.]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
