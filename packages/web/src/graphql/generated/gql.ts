/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SiteSettings {\n    siteTitle: getSetting(key: \"site_title\") {\n      key\n      value\n    }\n    themeColor: getSetting(key: \"theme_color\") {\n      key\n      value\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      ...OutcomeFields\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String, $password_confirmation: String) {\n    resetPassword(token: $token, password: $password, password_confirmation: $password_confirmation) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ResendVerification {\n    resendVerification {\n      ...OutcomeFields\n    }\n  }\n": typeof types.ResendVerificationDocument,
    "\n  mutation VerifyEmail($id: Int!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  fragment AttributionFields on Attribution {\n    id\n    person {\n      id\n      names {\n        name\n        primary\n      }\n    }\n    function\n    qualifier\n    profession\n    from\n    to\n    designation\n    member\n    notes\n    place {\n      id\n      name\n    }\n  }\n": typeof types.AttributionFieldsFragmentDoc,
    "\n  mutation AssignPageImages($firstPageId: Int!, $firstImageId: Int!) {\n    assignPageImages(firstPageId: $firstPageId, firstImageId: $firstImageId) {\n      ...OutcomeFields\n      ids\n    }\n  }\n": typeof types.AssignPageImagesDocument,
    "\n  mutation CreatePages($catalogId: Int!, $count: Int!) {\n    createPages(catalogId: $catalogId, count: $count) {\n      ...OutcomeFields\n      ids\n    }\n  }\n": typeof types.CreatePagesDocument,
    "\n  mutation ArrangePages($catalogId: Int!, $pageIds: [Int!]!, $firstNumber: Int) {\n    arrangePages(catalogId: $catalogId, pageIds: $pageIds, firstNumber: $firstNumber) {\n      ...OutcomeFields\n      ids\n    }\n  }\n": typeof types.ArrangePagesDocument,
    "\n  query GetCatalog($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      title\n      short_title\n      shelfmark\n      collection {\n        id\n        name\n      }\n      digital_copies {\n        id\n        name\n      }\n      updated_at\n    }\n  }\n": typeof types.GetCatalogDocument,
    "\n  mutation UpsertCatalog($input: CatalogInput!) {\n    upsertCatalog(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertCatalogDocument,
    "\n  mutation DeleteCatalog($id: Int!) {\n    deleteCatalog(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeleteCatalogDocument,
    "\n  query GetCollection($id: Int!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      description\n      url\n      updated_at\n    }\n  }\n": typeof types.GetCollectionDocument,
    "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertCollectionDocument,
    "\n  mutation DeleteCollection($id: Int!) {\n    deleteCollection(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeleteCollectionDocument,
    "\n  query GetComposite($id: Int!) {\n    getComposite(id: $id) {\n      id\n      shelfmark\n      title\n      notes\n      parent {\n        id\n        shelfmark\n        title\n      }\n      composites {\n        id\n        shelfmark\n        title\n      }\n      scores {\n        id\n        title\n        short_title\n        shelfmark\n      }\n      updated_at\n    }\n  }\n": typeof types.GetCompositeDocument,
    "\n  mutation UpsertComposite($input: CompositeInput!) {\n    upsertComposite(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertCompositeDocument,
    "\n  mutation DeleteComposite($id: Int!) {\n    deleteComposite(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeleteCompositeDocument,
    "\n  fragment DigitalCopyImageFields on DigitalCopyFile {\n    id\n    name\n    file {\n      id\n      filename\n      mime\n    }\n    remote {\n      image\n    }\n    iiif_canvases {\n      id\n      label\n      annotations {\n        id\n        url\n        service\n        width\n        height\n        format\n      }\n    }\n  }\n": typeof types.DigitalCopyImageFieldsFragmentDoc,
    "\n  query GetDigitalCopy($id: Int!) {\n    getDigitalCopy(id: $id) {\n      id\n      name\n      digitizable_type\n      digitizable_id\n      manifest_url\n      files {\n        ...DigitalCopyImageFields\n      }\n      updated_at\n    }\n  }\n": typeof types.GetDigitalCopyDocument,
    "\n  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {\n    upsertDigitalCopy(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertDigitalCopyDocument,
    "\n  mutation DeleteDigitalCopy($id: Int!) {\n    deleteDigitalCopy(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeleteDigitalCopyDocument,
    "\n  query DigitizableTitle($id: Int!, $score: Boolean!) {\n    getScore(id: $id) @include(if: $score) {\n      id\n      shelfmark\n      title\n      short_title\n    }\n    getCatalog(id: $id) @skip(if: $score) {\n      id\n      title\n      short_title\n    }\n  }\n": typeof types.DigitizableTitleDocument,
    "\n  mutation UploadImage($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UploadImageDocument,
    "\n  query IiifAnnotationsForDigitalCopy($id: Int!) {\n    getIiifAnnotationsForDigitalCopy(id: $id) {\n      id\n      iiifable_id\n    }\n  }\n": typeof types.IiifAnnotationsForDigitalCopyDocument,
    "\n  query Holdings($kind: HoldingKind!, $id: Int!, $first: Int, $offset: Int, $function: String) {\n    holdings(kind: $kind, id: $id, first: $first, offset: $offset, function: $function) {\n      total\n      groups {\n        function\n        total\n      }\n      items {\n        id\n        title\n        subtitle\n        path\n        functions\n      }\n    }\n  }\n": typeof types.HoldingsDocument,
    "\n  query SimilarIncipits($incipitId: Int!, $first: Int) {\n    similarIncipits(incipitId: $incipitId, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n": typeof types.SimilarIncipitsDocument,
    "\n  query IncipitsLike($pae: String!, $clef: String, $key_signature: String, $time_signature: String, $first: Int) {\n    incipitSearch(pae: $pae, clef: $clef, key_signature: $key_signature, time_signature: $time_signature, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n": typeof types.IncipitsLikeDocument,
    "\n  fragment IncipitFields on Incipit {\n    id\n    number\n    movement\n    section\n    tempo\n    part\n    clef\n    key_signature\n    time_signature\n    is_text_incipit\n    text\n    pae\n    basso_continuo\n    notes\n  }\n": typeof types.IncipitFieldsFragmentDoc,
    "\n  query GetPage($id: Int!) {\n    getPage(id: $id) {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n      previous_page_id\n      next_page_id\n      digital_copy_file {\n        id\n      }\n      entries {\n        ...PageEntryFields\n      }\n      updated_at\n    }\n  }\n": typeof types.GetPageDocument,
    "\n  mutation UpsertPage($input: PageInput!, $previousPageId: Int) {\n    upsertPage(input: $input, previousPageId: $previousPageId) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertPageDocument,
    "\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeletePageDocument,
    "\n  fragment PageEntryFields on Entry {\n    id\n    number\n    signature\n    genre\n    composer\n    annotation\n    notes\n    region {\n      x\n      y\n      w\n      h\n    }\n  }\n": typeof types.PageEntryFieldsFragmentDoc,
    "\n  fragment CatalogPageFields on Page {\n    id\n    number\n    position\n    updated_at\n    digital_copy_file {\n      ...DigitalCopyImageFields\n      digital_copy {\n        id\n        name\n        manifest_url\n      }\n    }\n    entries {\n      ...PageEntryFields\n      score {\n        id\n        title\n        short_title\n        shelfmark\n      }\n    }\n  }\n": typeof types.CatalogPageFieldsFragmentDoc,
    "\n  query CatalogImages($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      digital_copies {\n        id\n        name\n        manifest_url\n        files {\n          ...DigitalCopyImageFields\n          position\n        }\n      }\n    }\n  }\n": typeof types.CatalogImagesDocument,
    "\n  query PageCatalog($id: Int!) {\n    getPage(id: $id) {\n      id\n      catalog {\n        id\n      }\n    }\n  }\n": typeof types.PageCatalogDocument,
    "\n  query CatalogPageList($catalogId: Int!) {\n    getCatalogPageList(catalogId: $catalogId) {\n      id\n      number\n      position\n      digital_copy_file_id\n      entry_count\n    }\n  }\n": typeof types.CatalogPageListDocument,
    "\n  query CatalogPage($id: Int!) {\n    getPage(id: $id) {\n      ...CatalogPageFields\n    }\n  }\n": typeof types.CatalogPageDocument,
    "\n  query GetPerson($id: Int!) {\n    getPerson(id: $id) {\n      id\n      names {\n        id\n        name\n        primary\n      }\n      dates\n      cleric\n      first_mass\n      profession\n      notes\n      syllabi {\n        id\n        citation\n        transcription\n        translation\n      }\n      vow_book_entry {\n        id\n        citation\n        transcription\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n": typeof types.GetPersonDocument,
    "\n  mutation UpsertPerson($input: PersonInput!) {\n    upsertPerson(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertPersonDocument,
    "\n  mutation DeletePerson($id: Int!) {\n    deletePerson(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeletePersonDocument,
    "\n  query LookupPlaces($search: String) {\n    places(search: $search) {\n      id\n      name\n    }\n  }\n": typeof types.LookupPlacesDocument,
    "\n  mutation AddPlace($name: String!) {\n    addPlace(name: $name) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.AddPlaceDocument,
    "\n  query GetPublication($id: Int!) {\n    getPublication(id: $id) {\n      id\n      title\n      short_title\n      extent\n      publisher\n      publication_date\n      publication_place\n      notes\n      attributions {\n        ...AttributionFields\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n": typeof types.GetPublicationDocument,
    "\n  mutation UpsertPublication($input: PublicationInput!) {\n    upsertPublication(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertPublicationDocument,
    "\n  mutation DeletePublication($id: Int!) {\n    deletePublication(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeletePublicationDocument,
    "\n  query CollectionPrefix($id: Int!) {\n    getCollection(id: $id) {\n      id\n      prefix\n    }\n  }\n": typeof types.CollectionPrefixDocument,
    "\n  query EntryChoices($query: String!) {\n    entryChoices(query: $query) {\n      id\n      title\n      subtitle\n      held_by {\n        id\n        shelfmark\n      }\n    }\n  }\n": typeof types.EntryChoicesDocument,
    "\n  query EntryCatalogs {\n    search(type: catalog, first: 100) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n": typeof types.EntryCatalogsDocument,
    "\n  query EntryPages($catalogId: Int!) {\n    getCatalogPages(catalogId: $catalogId) {\n      id\n      number\n      entries {\n        id\n        number\n      }\n    }\n  }\n": typeof types.EntryPagesDocument,
    "\n  mutation AddEntry($pageId: Int!, $entry: EntryInput!) {\n    addEntry(pageId: $pageId, entry: $entry) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.AddEntryDocument,
    "\n  query GetScore($id: Int!) {\n    getScore(id: $id) {\n      id\n      collection {\n        id\n        name\n      }\n      composite {\n        id\n        shelfmark\n        title\n      }\n      shelfmark\n      former_shelfmarks\n      short_title\n      short_title_prefix\n      title\n      alternative_name\n      opus\n      work_date\n      key\n      provenance\n      notes\n      has_digital_copy\n      digital_copy_elsewhere\n      voices {\n        id\n        voice\n        count\n        numbering\n      }\n      genres {\n        id\n        name\n      }\n      entries {\n        ...LinkedEntryFields\n      }\n      attributions {\n        ...AttributionFields\n      }\n      incipits {\n        ...IncipitFields\n      }\n      parts {\n        id\n        score_type\n        source_type\n        extent\n        measurements\n        wear\n        date\n        watermark\n        voices {\n          id\n          voice\n          count\n          numbering\n        }\n        notes\n      }\n      publications {\n        id\n        number\n        notes\n        publication {\n          id\n          title\n          short_title\n        }\n      }\n      sources {\n        ...SourceFields\n      }\n      digital_copies {\n        id\n        name\n      }\n      author {\n        id\n        names {\n          name\n          primary\n        }\n      }\n      updated_at\n    }\n  }\n": typeof types.GetScoreDocument,
    "\n  mutation UpsertScore($input: ScoreInput!) {\n    upsertScore(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.UpsertScoreDocument,
    "\n  mutation DeleteScore($id: Int!) {\n    deleteScore(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeleteScoreDocument,
    "\n  query EntryForScore($id: Int!) {\n    getEntry(id: $id) {\n      ...LinkedEntryFields\n      signature\n      genre\n    }\n  }\n": typeof types.EntryForScoreDocument,
    "\n  query PeopleByName($query: String!) {\n    search(query: $query, type: person, first: 2) {\n      items {\n        type\n        id\n        title\n      }\n    }\n  }\n": typeof types.PeopleByNameDocument,
    "\n  fragment LinkedEntryFields on Entry {\n    id\n    number\n    composer\n    page {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.LinkedEntryFieldsFragmentDoc,
    "\n  fragment SourceFields on Source {\n    id\n    type\n    citation\n    description\n    url\n    gnd_id\n    rism_id\n    notes\n  }\n": typeof types.SourceFieldsFragmentDoc,
    "\n  mutation ImportRecords(\n    $file: Upload!\n    $format: ImportFormat!\n    $dryRun: Boolean\n    $mapping: [String]\n    $listSeparator: String\n    $peopleSeparator: String\n    $catalog: Int\n  ) {\n    importRecords(\n      file: $file\n      format: $format\n      dryRun: $dryRun\n      mapping: $mapping\n      listSeparator: $listSeparator\n      peopleSeparator: $peopleSeparator\n      catalog: $catalog\n    ) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": typeof types.ImportRecordsDocument,
    "\n  mutation UndoImport($job: Int!) {\n    undoImport(job: $job) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": typeof types.UndoImportDocument,
    "\n  query ImportCatalogTitle($id: Int!) {\n    recordTitle(type: catalog, id: $id)\n  }\n": typeof types.ImportCatalogTitleDocument,
    "\n  fragment ListedFile on File {\n    id\n    filename\n    mime\n    size\n    is_folder\n    folder\n    width\n    height\n    created_at\n    updated_at\n  }\n": typeof types.ListedFileFragmentDoc,
    "\n  query Files($folder: String, $search: String, $sort: FileSort, $descending: Boolean, $first: Int, $after: String) {\n    files(folder: $folder, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...ListedFile\n      }\n    }\n  }\n": typeof types.FilesDocument,
    "\n  query FileDetails($id: Int!) {\n    getFile(id: $id) {\n      ...ListedFile\n      folders\n      digital_copies {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FileDetailsDocument,
    "\n  mutation SaveFile($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.SaveFileDocument,
    "\n  mutation RenameFiles($renames: [FileRenameInput!]!) {\n    renameFiles(renames: $renames) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.RenameFilesDocument,
    "\n  mutation DeleteFile($id: Int!) {\n    deleteFile(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.DeleteFileDocument,
    "\n  query LookupGenres($search: String) {\n    genres(search: $search) {\n      id\n      name\n    }\n  }\n": typeof types.LookupGenresDocument,
    "\n  query PickRecord($query: String, $type: RecordType, $first: Int) {\n    search(query: $query, type: $type, first: $first) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n": typeof types.PickRecordDocument,
    "\n  query RecordTitle($type: RecordType!, $id: Int!) {\n    recordTitle(type: $type, id: $id)\n  }\n": typeof types.RecordTitleDocument,
    "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    stage\n    progress\n    total\n    warning_count\n    message\n    message_key\n    cancel_requested\n    summary\n    undoable\n    created_at\n    started_at\n    finished_at\n  }\n": typeof types.JobFieldsFragmentDoc,
    "\n  query GetJob($id: Int!) {\n    job(id: $id) {\n      ...JobFields\n    }\n  }\n": typeof types.GetJobDocument,
    "\n  query Jobs($first: Int) {\n    jobs(first: $first) {\n      total\n      items {\n        ...JobFields\n      }\n    }\n  }\n": typeof types.JobsDocument,
    "\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.CancelJobDocument,
    "\n  mutation UndoJob($id: Int!) {\n    undoJob(id: $id) {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n": typeof types.UndoJobDocument,
    "\n  query GetJobReport($id: Int!) {\n    job(id: $id) {\n      id\n      status\n      report\n    }\n  }\n": typeof types.GetJobReportDocument,
    "\n  fragment OutcomeFields on Outcome {\n    success\n    message\n    message_key\n    message_params {\n      name\n      value\n    }\n    errors {\n      path\n      key\n      message\n    }\n  }\n": typeof types.OutcomeFieldsFragmentDoc,
    "\n  fragment SaveOutcomeFields on UpsertResult {\n    ...OutcomeFields\n    id\n  }\n": typeof types.SaveOutcomeFieldsFragmentDoc,
    "\n  query SameNamedRecords($query: String!, $type: RecordType!) {\n    search(query: $query, type: $type, first: 10) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n": typeof types.SameNamedRecordsDocument,
    "\n  query RecordRevisions($type: RecordName!, $id: Int!, $first: Int, $after: String) {\n    revisions(type: $type, id: $id, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        action\n        created_at\n        author\n        summary\n        restored_from\n        merge\n      }\n    }\n  }\n": typeof types.RecordRevisionsDocument,
    "\n  query RevisionDifferences($type: RecordName!, $id: Int!, $from: Int!, $to: Int) {\n    revisionDiff(type: $type, id: $id, from: $from, to: $to) {\n      fields {\n        ...FieldDifferenceFields\n        items {\n          position\n          label\n          change\n          incipit_before {\n            ...IncipitCodeFields\n          }\n          incipit_after {\n            ...IncipitCodeFields\n          }\n          fields {\n            ...FieldDifferenceFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment FieldDifferenceFields on FieldDifference {\n    field\n    label\n    change\n    before\n    after\n    words {\n      text\n      change\n    }\n  }\n\n  fragment IncipitCodeFields on IncipitCode {\n    clef\n    key_signature\n    time_signature\n    pae\n  }\n": typeof types.RevisionDifferencesDocument,
    "\n  mutation RestoreRevision($type: RecordName!, $id: Int!, $revision: Int!, $updatedAt: String) {\n    restoreRevision(type: $type, id: $id, revision: $revision, updated_at: $updatedAt) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.RestoreRevisionDocument,
    "\n  query DeletedRecords($type: RecordName!, $first: Int, $after: String) {\n    deletedRecords(type: $type, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        record_id\n        created_at\n        author\n        title\n      }\n    }\n  }\n": typeof types.DeletedRecordsDocument,
    "\n  mutation RestoreDeleted($type: RecordName!, $id: Int!) {\n    restoreDeleted(type: $type, id: $id) {\n      ...SaveOutcomeFields\n    }\n  }\n": typeof types.RestoreDeletedDocument,
    "\n  query DuplicateCandidates($type: MergeType!, $first: Int) {\n    duplicateCandidates(type: $type, first: $first) {\n      a {\n        id\n        title\n        subtitle\n      }\n      b {\n        id\n        title\n        subtitle\n      }\n      similarity\n      same_years\n      other_years\n      same_ids\n    }\n  }\n": typeof types.DuplicateCandidatesDocument,
    "\n  query MergePreview($type: MergeType!, $keep: Int!, $merge: [Int!]!) {\n    mergePreview(type: $type, keep: $keep, merge: $merge) {\n      records {\n        id\n        title\n        subtitle\n        updated_at\n      }\n      fields {\n        field\n        label\n        list\n        values\n        same\n      }\n      relinked {\n        type\n        count\n        titles\n      }\n    }\n  }\n": typeof types.MergePreviewDocument,
    "\n  mutation MergeRecords(\n    $type: MergeType!\n    $keep: Int!\n    $merge: [Int!]!\n    $choices: [MergeChoice!]\n    $updatedAt: String\n  ) {\n    mergeRecords(type: $type, keep: $keep, merge: $merge, choices: $choices, updated_at: $updatedAt) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n": typeof types.MergeRecordsDocument,
    "\n  mutation UndoMerge($id: Int!) {\n    undoMerge(id: $id) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n": typeof types.UndoMergeDocument,
    "\n  query HasAccounts {\n    hasAccounts\n  }\n": typeof types.HasAccountsDocument,
    "\n  query BulkEditFields($type: BulkType!) {\n    bulkEditFields(type: $type)\n  }\n": typeof types.BulkEditFieldsDocument,
    "\n  mutation StartBulkEdit(\n    $type: BulkType!\n    $query: String\n    $filters: SearchFilters\n    $operation: BulkOperation!\n    $dryRun: Boolean\n  ) {\n    bulkEdit(type: $type, query: $query, filters: $filters, operation: $operation, dryRun: $dryRun) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": typeof types.StartBulkEditDocument,
    "\n  mutation UndoBulkEdit($id: Int!) {\n    undoBulkEdit(id: $id) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": typeof types.UndoBulkEditDocument,
    "\n  fragment IncipitMatchFields on IncipitMatch {\n    incipit {\n      id\n      clef\n      key_signature\n      time_signature\n      pae\n    }\n    score_id\n    score_title\n    shelfmark\n    composer\n    path\n    matched_notes\n    similarity\n  }\n": typeof types.IncipitMatchFieldsFragmentDoc,
    "\n  query IncipitSearch(\n    $pae: String!\n    $clef: String\n    $key_signature: String\n    $time_signature: String\n    $rhythm: Boolean\n    $anchored: Boolean\n    $first: Int\n    $after: String\n  ) {\n    incipitSearch(\n      pae: $pae\n      clef: $clef\n      key_signature: $key_signature\n      time_signature: $time_signature\n      rhythm: $rhythm\n      anchored: $anchored\n      first: $first\n      after: $after\n    ) {\n      total\n      endCursor\n      hasNextPage\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n": typeof types.IncipitSearchDocument,
    "\n  query Search(\n    $query: String\n    $type: RecordType\n    $first: Int\n    $after: String\n    $filters: SearchFilters\n    $sort: SearchSort\n  ) {\n    search(query: $query, type: $type, first: $first, after: $after, filters: $filters, sort: $sort) {\n      total\n      hasNextPage\n      suggestion\n      corrected\n      facets {\n        name\n        values {\n          value\n          label\n          count\n        }\n      }\n      items {\n        type\n        id\n        title\n        subtitle\n        path\n        matched\n        score {\n          shelfmark\n          short_title\n          composer\n          genre\n          key\n          scoring\n          incipit {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        person {\n          dates\n          cleric\n        }\n        entry {\n          page\n          catalog\n          score_id\n        }\n        digital_copy {\n          thumbnail\n        }\n      }\n    }\n  }\n": typeof types.SearchDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    locale\n    email_verified_at\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  mutation UpdateLocale($locale: String!) {\n    updateLocale(locale: $locale) {\n      success\n      message\n    }\n  }\n": typeof types.UpdateLocaleDocument,
    "\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.ActivateUserDocument,
    "\n  mutation SuspendUser($id: Int!) {\n    suspendUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.SuspendUserDocument,
    "\n  mutation SetUserPermissions($id: Int!, $permissions: [Int!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.SetUserPermissionsDocument,
    "\n  mutation SendPasswordResetLink($id: Int!) {\n    sendPasswordResetLink(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.SendPasswordResetLinkDocument,
    "\n  mutation ResendVerificationEmail($id: Int!) {\n    resendVerificationEmail(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  fragment AdministeredUser on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    email_verified_at\n    registered_at\n    status\n  }\n": typeof types.AdministeredUserFragmentDoc,
    "\n  query Users($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...AdministeredUser\n      }\n    }\n  }\n": typeof types.UsersDocument,
    "\n  mutation RebuildMelodyIndex {\n    rebuildMelodyIndex {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n": typeof types.RebuildMelodyIndexDocument,
    "\n  mutation UpdateSetting($key: String!, $value: String) {\n    updateSetting(key: $key, value: $value) {\n      ...OutcomeFields\n    }\n  }\n": typeof types.UpdateSettingDocument,
    "\n  query WebsiteSettings {\n    settings {\n      key\n      value\n    }\n  }\n": typeof types.WebsiteSettingsDocument,
};
const documents: Documents = {
    "\n  query SiteSettings {\n    siteTitle: getSetting(key: \"site_title\") {\n      key\n      value\n    }\n    themeColor: getSetting(key: \"theme_color\") {\n      key\n      value\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout {\n      ...OutcomeFields\n    }\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...OutcomeFields\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $password: String, $password_confirmation: String) {\n    resetPassword(token: $token, password: $password, password_confirmation: $password_confirmation) {\n      ...OutcomeFields\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ResendVerification {\n    resendVerification {\n      ...OutcomeFields\n    }\n  }\n": types.ResendVerificationDocument,
    "\n  mutation VerifyEmail($id: Int!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      ...OutcomeFields\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  fragment AttributionFields on Attribution {\n    id\n    person {\n      id\n      names {\n        name\n        primary\n      }\n    }\n    function\n    qualifier\n    profession\n    from\n    to\n    designation\n    member\n    notes\n    place {\n      id\n      name\n    }\n  }\n": types.AttributionFieldsFragmentDoc,
    "\n  mutation AssignPageImages($firstPageId: Int!, $firstImageId: Int!) {\n    assignPageImages(firstPageId: $firstPageId, firstImageId: $firstImageId) {\n      ...OutcomeFields\n      ids\n    }\n  }\n": types.AssignPageImagesDocument,
    "\n  mutation CreatePages($catalogId: Int!, $count: Int!) {\n    createPages(catalogId: $catalogId, count: $count) {\n      ...OutcomeFields\n      ids\n    }\n  }\n": types.CreatePagesDocument,
    "\n  mutation ArrangePages($catalogId: Int!, $pageIds: [Int!]!, $firstNumber: Int) {\n    arrangePages(catalogId: $catalogId, pageIds: $pageIds, firstNumber: $firstNumber) {\n      ...OutcomeFields\n      ids\n    }\n  }\n": types.ArrangePagesDocument,
    "\n  query GetCatalog($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      title\n      short_title\n      shelfmark\n      collection {\n        id\n        name\n      }\n      digital_copies {\n        id\n        name\n      }\n      updated_at\n    }\n  }\n": types.GetCatalogDocument,
    "\n  mutation UpsertCatalog($input: CatalogInput!) {\n    upsertCatalog(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertCatalogDocument,
    "\n  mutation DeleteCatalog($id: Int!) {\n    deleteCatalog(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeleteCatalogDocument,
    "\n  query GetCollection($id: Int!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      description\n      url\n      updated_at\n    }\n  }\n": types.GetCollectionDocument,
    "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertCollectionDocument,
    "\n  mutation DeleteCollection($id: Int!) {\n    deleteCollection(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeleteCollectionDocument,
    "\n  query GetComposite($id: Int!) {\n    getComposite(id: $id) {\n      id\n      shelfmark\n      title\n      notes\n      parent {\n        id\n        shelfmark\n        title\n      }\n      composites {\n        id\n        shelfmark\n        title\n      }\n      scores {\n        id\n        title\n        short_title\n        shelfmark\n      }\n      updated_at\n    }\n  }\n": types.GetCompositeDocument,
    "\n  mutation UpsertComposite($input: CompositeInput!) {\n    upsertComposite(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertCompositeDocument,
    "\n  mutation DeleteComposite($id: Int!) {\n    deleteComposite(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeleteCompositeDocument,
    "\n  fragment DigitalCopyImageFields on DigitalCopyFile {\n    id\n    name\n    file {\n      id\n      filename\n      mime\n    }\n    remote {\n      image\n    }\n    iiif_canvases {\n      id\n      label\n      annotations {\n        id\n        url\n        service\n        width\n        height\n        format\n      }\n    }\n  }\n": types.DigitalCopyImageFieldsFragmentDoc,
    "\n  query GetDigitalCopy($id: Int!) {\n    getDigitalCopy(id: $id) {\n      id\n      name\n      digitizable_type\n      digitizable_id\n      manifest_url\n      files {\n        ...DigitalCopyImageFields\n      }\n      updated_at\n    }\n  }\n": types.GetDigitalCopyDocument,
    "\n  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {\n    upsertDigitalCopy(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertDigitalCopyDocument,
    "\n  mutation DeleteDigitalCopy($id: Int!) {\n    deleteDigitalCopy(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeleteDigitalCopyDocument,
    "\n  query DigitizableTitle($id: Int!, $score: Boolean!) {\n    getScore(id: $id) @include(if: $score) {\n      id\n      shelfmark\n      title\n      short_title\n    }\n    getCatalog(id: $id) @skip(if: $score) {\n      id\n      title\n      short_title\n    }\n  }\n": types.DigitizableTitleDocument,
    "\n  mutation UploadImage($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UploadImageDocument,
    "\n  query IiifAnnotationsForDigitalCopy($id: Int!) {\n    getIiifAnnotationsForDigitalCopy(id: $id) {\n      id\n      iiifable_id\n    }\n  }\n": types.IiifAnnotationsForDigitalCopyDocument,
    "\n  query Holdings($kind: HoldingKind!, $id: Int!, $first: Int, $offset: Int, $function: String) {\n    holdings(kind: $kind, id: $id, first: $first, offset: $offset, function: $function) {\n      total\n      groups {\n        function\n        total\n      }\n      items {\n        id\n        title\n        subtitle\n        path\n        functions\n      }\n    }\n  }\n": types.HoldingsDocument,
    "\n  query SimilarIncipits($incipitId: Int!, $first: Int) {\n    similarIncipits(incipitId: $incipitId, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n": types.SimilarIncipitsDocument,
    "\n  query IncipitsLike($pae: String!, $clef: String, $key_signature: String, $time_signature: String, $first: Int) {\n    incipitSearch(pae: $pae, clef: $clef, key_signature: $key_signature, time_signature: $time_signature, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n": types.IncipitsLikeDocument,
    "\n  fragment IncipitFields on Incipit {\n    id\n    number\n    movement\n    section\n    tempo\n    part\n    clef\n    key_signature\n    time_signature\n    is_text_incipit\n    text\n    pae\n    basso_continuo\n    notes\n  }\n": types.IncipitFieldsFragmentDoc,
    "\n  query GetPage($id: Int!) {\n    getPage(id: $id) {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n      previous_page_id\n      next_page_id\n      digital_copy_file {\n        id\n      }\n      entries {\n        ...PageEntryFields\n      }\n      updated_at\n    }\n  }\n": types.GetPageDocument,
    "\n  mutation UpsertPage($input: PageInput!, $previousPageId: Int) {\n    upsertPage(input: $input, previousPageId: $previousPageId) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertPageDocument,
    "\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeletePageDocument,
    "\n  fragment PageEntryFields on Entry {\n    id\n    number\n    signature\n    genre\n    composer\n    annotation\n    notes\n    region {\n      x\n      y\n      w\n      h\n    }\n  }\n": types.PageEntryFieldsFragmentDoc,
    "\n  fragment CatalogPageFields on Page {\n    id\n    number\n    position\n    updated_at\n    digital_copy_file {\n      ...DigitalCopyImageFields\n      digital_copy {\n        id\n        name\n        manifest_url\n      }\n    }\n    entries {\n      ...PageEntryFields\n      score {\n        id\n        title\n        short_title\n        shelfmark\n      }\n    }\n  }\n": types.CatalogPageFieldsFragmentDoc,
    "\n  query CatalogImages($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      digital_copies {\n        id\n        name\n        manifest_url\n        files {\n          ...DigitalCopyImageFields\n          position\n        }\n      }\n    }\n  }\n": types.CatalogImagesDocument,
    "\n  query PageCatalog($id: Int!) {\n    getPage(id: $id) {\n      id\n      catalog {\n        id\n      }\n    }\n  }\n": types.PageCatalogDocument,
    "\n  query CatalogPageList($catalogId: Int!) {\n    getCatalogPageList(catalogId: $catalogId) {\n      id\n      number\n      position\n      digital_copy_file_id\n      entry_count\n    }\n  }\n": types.CatalogPageListDocument,
    "\n  query CatalogPage($id: Int!) {\n    getPage(id: $id) {\n      ...CatalogPageFields\n    }\n  }\n": types.CatalogPageDocument,
    "\n  query GetPerson($id: Int!) {\n    getPerson(id: $id) {\n      id\n      names {\n        id\n        name\n        primary\n      }\n      dates\n      cleric\n      first_mass\n      profession\n      notes\n      syllabi {\n        id\n        citation\n        transcription\n        translation\n      }\n      vow_book_entry {\n        id\n        citation\n        transcription\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n": types.GetPersonDocument,
    "\n  mutation UpsertPerson($input: PersonInput!) {\n    upsertPerson(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertPersonDocument,
    "\n  mutation DeletePerson($id: Int!) {\n    deletePerson(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeletePersonDocument,
    "\n  query LookupPlaces($search: String) {\n    places(search: $search) {\n      id\n      name\n    }\n  }\n": types.LookupPlacesDocument,
    "\n  mutation AddPlace($name: String!) {\n    addPlace(name: $name) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.AddPlaceDocument,
    "\n  query GetPublication($id: Int!) {\n    getPublication(id: $id) {\n      id\n      title\n      short_title\n      extent\n      publisher\n      publication_date\n      publication_place\n      notes\n      attributions {\n        ...AttributionFields\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n": types.GetPublicationDocument,
    "\n  mutation UpsertPublication($input: PublicationInput!) {\n    upsertPublication(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertPublicationDocument,
    "\n  mutation DeletePublication($id: Int!) {\n    deletePublication(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeletePublicationDocument,
    "\n  query CollectionPrefix($id: Int!) {\n    getCollection(id: $id) {\n      id\n      prefix\n    }\n  }\n": types.CollectionPrefixDocument,
    "\n  query EntryChoices($query: String!) {\n    entryChoices(query: $query) {\n      id\n      title\n      subtitle\n      held_by {\n        id\n        shelfmark\n      }\n    }\n  }\n": types.EntryChoicesDocument,
    "\n  query EntryCatalogs {\n    search(type: catalog, first: 100) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n": types.EntryCatalogsDocument,
    "\n  query EntryPages($catalogId: Int!) {\n    getCatalogPages(catalogId: $catalogId) {\n      id\n      number\n      entries {\n        id\n        number\n      }\n    }\n  }\n": types.EntryPagesDocument,
    "\n  mutation AddEntry($pageId: Int!, $entry: EntryInput!) {\n    addEntry(pageId: $pageId, entry: $entry) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.AddEntryDocument,
    "\n  query GetScore($id: Int!) {\n    getScore(id: $id) {\n      id\n      collection {\n        id\n        name\n      }\n      composite {\n        id\n        shelfmark\n        title\n      }\n      shelfmark\n      former_shelfmarks\n      short_title\n      short_title_prefix\n      title\n      alternative_name\n      opus\n      work_date\n      key\n      provenance\n      notes\n      has_digital_copy\n      digital_copy_elsewhere\n      voices {\n        id\n        voice\n        count\n        numbering\n      }\n      genres {\n        id\n        name\n      }\n      entries {\n        ...LinkedEntryFields\n      }\n      attributions {\n        ...AttributionFields\n      }\n      incipits {\n        ...IncipitFields\n      }\n      parts {\n        id\n        score_type\n        source_type\n        extent\n        measurements\n        wear\n        date\n        watermark\n        voices {\n          id\n          voice\n          count\n          numbering\n        }\n        notes\n      }\n      publications {\n        id\n        number\n        notes\n        publication {\n          id\n          title\n          short_title\n        }\n      }\n      sources {\n        ...SourceFields\n      }\n      digital_copies {\n        id\n        name\n      }\n      author {\n        id\n        names {\n          name\n          primary\n        }\n      }\n      updated_at\n    }\n  }\n": types.GetScoreDocument,
    "\n  mutation UpsertScore($input: ScoreInput!) {\n    upsertScore(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.UpsertScoreDocument,
    "\n  mutation DeleteScore($id: Int!) {\n    deleteScore(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeleteScoreDocument,
    "\n  query EntryForScore($id: Int!) {\n    getEntry(id: $id) {\n      ...LinkedEntryFields\n      signature\n      genre\n    }\n  }\n": types.EntryForScoreDocument,
    "\n  query PeopleByName($query: String!) {\n    search(query: $query, type: person, first: 2) {\n      items {\n        type\n        id\n        title\n      }\n    }\n  }\n": types.PeopleByNameDocument,
    "\n  fragment LinkedEntryFields on Entry {\n    id\n    number\n    composer\n    page {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.LinkedEntryFieldsFragmentDoc,
    "\n  fragment SourceFields on Source {\n    id\n    type\n    citation\n    description\n    url\n    gnd_id\n    rism_id\n    notes\n  }\n": types.SourceFieldsFragmentDoc,
    "\n  mutation ImportRecords(\n    $file: Upload!\n    $format: ImportFormat!\n    $dryRun: Boolean\n    $mapping: [String]\n    $listSeparator: String\n    $peopleSeparator: String\n    $catalog: Int\n  ) {\n    importRecords(\n      file: $file\n      format: $format\n      dryRun: $dryRun\n      mapping: $mapping\n      listSeparator: $listSeparator\n      peopleSeparator: $peopleSeparator\n      catalog: $catalog\n    ) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": types.ImportRecordsDocument,
    "\n  mutation UndoImport($job: Int!) {\n    undoImport(job: $job) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": types.UndoImportDocument,
    "\n  query ImportCatalogTitle($id: Int!) {\n    recordTitle(type: catalog, id: $id)\n  }\n": types.ImportCatalogTitleDocument,
    "\n  fragment ListedFile on File {\n    id\n    filename\n    mime\n    size\n    is_folder\n    folder\n    width\n    height\n    created_at\n    updated_at\n  }\n": types.ListedFileFragmentDoc,
    "\n  query Files($folder: String, $search: String, $sort: FileSort, $descending: Boolean, $first: Int, $after: String) {\n    files(folder: $folder, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...ListedFile\n      }\n    }\n  }\n": types.FilesDocument,
    "\n  query FileDetails($id: Int!) {\n    getFile(id: $id) {\n      ...ListedFile\n      folders\n      digital_copies {\n        id\n        name\n      }\n    }\n  }\n": types.FileDetailsDocument,
    "\n  mutation SaveFile($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.SaveFileDocument,
    "\n  mutation RenameFiles($renames: [FileRenameInput!]!) {\n    renameFiles(renames: $renames) {\n      ...OutcomeFields\n    }\n  }\n": types.RenameFilesDocument,
    "\n  mutation DeleteFile($id: Int!) {\n    deleteFile(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.DeleteFileDocument,
    "\n  query LookupGenres($search: String) {\n    genres(search: $search) {\n      id\n      name\n    }\n  }\n": types.LookupGenresDocument,
    "\n  query PickRecord($query: String, $type: RecordType, $first: Int) {\n    search(query: $query, type: $type, first: $first) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n": types.PickRecordDocument,
    "\n  query RecordTitle($type: RecordType!, $id: Int!) {\n    recordTitle(type: $type, id: $id)\n  }\n": types.RecordTitleDocument,
    "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    stage\n    progress\n    total\n    warning_count\n    message\n    message_key\n    cancel_requested\n    summary\n    undoable\n    created_at\n    started_at\n    finished_at\n  }\n": types.JobFieldsFragmentDoc,
    "\n  query GetJob($id: Int!) {\n    job(id: $id) {\n      ...JobFields\n    }\n  }\n": types.GetJobDocument,
    "\n  query Jobs($first: Int) {\n    jobs(first: $first) {\n      total\n      items {\n        ...JobFields\n      }\n    }\n  }\n": types.JobsDocument,
    "\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.CancelJobDocument,
    "\n  mutation UndoJob($id: Int!) {\n    undoJob(id: $id) {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n": types.UndoJobDocument,
    "\n  query GetJobReport($id: Int!) {\n    job(id: $id) {\n      id\n      status\n      report\n    }\n  }\n": types.GetJobReportDocument,
    "\n  fragment OutcomeFields on Outcome {\n    success\n    message\n    message_key\n    message_params {\n      name\n      value\n    }\n    errors {\n      path\n      key\n      message\n    }\n  }\n": types.OutcomeFieldsFragmentDoc,
    "\n  fragment SaveOutcomeFields on UpsertResult {\n    ...OutcomeFields\n    id\n  }\n": types.SaveOutcomeFieldsFragmentDoc,
    "\n  query SameNamedRecords($query: String!, $type: RecordType!) {\n    search(query: $query, type: $type, first: 10) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n": types.SameNamedRecordsDocument,
    "\n  query RecordRevisions($type: RecordName!, $id: Int!, $first: Int, $after: String) {\n    revisions(type: $type, id: $id, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        action\n        created_at\n        author\n        summary\n        restored_from\n        merge\n      }\n    }\n  }\n": types.RecordRevisionsDocument,
    "\n  query RevisionDifferences($type: RecordName!, $id: Int!, $from: Int!, $to: Int) {\n    revisionDiff(type: $type, id: $id, from: $from, to: $to) {\n      fields {\n        ...FieldDifferenceFields\n        items {\n          position\n          label\n          change\n          incipit_before {\n            ...IncipitCodeFields\n          }\n          incipit_after {\n            ...IncipitCodeFields\n          }\n          fields {\n            ...FieldDifferenceFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment FieldDifferenceFields on FieldDifference {\n    field\n    label\n    change\n    before\n    after\n    words {\n      text\n      change\n    }\n  }\n\n  fragment IncipitCodeFields on IncipitCode {\n    clef\n    key_signature\n    time_signature\n    pae\n  }\n": types.RevisionDifferencesDocument,
    "\n  mutation RestoreRevision($type: RecordName!, $id: Int!, $revision: Int!, $updatedAt: String) {\n    restoreRevision(type: $type, id: $id, revision: $revision, updated_at: $updatedAt) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.RestoreRevisionDocument,
    "\n  query DeletedRecords($type: RecordName!, $first: Int, $after: String) {\n    deletedRecords(type: $type, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        record_id\n        created_at\n        author\n        title\n      }\n    }\n  }\n": types.DeletedRecordsDocument,
    "\n  mutation RestoreDeleted($type: RecordName!, $id: Int!) {\n    restoreDeleted(type: $type, id: $id) {\n      ...SaveOutcomeFields\n    }\n  }\n": types.RestoreDeletedDocument,
    "\n  query DuplicateCandidates($type: MergeType!, $first: Int) {\n    duplicateCandidates(type: $type, first: $first) {\n      a {\n        id\n        title\n        subtitle\n      }\n      b {\n        id\n        title\n        subtitle\n      }\n      similarity\n      same_years\n      other_years\n      same_ids\n    }\n  }\n": types.DuplicateCandidatesDocument,
    "\n  query MergePreview($type: MergeType!, $keep: Int!, $merge: [Int!]!) {\n    mergePreview(type: $type, keep: $keep, merge: $merge) {\n      records {\n        id\n        title\n        subtitle\n        updated_at\n      }\n      fields {\n        field\n        label\n        list\n        values\n        same\n      }\n      relinked {\n        type\n        count\n        titles\n      }\n    }\n  }\n": types.MergePreviewDocument,
    "\n  mutation MergeRecords(\n    $type: MergeType!\n    $keep: Int!\n    $merge: [Int!]!\n    $choices: [MergeChoice!]\n    $updatedAt: String\n  ) {\n    mergeRecords(type: $type, keep: $keep, merge: $merge, choices: $choices, updated_at: $updatedAt) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n": types.MergeRecordsDocument,
    "\n  mutation UndoMerge($id: Int!) {\n    undoMerge(id: $id) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n": types.UndoMergeDocument,
    "\n  query HasAccounts {\n    hasAccounts\n  }\n": types.HasAccountsDocument,
    "\n  query BulkEditFields($type: BulkType!) {\n    bulkEditFields(type: $type)\n  }\n": types.BulkEditFieldsDocument,
    "\n  mutation StartBulkEdit(\n    $type: BulkType!\n    $query: String\n    $filters: SearchFilters\n    $operation: BulkOperation!\n    $dryRun: Boolean\n  ) {\n    bulkEdit(type: $type, query: $query, filters: $filters, operation: $operation, dryRun: $dryRun) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": types.StartBulkEditDocument,
    "\n  mutation UndoBulkEdit($id: Int!) {\n    undoBulkEdit(id: $id) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n": types.UndoBulkEditDocument,
    "\n  fragment IncipitMatchFields on IncipitMatch {\n    incipit {\n      id\n      clef\n      key_signature\n      time_signature\n      pae\n    }\n    score_id\n    score_title\n    shelfmark\n    composer\n    path\n    matched_notes\n    similarity\n  }\n": types.IncipitMatchFieldsFragmentDoc,
    "\n  query IncipitSearch(\n    $pae: String!\n    $clef: String\n    $key_signature: String\n    $time_signature: String\n    $rhythm: Boolean\n    $anchored: Boolean\n    $first: Int\n    $after: String\n  ) {\n    incipitSearch(\n      pae: $pae\n      clef: $clef\n      key_signature: $key_signature\n      time_signature: $time_signature\n      rhythm: $rhythm\n      anchored: $anchored\n      first: $first\n      after: $after\n    ) {\n      total\n      endCursor\n      hasNextPage\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n": types.IncipitSearchDocument,
    "\n  query Search(\n    $query: String\n    $type: RecordType\n    $first: Int\n    $after: String\n    $filters: SearchFilters\n    $sort: SearchSort\n  ) {\n    search(query: $query, type: $type, first: $first, after: $after, filters: $filters, sort: $sort) {\n      total\n      hasNextPage\n      suggestion\n      corrected\n      facets {\n        name\n        values {\n          value\n          label\n          count\n        }\n      }\n      items {\n        type\n        id\n        title\n        subtitle\n        path\n        matched\n        score {\n          shelfmark\n          short_title\n          composer\n          genre\n          key\n          scoring\n          incipit {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        person {\n          dates\n          cleric\n        }\n        entry {\n          page\n          catalog\n          score_id\n        }\n        digital_copy {\n          thumbnail\n        }\n      }\n    }\n  }\n": types.SearchDocument,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n": types.MeDocument,
    "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    locale\n    email_verified_at\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  mutation UpdateLocale($locale: String!) {\n    updateLocale(locale: $locale) {\n      success\n      message\n    }\n  }\n": types.UpdateLocaleDocument,
    "\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.ActivateUserDocument,
    "\n  mutation SuspendUser($id: Int!) {\n    suspendUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.SuspendUserDocument,
    "\n  mutation SetUserPermissions($id: Int!, $permissions: [Int!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      ...OutcomeFields\n    }\n  }\n": types.SetUserPermissionsDocument,
    "\n  mutation SendPasswordResetLink($id: Int!) {\n    sendPasswordResetLink(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.SendPasswordResetLinkDocument,
    "\n  mutation ResendVerificationEmail($id: Int!) {\n    resendVerificationEmail(id: $id) {\n      ...OutcomeFields\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  fragment AdministeredUser on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    email_verified_at\n    registered_at\n    status\n  }\n": types.AdministeredUserFragmentDoc,
    "\n  query Users($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...AdministeredUser\n      }\n    }\n  }\n": types.UsersDocument,
    "\n  mutation RebuildMelodyIndex {\n    rebuildMelodyIndex {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n": types.RebuildMelodyIndexDocument,
    "\n  mutation UpdateSetting($key: String!, $value: String) {\n    updateSetting(key: $key, value: $value) {\n      ...OutcomeFields\n    }\n  }\n": types.UpdateSettingDocument,
    "\n  query WebsiteSettings {\n    settings {\n      key\n      value\n    }\n  }\n": types.WebsiteSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteTitle: getSetting(key: \"site_title\") {\n      key\n      value\n    }\n    themeColor: getSetting(key: \"theme_color\") {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteTitle: getSetting(key: \"site_title\") {\n      key\n      value\n    }\n    themeColor: getSetting(key: \"theme_color\") {\n      key\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...OutcomeFields\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $password: String, $password_confirmation: String) {\n    resetPassword(token: $token, password: $password, password_confirmation: $password_confirmation) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $password: String, $password_confirmation: String) {\n    resetPassword(token: $token, password: $password, password_confirmation: $password_confirmation) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerification {\n    resendVerification {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerification {\n    resendVerification {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($id: Int!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($id: Int!, $hash: String!) {\n    verifyEmail(id: $id, hash: $hash) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttributionFields on Attribution {\n    id\n    person {\n      id\n      names {\n        name\n        primary\n      }\n    }\n    function\n    qualifier\n    profession\n    from\n    to\n    designation\n    member\n    notes\n    place {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AttributionFields on Attribution {\n    id\n    person {\n      id\n      names {\n        name\n        primary\n      }\n    }\n    function\n    qualifier\n    profession\n    from\n    to\n    designation\n    member\n    notes\n    place {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignPageImages($firstPageId: Int!, $firstImageId: Int!) {\n    assignPageImages(firstPageId: $firstPageId, firstImageId: $firstImageId) {\n      ...OutcomeFields\n      ids\n    }\n  }\n"): (typeof documents)["\n  mutation AssignPageImages($firstPageId: Int!, $firstImageId: Int!) {\n    assignPageImages(firstPageId: $firstPageId, firstImageId: $firstImageId) {\n      ...OutcomeFields\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePages($catalogId: Int!, $count: Int!) {\n    createPages(catalogId: $catalogId, count: $count) {\n      ...OutcomeFields\n      ids\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePages($catalogId: Int!, $count: Int!) {\n    createPages(catalogId: $catalogId, count: $count) {\n      ...OutcomeFields\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArrangePages($catalogId: Int!, $pageIds: [Int!]!, $firstNumber: Int) {\n    arrangePages(catalogId: $catalogId, pageIds: $pageIds, firstNumber: $firstNumber) {\n      ...OutcomeFields\n      ids\n    }\n  }\n"): (typeof documents)["\n  mutation ArrangePages($catalogId: Int!, $pageIds: [Int!]!, $firstNumber: Int) {\n    arrangePages(catalogId: $catalogId, pageIds: $pageIds, firstNumber: $firstNumber) {\n      ...OutcomeFields\n      ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCatalog($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      title\n      short_title\n      shelfmark\n      collection {\n        id\n        name\n      }\n      digital_copies {\n        id\n        name\n      }\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetCatalog($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      title\n      short_title\n      shelfmark\n      collection {\n        id\n        name\n      }\n      digital_copies {\n        id\n        name\n      }\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertCatalog($input: CatalogInput!) {\n    upsertCatalog(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertCatalog($input: CatalogInput!) {\n    upsertCatalog(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCatalog($id: Int!) {\n    deleteCatalog(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCatalog($id: Int!) {\n    deleteCatalog(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCollection($id: Int!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      description\n      url\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetCollection($id: Int!) {\n    getCollection(id: $id) {\n      id\n      name\n      prefix\n      description\n      url\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertCollection($input: CollectionInput!) {\n    upsertCollection(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCollection($id: Int!) {\n    deleteCollection(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCollection($id: Int!) {\n    deleteCollection(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetComposite($id: Int!) {\n    getComposite(id: $id) {\n      id\n      shelfmark\n      title\n      notes\n      parent {\n        id\n        shelfmark\n        title\n      }\n      composites {\n        id\n        shelfmark\n        title\n      }\n      scores {\n        id\n        title\n        short_title\n        shelfmark\n      }\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetComposite($id: Int!) {\n    getComposite(id: $id) {\n      id\n      shelfmark\n      title\n      notes\n      parent {\n        id\n        shelfmark\n        title\n      }\n      composites {\n        id\n        shelfmark\n        title\n      }\n      scores {\n        id\n        title\n        short_title\n        shelfmark\n      }\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertComposite($input: CompositeInput!) {\n    upsertComposite(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertComposite($input: CompositeInput!) {\n    upsertComposite(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteComposite($id: Int!) {\n    deleteComposite(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteComposite($id: Int!) {\n    deleteComposite(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DigitalCopyImageFields on DigitalCopyFile {\n    id\n    name\n    file {\n      id\n      filename\n      mime\n    }\n    remote {\n      image\n    }\n    iiif_canvases {\n      id\n      label\n      annotations {\n        id\n        url\n        service\n        width\n        height\n        format\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DigitalCopyImageFields on DigitalCopyFile {\n    id\n    name\n    file {\n      id\n      filename\n      mime\n    }\n    remote {\n      image\n    }\n    iiif_canvases {\n      id\n      label\n      annotations {\n        id\n        url\n        service\n        width\n        height\n        format\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetDigitalCopy($id: Int!) {\n    getDigitalCopy(id: $id) {\n      id\n      name\n      digitizable_type\n      digitizable_id\n      manifest_url\n      files {\n        ...DigitalCopyImageFields\n      }\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetDigitalCopy($id: Int!) {\n    getDigitalCopy(id: $id) {\n      id\n      name\n      digitizable_type\n      digitizable_id\n      manifest_url\n      files {\n        ...DigitalCopyImageFields\n      }\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {\n    upsertDigitalCopy(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertDigitalCopy($input: DigitalCopyInput!) {\n    upsertDigitalCopy(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDigitalCopy($id: Int!) {\n    deleteDigitalCopy(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDigitalCopy($id: Int!) {\n    deleteDigitalCopy(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigitizableTitle($id: Int!, $score: Boolean!) {\n    getScore(id: $id) @include(if: $score) {\n      id\n      shelfmark\n      title\n      short_title\n    }\n    getCatalog(id: $id) @skip(if: $score) {\n      id\n      title\n      short_title\n    }\n  }\n"): (typeof documents)["\n  query DigitizableTitle($id: Int!, $score: Boolean!) {\n    getScore(id: $id) @include(if: $score) {\n      id\n      shelfmark\n      title\n      short_title\n    }\n    getCatalog(id: $id) @skip(if: $score) {\n      id\n      title\n      short_title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImage($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IiifAnnotationsForDigitalCopy($id: Int!) {\n    getIiifAnnotationsForDigitalCopy(id: $id) {\n      id\n      iiifable_id\n    }\n  }\n"): (typeof documents)["\n  query IiifAnnotationsForDigitalCopy($id: Int!) {\n    getIiifAnnotationsForDigitalCopy(id: $id) {\n      id\n      iiifable_id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Holdings($kind: HoldingKind!, $id: Int!, $first: Int, $offset: Int, $function: String) {\n    holdings(kind: $kind, id: $id, first: $first, offset: $offset, function: $function) {\n      total\n      groups {\n        function\n        total\n      }\n      items {\n        id\n        title\n        subtitle\n        path\n        functions\n      }\n    }\n  }\n"): (typeof documents)["\n  query Holdings($kind: HoldingKind!, $id: Int!, $first: Int, $offset: Int, $function: String) {\n    holdings(kind: $kind, id: $id, first: $first, offset: $offset, function: $function) {\n      total\n      groups {\n        function\n        total\n      }\n      items {\n        id\n        title\n        subtitle\n        path\n        functions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SimilarIncipits($incipitId: Int!, $first: Int) {\n    similarIncipits(incipitId: $incipitId, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SimilarIncipits($incipitId: Int!, $first: Int) {\n    similarIncipits(incipitId: $incipitId, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncipitsLike($pae: String!, $clef: String, $key_signature: String, $time_signature: String, $first: Int) {\n    incipitSearch(pae: $pae, clef: $clef, key_signature: $key_signature, time_signature: $time_signature, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncipitsLike($pae: String!, $clef: String, $key_signature: String, $time_signature: String, $first: Int) {\n    incipitSearch(pae: $pae, clef: $clef, key_signature: $key_signature, time_signature: $time_signature, first: $first) {\n      total\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncipitFields on Incipit {\n    id\n    number\n    movement\n    section\n    tempo\n    part\n    clef\n    key_signature\n    time_signature\n    is_text_incipit\n    text\n    pae\n    basso_continuo\n    notes\n  }\n"): (typeof documents)["\n  fragment IncipitFields on Incipit {\n    id\n    number\n    movement\n    section\n    tempo\n    part\n    clef\n    key_signature\n    time_signature\n    is_text_incipit\n    text\n    pae\n    basso_continuo\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPage($id: Int!) {\n    getPage(id: $id) {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n      previous_page_id\n      next_page_id\n      digital_copy_file {\n        id\n      }\n      entries {\n        ...PageEntryFields\n      }\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetPage($id: Int!) {\n    getPage(id: $id) {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n      previous_page_id\n      next_page_id\n      digital_copy_file {\n        id\n      }\n      entries {\n        ...PageEntryFields\n      }\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertPage($input: PageInput!, $previousPageId: Int) {\n    upsertPage(input: $input, previousPageId: $previousPageId) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertPage($input: PageInput!, $previousPageId: Int) {\n    upsertPage(input: $input, previousPageId: $previousPageId) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePage($id: Int!) {\n    deletePage(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageEntryFields on Entry {\n    id\n    number\n    signature\n    genre\n    composer\n    annotation\n    notes\n    region {\n      x\n      y\n      w\n      h\n    }\n  }\n"): (typeof documents)["\n  fragment PageEntryFields on Entry {\n    id\n    number\n    signature\n    genre\n    composer\n    annotation\n    notes\n    region {\n      x\n      y\n      w\n      h\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogPageFields on Page {\n    id\n    number\n    position\n    updated_at\n    digital_copy_file {\n      ...DigitalCopyImageFields\n      digital_copy {\n        id\n        name\n        manifest_url\n      }\n    }\n    entries {\n      ...PageEntryFields\n      score {\n        id\n        title\n        short_title\n        shelfmark\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogPageFields on Page {\n    id\n    number\n    position\n    updated_at\n    digital_copy_file {\n      ...DigitalCopyImageFields\n      digital_copy {\n        id\n        name\n        manifest_url\n      }\n    }\n    entries {\n      ...PageEntryFields\n      score {\n        id\n        title\n        short_title\n        shelfmark\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogImages($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      digital_copies {\n        id\n        name\n        manifest_url\n        files {\n          ...DigitalCopyImageFields\n          position\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogImages($id: Int!) {\n    getCatalog(id: $id) {\n      id\n      digital_copies {\n        id\n        name\n        manifest_url\n        files {\n          ...DigitalCopyImageFields\n          position\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageCatalog($id: Int!) {\n    getPage(id: $id) {\n      id\n      catalog {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PageCatalog($id: Int!) {\n    getPage(id: $id) {\n      id\n      catalog {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPageList($catalogId: Int!) {\n    getCatalogPageList(catalogId: $catalogId) {\n      id\n      number\n      position\n      digital_copy_file_id\n      entry_count\n    }\n  }\n"): (typeof documents)["\n  query CatalogPageList($catalogId: Int!) {\n    getCatalogPageList(catalogId: $catalogId) {\n      id\n      number\n      position\n      digital_copy_file_id\n      entry_count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPage($id: Int!) {\n    getPage(id: $id) {\n      ...CatalogPageFields\n    }\n  }\n"): (typeof documents)["\n  query CatalogPage($id: Int!) {\n    getPage(id: $id) {\n      ...CatalogPageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPerson($id: Int!) {\n    getPerson(id: $id) {\n      id\n      names {\n        id\n        name\n        primary\n      }\n      dates\n      cleric\n      first_mass\n      profession\n      notes\n      syllabi {\n        id\n        citation\n        transcription\n        translation\n      }\n      vow_book_entry {\n        id\n        citation\n        transcription\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetPerson($id: Int!) {\n    getPerson(id: $id) {\n      id\n      names {\n        id\n        name\n        primary\n      }\n      dates\n      cleric\n      first_mass\n      profession\n      notes\n      syllabi {\n        id\n        citation\n        transcription\n        translation\n      }\n      vow_book_entry {\n        id\n        citation\n        transcription\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertPerson($input: PersonInput!) {\n    upsertPerson(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertPerson($input: PersonInput!) {\n    upsertPerson(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePerson($id: Int!) {\n    deletePerson(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePerson($id: Int!) {\n    deletePerson(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupPlaces($search: String) {\n    places(search: $search) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LookupPlaces($search: String) {\n    places(search: $search) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPlace($name: String!) {\n    addPlace(name: $name) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddPlace($name: String!) {\n    addPlace(name: $name) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetPublication($id: Int!) {\n    getPublication(id: $id) {\n      id\n      title\n      short_title\n      extent\n      publisher\n      publication_date\n      publication_place\n      notes\n      attributions {\n        ...AttributionFields\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetPublication($id: Int!) {\n    getPublication(id: $id) {\n      id\n      title\n      short_title\n      extent\n      publisher\n      publication_date\n      publication_place\n      notes\n      attributions {\n        ...AttributionFields\n      }\n      sources {\n        ...SourceFields\n      }\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertPublication($input: PublicationInput!) {\n    upsertPublication(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertPublication($input: PublicationInput!) {\n    upsertPublication(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePublication($id: Int!) {\n    deletePublication(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePublication($id: Int!) {\n    deletePublication(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CollectionPrefix($id: Int!) {\n    getCollection(id: $id) {\n      id\n      prefix\n    }\n  }\n"): (typeof documents)["\n  query CollectionPrefix($id: Int!) {\n    getCollection(id: $id) {\n      id\n      prefix\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryChoices($query: String!) {\n    entryChoices(query: $query) {\n      id\n      title\n      subtitle\n      held_by {\n        id\n        shelfmark\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryChoices($query: String!) {\n    entryChoices(query: $query) {\n      id\n      title\n      subtitle\n      held_by {\n        id\n        shelfmark\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryCatalogs {\n    search(type: catalog, first: 100) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryCatalogs {\n    search(type: catalog, first: 100) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryPages($catalogId: Int!) {\n    getCatalogPages(catalogId: $catalogId) {\n      id\n      number\n      entries {\n        id\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  query EntryPages($catalogId: Int!) {\n    getCatalogPages(catalogId: $catalogId) {\n      id\n      number\n      entries {\n        id\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddEntry($pageId: Int!, $entry: EntryInput!) {\n    addEntry(pageId: $pageId, entry: $entry) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddEntry($pageId: Int!, $entry: EntryInput!) {\n    addEntry(pageId: $pageId, entry: $entry) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetScore($id: Int!) {\n    getScore(id: $id) {\n      id\n      collection {\n        id\n        name\n      }\n      composite {\n        id\n        shelfmark\n        title\n      }\n      shelfmark\n      former_shelfmarks\n      short_title\n      short_title_prefix\n      title\n      alternative_name\n      opus\n      work_date\n      key\n      provenance\n      notes\n      has_digital_copy\n      digital_copy_elsewhere\n      voices {\n        id\n        voice\n        count\n        numbering\n      }\n      genres {\n        id\n        name\n      }\n      entries {\n        ...LinkedEntryFields\n      }\n      attributions {\n        ...AttributionFields\n      }\n      incipits {\n        ...IncipitFields\n      }\n      parts {\n        id\n        score_type\n        source_type\n        extent\n        measurements\n        wear\n        date\n        watermark\n        voices {\n          id\n          voice\n          count\n          numbering\n        }\n        notes\n      }\n      publications {\n        id\n        number\n        notes\n        publication {\n          id\n          title\n          short_title\n        }\n      }\n      sources {\n        ...SourceFields\n      }\n      digital_copies {\n        id\n        name\n      }\n      author {\n        id\n        names {\n          name\n          primary\n        }\n      }\n      updated_at\n    }\n  }\n"): (typeof documents)["\n  query GetScore($id: Int!) {\n    getScore(id: $id) {\n      id\n      collection {\n        id\n        name\n      }\n      composite {\n        id\n        shelfmark\n        title\n      }\n      shelfmark\n      former_shelfmarks\n      short_title\n      short_title_prefix\n      title\n      alternative_name\n      opus\n      work_date\n      key\n      provenance\n      notes\n      has_digital_copy\n      digital_copy_elsewhere\n      voices {\n        id\n        voice\n        count\n        numbering\n      }\n      genres {\n        id\n        name\n      }\n      entries {\n        ...LinkedEntryFields\n      }\n      attributions {\n        ...AttributionFields\n      }\n      incipits {\n        ...IncipitFields\n      }\n      parts {\n        id\n        score_type\n        source_type\n        extent\n        measurements\n        wear\n        date\n        watermark\n        voices {\n          id\n          voice\n          count\n          numbering\n        }\n        notes\n      }\n      publications {\n        id\n        number\n        notes\n        publication {\n          id\n          title\n          short_title\n        }\n      }\n      sources {\n        ...SourceFields\n      }\n      digital_copies {\n        id\n        name\n      }\n      author {\n        id\n        names {\n          name\n          primary\n        }\n      }\n      updated_at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpsertScore($input: ScoreInput!) {\n    upsertScore(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpsertScore($input: ScoreInput!) {\n    upsertScore(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScore($id: Int!) {\n    deleteScore(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScore($id: Int!) {\n    deleteScore(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryForScore($id: Int!) {\n    getEntry(id: $id) {\n      ...LinkedEntryFields\n      signature\n      genre\n    }\n  }\n"): (typeof documents)["\n  query EntryForScore($id: Int!) {\n    getEntry(id: $id) {\n      ...LinkedEntryFields\n      signature\n      genre\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleByName($query: String!) {\n    search(query: $query, type: person, first: 2) {\n      items {\n        type\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PeopleByName($query: String!) {\n    search(query: $query, type: person, first: 2) {\n      items {\n        type\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LinkedEntryFields on Entry {\n    id\n    number\n    composer\n    page {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment LinkedEntryFields on Entry {\n    id\n    number\n    composer\n    page {\n      id\n      number\n      catalog {\n        id\n        title\n        short_title\n        collection {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SourceFields on Source {\n    id\n    type\n    citation\n    description\n    url\n    gnd_id\n    rism_id\n    notes\n  }\n"): (typeof documents)["\n  fragment SourceFields on Source {\n    id\n    type\n    citation\n    description\n    url\n    gnd_id\n    rism_id\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportRecords(\n    $file: Upload!\n    $format: ImportFormat!\n    $dryRun: Boolean\n    $mapping: [String]\n    $listSeparator: String\n    $peopleSeparator: String\n    $catalog: Int\n  ) {\n    importRecords(\n      file: $file\n      format: $format\n      dryRun: $dryRun\n      mapping: $mapping\n      listSeparator: $listSeparator\n      peopleSeparator: $peopleSeparator\n      catalog: $catalog\n    ) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportRecords(\n    $file: Upload!\n    $format: ImportFormat!\n    $dryRun: Boolean\n    $mapping: [String]\n    $listSeparator: String\n    $peopleSeparator: String\n    $catalog: Int\n  ) {\n    importRecords(\n      file: $file\n      format: $format\n      dryRun: $dryRun\n      mapping: $mapping\n      listSeparator: $listSeparator\n      peopleSeparator: $peopleSeparator\n      catalog: $catalog\n    ) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoImport($job: Int!) {\n    undoImport(job: $job) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoImport($job: Int!) {\n    undoImport(job: $job) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportCatalogTitle($id: Int!) {\n    recordTitle(type: catalog, id: $id)\n  }\n"): (typeof documents)["\n  query ImportCatalogTitle($id: Int!) {\n    recordTitle(type: catalog, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListedFile on File {\n    id\n    filename\n    mime\n    size\n    is_folder\n    folder\n    width\n    height\n    created_at\n    updated_at\n  }\n"): (typeof documents)["\n  fragment ListedFile on File {\n    id\n    filename\n    mime\n    size\n    is_folder\n    folder\n    width\n    height\n    created_at\n    updated_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Files($folder: String, $search: String, $sort: FileSort, $descending: Boolean, $first: Int, $after: String) {\n    files(folder: $folder, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...ListedFile\n      }\n    }\n  }\n"): (typeof documents)["\n  query Files($folder: String, $search: String, $sort: FileSort, $descending: Boolean, $first: Int, $after: String) {\n    files(folder: $folder, search: $search, sort: $sort, descending: $descending, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...ListedFile\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FileDetails($id: Int!) {\n    getFile(id: $id) {\n      ...ListedFile\n      folders\n      digital_copies {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FileDetails($id: Int!) {\n    getFile(id: $id) {\n      ...ListedFile\n      folders\n      digital_copies {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveFile($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveFile($input: FileInput!) {\n    upsertFile(input: $input) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameFiles($renames: [FileRenameInput!]!) {\n    renameFiles(renames: $renames) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RenameFiles($renames: [FileRenameInput!]!) {\n    renameFiles(renames: $renames) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFile($id: Int!) {\n    deleteFile(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFile($id: Int!) {\n    deleteFile(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupGenres($search: String) {\n    genres(search: $search) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LookupGenres($search: String) {\n    genres(search: $search) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickRecord($query: String, $type: RecordType, $first: Int) {\n    search(query: $query, type: $type, first: $first) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickRecord($query: String, $type: RecordType, $first: Int) {\n    search(query: $query, type: $type, first: $first) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordTitle($type: RecordType!, $id: Int!) {\n    recordTitle(type: $type, id: $id)\n  }\n"): (typeof documents)["\n  query RecordTitle($type: RecordType!, $id: Int!) {\n    recordTitle(type: $type, id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    stage\n    progress\n    total\n    warning_count\n    message\n    message_key\n    cancel_requested\n    summary\n    undoable\n    created_at\n    started_at\n    finished_at\n  }\n"): (typeof documents)["\n  fragment JobFields on Job {\n    id\n    kind\n    status\n    stage\n    progress\n    total\n    warning_count\n    message\n    message_key\n    cancel_requested\n    summary\n    undoable\n    created_at\n    started_at\n    finished_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetJob($id: Int!) {\n    job(id: $id) {\n      ...JobFields\n    }\n  }\n"): (typeof documents)["\n  query GetJob($id: Int!) {\n    job(id: $id) {\n      ...JobFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Jobs($first: Int) {\n    jobs(first: $first) {\n      total\n      items {\n        ...JobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Jobs($first: Int) {\n    jobs(first: $first) {\n      total\n      items {\n        ...JobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelJob($id: Int!) {\n    cancelJob(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoJob($id: Int!) {\n    undoJob(id: $id) {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoJob($id: Int!) {\n    undoJob(id: $id) {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetJobReport($id: Int!) {\n    job(id: $id) {\n      id\n      status\n      report\n    }\n  }\n"): (typeof documents)["\n  query GetJobReport($id: Int!) {\n    job(id: $id) {\n      id\n      status\n      report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OutcomeFields on Outcome {\n    success\n    message\n    message_key\n    message_params {\n      name\n      value\n    }\n    errors {\n      path\n      key\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment OutcomeFields on Outcome {\n    success\n    message\n    message_key\n    message_params {\n      name\n      value\n    }\n    errors {\n      path\n      key\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveOutcomeFields on UpsertResult {\n    ...OutcomeFields\n    id\n  }\n"): (typeof documents)["\n  fragment SaveOutcomeFields on UpsertResult {\n    ...OutcomeFields\n    id\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SameNamedRecords($query: String!, $type: RecordType!) {\n    search(query: $query, type: $type, first: 10) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query SameNamedRecords($query: String!, $type: RecordType!) {\n    search(query: $query, type: $type, first: 10) {\n      items {\n        type\n        id\n        title\n        subtitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordRevisions($type: RecordName!, $id: Int!, $first: Int, $after: String) {\n    revisions(type: $type, id: $id, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        action\n        created_at\n        author\n        summary\n        restored_from\n        merge\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordRevisions($type: RecordName!, $id: Int!, $first: Int, $after: String) {\n    revisions(type: $type, id: $id, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        action\n        created_at\n        author\n        summary\n        restored_from\n        merge\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RevisionDifferences($type: RecordName!, $id: Int!, $from: Int!, $to: Int) {\n    revisionDiff(type: $type, id: $id, from: $from, to: $to) {\n      fields {\n        ...FieldDifferenceFields\n        items {\n          position\n          label\n          change\n          incipit_before {\n            ...IncipitCodeFields\n          }\n          incipit_after {\n            ...IncipitCodeFields\n          }\n          fields {\n            ...FieldDifferenceFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment FieldDifferenceFields on FieldDifference {\n    field\n    label\n    change\n    before\n    after\n    words {\n      text\n      change\n    }\n  }\n\n  fragment IncipitCodeFields on IncipitCode {\n    clef\n    key_signature\n    time_signature\n    pae\n  }\n"): (typeof documents)["\n  query RevisionDifferences($type: RecordName!, $id: Int!, $from: Int!, $to: Int) {\n    revisionDiff(type: $type, id: $id, from: $from, to: $to) {\n      fields {\n        ...FieldDifferenceFields\n        items {\n          position\n          label\n          change\n          incipit_before {\n            ...IncipitCodeFields\n          }\n          incipit_after {\n            ...IncipitCodeFields\n          }\n          fields {\n            ...FieldDifferenceFields\n          }\n        }\n      }\n    }\n  }\n\n  fragment FieldDifferenceFields on FieldDifference {\n    field\n    label\n    change\n    before\n    after\n    words {\n      text\n      change\n    }\n  }\n\n  fragment IncipitCodeFields on IncipitCode {\n    clef\n    key_signature\n    time_signature\n    pae\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreRevision($type: RecordName!, $id: Int!, $revision: Int!, $updatedAt: String) {\n    restoreRevision(type: $type, id: $id, revision: $revision, updated_at: $updatedAt) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreRevision($type: RecordName!, $id: Int!, $revision: Int!, $updatedAt: String) {\n    restoreRevision(type: $type, id: $id, revision: $revision, updated_at: $updatedAt) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeletedRecords($type: RecordName!, $first: Int, $after: String) {\n    deletedRecords(type: $type, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        record_id\n        created_at\n        author\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query DeletedRecords($type: RecordName!, $first: Int, $after: String) {\n    deletedRecords(type: $type, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        id\n        record_id\n        created_at\n        author\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreDeleted($type: RecordName!, $id: Int!) {\n    restoreDeleted(type: $type, id: $id) {\n      ...SaveOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreDeleted($type: RecordName!, $id: Int!) {\n    restoreDeleted(type: $type, id: $id) {\n      ...SaveOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DuplicateCandidates($type: MergeType!, $first: Int) {\n    duplicateCandidates(type: $type, first: $first) {\n      a {\n        id\n        title\n        subtitle\n      }\n      b {\n        id\n        title\n        subtitle\n      }\n      similarity\n      same_years\n      other_years\n      same_ids\n    }\n  }\n"): (typeof documents)["\n  query DuplicateCandidates($type: MergeType!, $first: Int) {\n    duplicateCandidates(type: $type, first: $first) {\n      a {\n        id\n        title\n        subtitle\n      }\n      b {\n        id\n        title\n        subtitle\n      }\n      similarity\n      same_years\n      other_years\n      same_ids\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MergePreview($type: MergeType!, $keep: Int!, $merge: [Int!]!) {\n    mergePreview(type: $type, keep: $keep, merge: $merge) {\n      records {\n        id\n        title\n        subtitle\n        updated_at\n      }\n      fields {\n        field\n        label\n        list\n        values\n        same\n      }\n      relinked {\n        type\n        count\n        titles\n      }\n    }\n  }\n"): (typeof documents)["\n  query MergePreview($type: MergeType!, $keep: Int!, $merge: [Int!]!) {\n    mergePreview(type: $type, keep: $keep, merge: $merge) {\n      records {\n        id\n        title\n        subtitle\n        updated_at\n      }\n      fields {\n        field\n        label\n        list\n        values\n        same\n      }\n      relinked {\n        type\n        count\n        titles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeRecords(\n    $type: MergeType!\n    $keep: Int!\n    $merge: [Int!]!\n    $choices: [MergeChoice!]\n    $updatedAt: String\n  ) {\n    mergeRecords(type: $type, keep: $keep, merge: $merge, choices: $choices, updated_at: $updatedAt) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n"): (typeof documents)["\n  mutation MergeRecords(\n    $type: MergeType!\n    $keep: Int!\n    $merge: [Int!]!\n    $choices: [MergeChoice!]\n    $updatedAt: String\n  ) {\n    mergeRecords(type: $type, keep: $keep, merge: $merge, choices: $choices, updated_at: $updatedAt) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoMerge($id: Int!) {\n    undoMerge(id: $id) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n"): (typeof documents)["\n  mutation UndoMerge($id: Int!) {\n    undoMerge(id: $id) {\n      ...OutcomeFields\n      id\n      merge\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasAccounts {\n    hasAccounts\n  }\n"): (typeof documents)["\n  query HasAccounts {\n    hasAccounts\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BulkEditFields($type: BulkType!) {\n    bulkEditFields(type: $type)\n  }\n"): (typeof documents)["\n  query BulkEditFields($type: BulkType!) {\n    bulkEditFields(type: $type)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartBulkEdit(\n    $type: BulkType!\n    $query: String\n    $filters: SearchFilters\n    $operation: BulkOperation!\n    $dryRun: Boolean\n  ) {\n    bulkEdit(type: $type, query: $query, filters: $filters, operation: $operation, dryRun: $dryRun) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartBulkEdit(\n    $type: BulkType!\n    $query: String\n    $filters: SearchFilters\n    $operation: BulkOperation!\n    $dryRun: Boolean\n  ) {\n    bulkEdit(type: $type, query: $query, filters: $filters, operation: $operation, dryRun: $dryRun) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoBulkEdit($id: Int!) {\n    undoBulkEdit(id: $id) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoBulkEdit($id: Int!) {\n    undoBulkEdit(id: $id) {\n      ...OutcomeFields\n      job {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IncipitMatchFields on IncipitMatch {\n    incipit {\n      id\n      clef\n      key_signature\n      time_signature\n      pae\n    }\n    score_id\n    score_title\n    shelfmark\n    composer\n    path\n    matched_notes\n    similarity\n  }\n"): (typeof documents)["\n  fragment IncipitMatchFields on IncipitMatch {\n    incipit {\n      id\n      clef\n      key_signature\n      time_signature\n      pae\n    }\n    score_id\n    score_title\n    shelfmark\n    composer\n    path\n    matched_notes\n    similarity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IncipitSearch(\n    $pae: String!\n    $clef: String\n    $key_signature: String\n    $time_signature: String\n    $rhythm: Boolean\n    $anchored: Boolean\n    $first: Int\n    $after: String\n  ) {\n    incipitSearch(\n      pae: $pae\n      clef: $clef\n      key_signature: $key_signature\n      time_signature: $time_signature\n      rhythm: $rhythm\n      anchored: $anchored\n      first: $first\n      after: $after\n    ) {\n      total\n      endCursor\n      hasNextPage\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query IncipitSearch(\n    $pae: String!\n    $clef: String\n    $key_signature: String\n    $time_signature: String\n    $rhythm: Boolean\n    $anchored: Boolean\n    $first: Int\n    $after: String\n  ) {\n    incipitSearch(\n      pae: $pae\n      clef: $clef\n      key_signature: $key_signature\n      time_signature: $time_signature\n      rhythm: $rhythm\n      anchored: $anchored\n      first: $first\n      after: $after\n    ) {\n      total\n      endCursor\n      hasNextPage\n      message\n      items {\n        ...IncipitMatchFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Search(\n    $query: String\n    $type: RecordType\n    $first: Int\n    $after: String\n    $filters: SearchFilters\n    $sort: SearchSort\n  ) {\n    search(query: $query, type: $type, first: $first, after: $after, filters: $filters, sort: $sort) {\n      total\n      hasNextPage\n      suggestion\n      corrected\n      facets {\n        name\n        values {\n          value\n          label\n          count\n        }\n      }\n      items {\n        type\n        id\n        title\n        subtitle\n        path\n        matched\n        score {\n          shelfmark\n          short_title\n          composer\n          genre\n          key\n          scoring\n          incipit {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        person {\n          dates\n          cleric\n        }\n        entry {\n          page\n          catalog\n          score_id\n        }\n        digital_copy {\n          thumbnail\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Search(\n    $query: String\n    $type: RecordType\n    $first: Int\n    $after: String\n    $filters: SearchFilters\n    $sort: SearchSort\n  ) {\n    search(query: $query, type: $type, first: $first, after: $after, filters: $filters, sort: $sort) {\n      total\n      hasNextPage\n      suggestion\n      corrected\n      facets {\n        name\n        values {\n          value\n          label\n          count\n        }\n      }\n      items {\n        type\n        id\n        title\n        subtitle\n        path\n        matched\n        score {\n          shelfmark\n          short_title\n          composer\n          genre\n          key\n          scoring\n          incipit {\n            id\n            clef\n            key_signature\n            time_signature\n            pae\n          }\n        }\n        person {\n          dates\n          cleric\n        }\n        entry {\n          page\n          catalog\n          score_id\n        }\n        digital_copy {\n          thumbnail\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    locale\n    email_verified_at\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    locale\n    email_verified_at\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLocale($locale: String!) {\n    updateLocale(locale: $locale) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLocale($locale: String!) {\n    updateLocale(locale: $locale) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateUser($id: Int!) {\n    activateUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendUser($id: Int!) {\n    suspendUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendUser($id: Int!) {\n    suspendUser(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPermissions($id: Int!, $permissions: [Int!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPermissions($id: Int!, $permissions: [Int!]!) {\n    setUserPermissions(id: $id, permissions: $permissions) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetLink($id: Int!) {\n    sendPasswordResetLink(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetLink($id: Int!) {\n    sendPasswordResetLink(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail($id: Int!) {\n    resendVerificationEmail(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail($id: Int!) {\n    resendVerificationEmail(id: $id) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdministeredUser on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    email_verified_at\n    registered_at\n    status\n  }\n"): (typeof documents)["\n  fragment AdministeredUser on User {\n    id\n    name\n    email\n    permissions {\n      id\n    }\n    email_verified_at\n    registered_at\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Users($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...AdministeredUser\n      }\n    }\n  }\n"): (typeof documents)["\n  query Users($search: String, $first: Int, $after: String) {\n    users(search: $search, first: $first, after: $after) {\n      total\n      endCursor\n      hasNextPage\n      items {\n        ...AdministeredUser\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RebuildMelodyIndex {\n    rebuildMelodyIndex {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RebuildMelodyIndex {\n    rebuildMelodyIndex {\n      ...OutcomeFields\n      job {\n        ...JobFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSetting($key: String!, $value: String) {\n    updateSetting(key: $key, value: $value) {\n      ...OutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSetting($key: String!, $value: String) {\n    updateSetting(key: $key, value: $value) {\n      ...OutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebsiteSettings {\n    settings {\n      key\n      value\n    }\n  }\n"): (typeof documents)["\n  query WebsiteSettings {\n    settings {\n      key\n      value\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;