import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/database.ts';
import { emailVerifications, files, jobs, passwordResets } from '../db/schema.ts';
import { newLinkToken } from '../session/account-tokens.ts';
import { CatalogueApi, Fixtures } from '../test/catalogue.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';

// Every operation, for every kind of caller: allowed or refused, and a refusal changes nothing.
const roles = ['anonymous', 'unverified', 'guest', 'contributor', 'admin', 'suspended'] as const;
type Role = (typeof roles)[number];
const everyone: Role[] = [...roles];
const signedIn: Role[] = ['unverified', 'guest', 'contributor', 'admin'];
const writers: Role[] = ['contributor', 'admin'];
const admins: Role[] = ['admin'];

interface Fixture {
  server: TestServer;
  victim: { id: number; email: string };
  collectionId: number;
  collectionVersion: string;
  /** Catalogue records made by a contributor, for the operations that need one. */
  fx: Fixtures;
  /** A folder nothing uses, an image a digital copy of a catalog shows, and that copy. */
  folder: { id: number; updated_at: string };
  imageId: number;
  catalogId: number;
  copy: { id: number; updated_at: string; fileId: number };
  /** A IIIF manifest of one canvas, served by a local server. */
  manifestUrl: string;
}

interface Operation {
  name: string;
  allowed: Role[];
  query: string;
  variables?: (f: Fixture) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Sent as a multipart request whose part is the variable `file` (an upload), as the web app sends it. */
  upload?: Buffer;
}

