import { useQuery } from '@apollo/client/react';
import {
  joinNonBlank,
  type PickedRecord,
  scoreAuthor,
  scoreShortTitlePrefix,
  scoreShortTitleSuggestion,
} from '@fontes/domain';
import { Button, InputAdornment, Stack, TextField, Typography } from '@mui/material';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CustomInputProps, CustomViewProps } from '../../forms/fieldDescriptor.ts';
import { labelKeyOf } from '../../forms/fieldPaths.ts';
import { useFieldErrorText } from '../../forms/useFieldErrorText.ts';
import { graphql } from '../../graphql/generated/index.ts';

// §3: the short title follows the prefix (collection prefix and shelfmark), and a suggestion is one click away.

const CollectionPrefix = graphql(`
  query CollectionPrefix($id: Int!) {
    getCollection(id: $id) {
      id
      prefix
    }
  }
`);

/** The prefix as the form stands: the picked collection's prefix and the shelfmark typed. */
function useShortTitlePrefix(): string {
  const [collection, shelfmark] = useWatch({ name: ['collection', 'shelfmark'] }) as [
    PickedRecord | null,
    string,
  ];
  const { data } = useQuery(CollectionPrefix, {
    variables: { id: collection?.id ?? 0 },
    skip: !collection,
  });
  return scoreShortTitlePrefix(collection ? data?.getCollection?.prefix : null, shelfmark);
}

/** The suggestion from the author (first attribution with function aut), the first genre and the key. */
function useShortTitleSuggestion(): string {
  const [attributions, genres, key] = useWatch({ name: ['attributions', 'genres', 'key'] }) as [
    { function?: string; person?: PickedRecord | null }[],
    { name?: string }[],
    string,
  ];
  return scoreShortTitleSuggestion({ author: scoreAuthor({ attributions })?.title, genres, key });
}

export function ShortTitleInput({ field, name }: CustomInputProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { field: input, fieldState } = useController({ name });
  const prefix = useShortTitlePrefix();
  const suggestion = useShortTitleSuggestion();
  const error = errorText(fieldState.error?.message);
  const offered = suggestion && suggestion !== input.value ? suggestion : null;
  return (
    <Stack spacing={0.5}>
      <TextField
        name={input.name}
        inputRef={input.ref}
        value={input.value ?? ''}
        onChange={(event) => input.onChange(event.target.value)}
        onBlur={input.onBlur}
        id={`field-${name}`}
        label={t(labelKeyOf(field))}
        required={field.required}
        error={!!error}
        helperText={error}
        fullWidth
        slotProps={{
          input: {
            startAdornment: prefix ? (
              <InputAdornment position="start" data-testid="short-title-prefix">
                {prefix}
              </InputAdornment>
            ) : undefined,
          },
        }}
      />
      {offered && (
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" data-testid="short-title-suggestion">
            {t('entities.score.short_title_suggestion', { suggestion: offered })}
          </Typography>
          <Button size="small" onClick={() => input.onChange(offered)}>
            {t('entities.score.use_suggestion')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The short title as cited: after its prefix ("CH-E 123,4 Messe in C-Dur"). */
export function ShortTitleView({ value, values }: CustomViewProps) {
  return <Typography>{joinNonBlank([values.short_title_prefix as string, value as string], ' ')}</Typography>;
}
