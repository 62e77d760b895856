import type { enIiif } from './en-iiif.ts';

export const deIiif: typeof enIiif = {
  Iiif: {
    error_region: 'Der Bereich muss full, square, x,y,w,h oder pct:x,y,w,h lauten.',
    error_region_outside: 'Der Bereich liegt außerhalb des Bildes oder ist leer.',
    error_size: 'Die Größe muss max, w,, ,h, pct:n, w,h oder !w,h lauten (jeweils wahlweise nach ^).',
    error_size_empty: 'Die verlangte Größe ist kleiner als ein Pixel.',
    error_size_upscale: 'Die verlangte Größe übersteigt den Bereich: zum Vergrößern mit ^ anfragen.',
    error_size_limit: 'Die verlangte Größe übersteigt, was dieser Dienst erzeugt (höchstens {{max}}).',
    error_rotation: 'Die Drehung muss 0, 90, 180 oder 270 sein, zum Spiegeln mit vorangestelltem !.',
    error_quality: 'Die Qualität muss default, color, gray oder bitonal sein.',
    error_format: 'Das Format muss jpg, png oder webp sein.',
    error_not_image: 'Diese Datei ist kein Bild, das der Bilddienst lesen kann.',
    error_unreadable: 'Das Bild konnte nicht gelesen werden.',
    error_too_many_pixels: 'Das Bild hat mehr Pixel, als dieser Dienst dekodiert.',
    error_import_source:
      'Bitte geben Sie entweder die Adresse eines IIIF-Manifests oder eine Manifestdatei an, nicht beides.',
    error_import_url: 'Die Adresse muss eine http(s)-Adresse sein.',
    error_import_private:
      'Fontes lädt keine Manifeste von Adressen im eigenen Netz (die Administration kann es erlauben).',
    error_import_unreachable: 'Das Manifest konnte von dieser Adresse nicht geladen werden.',
    error_import_timeout: 'Das Laden des Manifests hat zu lange gedauert.',
    error_import_too_large: 'Das Manifest ist zu groß (höchstens {{max}} MB).',
    error_import_not_json: 'Dies ist kein JSON-Dokument.',
    error_import_not_manifest: 'Dies ist kein IIIF-Manifest (Presentation API 2.1 oder 3.0).',
    error_import_no_canvases: 'Das Manifest hat keine Leinwand mit einem Bild.',
    error_import_address:
      'Leinwand {{canvas}} zeigt ein Bild unter einer Adresse, die nicht mit http(s) beginnt: Fontes übernimmt nur http- und https-Adressen.',
    error_import_too_many_canvases: 'Das Manifest hat zu viele Leinwände (höchstens {{max}}).',
    imported: '{{count}} Bilder importiert.',
  },
};