const result = '{ success message }';
const oneCanvas = {
  '@context': 'http://iiif.io/api/presentation/3/context.json',
  id: 'https://iiif.example.org/m',
  type: 'Manifest',
  label: { none: ['Fremd'] },
  items: [
    {
      id: 'https://iiif.example.org/c1',
      type: 'Canvas',
      width: 100,
      height: 100,
      items: [
        {
          id: 'https://iiif.example.org/p1',
          type: 'AnnotationPage',
          items: [
            {
              id: 'https://iiif.example.org/a1',
              type: 'Annotation',
              motivation: 'painting',
              target: 'https://iiif.example.org/c1',
              body: { id: 'https://iiif.example.org/i1.jpg', type: 'Image', width: 100, height: 100 },
            },
          ],
        },
      ],
    },
  ],
};
const operations: Operation[] = [
  {
    name: 'getCollection',
    allowed: everyone,
    query: 'query($id: Int!) { getCollection(id: $id) { id } }',
    variables: (f) => ({ id: f.collectionId }),
  },
  { name: 'search', allowed: everyone, query: '{ search { total } }' },
  {
    name: 'search with filters, facets and hit details',
    allowed: everyone,
    query: `{ search(filters: { genre: ["Messe"], cleric: false, year_from: 1700 }, sort: date) {
      total facets { name values { count } } suggestion items { matched score { composer } person { cleric } }
    } }`,
  },
  {
    name: 'holdings',
    allowed: everyone,
    query: 'query($id: Int!) { holdings(kind: collection_scores, id: $id) { total } }',
    variables: (f) => ({ id: f.collectionId }),
  },
  { name: 'entryChoices', allowed: everyone, query: '{ entryChoices(query: "1762") { id } }' },
  {
    name: 'recordTitle',
    allowed: everyone,
    query: 'query($id: Int!) { recordTitle(type: collection, id: $id) }',
    variables: (f) => ({ id: f.collectionId }),
  },
  {
    name: 'incipitSearch',
    allowed: everyone,
    query: '{ incipitSearch(pae: "4CDEFG") { total message } }',
  },
  { name: 'similarIncipits', allowed: everyone, query: '{ similarIncipits(incipitId: 1) { total } }' },
  { name: 'getSetting', allowed: everyone, query: '{ getSetting(key: "site_title") { value } }' },
  { name: 'me', allowed: everyone, query: '{ me { id } }' },
  { name: 'hasAccounts', allowed: everyone, query: '{ hasAccounts }' },
  { name: 'users', allowed: admins, query: '{ users { total } }' },
  { name: 'settings', allowed: admins, query: '{ settings { key } }' },
  {
    name: 'upsertCollection (create)',
    allowed: writers,
    query: `mutation { upsertCollection(input: { name: "New", prefix: "N" }) ${result} }`,
  },
  {
    name: 'upsertCollection (update)',
    allowed: writers,
    query: `mutation($id: Int!, $v: String) { upsertCollection(input: { id: $id, name: "Changed", prefix: "C", updated_at: $v }) ${result} }`,
    variables: (f) => ({ id: f.collectionId, v: f.collectionVersion }),
  },
  {
    name: 'deleteCollection',
    allowed: writers,
    query: `mutation($id: Int!) { deleteCollection(id: $id) ${result} }`,
    variables: (f) => ({ id: f.collectionId }),
  },
  { name: 'files', allowed: writers, query: '{ files { total } }' },
  {
    name: 'getFile',
    allowed: everyone,
    query: 'query($id: Int!) { getFile(id: $id) { id } }',
    variables: (f) => ({ id: f.imageId }),
  },
  {
    name: 'getDigitalCopy',
    allowed: everyone,
    query: 'query($id: Int!) { getDigitalCopy(id: $id) { id iiif_objects { id } } }',
    variables: (f) => ({ id: f.copy.id }),
  },
  {
    name: 'getDigitalCopyFile',
    allowed: everyone,
    query: 'query($id: Int!) { getDigitalCopyFile(id: $id) { id } }',
    variables: (f) => ({ id: f.copy.fileId }),
  },
  {
    name: 'getIiifAnnotationsForDigitalCopy',
    allowed: everyone,
    query: 'query($id: Int!) { getIiifAnnotationsForDigitalCopy(id: $id) { id iiifable_id } }',
    variables: (f) => ({ id: f.copy.id }),
  },
  {
    name: 'upsertFile (create folder)',
    allowed: writers,
    // Names of their own per fixture: two folders of one name in one place are refused.
    query: `mutation($name: String) { upsertFile(input: { filename: $name, is_folder: true }) ${result} }`,
    variables: (f) => ({ name: `Neu ${f.folder.id}` }),
  },
  {
    name: 'upsertFile (rename)',
    allowed: writers,
    query: `mutation($id: Int!, $v: String, $name: String) { upsertFile(input: { id: $id, filename: $name, is_folder: true, updated_at: $v }) ${result} }`,
    variables: (f) => ({ id: f.folder.id, v: f.folder.updated_at, name: `Umbenannt ${f.folder.id}` }),
  },
  {
    name: 'renameFiles',
    allowed: writers,
    query: `mutation($id: Int!, $v: String!, $name: String!) { renameFiles(renames: [{ id: $id, filename: $name, updated_at: $v }]) ${result} }`,
    variables: (f) => ({ id: f.folder.id, v: f.folder.updated_at, name: `Umbenannt ${f.folder.id}` }),
  },
  {
    name: 'deleteFile',
    allowed: writers,
    query: `mutation($id: Int!) { deleteFile(id: $id) ${result} }`,
    variables: (f) => ({ id: f.folder.id }),
  },
  {
    name: 'upsertDigitalCopy (create)',
    allowed: writers,
    query: `mutation($c: Int!, $file: Int!) { upsertDigitalCopy(input: { name: "Neu", digitizable_type: "catalog", digitizable_id: $c, files: [{ file: $file }] }) ${result} }`,
    variables: (f) => ({ c: f.catalogId, file: f.imageId }),
  },
  {
    name: 'upsertDigitalCopy (update)',
    allowed: writers,
    query: `mutation($id: Int!, $c: Int!, $v: String) { upsertDigitalCopy(input: { id: $id, name: "Geändert", digitizable_type: "catalog", digitizable_id: $c, files: [], updated_at: $v }) ${result} }`,
    variables: (f) => ({ id: f.copy.id, c: f.catalogId, v: f.copy.updated_at }),
  },
  {
    name: 'importDigitalCopy',
    allowed: writers,
    query: `mutation($c: Int!, $url: String) { importDigitalCopy(input: { digitizable_type: "catalog", digitizable_id: $c, url: $url }) ${result} }`,
    variables: (f) => ({ c: f.catalogId, url: f.manifestUrl }),
  },
  {
    name: 'deleteDigitalCopy',
    allowed: writers,
    query: `mutation($id: Int!) { deleteDigitalCopy(id: $id) ${result} }`,
    variables: (f) => ({ id: f.copy.id }),
  },
  {
    name: 'register',
    allowed: everyone,
    query: `mutation($e: String) { register(input: { name: "N", email: $e, password: "Password 1", password_confirmation: "Password 1" }) ${result} }`,
    variables: () => ({ e: `new-${Math.random().toString(36).slice(2)}@example.org` }),
  },
  {
    name: 'login',
    allowed: everyone,
    query: `mutation($e: String!) { login(email: $e, password: "correct horse battery") ${result} }`,
    variables: (f) => ({ e: f.victim.email }),
  },
  { name: 'logout', allowed: everyone, query: `mutation { logout ${result} }` },
  {
    name: 'verifyEmail',
    allowed: everyone,
    query: `mutation($id: Int!, $hash: String!) { verifyEmail(id: $id, hash: $hash) ${result} }`,
    variables: async (f) => {
      const { token, tokenHash } = newLinkToken();
      const fresh = await createUser(f.server.db, { verified: false });
      await f.server.db.insert(emailVerifications).values({
        user_id: fresh.id,
        email: fresh.email,
        token_hash: tokenHash,
        expires_at: new Date(Date.now() + 60_000),
      });
      return { id: fresh.id, hash: token };
    },
  },
  { name: 'resendVerification', allowed: ['unverified'], query: `mutation { resendVerification ${result} }` },
  {
    name: 'requestPasswordReset',
    allowed: everyone,
    query: `mutation($e: String!) { requestPasswordReset(email: $e) ${result} }`,
    variables: (f) => ({ e: f.victim.email }),
  },
  { name: 'updateLocale', allowed: signedIn, query: `mutation { updateLocale(locale: "en") ${result} }` },
  {
    name: 'activateUser',
    allowed: admins,
    query: `mutation($id: Int!) { activateUser(id: $id) ${result} }`,
    variables: (f) => ({ id: f.victim.id }),
  },
  {
    name: 'suspendUser',
    allowed: admins,
    query: `mutation($id: Int!) { suspendUser(id: $id) ${result} }`,
    variables: (f) => ({ id: f.victim.id }),
  },
  {
    name: 'setUserPermissions',
    allowed: admins,
    query: `mutation($id: Int!) { setUserPermissions(id: $id, permissions: [2]) ${result} }`,
    variables: (f) => ({ id: f.victim.id }),
  },
  {
    name: 'sendPasswordResetLink',
    allowed: admins,
    query: `mutation($id: Int!) { sendPasswordResetLink(id: $id) ${result} }`,
    variables: (f) => ({ id: f.victim.id }),
  },
  {
    name: 'resendVerificationEmail',
    allowed: admins,
    query: `mutation($id: Int!) { resendVerificationEmail(id: $id) ${result} }`,
    variables: async (f) => ({ id: (await createUser(f.server.db, { verified: false })).id }),
  },
  {
    name: 'resetPassword',
    allowed: everyone,
    query: `mutation($token: String!) { resetPassword(token: $token, password: "New password 1", password_confirmation: "New password 1") ${result} }`,
    variables: async (f) => {
      const { token, tokenHash } = newLinkToken();
      await f.server.db
        .insert(passwordResets)
        .values({ user_id: f.victim.id, token_hash: tokenHash, expires_at: new Date(Date.now() + 60_000) });
      return { token };
    },
  },
  {
    name: 'updateSetting',
    allowed: admins,
    query: `mutation { updateSetting(key: "site_title", value: "Changed") ${result} }`,
  },
  {
    name: 'job',
    allowed: admins,
    query: 'query($id: Int!) { job(id: $id) { id status } }',
    variables: async (f) => ({ id: await victimJob(f) }),
  },
  { name: 'jobs', allowed: signedIn, query: '{ jobs { total items { id } } }' },
  {
    name: 'cancelJob',
    allowed: admins,
    query: `mutation($id: Int!) { cancelJob(id: $id) ${result} }`,
    variables: async (f) => ({ id: await victimJob(f) }),
  },
  { name: 'rebuildMelodyIndex', allowed: admins, query: `mutation { rebuildMelodyIndex ${result} }` },
  {
    name: 'importRecords',
    allowed: writers,
    query: `mutation($file: Upload!) { importRecords(file: $file, format: MARCXML, dryRun: true) ${result} }`,
    upload: Buffer.from(
      '<collection xmlns="http://www.loc.gov/MARC21/slim"><record><leader>00000nz  a2200000n  4500</leader></record></collection>',
    ),
  },
  {
    name: 'undoImport',
    allowed: admins,
    query: `mutation($job: Int!) { undoImport(job: $job) ${result} }`,
    variables: async (f) => ({ job: await victimImport(f) }),
  },
  {
    name: 'undoJob',
    allowed: admins,
    query: `mutation($id: Int!) { undoJob(id: $id) ${result} }`,
    variables: async (f) => ({ id: await victimImport(f) }),
  },
  ...historyOperations(),
  ...mergeOperations(),
  ...bulkOperations(),
  ...catalogueOperations(),
];

