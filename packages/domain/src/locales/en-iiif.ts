// The IIIF image service's refusals (answered as 400 with the message) and the manifest import's errors.
export const enIiif = {
  Iiif: {
    error_region: 'The region must be full, square, x,y,w,h or pct:x,y,w,h.',
    error_region_outside: 'The region lies outside the image or is empty.',
    error_size: 'The size must be max, w,, ,h, pct:n, w,h or !w,h (each optionally after ^).',
    error_size_empty: 'The requested size is less than one pixel.',
    error_size_upscale: 'The requested size is larger than the region: ask with ^ to scale up.',
    error_size_limit: 'The requested size exceeds what this service produces (at most {{max}}).',
    error_rotation: 'The rotation must be 0, 90, 180 or 270, optionally after ! for mirroring.',
    error_quality: 'The quality must be default, color, gray or bitonal.',
    error_format: 'The format must be jpg, png or webp.',
    error_not_image: 'This file is not an image the image service can read.',
    error_unreadable: 'The image could not be read.',
    error_too_many_pixels: 'The image has more pixels than this service decodes.',
    error_import_source: 'Please give either the address of a IIIF manifest or a manifest file, not both.',
    error_import_url: 'The address must be an http(s) address.',
    error_import_private:
      'Fontes does not load manifests from addresses in its own network (its administrator can allow it).',
    error_import_unreachable: 'The manifest could not be loaded from this address.',
    error_import_timeout: 'The manifest took too long to load.',
    error_import_too_large: 'The manifest is too large (at most {{max}} MB).',
    error_import_not_json: 'This is no JSON document.',
    error_import_not_manifest: 'This is no IIIF manifest (Presentation API 2.1 or 3.0).',
    error_import_no_canvases: 'The manifest has no canvas with an image.',
    error_import_address:
      'Canvas {{canvas}} shows an image at an address that is not http(s): Fontes imports only http and https addresses.',
    error_import_too_many_canvases: 'The manifest has too many canvases (at most {{max}}).',
    imported: 'Imported {{count}} images.',
  },
};
