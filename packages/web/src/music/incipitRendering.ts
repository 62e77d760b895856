import type { VerovioToolkit } from 'verovio/esm';

/** Where Verovio found a problem: the whole input, one of the header fields, or the music data. */
export type FindingKey = 'input' | 'clef' | 'keysig' | 'timesig' | 'data';

export interface PaeFinding {
  key: FindingKey;
  /** Verovio's code of the problem (1–66), which the locales translate. */
  code: number;
  type: 'error' | 'warning';
  /** Verovio's own English text, shown only for a code the locales do not know yet. */
  text: string;
  /** The offending part of the input, for the messages that name it. */
  value?: string;
  /** The position in the code, from 1; null when Verovio does not know it. */
  column: number | null;
}

export interface IncipitRendering {
  /** The notation; null when the input could not be read at all. */
  svg: string | null;
  findings: PaeFinding[];
}

/** The findings of `validatePAE`: one object for an unreadable input, else findings per input key. */
export function paeFindings(log: unknown): PaeFinding[] {
  if (!log || typeof log !== 'object') return [];
  const entries = log as Record<string, unknown>;
  if (typeof entries.code === 'number') return [finding('input', entries)];
  return (['clef', 'keysig', 'timesig', 'data'] as const).flatMap((key) => {
    const found = entries[key];
    const list = Array.isArray(found) ? found : found ? [found] : [];
    return list.map((entry) => finding(key, entry as Record<string, unknown>));
  });
}

function finding(key: FindingKey, entry: Record<string, unknown>): PaeFinding {
  const column = typeof entry.column === 'number' ? entry.column : -1;
  return {
    key,
    code: Number(entry.code),
    type: entry.type === 'error' ? 'error' : 'warning',
    text: String(entry.text ?? ''),
    ...(typeof entry.value === 'string' ? { value: entry.value } : {}),
    // Verovio counts from 0 and answers -1 (or 0 for the header keys) when it has no position.
    column: key === 'data' && column >= 0 ? column + 1 : null,
  };
}

/** The notation and the findings of one input (`verovioInput`); validation first, as it unloads the data. */
export function renderIncipit(toolkit: VerovioToolkit, input: string): IncipitRendering {
  const findings = paeFindings(toolkit.validatePAE(input));
  if (findings.some((found) => found.key === 'input') || !toolkit.loadData(input)) {
    return { svg: null, findings };
  }
  return { svg: toolkit.renderToSVG(1), findings };
}