/** A record's history is read by contributors; a restore is a save, by whoever may save the record. */
function historyOperations(): Operation[] {
  const scoreWithHistory = async (f: Fixture) => {
    const score = await f.fx.score();
    const [first] = rowsOf<{ id: number }>(
      await f.server.db.execute(
        sql`select id from revisions where record_type = 'score' and record_id = ${score.id} order by id limit 1`,
      ),
    );
    return { id: score.id, revision: Number(first.id) };
  };
  return [
    {
      name: 'revisions',
      allowed: writers,
      query: 'query($id: Int!) { revisions(type: score, id: $id) { total } }',
      variables: async (f) => ({ id: (await scoreWithHistory(f)).id }),
    },
    {
      name: 'revisionDiff',
      allowed: writers,
      query:
        'query($id: Int!, $revision: Int!) { revisionDiff(type: score, id: $id, from: $revision) { fields { field } } }',
      variables: scoreWithHistory,
    },
    { name: 'deletedRecords', allowed: writers, query: '{ deletedRecords(type: score) { total } }' },
    {
      name: 'restoreRevision',
      allowed: writers,
      query: `mutation($id: Int!, $revision: Int!) { restoreRevision(type: score, id: $id, revision: $revision) ${result} }`,
      variables: scoreWithHistory,
    },
    {
      name: 'restoreDeleted',
      allowed: writers,
      query: `mutation($id: Int!) { restoreDeleted(type: score, id: $id) ${result} }`,
      variables: async (f) => {
        const score = await f.fx.score();
        await f.fx.api.remove('Score', score.id);
        return { id: score.id };
      },
    },
  ];
}

