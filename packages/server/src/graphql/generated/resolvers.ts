import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { FileRecord } from '../../entities/file/file-record.ts';
import type { DigitalCopyRow, DigitalCopyFileRow } from '../../entities/digital-copy/digital-copy-rows.ts';
import type { PageRecord } from '../../entities/page/page-query.ts';
import type { FacetedPage } from '../../search/faceted-search.ts';
import type { SearchHit } from '../../search/hits.ts';
import type { EntryRow } from '../../entities/page/page-regions.ts';
import type { JobRow } from '../../jobs/job-rows.ts';
import type { RevisionAnswer } from '../../history/resolvers.ts';
import type { GraphQLContext } from '../context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An uploaded file in a multipart request (GraphQL multipart request spec). */
  Upload: { input: globalThis.File; output: globalThis.File; }
};

export type Attribution = {
  __typename?: 'Attribution';
  designation: Maybe<Scalars['String']['output']>;
  from: Maybe<Scalars['String']['output']>;
  function: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  member: Scalars['Boolean']['output'];
  notes: Maybe<Scalars['String']['output']>;
  person: PersonSummary;
  place: Maybe<Place>;
  profession: Maybe<Scalars['String']['output']>;
  qualifier: Scalars['String']['output'];
  to: Maybe<Scalars['String']['output']>;
};

