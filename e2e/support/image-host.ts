import { createServer, type Server } from 'node:http';
import sharp from 'sharp';

// A second origin, as an imported manifest's image server would be: a IIIF image service (level 0 answers,
// any region and size cut from one scan) and the manifests pointing at it, on 127.0.0.1 and its own port.
// The web server's Content-Security-Policy names this origin (IIIF_IMAGE_SOURCES in playwright.config.ts).

/** The image host's port: beside the run's own, so that parallel runs on other ports don't meet. */
export const imageHostPort = Number(
  process.env.E2E_IMAGE_PORT ?? Number(process.env.E2E_PORT ?? 3107) + 1000,
);
export const imageHost = `http://127.0.0.1:${imageHostPort}`;

export interface ImageHost {
  /** The paths asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

const scanSize = { width: 600, height: 800 };

/** The scan: a pale page with a dark band, so that a drawn tile is not blank. */
function scan(): Promise<Buffer> {
  const band = Buffer.from(
    '<svg width="600" height="800"><rect x="50" y="120" width="500" height="90" fill="#222"/></svg>',
  );
  return sharp({ create: { ...scanSize, channels: 3, background: { r: 235, g: 225, b: 200 } } })
    .composite([{ input: band }])
    .png()
    .toBuffer();
}

/** A Presentation 3 manifest of one canvas painted by the image service at `service`. */
export function manifestOf(label: string, service: string) {
  return {
    '@context': 'http://iiif.io/api/presentation/3/context.json',
    id: `${imageHost}/${label}.json`,
    type: 'Manifest',
    label: { none: [label] },
    items: [
      {
        id: `${imageHost}/canvas/1`,
        type: 'Canvas',
        label: { none: ['fol. 1r'] },
        ...scanSize,
        items: [
          {
            id: `${imageHost}/page/1`,
            type: 'AnnotationPage',
            items: [
              {
                id: `${imageHost}/annotation/1`,
                type: 'Annotation',
                motivation: 'painting',
                target: `${imageHost}/canvas/1`,
                body: {
                  id: `${service}/full/max/0/default.jpg`,
                  type: 'Image',
                  format: 'image/jpeg',
                  ...scanSize,
                  service: [{ id: service, type: 'ImageService3', profile: 'level0' }],
                },
              },
            ],
          },
        ],
      },
    ],
  };
}

/** `region/size/rotation/quality.format` of the Image API, cut from the scan (rotation and quality ignored). */
async function imageOf(source: Buffer, region: string, size: string): Promise<Buffer> {
  let image = sharp(source);
  const box = region.split(',').map(Number);
  if (region !== 'full' && box.length === 4) {
    const [left = 0, top = 0, width = 1, height = 1] = box;
    image = sharp(await image.extract({ left, top, width, height }).toBuffer());
  }
  const [width, height] = size
    .replace('!', '')
    .split(',')
    .map((n) => (n ? Number(n) : undefined));
  if (size !== 'max' && size !== 'full')
    image = image.resize(width, height, { fit: size.startsWith('!') ? 'inside' : 'fill' });
  return image.jpeg().toBuffer();
}

/**
 * Starts the image host: `/{name}.json` answers the manifests given, `/iiif/scan/…` the image service, and
 * `/silent/…` closes the connection without an answer, as an image server that is down.
 */
export async function startImageHost(manifests: Record<string, unknown>): Promise<ImageHost> {
  const source = await scan();
  const requested: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', imageHost).pathname;
    requested.push(path);
    response.setHeader('Access-Control-Allow-Origin', '*');
    const manifest = manifests[path];
    const [, region, size] = path.match(/^\/iiif\/scan\/([^/]+)\/([^/]+)\/[^/]+\/default\.jpg$/) ?? [];
    if (path.startsWith('/silent/')) request.socket.destroy();
    else if (manifest) response.setHeader('Content-Type', 'application/json').end(JSON.stringify(manifest));
    else if (path === '/iiif/scan/info.json')
      response.setHeader('Content-Type', 'application/json').end(
        JSON.stringify({
          '@context': 'http://iiif.io/api/image/3/context.json',
          id: `${imageHost}/iiif/scan`,
          type: 'ImageService3',
          protocol: 'http://iiif.io/api/image',
          profile: 'level0',
          ...scanSize,
          tiles: [{ width: 256, scaleFactors: [1, 2, 4] }],
        }),
      );
    else if (region && size)
      response.setHeader('Content-Type', 'image/jpeg').end(await imageOf(source, region, size));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(imageHostPort, '127.0.0.1', resolve));
  return {
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
