import { verovioInput } from '@fontes/domain';
import { domainResources } from '@fontes/domain/locales';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawingQueue } from './drawingQueue.ts';
import { findingMessage } from './findingMessage.ts';
import { paeFindings, renderIncipit } from './incipitRendering.ts';
import { renderQueue } from './renderQueue.ts';
import { loadVerovio } from './verovio.ts';

// Verovio's WebAssembly runs in Node as in the browser: these tests draw with the real toolkit.

const sonata = { clef: 'G-2', key_signature: 'xFC', time_signature: '3/4', pae: "'4C8DE{FG}2.A/" };

async function rendered(incipit: Parameters<typeof verovioInput>[0]) {
  const input = verovioInput(incipit);
  if (!input) throw new Error('no music data');
  return renderIncipit(await loadVerovio(), input);
}

describe('verovioInput', () => {
  it('takes clef, key and time signature from the fields beside the code', () => {
    expect(JSON.parse(verovioInput(sonata) ?? '')).toEqual({
      clef: 'G-2',
      keysig: 'xFC',
      timesig: '3/4',
      data: "'4C8DE{FG}2.A/",
    });
  });

  it('lets a header inside the code fill only what the fields leave empty, as a save does', () => {
    const pae = '@clef:F-4\n@keysig:bB\n@timesig:c\n@data:,4C/';
    expect(JSON.parse(verovioInput({ clef: 'C-3', key_signature: '', pae }) ?? '')).toEqual({
      clef: 'C-3',
      keysig: 'bB',
      timesig: 'c',
      data: ',4C/',
    });
  });

  it('has nothing to draw without music data', () => {
    expect(verovioInput({ clef: 'G-2', pae: '' })).toBeNull();
    expect(verovioInput({ clef: 'G-2', pae: '@clef:G-2\n@data:' })).toBeNull();
    expect(verovioInput({})).toBeNull();
  });
});

describe('renderIncipit', () => {
  it('loads one toolkit for the page', async () => {
    const [first, again] = await Promise.all([loadVerovio(), loadVerovio()]);
    expect(again).toBe(first);
    expect(await loadVerovio()).toBe(first);
  });

  it('draws the notes with the clef, key and time signature of the fields', async () => {
    const { svg, findings } = await rendered(sonata);
    expect(findings).toEqual([]);
    expect(svg).toMatch(/^<svg/);
    for (const element of ['clef', 'meterSig']) expect(svg).toContain(`class="${element}"`);
    expect(svg?.match(/class="note"/g)).toHaveLength(6);
    // Two sharps (F and C), and none without the key signature.
    expect(svg?.match(/class="keyAccid"/g)).toHaveLength(2);
    const withoutKey = await rendered({ ...sonata, key_signature: '' });
    expect(withoutKey.svg).not.toContain('class="keyAccid"');
  });

  it('reports a problem in the data at its position, counted from 1', async () => {
    const { svg, findings } = await rendered({ ...sonata, pae: "'4C^/" });
    expect(svg).toMatch(/^<svg/);
    expect(findings).toEqual([
      expect.objectContaining({ key: 'data', code: 21, type: 'warning', column: 5 }),
    ]);
  });

  it('reports an invalid clef or time signature against its field, and a missing clef', async () => {
    const { findings } = await rendered({ ...sonata, clef: 'Q-9', time_signature: '3/x' });
    expect(findings).toEqual([
      expect.objectContaining({ key: 'clef', code: 46, value: 'Q-9', column: null }),
      expect.objectContaining({ key: 'timesig', code: 48, value: '3/x', column: null }),
    ]);
    const missing = await rendered({ ...sonata, clef: '' });
    expect(missing.findings).toEqual([expect.objectContaining({ key: 'clef', code: 60 })]);
  });
});

describe('paeFindings', () => {
  it('reads an unreadable input as one error of the whole input', () => {
    const log = { code: 3, column: 0, row: 0, text: "There is no 'data' key.", type: 'error' };
    expect(paeFindings(log)).toEqual([
      { key: 'input', code: 3, type: 'error', text: "There is no 'data' key.", column: null },
    ]);
  });

  it('finds nothing in an empty log and keeps an unknown position unknown', () => {
    expect(paeFindings({})).toEqual([]);
    const log = { data: [{ code: 25, column: -1, row: 0, text: 'Beam open.', type: 'warning' }] };
    expect(paeFindings(log)).toEqual([
      { key: 'data', code: 25, type: 'warning', text: 'Beam open.', column: null },
    ]);
  });
});

