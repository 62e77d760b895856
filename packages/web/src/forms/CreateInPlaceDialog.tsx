import { useQuery } from '@apollo/client/react';
import type { PickedRecord } from '@fontes/domain';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { type ComponentType, type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordType } from '../graphql/generated/graphql.ts';
import { graphql } from '../graphql/generated/index.ts';
import { useDebounced } from '../ui/useDebounced.ts';
import type { CreateInPlaceProps } from './fieldDescriptor.ts';
import { outcomeText } from './outcome.ts';
import type { SaveOperation } from './recordScreenDefinition.ts';
import { useOutcomeMutation } from './useOutcomeMutation.ts';

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
  /** The label of the one field asked for. */
  labelKey: string;
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
  return (props) => <CreateInPlaceDialog how={how} {...props} />;
}

function CreateInPlaceDialog({
  how,
  text,
  onCreated,
  onCancel,
}: CreateInPlaceProps & { how: CreateInPlace }) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(text);
  const [message, setMessage] = useState<string | null>(null);
  const create = useOutcomeMutation(how.save.document, how.save.select, how.saveFailedKey);
  const existing = useSameNamed(how.sameNamed, value);

  async function submit(event: FormEvent) {
    // The dialog sits inside the record's form in React's tree: its submit must not save the record.
    event.preventDefault();
    event.stopPropagation();
    const title = value.trim();
    const outcome = await create.run({ variables: { input: how.input(title) } });
    if (outcome.success && outcome.id) return onCreated({ id: outcome.id, title });
    setMessage(outcomeText(t, outcome, how.saveFailedKey));
  }

  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby={`${id}-title`}
      data-testid="create-in-place-dialog"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{t(how.titleKey)}</DialogTitle>
        <DialogContent>
          {message && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="create-in-place-message">
              {message}
            </Alert>
          )}
          {existing.length > 0 && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="create-in-place-same-named">
              {t('record.create_same_named')}
              <Stack spacing={0.5} sx={{ mt: 1, alignItems: 'flex-start' }}>
                {existing.map((record) => (
                  <Button
                    key={record.id}
                    size="small"
                    variant="outlined"
                    onClick={() => onCreated({ id: record.id, title: record.title })}
                  >
                    {record.subtitle ? `${record.title} (${record.subtitle})` : record.title}
                  </Button>
                ))}
              </Stack>
            </Alert>
          )}
          <TextField
            id={`${id}-name`}
            label={t(how.labelKey)}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.loading}>
            {t('record.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
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
