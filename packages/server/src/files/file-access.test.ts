import { expect, it } from 'vitest';
import { describeCatalogue } from '../test/catalogue.ts';
import { createUser, gql } from '../test/harness.ts';

// Who may read which file (docs/api.md): a visitor (anonymous, a guest, an account not verified)
// what a visitor's screens show — the images of digital copies, by their image service, thumbnails and
// view — and nothing else; verified contributors and admins every file.

type Caller = 'anonymous' | 'guest' | 'unverified' | 'contributor' | 'contributor by cookie' | 'admin';
const visitors: Caller[] = ['anonymous', 'guest', 'unverified'];
const readers: Caller[] = ['contributor', 'contributor by cookie', 'admin'];

/** What each caller is answered: 'read' (the file), or 'refused' (null, not found, FORBIDDEN). */
type Expected = 'read' | 'refused';

describeCatalogue('who may read files', (env) => {
  it('answers every file route and query by the caller, for images of digital copies and other files', async () => {
    const { server, api, fx } = env();
    const shown = await fx.image(40, 30, 'folio 1r.png');
    const other = await fx.image(40, 30, 'privat.png');
    const copy = await api.upsert('DigitalCopy', {
      name: 'Digitalisat',
      digitizable_type: 'catalog',
      digitizable_id: (await fx.catalog()).id,
      files: [{ file: shown }],
    });
    expect(copy.success).toBe(true);
    const tokens: Record<Caller, string | null> = {
      anonymous: null,
      guest: (await createUser(server.db, { permission: 3 })).token,
      unverified: (await createUser(server.db, { permission: 2, verified: false })).token,
      contributor: api.token,
      'contributor by cookie': api.token,
      admin: (await createUser(server.db, { permission: 1 })).token,
    };
    const headersOf = (caller: Caller): Record<string, string> => {
      const token = tokens[caller];
      if (!token) return {};
      // The web app's session cookie, which images and download links carry instead of a header.
      return caller === 'contributor by cookie'
        ? { cookie: `token=${token}` }
        : { authorization: `Bearer ${token}` };
    };
    const route = (url: string) => async (caller: Caller) => {
      const response = await server.app.inject({ method: 'GET', url, headers: headersOf(caller) });
      expect([200, 404], `${url} ${caller}`).toContain(response.statusCode);
      return response.statusCode === 200 ? 'read' : 'refused';
    };
    const query = (text: string, field: string) => async (caller: Caller) => {
      if (caller === 'contributor by cookie') return 'skip';
      const answer = await gql(server.app, { query: text, token: tokens[caller] ?? undefined, locale: 'de' });
      if (answer.data?.[field]) return 'read';
      // Refused as absent (null), or with a translated FORBIDDEN error.
      for (const error of answer.errors ?? []) expect(error.extensions.code, text).toBe('FORBIDDEN');
      return 'refused';
    };
    const asks: [string, (caller: Caller) => Promise<string>, Expected][] = [
      [`getFile(${shown})`, query(`{ getFile(id: ${shown}) { id filename } }`, 'getFile'), 'read'],
      [`getFile(${other})`, query(`{ getFile(id: ${other}) { id filename } }`, 'getFile'), 'refused'],
      ['files(...)', query('{ files { total } }', 'files'), 'refused'],
      ['/file/{shown}/view', route(`/file/${shown}/view`), 'read'],
      ['/file/{shown}/download', route(`/file/${shown}/download`), 'refused'],
      ['/file/{other}/view', route(`/file/${other}/view`), 'refused'],
      ['/file/{other}/download', route(`/file/${other}/download`), 'refused'],
      ['/iiif/image/{shown}/info.json', route(`/iiif/image/${shown}/info.json`), 'read'],
      ['/iiif/image/{shown} thumbnail', route(`/iiif/image/${shown}/full/,20/0/default.jpg`), 'read'],
      ['/iiif/image/{other}/info.json', route(`/iiif/image/${other}/info.json`), 'refused'],
      ['/iiif/image/{other} thumbnail', route(`/iiif/image/${other}/full/,20/0/default.jpg`), 'refused'],
    ];
    const table: Record<string, Record<string, string>> = {};
    const expected: Record<string, Record<string, string>> = {};
    for (const [name, ask, forVisitors] of asks) {
      table[name] = {};
      expected[name] = {};
      for (const caller of [...visitors, ...readers]) {
        const answer = await ask(caller);
        if (answer === 'skip') continue;
        table[name][caller] = answer;
        expected[name][caller] = visitors.includes(caller) ? forVisitors : 'read';
      }
    }
    expect(table).toEqual(expected);
  });
});
