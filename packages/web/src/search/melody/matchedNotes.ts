// A hit's matched notes, coloured in Verovio's drawing. Verovio draws each note as a `<g class="note">` in
// the order of the code; grace notes carry `data-grace` (the `note@grace` attribute asked for in
// `incipitOptions`) and rests are `g.rest`: the server counts neither, so neither is counted here.

export const matchedNoteClass = 'matched-note';

/** The drawing with the notes at `indexes` (0-based, grace notes not counted) given `matchedNoteClass`. */
export function markMatchedNotes(svg: string, indexes: readonly number[]): string {
  const wanted = new Set(indexes);
  let index = -1;
  return svg.replace(/<g\b([^>]*?)\bclass="note"([^>]*)>/g, (tag, before: string, after: string) => {
    if (/\bdata-grace=/.test(before + after)) return tag;
    index += 1;
    return wanted.has(index) ? `<g${before}class="note ${matchedNoteClass}"${after}>` : tag;
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
