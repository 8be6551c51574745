// Builds the template database once per Jest run, migrated and seeded, so each test file starts from
// its own copy and the seed's cost (the password hashing above all) is paid once. On PGlite it is an
// in-memory database dumped to a file (test-app.ts loads a copy); with TEST_DATABASE_URL it is a
// template database on that server (test-app.ts creates each file's database from it). The seeded
// content's files go to a template uploads folder that each test app copies.
import { rm, writeFile } from 'node:fs/promises';
import { type Database, openDatabase } from '../db/client';
import { seedDemoData } from '../seed/demo-data';
import { createDiskStorage } from '../storage/storage';
import {
  databaseUrl,
  ident,
  onServer,
  TEMPLATE_DB_ENV,
  TEMPLATE_ENV,
  templateDatabaseName,
  templatePath,
  templateUploadsPath,
  testServerUrl,
  UPLOADS_ENV,
} from './template';

/** The same steps as the API's start (main.ts), in the same order. */
async function migrateAndSeed(database: Database, uploads: string): Promise<void> {
  await database.migrate();
  await seedDemoData(database.db, createDiskStorage(uploads));
}

async function buildPgliteTemplate(uploads: string): Promise<void> {
  const file = templatePath();
  const database = await openDatabase({});
  try {
    await migrateAndSeed(database, uploads);
    const dump = await database.dump();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  process.env[TEMPLATE_ENV] = file;
}

async function buildServerTemplate(serverUrl: string, uploads: string): Promise<void> {
  const name = templateDatabaseName();
  await onServer(serverUrl, [`DROP DATABASE IF EXISTS ${ident(name)}`, `CREATE DATABASE ${ident(name)}`]);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  try {
    await migrateAndSeed(database, uploads);
  } finally {
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to.
    await database.close();
  }
  await onServer(serverUrl, [`ALTER DATABASE ${ident(name)} WITH IS_TEMPLATE true`]);
  process.env[TEMPLATE_DB_ENV] = name;
}

export default async function globalSetup(): Promise<void> {
  const uploads = templateUploadsPath();
  await rm(uploads, { recursive: true, force: true });
  const serverUrl = testServerUrl();
  if (serverUrl) await buildServerTemplate(serverUrl, uploads);
  else await buildPgliteTemplate(uploads);
  // Workers are started after the global setup and inherit these.
  process.env[UPLOADS_ENV] = uploads;
}
