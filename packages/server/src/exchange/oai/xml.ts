// A small XML writer: every text and attribute value goes through `escaped`, so that no value reaches the
// document unescaped; markup is only ever made by `element` (or handed over whole by a format writer).

/** Markup already escaped: inserted as it is. */
export interface Markup {
  readonly markup: string;
}

/** What an element holds: text (escaped when written), markup, or nothing (left out). */
export type Content = string | Markup | null | undefined | false;

// Characters XML 1.0 does not allow at all (controls but tab, newline and return; U+FFFE, U+FFFF; lone
// surrogates, which the `u` flag sees as code points of their own): left out rather than refused.
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
// Whether a value needs either replacement at all (surrogates included, paired or not): most values do
// not, and this one test is much cheaper than the two replacements.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding the characters XML forbids is its purpose
const UNUSUAL = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

/** A value as text or an attribute value: forbidden characters dropped, the special ones as entities. */
export function escaped(value: string): string {
  if (!UNUSUAL.test(value)) return value;
  return value.replace(FORBIDDEN, '').replace(SPECIAL, (c) => ENTITIES[c]);
}

/** Markup written elsewhere and trusted to be well-formed (a metadata format's record). */
export const markup = (text: string): Markup => ({ markup: text });

const written = (content: Content): string =>
  content === null || content === undefined || content === false
    ? ''
    : typeof content === 'string'
      ? escaped(content)
      : content.markup;

/** `<name attributes…>content</name>`; attributes whose value is undefined are left out. */
export function element(
  name: string,
  attributes: Record<string, string | undefined> | null,
  ...content: Content[]
): Markup {
  let open = `<${name}`;
  if (attributes)
    for (const key in attributes) {
      const value = attributes[key];
      if (value !== undefined) open += ` ${key}="${escaped(value)}"`;
    }
  let inner = '';
  for (const piece of content) inner += written(piece);
  return { markup: inner ? `${open}>${inner}</${name}>` : `${open}/>` };
}

/** Several pieces of markup as one. */
export function fragment(content: readonly Content[]): Markup {
  let markup = '';
  for (const piece of content) markup += written(piece);
  return { markup };
}

/** Elements `name` holding each non-blank value, in order. */
export function each(name: string, values: ReadonlyArray<string | null | undefined>): Markup {
  return fragment(values.filter((v): v is string => !!v?.trim()).map((v) => element(name, null, v)));
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
