import { describe, expect, it } from 'vitest';
import { validate } from '../validation.ts';
import {
  publicationSchema,
  publicationScoreSchema,
  publicationSubtitle,
  publicationTitle,
} from './publication.ts';

describe('publicationSchema', () => {
  it('requires title and short title', () => {
    expect(validate(publicationSchema, { title: ' ', short_title: null })).toEqual({
      ok: false,
      errors: [
        { path: 'title', key: 'Publication.error_title_empty' },
        { path: 'short_title', key: 'Publication.error_short_title_empty' },
      ],
    });
  });

  it('validates its attributions and sources under their positions', () => {
    const input = {
      title: 'Thematisches Verzeichnis',
      short_title: 'TV',
      attributions: [
        { person: 1, function: 'edt', qualifier: 'asc' },
        { person: 2, function: 'aut' },
      ],
      sources: [{ type: 'url', citation: 'Online', url: 'example.org' }, {}],
    };
    expect(validate(publicationSchema, input)).toEqual({
      ok: false,
      errors: [
        { path: 'attributions.1.qualifier', key: 'Attribution.error_qualifier_empty' },
        { path: 'sources.1.citation', key: 'Source.error_citation_empty' },
      ],
    });
  });
});

describe('publicationScoreSchema', () => {
  it('requires the publication and the page number', () => {
    expect(validate(publicationScoreSchema, { notes: 'x' })).toEqual({
      ok: false,
      errors: [
        { path: 'publication', key: 'PublicationScore.error_publication_empty' },
        { path: 'number', key: 'PublicationScore.error_number_empty' },
      ],
    });
    expect(validate(publicationScoreSchema, { publication: { id: 4 }, number: ' 12–14 ' })).toEqual({
      ok: true,
      data: { publication: 4, number: '12–14', notes: null },
    });
  });
});

describe('publication display', () => {
  it('falls back to the short title', () => {
    expect(publicationTitle({ title: 'Die Musikhandschriften', short_title: 'MH' })).toBe(
      'Die Musikhandschriften',
    );
    expect(publicationTitle({ title: ' ', short_title: 'MH' })).toBe('MH');
  });

  it('cites the imprint, leaving out what is missing', () => {
    const full = { publication_place: 'Leipzig', publisher: 'Breitkopf & Härtel', publication_date: '1802' };
    expect(publicationSubtitle(full)).toBe('Leipzig: Breitkopf & Härtel, 1802');
    expect(publicationSubtitle({ ...full, publisher: null })).toBe('Leipzig, 1802');
    expect(publicationSubtitle({ publication_date: '1802' })).toBe('1802');
    expect(publicationSubtitle({})).toBe('');
  });
});
