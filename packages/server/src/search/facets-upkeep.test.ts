import { expect, it } from 'vitest';
import { again, describeCatalogue } from '../test/catalogue.ts';

const SEARCH = `query S($filters: SearchFilters, $type: RecordType) {
  search(type: $type, filters: $filters, first: 100) { total items { type id } }
}`;

// The facets are written by the same save as the rest of a search entry, and by the saves of what they show.
describeCatalogue('facets kept up to date', (env) => {
  const found = async (filters: Record<string, unknown>) => {
    const answer = await env().api.call(SEARCH, { type: 'score', filters }, { token: null });
    return (answer.search.items as Array<{ id: number }>).map((item) => item.id);
  };

  it("follow a score's own save: key, scoring and dates", async () => {
    const { api, fx } = env();
    const input = await fx.scoreInput({ key: 'Es-Dur', work_date: 'um 1761', voices: [{ voice: 'vla' }] });
    const score = await api.save('Score', input);
    expect(await found({ key: ['Es-Dur'], scoring: ['vla'], year_from: 1761, year_to: 1761 })).toEqual([
      score.id,
    ]);
    await api.save('Score', again(score, { ...input, key: 'As-Dur', work_date: '1790/91' }));
    expect(await found({ key: ['Es-Dur'] })).toEqual([]);
    expect(await found({ key: ['As-Dur'], year_from: 1791 })).toEqual([score.id]);
  });

  it('follow a page save that renumbers the entry a score names, and a digital copy made of it', async () => {
    const { api, fx } = env();
    const page = await fx.page([{ number: '17', composer: 'Haydn' }]);
    const score = await fx.score({ entries: [{ id: page.entries[0].id }] });
    expect(await found({ catalog: page.catalog.id, entry_number: '17' })).toEqual([score.id]);
    await api.save(
      'Page',
      again(page, {
        catalog: page.catalog.id,
        number: page.number,
        entries: [{ id: page.entries[0].id, number: '18a', composer: 'Haydn' }],
      }),
    );
    expect(await found({ catalog: page.catalog.id, entry_number: '17' })).toEqual([]);
    expect(await found({ catalog: page.catalog.id, entry_number: '18A' })).toEqual([score.id]);

    expect(await found({ has_digital_copy: true })).not.toContain(score.id);
    const copy = await api.upsert('DigitalCopy', {
      name: 'Scan',
      digitizable_type: 'score',
      digitizable_id: score.id,
      files: [{ file: await fx.image() }],
    });
    expect(copy).toMatchObject({ success: true });
    expect(await found({ has_digital_copy: true })).toContain(score.id);
    expect(await found({ has_digital_copy: false })).not.toContain(score.id);
  });
});
