import { describe, expect, it } from 'vitest';
import { splitServerErrors } from './serverErrors.ts';

const fields = new Set(['name', 'prefix', 'parts']);
const known = (key: string) => key.startsWith('Collection.');
const check = { text: 'Bitte korrigieren Sie die markierten Felder.', messageKey: 'Server.error_validation' };

describe('splitServerErrors', () => {
  it('puts errors of form fields beside their field, as i18n keys', () => {
    const result = splitServerErrors(
      check,
      [{ path: 'name', key: 'Collection.error_name_empty', message: 'Bitte geben Sie einen Namen ein!' }],
      fields,
      known,
    );
    expect(result).toEqual({
      fieldErrors: [{ path: 'name', message: 'Collection.error_name_empty' }],
      topMessages: [check],
    });
  });

  it('keeps nested paths and uses the server text for unknown keys', () => {
    const result = splitServerErrors(
      check,
      [{ path: 'parts.1.voices', key: 'Part.x', message: 'Besetzung fehlt' }],
      fields,
      known,
    );
    expect(result.fieldErrors).toEqual([{ path: 'parts.1.voices', message: 'Besetzung fehlt' }]);
  });

  it('sends errors of unknown fields to the top message', () => {
    const result = splitServerErrors(
      check,
      [
        { path: 'owner', key: 'X.y', message: 'Not allowed' },
        { path: 'owner', key: 'Collection.error_owner', message: 'Kein Besitzer' },
      ],
      fields,
      known,
    );
    // Known keys travel with the words, so that the message follows a language switch.
    expect(result).toEqual({
      fieldErrors: [],
      topMessages: [
        check,
        { text: 'Not allowed' },
        { text: 'Kein Besitzer', messageKey: 'Collection.error_owner' },
      ],
    });
  });

  it('does not repeat a field error as the top message', () => {
    const taken = 'Es gibt bereits ein Konto mit dieser E-Mail-Adresse.';
    const result = splitServerErrors(
      { text: taken },
      [{ path: 'name', key: 'Auth.error_email_taken', message: taken }],
      fields,
      known,
    );
    expect(result.topMessages).toEqual([]);
  });
});
