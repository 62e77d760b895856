import { useMutation } from '@apollo/client/react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateInPlaceProps } from '../../forms/fieldDescriptor.ts';
import { graphql } from '../../graphql/generated/index.ts';

const CreatePerson = graphql(`
  mutation CreatePerson($input: PersonInput!) {
    upsertPerson(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

/** A person created from a name typed into a picker: one primary name, the rest is catalogued later. */
export function CreatePersonDialog({ text, onCreated, onCancel }: CreateInPlaceProps) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState(text);
  const [message, setMessage] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreatePerson);

  async function submit(event: FormEvent) {
    // The dialog sits inside the record's form in React's tree: its submit must not save the record.
    event.preventDefault();
    event.stopPropagation();
    const title = name.trim();
    try {
      const { data } = await create({ variables: { input: { names: [{ name: title, primary: true }] } } });
      const outcome = data?.upsertPerson;
      if (outcome?.success && outcome.id) return onCreated({ id: outcome.id, title });
      setMessage(outcome?.errors[0]?.message ?? outcome?.message ?? t('entities.person.save_failed'));
    } catch {
      setMessage(t('entities.person.save_failed'));
    }
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
        <DialogTitle id={`${id}-title`}>{t('entities.person.create_title')}</DialogTitle>
        <DialogContent>
          {message && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="create-in-place-message">
              {message}
            </Alert>
          )}
          <TextField
            id={`${id}-name`}
            label={t('Name.fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {t('record.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
