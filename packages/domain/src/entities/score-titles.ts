import { isBlankText, joinNonBlank, trimmed } from '../text.ts';

// Spec §3: values derived from a score.

type AttributionLike<P> = { function?: string | null; person?: P | null };

/** The person of the first attribution with function `aut` (composer/author), or null. */
export function scoreAuthor<P>(score: { attributions?: ReadonlyArray<AttributionLike<P>> | null }): P | null {
  return score.attributions?.find((a) => a.function === 'aut' && a.person != null)?.person ?? null;
}

/** The collection prefix and the shelfmark joined by a space, blanks skipped: "CH-E 123,4". */
export function scoreShortTitlePrefix(
  collectionPrefix: string | null | undefined,
  shelfmark: string | null | undefined,
) {
  return joinNonBlank([collectionPrefix, shelfmark], ' ');
}

export type ShortTitleParts = {
  author?: string | null;
  genres?: ReadonlyArray<{ name?: string | null }> | null;
  key?: string | null;
};

/**
 * The author's name, then the first genre (" in " and the key when there is one), joined by " — ":
 * "Mozart, Wolfgang Amadeus — Messe in C-Dur". A key without a genre is left out.
 */
export function scoreShortTitleSuggestion({ author, genres, key }: ShortTitleParts): string {
  const genre = trimmed(genres?.find((g) => !isBlankText(g.name))?.name);
  const genrePart = genre && joinNonBlank([genre, key], ' in ');
  return joinNonBlank([author, genrePart], ' — ');
}

/** The score's name in lists: the short title, else the title, else the shelfmark. */
export function scoreTitle(score: {
  short_title?: string | null;
  title?: string | null;
  shelfmark?: string | null;
}) {
  return trimmed(score.short_title) || trimmed(score.title) || trimmed(score.shelfmark);
}

/** §3 read-only `text_incipits`: the incipits' texts in order, blanks skipped. */
export function textIncipits(score: { incipits?: ReadonlyArray<{ text?: string | null }> | null }): string[] {
  return (score.incipits ?? []).flatMap((incipit) =>
    isBlankText(incipit.text) ? [] : [trimmed(incipit.text)],
  );
}
