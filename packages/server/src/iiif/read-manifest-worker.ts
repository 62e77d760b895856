import { parentPort, workerData } from 'node:worker_threads';
import { ImportError, readManifest } from './read-manifest.ts';

// The worker of readManifestApart (import.ts): the manifest's bytes in, its label and images or the
// import error out.

const { bytes } = workerData as { bytes: Uint8Array };
try {
  parentPort?.postMessage({ ok: true, read: readManifest(new TextDecoder().decode(bytes)) });
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  parentPort?.postMessage({ ok: false, key: error.key, params: error.params });
}
