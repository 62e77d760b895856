import { describe, expect, it } from 'vitest';
import { pageAfterKey, thumbnailOf, tileSourceOf, viewerImages } from './viewerImages.ts';

const served = { url: 'http://fontes.test/file/7/view', service: 'http://fontes.test/iiif/image/7' };
const remote = { url: 'https://elsewhere.test/scan-3.jpg', service: null };

describe('tile sources', () => {
  it('zooms an image with a IIIF service by its info.json', () => {
    expect(tileSourceOf(served)).toBe('http://fontes.test/iiif/image/7/info.json');
    expect(tileSourceOf({ ...served, service: `${served.service}/` })).toBe(
      'http://fontes.test/iiif/image/7/info.json',
    );
  });

  it('shows an image without a service as the one image at its address', () => {
    expect(tileSourceOf(remote)).toEqual({ type: 'image', url: remote.url, buildPyramid: false });
  });

  it('takes thumbnails 120 pixels high from the service, else the image itself', () => {
    expect(thumbnailOf(served)).toBe('http://fontes.test/iiif/image/7/full/,120/0/default.jpg');
    expect(thumbnailOf(remote)).toBe(remote.url);
  });
});

describe('viewer images', () => {
  const annotation = {
    url: served.url,
    service: served.service,
    width: 600,
    height: 800,
    format: 'image/jpeg',
  };

  it('keeps the order and leaves out images without a canvas', () => {
    const images = viewerImages([
      { id: 3, iiif_canvases: [{ label: 'vl1_001r.jpg', annotations: [annotation] }] },
      { id: 4, iiif_canvases: [] },
      { id: 5, iiif_canvases: [{ label: 'vl1_001v.jpg', annotations: [{ ...annotation, service: null }] }] },
    ]);
    expect(images.map((image) => [image.id, image.label, image.service])).toEqual([
      [3, 'vl1_001r.jpg', served.service],
      [5, 'vl1_001v.jpg', null],
    ]);
  });
});

describe('page turning by key', () => {
  it('turns forward and back, stopping at the first and last image', () => {
    expect(pageAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(pageAfterKey('PageDown', 2, 3)).toBe(2);
    expect(pageAfterKey('ArrowLeft', 0, 3)).toBe(0);
    expect(pageAfterKey('PageUp', 2, 3)).toBe(1);
    expect(pageAfterKey('End', 0, 3)).toBe(2);
    expect(pageAfterKey('Home', 2, 3)).toBe(0);
  });

  it('leaves other keys (and an empty copy) to the viewer', () => {
    expect(pageAfterKey('ArrowUp', 1, 3)).toBeNull();
    expect(pageAfterKey('+', 1, 3)).toBeNull();
    expect(pageAfterKey('ArrowRight', 0, 0)).toBeNull();
  });
});
