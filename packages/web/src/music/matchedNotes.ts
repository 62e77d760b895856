// A hit's matched notes, coloured in Verovio's drawing. Verovio draws each note as a `<g class="note">` in
// the order of the code; grace notes carry `data-grace` (the `note@grace` attribute asked for in
// `incipitOptions`) and rests are `g.rest`: the server counts neither, so neither is counted here.

export const matchedNoteClass = 'matched-note';

/**
 * The drawing with the notes at `indexes` (0-based, grace notes not counted, a chord counted once) given
 * `matchedNoteClass`. Verovio's SVG is well formed: its `<g>` tags are followed as a stack, so that the notes
 * of a chord (`g.chord` around them) share the chord's index.
 */
export function markMatchedNotes(svg: string, indexes: readonly number[]): string {
  const wanted = new Set(indexes);
  const open: { chord: boolean; index: number | null }[] = [];
  let count = -1;
  return svg.replace(/<\/g>|<g\b([^>]*?)(\/?)>/g, (tag, attributes: string | undefined, closed: string) => {
    if (tag === '</g>') {
      open.pop();
      return tag;
    }
    const className = attributes?.match(/\bclass="([^"]*)"/)?.[1];
    const chord = open.findLast((group) => group.chord);
    let marked = false;
    if (className === 'note' && !/\bdata-grace=/.test(attributes ?? '')) {
      if (chord) chord.index ??= ++count;
      const index = chord ? chord.index : ++count;
      marked = index !== null && wanted.has(index);
    }
    if (!closed) open.push({ chord: className === 'chord', index: null });
    return marked ? tag.replace('class="note"', `class="note ${matchedNoteClass}"`) : tag;
  });
}

/** "3–7" or "1, 4–6": the positions (from 1) of the matched notes, for the text beside the drawing. */
export function notePositions(indexes: readonly number[]): string {
  const sorted = [...new Set(indexes)].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const index of sorted) {
    const last = runs.at(-1);
    if (last && index === last[1] + 1) last[1] = index;
    else runs.push([index, index]);
  }
  return runs.map(([from, to]) => (from === to ? `${from + 1}` : `${from + 1}–${to + 1}`)).join(', ');
}
