import { describe, expect, it } from 'vitest';
import { entityObject, validate } from '../validation.ts';
import { listOf } from '../validation-lists.ts';
import { changeSourceType, normalizeSource, sourceLink, sourceSchema } from './source.ts';

const errorsOf = (input: unknown) => {
  const result = validate(sourceSchema, input);
  return result.ok ? [] : result.errors;
};

describe('normalizeSource', () => {
  it('normalises the url of a url source', () => {
    expect(normalizeSource({ type: 'url', url: ' example.org/x ' }).url).toBe('https://example.org/x');
  });

  it('extracts the GND id of a gnd source and the RISM id of a rism source', () => {
    expect(normalizeSource({ type: 'gnd', gnd_id: 'https://d-nb.info/gnd/118584596' }).gnd_id).toBe(
      '118584596',
    );
    expect(normalizeSource({ type: 'rism', rism_id: 'RISM ID no. 450012345' }).rism_id).toBe('450012345');
  });

  it('drops a GND id that is not one', () => {
    expect(normalizeSource({ type: 'gnd', gnd_id: 'GND 123' }).gnd_id).toBeNull();
  });

  it('clears the fields of other types and keeps the shared ones', () => {
    const source = {
      type: 'literature',
      citation: 'MGG',
      url: 'x.org',
      gnd_id: '1234',
      rism_id: 'pe1',
      notes: 'n',
    };
    expect(normalizeSource(source)).toEqual({
      type: 'literature',
      citation: 'MGG',
      url: null,
      gnd_id: null,
      rism_id: null,
      notes: 'n',
    });
  });

  it('treats a missing or unknown type as literature, the default', () => {
    expect(normalizeSource({}).type).toBe('literature');
    expect(normalizeSource({ type: 'isbn' }).type).toBe('literature');
  });
});

describe('changeSourceType', () => {
  it('clears what belonged to the old type and normalises what belongs to the new one', () => {
    const url = { id: 3, type: 'url', citation: 'DNB', url: 'https://d-nb.info/gnd/118584596', gnd_id: null };
    expect(changeSourceType(url, 'gnd')).toEqual({
      id: 3,
      type: 'gnd',
      citation: 'DNB',
      url: null,
      gnd_id: null,
      rism_id: null,
    });
    const pasted = { type: 'literature', citation: 'DNB', gnd_id: 'gnd/118584596', url: 'x.org' };
    expect(changeSourceType(pasted, 'gnd')).toMatchObject({ type: 'gnd', gnd_id: '118584596', url: null });
    expect(changeSourceType(pasted, 'url')).toMatchObject({
      type: 'url',
      gnd_id: null,
      url: 'https://x.org',
    });
  });
});

describe('authority citations', () => {
  it('derives an empty citation of a GND or RISM source from its id, and keeps a given one', () => {
    const valid = (input: unknown) => {
      const result = validate(sourceSchema, input);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      return result.data;
    };
    expect(valid({ type: 'gnd', gnd_id: 'https://d-nb.info/gnd/118650130' }).citation).toBe('GND 118650130');
    expect(valid({ type: 'rism', rism_id: '1001234567', citation: ' ' }).citation).toBe('RISM 1001234567');
    expect(valid({ type: 'gnd', gnd_id: '118650130', citation: 'DNB' }).citation).toBe('DNB');
    expect(errorsOf({ type: 'gnd' }).map((e) => e.path)).toEqual(['citation', 'gnd_id']);
    expect(errorsOf({ type: 'url', url: 'example.org' }).map((e) => e.path)).toEqual(['citation']);
  });
});

describe('sourceLink', () => {
  it('is the url, the GND or RISM record, or null for literature', () => {
    expect(sourceLink({ type: 'url', url: 'example.org' })).toBe('https://example.org');
    expect(sourceLink({ type: 'gnd', gnd_id: '118584596' })).toBe('https://d-nb.info/gnd/118584596');
    expect(sourceLink({ type: 'rism', rism_id: 'pe1234' })).toBe('https://rism.online/sources/pe1234');
    expect(sourceLink({ type: 'literature', citation: 'MGG', url: 'x.org' })).toBeNull();
    expect(sourceLink({ type: 'gnd', gnd_id: '' })).toBeNull();
  });
});

describe('sourceSchema', () => {
  it('normalises a valid source before it is saved', () => {
    const result = validate(sourceSchema, { id: 7, type: 'gnd', citation: ' DNB ', gnd_id: 'GND: 4042-6X' });
    expect(result).toEqual({
      ok: true,
      data: {
        id: 7,
        type: 'gnd',
        citation: 'DNB',
        description: null,
        url: null,
        gnd_id: '4042-6X',
        rism_id: null,
        notes: null,
      },
    });
  });

  it('defaults the type to literature and then needs a citation', () => {
    expect(errorsOf({})).toEqual([{ path: 'citation', key: 'Source.error_citation_empty' }]);
  });

  it('needs a citation for every type (the stricter reading) and the field of its type', () => {
    expect(errorsOf({ type: 'url' })).toEqual([
      { path: 'citation', key: 'Source.error_citation_empty' },
      { path: 'url', key: 'Source.error_url_empty' },
    ]);
    expect(errorsOf({ type: 'gnd', citation: 'c', gnd_id: 'GND 12' })).toEqual([
      { path: 'gnd_id', key: 'Source.error_gnd_empty' },
    ]);
    expect(errorsOf({ type: 'rism', citation: 'c', rism_id: ' ' })).toEqual([
      { path: 'rism_id', key: 'Source.error_rism_empty' },
    ]);
  });

  it('rejects a url that is not a web address', () => {
    expect(errorsOf({ type: 'url', citation: 'c', url: 'not a url' })).toEqual([
      { path: 'url', key: 'Source.error_url_invalid' },
    ]);
  });

  it('does not ask for fields of other types', () => {
    expect(errorsOf({ type: 'literature', citation: 'MGG', url: 'not a url' })).toEqual([]);
  });

  it('rejects an unknown type with the generic key', () => {
    expect(errorsOf({ type: 'isbn', citation: 'c' })).toEqual([
      { path: 'type', key: 'Validation.error_invalid' },
    ]);
  });

  it('reports nested errors under list and position', () => {
    const schema = entityObject({ sources: listOf(sourceSchema) });
    const result = validate(schema, { sources: [{ citation: 'ok' }, { type: 'url', citation: 'c' }] });
    expect(result).toEqual({ ok: false, errors: [{ path: 'sources.1.url', key: 'Source.error_url_empty' }] });
  });
});
