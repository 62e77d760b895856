import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/database.ts';
import { fullScore } from '../../entities/score/score-fixture.ts';
import { CatalogueApi, Fixtures } from '../../test/catalogue.ts';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../../test/harness.ts';

// The round trip the exchange promises: an archive exported as MARCXML, imported into an empty database
// and exported again gives the same MARCXML, apart from 005 (when each record was last saved). The
// empty database is given the archive's collections alone (their sigla are what 852 names); every
// record, its references and its catalog entries come from the file.

const IMPORT = `mutation I($file: Upload!) {
  importRecords(file: $file, format: MARCXML) { success message job { id } } }`;
const JOB = `query J($id: Int!) { job(id: $id) { status message report } }`;

interface Desk {
  server: TestServer;
  api: CatalogueApi;
  token: string;
}

async function desk(kind: (typeof databaseKinds)[number]): Promise<Desk> {
  const server = await startTestServer(kind, {}, { jobs: { times: { checkEveryMs: 50 } } });
  const { token } = await createUser(server.db, { permission: 2 });
  return { server, api: new CatalogueApi(server, token), token };
}

const exported = async (desk: Desk) => {
  const answer = await desk.server.app.inject({ method: 'GET', url: '/export/marcxml/archive' });
  expect(answer.statusCode).toBe(200);
  return answer.body;
};

/** importRecords as the import screen sends it: the file a multipart part; answers the finished job. */
async function imported(desk: Desk, xml: string) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: IMPORT, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([xml], { type: 'application/xml' }), 'archiv.xml');
  const request = new Request('http://localhost/graphql', { method: 'POST', body: form });
  const started = await desk.server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': request.headers.get('content-type') as string,
      authorization: `Bearer ${desk.token}`,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const id = started.json().data.importRecords.job.id;
  for (let tries = 0; tries < 400; tries++) {
    const { job } = (await gql(desk.server.app, { query: JOB, variables: { id }, token: desk.token })).data;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the import never ended');
}

/** The text without 005, each record's latest save. */
const without005 = (xml: string) => xml.replace(/<controlfield tag="005">[^<]*<\/controlfield>/g, '');

describe.each(databaseKinds)('a MARCXML round trip on %s', (kind) => {
  let archive: Desk;
  let empty: Desk;
  beforeAll(async () => {
    [archive, empty] = await Promise.all([desk(kind), desk(kind)]);
  });
  afterAll(async () => {
    await Promise.all([archive?.server.close(), empty?.server.close()]);
  });

  it('export, import into an empty database, export again: the same MARCXML', async () => {
    const fx = new Fixtures(archive.api);
    // A score with every field; a second in a composite bound in another, listed on a page of its own.
    const score = await fullScore(fx);
    await archive.api.save('Score', score);
    const volume = await archive.api.save('Composite', { shelfmark: 'Konvolut 1', title: 'Vespern' });
    const bound = await archive.api.save('Composite', { shelfmark: 'Ms. 7', parent: volume.id });
    const page = await fx.page([{ number: '12', signature: 'B 4' }]);
    await archive.api.save('Score', {
      collection: score.collection,
      composite: bound.id,
      shelfmark: 'Mus.ms. 13',
      short_title: 'Te Deum',
      voices: [{ voice: 'sop', count: 1 }],
      entries: page.entries.map((entry: { id: number }) => ({ id: entry.id })),
      attributions: [{ person: await fx.person('Haydn, Michael'), function: 'cmp', qualifier: 'asc' }],
    });
    const first = await exported(archive);
    const collections = rowsOf<{ name: string; prefix: string }>(
      await archive.server.db.execute(sql`select name, prefix from collections order by id`),
    );
    for (const collection of collections)
      await empty.api.call(
        'mutation C($input: CollectionInput!) { upsertCollection(input: $input) { success id } }',
        { input: collection },
      );
    // What the file holds: both scores with their entries (980), the composites one in another (773/774).
    expect(first.match(/<record>/g)).toHaveLength(9);
    expect(first.match(/tag="980"/g)).toHaveLength(3);
    expect(first).toContain('<subfield code="t">Konvolut 1</subfield>');
    const job = await imported(empty, first);
    expect(job.status, job.message).toBe('done');
    const report = JSON.parse(job.report);
    expect(report).toMatchObject({ failed: 0, counts: { create: 9, update: 0, match: 0, skip: 0 } });
    const counts = (desk: Desk) =>
      desk.server.db.execute(sql`select (select count(*)::int from scores) as scores,
        (select count(*)::int from entries where score_id is not null) as entries,
        (select count(*)::int from composites where parent_id is not null) as bound`);
    expect(rowsOf(await counts(empty))).toEqual(rowsOf(await counts(archive)));
    expect(without005(await exported(empty))).toBe(without005(first));
  });
});
