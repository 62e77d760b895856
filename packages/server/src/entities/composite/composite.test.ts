import { expect, it } from 'vitest';
import { composites } from '../../db/schema.ts';
import { inputOf } from '../../test/catalogue-inputs.ts';
import { describeRecord } from '../../test/record-contract.ts';

describeRecord(
  {
    entity: 'Composite',
    name: 'composite',
    table: composites,
    create: async (fx) => ({
      shelfmark: 'Sammelband 7',
      title: 'Vespern',
      notes: 'Pappband',
      parent: (await fx.api.save('Composite', { shelfmark: 'Kasten 2' })).id,
    }),
    expected: (input) => ({
      ...input,
      parent: { id: input.parent, shelfmark: 'Kasten 2' },
      composites: [],
      scores: [],
    }),
    async change(record) {
      return {
        input: inputOf('Composite', record, { title: 'Vesperpsalmen', parent: null }),
        check: (_before, after) => expect(after).toMatchObject({ title: 'Vesperpsalmen', parent: null }),
      };
    },
    invalid: [
      {
        name: 'a missing shelfmark',
        input: (c) => ({ ...c, shelfmark: '  ' }),
        errors: [['shelfmark', 'Composite.error_shelfmark_empty']],
      },
      {
        name: 'a negative parent id',
        input: (c) => ({ ...c, parent: -3 }),
        errors: [['parent', 'Validation.error_invalid']],
      },
    ],
    unknownLink: { input: (c) => ({ ...c, parent: 999_999 }), path: 'parent' },
    holder: {
      async hold(fx, record) {
        const score = await fx.score({ short_title: 'Magnificat', composite: record.id });
        return { release: async () => void (await fx.api.remove('Score', score.id)) };
      },
      en: /still referenced by: 1 score \(Magnificat\)\.$/,
      de: /1 Musikalie \(Magnificat\)/,
    },
    search: () => ({ query: 'sammelband vespern', title: 'Sammelband 7 — Vespern' }),
  },
  (env) => {
    it('lists child scores and composites, and refuses to delete while they are bound in it', async () => {
      const { api, fx } = env();
      const parent = await api.save('Composite', { shelfmark: 'Kasten 9' });
      const child = await api.save('Composite', { shelfmark: 'Heft 1', parent: parent.id });
      const score = await fx.score({ short_title: 'Salve Regina', composite: parent.id });
      const loaded = await api.get('Composite', parent.id);
      expect(loaded.composites).toEqual([{ id: child.id, shelfmark: 'Heft 1', title: null }]);
      expect(loaded.scores).toMatchObject([{ id: score.id, short_title: 'Salve Regina' }]);
      expect((await api.get('Score', score.id)).composite).toEqual({
        id: parent.id,
        shelfmark: 'Kasten 9',
        title: null,
      });
      const refused = await api.remove('Composite', parent.id);
      expect(refused.message).toBe(
        'This record cannot be deleted because it is still referenced by: 1 score (Salve Regina), 1 composite entry (Heft 1).',
      );
    });

    it('refuses to bind a composite into itself or into one of its own parts', async () => {
      const { api } = env();
      const top = await api.save('Composite', { shelfmark: 'A' });
      const middle = await api.save('Composite', { shelfmark: 'B', parent: top.id });
      const bottom = await api.save('Composite', { shelfmark: 'C', parent: middle.id });
      for (const parent of [top.id, bottom.id]) {
        const answer = await api.upsert('Composite', inputOf('Composite', top, { parent }), { locale: 'de' });
        expect(answer.errors).toEqual([
          {
            path: 'parent',
            key: 'Composite.error_parent_cycle',
            message: expect.stringContaining('Sammelquelle'),
          },
        ]);
      }
      expect((await api.get('Composite', top.id)).parent).toBeNull();
    });
  },
);
