import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetDrawnTiles, prepareNextImages, tileArrived } from './nextImage.ts';
import type { ViewerImage } from './viewerImages.ts';

const scan = (id: number, width = 1600, height = 2400): ViewerImage => ({
  id,
  label: `fol. ${id}`,
  width,
  height,
  url: `http://fontes.test/file/${id}/view`,
  service: `http://fontes.test/iiif/image/${id}`,
  format: 'image/jpeg',
});
const tile = (id: number, path = '0,0,1600,2048/400,512/0/default.jpg') =>
  `http://fontes.test/iiif/image/${id}/${path}`;

describe('the next image asked for before it is shown', () => {
  let asked: string[];
  beforeEach(() => {
    asked = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response(''));
    });
    // Tiles are asked for as images in CORS mode, as the viewer asks for them.
    vi.stubGlobal(
      'Image',
      class {
        crossOrigin: string | null = null;
        set src(url: string) {
          asked.push(this.crossOrigin === 'anonymous' ? url : `${url} (not as CORS)`);
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetDrawnTiles();
  });

  it('asks for its info.json at once, and each tile as the same tile of the open image arrives', () => {
    prepareNextImages([scan(2)]);
    expect(asked).toEqual(['http://fontes.test/iiif/image/2/info.json']);
    tileArrived([scan(1)], tile(1));
    tileArrived([scan(1)], tile(1, '0,2048,1600,352/400,88/0/default.jpg'));
    expect(asked.slice(1)).toEqual([tile(2), tile(2, '0,2048,1600,352/400,88/0/default.jpg')]);
  });

  it('asks once for each, and takes a tile of image 12 for image 12, not image 1', () => {
    prepareNextImages([scan(2)]);
    tileArrived([scan(1), scan(12)], tile(12));
    tileArrived([scan(1), scan(12)], tile(12));
    expect(asked).toEqual(['http://fontes.test/iiif/image/2/info.json', tile(2)]);
  });

  it('asks for no tile of a next image of another size, nor of one without a service', () => {
    prepareNextImages([scan(2, 1600, 2200), { ...scan(3), service: null }]);
    tileArrived([scan(1)], tile(1));
    expect(asked).toEqual(['http://fontes.test/iiif/image/2/info.json']);
  });

  it('asks for nothing more once no image is coming (another page or screen shown)', () => {
    prepareNextImages([scan(2)]);
    prepareNextImages([]);
    tileArrived([scan(1)], tile(1));
    expect(asked).toEqual(['http://fontes.test/iiif/image/2/info.json']);
  });

  it('asks at once for the tiles drawn of an earlier image of its size', () => {
    prepareNextImages([scan(2)]);
    tileArrived([scan(1)], tile(1));
    prepareNextImages([scan(3), scan(4, 1600, 2200)]);
    expect(asked.slice(2)).toEqual([
      'http://fontes.test/iiif/image/3/info.json',
      tile(3),
      'http://fontes.test/iiif/image/4/info.json',
    ]);
  });

  it('stops after the first view’s tiles: zooming in deeper asks for nothing more', () => {
    prepareNextImages([scan(2)]);
    for (let n = 0; n < 20; n++) tileArrived([scan(1)], tile(1, `${n * 10},0,10,10/10,10/0/default.jpg`));
    expect(asked).toHaveLength(1 + 12);
  });
});
