import { graphql } from '../../graphql/generated/index.ts';

// The images as the viewer and the form need them: the file picked, and the canvas the server derives.
export const DigitalCopyImageFields = graphql(`
  fragment DigitalCopyImageFields on DigitalCopyFile {
    id
    name
    file {
      id
      filename
      mime
    }
    remote {
      image
    }
    iiif_canvases {
      id
      label
      annotations {
        id
        url
        service
        width
        height
        format
      }
    }
  }
`);

export const GetDigitalCopy = graphql(`
  query GetDigitalCopy($id: Int!) {
    getDigitalCopy(id: $id) {
      id
      name
      digitizable_type
      digitizable_id
      manifest_url
      files {
        ...DigitalCopyImageFields
      }
      updated_at
    }
  }
`);

export const UpsertDigitalCopy = graphql(`
  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {
    upsertDigitalCopy(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

export const DeleteDigitalCopy = graphql(`
  mutation DeleteDigitalCopy($id: Int!) {
    deleteDigitalCopy(id: $id) {
      ...OutcomeFields
    }
  }
`);

/** The title of the record a digital copy shows: a score or a catalog, by its id. */
export const DigitizableTitle = graphql(`
  query DigitizableTitle($id: Int!, $score: Boolean!) {
    getScore(id: $id) @include(if: $score) {
      id
      shelfmark
      title
      short_title
    }
    getCatalog(id: $id) @skip(if: $score) {
      id
      title
      short_title
    }
  }
`);

export const UploadImage = graphql(`
  mutation UploadImage($input: FileInput!) {
    upsertFile(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

/** §7: a digital copy's annotations (one per image), cached per digital copy (see createApolloClient). */
export const IiifAnnotationsForDigitalCopy = graphql(`
  query IiifAnnotationsForDigitalCopy($id: Int!) {
    getIiifAnnotationsForDigitalCopy(id: $id) {
      id
      iiifable_id
    }
  }
`);
