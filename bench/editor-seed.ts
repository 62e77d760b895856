import { verovioInput } from '@fontes/domain';
import { type Api, saveVia as save } from './score-seed.ts';

// The score the editor bench opens: fully populated, as a cataloguer would have entered it, saved through
// the real server's API. Ten incipits of varied clefs, keys and metres, each two to four bars long.

/** GraphQL over HTTP against the running server, with a session token once there is one. */
export function httpApi(origin: string, token?: string): Api {
  return async (query, variables = {}) => {
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
    if (body.errors || !body.data) throw new Error(`setup call failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
}

/** The first account registered on an empty database becomes administrator: its session token. */
export async function registerAdmin(origin: string): Promise<string> {
  const data = await httpApi(origin)(
    'mutation R($input: RegisterInput!) { register(input: $input) { success token errors { path key } } }',
    {
      input: {
        name: 'Maria Anna Mozart',
        email: 'nannerl@example.org',
        password: 'Notenbuch-1759',
        password_confirmation: 'Notenbuch-1759',
      },
    },
  );
  const answer = data.register as { success: boolean; token: string | null; errors: unknown };
  if (!answer.success || !answer.token) throw new Error(`register refused: ${JSON.stringify(answer.errors)}`);
  return answer.token;
}

/**
 * What the keystroke measurement types into the second incipit's field, cleared first (36 keys): its saved
 * code and one bar more, so that the last key does not bring the form back to the saved record (the form
 * would turn pristine and render again whole, which a cataloguer typing something new never meets).
 */
export const TYPED_PAE = "'4G8AB''4C'B/8AGFGAF/2G4-/''4D8C'B4A";
export const TYPED_INCIPIT = 1;

// biome-ignore format: one incipit a row: number, movement, tempo, clef, key, time, code
const INCIPITS: [string, string, string, string, string | null, string, string][] = [
  ['1', 'Kyrie', 'Adagio', 'C-1', 'bBE', 'c', "'2B4.''C8D/4E8DC'4BA/2B4-''4D"],
  ['2', 'Kyrie', 'Allegro', 'G-2', 'xF', '3/4', TYPED_PAE.slice(0, TYPED_PAE.lastIndexOf('/'))],
  ['3', 'Gloria', 'Allegro', 'F-4', 'xFC', '4/4', ",4D8FA'4D,A/8BAGF4GE/2D2-"],
  ['4', 'Gloria', 'Andante', 'C-3', 'bB', '6/8', "'8FGA''4C'8A/4.G8-''C'A/4.F4-8-"],
  ['5', 'Credo', 'Larghetto', 'G-2', 'bBEA', '3/4', "'4E8.F6G4A/8GF4E4-/''4C'8BA4G"],
  ['6', 'Credo', 'Vivace', 'G-2', null, '2/4', "''8C'G6EFGA/8G''C4-/6DEFD8E8-"],
  ['7', 'Sanctus', 'Maestoso', 'C-4', 'xFCG', '4/4', "'4A8.G6F4E8-A/2B4A8GF/1E"],
  ['8', 'Benedictus', 'Andante', 'F-4', 'bBEA', 'c/', ",2E4FG/2AB/'1C"],
  ['9', 'Agnus Dei', 'Adagio', 'G-1', 'xF', '3/8', "''8D6C'B8A/8GFG/8BAG/4.A"],
  ['10', 'Dona nobis', 'Allegro', 'C-2', 'bBEAD', '4/4', "'4A8BA4G''4C/'(2B)4A4-"],
];

export const incipits = INCIPITS.map(
  ([number, movement, tempo, clef, key_signature, time_signature, pae]) => ({
    number,
    movement,
    tempo,
    clef,
    key_signature,
    time_signature,
    pae,
    part: 'Soprano',
    text: `${movement} …`,
    basso_continuo: true,
    is_text_incipit: false,
  }),
);

/** Verovio's inputs for the ten incipits, made by the app's own code. */
export const verovioInputs = incipits.map((incipit) => verovioInput(incipit) as string);

/** Verovio's input after each key of `TYPED_PAE` (index k: the first k + 1 keys typed). */
export const typedInputs = [...TYPED_PAE].map((_, k) =>
  verovioInput({ ...incipits[TYPED_INCIPIT], pae: TYPED_PAE.slice(0, k + 1) }),
);

/** Seeds the records a full score points at and the score itself; returns the score's id. */
export async function seedEditorScore(api: Api): Promise<number> {
  const collection = await save(api, 'Collection', { name: 'Musikarchiv Stift Einsiedeln', prefix: 'CH-E' });
  const person = (name: string, dates: string) =>
    save(api, 'Person', { names: [{ name, primary: true }], dates });
  const composer = await person('Haydn, Johann Michael', '1737–1806');
  const copyist = await person('Schmid, Benedikt', '1740–1801');
  const owner = await person('Aichinger, Gregor', '1720–1780');
  const publication = await save(api, 'Publication', {
    title: 'Thematisch-systematisches Verzeichnis der Werke Michael Haydns',
    short_title: 'Sherman/Thomas',
  });
  const catalog = await save(api, 'Catalog', {
    collection,
    short_title: 'Inventar 1790',
    title: 'Inventarium über die Musikalien',
  });
  const pageId = await save(api, 'Page', {
    catalog,
    number: '7',
    entries: [
      { number: '12', signature: 'Nr. 12', genre: 'Messe', composer: 'Haydn', annotation: 'Partitur' },
    ],
  });
  const page = (await api('query G($id: Int!) { getPage(id: $id) { entries { id } } }', { id: pageId })) as {
    getPage: { entries: { id: number }[] };
  };
  return save(api, 'Score', {
    collection,
    shelfmark: 'Ms. 2871',
    short_title: 'Missa S. Hieronymi',
    title: 'Missa Sancti Hieronymi',
    work_date: '1777',
    key: 'C-Dur',
    provenance: 'Stift Einsiedeln',
    voices: [
      { voice: 'sop', count: 1 },
      { voice: 'alt', count: 1 },
      { voice: 'ob', count: 2 },
      { voice: 'org', count: 1 },
    ],
    entries: page.getPage.entries.map(({ id }) => ({ id })),
    attributions: [
      { person: composer, function: 'aut', qualifier: 'asc', from: '1777', to: '1777' },
      {
        person: copyist,
        function: 'scr',
        qualifier: 'asc',
        profession: 'Kopist',
        designation: 'P. Benedikt',
      },
      { person: owner, function: 'fmo', qualifier: 'mis' },
    ],
    parts: [
      {
        score_type: 'full',
        source_type: 'aut',
        extent: '42 Bl.',
        watermark: true,
        voices: voices('sop', 'alt', 'org'),
      },
      {
        score_type: 'individual',
        source_type: 'cpy',
        extent: '14 Stimmen',
        voices: voices('ob', 'vl', 'vla', 'bc'),
      },
      { score_type: 'vok', source_type: 'cpy', voices: voices('sop', 'ten') },
    ],
    incipits,
    publications: [{ publication, number: 'MH 254', notes: 'Autograph erwähnt' }],
    sources: [
      { type: 'rism', citation: 'RISM A/II', rism_id: '400012345' },
      { type: 'literature', citation: 'Klafsky 1925', description: 'S. 87' },
      { type: 'url', citation: 'Digitalisat', url: 'https://example.org/ms-2871' },
    ],
    genres: [{ name: 'Messe' }, { name: 'Kirchenmusik' }],
  });
}

const voices = (...codes: string[]) => codes.map((voice, i) => ({ voice, count: 1 + (i % 2) }));
