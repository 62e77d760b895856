// The CSV export of a whole result (`/export/search.csv?…`): read as a stream so that the screen can show
// how far it is (the server names the number of hits in `X-Total-Count`), then saved by the browser.

export interface ExportProgress {
  rows: number;
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

/** Fetches the export, reporting rows as they arrive; the whole file as a Blob with its name. */
export async function fetchExport(
  path: string,
  headers: Record<string, string>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(path, { headers, signal, credentials: 'same-origin' });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  const counted = Number(response.headers.get('X-Total-Count'));
  const total = response.headers.has('X-Total-Count') && Number.isFinite(counted) ? counted : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let lines = 0;
  onProgress({ rows: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    lines += countLines(value);
    const rows = Math.max(0, lines - 1);
    onProgress({ rows: total === null ? rows : Math.min(rows, total), total });
  }
  const name = attachmentName(response.headers.get('Content-Disposition'), 'search.csv');
  return { blob: new Blob(chunks, { type: 'text/csv;charset=utf-8' }), name };
}

/** Hands a file to the browser to save. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the file by the next turn; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
