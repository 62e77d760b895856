import { personName, recordPath, verovioInput } from '@fontes/domain';
import type { ScoreRecord } from '../../entities/score/score-query.ts';
import { type Content, each, element, fragment, type Markup, markup, XML_DECLARATION } from '../oai/xml.ts';

// A score as one MEI 5 file: its header (titles, attributions with their relator codes, the publisher and
// the permalink, the manuscript with its collection and shelfmark, the work with its incipits' text and
// Plaine & Easie code), and in the music one mdiv per notated incipit, converted from Plaine & Easie by
// Verovio. An incipit Verovio cannot read keeps its code in the header and has no mdiv.

export const MEI_MEDIA_TYPE = 'application/mei+xml';
export const MEI_NAMESPACE = 'http://www.music-encoding.org/ns/mei';

/** What the file needs of Verovio: an incipit's input as MEI, or null when it cannot be read. */
export type PaeToMei = (input: string) => string | null;

type Incipit = ScoreRecord['incipits'][number];
type Attribution = ScoreRecord['attributions'][number];

const filled = (value: string | null | undefined) => value?.trim() || null;

/** An incipit's label: its number, movement and section, then its caption (tempo) and part. */
export function incipitLabel(incipit: Incipit, index: number): string {
  const number = [incipit.number, incipit.movement, incipit.section].filter(filled).join('.');
  const caption = [incipit.tempo, incipit.part].filter(filled).join(', ');
  return [number || String(index + 1), caption].filter(Boolean).join(': ');
}

/** A key signature's code (`xFC`, `bBEA`, `n`) as MEI's `sig` (`2s`, `3f`, `0`). */
export function meiKeySig(code: string): string | undefined {
  if (code === 'n') return '0';
  const sig = /^([xb])([A-G]+)$/.exec(code);
  return sig ? `${sig[2].length}${sig[1] === 'x' ? 's' : 'f'}` : undefined;
}

/** A time signature (`3/4`, `c`, `c/`, `3`) as MEI's meter attributes. */
export function meiMeter(time: string): Record<string, string> {
  if (time === 'c') return { sym: 'common' };
  if (time === 'c/') return { sym: 'cut' };
  const [count, unit] = time.split('/');
  return unit ? { count, unit } : { count };
}

/** A clef's code (`G-2`, `C+3`) as MEI's shape and line. */
export function meiClef(code: string): Record<string, string> {
  const [shape, line] = code.split(/[-+]/);
  return line ? { shape: shape.toUpperCase(), line } : { shape: shape.toUpperCase() };
}

/** MARC's qualifiers as MEI's certainty. */
const CERTAINTY: Record<string, string> = { asc: 'high', cjt: 'medium', dbf: 'low', mis: 'unknown' };

function persName(attribution: Attribution, base: string): Markup {
  return element(
    'persName',
    {
      role: attribution.function,
      cert: CERTAINTY[attribution.qualifier],
      auth: 'Fontes',
      'auth.uri': `${base}/people/`,
      codedval: String(attribution.person.id),
      // Dates as the person's record gives them, for the reader who knows no Fontes.
      label: attribution.person.dates ?? undefined,
    },
    personName(attribution.person),
  );
}

/**
 * The music of one converted incipit: the `<score>` of Verovio's MEI, its ids prefixed with the incipit's
 * so that no two incipits share one in the file. Null when Verovio's MEI holds no score.
 */
export function incipitScore(mei: string, prefix: string): string | null {
  const start = mei.indexOf('<score');
  const end = mei.lastIndexOf('</score>');
  if (start < 0 || end < start) return null;
  return mei
    .slice(start, end + '</score>'.length)
    .replace(/xml:id="([^"]+)"/g, `xml:id="${prefix}-$1"`)
    .replace(/="#([^"\s]+)"/g, `="#${prefix}-$1"`);
}

function incip(incipit: Incipit, index: number, input: string | null): Markup {
  return element(
    'incip',
    { n: String(index + 1), label: incipitLabel(incipit, index) },
    filled(incipit.tempo) && element('tempo', null, incipit.tempo as string),
    filled(incipit.part) && element('perfRes', null, incipit.part as string),
    filled(incipit.key_signature) && element('key', { sig: meiKeySig(incipit.key_signature as string) }),
    filled(incipit.time_signature) && element('meter', meiMeter(incipit.time_signature as string)),
    filled(incipit.clef) && element('clef', meiClef(incipit.clef as string)),
    input && element('incipCode', { form: 'plaineAndEasie' }, filled(incipit.pae) as string),
    filled(incipit.text) && element('incipText', null, element('p', null, incipit.text as string)),
  );
}