/** Duplicates are found, previewed, merged and unmerged by contributors. */
function mergeOperations(): Operation[] {
  const twoPeople = async (f: Fixture) => ({ keep: await f.fx.person(), merge: [await f.fx.person()] });
  return [
    {
      name: 'duplicateCandidates',
      allowed: writers,
      query: '{ duplicateCandidates(type: person) { similarity } }',
    },
    {
      name: 'mergePreview',
      allowed: writers,
      query:
        'query($keep: Int!, $merge: [Int!]!) { mergePreview(type: person, keep: $keep, merge: $merge) { fields { field } } }',
      variables: twoPeople,
    },
    {
      name: 'mergeRecords',
      allowed: writers,
      query: `mutation($keep: Int!, $merge: [Int!]!) { mergeRecords(type: person, keep: $keep, merge: $merge) ${result} }`,
      variables: twoPeople,
    },
    {
      name: 'undoMerge',
      allowed: writers,
      query: `mutation($id: Int!) { undoMerge(id: $id) ${result} }`,
      variables: async (f) => {
        const { keep, merge } = await twoPeople(f);
        const merged = await f.fx.api.call(
          'mutation($keep: Int!, $merge: [Int!]!) { mergeRecords(type: person, keep: $keep, merge: $merge) { merge } }',
          { keep, merge },
        );
        return { id: merged.mergeRecords.merge };
      },
    },
  ];
}