describe('findingMessage', () => {
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.init({
      lng: 'de',
      resources: {
        de: { translation: domainResources.de },
        en: { translation: domainResources.en },
      },
      interpolation: { escapeValue: false },
    });
  });

  it('names the character of a problem in the data, in the user’s language', () => {
    const finding = { key: 'data', code: 21, type: 'warning', text: '', column: 5 } as const;
    expect(findingMessage(finding, i18n.getFixedT('de'))).toBe(
      "Zeichen 5: Auf ein Akkordzeichen '^' muss eine Note folgen.",
    );
    expect(findingMessage(finding, i18n.getFixedT('en'))).toBe(
      "Character 5: A chord sign '^' must be followed by a note.",
    );
  });

  it('names the field of a problem in the header, with the offending value', () => {
    const finding = { key: 'clef', code: 46, type: 'warning', text: '', value: 'Q-9', column: null } as const;
    expect(findingMessage(finding, i18n.getFixedT('de'))).toBe(
      "Schlüssel: Der Schlüssel 'Q-9' ist ungültig.",
    );
  });

  it('translates every code Verovio 6 reports, and keeps its text for a newer one', () => {
    for (let code = 1; code <= 66; code++) {
      for (const language of ['de', 'en']) {
        expect(i18n.exists(`Pae.findings.${code}`, { lng: language }), `${language} ${code}`).toBe(true);
      }
    }
    const newer = { key: 'data', code: 99, type: 'error', text: 'Something new.', column: null } as const;
    expect(findingMessage(newer, i18n.getFixedT('de'))).toBe('Something new.');
  });
});

describe('renderQueue', () => {
  // As Verovio's worker draws (`verovio.worker.ts`), in this process: the tests have no worker.
  const { keptRendering, renderSoon, renderAhead, drawn } = renderQueue(drawingQueue().draw);

  it('draws each input once, the view and the editor of a record sharing it', async () => {
    const input = verovioInput({ ...sonata, pae: "'2G/" }) ?? '';
    const [first, second] = await Promise.all([renderSoon(input), renderSoon(input)]);
    expect(first.svg).toMatch(/^<svg/);
    expect(second).toBe(first);
    expect(keptRendering(input)).toBe(first);
  });

  it('skips a drawing no longer wanted when its turn comes', async () => {
    const input = verovioInput({ ...sonata, pae: "'2A/" }) ?? '';
    const outdated = new AbortController();
    const skipped = renderSoon(input, outdated.signal);
    const next = renderSoon(verovioInput({ ...sonata, pae: "'2B/" }) ?? '');
    outdated.abort();
    await expect(skipped).rejects.toThrow();
    // Drawn in the order asked: by the time the next is drawn, the skipped one would have been.
    expect((await next).svg).toMatch(/^<svg/);
    expect(keptRendering(input)).toBeUndefined();
  });

  it('keeps drawing an input that another caller still wants', async () => {
    const input = verovioInput({ ...sonata, pae: "'2C/" }) ?? '';
    const editor = new AbortController();
    const view = new AbortController();
    const given = renderSoon(input, editor.signal);
    const kept = renderSoon(input, view.signal);
    editor.abort();
    await expect(given).rejects.toThrow();
    expect((await kept).svg).toMatch(/^<svg/);
    expect(keptRendering(input)).toBe(await kept);
  });

  it('tells when every drawing asked for is done, those asked for meanwhile and those cancelled included', async () => {
    const inputs = ["'2D/", "'2E/", "'2F/"].map((pae) => verovioInput({ ...sonata, pae }) ?? '');
    renderAhead(inputs[0] ?? '');
    const giveUp = new AbortController();
    const cancelled = renderSoon(verovioInput({ ...sonata, pae: "'4GA/" }) ?? '', giveUp.signal);
    giveUp.abort();
    const allDrawn = drawn().then(() => inputs.map((input) => keptRendering(input)));
    // Asked for while the first is drawn: waited for too.
    renderAhead(inputs[1] ?? '');
    renderAhead(inputs[2] ?? '');
    await expect(cancelled).rejects.toThrow();
    const kept = await allDrawn;
    expect(kept.map((rendering) => rendering?.svg?.slice(0, 4))).toEqual(['<svg', '<svg', '<svg']);
    await expect(drawn()).resolves.toBeUndefined();
  });
});
