import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { hashPassword } from '../auth/passwords.ts';
import { type Config, configFromEnv } from '../config.ts';
import { type Database, openDatabase } from '../db/database.ts';
import { userPermissions, users } from '../db/schema.ts';
import { buildApp } from '../http/app.ts';
import type { JobRunnerOptions } from '../jobs/open-job-runner.ts';
import { createSession } from '../session/sessions.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
  /** Closes the app (its job runner too) and starts a new one over the same database, as `app`. */
  restart(): Promise<void>;
}

export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `fontes_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** The lines a test server logged, as written (JSON), for tests of what reaches the log. */
export interface CapturedLog {
  write(line: string): void;
  readonly text: string;
  lines(): Record<string, unknown>[];
}

export function captureLog(): CapturedLog {
  const written: string[] = [];
  return {
    write: (line) => void written.push(line),
    get text() {
      return written.join('');
    },
    lines: () => written.map((line) => JSON.parse(line)),
  };
}

/**
 * A real server on a fresh, migrated database of the given kind, answering in-process (`app.inject`);
 * with `log`, it logs there (at the configured `logLevel`), else only with TEST_LOG=1; `jobs` adds kinds
 * of job (and timings) to its job runner.
 */
export async function startTestServer(
  kind: DatabaseKind,
  overrides: Partial<ReturnType<typeof configFromEnv>> = {},
  options: { log?: CapturedLog; webDist?: string; jobs?: JobRunnerOptions } = {},
): Promise<TestServer> {
  const postgres = kind === 'postgres' ? await freshPostgresDatabase() : null;
  // Closing drops the database with (force), which may end a pooled connection still closing: expected.
  const database = await openDatabase(
    postgres ? { url: postgres.url, onIdleError: () => {} } : { dataDir: 'memory://' },
  );
  // Uploaded files and mails go to a folder of this server's own, removed with it.
  const dataDir = await mkdtemp(join(tmpdir(), 'fontes-test-'));
  const config = { ...configFromEnv({}), dataDir, ...overrides };
  const appOver = () =>
    buildApp({
      config,
      db: database.db,
      logger: process.env.TEST_LOG === '1' || Boolean(options.log),
      logDestination: options.log,
      webDist: options.webDist ?? '/nonexistent',
      jobs: options.jobs,
    });
  const server: TestServer = {
    app: await appOver(),
    db: database.db,
    config,
    async restart() {
      await server.app.close();
      server.app = await appOver();
    },
    async close() {
      await server.app.close();
      await database.close();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

export interface GraphQLCall {
  query: string;
  variables?: Record<string, unknown>;
  token?: string;
  locale?: 'de' | 'en';
  headers?: Record<string, string>;
}

export async function post(
  app: FastifyInstance,
  body: unknown,
  call: Omit<GraphQLCall, 'query'> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.locale ? { 'x-locale': call.locale } : {}),
      ...call.headers,
    },
    payload: JSON.stringify(body),
  });
}

// biome-ignore lint/suspicious/noExplicitAny: test answers are inspected freely
export async function gql(app: FastifyInstance, call: GraphQLCall): Promise<{ data?: any; errors?: any }> {
  const response = await post(app, { query: call.query, variables: call.variables }, call);
  return response.json();
}

let counter = 0;
// argon2 is slow on purpose; one hash per distinct test password is enough.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password) as Promise<string>;
}

/** An account created directly in the database, with a live session. */
export async function createUser(
  db: Database,
  options: { permission?: number; verified?: boolean; status?: string; password?: string } = {},
): Promise<{ id: number; email: string; token: string }> {
  counter += 1;
  const email = `user${counter}-${randomBytes(3).toString('hex')}@example.org`;
  const [row] = await db
    .insert(users)
    .values({
      name: `User ${counter}`,
      email,
      password_hash: await cachedHash(options.password ?? 'correct horse battery'),
      email_verified_at: options.verified === false ? null : new Date(),
      status: options.status ?? 'activated',
    })
    .returning();
  await db.insert(userPermissions).values({ user_id: row.id, permission_id: options.permission ?? 2 });
  return { id: row.id, email, token: await createSession(db, row.id) };
}
