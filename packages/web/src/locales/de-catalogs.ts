import type { enCatalogScreens } from './en-catalogs.ts';

export const deCatalogScreens: typeof enCatalogScreens = {
  catalog: {
    create_title: 'Neuer Katalog',
    delete_confirm: 'Sind Sie sicher, dass Sie diesen Katalog löschen möchten?',
    save_failed: 'Beim Speichern dieses Datensatzes ist ein Fehler aufgetreten!',
    add_page: 'Seite hinzufügen',
    add_page_after: 'Neue Seite nach dieser',
    add_pages: 'Seiten hinzufügen…',
    add_pages_title: 'Mehrere Seiten hinzufügen',
    add_pages_text:
      'Die neuen Seiten werden nach der letzten Seite angefügt und ab der höchsten Seitenzahl weitergezählt.',
    add_pages_numbers: 'Die Seiten {{first}} bis {{last}} werden hinzugefügt.',
    add_pages_submit: 'Seiten hinzufügen',
    pages_failed: 'Die Seiten konnten nicht hinzugefügt werden!',
    no_pages: 'Dieser Katalog hat noch keine Seiten.',
    no_entries: 'Diese Seite hat noch keine Einträge.',
    page_number: 'Seite {{number}}',
    entry_count_one: '{{count}} Eintrag',
    entry_count_other: '{{count}} Einträge',
    edit_page: 'Seite bearbeiten',
    delete_page: 'Seite löschen',
    assign_images: 'Bilder zu Seiten',
    assign_images_title: 'Bilder den Seiten zuordnen',
    assign_images_text:
      'Die Bilder des Digitalisats gehen der Reihe nach an die Seiten, je eines; einzelne Seiten lassen sich danach in ihrem Formular ändern.',
    assign_images_copy: 'Digitalisat',
    assign_images_first_image: 'Erstes Bild',
    assign_images_first_page: 'Erste Seite',
    assign_images_range: 'Bilder {{firstImage}}–{{lastImage}} zu den Seiten {{firstPage}}–{{lastPage}}',
    assign_images_submit: 'Zuordnen',
    assign_images_failed: 'Die Bilder konnten den Seiten nicht zugeordnet werden.',
    no_copy_images: 'Der Katalog hat noch kein Digitalisat mit Bildern.',
  },
  page: {
    create_title: 'Neue Seite',
    delete_confirm: 'Sind Sie sicher, dass Sie Seite {{number}} mit ihren Einträgen löschen möchten?',
    save_failed: 'Beim Speichern dieses Datensatzes ist ein Fehler aufgetreten!',
    remove_entry: 'Sind Sie sicher, dass Sie diesen Eintrag löschen möchten?',
    no_image: 'Kein Bild',
    no_images: 'Die Digitalisate des Katalogs haben noch keine Bilder.',
    image_option: '{{copy}}: Bild {{position}} ({{name}})',
    no_scan: 'Für diese Seite ist noch kein Bild gewählt.',
    keyboard_hint:
      'Tab: nächste Zelle · Enter: eine Zeile tiefer, in der letzten Zeile neuer Eintrag · Umschalt+Enter: neue Zeile im Text · Strg+S: speichern · Alt+Bild↓ / Alt+Bild↑: speichern und zur nächsten / vorigen Seite',
  },
};
