import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
  types,
} from '@electric-sql/pglite';
import type { Executor } from './executor.ts';

// PGlite's `query` parses, plans and describes every statement anew (six calls into WebAssembly), and the
// database runs on the server's own thread, so that cost comes straight off the throughput. A named
// statement is parsed once and then bound and executed in one call, with the plan cached by PostgreSQL.

interface Statement {
  text: string;
  paramTypes: number[];
}

const statements = new WeakMap<PGlite, Map<string, Statement>>();

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

async function prepareOn(pg: PGlite, name: string, text: string): Promise<Statement> {
  const known = statements.get(pg) ?? new Map<string, Statement>();
  statements.set(pg, known);
  const statement = known.get(name);
  if (statement?.text === text) return statement;
  const { serialize } = protocol;
  const { messages } = await pg.execProtocol(
    concat([
      // The same name with another text replaces the statement (as node-postgres would refuse it).
      ...(statement ? [serialize.close({ type: 'S', name })] : []),
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  if (statement) known.delete(name);
  const prepared = { text, paramTypes: parse.parseDescribeStatementResults(messages) };
  known.set(name, prepared);
  return prepared;
}

/**
 * `text` as the prepared statement `name`, run under PGlite's query lock only: inside a transaction, whose
 * lock the caller holds, or by `queryNamed`.
 */
function runNamed<T>(
  pg: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  return pg.runExclusive(async () => {
    const { paramTypes } = await prepareOn(pg, name, text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = options?.serializers?.[paramTypes[i]] ?? pg.serializers[paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const { serialize } = protocol;
    const { messages } = await pg.execProtocol(
      concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, pg.parsers, options)[0] as Results<T>;
  });
}

/**
 * `text` as the prepared statement `name` on this PGlite instance, outside any transaction: what
 * `pg.query(text, params, options)` answers, from a statement parsed once.
 */
function queryNamed<T>(
  pg: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  // The same two locks as `pg.query`: no statement of another caller's open transaction runs in between.
  return pg._runExclusiveTransaction(() => runNamed(pg, name, text, params, options));
}

/** How many statements of transactions stay prepared per instance (the least recently used give way). */
const PREPARED_IN_TRANSACTIONS = 200;

/** Statements a transaction's `query` prepares: data, not schema (a migration's DDL runs as it comes). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Per instance: the statement name of each text prepared in a transaction, least recently used first. */
const transactionStatements = new WeakMap<PGlite, Map<string, string>>();

/** The name `text` is prepared under, reusing the least recently used one's when all are taken. */
function nameInTransactions(pg: PGlite, text: string): string {
  const names = transactionStatements.get(pg) ?? new Map<string, string>();
  transactionStatements.set(pg, names);
  let name = names.get(text);
  if (name) names.delete(text);
  else if (names.size < PREPARED_IN_TRANSACTIONS) name = `fontes_tx_${names.size}`;
  else {
    const [oldest, itsName] = names.entries().next().value as [string, string];
    names.delete(oldest);
    name = itsName;
  }
  names.set(text, name);
  return name;
}

/** `query` options with node-postgres's `name`: the statement is prepared once under that name. */
export type NamedQueryOptions = QueryOptions & { name?: string };

/**
 * Types whose text drizzle takes as PostgreSQL sends it (timestamps, dates and intervals, and their
 * arrays): it passes a parser for each with every query, and maps the text itself.
 */
const TAKEN_AS_SENT = new Set<number>([
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);

const asSent = (text: string) => text;

/**
 * `options` without drizzle's parsers, which the instance has as its own (`_initArrayTypes`): PGlite
 * merges a query's parsers into a copy of its table of parsers for every result, a table with an entry
 * for each of the database's array types, which cost about 100 kB of garbage a statement.
 */
function withoutDrizzleParsers<O extends QueryOptions>(options: O | undefined): O | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((oid) => TAKEN_AS_SENT.has(Number(oid))))
    return options;
  const { parsers: _, ...rest } = options;
  return rest as O;
}

/**
 * PGlite whose `query` (outside a transaction) runs a statement with a `name` option as a prepared one,
 * whose transactions prepare every data statement, and which parses the types drizzle takes as sent by
 * itself, in and outside transactions.
 */
export class PGliteWithStatements extends PGlite {
  override async _initArrayTypes(options?: { force?: boolean }): Promise<void> {
    await super._initArrayTypes(options);
    for (const oid of TAKEN_AS_SENT) this.parsers[oid] = asSent;
  }

  override query<T>(text: string, params?: unknown[], options?: NamedQueryOptions): Promise<Results<T>> {
    const own = withoutDrizzleParsers(options);
    return own?.name
      ? queryNamed<T>(this, own.name, text, params ?? [], own)
      : super.query<T>(text, params, own);
  }

  /**
   * Transactions whose data statements are prepared once and then bound and executed in one call into
   * WebAssembly, where PGlite's own `query` makes six (parse, describe, bind, describe, execute, sync).
   */
  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
              const own = withoutDrizzleParsers(options);
              if (tx.closed) throw new Error('Transaction is closed');
              return PREPARABLE.test(text) && !own?.blob && !own?.paramTypes && !own?.onNotice
                ? runNamed<R>(this, nameInTransactions(this, text), text, params ?? [], own)
                : tx.query<R>(text, params, own);
            },
          },
        }) as Transaction,
      ),
    );
  }
}

/** What a drizzle query has: `prepare(name)`, which names the statement on node-postgres. */
export interface Preparable<P> {
  prepare(name: string): P;
}

// Drizzle's PGlite driver drops the name of a prepared query; these are the options it passes to `query`.
const pgliteConfigs = ['queryConfig', 'rawQueryConfig'] as const;

/**
 * `build(db)` prepared once per executor under `name` (building a relational query costs about as much as
 * running it), as a named statement on both drivers (on PGlite outside transactions).
 */
export function preparedPerExecutor<P extends object>(
  name: string,
  build: (db: Executor) => Preparable<P>,
): (db: Executor) => P {
  const prepared = new WeakMap<Executor, P>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(name);
      const configs = query as Partial<Record<(typeof pgliteConfigs)[number], QueryOptions>>;
      for (const key of pgliteConfigs)
        if (configs[key]) configs[key] = { ...configs[key], name } as QueryOptions;
      prepared.set(db, query);
    }
    return query;
  };
}
