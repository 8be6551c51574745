// Builds the template database once per Jest run: an in-memory PGlite, migrated and seeded, then
// dumped to a file. Each test file loads its own copy (test-app.ts), so files are isolated and the
// ~3 s creation and the password hashing of the seed are paid once.
import { writeFile } from 'node:fs/promises';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../seed';
import { TEMPLATE_ENV, templatePath } from './template';

export default async function globalSetup(): Promise<void> {
  const file = templatePath();
  const database = await openDatabase({});
  try {
    await database.migrate();
    await seedDatabase(database.db);
    const dump = await database.dump();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  // Workers are started after the global setup and inherit this.
  process.env[TEMPLATE_ENV] = file;
}