/** Bulk edits are started by contributors (their saves check again, record by record), undone by their makers. */
function bulkOperations(): Operation[] {
  const started = async (f: Fixture) => {
    const score = await f.fx.score();
    const answer = await f.fx.api.call(
      `mutation($ids: [Int!]) { bulkEdit(type: score, ids: $ids, operation: { kind: add_genre, genre: "Messe" }) {
        job { id } } }`,
      { ids: [score.id] },
    );
    return answer.bulkEdit.job.id as number;
  };
  return [
    { name: 'bulkEditFields', allowed: writers, query: '{ bulkEditFields(type: score) }' },
    {
      name: 'bulkEdit',
      allowed: writers,
      query: `mutation($ids: [Int!]) { bulkEdit(type: score, ids: $ids, dryRun: true, operation: { kind: add_genre, genre: "Messe" }) ${result} }`,
      variables: async (f) => ({ ids: [(await f.fx.score()).id] }),
    },
    // Another's bulk edit (the fixture's): its maker or an administrator undoes it.
    {
      name: 'undoBulkEdit',
      allowed: admins,
      query: `mutation($id: Int!) { undoBulkEdit(id: $id) ${result} }`,
      variables: async (f) => {
        const job = await started(f);
        for (let tries = 0; tries < 400; tries++) {
          const read = await f.fx.api.call('query($id: Int!) { job(id: $id) { status report } }', {
            id: job,
          });
          if (read.job.status === 'done') return { id: JSON.parse(read.job.report).bulk_edit };
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error('the bulk edit never ended');
      },
    },
  ];
}

/** An operation whose variable `file` is a multipart part, as the web app sends an upload. */
async function uploadCall(
  server: TestServer,
  query: string,
  variables: Record<string, unknown>,
  bytes: Buffer,
  token: string | undefined,
) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { ...variables, file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)], { type: 'application/xml' }), 'records.xml');
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': request.headers.get('content-type') as string,
      'x-locale': 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return response.json();
}

/** A job of the victim's that a server is running (a row as its runner writes it, run by none here). */
async function victimJob(f: Fixture): Promise<number> {
  const [row] = await f.server.db
    .insert(jobs)
    .values({ kind: 'melody-rebuild', owner_id: f.victim.id, status: 'running', heartbeat_at: new Date() })
    .returning({ id: jobs.id });
  return row.id;
}

/** Another account's finished import (of nothing): only an administrator may undo it. */
async function victimImport(f: Fixture): Promise<number> {
  const report = {
    fileName: 'x.xml',
    dryRun: false,
    written: [],
    counts: { create: 0, update: 0, match: 0, skip: 0 },
  };
  const [row] = await f.server.db
    .insert(jobs)
    .values({ kind: 'import', owner_id: f.victim.id, status: 'done', finished_at: new Date(), report })
    .returning({ id: jobs.id });
  return row.id;
}

