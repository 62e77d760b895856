import { verovioInput } from '@fontes/domain';
import { Stack, TextField, Typography } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomInputProps, CustomViewProps, ListItemPreviewProps } from '../../forms/fieldDescriptor.ts';
import { labelKeyOf } from '../../forms/fieldPaths.ts';
import { useFormMethods } from '../../forms/formMethods.tsx';
import { growingTextarea } from '../../forms/GrowingTextarea.tsx';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { IncipitNotation, type IncipitNotationProps, Notation } from '../../music/IncipitNotation.tsx';
import { PaeFindings } from '../../music/PaeFindings.tsx';
import { useIncipitRendering } from '../../music/useIncipitRendering.ts';
import { pastedPae } from './pastedPae.ts';
import { SimilarIncipitsButton } from './SimilarIncipits.tsx';

/**
 * The Plaine & Easie field: the code in monospace, its notation drawn while typing with the clef, key and
 * time signature of the fields beside it, Verovio's findings under it. A pasted header fills those fields.
 */
export function PaeInput({ field, name, prefix }: CustomInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { setValue } = useFormMethods();
  const { field: input, fieldState } = useController({ name });
  const beside = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const [clef, key_signature, time_signature] = useWatch({
    name: [beside('clef'), beside('key_signature'), beside('time_signature')],
  }) as (string | null | undefined)[];
  const code = String(input.value ?? '');
  const music = verovioInput({ clef, key_signature, time_signature, pae: code });
  // Every key redraws: the render queue skips drawings no longer wanted, so typing never waits on a pause.
  const state = useIncipitRendering(music);
  const [filled, setFilled] = useState<string[]>([]);
  const error = errorText(fieldState.error?.message, field.messageValues);
  // It grows with a long code, which wraps so that it is read whole.
  const grows = growingTextarea(1);

  function paste(event: ClipboardEvent<HTMLDivElement>) {
    const pasted = pastedPae(event.clipboardData.getData('text/plain'));
    setFilled([]);
    if (!pasted) return;
    event.preventDefault();
    input.onChange(pasted.pae);
    for (const [key, value] of Object.entries(pasted.fields)) {
      setValue(beside(key), value, { shouldDirty: true });
    }
    setFilled(Object.keys(pasted.fields));
  }

  // The code has no line breaks (the domain removes them on save): Enter would only shift the positions.
  const noLineBreak = (event: KeyboardEvent) => event.key === 'Enter' && event.preventDefault();
  const drawn =
    state.status === 'ready' ? state.rendering : state.status === 'loading' ? state.previous : null;

  return (
    <Stack spacing={1}>
      <TextField
        id={`field-${name}`}
        name={input.name}
        inputRef={input.ref}
        value={code}
        onChange={(event) => {
          setFilled([]);
          input.onChange(event.target.value);
        }}
        onBlur={input.onBlur}
        onPaste={paste}
        onKeyDown={noLineBreak}
        label={t(labelKeyOf(field))}
        required={field.required}
        error={!!error}
        helperText={error ?? filledText(filled, t)}
        fullWidth
        multiline
        minRows={grows.minRows}
        slotProps={{
          input: grows.input,
          htmlInput: {
            ...grows.htmlInput,
            spellCheck: false,
            autoCapitalize: 'off',
            autoCorrect: 'off',
            style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
          },
        }}
      />
      <Notation state={state} code={code} />
      <PaeFindings findings={drawn?.findings ?? []} />
      {prefix && <SimilarIncipitsButton prefix={prefix} />}
    </Stack>
  );
}

/** Which fields beside a pasted header has just set, by their labels. */
function filledText(fields: readonly string[], t: TFunction): string | undefined {
  if (fields.length === 0) return undefined;
  return t('Pae.filled_from_header', { fields: fields.map((key) => t(`Incipit.fields.${key}`)).join(', ') });
}

/** An incipit in views: its notation with the words sung to it, or its text when it is a text incipit. */
export function IncipitNotationView({ values }: CustomViewProps) {
  const incipit = values as IncipitNotationProps['incipit'];
  return (
    <Stack spacing={0.5}>
      <IncipitNotation incipit={incipit} />
      {!incipit.is_text_incipit && incipit.text && (
        <Typography variant="body2" sx={{ fontStyle: 'italic', whiteSpace: 'pre-line' }}>
          {incipit.text}
        </Typography>
      )}
    </Stack>
  );
}

/** A collapsed incipit in the form (or one whose fields are still to come): its notation, or its text. */
export function IncipitPreview({ itemPath }: ListItemPreviewProps) {
  const [clef, key_signature, time_signature, pae, is_text_incipit, text] = useWatch({
    name: ['clef', 'key_signature', 'time_signature', 'pae', 'is_text_incipit', 'text'].map(
      (key) => `${itemPath}.${key}`,
    ),
  }) as [string, string, string, string, boolean, string];
  return <IncipitNotation incipit={{ clef, key_signature, time_signature, pae, is_text_incipit, text }} />;
}
