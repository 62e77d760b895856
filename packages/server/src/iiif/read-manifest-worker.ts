import { parentPort, workerData } from 'node:worker_threads';
import { ImportError, readManifest } from './read-manifest.ts';

// The worker of readManifestApart (import.ts): the manifest's bytes in, its label and images or the
// import error out. The images go back, each with its position, as JSON texts of `perSlice` images: a
// string crosses to the server's thread as one copy, where 10,000 cloned objects held that thread for
// 180 ms, and the database reads each text as the rows of one statement (import.ts).

const { bytes, perSlice } = workerData as { bytes: Uint8Array; perSlice: number };
try {
  const { label, images } = readManifest(new TextDecoder().decode(bytes));
  const slices: string[] = [];
  for (let start = 0; start < images.length; start += perSlice)
    slices.push(
      JSON.stringify(
        images.slice(start, start + perSlice).map((image, i) => ({ ...image, position: start + i + 1 })),
      ),
    );
  parentPort?.postMessage({ ok: true, read: { label, slices } });
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  parentPort?.postMessage({ ok: false, key: error.key, params: error.params });
}
