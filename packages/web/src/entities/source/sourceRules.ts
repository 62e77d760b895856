import { changeSourceType, extractGndId, extractRismId, type SourceLike, sourceLink } from '@fontes/domain';
import type { FieldChange } from '../../forms/fieldDescriptor.ts';

// §4/§5 source rules as the user meets them while typing.

/** Something pasted rather than typed: a link or labelled text, never an id being typed. */
const pasted = /[\s/?#=:]/;

/**
 * A pasted GND or RISM link (or labelled text) becomes its id at once; an id being typed is left alone,
 * since a partial id (`4010877-`) is not yet one.
 */
export function pastedId(extract: (text: string) => string): (text: string) => string {
  return (text) => (pasted.test(text.trim()) && extract(text)) || text;
}

export const pastedGndId = pastedId(extractGndId);
export const pastedRismId = pastedId(extractRismId);

/** The form's source item after its type changed: the other types' fields blank, the rest normalised. */
export function sourceOfType(source: SourceLike, type: string): Record<string, string> {
  const changed = changeSourceType(source, type as Parameters<typeof changeSourceType>[1]);
  return { url: changed.url ?? '', gnd_id: changed.gnd_id ?? '', rism_id: changed.rism_id ?? '' };
}

/** The `onChange` rule of a source's type field. */
export function clearOtherTypesFields({ value, prefix, form }: FieldChange): void {
  if (!prefix) return;
  const fields = sourceOfType(form.getValues(prefix) as SourceLike, String(value));
  for (const [name, text] of Object.entries(fields)) form.setValue(`${prefix}.${name}`, text);
}

/** What a source points at, as the view's link: the url, the GND or RISM id, or nothing for literature. */
export function sourceReference(source: SourceLike): { text: string; href: string | null } | null {
  const text =
    source.type === 'url'
      ? source.url
      : source.type === 'gnd'
        ? source.gnd_id
        : source.type === 'rism'
          ? source.rism_id
          : null;
  return text ? { text, href: sourceLink(source) } : null;
}
