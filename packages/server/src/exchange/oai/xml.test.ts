import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { element, escaped } from './xml.ts';

describe('the XML writer', () => {
  it('escapes what XML gives a meaning and leaves out what XML 1.0 forbids, keeping every other character', () => {
    const value = `a & b < c > d " e \u0001\u000b\u001f tab\tline\n ${'\uD834\uDD1E'} lone\uD800 \uFFFE\uFFFF é`;
    expect(escaped(value)).toBe(`a &amp; b &lt; c &gt; d &quot; e  tab\tline\n ${'\uD834\uDD1E'} lone  é`);
    expect(escaped('plain text, nothing to do')).toBe('plain text, nothing to do');
  });

  it('writes elements a parser reads back as they were given, attributes and text alike', () => {
    const value = '<script>&"\u0002';
    const xml = element(
      'root',
      { title: value, absent: undefined },
      element('child', null, value),
      '',
    ).markup;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml);
    expect(parsed.root['@title']).toBe('<script>&"');
    expect(parsed.root['@absent']).toBeUndefined();
    expect(parsed.root.child).toBe('<script>&"');
  });
});