/** The catalogue's reads are public; its writes need a verified, activated contributor. */
function catalogueOperations(): Operation[] {
  const read = (name: string, make: (fx: Fixtures) => Promise<number>, argument = 'id'): Operation => ({
    name,
    allowed: everyone,
    query: `query($id: Int!) { ${name}(${argument}: $id) { id } }`,
    variables: async (f) => ({ id: await make(f.fx) }),
  });
  const write = (
    name: string,
    type: string,
    input: (fx: Fixtures) => Promise<Record<string, unknown>>,
  ): Operation => ({
    name,
    allowed: writers,
    query: `mutation($input: ${type}!) { ${name.split(' ')[0]}(input: $input) ${result} }`,
    variables: async (f) => ({ input: await input(f.fx) }),
  });
  const remove = (name: string, make: (fx: Fixtures) => Promise<number>): Operation => ({
    name,
    allowed: writers,
    query: `mutation($id: Int!) { ${name}(id: $id) ${result} }`,
    variables: async (f) => ({ id: await make(f.fx) }),
  });
  const catalog = async (fx: Fixtures) => (await fx.catalog()).id as number;
  const page = async (fx: Fixtures) => (await fx.page()).id as number;
  const score = async (fx: Fixtures) => (await fx.score()).id as number;
  const composite = async (fx: Fixtures) =>
    (await fx.api.save('Composite', { shelfmark: `Komposit ${Math.random()}` })).id as number;
  return [
    read('getCatalog', catalog),
    read('getCatalogPages', catalog, 'catalogId'),
    read('getCatalogPageList', catalog, 'catalogId'),
    read('getPage', page),
    read('getEntry', (fx) => fx.entry()),
    read('getScore', score),
    read('getPerson', (fx) => fx.person()),
    read('getPublication', (fx) => fx.publication()),
    read('getComposite', composite),
    { name: 'genres', allowed: everyone, query: '{ genres(search: "Mes") { id } }' },
    { name: 'places', allowed: everyone, query: '{ places(search: "Wie") { id } }' },
    {
      name: 'addPlace',
      allowed: writers,
      query: `mutation { addPlace(name: "Ort ${Math.random()}") ${result} }`,
    },
    write('upsertCatalog (create)', 'CatalogInput', async (fx) => ({
      collection: (await fx.collection()).id,
      short_title: 'Inventar',
    })),
    write('upsertCatalog (update)', 'CatalogInput', async (fx) => {
      const loaded = await fx.catalog();
      return {
        id: loaded.id,
        updated_at: loaded.updated_at,
        collection: loaded.collection.id,
        short_title: 'Geändert',
      };
    }),
    remove('deleteCatalog', catalog),
    write('upsertPage (create)', 'PageInput', async (fx) => ({ catalog: await catalog(fx), number: '9' })),
    remove('deletePage', page),
    {
      name: 'addEntry',
      allowed: writers,
      query: `mutation($page: Int!) { addEntry(pageId: $page, entry: { number: "2", composer: "Haydn" }) ${result} }`,
      variables: async (f) => ({ page: (await f.fx.page([])).id }),
    },
    {
      name: 'createPages',
      allowed: writers,
      query: `mutation($id: Int!) { createPages(catalogId: $id, count: 2) ${result} }`,
      variables: async (f) => ({ id: await catalog(f.fx) }),
    },
    {
      name: 'arrangePages',
      allowed: writers,
      query: `mutation($id: Int!, $pages: [Int!]!) { arrangePages(catalogId: $id, pageIds: $pages, firstNumber: 5) ${result} }`,
      variables: async (f) => {
        const page = await f.fx.page([]);
        return { id: page.catalog.id, pages: [page.id] };
      },
    },
    {
      name: 'assignPageImages',
      allowed: writers,
      query: `mutation($page: Int!, $image: Int!) { assignPageImages(firstPageId: $page, firstImageId: $image) ${result} }`,
      variables: async (f) => {
        const page = await f.fx.page([]);
        const copy = await f.fx.api.save('DigitalCopy', {
          name: 'Scan',
          digitizable_type: 'catalog',
          digitizable_id: page.catalog.id,
          files: [{ file: await f.fx.image() }],
        });
        return { page: page.id, image: copy.files[0].id };
      },
    },
    write('upsertScore (create)', 'ScoreInput', (fx) => fx.scoreInput()),
    write('upsertScore (update)', 'ScoreInput', async (fx) => {
      const input = await fx.scoreInput();
      const loaded = await fx.api.save('Score', input);
      return { ...input, id: loaded.id, updated_at: loaded.updated_at, voices: [{ voice: 'alt' }] };
    }),
    remove('deleteScore', score),
    write('upsertPerson (create)', 'PersonInput', async () => ({
      names: [{ name: 'Haydn, Michael', primary: true }],
    })),
    remove('deletePerson', (fx) => fx.person()),
    write('upsertPublication (create)', 'PublicationInput', async () => ({
      title: 'Verzeichnis',
      short_title: 'Verz.',
    })),
    remove('deletePublication', (fx) => fx.publication()),
    write('upsertComposite (create)', 'CompositeInput', async () => ({ shelfmark: 'Sammelband 1' })),
    remove('deleteComposite', composite),
  ];
}

