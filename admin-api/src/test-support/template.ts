// Where the global setup leaves the migrated and seeded template database for this test run: a
// PGlite dump file, or, with TEST_DATABASE_URL set, a template database on that PostgreSQL server.
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export const TEMPLATE_ENV = 'VETNET_API_TEST_TEMPLATE';

/** One file per run (the parent's pid), so concurrent runs do not share a template. */
export function templatePath(): string {
  return process.env[TEMPLATE_ENV] ?? path.join(tmpdir(), `vetnet-admin-api-template-${process.pid}.tar.gz`);
}

export const UPLOADS_ENV = 'VETNET_API_TEST_UPLOADS';

/** The uploads folder the template's seeded files were written to (each test app copies it). */
export function templateUploadsPath(): string {
  return process.env[UPLOADS_ENV] ?? path.join(tmpdir(), `vetnet-admin-api-uploads-${process.pid}`);
}

/** A PostgreSQL server to run the suite on instead of PGlite (`npm run test:api:pg` sets it). */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export const TEMPLATE_DB_ENV = 'VETNET_API_TEST_TEMPLATE_DB';

/** The server's template database of this run (one per run: the parent's pid). */
export function templateDatabaseName(): string {
  return process.env[TEMPLATE_DB_ENV] ?? `vetnet_tpl_${process.pid}`;
}

/** `serverUrl` with its database replaced by `database` (the socket and port stay). */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** Runs statements on the server's maintenance database (CREATE/DROP DATABASE cannot be parameters). */
export async function onServer(serverUrl: string, statements: string[]): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database name as an identifier; names are made here, this guards against a slip. */
export function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain database name: ${name}`);
  return `"${name}"`;
}
