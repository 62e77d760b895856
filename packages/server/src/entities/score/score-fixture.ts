import type { Fixtures, Input } from '../../test/catalogue.ts';

/** A score with every field and list filled, pointing at records made for it. */
export async function fullScore(fx: Fixtures): Promise<Input> {
  const collection = await fx.collection();
  const page = await fx.page([{ number: '1', composer: 'Haydn' }, { number: '2' }]);
  const composite = await fx.api.save('Composite', { shelfmark: 'Sammelband 4' });
  return {
    collection: collection.id,
    composite: composite.id,
    shelfmark: 'Mus.ms. 12',
    former_shelfmarks: 'A 3',
    short_title: 'Missa in C',
    title: 'Missa Sanctae Caeciliae',
    alternative_name: 'Cäcilienmesse',
    opus: 'Hob. XXII:5',
    work_date: '1766',
    key: 'C-Dur',
    provenance: 'Stift',
    notes: 'Abschrift',
    has_digital_copy: true,
    voices: [
      { voice: 'sop', count: 2 },
      { voice: 'vl', count: 2 },
    ],
    entries: page.entries.map((e: { id: number }) => ({ id: e.id })),
    attributions: [
      { person: await fx.person('Haydn, Joseph'), function: 'aut', qualifier: 'asc' },
      { person: await fx.person(), function: 'scr', qualifier: 'cjt', member: true },
    ],
    parts: [
      {
        score_type: 'individual',
        source_type: 'cpy',
        extent: '12 Stimmen',
        measurements: '32 x 24 cm',
        wear: 'gut',
        date: '1790',
        watermark: true,
        notes: 'vollständig',
        voices: [{ voice: 'sop' }, { voice: 'alt', count: 2 }],
      },
      { score_type: 'full', source_type: 'aut', voices: [{ voice: 'orch' }] },
    ],
    incipits: [
      {
        tempo: 'Allegro',
        text: 'Kyrie eleison',
        part: 'Sopran',
        basso_continuo: true,
        pae: "@clef:G-2\n@keysig:xF\n@timesig:3/4\n@data:'4C8DE",
        number: '1',
        movement: 'Kyrie',
        section: 'a',
        notes: 'Tutti',
        is_text_incipit: false,
      },
      { text: 'Gloria in excelsis' },
    ],
    publications: [{ publication: await fx.publication(), number: '12', notes: 'Nr. 5' }],
    sources: [{ type: 'rism', citation: 'RISM', rism_id: 'https://rism.online/sources/1001234567' }],
    genres: [{ name: 'Messe' }],
  };
}