const catalogueTables = ['catalogs', 'pages', 'scores', 'people', 'publications', 'composites'];
const catalogueRows = ['entries', 'genres', 'places', 'names', 'voices', 'attributions'];

/** Everything a refused operation must leave as it was. */
async function fingerprint(server: TestServer): Promise<string> {
  const rows = rowsOf<{ state: string }>(
    await server.db.execute(sql`select concat_ws('|',
      (select string_agg(concat_ws(',', id, name, status, email_verified_at, password_hash, locale), ';' order by id) from users),
      (select string_agg(concat_ws(',', user_id, permission_id), ';' order by user_id, permission_id) from user_permissions),
      (select string_agg(concat_ws(',', key, value), ';' order by key) from settings),
      (select string_agg(concat_ws(',', id, name, prefix, updated_at), ';' order by id) from collections),
      (select count(*) from search_records), (select count(*) from email_verifications), (select count(*) from password_resets),
      (select string_agg(concat_ws(',', id, filename, folder, updated_at), ';' order by id) from files),
      (select string_agg(concat_ws(',', id, name, catalog_id, score_id, updated_at), ';' order by id) from digital_copies),
      (select string_agg(concat_ws(',', id, digital_copy_id, file_id, position), ';' order by id) from digital_copy_files),
      (select count(*) from revisions),
      (select concat(count(*), '/', count(*) filter (where cancel_requested)) from jobs),
      ${sql.raw(catalogueTables.map((table) => `(select concat(count(*), '@', max(updated_at)) from ${table})`).join(', '))},
      ${sql.raw(catalogueRows.map((table) => `(select count(*) from ${table})`).join(', '))}
    ) as state`),
  );
  return rows[0].state;
}

