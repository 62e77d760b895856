// Spec §5 (Collection url): trim, default to https://, and accept only real web addresses.

const httpScheme = /^https?:\/\//i;

export function normalizeUrl(input: string | null | undefined): string {
  const trimmed = (input ?? '').trim();
  if (trimmed === '') return '';
  return httpScheme.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function isValidUrl(s: string): boolean {
  // URL() would silently percent-encode spaces and accept `https:host` without slashes.
  if (/\s/.test(s) || !httpScheme.test(s)) return false;
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  if (host === 'localhost') return true;
  const labels = host.split('.');
  return labels.length > 1 && labels.every((label) => label !== '');
}

/** Host plus path for display. String-based so that umlaut domains are not shown as punycode. */
export function shortUrl(url: string | null | undefined): string {
  return (url ?? '')
    .trim()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}
