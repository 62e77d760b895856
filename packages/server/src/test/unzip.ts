import { fromBuffer, type ZipFile } from 'yauzl';

// A zip's files read back by yauzl, for the tests of the exports (the API's and the browser's).

/** Every file of a zip by its name, as UTF-8 text. */
export async function unzipped(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(bytes, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const files = new Map<string, string>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry) =>
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
        zip.readEntry();
      }),
    );
    zip.on('end', resolve).on('error', reject);
    zip.readEntry();
  });
  return files;
}
