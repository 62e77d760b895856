import { graphql } from '../graphql/generated/index.ts';

/** What the file list shows of a file or folder, and what renaming and moving it need. */
export const ListedFile = graphql(`
  fragment ListedFile on File {
    id
    filename
    mime
    size
    is_folder
    folder
    width
    height
    created_at
    updated_at
  }
`);

export const Files = graphql(`
  query Files($folder: String, $search: String, $sort: FileSort, $descending: Boolean, $first: Int, $after: String) {
    files(folder: $folder, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {
      total
      endCursor
      hasNextPage
      items {
        ...ListedFile
      }
    }
  }
`);

export const FileDetails = graphql(`
  query FileDetails($id: Int!) {
    getFile(id: $id) {
      ...ListedFile
      folders
      digital_copies {
        id
        name
      }
    }
  }
`);

/** Uploads, creates a folder, renames, moves or replaces content: the one upsertFile. */
export const SaveFile = graphql(`
  mutation SaveFile($input: FileInput!) {
    upsertFile(input: $input) {
      ...SaveOutcomeFields
    }
  }
`);

/** The §9 helper's renames, all in one transaction: all of them or none. */
export const RenameFiles = graphql(`
  mutation RenameFiles($renames: [FileRenameInput!]!) {
    renameFiles(renames: $renames) {
      ...OutcomeFields
    }
  }
`);

export const DeleteFile = graphql(`
  mutation DeleteFile($id: Int!) {
    deleteFile(id: $id) {
      ...OutcomeFields
    }
  }
`);
