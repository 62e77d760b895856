export interface RequestHeaderSources {
  xsrfToken: string | undefined;
  sessionToken: string | undefined;
  language: string | undefined;
}

/** The primary language subtag: `de-AT` → `de`. */
export function primaryLanguage(language: string | undefined, fallback = 'de'): string {
  const primary = language?.split(/[-_]/)[0]?.toLowerCase();
  return primary || fallback;
}

/** The three headers every request carries (spec §7). */
export function requestHeaders({
  xsrfToken,
  sessionToken,
  language,
}: RequestHeaderSources): Record<string, string> {
  return {
    'X-XSRF-TOKEN': xsrfToken ?? '',
    Authorization: `Bearer ${sessionToken ?? ''}`,
    'X-Locale': primaryLanguage(language),
  };
}
