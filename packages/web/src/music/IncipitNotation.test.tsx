import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadScreenMessages } from '../i18n/i18n.ts';
import { IncipitNotation, Notation } from './IncipitNotation.tsx';
import { PaeFindings } from './PaeFindings.tsx';

// What a view shows before, instead of, and after Verovio's drawing, rendered without a browser.

beforeAll(async () => {
  await loadScreenMessages();
  await i18n.changeLanguage('de');
});

const html = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('IncipitNotation', () => {
  it('shows a text incipit as its text, and draws nothing for it', () => {
    const markup = html(
      <IncipitNotation incipit={{ is_text_incipit: true, text: 'Kyrie eleison', pae: "'4C/" }} />,
    );
    expect(markup).toContain('Kyrie eleison');
    expect(markup).not.toContain('Notation');
  });

  it('says the notation is being drawn until Verovio has loaded', () => {
    const markup = html(<IncipitNotation incipit={{ is_text_incipit: false, clef: 'G-2', pae: "'4C/" }} />);
    expect(markup).toContain(i18n.t('Pae.loading'));
  });

  it('shows an incipit without code as empty', () => {
    expect(html(<IncipitNotation incipit={{ is_text_incipit: false, pae: '' }} />)).toContain('—');
  });
});

describe('Notation', () => {
  it('shows the drawing as an image named by its code', () => {
    const rendering = { svg: '<svg id="drawn"></svg>', findings: [] };
    const markup = html(<Notation state={{ status: 'ready', rendering }} code="'4C/" />);
    expect(markup).toContain('<svg id="drawn"></svg>');
    expect(markup).toContain('role="img"');
    expect(markup).toContain('aria-label="Notation des Plaine &amp; Easie-Codes &#x27;4C/"');
  });

  it('keeps the last drawing while the next is made, so that typing does not flicker', () => {
    const previous = { svg: '<svg id="before"></svg>', findings: [] };
    const markup = html(<Notation state={{ status: 'loading', previous }} code="'4C/" />);
    expect(markup).toContain('<svg id="before"></svg>');
    expect(markup).toContain('aria-busy="true"');
  });

  it('names a failure, and shows the code that could not be drawn', () => {
    const failed = html(<Notation state={{ status: 'failed', reason: 'render' }} code="'4C^/" />);
    expect(failed).toContain(i18n.t('Pae.failed'));
    expect(failed).toContain('&#x27;4C^/');
    const offline = html(<Notation state={{ status: 'failed', reason: 'load' }} code="'4C/" />);
    expect(offline).toContain(i18n.t('Pae.load_failed'));
  });
});

describe('PaeFindings', () => {
  it('lists warnings and errors apart, each naming where it is', () => {
    const markup = html(
      <PaeFindings
        findings={[
          { key: 'data', code: 21, type: 'warning', text: '', column: 5 },
          { key: 'input', code: 1, type: 'error', text: '', column: null },
        ]}
      />,
    );
    expect(markup).toContain('data-finding="warning"');
    expect(markup).toContain('<strong>Warnung:</strong> Zeichen 5: Auf ein Akkordzeichen');
    expect(markup).toContain('data-finding="error"');
    expect(markup).toContain('<strong>Fehler:</strong> Der Code ist leer.');
  });
});
