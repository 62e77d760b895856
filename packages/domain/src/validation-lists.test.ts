import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityObject, INVALID_KEY, requiredText, validate } from './validation.ts';
import { checkNested, listOf, MAX_LIST_ITEMS, MAX_LONG_LIST_ITEMS } from './validation-lists.ts';

const item = entityObject({ name: requiredText('Item.error_name_empty') });
const isBlank = (i: { name?: string | null }) => !i.name?.trim();

describe('listOf', () => {
  it('validates every item and prefixes paths with the position', () => {
    const schema = entityObject({ items: listOf(item) });
    expect(validate(schema, { items: [{ name: 'a' }, { name: '' }, null] })).toEqual({
      ok: false,
      errors: [
        { path: 'items.1.name', key: 'Item.error_name_empty' },
        { path: 'items.2', key: INVALID_KEY },
      ],
    });
  });

  it('refuses a list longer than its maximum by one error on the list, before looking at any item', () => {
    const schema = entityObject({ items: listOf(item), pages: listOf(item, { long: true }) });
    const invalid = (n: number) => Array.from({ length: n }, () => ({ name: '' }));
    expect(validate(schema, { items: invalid(MAX_LIST_ITEMS + 1) })).toEqual({
      ok: false,
      errors: [{ path: 'items', key: 'Validation.error_list_too_long' }],
    });
    expect(validate(schema, { pages: invalid(MAX_LONG_LIST_ITEMS + 1) })).toEqual({
      ok: false,
      errors: [{ path: 'pages', key: 'Validation.error_long_list_too_long' }],
    });
    const valid = (n: number) => Array.from({ length: n }, () => ({ name: 'a' }));
    expect(validate(schema, { items: valid(MAX_LIST_ITEMS), pages: valid(MAX_LONG_LIST_ITEMS) }).ok).toBe(
      true,
    );
  });

  it('turns missing and null into an empty list and rejects non-lists', () => {
    const schema = entityObject({ items: listOf(item) });
    expect(validate(schema, {})).toEqual({ ok: true, data: { items: [] } });
    expect(validate(schema, { items: null })).toEqual({ ok: true, data: { items: [] } });
    expect(validate(schema, { items: 'a' })).toEqual({
      ok: false,
      errors: [{ path: 'items', key: INVALID_KEY }],
    });
  });

  it('treats a list of blank placeholders as empty, but not a blank item among filled ones', () => {
    const schema = entityObject({ items: listOf(item, { isBlank }) });
    expect(validate(schema, { items: [{ name: ' ' }, {}] })).toEqual({ ok: true, data: { items: [] } });
    expect(validate(schema, { items: [{ name: 'a' }, {}] })).toEqual({
      ok: false,
      errors: [{ path: 'items.1.name', key: 'Item.error_name_empty' }],
    });
  });

  it('reports an empty list with minKey once', () => {
    const schema = entityObject({ items: listOf(item, { isBlank, minKey: 'List.error_empty' }) });
    for (const items of [[], null, [{ name: '' }]]) {
      expect(validate(schema, { items })).toEqual({
        ok: false,
        errors: [{ path: 'items', key: 'List.error_empty' }],
      });
    }
  });
});

describe('checkNested', () => {
  it('reports the nested schema’s keys under the given path, translated keys only', () => {
    const schema = z.object({ on: z.boolean(), child: z.unknown() }).superRefine((v, ctx) => {
      if (v.on)
        checkNested(
          ctx,
          entityObject({ name: requiredText('Item.error_name_empty'), n: z.number() }),
          v.child,
          ['child'],
        );
    });
    expect(validate(schema, { on: false, child: {} })).toEqual({ ok: true, data: { on: false, child: {} } });
    expect(validate(schema, { on: true, child: { n: 'x' } })).toEqual({
      ok: false,
      errors: [
        { path: 'child.name', key: 'Item.error_name_empty' },
        { path: 'child.n', key: INVALID_KEY },
      ],
    });
  });
});