export type AttributionInput = {
  designation?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  function?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  member?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  person?: InputMaybe<Scalars['Int']['input']>;
  place?: InputMaybe<Scalars['Int']['input']>;
  profession?: InputMaybe<Scalars['String']['input']>;
  qualifier?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

export type AuthResult = Outcome & {
  __typename?: 'AuthResult';
  errors: Array<FieldError>;
  message: Maybe<Scalars['String']['output']>;
  message_key: Maybe<Scalars['String']['output']>;
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
  /** An opaque session token (login and register only); send it as `Authorization: Bearer <token>`. */
  token: Maybe<Scalars['String']['output']>;
  user: Maybe<User>;
};

export type BulkOperation = {
  collection?: InputMaybe<Scalars['Int']['input']>;
  field?: InputMaybe<Scalars['String']['input']>;
  function?: InputMaybe<Scalars['String']['input']>;
  genre?: InputMaybe<Scalars['String']['input']>;
  kind: BulkOperationKind;
  number?: InputMaybe<Scalars['String']['input']>;
  person?: InputMaybe<Scalars['Int']['input']>;
  publication?: InputMaybe<Scalars['Int']['input']>;
  qualifier?: InputMaybe<Scalars['String']['input']>;
  replacement?: InputMaybe<Scalars['Int']['input']>;
  value?: InputMaybe<Scalars['String']['input']>;
};

/** What a bulk edit does to each record. */
export type BulkOperationKind =
  /** `genre` added (by name) where the record has it not. */
  | 'add_genre'
  /** `publication` cited at `number`. */
  | 'add_publication'
  /** `field` emptied. */
  | 'clear_field'
  /** Moved into `collection`. */
  | 'move_collection'
  /** `genre` removed. */
  | 'remove_genre'
  /** `person` replaced by `replacement` in the attributions, with `function` and `qualifier` when given. */
  | 'replace_person'
  /** `field` (a text field of the type) set to `value`. */
  | 'set_field';

/** The records a bulk edit changes. */
export type BulkType =
  | 'person'
  | 'publication'
  | 'score';

export type Catalog = {
  __typename?: 'Catalog';
  collection: Collection;
  created_at: Scalars['String']['output'];
  digital_copies: Array<DigitalCopy>;
  id: Scalars['Int']['output'];
  pages: Array<Page>;
  shelfmark: Maybe<Scalars['String']['output']>;
  short_title: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
};

export type CatalogInput = {
  collection?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Numbers, order and images of the pages; their entries are saved with upsertPage. */
  pages?: InputMaybe<Array<CatalogPageInput>>;
  shelfmark?: InputMaybe<Scalars['String']['input']>;
  short_title?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};

export type CatalogPageInput = {
  digital_copy_file?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the order of the list is the order of the pages. */
  position?: InputMaybe<Scalars['Int']['input']>;
};

/** A catalog as its pages and entries show it. */
export type CatalogSummary = {
  __typename?: 'CatalogSummary';
  collection: Collection;
  id: Scalars['Int']['output'];
  shelfmark: Maybe<Scalars['String']['output']>;
  short_title: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
};

export type Collection = {
  __typename?: 'Collection';
  created_at: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
  /** The version this record was loaded at; send it back with upsertCollection to detect concurrent edits. */
  updated_at: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

/** Every field is optional here so that missing values come back as translated validation errors. */
export type CollectionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  prefix?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type Composite = {
  __typename?: 'Composite';
  /** Child composite entries. */
  composites: Array<CompositeSummary>;
  created_at: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  notes: Maybe<Scalars['String']['output']>;
  parent: Maybe<CompositeSummary>;
  /** Child scores. */
  scores: Array<ScoreSummary>;
  shelfmark: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
};

export type CompositeInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  parent?: InputMaybe<Scalars['Int']['input']>;
  shelfmark?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};

export type CompositeSummary = {
  __typename?: 'CompositeSummary';
  id: Scalars['Int']['output'];
  shelfmark: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
};

export type CreatePagesResult = Outcome & {
  __typename?: 'CreatePagesResult';
  errors: Array<FieldError>;
  /** The pages made (createPages) or changed (assignPageImages, arrangePages), in order. */
  ids: Array<Scalars['Int']['output']>;
  message: Maybe<Scalars['String']['output']>;
  message_key: Maybe<Scalars['String']['output']>;
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
};

export type DeleteResult = Outcome & {
  __typename?: 'DeleteResult';
  /** Empty: a refusal names what holds the record in its message. */
  errors: Array<FieldError>;
  message: Maybe<Scalars['String']['output']>;
  message_key: Maybe<Scalars['String']['output']>;
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
};

export type DifferenceKind =
  | 'added'
  | 'changed'
  | 'removed';

/** Scanned images of a catalog or a score: exactly one of them (digitizable_type catalog or score). */
export type DigitalCopy = {
  __typename?: 'DigitalCopy';
  created_at: Scalars['String']['output'];
  digitizable_id: Scalars['Int']['output'];
  digitizable_type: Scalars['String']['output'];
  /** The images in order. */
  files: Array<DigitalCopyFile>;
  id: Scalars['Int']['output'];
  /** Derived from the images (read-only): one object whose canvases are the images with a size. */
  iiif_objects: Array<IiifObject>;
  /** The public address of its IIIF Presentation API 3.0 manifest. */
  manifest_url: Scalars['String']['output'];
  name: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

/** One image of a digital copy. */
export type DigitalCopyFile = {
  __typename?: 'DigitalCopyFile';
  digital_copy: DigitalCopy;
  digitizable_id: Scalars['Int']['output'];
  digitizable_type: Scalars['String']['output'];
  /** The uploaded image; null for an image elsewhere (imported from a IIIF manifest), see `remote`. */
  file: Maybe<File>;
  id: Scalars['Int']['output'];
  /** Derived (read-only): the image's canvas, none when the file has no width and height. */
  iiif_canvases: Array<IiifCanvas>;
  name: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  /** The image elsewhere an imported image shows; null for an uploaded one. */
  remote: Maybe<RemoteImage>;
};

export type DigitalCopyFileInput = {
  /**
   * The id of an uploaded file (not a folder). Required for a new image; an imported image sent back with
   * its id and no file keeps its remote image.
   */
  file?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the order of the list is the order of the images. */
  position?: InputMaybe<Scalars['Int']['input']>;
};

/** What a digital copy's hit shows: an image URL the browser may show. */
export type DigitalCopyHit = {
  __typename?: 'DigitalCopyHit';
  thumbnail: Maybe<Scalars['String']['output']>;
};

export type DigitalCopyInput = {
  digitizable_id?: InputMaybe<Scalars['Int']['input']>;
  /** catalog or score. */
  digitizable_type?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<DigitalCopyFileInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};

/** Two records that may be one, ranked by how alike their names are, with their years and ids. */
export type DuplicateCandidate = {
  __typename?: 'DuplicateCandidate';
  a: MergeRecord;
  b: MergeRecord;
  /** Both have years, and they do not overlap: less likely one. */
  other_years: Scalars['Boolean']['output'];
  /** Their sources name the same GND or RISM id. */
  same_ids: Scalars['Boolean']['output'];
  /** Both have years, and they overlap. */
  same_years: Scalars['Boolean']['output'];
  /** Trigram similarity of their names, 0 to 1. */
  similarity: Scalars['Float']['output'];
};

export type Entry = {
  __typename?: 'Entry';
  annotation: Maybe<Scalars['String']['output']>;
  composer: Maybe<Scalars['String']['output']>;
  genre: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  notes: Maybe<Scalars['String']['output']>;
  number: Maybe<Scalars['String']['output']>;
  page: PageSummary;
  position: Scalars['Int']['output'];
  /**
   * The region of its page's image that lists it: served in the digital copy's IIIF manifest as an
   * annotation on that image's canvas (`#xywh=x,y,w,h`).
   */
  region: Maybe<Region>;
  /** The score this entry describes; linked and unlinked by the score's `entries`. */
  score: Maybe<ScoreSummary>;
  signature: Maybe<Scalars['String']['output']>;
};

/** A catalog entry as the score form's picker offers it: found by search, with the score holding it. */
export type EntryChoice = {
  __typename?: 'EntryChoice';
  /** The score this entry already describes, if any. */
  held_by: Maybe<EntryHolder>;
  id: Scalars['Int']['output'];
  subtitle: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** What an entry's hit shows; score_id null = not linked. */
export type EntryHit = {
  __typename?: 'EntryHit';
  catalog: Maybe<Scalars['String']['output']>;
  composer: Maybe<Scalars['String']['output']>;
  genre: Maybe<Scalars['String']['output']>;
  page: Maybe<Scalars['String']['output']>;
  score_id: Maybe<Scalars['Int']['output']>;
  signature: Maybe<Scalars['String']['output']>;
};

export type EntryHolder = {
  __typename?: 'EntryHolder';
  id: Scalars['Int']['output'];
  shelfmark: Scalars['String']['output'];
};

export type EntryInput = {
  annotation?: InputMaybe<Scalars['String']['input']>;
  composer?: InputMaybe<Scalars['String']['input']>;
  genre?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the order of the list is the order of the entries. */
  position?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Inside the page's image, of a positive size; refused on a page without an image. A page that loses its
   * image loses its entries' regions; so does one given another image by assignPageImages.
   */
  region?: InputMaybe<RegionInput>;
  /** Ignored: the link is written by the score (ScoreInput.entries). */
  score?: InputMaybe<Scalars['Int']['input']>;
  signature?: InputMaybe<Scalars['String']['input']>;
};

export type EntryLinkInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * One facet of a search: name is one of type collection composer genre key scoring source_type year
 * has_digital_copy cleric.
 */
export type Facet = {
  __typename?: 'Facet';
  name: Scalars['String']['output'];
  values: Array<FacetValue>;
};

/** A facet's value with the number of hits it would leave (the other facets' filters applied). */
export type FacetValue = {
  __typename?: 'FacetValue';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One field that differs between two versions of a record. */
export type FieldDifference = {
  __typename?: 'FieldDifference';
  after: Maybe<Scalars['String']['output']>;
  /** The value as shown to a reader (another record by its title), before and after. */
  before: Maybe<Scalars['String']['output']>;
  change: DifferenceKind;
  field: Scalars['String']['output'];
  /** A list's items that differ, matched by id. */
  items: Array<ItemDifference>;
  label: Scalars['String']['output'];
  /** A long text's words, when both versions have one. */
  words: Maybe<Array<TextPiece>>;
};

/** A validation finding: path like `attributions.0.person`, key like `Attribution.error_person_empty`, message translated. */
export type FieldError = {
  __typename?: 'FieldError';
  key: Scalars['String']['output'];
  message: Scalars['String']['output'];
  path: Scalars['String']['output'];
};

export type File = {
  __typename?: 'File';
  created_at: Scalars['String']['output'];
  /** The digital copies that show this file (they keep it from being deleted). */
  digital_copies: Array<DigitalCopy>;
  /** A plain file name: no path, no control characters, at most 255 characters. */
  filename: Scalars['String']['output'];
  /** The folder path, like `scans/1795`; empty for the root. */
  folder: Scalars['String']['output'];
  /** The folders the file lies in, outermost first, by their whole paths: `scans`, `scans/1795`. */
  folders: Array<Scalars['String']['output']>;
  height: Maybe<Scalars['Int']['output']>;
  id: Scalars['Int']['output'];
  is_folder: Scalars['Boolean']['output'];
  /** Detected from the content for images and PDF, else as sent (application/octet-stream when unusable). */
  mime: Maybe<Scalars['String']['output']>;
  /** Bytes. */
  size: Scalars['Int']['output'];
  updated_at: Scalars['String']['output'];
  /** Pixels, for images. */
  width: Maybe<Scalars['Int']['output']>;
};

export type FileInput = {
  /** The content: required for a new file, optional when renaming or moving one. */
  file?: InputMaybe<Scalars['Upload']['input']>;
  /** Defaults to the uploaded file's name. */
  filename?: InputMaybe<Scalars['String']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_folder?: InputMaybe<Scalars['Boolean']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};

export type FilePage = {
  __typename?: 'FilePage';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<File>;
  total: Scalars['Int']['output'];
};

/** One file's new name: `updated_at` is the version it was loaded at, as for upsertFile. */
export type FileRenameInput = {
  filename: Scalars['String']['input'];
  id: Scalars['Int']['input'];
  updated_at: Scalars['String']['input'];
};

/** The columns the file list sorts by; `created_at` is the upload date. */
export type FileSort =
  | 'created_at'
  | 'filename'
  | 'mime'
  | 'size';

export type Genre = {
  __typename?: 'Genre';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type GenreInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type Holding = {
  __typename?: 'Holding';
  /** The person's functions in it (codes such as `composer`), for person_scores and person_publications. */
  functions: Array<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  path: Scalars['String']['output'];
  subtitle: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type HoldingGroup = {
  __typename?: 'HoldingGroup';
  function: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** What a view lists of the records that belong to it or name it. */
export type HoldingKind =
  /** A collection's catalogs. */
  | 'collection_catalogs'
  /** A collection's scores. */
  | 'collection_scores'
  /** The publications a person is attributed to. */
  | 'person_publications'
  /** The scores a person is attributed to. */
  | 'person_scores'
  /** The scores that cite a publication. */
  | 'publication_scores';

export type HoldingPage = {
  __typename?: 'HoldingPage';
  /**
   * For person_scores and person_publications asked without `function`: how many records the person holds
   * in each function, composer (aut) first in the order of the function codes; otherwise empty.
   */
  groups: Array<HoldingGroup>;
  items: Array<Holding>;
  total: Scalars['Int']['output'];
};

/** The image painted on a canvas; its id and iiifable_id are the digital copy file's. */
export type IiifAnnotation = {
  __typename?: 'IiifAnnotation';
  /** Null for an image elsewhere (imported). */
  file_id: Maybe<Scalars['Int']['output']>;
  /** The image's MIME type. */
  format: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  iiifable_id: Scalars['Int']['output'];
  position: Scalars['Int']['output'];
  /** Its IIIF image service: /iiif/image/{fileId} at PUBLIC_URL, or the remote one. */
  service: Maybe<Scalars['String']['output']>;
  /** Where the image is served: /file/{id}/view, or the remote image's address. */
  url: Scalars['String']['output'];
  width: Scalars['Int']['output'];
};

export type IiifAnnotationReference = {
  __typename?: 'IiifAnnotationReference';
  id: Scalars['Int']['output'];
  iiifable_id: Scalars['Int']['output'];
};

/** A canvas per image; its id and iiifable_id are the digital copy file's. */
export type IiifCanvas = {
  __typename?: 'IiifCanvas';
  annotations: Array<IiifAnnotation>;
  height: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  iiifable_id: Scalars['Int']['output'];
  iiifable_type: Scalars['String']['output'];
  label: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

/** A IIIF presentation object of a digital copy; its id and iiifable_id are the digital copy's. */
export type IiifObject = {
  __typename?: 'IiifObject';
  canvases: Array<IiifCanvas>;
  id: Scalars['Int']['output'];
  iiifable_id: Scalars['Int']['output'];
  iiifable_type: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

export type ImportDigitalCopyInput = {
  digitizable_id?: InputMaybe<Scalars['Int']['input']>;
  /** catalog or score. */
  digitizable_type?: InputMaybe<Scalars['String']['input']>;
  /** The manifest as a JSON file. */
  manifest?: InputMaybe<Scalars['Upload']['input']>;
  /** Defaults to the manifest's label. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The manifest's http(s) address; or send `manifest`. */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** The formats `importRecords` reads. */
export type ImportFormat =
  /** A spreadsheet as comma-, semicolon- or tab-separated text (UTF-8, UTF-16 or Windows-1252), one score a row. */
  | 'CSV'
  /** MARC 21 in XML, RISM's profile (docs/marc.md). */
  | 'MARCXML'
  /** An Excel workbook's first sheet, one score a row. */
  | 'XLSX';

export type Incipit = {
  __typename?: 'Incipit';
  basso_continuo: Scalars['Boolean']['output'];
  clef: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  is_text_incipit: Scalars['Boolean']['output'];
  key_signature: Maybe<Scalars['String']['output']>;
  movement: Maybe<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  number: Maybe<Scalars['String']['output']>;
  pae: Maybe<Scalars['String']['output']>;
  part: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  section: Maybe<Scalars['String']['output']>;
  tempo: Maybe<Scalars['String']['output']>;
  text: Maybe<Scalars['String']['output']>;
  time_signature: Maybe<Scalars['String']['output']>;
};

/** What an incipit's notation is drawn from. */
export type IncipitCode = {
  __typename?: 'IncipitCode';
  clef: Maybe<Scalars['String']['output']>;
  key_signature: Maybe<Scalars['String']['output']>;
  pae: Scalars['String']['output'];
  time_signature: Maybe<Scalars['String']['output']>;
};

export type IncipitInput = {
  basso_continuo?: InputMaybe<Scalars['Boolean']['input']>;
  clef?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  is_text_incipit?: InputMaybe<Scalars['Boolean']['input']>;
  key_signature?: InputMaybe<Scalars['String']['input']>;
  movement?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  pae?: InputMaybe<Scalars['String']['input']>;
  part?: InputMaybe<Scalars['String']['input']>;
  section?: InputMaybe<Scalars['String']['input']>;
  tempo?: InputMaybe<Scalars['String']['input']>;
  text?: InputMaybe<Scalars['String']['input']>;
  time_signature?: InputMaybe<Scalars['String']['input']>;
};

export type IncipitMatch = {
  __typename?: 'IncipitMatch';
  /** The composer (the person attributed with function aut), as search shows it. */
  composer: Maybe<Scalars['String']['output']>;
  /** The matching incipit: clef, key_signature, time_signature, pae … */
  incipit: Incipit;
  /**
   * Indexes (0-based, in the incipit's note order, rests and grace notes not counted) of the notes that matched:
   * the order of the notes Verovio draws from the PAE (every note written, and those a repeat `!…!f` or `i`
   * stands for, which Verovio writes out), grace notes left out, a chord counted once. A tied note is two drawn
   * notes sounding as one: both are matched.
   */
  matched_notes: Array<Scalars['Int']['output']>;
  /** The score's address in the web app. */
  path: Scalars['String']['output'];
  score_id: Scalars['Int']['output'];
  score_title: Scalars['String']['output'];
  /** The score's collection prefix and shelfmark, as search shows it: tells copies of one title apart. */
  shelfmark: Maybe<Scalars['String']['output']>;
  /** Share of the query matched, 0–1. */
  similarity: Scalars['Float']['output'];
};

export type IncipitSearchResult = {
  __typename?: 'IncipitSearchResult';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<IncipitMatch>;
  /** A translated message when the query cannot be searched (malformed PAE, too few or too many notes). */
  message: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** An item of a list (a part, an incipit, an attribution) added, removed or changed. */
export type ItemDifference = {
  __typename?: 'ItemDifference';
  change: DifferenceKind;
  /** Its fields that differ (everything it holds when added or removed); nested lists as text. */
  fields: Array<FieldDifference>;
  incipit_after: Maybe<IncipitCode>;
  /** An incipit's music in each version, for its notation to be drawn; null for other items. */
  incipit_before: Maybe<IncipitCode>;
  label: Scalars['String']['output'];
  /** Its place in the list: in the newer version, or in the older one when removed. */
  position: Scalars['Int']['output'];
};

/**
 * A long task (an import, an export, a rebuild) run by the server's job runner, not inside a request. Its owner
 * and administrators read it.
 */
export type Job = {
  __typename?: 'Job';
  /** Whether its cancel was asked for (a running job stops at its next check). */
  cancel_requested: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  finished_at: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  /** What it does, e.g. `melody-rebuild` (labelled by the domain's `Job.kinds`). */
  kind: Scalars['String']['output'];
  /** Why it failed (or that its server stopped while it ran), in the caller's language. */
  message: Maybe<Scalars['String']['output']>;
  /** The i18n key of `message`, e.g. `Job.error_server_stopped`. */
  message_key: Maybe<Scalars['String']['output']>;
  /** How much of `total` is done. */
  progress: Scalars['Int']['output'];
  /** What it answered when done, as JSON text (e.g. {"incipits":1200}). */
  report: Maybe<Scalars['String']['output']>;
  /** Where it is, a key of the domain's `Job.stages` (e.g. `melody_incipits`); null before it reports. */
  stage: Maybe<Scalars['String']['output']>;
  started_at: Maybe<Scalars['String']['output']>;
  status: JobStatus;
  /**
   * What it did, in a line of the caller's language (e.g. "12 records changed, 3 unchanged"), once it is done;
   * null for a kind that says nothing more than its status.
   */
  summary: Maybe<Scalars['String']['output']>;
  total: Maybe<Scalars['Int']['output']>;
  /**
   * Whether the caller may undo it now with `undoJob`: it is done, wrote something, and is not undone nor
   * being undone (an import's records, a bulk edit's changes).
   */
  undoable: Scalars['Boolean']['output'];
  /** How many warnings it logged, those beyond `warnings` included. */
  warning_count: Scalars['Int']['output'];
  /** The first warnings it logged, in the caller's language. */
  warnings: Array<Scalars['String']['output']>;
};

export type JobPage = {
  __typename?: 'JobPage';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Job>;
  total: Scalars['Int']['output'];
};

/** The answer of an operation that starts a job: the job, when it started one. */
export type JobStarted = Outcome & {
  __typename?: 'JobStarted';
  errors: Array<FieldError>;
  job: Maybe<Job>;
  message: Maybe<Scalars['String']['output']>;
  message_key: Maybe<Scalars['String']['output']>;
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
};

export type JobStatus =
  | 'cancelled'
  | 'done'
  | 'failed'
  | 'queued'
  | 'running';

/** For one field: the record whose value the survivor takes, or (`both`, lists only) the items of all. */
export type MergeChoice = {
  both?: InputMaybe<Scalars['Boolean']['input']>;
  field: Scalars['String']['input'];
  from?: InputMaybe<Scalars['Int']['input']>;
};

/** One field of the records side by side, the survivor's value first; values as a reader sees them. */
export type MergeField = {
  __typename?: 'MergeField';
  field: Scalars['String']['output'];
  label: Scalars['String']['output'];
  /** A list: the survivor may keep the items of all (`both`). */
  list: Scalars['Boolean']['output'];
  same: Scalars['Boolean']['output'];
  values: Array<Maybe<Scalars['String']['output']>>;
};

/** Records whose links to a merged record move to the survivor: counted per type, the first named. */
export type MergeHolders = {
  __typename?: 'MergeHolders';
  count: Scalars['Int']['output'];
  titles: Array<Scalars['String']['output']>;
  type: RecordType;
};

export type MergePreview = {
  __typename?: 'MergePreview';
  fields: Array<MergeField>;
  /** The survivor first, then the records merged into it. */
  records: Array<MergeRecord>;
  relinked: Array<MergeHolders>;
};

/** One record as a merge names it. */
export type MergeRecord = {
  __typename?: 'MergeRecord';
  id: Scalars['Int']['output'];
  subtitle: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** Its version, for the merge's lost-update check (null for genres and places). */
  updated_at: Maybe<Scalars['String']['output']>;
};

export type MergeResult = Outcome & {
  __typename?: 'MergeResult';
  errors: Array<FieldError>;
  /** The survivor. */
  id: Maybe<Scalars['Int']['output']>;
  /** The merge, for `undoMerge`. */
  merge: Maybe<Scalars['Int']['output']>;
  message: Maybe<Scalars['String']['output']>;
  message_key: Maybe<Scalars['String']['output']>;
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
};

/** What can be merged: records with a form, and the names picked in them. */
export type MergeType =
  | 'genre'
  | 'person'
  | 'place'
  | 'publication'
  | 'score';

/** A value a message was made with, e.g. `min` of `Auth.error_password_short`. */
export type MessageParam = {
  __typename?: 'MessageParam';
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admins: account administration. */
  activateUser: Result;
  /**
   * Adds one entry after the page's last, its other entries kept as they are: saved as upsertPage saves the
   * page (its version, revision and search entries, in one transaction). `id` is the page's; the entry's
   * findings are at its own fields' paths (`region`), as an upsert's are at its input's.
   */
  addEntry: UpsertResult;
  /** Adds a place for the attribution picker; a name already known (case ignored) answers that place's id. */
  addPlace: UpsertResult;
  /**
   * Puts the catalog's pages in the order of `pageIds` (each of its pages once) and, with `firstNumber`,
   * numbers them all on from it (spec §4); one transaction, every renumbered page saved as upsertPage saves it.
   */
  arrangePages: CreatePagesResult;
  /**
   * Gives the pages from `firstPageId` on the images of a digital copy of their catalog from `firstImageId` on,
   * one each in order, as far as both go; every page saved as upsertPage saves it, all in one transaction.
   */
  assignPageImages: CreatePagesResult;
  /**
   * Contributors: one change made to many records, as a job (kind `bulk-edit`). The records are `ids` (a
   * selection of hits) or every hit of the search `query` and `filters` (not one page); at most 20,000. Each
   * record is saved through its save path (validation, its version, its own revision naming the bulk edit);
   * those refused are listed in the report. `dryRun`: nothing is saved; the report counts what would change
   * and shows the first 20 records' changes and every record that would be refused, and why. The report's
   * `bulk_edit` is what `undoBulkEdit` takes.
   */
  bulkEdit: JobStarted;
  /**
   * Cancels a job: a queued one at once, a running one at its next check, leaving nothing half-written.
   * Its owner or an administrator only.
   */
  cancelJob: Result;
  /** Adds `count` pages after the last one, numbered on from the highest integer page number (spec §4). */
  createPages: CreatePagesResult;
  deleteCatalog: DeleteResult;
  deleteCollection: DeleteResult;
  /** Refused while scores or composite entries are bound in it. */
  deleteComposite: DeleteResult;
  /** Refused while pages of a catalog show its images. */
  deleteDigitalCopy: DeleteResult;
  /** Refused while a digital copy shows the file. */
  deleteFile: DeleteResult;
  deletePage: DeleteResult;
  deletePerson: DeleteResult;
  deletePublication: DeleteResult;
  /** Unlinks the score's catalog entries; refused while digital copies of it exist. */
  deleteScore: DeleteResult;
  /**
   * Creates a digital copy from a IIIF manifest (Presentation API 2.1 or 3.0), fetched from `url` or
   * uploaded as `manifest` (multipart): each canvas with an image becomes an image pointing at the remote
   * image and its image service; nothing is copied. Who may create digital copies may import them.
   */
  importDigitalCopy: UpsertResult;
  /**
   * Contributors: the records of a file imported, as a job (kind `import`) whose report says per record what
   * the import does (create, update what an import of the same file made, or match an existing record), what
   * it points at, what its form would refuse and what reading it found. `dryRun`: nothing is written but the
   * report (the preview). Scores naming no catalog entry get one in `catalog`, or in a catalog made for the
   * import, named after the file, numbered by the record's id. A file that cannot be read fails the job with
   * the reason (e.g. `Marc.error_not_xml`, `Spreadsheet.error_not_xlsx`).
   * Spreadsheets (CSV, XLSX): `mapping` gives each column's field (the domain's `SHEET_FIELDS`: id, collection, shelfmark…; null or "" leaves
   * the column out), one per column; without it the headers' suggestion is used, which the report shows.
   * Several values in one cell are split at `listSeparator` (scoring, genres; default ",") and
   * `peopleSeparator` (composers, lyricists, scribes; default ";").
   */
  importRecords: JobStarted;
  login: AuthResult;
  logout: AuthResult;
  /**
   * Merges the records `merge` into `keep` in one transaction: every link to them moves to `keep`, they are
   * deleted, their ids lead to `keep` from then on, and `keep` is saved with the fields chosen (its own
   * where no choice is made), based on its version `updated_at`.
   */
  mergeRecords: MergeResult;
  /** Administrators: every incipit's melodic features derived again from its PAE, as a job. */
  rebuildMelodyIndex: JobStarted;
  register: AuthResult;
  /**
   * Renames several files at once, in one transaction: all of them, or none when a name is invalid, a file
   * changed since it was loaded, or a new name is taken in its folder (case ignored) by a file that keeps it.
   */
  renameFiles: Result;
  /** Mails a reset link when an account exists; answers the same either way. */
  requestPasswordReset: Result;
  /** Sends the signed-in user a new verification link (rate-limited). */
  resendVerification: Result;
  resendVerificationEmail: Result;
  /** Sets a new password with the token of a reset link; ends every session of the account. */
  resetPassword: Result;
  /** A deleted record made again under its id, with its own lists, as its delete's revision kept it. */
  restoreDeleted: UpsertResult;
  /**
   * Saves a revision's record again as the current version, through the record's validation, based on the
   * version the caller saw (`updated_at`; refused as stale when the record changed since). The new revision
   * names the one restored.
   */
  restoreRevision: UpsertResult;
  sendPasswordResetLink: Result;
  setUserPermissions: Result;
  suspendUser: Result;
  /**
   * A bulk edit undone, as a job (kind `bulk-edit-undo`): each record it saved, and not saved since, saved back
   * as it was; the others named in the report. By whoever made it, or an administrator.
   */
  undoBulkEdit: JobStarted;
  /**
   * An import undone, as a job (kind `import-undo`): every record it wrote deleted again, except those changed
   * since or pointed at by others, which its report lists. The import's owner or an administrator.
   */
  undoImport: JobStarted;
  /**
   * Undoes a done job of a kind that can be (`Job.undoable`), as a job of its own: an import's records deleted
   * (as `undoImport`), a bulk edit's changes taken back (as `undoBulkEdit`). Its owner or an administrator.
   */
  undoJob: JobStarted;
  /** Undoes a merge while the records it changed are unchanged since; the refusal names those that are not. */
  undoMerge: MergeResult;
  /** Saves the signed-in user's interface language (de or en). */
  updateLocale: Result;
  /** Admins: changes a website setting (site_title, theme_color). */
  updateSetting: Result;
  upsertCatalog: UpsertResult;
  upsertCollection: UpsertResult;
  upsertComposite: UpsertResult;
  /** Saves a digital copy with its ordered images; images keep their ids when sent back. */
  upsertDigitalCopy: UpsertResult;
  /**
   * Uploads a file (multipart, `input.file`) or creates a folder (`is_folder`); with an `id`, renames or
   * moves it and, when `file` is sent, replaces its content. Larger than MAX_UPLOAD_MB: "File too large."
   */
  upsertFile: UpsertResult;
  /**
   * Saves a page with its entries. `previousPageId` places it right after that page of the same catalog
   * (0: first); without it a new page goes last and an existing one keeps its place.
   */
  upsertPage: UpsertResult;
  upsertPerson: UpsertResult;
  upsertPublication: UpsertResult;
  upsertScore: UpsertResult;
  /** Confirms the address from the mailed link /auth/verify/{id}/{hash}. */
  verifyEmail: Result;
};


export type MutationActivateUserArgs = {
  id: Scalars['Int']['input'];
};


export type MutationAddEntryArgs = {
  entry: EntryInput;
  pageId: Scalars['Int']['input'];
};


export type MutationAddPlaceArgs = {
  name: Scalars['String']['input'];
};


export type MutationArrangePagesArgs = {
  catalogId: Scalars['Int']['input'];
  firstNumber?: InputMaybe<Scalars['Int']['input']>;
  pageIds: Array<Scalars['Int']['input']>;
};


export type MutationAssignPageImagesArgs = {
  firstImageId: Scalars['Int']['input'];
  firstPageId: Scalars['Int']['input'];
};


export type MutationBulkEditArgs = {
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  filters?: InputMaybe<SearchFilters>;
  ids?: InputMaybe<Array<Scalars['Int']['input']>>;
  operation: BulkOperation;
  query?: InputMaybe<Scalars['String']['input']>;
  type: BulkType;
};


export type MutationCancelJobArgs = {
  id: Scalars['Int']['input'];
};


export type MutationCreatePagesArgs = {
  catalogId: Scalars['Int']['input'];
  count: Scalars['Int']['input'];
};


export type MutationDeleteCatalogArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCollectionArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteCompositeArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteDigitalCopyArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteFileArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePageArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePersonArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeletePublicationArgs = {
  id: Scalars['Int']['input'];
};


export type MutationDeleteScoreArgs = {
  id: Scalars['Int']['input'];
};


export type MutationImportDigitalCopyArgs = {
  input: ImportDigitalCopyInput;
};


export type MutationImportRecordsArgs = {
  catalog?: InputMaybe<Scalars['Int']['input']>;
  dryRun?: InputMaybe<Scalars['Boolean']['input']>;
  file: Scalars['Upload']['input'];
  format: ImportFormat;
  listSeparator?: InputMaybe<Scalars['String']['input']>;
  mapping?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  peopleSeparator?: InputMaybe<Scalars['String']['input']>;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationMergeRecordsArgs = {
  choices?: InputMaybe<Array<MergeChoice>>;
  keep: Scalars['Int']['input'];
  merge: Array<Scalars['Int']['input']>;
  type: MergeType;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationRenameFilesArgs = {
  renames: Array<FileRenameInput>;
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResendVerificationEmailArgs = {
  id: Scalars['Int']['input'];
};


export type MutationResetPasswordArgs = {
  password?: InputMaybe<Scalars['String']['input']>;
  password_confirmation?: InputMaybe<Scalars['String']['input']>;
  token: Scalars['String']['input'];
};


export type MutationRestoreDeletedArgs = {
  id: Scalars['Int']['input'];
  type: RecordName;
};


export type MutationRestoreRevisionArgs = {
  id: Scalars['Int']['input'];
  revision: Scalars['Int']['input'];
  type: RecordName;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSendPasswordResetLinkArgs = {
  id: Scalars['Int']['input'];
};


export type MutationSetUserPermissionsArgs = {
  id: Scalars['Int']['input'];
  permissions: Array<Scalars['Int']['input']>;
};


export type MutationSuspendUserArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUndoBulkEditArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUndoImportArgs = {
  job: Scalars['Int']['input'];
};


export type MutationUndoJobArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUndoMergeArgs = {
  id: Scalars['Int']['input'];
};


export type MutationUpdateLocaleArgs = {
  locale: Scalars['String']['input'];
};


export type MutationUpdateSettingArgs = {
  key: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpsertCatalogArgs = {
  input: CatalogInput;
};


export type MutationUpsertCollectionArgs = {
  input: CollectionInput;
};


export type MutationUpsertCompositeArgs = {
  input: CompositeInput;
};


export type MutationUpsertDigitalCopyArgs = {
  input: DigitalCopyInput;
};


export type MutationUpsertFileArgs = {
  input: FileInput;
};


export type MutationUpsertPageArgs = {
  input: PageInput;
  previousPageId?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationUpsertPersonArgs = {
  input: PersonInput;
};


export type MutationUpsertPublicationArgs = {
  input: PublicationInput;
};


export type MutationUpsertScoreArgs = {
  input: ScoreInput;
};


export type MutationVerifyEmailArgs = {
  hash: Scalars['String']['input'];
  id: Scalars['Int']['input'];
};

export type Name = {
  __typename?: 'Name';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  primary: Scalars['Boolean']['output'];
};

export type NameInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  primary?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * What every mutation answers: whether it succeeded, its message in the caller's language (and as key and
 * values, to be translated again) and the findings of its fields. Each result type adds what is its own.
 */
export type Outcome = {
  errors: Array<FieldError>;
  message: Maybe<Scalars['String']['output']>;
  /** The i18n key of `message` (e.g. `Auth.logged_in`): a client shows it in the user's current language. */
  message_key: Maybe<Scalars['String']['output']>;
  /** The values `message` was made with, for translating `message_key` again. */
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
};

export type Page = {
  __typename?: 'Page';
  catalog: CatalogSummary;
  created_at: Scalars['String']['output'];
  digital_copy_file: Maybe<DigitalCopyFile>;
  entries: Array<Entry>;
  id: Scalars['Int']['output'];
  /** The page after it in its catalog's order (null for the last): where the page form goes on to. */
  next_page_id: Maybe<Scalars['Int']['output']>;
  number: Scalars['String']['output'];
  position: Scalars['Int']['output'];
  /** The page before it in its catalog's order (null for the first): where the page form goes back to. */
  previous_page_id: Maybe<Scalars['Int']['output']>;
  updated_at: Scalars['String']['output'];
};

export type PageInput = {
  catalog?: InputMaybe<Scalars['Int']['input']>;
  digital_copy_file?: InputMaybe<Scalars['Int']['input']>;
  entries?: InputMaybe<Array<EntryInput>>;
  id?: InputMaybe<Scalars['Int']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: a page is placed with upsertPage's previousPageId. */
  position?: InputMaybe<Scalars['Int']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};

/** A page in its catalog's list of pages: what is shown of it before it is opened. */
export type PageListItem = {
  __typename?: 'PageListItem';
  /** The id of the catalog's image that shows the page, if any. */
  digital_copy_file_id: Maybe<Scalars['Int']['output']>;
  entry_count: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type PageSummary = {
  __typename?: 'PageSummary';
  catalog: CatalogSummary;
  id: Scalars['Int']['output'];
  number: Scalars['String']['output'];
  position: Scalars['Int']['output'];
};

export type Part = {
  __typename?: 'Part';
  date: Maybe<Scalars['String']['output']>;
  extent: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  measurements: Maybe<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  score_type: Scalars['String']['output'];
  source_type: Scalars['String']['output'];
  voices: Array<Voice>;
  watermark: Scalars['Boolean']['output'];
  /** The same as `watermark` (spec §3 names both). */
  watermark_visible: Scalars['Boolean']['output'];
  wear: Maybe<Scalars['String']['output']>;
};

export type PartInput = {
  date?: InputMaybe<Scalars['String']['input']>;
  extent?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  measurements?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the order of the list is the order of the parts. */
  position?: InputMaybe<Scalars['Int']['input']>;
  score_type?: InputMaybe<Scalars['String']['input']>;
  source_type?: InputMaybe<Scalars['String']['input']>;
  voices?: InputMaybe<Array<VoiceInput>>;
  watermark?: InputMaybe<Scalars['Boolean']['input']>;
  wear?: InputMaybe<Scalars['String']['input']>;
};

export type Permission = {
  __typename?: 'Permission';
  id: Scalars['Int']['output'];
};

export type Person = {
  __typename?: 'Person';
  cleric: Scalars['Boolean']['output'];
  created_at: Scalars['String']['output'];
  dates: Maybe<Scalars['String']['output']>;
  first_mass: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  names: Array<Name>;
  notes: Maybe<Scalars['String']['output']>;
  profession: Maybe<Scalars['String']['output']>;
  sources: Array<Source>;
  syllabi: Array<Syllabus>;
  updated_at: Scalars['String']['output'];
  vow_book_entry: Maybe<VowBookEntry>;
};

/** What a person's hit shows. */
export type PersonHit = {
  __typename?: 'PersonHit';
  cleric: Scalars['Boolean']['output'];
  dates: Maybe<Scalars['String']['output']>;
};

export type PersonInput = {
  cleric?: InputMaybe<Scalars['Boolean']['input']>;
  dates?: InputMaybe<Scalars['String']['input']>;
  first_mass?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  names?: InputMaybe<Array<NameInput>>;
  notes?: InputMaybe<Scalars['String']['input']>;
  profession?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<SourceInput>>;
  syllabi?: InputMaybe<Array<SyllabusInput>>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
  vow_book_entry?: InputMaybe<VowBookEntryInput>;
};

/** A person as attributions show them. */
export type PersonSummary = {
  __typename?: 'PersonSummary';
  dates: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  names: Array<Name>;
};

export type Place = {
  __typename?: 'Place';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
};

export type Publication = {
  __typename?: 'Publication';
  attributions: Array<Attribution>;
  created_at: Scalars['String']['output'];
  extent: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  notes: Maybe<Scalars['String']['output']>;
  publication_date: Maybe<Scalars['String']['output']>;
  publication_place: Maybe<Scalars['String']['output']>;
  publisher: Maybe<Scalars['String']['output']>;
  short_title: Scalars['String']['output'];
  sources: Array<Source>;
  title: Scalars['String']['output'];
  updated_at: Scalars['String']['output'];
};

export type PublicationInput = {
  attributions?: InputMaybe<Array<AttributionInput>>;
  extent?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  publication_date?: InputMaybe<Scalars['String']['input']>;
  publication_place?: InputMaybe<Scalars['String']['input']>;
  publisher?: InputMaybe<Scalars['String']['input']>;
  short_title?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<SourceInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
};

export type PublicationScore = {
  __typename?: 'PublicationScore';
  id: Scalars['Int']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** The page (or other locator) in the publication. */
  number: Scalars['String']['output'];
  publication: PublicationSummary;
};

export type PublicationScoreInput = {
  id?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  number?: InputMaybe<Scalars['String']['input']>;
  publication?: InputMaybe<Scalars['Int']['input']>;
};

export type PublicationSummary = {
  __typename?: 'PublicationSummary';
  id: Scalars['Int']['output'];
  short_title: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The text fields of a type that `bulkEdit` sets or clears, in the form's order (contributors). */
  bulkEditFields: Array<Scalars['String']['output']>;
  /** Records of `type` deleted and not restored since, newest first (contributors). */
  deletedRecords: RevisionPage;
  /** Possible duplicates of a type, most alike first (contributors); at most 200. */
  duplicateCandidates: Array<DuplicateCandidate>;
  /**
   * Catalog entries for the score form's picker: every word of `query` found (catalog short title, year, page
   * and entry number, signature, composer), each with the score that holds it; an empty `query` lists the first
   * entries in title order. At most 20.
   */
  entryChoices: Array<EntryChoice>;
  /**
   * Contributors: the folders, then the files, in `folder` (the root when empty), sorted by `sort`; with
   * `search`, those under `folder` at any depth whose name contains it. Paged like search (at most 100).
   */
  files: FilePage;
  /** Genres for a picker: names starting with or close to `search` (at most 20). */
  genres: Array<Genre>;
  getCatalog: Maybe<Catalog>;
  /** A catalog's pages as its view lists them, without their entries (their count instead). */
  getCatalogPageList: Array<PageListItem>;
  /** A catalog's pages alone, in order, each with its entries. */
  getCatalogPages: Array<Page>;
  getCollection: Maybe<Collection>;
  getComposite: Maybe<Composite>;
  getDigitalCopy: Maybe<DigitalCopy>;
  getDigitalCopyFile: Maybe<DigitalCopyFile>;
  getEntry: Maybe<Entry>;
  getFile: Maybe<File>;
  /** The IIIF annotations of a digital copy's images (one per image), for the viewer. */
  getIiifAnnotationsForDigitalCopy: Array<IiifAnnotationReference>;
  getPage: Maybe<Page>;
  getPerson: Maybe<Person>;
  getPublication: Maybe<Publication>;
  getScore: Maybe<Score>;
  getSetting: Maybe<Setting>;
  /**
   * Whether any account exists: on a fresh install the empty home page invites the visitor to register the
   * first account (which becomes administrator), afterwards to sign in.
   */
  hasAccounts: Scalars['Boolean']['output'];
  /**
   * A page of the records of `kind` that belong to or name the record `id`, in title order, with their total
   * (at most 100 a page). The same few SQL statements whatever their number. `function` keeps a person's
   * records to those the person holds in that function (person_scores, person_publications).
   */
  holdings: HoldingPage;
  /**
   * Incipits whose melody contains the query's (transposition-invariant: pitch intervals), best first. The
   * query is Plaine & Easie code with its clef, key and time signature (defaults: G-2, none, none). With
   * `rhythm`, the durations' ratios must match too; with `anchored`, the match must begin at the incipit's first
   * note. A query of fewer than 3 or more than 100 notes, or one that cannot be read, answers no items and a
   * `message`. `after` is the endCursor of the previous page.
   */
  incipitSearch: IncipitSearchResult;
  /** A job of the signed-in user (administrators: any job); a translated NOT_FOUND error for any other id. */
  job: Maybe<Job>;
  /** The signed-in user's jobs, newest first (administrators: everyone's). */
  jobs: JobPage;
  /** The signed-in user, or null. */
  me: Maybe<User>;
  /** What merging `merge` into `keep` would do (contributors); null when one of them is not there. */
  mergePreview: Maybe<MergePreview>;
  /** Places for a picker: names starting with or close to `search` (at most 20). */
  places: Array<Place>;
  /** The title a record of an indexed type shows (as search finds it), or null: a prefilled picker's label. */
  recordTitle: Maybe<Scalars['String']['output']>;
  /**
   * How a record differs between revision `from` and revision `to` (the record as it is now when `to` is
   * not given). Null when either revision is not one of the record's.
   */
  revisionDiff: Maybe<RevisionDiff>;
  /**
   * A record's history, newest first (contributors). A type that keeps no history of its own (an entry: its
   * page's) answers an empty page.
   */
  revisions: RevisionPage;
  /** Full-text and fuzzy search over every indexed record. `after` is the endCursor of the previous page. */
  search: SearchResult;
  /** Admins: the website settings with their values. */
  settings: Array<Setting>;
  /**
   * Incipits whose melody is close to this one's (concordances): their first notes' intervals compared with this
   * incipit's. The incipit itself and the other incipits of its own score are left out.
   */
  similarIncipits: IncipitSearchResult;
  /** Admins: accounts whose name or e-mail contains `search`. */
  users: UserPage;
};


export type QueryBulkEditFieldsArgs = {
  type: BulkType;
};


export type QueryDeletedRecordsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  type: RecordName;
};


export type QueryDuplicateCandidatesArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  type: MergeType;
};


export type QueryEntryChoicesArgs = {
  query: Scalars['String']['input'];
};


export type QueryFilesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  descending?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  folder?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<FileSort>;
};


export type QueryGenresArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetCatalogArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetCatalogPageListArgs = {
  catalogId: Scalars['Int']['input'];
};


export type QueryGetCatalogPagesArgs = {
  catalogId: Scalars['Int']['input'];
};


export type QueryGetCollectionArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetCompositeArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetDigitalCopyArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetDigitalCopyFileArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetEntryArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetFileArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetIiifAnnotationsForDigitalCopyArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetPageArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetPersonArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetPublicationArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetScoreArgs = {
  id: Scalars['Int']['input'];
};


export type QueryGetSettingArgs = {
  key: Scalars['String']['input'];
};


export type QueryHoldingsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  function?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['Int']['input'];
  kind: HoldingKind;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryIncipitSearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  anchored?: InputMaybe<Scalars['Boolean']['input']>;
  clef?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  key_signature?: InputMaybe<Scalars['String']['input']>;
  pae: Scalars['String']['input'];
  rhythm?: InputMaybe<Scalars['Boolean']['input']>;
  time_signature?: InputMaybe<Scalars['String']['input']>;
};


export type QueryJobArgs = {
  id: Scalars['Int']['input'];
};


export type QueryJobsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryMergePreviewArgs = {
  keep: Scalars['Int']['input'];
  merge: Array<Scalars['Int']['input']>;
  type: MergeType;
};


export type QueryPlacesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecordTitleArgs = {
  id: Scalars['Int']['input'];
  type: RecordType;
};


export type QueryRevisionDiffArgs = {
  from: Scalars['Int']['input'];
  id: Scalars['Int']['input'];
  to?: InputMaybe<Scalars['Int']['input']>;
  type: RecordName;
};


export type QueryRevisionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  id: Scalars['Int']['input'];
  type: RecordName;
};


export type QuerySearchArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  filters?: InputMaybe<SearchFilters>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<SearchSort>;
  type?: InputMaybe<RecordType>;
};


export type QuerySettingsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QuerySimilarIncipitsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
  incipitId: Scalars['Int']['input'];
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/**
 * Every kind of record, as revisions name them: the searched types (`RecordType`) and the pages, files and
 * places kept inside them.
 */
export type RecordName =
  | 'catalog'
  | 'collection'
  | 'composite'
  | 'digital_copy'
  | 'entry'
  | 'file'
  | 'page'
  | 'person'
  | 'place'
  | 'publication'
  | 'score';

/** Record types that are indexed for search; also the {type} of /search/{type}. */
export type RecordType =
  | 'catalog'
  | 'collection'
  | 'composite'
  | 'digital_copy'
  | 'entry'
  | 'person'
  | 'publication'
  | 'score';

/** A box on an image, in its pixels from the top left corner (IIIF `xywh`). */
export type Region = {
  __typename?: 'Region';
  h: Scalars['Int']['output'];
  w: Scalars['Int']['output'];
  x: Scalars['Int']['output'];
  y: Scalars['Int']['output'];
};

export type RegionInput = {
  h: Scalars['Int']['input'];
  w: Scalars['Int']['input'];
  x: Scalars['Int']['input'];
  y: Scalars['Int']['input'];
};

export type RegisterInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  password_confirmation?: InputMaybe<Scalars['String']['input']>;
};

/** An image that lies elsewhere, as the IIIF manifest it was imported from describes it. */
export type RemoteImage = {
  __typename?: 'RemoteImage';
  /** The image's MIME type, when the manifest names it. */
  format: Maybe<Scalars['String']['output']>;
  height: Scalars['Int']['output'];
  /** The image's address (the painting annotation's body). */
  image: Scalars['String']['output'];
  /** The id of its IIIF image service, when it has one. */
  service: Maybe<Scalars['String']['output']>;
  /** ImageService2 or ImageService3. */
  service_type: Maybe<Scalars['String']['output']>;
  width: Scalars['Int']['output'];
};

/** The answer of operations that only succeed or fail. */
export type Result = Outcome & {
  __typename?: 'Result';
  errors: Array<FieldError>;
  message: Maybe<Scalars['String']['output']>;
  message_key: Maybe<Scalars['String']['output']>;
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
};

/** One save or delete of a record: who, when, and what it changed against the revision before it. */
export type Revision = {
  __typename?: 'Revision';
  action: RevisionAction;
  /** Who saved it; null for the system (the demo, a command) or an account deleted since. */
  author: Maybe<Scalars['String']['output']>;
  /** The fields it changed; null where not known (a create, a delete, a record too large to compare). */
  changes: Maybe<Array<RevisionChange>>;
  created_at: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  /** The merge that made it (`undoMerge` takes it back), when one did. */
  merge: Maybe<Scalars['Int']['output']>;
  record_id: Scalars['Int']['output'];
  /** The revision it brought back, when it was a restore. */
  restored_from: Maybe<Scalars['Int']['output']>;
  /** One line in the caller's language, e.g. "Title, Incipits (2 changed), Parts (1 added)". */
  summary: Scalars['String']['output'];
  /** The record's title as the revision kept it. */
  title: Scalars['String']['output'];
  type: RecordName;
};

/** What a revision records: a record made, saved again, or deleted. */
export type RevisionAction =
  | 'create'
  | 'delete'
  | 'update';

/** A field a save changed; a list's items counted (matched by id). */
export type RevisionChange = {
  __typename?: 'RevisionChange';
  added: Scalars['Int']['output'];
  changed: Scalars['Int']['output'];
  field: Scalars['String']['output'];
  /** The field's name in the caller's language. */
  label: Scalars['String']['output'];
  removed: Scalars['Int']['output'];
};

export type RevisionDiff = {
  __typename?: 'RevisionDiff';
  fields: Array<FieldDifference>;
  from: Revision;
  /** Null: compared with the record as it is now. */
  to: Maybe<Revision>;
};

export type RevisionPage = {
  __typename?: 'RevisionPage';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<Revision>;
  total: Scalars['Int']['output'];
};

export type Score = {
  __typename?: 'Score';
  alternative_name: Maybe<Scalars['String']['output']>;
  attributions: Array<Attribution>;
  /** The person of the attribution with function aut. */
  author: Maybe<PersonSummary>;
  collection: Collection;
  composite: Maybe<CompositeSummary>;
  created_at: Scalars['String']['output'];
  digital_copies: Array<DigitalCopy>;
  /** The saved flag: a digital copy is held elsewhere (ScoreInput.has_digital_copy). */
  digital_copy_elsewhere: Scalars['Boolean']['output'];
  entries: Array<Entry>;
  former_shelfmarks: Maybe<Scalars['String']['output']>;
  genres: Array<Genre>;
  /** A digital copy is linked here or held elsewhere (digital_copy_elsewhere). */
  has_digital_copy: Scalars['Boolean']['output'];
  id: Scalars['Int']['output'];
  incipits: Array<Incipit>;
  key: Maybe<Scalars['String']['output']>;
  notes: Maybe<Scalars['String']['output']>;
  opus: Maybe<Scalars['String']['output']>;
  parts: Array<Part>;
  provenance: Maybe<Scalars['String']['output']>;
  publications: Array<PublicationScore>;
  shelfmark: Scalars['String']['output'];
  short_title: Scalars['String']['output'];
  /** The collection prefix and the shelfmark: "CH-E 123,4". */
  short_title_prefix: Scalars['String']['output'];
  sources: Array<Source>;
  /** The incipits' texts in order. */
  text_incipits: Array<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
  updated_at: Scalars['String']['output'];
  voices: Array<Voice>;
  work_date: Maybe<Scalars['String']['output']>;
};

/** What a score's hit shows. */
export type ScoreHit = {
  __typename?: 'ScoreHit';
  composer: Maybe<Scalars['String']['output']>;
  genre: Maybe<Scalars['String']['output']>;
  /** The first incipit with music. */
  incipit: Maybe<Incipit>;
  key: Maybe<Scalars['String']['output']>;
  scoring: Maybe<Scalars['String']['output']>;
  shelfmark: Maybe<Scalars['String']['output']>;
  short_title: Maybe<Scalars['String']['output']>;
};

export type ScoreInput = {
  alternative_name?: InputMaybe<Scalars['String']['input']>;
  attributions?: InputMaybe<Array<AttributionInput>>;
  collection?: InputMaybe<Scalars['Int']['input']>;
  composite?: InputMaybe<Scalars['Int']['input']>;
  /** Existing catalog entries to link (at least one); entries left out are unlinked. */
  entries?: InputMaybe<Array<EntryLinkInput>>;
  former_shelfmarks?: InputMaybe<Scalars['String']['input']>;
  /** By name; unknown names are created (and warned about). */
  genres?: InputMaybe<Array<GenreInput>>;
  /** A digital copy is held elsewhere; a linked one counts by itself (Score.has_digital_copy). */
  has_digital_copy?: InputMaybe<Scalars['Boolean']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  incipits?: InputMaybe<Array<IncipitInput>>;
  key?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  opus?: InputMaybe<Scalars['String']['input']>;
  parts?: InputMaybe<Array<PartInput>>;
  provenance?: InputMaybe<Scalars['String']['input']>;
  publications?: InputMaybe<Array<PublicationScoreInput>>;
  shelfmark?: InputMaybe<Scalars['String']['input']>;
  short_title?: InputMaybe<Scalars['String']['input']>;
  sources?: InputMaybe<Array<SourceInput>>;
  title?: InputMaybe<Scalars['String']['input']>;
  updated_at?: InputMaybe<Scalars['String']['input']>;
  voices?: InputMaybe<Array<VoiceInput>>;
  work_date?: InputMaybe<Scalars['String']['input']>;
};

/** A score as entries and composites show it. */
export type ScoreSummary = {
  __typename?: 'ScoreSummary';
  attributions: Array<Attribution>;
  digital_copies: Array<DigitalCopy>;
  id: Scalars['Int']['output'];
  shelfmark: Scalars['String']['output'];
  short_title: Scalars['String']['output'];
  title: Maybe<Scalars['String']['output']>;
};

/**
 * Narrows a search. Lists match any of their values; different filters all apply. A value that no
 * longer exists matches nothing (no error).
 */
export type SearchFilters = {
  /** GND or RISM id. */
  authority_id?: InputMaybe<Scalars['String']['input']>;
  /** Catalog id. */
  catalog?: InputMaybe<Scalars['Int']['input']>;
  cleric?: InputMaybe<Scalars['Boolean']['input']>;
  /** Collection ids. */
  collection?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Person ids attributed with function aut. */
  composer?: InputMaybe<Array<Scalars['Int']['input']>>;
  entry_number?: InputMaybe<Scalars['String']['input']>;
  genre?: InputMaybe<Array<Scalars['String']['input']>>;
  has_digital_copy?: InputMaybe<Scalars['Boolean']['input']>;
  key?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Any attributed person ... */
  person?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** ... with this function (advanced form), null = any. */
  person_function?: InputMaybe<Scalars['String']['input']>;
  /** Voice/instrument codes in any part's scoring. */
  scoring?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Field-specific (advanced) search; each is words or a prefix as the one box does. */
  shelfmark?: InputMaybe<Scalars['String']['input']>;
  /** Part source type (the codes the domain uses). */
  source_type?: InputMaybe<Array<Scalars['String']['input']>>;
  text_incipit?: InputMaybe<Scalars['String']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  /** Date range over dates given as text, parsed to years where possible. */
  year_from?: InputMaybe<Scalars['Int']['input']>;
  year_to?: InputMaybe<Scalars['Int']['input']>;
};

export type SearchItem = {
  __typename?: 'SearchItem';
  digital_copy: Maybe<DigitalCopyHit>;
  entry: Maybe<EntryHit>;
  id: Scalars['Int']['output'];
  /** The query's words as they occur in title and subtitle (for highlighting). */
  matched: Array<Scalars['String']['output']>;
  path: Scalars['String']['output'];
  person: Maybe<PersonHit>;
  score: Maybe<ScoreHit>;
  subtitle: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  type: RecordType;
};

export type SearchResult = {
  __typename?: 'SearchResult';
  /**
   * The corrected query (as in suggestion) when the hits are its hits: the typed query found nothing and the
   * correction found some. Null when the typed query's own hits are shown, or the correction found nothing too.
   */
  corrected: Maybe<Scalars['String']['output']>;
  endCursor: Maybe<Scalars['String']['output']>;
  /** Counts follow the query and the other filters. */
  facets: Array<Facet>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<SearchItem>;
  /** When nothing was found: the query with its words replaced by the nearest known ones (fuzzy). */
  suggestion: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** The order of search results; relevance falls back to title order when there is no query. */
export type SearchSort =
  | 'date'
  | 'relevance'
  | 'shelfmark'
  | 'title';

export type Setting = {
  __typename?: 'Setting';
  key: Scalars['String']['output'];
  value: Maybe<Scalars['String']['output']>;
};

export type Source = {
  __typename?: 'Source';
  citation: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  gnd_id: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  notes: Maybe<Scalars['String']['output']>;
  rism_id: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
  url: Maybe<Scalars['String']['output']>;
};

export type SourceInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  gnd_id?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  rism_id?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
  url?: InputMaybe<Scalars['String']['input']>;
};

export type Syllabus = {
  __typename?: 'Syllabus';
  citation: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  transcription: Maybe<Scalars['String']['output']>;
  translation: Maybe<Scalars['String']['output']>;
};

export type SyllabusInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  transcription?: InputMaybe<Scalars['String']['input']>;
  translation?: InputMaybe<Scalars['String']['input']>;
};

/** A run of a long text's words: kept (change null), added or removed. */
export type TextPiece = {
  __typename?: 'TextPiece';
  change: Maybe<DifferenceKind>;
  text: Scalars['String']['output'];
};

export type UpsertResult = Outcome & {
  __typename?: 'UpsertResult';
  errors: Array<FieldError>;
  id: Maybe<Scalars['Int']['output']>;
  message: Maybe<Scalars['String']['output']>;
  message_key: Maybe<Scalars['String']['output']>;
  message_params: Array<MessageParam>;
  success: Scalars['Boolean']['output'];
  /**
   * Findings that never block (a key off the template, a genre not yet known), by the domain's rules that
   * the web app applies while typing.
   */
  warnings: Array<FieldError>;
};

export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  email_verified_at: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  locale: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  permissions: Array<Permission>;
  registered_at: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  items: Array<User>;
  total: Scalars['Int']['output'];
};

export type Voice = {
  __typename?: 'Voice';
  count: Scalars['Int']['output'];
  id: Scalars['Int']['output'];
  /** Which of several parts of one voice: "I", "II" (RISM: Violino I). */
  numbering: Maybe<Scalars['String']['output']>;
  position: Scalars['Int']['output'];
  voice: Scalars['String']['output'];
};

export type VoiceInput = {
  count?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  numbering?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the order of the list is the order of the voices. */
  position?: InputMaybe<Scalars['Int']['input']>;
  voice?: InputMaybe<Scalars['String']['input']>;
};

export type VowBookEntry = {
  __typename?: 'VowBookEntry';
  citation: Maybe<Scalars['String']['output']>;
  id: Scalars['Int']['output'];
  transcription: Maybe<Scalars['String']['output']>;
};

export type VowBookEntryInput = {
  citation?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['Int']['input']>;
  transcription?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  Outcome:
    | ( AuthResult )
    | ( CreatePagesResult )
    | ( DeleteResult )
    | ( Omit<JobStarted, 'job'> & { job?: Maybe<_RefType['Job']> } )
    | ( MergeResult )
    | ( Result )
    | ( UpsertResult )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Attribution: ResolverTypeWrapper<Attribution>;
  AttributionInput: AttributionInput;
  AuthResult: ResolverTypeWrapper<AuthResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BulkOperation: BulkOperation;
  BulkOperationKind: BulkOperationKind;
  BulkType: BulkType;
  Catalog: ResolverTypeWrapper<Omit<Catalog, 'digital_copies' | 'pages'> & { digital_copies: Array<ResolversTypes['DigitalCopy']>, pages: Array<ResolversTypes['Page']> }>;
  CatalogInput: CatalogInput;
  CatalogPageInput: CatalogPageInput;
  CatalogSummary: ResolverTypeWrapper<CatalogSummary>;
  Collection: ResolverTypeWrapper<Collection>;
  CollectionInput: CollectionInput;
  Composite: ResolverTypeWrapper<Omit<Composite, 'scores'> & { scores: Array<ResolversTypes['ScoreSummary']> }>;
  CompositeInput: CompositeInput;
  CompositeSummary: ResolverTypeWrapper<CompositeSummary>;
  CreatePagesResult: ResolverTypeWrapper<CreatePagesResult>;
  DeleteResult: ResolverTypeWrapper<DeleteResult>;
  DifferenceKind: DifferenceKind;
  DigitalCopy: ResolverTypeWrapper<DigitalCopyRow>;
  DigitalCopyFile: ResolverTypeWrapper<DigitalCopyFileRow>;
  DigitalCopyFileInput: DigitalCopyFileInput;
  DigitalCopyHit: ResolverTypeWrapper<DigitalCopyHit>;
  DigitalCopyInput: DigitalCopyInput;
  DuplicateCandidate: ResolverTypeWrapper<DuplicateCandidate>;
  Entry: ResolverTypeWrapper<EntryRow>;
  EntryChoice: ResolverTypeWrapper<EntryChoice>;
  EntryHit: ResolverTypeWrapper<EntryHit>;
  EntryHolder: ResolverTypeWrapper<EntryHolder>;
  EntryInput: EntryInput;
  EntryLinkInput: EntryLinkInput;
  Facet: ResolverTypeWrapper<Facet>;
  FacetValue: ResolverTypeWrapper<FacetValue>;
  FieldDifference: ResolverTypeWrapper<FieldDifference>;
  FieldError: ResolverTypeWrapper<FieldError>;
  File: ResolverTypeWrapper<FileRecord>;
  FileInput: FileInput;
  FilePage: ResolverTypeWrapper<Omit<FilePage, 'items'> & { items: Array<ResolversTypes['File']> }>;
  FileRenameInput: FileRenameInput;
  FileSort: FileSort;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Genre: ResolverTypeWrapper<Genre>;
  GenreInput: GenreInput;
  Holding: ResolverTypeWrapper<Holding>;
  HoldingGroup: ResolverTypeWrapper<HoldingGroup>;
  HoldingKind: HoldingKind;
  HoldingPage: ResolverTypeWrapper<HoldingPage>;
  IiifAnnotation: ResolverTypeWrapper<IiifAnnotation>;
  IiifAnnotationReference: ResolverTypeWrapper<IiifAnnotationReference>;
  IiifCanvas: ResolverTypeWrapper<IiifCanvas>;
  IiifObject: ResolverTypeWrapper<IiifObject>;
  ImportDigitalCopyInput: ImportDigitalCopyInput;
  ImportFormat: ImportFormat;
  Incipit: ResolverTypeWrapper<Incipit>;
  IncipitCode: ResolverTypeWrapper<IncipitCode>;
  IncipitInput: IncipitInput;
  IncipitMatch: ResolverTypeWrapper<IncipitMatch>;
  IncipitSearchResult: ResolverTypeWrapper<IncipitSearchResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  ItemDifference: ResolverTypeWrapper<ItemDifference>;
  Job: ResolverTypeWrapper<JobRow>;
  JobPage: ResolverTypeWrapper<Omit<JobPage, 'items'> & { items: Array<ResolversTypes['Job']> }>;
  JobStarted: ResolverTypeWrapper<Omit<JobStarted, 'job'> & { job?: Maybe<ResolversTypes['Job']> }>;
  JobStatus: JobStatus;
  MergeChoice: MergeChoice;
  MergeField: ResolverTypeWrapper<MergeField>;
  MergeHolders: ResolverTypeWrapper<MergeHolders>;
  MergePreview: ResolverTypeWrapper<MergePreview>;
  MergeRecord: ResolverTypeWrapper<MergeRecord>;
  MergeResult: ResolverTypeWrapper<MergeResult>;
  MergeType: MergeType;
  MessageParam: ResolverTypeWrapper<MessageParam>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Name: ResolverTypeWrapper<Name>;
  NameInput: NameInput;
  Outcome: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Outcome']>;
  Page: ResolverTypeWrapper<PageRecord>;
  PageInput: PageInput;
  PageListItem: ResolverTypeWrapper<PageListItem>;
  PageSummary: ResolverTypeWrapper<PageSummary>;
  Part: ResolverTypeWrapper<Part>;
  PartInput: PartInput;
  Permission: ResolverTypeWrapper<Permission>;
  Person: ResolverTypeWrapper<Person>;
  PersonHit: ResolverTypeWrapper<PersonHit>;
  PersonInput: PersonInput;
  PersonSummary: ResolverTypeWrapper<PersonSummary>;
  Place: ResolverTypeWrapper<Place>;
  Publication: ResolverTypeWrapper<Publication>;
  PublicationInput: PublicationInput;
  PublicationScore: ResolverTypeWrapper<PublicationScore>;
  PublicationScoreInput: PublicationScoreInput;
  PublicationSummary: ResolverTypeWrapper<PublicationSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RecordName: RecordName;
  RecordType: RecordType;
  Region: ResolverTypeWrapper<Region>;
  RegionInput: RegionInput;
  RegisterInput: RegisterInput;
  RemoteImage: ResolverTypeWrapper<RemoteImage>;
  Result: ResolverTypeWrapper<Result>;
  Revision: ResolverTypeWrapper<RevisionAnswer>;
  RevisionAction: RevisionAction;
  RevisionChange: ResolverTypeWrapper<RevisionChange>;
  RevisionDiff: ResolverTypeWrapper<Omit<RevisionDiff, 'from' | 'to'> & { from: ResolversTypes['Revision'], to?: Maybe<ResolversTypes['Revision']> }>;
  RevisionPage: ResolverTypeWrapper<Omit<RevisionPage, 'items'> & { items: Array<ResolversTypes['Revision']> }>;
  Score: ResolverTypeWrapper<Omit<Score, 'digital_copies' | 'entries'> & { digital_copies: Array<ResolversTypes['DigitalCopy']>, entries: Array<ResolversTypes['Entry']> }>;
  ScoreHit: ResolverTypeWrapper<ScoreHit>;
  ScoreInput: ScoreInput;
  ScoreSummary: ResolverTypeWrapper<Omit<ScoreSummary, 'digital_copies'> & { digital_copies: Array<ResolversTypes['DigitalCopy']> }>;
  SearchFilters: SearchFilters;
  SearchItem: ResolverTypeWrapper<SearchHit>;
  SearchResult: ResolverTypeWrapper<FacetedPage>;
  SearchSort: SearchSort;
  Setting: ResolverTypeWrapper<Setting>;
  Source: ResolverTypeWrapper<Source>;
  SourceInput: SourceInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Syllabus: ResolverTypeWrapper<Syllabus>;
  SyllabusInput: SyllabusInput;
  TextPiece: ResolverTypeWrapper<TextPiece>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UpsertResult: ResolverTypeWrapper<UpsertResult>;
  User: ResolverTypeWrapper<User>;
  UserPage: ResolverTypeWrapper<UserPage>;
  Voice: ResolverTypeWrapper<Voice>;
  VoiceInput: VoiceInput;
  VowBookEntry: ResolverTypeWrapper<VowBookEntry>;
  VowBookEntryInput: VowBookEntryInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Attribution: Attribution;
  AttributionInput: AttributionInput;
  AuthResult: AuthResult;
  Boolean: Scalars['Boolean']['output'];
  BulkOperation: BulkOperation;
  Catalog: Omit<Catalog, 'digital_copies' | 'pages'> & { digital_copies: Array<ResolversParentTypes['DigitalCopy']>, pages: Array<ResolversParentTypes['Page']> };
  CatalogInput: CatalogInput;
  CatalogPageInput: CatalogPageInput;
  CatalogSummary: CatalogSummary;
  Collection: Collection;
  CollectionInput: CollectionInput;
  Composite: Omit<Composite, 'scores'> & { scores: Array<ResolversParentTypes['ScoreSummary']> };
  CompositeInput: CompositeInput;
  CompositeSummary: CompositeSummary;
  CreatePagesResult: CreatePagesResult;
  DeleteResult: DeleteResult;
  DigitalCopy: DigitalCopyRow;
  DigitalCopyFile: DigitalCopyFileRow;
  DigitalCopyFileInput: DigitalCopyFileInput;
  DigitalCopyHit: DigitalCopyHit;
  DigitalCopyInput: DigitalCopyInput;
  DuplicateCandidate: DuplicateCandidate;
  Entry: EntryRow;
  EntryChoice: EntryChoice;
  EntryHit: EntryHit;
  EntryHolder: EntryHolder;
  EntryInput: EntryInput;
  EntryLinkInput: EntryLinkInput;
  Facet: Facet;
  FacetValue: FacetValue;
  FieldDifference: FieldDifference;
  FieldError: FieldError;
  File: FileRecord;
  FileInput: FileInput;
  FilePage: Omit<FilePage, 'items'> & { items: Array<ResolversParentTypes['File']> };
  FileRenameInput: FileRenameInput;
  Float: Scalars['Float']['output'];
  Genre: Genre;
  GenreInput: GenreInput;
  Holding: Holding;
  HoldingGroup: HoldingGroup;
  HoldingPage: HoldingPage;
  IiifAnnotation: IiifAnnotation;
  IiifAnnotationReference: IiifAnnotationReference;
  IiifCanvas: IiifCanvas;
  IiifObject: IiifObject;
  ImportDigitalCopyInput: ImportDigitalCopyInput;
  Incipit: Incipit;
  IncipitCode: IncipitCode;
  IncipitInput: IncipitInput;
  IncipitMatch: IncipitMatch;
  IncipitSearchResult: IncipitSearchResult;
  Int: Scalars['Int']['output'];
  ItemDifference: ItemDifference;
  Job: JobRow;
  JobPage: Omit<JobPage, 'items'> & { items: Array<ResolversParentTypes['Job']> };
  JobStarted: Omit<JobStarted, 'job'> & { job?: Maybe<ResolversParentTypes['Job']> };
  MergeChoice: MergeChoice;
  MergeField: MergeField;
  MergeHolders: MergeHolders;
  MergePreview: MergePreview;
  MergeRecord: MergeRecord;
  MergeResult: MergeResult;
  MessageParam: MessageParam;
  Mutation: Record<PropertyKey, never>;
  Name: Name;
  NameInput: NameInput;
  Outcome: ResolversInterfaceTypes<ResolversParentTypes>['Outcome'];
  Page: PageRecord;
  PageInput: PageInput;
  PageListItem: PageListItem;
  PageSummary: PageSummary;
  Part: Part;
  PartInput: PartInput;
  Permission: Permission;
  Person: Person;
  PersonHit: PersonHit;
  PersonInput: PersonInput;
  PersonSummary: PersonSummary;
  Place: Place;
  Publication: Publication;
  PublicationInput: PublicationInput;
  PublicationScore: PublicationScore;
  PublicationScoreInput: PublicationScoreInput;
  PublicationSummary: PublicationSummary;
  Query: Record<PropertyKey, never>;
  Region: Region;
  RegionInput: RegionInput;
  RegisterInput: RegisterInput;
  RemoteImage: RemoteImage;
  Result: Result;
  Revision: RevisionAnswer;
  RevisionChange: RevisionChange;
  RevisionDiff: Omit<RevisionDiff, 'from' | 'to'> & { from: ResolversParentTypes['Revision'], to?: Maybe<ResolversParentTypes['Revision']> };
  RevisionPage: Omit<RevisionPage, 'items'> & { items: Array<ResolversParentTypes['Revision']> };
  Score: Omit<Score, 'digital_copies' | 'entries'> & { digital_copies: Array<ResolversParentTypes['DigitalCopy']>, entries: Array<ResolversParentTypes['Entry']> };
  ScoreHit: ScoreHit;
  ScoreInput: ScoreInput;
  ScoreSummary: Omit<ScoreSummary, 'digital_copies'> & { digital_copies: Array<ResolversParentTypes['DigitalCopy']> };
  SearchFilters: SearchFilters;
  SearchItem: SearchHit;
  SearchResult: FacetedPage;
  Setting: Setting;
  Source: Source;
  SourceInput: SourceInput;
  String: Scalars['String']['output'];
  Syllabus: Syllabus;
  SyllabusInput: SyllabusInput;
  TextPiece: TextPiece;
  Upload: Scalars['Upload']['output'];
  UpsertResult: UpsertResult;
  User: User;
  UserPage: UserPage;
  Voice: Voice;
  VoiceInput: VoiceInput;
  VowBookEntry: VowBookEntry;
  VowBookEntryInput: VowBookEntryInput;
};

export type AttributionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Attribution'] = ResolversParentTypes['Attribution']> = {
  designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  function?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  person?: Resolver<ResolversTypes['PersonSummary'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  profession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qualifier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AuthResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthResult'] = ResolversParentTypes['AuthResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Catalog'] = ResolversParentTypes['Catalog']> = {
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digital_copies?: Resolver<Array<ResolversTypes['DigitalCopy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType>;
  shelfmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CatalogSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogSummary'] = ResolversParentTypes['CatalogSummary']> = {
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shelfmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CollectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Collection'] = ResolversParentTypes['Collection']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CompositeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Composite'] = ResolversParentTypes['Composite']> = {
  composites?: Resolver<Array<ResolversTypes['CompositeSummary']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['CompositeSummary']>, ParentType, ContextType>;
  scores?: Resolver<Array<ResolversTypes['ScoreSummary']>, ParentType, ContextType>;
  shelfmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CompositeSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CompositeSummary'] = ResolversParentTypes['CompositeSummary']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shelfmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreatePagesResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreatePagesResult'] = ResolversParentTypes['CreatePagesResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  ids?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeleteResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteResult'] = ResolversParentTypes['DeleteResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DigitalCopyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalCopy'] = ResolversParentTypes['DigitalCopy']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digitizable_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  digitizable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiif_objects?: Resolver<Array<ResolversTypes['IiifObject']>, ParentType, ContextType>;
  manifest_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DigitalCopyFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalCopyFile'] = ResolversParentTypes['DigitalCopyFile']> = {
  digital_copy?: Resolver<ResolversTypes['DigitalCopy'], ParentType, ContextType>;
  digitizable_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  digitizable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiif_canvases?: Resolver<Array<ResolversTypes['IiifCanvas']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remote?: Resolver<Maybe<ResolversTypes['RemoteImage']>, ParentType, ContextType>;
};

export type DigitalCopyHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DigitalCopyHit'] = ResolversParentTypes['DigitalCopyHit']> = {
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DuplicateCandidateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DuplicateCandidate'] = ResolversParentTypes['DuplicateCandidate']> = {
  a?: Resolver<ResolversTypes['MergeRecord'], ParentType, ContextType>;
  b?: Resolver<ResolversTypes['MergeRecord'], ParentType, ContextType>;
  other_years?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  same_ids?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  same_years?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type EntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entry'] = ResolversParentTypes['Entry']> = {
  annotation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  composer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genre?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['PageSummary'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['Region']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['ScoreSummary']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EntryChoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntryChoice'] = ResolversParentTypes['EntryChoice']> = {
  held_by?: Resolver<Maybe<ResolversTypes['EntryHolder']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EntryHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntryHit'] = ResolversParentTypes['EntryHit']> = {
  catalog?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  composer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genre?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  score_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type EntryHolderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntryHolder'] = ResolversParentTypes['EntryHolder']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shelfmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Facet'] = ResolversParentTypes['Facet']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['FacetValue']>, ParentType, ContextType>;
};

export type FacetValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetValue'] = ResolversParentTypes['FacetValue']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FieldDifferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldDifference'] = ResolversParentTypes['FieldDifference']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  change?: Resolver<ResolversTypes['DifferenceKind'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ItemDifference']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  words?: Resolver<Maybe<Array<ResolversTypes['TextPiece']>>, ParentType, ContextType>;
};

export type FieldErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FieldError'] = ResolversParentTypes['FieldError']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['File'] = ResolversParentTypes['File']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digital_copies?: Resolver<Array<ResolversTypes['DigitalCopy']>, ParentType, ContextType>;
  filename?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folder?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folders?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_folder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type FilePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilePage'] = ResolversParentTypes['FilePage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['File']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GenreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Genre'] = ResolversParentTypes['Genre']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HoldingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Holding'] = ResolversParentTypes['Holding']> = {
  functions?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HoldingGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HoldingGroup'] = ResolversParentTypes['HoldingGroup']> = {
  function?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type HoldingPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HoldingPage'] = ResolversParentTypes['HoldingPage']> = {
  groups?: Resolver<Array<ResolversTypes['HoldingGroup']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Holding']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IiifAnnotationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IiifAnnotation'] = ResolversParentTypes['IiifAnnotation']> = {
  file_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiifable_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IiifAnnotationReferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IiifAnnotationReference'] = ResolversParentTypes['IiifAnnotationReference']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiifable_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IiifCanvasResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IiifCanvas'] = ResolversParentTypes['IiifCanvas']> = {
  annotations?: Resolver<Array<ResolversTypes['IiifAnnotation']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiifable_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiifable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type IiifObjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IiifObject'] = ResolversParentTypes['IiifObject']> = {
  canvases?: Resolver<Array<ResolversTypes['IiifCanvas']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiifable_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  iiifable_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IncipitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Incipit'] = ResolversParentTypes['Incipit']> = {
  basso_continuo?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_text_incipit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key_signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  movement?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pae?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  part?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tempo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time_signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IncipitCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncipitCode'] = ResolversParentTypes['IncipitCode']> = {
  clef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key_signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pae?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  time_signature?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IncipitMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncipitMatch'] = ResolversParentTypes['IncipitMatch']> = {
  composer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incipit?: Resolver<ResolversTypes['Incipit'], ParentType, ContextType>;
  matched_notes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shelfmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  similarity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type IncipitSearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IncipitSearchResult'] = ResolversParentTypes['IncipitSearchResult']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['IncipitMatch']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ItemDifferenceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ItemDifference'] = ResolversParentTypes['ItemDifference']> = {
  change?: Resolver<ResolversTypes['DifferenceKind'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['FieldDifference']>, ParentType, ContextType>;
  incipit_after?: Resolver<Maybe<ResolversTypes['IncipitCode']>, ParentType, ContextType>;
  incipit_before?: Resolver<Maybe<ResolversTypes['IncipitCode']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = {
  cancel_requested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  finished_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  started_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['JobStatus'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  undoable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warning_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type JobPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobPage'] = ResolversParentTypes['JobPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type JobStartedResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['JobStarted'] = ResolversParentTypes['JobStarted']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MergeFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeField'] = ResolversParentTypes['MergeField']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  same?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type MergeHoldersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeHolders'] = ResolversParentTypes['MergeHolders']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
};

export type MergePreviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergePreview'] = ResolversParentTypes['MergePreview']> = {
  fields?: Resolver<Array<ResolversTypes['MergeField']>, ParentType, ContextType>;
  records?: Resolver<Array<ResolversTypes['MergeRecord']>, ParentType, ContextType>;
  relinked?: Resolver<Array<ResolversTypes['MergeHolders']>, ParentType, ContextType>;
};

export type MergeRecordResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeRecord'] = ResolversParentTypes['MergeRecord']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MergeResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MergeResult'] = ResolversParentTypes['MergeResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  merge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MessageParamResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageParam'] = ResolversParentTypes['MessageParam']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateUser?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationActivateUserArgs, 'id'>>;
  addEntry?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationAddEntryArgs, 'entry' | 'pageId'>>;
  addPlace?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationAddPlaceArgs, 'name'>>;
  arrangePages?: Resolver<ResolversTypes['CreatePagesResult'], ParentType, ContextType, RequireFields<MutationArrangePagesArgs, 'catalogId' | 'pageIds'>>;
  assignPageImages?: Resolver<ResolversTypes['CreatePagesResult'], ParentType, ContextType, RequireFields<MutationAssignPageImagesArgs, 'firstImageId' | 'firstPageId'>>;
  bulkEdit?: Resolver<ResolversTypes['JobStarted'], ParentType, ContextType, RequireFields<MutationBulkEditArgs, 'operation' | 'type'>>;
  cancelJob?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationCancelJobArgs, 'id'>>;
  createPages?: Resolver<ResolversTypes['CreatePagesResult'], ParentType, ContextType, RequireFields<MutationCreatePagesArgs, 'catalogId' | 'count'>>;
  deleteCatalog?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteCatalogArgs, 'id'>>;
  deleteCollection?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteCollectionArgs, 'id'>>;
  deleteComposite?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteCompositeArgs, 'id'>>;
  deleteDigitalCopy?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteDigitalCopyArgs, 'id'>>;
  deleteFile?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deletePage?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeletePageArgs, 'id'>>;
  deletePerson?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeletePersonArgs, 'id'>>;
  deletePublication?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeletePublicationArgs, 'id'>>;
  deleteScore?: Resolver<ResolversTypes['DeleteResult'], ParentType, ContextType, RequireFields<MutationDeleteScoreArgs, 'id'>>;
  importDigitalCopy?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationImportDigitalCopyArgs, 'input'>>;
  importRecords?: Resolver<ResolversTypes['JobStarted'], ParentType, ContextType, RequireFields<MutationImportRecordsArgs, 'file' | 'format'>>;
  login?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType>;
  mergeRecords?: Resolver<ResolversTypes['MergeResult'], ParentType, ContextType, RequireFields<MutationMergeRecordsArgs, 'keep' | 'merge' | 'type'>>;
  rebuildMelodyIndex?: Resolver<ResolversTypes['JobStarted'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['AuthResult'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  renameFiles?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationRenameFilesArgs, 'renames'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  resendVerification?: Resolver<ResolversTypes['Result'], ParentType, ContextType>;
  resendVerificationEmail?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationResendVerificationEmailArgs, 'id'>>;
  resetPassword?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'token'>>;
  restoreDeleted?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationRestoreDeletedArgs, 'id' | 'type'>>;
  restoreRevision?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationRestoreRevisionArgs, 'id' | 'revision' | 'type'>>;
  sendPasswordResetLink?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationSendPasswordResetLinkArgs, 'id'>>;
  setUserPermissions?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationSetUserPermissionsArgs, 'id' | 'permissions'>>;
  suspendUser?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationSuspendUserArgs, 'id'>>;
  undoBulkEdit?: Resolver<ResolversTypes['JobStarted'], ParentType, ContextType, RequireFields<MutationUndoBulkEditArgs, 'id'>>;
  undoImport?: Resolver<ResolversTypes['JobStarted'], ParentType, ContextType, RequireFields<MutationUndoImportArgs, 'job'>>;
  undoJob?: Resolver<ResolversTypes['JobStarted'], ParentType, ContextType, RequireFields<MutationUndoJobArgs, 'id'>>;
  undoMerge?: Resolver<ResolversTypes['MergeResult'], ParentType, ContextType, RequireFields<MutationUndoMergeArgs, 'id'>>;
  updateLocale?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationUpdateLocaleArgs, 'locale'>>;
  updateSetting?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationUpdateSettingArgs, 'key'>>;
  upsertCatalog?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertCatalogArgs, 'input'>>;
  upsertCollection?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertCollectionArgs, 'input'>>;
  upsertComposite?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertCompositeArgs, 'input'>>;
  upsertDigitalCopy?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertDigitalCopyArgs, 'input'>>;
  upsertFile?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertFileArgs, 'input'>>;
  upsertPage?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertPageArgs, 'input'>>;
  upsertPerson?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertPersonArgs, 'input'>>;
  upsertPublication?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertPublicationArgs, 'input'>>;
  upsertScore?: Resolver<ResolversTypes['UpsertResult'], ParentType, ContextType, RequireFields<MutationUpsertScoreArgs, 'input'>>;
  verifyEmail?: Resolver<ResolversTypes['Result'], ParentType, ContextType, RequireFields<MutationVerifyEmailArgs, 'hash' | 'id'>>;
};

export type NameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Name'] = ResolversParentTypes['Name']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  primary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type OutcomeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Outcome'] = ResolversParentTypes['Outcome']> = {
  __resolveType: TypeResolveFn<'AuthResult' | 'CreatePagesResult' | 'DeleteResult' | 'JobStarted' | 'MergeResult' | 'Result' | 'UpsertResult', ParentType, ContextType>;
};

export type PageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  catalog?: Resolver<ResolversTypes['CatalogSummary'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digital_copy_file?: Resolver<Maybe<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  next_page_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  previous_page_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageListItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageListItem'] = ResolversParentTypes['PageListItem']> = {
  digital_copy_file_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  entry_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PageSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageSummary'] = ResolversParentTypes['PageSummary']> = {
  catalog?: Resolver<ResolversTypes['CatalogSummary'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Part'] = ResolversParentTypes['Part']> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  measurements?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source_type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voices?: Resolver<Array<ResolversTypes['Voice']>, ParentType, ContextType>;
  watermark?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  watermark_visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wear?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PermissionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Permission'] = ResolversParentTypes['Permission']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PersonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Person'] = ResolversParentTypes['Person']> = {
  cleric?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_mass?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['Name']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  profession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  syllabi?: Resolver<Array<ResolversTypes['Syllabus']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vow_book_entry?: Resolver<Maybe<ResolversTypes['VowBookEntry']>, ParentType, ContextType>;
};

export type PersonHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonHit'] = ResolversParentTypes['PersonHit']> = {
  cleric?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  dates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PersonSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PersonSummary'] = ResolversParentTypes['PersonSummary']> = {
  dates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  names?: Resolver<Array<ResolversTypes['Name']>, ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Publication'] = ResolversParentTypes['Publication']> = {
  attributions?: Resolver<Array<ResolversTypes['Attribution']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  extent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publication_place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publisher?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PublicationScoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationScore'] = ResolversParentTypes['PublicationScore']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publication?: Resolver<ResolversTypes['PublicationSummary'], ParentType, ContextType>;
};

export type PublicationSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PublicationSummary'] = ResolversParentTypes['PublicationSummary']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  short_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  bulkEditFields?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryBulkEditFieldsArgs, 'type'>>;
  deletedRecords?: Resolver<ResolversTypes['RevisionPage'], ParentType, ContextType, RequireFields<QueryDeletedRecordsArgs, 'first' | 'type'>>;
  duplicateCandidates?: Resolver<Array<ResolversTypes['DuplicateCandidate']>, ParentType, ContextType, RequireFields<QueryDuplicateCandidatesArgs, 'first' | 'type'>>;
  entryChoices?: Resolver<Array<ResolversTypes['EntryChoice']>, ParentType, ContextType, RequireFields<QueryEntryChoicesArgs, 'query'>>;
  files?: Resolver<ResolversTypes['FilePage'], ParentType, ContextType, RequireFields<QueryFilesArgs, 'descending' | 'first' | 'folder' | 'sort'>>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType, Partial<QueryGenresArgs>>;
  getCatalog?: Resolver<Maybe<ResolversTypes['Catalog']>, ParentType, ContextType, RequireFields<QueryGetCatalogArgs, 'id'>>;
  getCatalogPageList?: Resolver<Array<ResolversTypes['PageListItem']>, ParentType, ContextType, RequireFields<QueryGetCatalogPageListArgs, 'catalogId'>>;
  getCatalogPages?: Resolver<Array<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryGetCatalogPagesArgs, 'catalogId'>>;
  getCollection?: Resolver<Maybe<ResolversTypes['Collection']>, ParentType, ContextType, RequireFields<QueryGetCollectionArgs, 'id'>>;
  getComposite?: Resolver<Maybe<ResolversTypes['Composite']>, ParentType, ContextType, RequireFields<QueryGetCompositeArgs, 'id'>>;
  getDigitalCopy?: Resolver<Maybe<ResolversTypes['DigitalCopy']>, ParentType, ContextType, RequireFields<QueryGetDigitalCopyArgs, 'id'>>;
  getDigitalCopyFile?: Resolver<Maybe<ResolversTypes['DigitalCopyFile']>, ParentType, ContextType, RequireFields<QueryGetDigitalCopyFileArgs, 'id'>>;
  getEntry?: Resolver<Maybe<ResolversTypes['Entry']>, ParentType, ContextType, RequireFields<QueryGetEntryArgs, 'id'>>;
  getFile?: Resolver<Maybe<ResolversTypes['File']>, ParentType, ContextType, RequireFields<QueryGetFileArgs, 'id'>>;
  getIiifAnnotationsForDigitalCopy?: Resolver<Array<ResolversTypes['IiifAnnotationReference']>, ParentType, ContextType, RequireFields<QueryGetIiifAnnotationsForDigitalCopyArgs, 'id'>>;
  getPage?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryGetPageArgs, 'id'>>;
  getPerson?: Resolver<Maybe<ResolversTypes['Person']>, ParentType, ContextType, RequireFields<QueryGetPersonArgs, 'id'>>;
  getPublication?: Resolver<Maybe<ResolversTypes['Publication']>, ParentType, ContextType, RequireFields<QueryGetPublicationArgs, 'id'>>;
  getScore?: Resolver<Maybe<ResolversTypes['Score']>, ParentType, ContextType, RequireFields<QueryGetScoreArgs, 'id'>>;
  getSetting?: Resolver<Maybe<ResolversTypes['Setting']>, ParentType, ContextType, RequireFields<QueryGetSettingArgs, 'key'>>;
  hasAccounts?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holdings?: Resolver<ResolversTypes['HoldingPage'], ParentType, ContextType, RequireFields<QueryHoldingsArgs, 'first' | 'id' | 'kind' | 'offset'>>;
  incipitSearch?: Resolver<ResolversTypes['IncipitSearchResult'], ParentType, ContextType, RequireFields<QueryIncipitSearchArgs, 'anchored' | 'first' | 'pae' | 'rhythm'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, RequireFields<QueryJobsArgs, 'first'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  mergePreview?: Resolver<Maybe<ResolversTypes['MergePreview']>, ParentType, ContextType, RequireFields<QueryMergePreviewArgs, 'keep' | 'merge' | 'type'>>;
  places?: Resolver<Array<ResolversTypes['Place']>, ParentType, ContextType, Partial<QueryPlacesArgs>>;
  recordTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<QueryRecordTitleArgs, 'id' | 'type'>>;
  revisionDiff?: Resolver<Maybe<ResolversTypes['RevisionDiff']>, ParentType, ContextType, RequireFields<QueryRevisionDiffArgs, 'from' | 'id' | 'type'>>;
  revisions?: Resolver<ResolversTypes['RevisionPage'], ParentType, ContextType, RequireFields<QueryRevisionsArgs, 'first' | 'id' | 'type'>>;
  search?: Resolver<ResolversTypes['SearchResult'], ParentType, ContextType, RequireFields<QuerySearchArgs, 'first' | 'sort'>>;
  settings?: Resolver<Array<ResolversTypes['Setting']>, ParentType, ContextType, Partial<QuerySettingsArgs>>;
  similarIncipits?: Resolver<ResolversTypes['IncipitSearchResult'], ParentType, ContextType, RequireFields<QuerySimilarIncipitsArgs, 'first' | 'incipitId'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'first'>>;
};

export type RegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  h?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  w?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RemoteImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoteImage'] = ResolversParentTypes['RemoteImage']> = {
  format?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  service_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Result'] = ResolversParentTypes['Result']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RevisionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Revision'] = ResolversParentTypes['Revision']> = {
  action?: Resolver<ResolversTypes['RevisionAction'], ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  changes?: Resolver<Maybe<Array<ResolversTypes['RevisionChange']>>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  merge?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  record_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restored_from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RecordName'], ParentType, ContextType>;
};

export type RevisionChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevisionChange'] = ResolversParentTypes['RevisionChange']> = {
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RevisionDiffResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevisionDiff'] = ResolversParentTypes['RevisionDiff']> = {
  fields?: Resolver<Array<ResolversTypes['FieldDifference']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Revision'], ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Revision']>, ParentType, ContextType>;
};

export type RevisionPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevisionPage'] = ResolversParentTypes['RevisionPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Revision']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ScoreResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Score'] = ResolversParentTypes['Score']> = {
  alternative_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attributions?: Resolver<Array<ResolversTypes['Attribution']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['PersonSummary']>, ParentType, ContextType>;
  collection?: Resolver<ResolversTypes['Collection'], ParentType, ContextType>;
  composite?: Resolver<Maybe<ResolversTypes['CompositeSummary']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  digital_copies?: Resolver<Array<ResolversTypes['DigitalCopy']>, ParentType, ContextType>;
  digital_copy_elsewhere?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  former_shelfmarks?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genres?: Resolver<Array<ResolversTypes['Genre']>, ParentType, ContextType>;
  has_digital_copy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  incipits?: Resolver<Array<ResolversTypes['Incipit']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parts?: Resolver<Array<ResolversTypes['Part']>, ParentType, ContextType>;
  provenance?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publications?: Resolver<Array<ResolversTypes['PublicationScore']>, ParentType, ContextType>;
  shelfmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_title_prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sources?: Resolver<Array<ResolversTypes['Source']>, ParentType, ContextType>;
  text_incipits?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voices?: Resolver<Array<ResolversTypes['Voice']>, ParentType, ContextType>;
  work_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScoreHitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScoreHit'] = ResolversParentTypes['ScoreHit']> = {
  composer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  genre?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incipit?: Resolver<Maybe<ResolversTypes['Incipit']>, ParentType, ContextType>;
  key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scoring?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shelfmark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  short_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ScoreSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ScoreSummary'] = ResolversParentTypes['ScoreSummary']> = {
  attributions?: Resolver<Array<ResolversTypes['Attribution']>, ParentType, ContextType>;
  digital_copies?: Resolver<Array<ResolversTypes['DigitalCopy']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shelfmark?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  short_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchItem'] = ResolversParentTypes['SearchItem']> = {
  digital_copy?: Resolver<Maybe<ResolversTypes['DigitalCopyHit']>, ParentType, ContextType>;
  entry?: Resolver<Maybe<ResolversTypes['EntryHit']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  matched?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  person?: Resolver<Maybe<ResolversTypes['PersonHit']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['ScoreHit']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['RecordType'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  corrected?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['Facet']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchItem']>, ParentType, ContextType>;
  suggestion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SettingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = {
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Source'] = ResolversParentTypes['Source']> = {
  citation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gnd_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rism_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SyllabusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Syllabus'] = ResolversParentTypes['Syllabus']> = {
  citation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transcription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  translation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TextPieceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextPiece'] = ResolversParentTypes['TextPiece']> = {
  change?: Resolver<Maybe<ResolversTypes['DifferenceKind']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UpsertResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpsertResult'] = ResolversParentTypes['UpsertResult']> = {
  errors?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message_params?: Resolver<Array<ResolversTypes['MessageParam']>, ParentType, ContextType>;
  success?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  warnings?: Resolver<Array<ResolversTypes['FieldError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email_verified_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  permissions?: Resolver<Array<ResolversTypes['Permission']>, ParentType, ContextType>;
  registered_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Voice'] = ResolversParentTypes['Voice']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  numbering?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  voice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VowBookEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VowBookEntry'] = ResolversParentTypes['VowBookEntry']> = {
  citation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transcription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  Attribution?: AttributionResolvers<ContextType>;
  AuthResult?: AuthResultResolvers<ContextType>;
  Catalog?: CatalogResolvers<ContextType>;
  CatalogSummary?: CatalogSummaryResolvers<ContextType>;
  Collection?: CollectionResolvers<ContextType>;
  Composite?: CompositeResolvers<ContextType>;
  CompositeSummary?: CompositeSummaryResolvers<ContextType>;
  CreatePagesResult?: CreatePagesResultResolvers<ContextType>;
  DeleteResult?: DeleteResultResolvers<ContextType>;
  DigitalCopy?: DigitalCopyResolvers<ContextType>;
  DigitalCopyFile?: DigitalCopyFileResolvers<ContextType>;
  DigitalCopyHit?: DigitalCopyHitResolvers<ContextType>;
  DuplicateCandidate?: DuplicateCandidateResolvers<ContextType>;
  Entry?: EntryResolvers<ContextType>;
  EntryChoice?: EntryChoiceResolvers<ContextType>;
  EntryHit?: EntryHitResolvers<ContextType>;
  EntryHolder?: EntryHolderResolvers<ContextType>;
  Facet?: FacetResolvers<ContextType>;
  FacetValue?: FacetValueResolvers<ContextType>;
  FieldDifference?: FieldDifferenceResolvers<ContextType>;
  FieldError?: FieldErrorResolvers<ContextType>;
  File?: FileResolvers<ContextType>;
  FilePage?: FilePageResolvers<ContextType>;
  Genre?: GenreResolvers<ContextType>;
  Holding?: HoldingResolvers<ContextType>;
  HoldingGroup?: HoldingGroupResolvers<ContextType>;
  HoldingPage?: HoldingPageResolvers<ContextType>;
  IiifAnnotation?: IiifAnnotationResolvers<ContextType>;
  IiifAnnotationReference?: IiifAnnotationReferenceResolvers<ContextType>;
  IiifCanvas?: IiifCanvasResolvers<ContextType>;
  IiifObject?: IiifObjectResolvers<ContextType>;
  Incipit?: IncipitResolvers<ContextType>;
  IncipitCode?: IncipitCodeResolvers<ContextType>;
  IncipitMatch?: IncipitMatchResolvers<ContextType>;
  IncipitSearchResult?: IncipitSearchResultResolvers<ContextType>;
  ItemDifference?: ItemDifferenceResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobPage?: JobPageResolvers<ContextType>;
  JobStarted?: JobStartedResolvers<ContextType>;
  MergeField?: MergeFieldResolvers<ContextType>;
  MergeHolders?: MergeHoldersResolvers<ContextType>;
  MergePreview?: MergePreviewResolvers<ContextType>;
  MergeRecord?: MergeRecordResolvers<ContextType>;
  MergeResult?: MergeResultResolvers<ContextType>;
  MessageParam?: MessageParamResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Name?: NameResolvers<ContextType>;
  Outcome?: OutcomeResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageListItem?: PageListItemResolvers<ContextType>;
  PageSummary?: PageSummaryResolvers<ContextType>;
  Part?: PartResolvers<ContextType>;
  Permission?: PermissionResolvers<ContextType>;
  Person?: PersonResolvers<ContextType>;
  PersonHit?: PersonHitResolvers<ContextType>;
  PersonSummary?: PersonSummaryResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  Publication?: PublicationResolvers<ContextType>;
  PublicationScore?: PublicationScoreResolvers<ContextType>;
  PublicationSummary?: PublicationSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RemoteImage?: RemoteImageResolvers<ContextType>;
  Result?: ResultResolvers<ContextType>;
  Revision?: RevisionResolvers<ContextType>;
  RevisionChange?: RevisionChangeResolvers<ContextType>;
  RevisionDiff?: RevisionDiffResolvers<ContextType>;
  RevisionPage?: RevisionPageResolvers<ContextType>;
  Score?: ScoreResolvers<ContextType>;
  ScoreHit?: ScoreHitResolvers<ContextType>;
  ScoreSummary?: ScoreSummaryResolvers<ContextType>;
  SearchItem?: SearchItemResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  Source?: SourceResolvers<ContextType>;
  Syllabus?: SyllabusResolvers<ContextType>;
  TextPiece?: TextPieceResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UpsertResult?: UpsertResultResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  Voice?: VoiceResolvers<ContextType>;
  VowBookEntry?: VowBookEntryResolvers<ContextType>;
};

