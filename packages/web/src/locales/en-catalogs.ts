// The catalog and page screens: a catalog's pages, the batch of new pages, a page's form.
export const enCatalogScreens = {
  catalog: {
    create_title: 'New catalog',
    delete_confirm: 'Are you sure you want to delete this catalog?',
    save_failed: 'An error occurred while saving this dataset!',
    add_page: 'Add page',
    add_page_after: 'New page after this one',
    add_pages: 'Add pages…',
    add_pages_title: 'Add several pages',
    add_pages_text:
      'The new pages are added after the last page and numbered on from the highest page number.',
    add_pages_numbers: 'Pages {{first}} to {{last}} will be added.',
    add_pages_submit: 'Add pages',
    pages_failed: 'The pages could not be added!',
    no_pages: 'This catalog has no pages yet.',
    no_entries: 'This page has no entries yet.',
    page_number: 'Page {{number}}',
    entry_count_one: '{{count}} entry',
    entry_count_other: '{{count}} entries',
    edit_page: 'Edit page',
    delete_page: 'Delete page',
  },
  page: {
    create_title: 'New page',
    delete_confirm: 'Are you sure you want to delete page {{number}} with its entries?',
    save_failed: 'An error occurred while saving this dataset!',
    remove_entry: 'Are you sure you want to delete this entry?',
    no_image: 'No image',
    no_images: "The catalog's digital copies have no images yet.",
    image_option: '{{copy}}: image {{position}} ({{name}})',
  },
};