describe.each(databaseKinds)('authorization matrix on %s', (kind) => {
  let server: TestServer;
  let manifests: Server;
  beforeAll(async () => {
    // Every case builds its own fixture through the API: far more requests than one client makes.
    // The manifest to import is served on this machine: allowed for this server.
    server = await startTestServer(kind, { rateLimitPerMinute: 100_000, iiifImportPrivate: true });
    manifests = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(oneCanvas)),
    );
    await new Promise<void>((resolve) => manifests.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => manifests.close(resolve));
    await server.close();
  });

  async function tokenFor(role: Role): Promise<string | undefined> {
    const options = {
      anonymous: null,
      unverified: { permission: 2, verified: false },
      guest: { permission: 3 },
      contributor: { permission: 2 },
      admin: { permission: 1 },
      suspended: { permission: 1, status: 'suspended' },
    }[role];
    return options ? (await createUser(server.db, options)).token : undefined;
  }

  async function fixture(): Promise<Fixture> {
    const writer = await createUser(server.db, { permission: 2 });
    const call = async (query: string, variables: Record<string, unknown> = {}) =>
      (await gql(server.app, { query, variables, token: writer.token })).data;
    const saved = await call('mutation { upsertCollection(input: { name: "Fixture", prefix: "F" }) { id } }');
    const id = saved.upsertCollection.id;
    const loaded = await call(`{ getCollection(id: ${id}) { updated_at } }`);
    const victim = await createUser(server.db, { permission: 3, password: 'correct horse battery' });
    const folderId =
      // A folder of its own per fixture: two folders of one name in one place are refused.
      (
        await call(
          `mutation { upsertFile(input: { filename: "Ordner ${victim.id}", is_folder: true }) { id } }`,
        )
      ).upsertFile.id;
    const folder = (await call(`{ getFile(id: ${folderId}) { id updated_at } }`)).getFile;
    // An image row without content is enough here; uploads are tested with the files.
    const [image] = await server.db
      .insert(files)
      .values({ filename: 'scan.png', mime: 'image/png', size: 0, width: 10, height: 10 })
      .returning();
    const archive = (
      await call('mutation { upsertCollection(input: { name: "Archiv", prefix: "A" }) { id } }')
    ).upsertCollection.id;
    const catalogId = (
      await call(
        `mutation { upsertCatalog(input: { collection: ${archive}, short_title: "Inventar" }) { id } }`,
      )
    ).upsertCatalog.id;
    const copyId = (
      await call(
        `mutation { upsertDigitalCopy(input: { name: "Scan", digitizable_type: "catalog", digitizable_id: ${catalogId}, files: [{ file: ${image.id} }] }) { id } }`,
      )
    ).upsertDigitalCopy.id;
    const copy = (await call(`{ getDigitalCopy(id: ${copyId}) { id updated_at files { id } } }`))
      .getDigitalCopy;
    return {
      server,
      victim,
      collectionId: id,
      collectionVersion: loaded.getCollection.updated_at,
      folder,
      imageId: image.id,
      catalogId,
      copy: { id: copy.id, updated_at: copy.updated_at, fileId: copy.files[0].id },
      fx: new Fixtures(new CatalogueApi(server, writer.token)),
      manifestUrl: `http://127.0.0.1:${(manifests.address() as AddressInfo).port}/manifest.json`,
    };
  }

  it('has a row for every operation of the schema', () => {
    const schema = buildSchema(readFileSync(new URL('../graphql/schema.graphql', import.meta.url), 'utf8'));
    const everyOperation = [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
      Object.keys(type?.getFields() ?? {}),
    );
    const covered = new Set(operations.map((op) => op.name.split(' ')[0]));
    expect(everyOperation.filter((name) => !covered.has(name))).toEqual([]);
  });

  const cases = operations.flatMap((op) => roles.map((role) => [op.name, role, op] as const));
  it.each(cases)('%s by %s', async (_name, role, op) => {
    const f = await fixture();
    const token = await tokenFor(role);
    const variables = (await op.variables?.(f)) ?? {};
    const before = await fingerprint(server);
    const answer = op.upload
      ? await uploadCall(server, op.query, variables, op.upload, token)
      : await gql(server.app, { query: op.query, variables, token, locale: 'en' });
    const payload = answer.data ? Object.values(answer.data)[0] : null;
    const succeeded =
      !answer.errors &&
      (typeof payload !== 'object' ||
        payload === null ||
        !('success' in payload) ||
        payload.success === true);
    expect(succeeded, JSON.stringify(answer)).toBe(op.allowed.includes(role));
    if (!succeeded) expect(await fingerprint(server)).toBe(before);
  });
});
