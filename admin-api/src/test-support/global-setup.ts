// Builds the template database once per Jest run: an in-memory PGlite, migrated and seeded, then
// dumped to a file. Each test file loads its own copy (test-app.ts), so files are isolated and the
// ~3 s creation and the password hashing of the seed are paid once. The seeded content's files
// go to a template uploads folder that each test app copies.
import { rm, writeFile } from 'node:fs/promises';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed';
import { seedContent } from '../seed/content';
import { seedNotifications } from '../seed/notifications';
import { seedPurchasing } from '../seed/purchasing';
import { createDiskStorage } from '../storage/storage';
import { TEMPLATE_ENV, templatePath, templateUploadsPath, UPLOADS_ENV } from './template';

export default async function globalSetup(): Promise<void> {
  const file = templatePath();
  const uploads = templateUploadsPath();
  await rm(uploads, { recursive: true, force: true });
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await seedContent(database.db, createDiskStorage(uploads));
    await seedNotifications(database.db);
    await seedPurchasing(database.db);
    const dump = await database.dump();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  // Workers are started after the global setup and inherit this.
  process.env[TEMPLATE_ENV] = file;
  process.env[UPLOADS_ENV] = uploads;
}
