import { describe, expect, it } from 'vitest';
import { primaryLanguage, requestHeaders } from './requestHeaders.ts';

describe('requestHeaders', () => {
  it('sends the cookies and the primary language subtag', () => {
    expect(requestHeaders({ xsrfToken: 'x1', sessionToken: 't1', language: 'en-GB' })).toEqual({
      'X-XSRF-TOKEN': 'x1',
      Authorization: 'Bearer t1',
      'X-Locale': 'en',
    });
  });

  it('sends an empty XSRF token when the cookie is missing', () => {
    expect(
      requestHeaders({ xsrfToken: undefined, sessionToken: undefined, language: 'de' })['X-XSRF-TOKEN'],
    ).toBe('');
  });

  it('falls back to German', () => {
    expect(primaryLanguage(undefined)).toBe('de');
    expect(primaryLanguage('')).toBe('de');
    expect(primaryLanguage('DE_ch')).toBe('de');
  });
});
