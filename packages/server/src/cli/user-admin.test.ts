import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, databaseKinds, gql, startTestServer, type TestServer } from '../test/harness.ts';
import { makeAdmin } from './user-admin.ts';

describe.each(databaseKinds)('user:admin on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());
  const login = (email: string, password: string) =>
    gql(server.app, {
      query: `mutation { login(email: "${email}", password: "${password}") { success token user { permissions { id } email_verified_at } } }`,
    });

  it('creates an administrator who can log in with the printed password', async () => {
    const outcome = await makeAdmin(server.db, 'Rescue@Example.org');
    expect(outcome.created).toBe(true);
    const answer = (await login('rescue@example.org', outcome.password as string)).data.login;
    expect(answer).toMatchObject({ success: true, user: { permissions: [{ id: 1 }] } });
    expect(answer.user.email_verified_at).not.toBeNull();
  });

  it('promotes, verifies and re-activates an existing account, keeping its password', async () => {
    const user = await createUser(server.db, {
      permission: 3,
      verified: false,
      status: 'suspended',
      password: 'Keep this 1',
    });
    expect((await makeAdmin(server.db, user.email)).created).toBe(false);
    const answer = (await login(user.email, 'Keep this 1')).data.login;
    expect(answer.success).toBe(true);
    expect(answer.user.permissions).toEqual([{ id: 1 }, { id: 3 }]);
  });
});
