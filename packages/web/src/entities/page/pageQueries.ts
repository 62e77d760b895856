import { graphql } from '../../graphql/generated/index.ts';

/** An entry's own fields, as the page form edits them. */
export const PageEntryFields = graphql(`
  fragment PageEntryFields on Entry {
    id
    number
    signature
    genre
    composer
    annotation
    notes
    region {
      x
      y
      w
      h
    }
  }
`);

/** A page as its catalog's view shows it: number, image and entries, each with the score it describes. */
export const CatalogPageFields = graphql(`
  fragment CatalogPageFields on Page {
    id
    number
    position
    updated_at
    digital_copy_file {
      ...DigitalCopyImageFields
      digital_copy {
        id
        name
        manifest_url
      }
    }
    entries {
      ...PageEntryFields
      score {
        id
        title
        short_title
        shelfmark
      }
    }
  }
`);

/** The images a page may show: those of its catalog's digital copies, in order. */
export const CatalogImages = graphql(`
  query CatalogImages($id: Int!) {
    getCatalog(id: $id) {
      id
      digital_copies {
        id
        name
        manifest_url
        files {
          ...DigitalCopyImageFields
          position
        }
      }
    }
  }
`);

/** Where a page is shown: its catalog. */
export const PageCatalog = graphql(`
  query PageCatalog($id: Int!) {
    getPage(id: $id) {
      id
      catalog {
        id
      }
    }
  }
`);

/** A catalog's pages as its view lists them: no entries, their count (a catalog may have 500 pages). */
export const CatalogPageList = graphql(`
  query CatalogPageList($catalogId: Int!) {
    getCatalogPageList(catalogId: $catalogId) {
      id
      number
      position
      digital_copy_file_id
      entry_count
    }
  }
`);

/** The page open in its catalog's view, with its entries and image. */
export const CatalogPage = graphql(`
  query CatalogPage($id: Int!) {
    getPage(id: $id) {
      ...CatalogPageFields
    }
  }
`);

/** What a change to a catalog's pages (added, moved, renumbered, images given) makes stale in its view. */
export const catalogPageReads = ['GetCatalog', 'CatalogPageList', 'CatalogPage'];
