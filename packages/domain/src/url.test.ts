import { describe, expect, it } from 'vitest';
import { isValidUrl, normalizeUrl, shortUrl } from './url.ts';

describe('normalizeUrl', () => {
  it('adds https:// when there is no scheme', () => {
    expect(normalizeUrl('example.org')).toBe('https://example.org');
    expect(normalizeUrl('www.example.org/a?b=1')).toBe('https://www.example.org/a?b=1');
  });

  it('trims and keeps an existing http or https scheme in any case', () => {
    expect(normalizeUrl('  HTTP://x.org ')).toBe('HTTP://x.org');
    expect(normalizeUrl('https://x.org')).toBe('https://x.org');
    expect(normalizeUrl('http://x.org')).toBe('http://x.org');
  });

  it('prefixes other schemes, which then do not validate', () => {
    expect(normalizeUrl('ftp://x.org')).toBe('https://ftp://x.org');
    expect(isValidUrl(normalizeUrl('ftp://x.org'))).toBe(false);
  });

  it('gives an empty string for blank input', () => {
    expect(normalizeUrl('')).toBe('');
    expect(normalizeUrl('   ')).toBe('');
    expect(normalizeUrl(null)).toBe('');
    expect(normalizeUrl(undefined)).toBe('');
  });
});

describe('isValidUrl', () => {
  it('accepts http and https addresses with a dotted host or localhost', () => {
    expect(isValidUrl('https://example.org')).toBe(true);
    expect(isValidUrl('http://www.example.org/path?q=1#x')).toBe(true);
    expect(isValidUrl('HTTPS://Example.ORG')).toBe(true);
    expect(isValidUrl('http://localhost:3000/x')).toBe(true);
    expect(isValidUrl('https://bücher.de')).toBe(true);
  });

  it('rejects other schemes and missing slashes', () => {
    expect(isValidUrl('ftp://x.org')).toBe(false);
    expect(isValidUrl('mailto:a@x.org')).toBe(false);
    expect(isValidUrl('https:x.org')).toBe(false);
  });

  it('rejects hosts without a dot or with empty labels', () => {
    expect(isValidUrl('https://example')).toBe(false);
    expect(isValidUrl('https://.org')).toBe(false);
    expect(isValidUrl('https://example.')).toBe(false);
    expect(isValidUrl('https://')).toBe(false);
  });

  it('rejects spaces anywhere', () => {
    expect(isValidUrl('https://exa mple.org')).toBe(false);
    expect(isValidUrl('https://example.org/a b')).toBe(false);
    expect(isValidUrl(' https://example.org')).toBe(false);
  });

  it('rejects strings that do not parse', () => {
    expect(isValidUrl('')).toBe(false);
    expect(isValidUrl('https://exa[mple.org')).toBe(false);
  });
});

describe('shortUrl', () => {
  it('drops scheme, www. and the trailing slash', () => {
    expect(shortUrl('https://www.example.org/archive/')).toBe('example.org/archive');
    expect(shortUrl('http://example.org/')).toBe('example.org');
  });

  it('keeps host and path but not query or fragment', () => {
    expect(shortUrl('https://example.org/a/b?page=2#top')).toBe('example.org/a/b');
  });

  it('keeps the port and non-ASCII hosts as written', () => {
    expect(shortUrl('http://localhost:3000/x')).toBe('localhost:3000/x');
    expect(shortUrl('https://www.bücher.de/')).toBe('bücher.de');
  });

  it('handles addresses without a scheme and blank input', () => {
    expect(shortUrl('www.example.org/x/')).toBe('example.org/x');
    expect(shortUrl('')).toBe('');
    expect(shortUrl(null)).toBe('');
  });
});
