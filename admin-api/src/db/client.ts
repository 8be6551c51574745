// The one database factory: file-backed PGlite (embedded PostgreSQL) by default, a PostgreSQL
// server through node-postgres when DATABASE_URL is set. Both are driven by the same drizzle
// schema and the same committed migrations in drizzle/.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { PACKAGE_DIR } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export const MIGRATIONS_FOLDER = path.join(PACKAGE_DIR, 'drizzle');

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** A gzipped copy of the embedded data directory (PGlite only; used by the test template). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
};

/**
 * How long a request waits for a connection to the PostgreSQL server (a new one, or a free one of
 * the pool's) before it gives up and is answered 503 (docs/admin-api.md "A PostgreSQL server").
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;

/** The pool's size: connections to the PostgreSQL server per API process. */
const POOL_MAX = 10;

/** Where a broken idle connection is reported; one JSON line on stderr, as the API's log lines are. */
function logPoolError(error: Error): void {
  const line = { level: 40, time: Date.now(), msg: 'database connection lost', err: error.message };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}

export type OpenOptions =
  | { databaseUrl: string; onPoolError?: (error: Error) => void }
  /** `dataDir` undefined: an in-memory database; `loadDataDir`: start from a dump. */
  | { dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    // An idle connection the server dropped (a restart, a failover) is an `error` event on the pool;
    // unheard, it would end the process. The pool forgets that connection and opens a new one
    // when it is next needed, so the API serves again as soon as the server is back.
    pool.on('error', options.onPoolError ?? logPoolError);
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      dump: () => Promise.reject(new Error('dump() is only available for the embedded database')),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    client = new PGlite({ dataDir: options.dataDir });
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    dump: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}

/** Options for the configured database: DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function databaseOptions(config: { databaseUrl: string | undefined; dataDir: string }): OpenOptions {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') };
}

/** A transaction of the database. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What query helpers take: the database or a transaction of it, so they run inside either. */
export type DbExecutor = Db | DbTransaction;

/** The rows of a hand-written statement (`db.execute` answers `{rows}` on both drivers, typed loosely). */
export async function rowsOf<Row>(db: DbExecutor, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
