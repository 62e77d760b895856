// The export of a whole result (`/export/search.csv?…`, `/export/marcxml/search?…`): read as a stream so
// that the screen can show how far it is (the CSV export names the number of hits in `X-Total-Count`), then
// saved by the browser. Both write one line per hit after their header lines.

export interface ExportProgress {
  rows: number;
  /** Bytes received so far: what a file without lines (a zip) shows of its progress. */
  bytes: number;
  /** Null when the server did not say. */
  total: number | null;
}

const newline = 10;

/** The file's name from `Content-Disposition`, or the given one. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/** The lines in a chunk of the file; the first line of the file (the header) is not a row. */
function countLines(chunk: Uint8Array): number {
  let lines = 0;
  for (const byte of chunk) if (byte === newline) lines++;
  return lines;
}

/** How a format's file is read: its type, its name when the server gives none, its lines before the first hit. */
export interface ExportFile {
  type: string;
  fallbackName: string;
  headerLines: number;
  /** Whether its lines count the hits written (CSV, MARCXML), or only its bytes tell progress (a zip). */
  lines: boolean;
}

/** An export the server refused, with its reason in the user's language (e.g. too many scores for MEI). */
export class ExportRefusal extends Error {}

export const csvFile: ExportFile = {
  type: 'text/csv;charset=utf-8',
  fallbackName: 'search.csv',
  headerLines: 1,
  lines: true,
};
/** The XML declaration and the collection's start, then one record a line. */
export const marcXmlFile: ExportFile = {
  type: 'application/marcxml+xml',
  fallbackName: 'search.xml',
  headerLines: 2,
  lines: true,
};
/** A zip of MEI files, one a score. */
export const meiZipFile: ExportFile = {
  type: 'application/zip',
  fallbackName: 'search-mei.zip',
  headerLines: 0,
  lines: false,
};

/** Fetches the export, reporting rows as they arrive; the whole file as a Blob with its name. */
export async function fetchExport(
  path: string,
  headers: Record<string, string>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
  file: ExportFile = csvFile,
): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(path, { headers, signal, credentials: 'same-origin' });
  if (!response.ok || !response.body) {
    const said = await response.json().catch(() => null);
    if (typeof said?.error === 'string') throw new ExportRefusal(said.error);
    throw new Error(`export answered ${response.status}`);
  }
  const counted = Number(response.headers.get('X-Total-Count'));
  const total = response.headers.has('X-Total-Count') && Number.isFinite(counted) ? counted : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  let bytes = 0;
  onProgress({ rows: 0, bytes, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (file.lines) lines += countLines(value);
    const rows = Math.max(0, lines - file.headerLines);
    onProgress({ rows: total === null ? rows : Math.min(rows, total), bytes, total });
  }
  const name = attachmentName(response.headers.get('Content-Disposition'), file.fallbackName);
  return { blob: new Blob(chunks, { type: file.type }), name };
}
