import { Fragment } from 'react';

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with the matched words marked (`<mark>`), case-insensitively, as the server found them. */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  const wanted = words.map((word) => word.trim()).filter(Boolean);
  if (!wanted.length) return <>{text}</>;
  const pattern = new RegExp(
    `(${wanted
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|')})`,
    'giu',
  );
  // split with one capture group: the matches are at the odd places.
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <mark key={index}>{part}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
