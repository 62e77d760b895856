import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of, throwError } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { possibleTypes, typePolicies } from '../graphql/createApolloClient.ts';
import { SaveFileDocument } from '../graphql/generated/graphql.ts';
import { i18n, loadScreenMessages } from '../i18n/i18n.ts';
import { type Outcome, outcomeFieldMessage, outcomeOf, outcomeText } from './outcome.ts';

// What useOutcomeMutation's `run` answers, on a real Apollo client: the server's outcome, or the translated
// fallback of spec §8 when the server never answered one.

beforeAll(async () => {
  await loadScreenMessages();
  await i18n.changeLanguage('en');
  await i18n.changeLanguage('de');
});

function clientAnswering(answer: () => ReturnType<ApolloLink.RequestHandler>) {
  return new ApolloClient({
    link: new ApolloLink(answer),
    cache: new InMemoryCache({ typePolicies, possibleTypes }),
  });
}

const offline = clientAnswering(() => throwError(() => new TypeError('Failed to fetch')));

function saveFile(client: ApolloClient, language: string, failureSaid?: (error: unknown) => string | null) {
  return outcomeOf(
    () => client.mutate({ mutation: SaveFileDocument, variables: { input: { filename: 'a.jpg' } } }),
    (data) => data.upsertFile,
    { t: i18n.getFixedT(language), fallbackKey: 'Collection.server_error', failureSaid },
  );
}

describe('the outcome of a mutation', () => {
  it.each([
    ['de', 'Beim Speichern ist ein Fehler aufgetreten!'],
    ['en', 'An error occurred while saving this dataset!'],
  ])("is the fallback message in the user's language (%s) when the network fails", async (language, text) => {
    expect(await saveFile(offline, language)).toEqual({
      success: false,
      message: text,
      message_key: 'Collection.server_error',
      message_params: [],
      errors: [],
    });
  });

  it('is the fallback message when the server answers a GraphQL error instead', async () => {
    const failing = clientAnswering(() => of({ errors: [{ message: 'Unexpected error.' }] }));
    const outcome = await saveFile(failing, 'de');
    expect(outcome).toMatchObject({ success: false, message_key: 'Collection.server_error' });
    expect(outcome.message).toBe('Beim Speichern ist ein Fehler aufgetreten!');
  });

  it("is a failure's own words where it carries them, without the fallback's key", async () => {
    const outcome = await saveFile(offline, 'en', (error) =>
      error instanceof TypeError ? 'Too large.' : null,
    );
    expect(outcome).toMatchObject({ success: false, message: 'Too large.', message_key: null });
  });

  it("is the server's outcome as it answered it", async () => {
    const upsertFile = {
      __typename: 'UpsertResult',
      success: false,
      message: 'Ungültige Eingabe.',
      message_key: 'Server.error_validation',
      message_params: [],
      errors: [
        { __typename: 'FieldError', path: 'filename', key: 'File.error_filename_empty', message: 'Leer.' },
      ],
      id: null,
    };
    const answering = clientAnswering(() => of({ data: { upsertFile } }));
    expect(await saveFile(answering, 'de')).toMatchObject({
      success: false,
      message_key: 'Server.error_validation',
      errors: [{ path: 'filename', key: 'File.error_filename_empty' }],
    });
  });
});

describe('the one line a failed outcome says', () => {
  const refused = (over: Partial<Outcome>): Outcome => ({
    success: false,
    message: 'Ungültige Eingabe.',
    message_key: 'Server.error_validation',
    message_params: [],
    errors: [],
    ...over,
  });

  it("is the first field's message, which says why", () => {
    const outcome = refused({
      errors: [{ path: 'filename', key: 'File.error_filename_empty', message: 'Der Dateiname ist leer.' }],
    });
    expect(outcomeText(i18n.getFixedT('de'), outcome, 'files.action_failed')).toBe('Der Dateiname ist leer.');
  });

  it("is the outcome's own message, in the language switched to since", () => {
    const stale = refused({ message: 'Veraltet.', message_key: 'Server.error_stale' });
    expect(outcomeText(i18n.getFixedT('en'), stale, 'files.action_failed')).toBe(
      i18n.getFixedT('en')('Server.error_stale'),
    );
    // Words the server said without a key stay as they were said.
    expect(outcomeText(i18n.getFixedT('en'), refused({ message_key: null }), 'files.action_failed')).toBe(
      'Ungültige Eingabe.',
    );
  });

  it('is the fallback in the current language when the outcome says nothing', () => {
    const silent = refused({ message: null, message_key: null });
    expect(outcomeText(i18n.getFixedT('de'), silent, 'entities.catalog.arrange_failed')).toBe(
      'Die Seiten konnten nicht umgeordnet werden.',
    );
    expect(outcomeText(i18n.getFixedT('en'), silent, 'entities.catalog.arrange_failed')).toBe(
      'The pages could not be rearranged.',
    );
  });

  it('is kept as a key under a field, so that it follows a change of language', () => {
    const known = (key: string) => i18n.exists(key);
    const fieldError = refused({
      errors: [{ path: 'value', key: 'Validation.error_invalid', message: 'Ungültig.' }],
    });
    expect(outcomeFieldMessage(fieldError, 'siteSettings.save_failed', known)).toBe(
      'Validation.error_invalid',
    );
    const unknownKey = refused({ errors: [{ path: 'value', key: 'Nowhere.said', message: 'Wie gesagt.' }] });
    expect(outcomeFieldMessage(unknownKey, 'siteSettings.save_failed', known)).toBe('Wie gesagt.');
    expect(outcomeFieldMessage(refused({}), 'siteSettings.save_failed', known)).toBe(
      'Server.error_validation',
    );
    const silent = refused({ message: null, message_key: null });
    expect(outcomeFieldMessage(silent, 'siteSettings.save_failed', known)).toBe('siteSettings.save_failed');
  });
});
