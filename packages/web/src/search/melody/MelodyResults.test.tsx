import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadScreenMessages } from '../../i18n/i18n.ts';
import { MelodyResults, type MelodyResultsProps } from './MelodyResults.tsx';
import { emptyMelodyQuery } from './melodyAddress.ts';

// What the hits area says when there are none to show, rendered without a browser.

beforeAll(async () => {
  await loadScreenMessages();
  await i18n.changeLanguage('de');
});

const nothing: MelodyResultsProps['result'] = {
  total: 0,
  items: [],
  endCursor: null,
  hasNextPage: false,
  message: null,
};
const html = (result: MelodyResultsProps['result'], query = emptyMelodyQuery) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MelodyResults query={query} result={result} loading={false} onMore={() => {}} />
    </MemoryRouter>,
  );

describe('MelodyResults', () => {
  it("shows the server's message when the melody cannot be searched, and no count", () => {
    const markup = html({ ...nothing, message: 'Die Melodie hat zu wenige Noten.' });
    expect(markup).toContain('Die Melodie hat zu wenige Noten.');
    expect(markup).not.toContain('melody-empty');
  });

  it('says nothing matched, and which option to leave off to find more', () => {
    expect(html(nothing)).toContain(i18n.t('melody.empty'));
    expect(html(nothing, { ...emptyMelodyQuery, anchored: true })).toContain(i18n.t('melody.empty_anchored'));
    expect(html(nothing, { ...emptyMelodyQuery, rhythm: true })).toContain(i18n.t('melody.empty_rhythm'));
    expect(html(nothing)).not.toContain(i18n.t('melody.empty_rhythm'));
  });
});
