/** Fetch options that ask for the upload's progress (passed as an operation's `context.fetchOptions`). */
export interface ProgressFetchInit extends RequestInit {
  onUploadProgress?: (loaded: number, total: number) => void;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * `fetch`, except that a request asking for upload progress goes by XMLHttpRequest: fetch reports
 * no progress of what it sends.
 */
export function progressFetch(input: RequestInfo | URL, init: ProgressFetchInit = {}): Promise<Response> {
  const { onUploadProgress, ...options } = init;
  if (!onUploadProgress) return fetch(input, options);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? 'POST', String(input));
    for (const [name, value] of new Headers(options.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
    };
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers: responseHeaders(request.getAllResponseHeaders()),
        }),
      );
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(options.body as XMLHttpRequestBodyInit | null);
  });
}
