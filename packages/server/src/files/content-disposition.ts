// The name a download or a shown file is saved under: file routes and the search's CSV export send it.

/** RFC 6266: a plain ASCII `filename` for old clients and the exact name as UTF-8 in `filename*`. */
export function contentDisposition(kind: 'attachment' | 'inline', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
