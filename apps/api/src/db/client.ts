import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database handle every repository takes: the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository works on the database or inside a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** Opens an embedded PGlite database; `dataDir` undefined means in memory. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database & { client: PGlite }> {
  const client = await PGlite.create(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Opens a pool on a PostgreSQL server. */
export async function openPostgres(
  url: string,
  options: { max?: number } = {},
): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // A connection that drops (a server restart, a failover, a killed backend) emits 'error' on its
  // client, and on the pool when it was idle; unheard, either event would end the process. A query
  // in flight fails on its own, which is what its caller sees, and the pool discards the client.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Fail fast with a clear message when the server is not there.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    close: () => pool.end(),
  };
}