/** The music of a score without notated incipits: one empty staff (MEI's body needs an mdiv, Verovio a score). */
const EMPTY_MDIV = element(
  'mdiv',
  { label: 'no notated incipit' },
  element(
    'score',
    null,
    element('scoreDef', null, element('staffGrp', null, element('staffDef', { n: '1', lines: '5' }))),
    element('section', null),
  ),
);

/** The score as an MEI 5 document; `base` is the site's public address (the permalink's). */
export function scoreMei(score: ScoreRecord, base: string, toMei: PaeToMei): string {
  const permalink = `${base}${recordPath('score', score.id)}`;
  const title = filled(score.title) ?? score.short_title;
  const titles: Content[] = [
    element('title', { type: 'main' }, title),
    score.short_title !== title && element('title', { type: 'abbreviated' }, score.short_title),
    filled(score.alternative_name) &&
      element('title', { type: 'alternative' }, score.alternative_name as string),
  ];
  const people = score.attributions.map((attribution) => persName(attribution, base));
  const respStmt = people.length ? element('respStmt', null, ...people) : null;
  const partDates = score.parts.map((part) => part.date);
  const inputs = score.incipits.map((incipit) => verovioInput(incipit));
  const mdivs = score.incipits.flatMap((incipit, index) => {
    const input = inputs[index];
    const music = input && toMei(input);
    const converted = music && incipitScore(music, `incipit-${index + 1}`);
    if (!converted) return [];
    return [
      element('mdiv', { n: String(index + 1), label: incipitLabel(incipit, index) }, markup(converted)),
    ];
  });
  const header = element(
    'meiHead',
    null,
    element(
      'fileDesc',
      null,
      element('titleStmt', null, ...titles, respStmt),
      element(
        'pubStmt',
        null,
        element('publisher', null, 'Fontes'),
        element('identifier', { type: 'URI' }, permalink),
      ),
      element(
        'sourceDesc',
        null,
        element(
          'source',
          { target: '#manuscript' },
          element(
            'bibl',
            null,
            element('title', null, title),
            element('identifier', { type: 'shelfmark' }, score.shelfmark),
          ),
        ),
      ),
    ),
    element(
      'workList',
      null,
      element(
        'work',
        null,
        element('title', null, title),
        score.attributions.length ? element('contributor', null, ...people) : null,
        filled(score.opus) && element('identifier', { type: 'opus' }, score.opus as string),
        filled(score.key) && element('key', null, score.key as string),
        filled(score.work_date) &&
          element('creation', null, element('date', null, score.work_date as string)),
        score.incipits.length
          ? element(
              'incipList',
              null,
              ...score.incipits.map((incipit, index) => incip(incipit, index, inputs[index])),
            )
          : null,
      ),
    ),
    element(
      'manifestationList',
      null,
      element(
        'manifestation',
        { 'xml:id': 'manuscript', singleton: 'true' },
        element('titleStmt', null, element('title', null, title)),
        element('identifier', { type: 'shelfmark' }, score.shelfmark),
        filled(score.former_shelfmarks) &&
          element('identifier', { type: 'former shelfmark' }, score.former_shelfmarks as string),
        partDates.some(filled) && element('creation', null, each('date', partDates)),
        element(
          'itemList',
          null,
          element(
            'item',
            null,
            element(
              'physLoc',
              null,
              element(
                'repository',
                null,
                element('identifier', { type: 'siglum' }, score.collection.prefix),
                element('corpName', null, score.collection.name),
              ),
              element('identifier', { type: 'shelfmark' }, score.shelfmark),
            ),
          ),
        ),
      ),
    ),
  );
  const music = element('music', null, element('body', null, mdivs.length ? fragment(mdivs) : EMPTY_MDIV));
  return `${XML_DECLARATION}\n${
    element('mei', { xmlns: MEI_NAMESPACE, meiversion: '5.0' }, header, music).markup
  }\n`;
}
