import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db, DbOrTx } from './client';
import * as schema from './schema';

/**
 * The most statements one PGlite database keeps prepared for `withNamedStatements` (each is a plan
 * held in the database's memory); further texts are parsed and planned on every run, as PGlite's
 * own `query` does.
 */
export const MAX_NAMED_STATEMENTS = 256;

/**
 * The errors after which a statement is prepared again (once): the session lost it (DEALLOCATE,
 * DISCARD: invalid_sql_statement_name), or a table it reads changed shape under it ("cached plan
 * must not change result type").
 */
const PREPARE_AGAIN = new Set(['26000', '0A000']);

type Prepared = { name: string; paramTypes: number[] };
type NamedClient = Pick<PGlite, 'query' | 'transaction'>;

const byClient = new WeakMap<PGlite, Db>();

const isPglite = (client: unknown): client is PGlite =>
  typeof client === 'object' &&
  client !== null &&
  typeof (client as PGlite).execProtocol === 'function' &&
  typeof (client as PGlite)._runExclusiveTransaction === 'function';

const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

/**
 * The database handle whose prepared queries (`.prepare(name)`) really are prepared statements,
 * parsed and planned once per connection, then only bound and executed.
 *
 * On PostgreSQL that is the handle itself: node-postgres keeps a named statement per connection.
 * PGlite's `query` ignores statement names and parses, describes and plans every query anew, in
 * the database's single WebAssembly thread; there the handle runs each query text outside a
 * transaction as a named statement of the embedded database's one session (at most
 * MAX_NAMED_STATEMENTS of them, shared by every caller with the same text), holding the same
 * locks as `query` does: never inside another caller's transaction, never between two of its
 * protocol messages. Transactions opened on it are plain PGlite transactions.
 */
export function withNamedStatements<T extends DbOrTx>(db: T): T | Db {
  const client = (db as T & { $client?: unknown }).$client;
  if (!isPglite(client)) return db;
  let named = byClient.get(client);
  if (!named) {
    named = drizzlePglite({ client: namedClient(client) as PGlite, schema }) as unknown as Db;
    byClient.set(client, named);
  }
  return named;
}

function namedClient(pglite: PGlite): NamedClient {
  const statements = new Map<string, Prepared>();
  let sequence = 0;
  // PGlite merges a query's parsers into a copy of its own (some 365 types) for every result; a
  // caller's parsers (drizzle passes the same object each time) are laid once over PGlite's own
  // instead, which they inherit, types PGlite learns later included.
  const layeredParsers = new WeakMap<object, PGlite['parsers']>();
  const parsersOf = (options?: QueryOptions): PGlite['parsers'] => {
    if (!options?.parsers) return pglite.parsers;
    let layered = layeredParsers.get(options.parsers);
    if (!layered) {
      layered = Object.assign(Object.create(pglite.parsers) as PGlite['parsers'], options.parsers);
      layeredParsers.set(options.parsers, layered);
    }
    return layered;
  };

  /** Parses a text as a statement: named and kept while there is room, else PostgreSQL's unnamed one. */
  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const isKept = statements.size < MAX_NAMED_STATEMENTS;
    const name = isKept ? `kp_named_${++sequence}` : '';
    const { messages } = await pglite.execProtocol(
      concat(
        protocol.serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ),
      { syncToFs: false },
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    if (isKept) statements.set(text, prepared);
    return prepared;
  }

  async function execute<T>(prepared: Prepared, params: unknown[], options?: QueryOptions) {
    // The values serialized as PGlite's own `query` serializes them, by the parameters' types.
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const type = prepared.paramTypes[i]!;
      const serialize = options?.serializers?.[type] ?? pglite.serializers[type];
      return serialize ? serialize(param) : String(param as string);
    });
    const { messages } = await pglite.execProtocol(
      concat(
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ),
    );
    return parse.parseResults(messages, parsersOf(options), {
      ...options,
      parsers: undefined,
    })[0] as Results<T>;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      // The locks PGlite's `query` takes: after any transaction in progress, alone in the session.
      return pglite._runExclusiveTransaction(() =>
        pglite._runExclusiveQuery(async () => {
          const prepared = statements.get(text) ?? (await prepare(text, options));
          try {
            return await execute<T>(prepared, params, options);
          } catch (error) {
            if (!PREPARE_AGAIN.has((error as { code?: string }).code ?? '')) throw error;
            statements.delete(text);
            return execute<T>(await prepare(text, options), params, options);
          }
        }),
      );
    },
    transaction: (callback) => pglite.transaction(callback),
  };
}
