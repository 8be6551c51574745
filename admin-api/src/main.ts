// Starts the admin API: opens (or creates) the database, applies migrations, seeds demo data on an
// empty database, listens, and prints the URL and the demo accounts. Runnable from the repository
// root (`tsx admin-api/src/main.ts`) or from admin-api/ (`npm start`): paths come from the package.
import { type AddressInfo } from 'node:net';
import path from 'node:path';
import { ConfigError, ensureJwtSecret, loadConfig } from './config';
import { databaseOptions, openDatabase } from './db/client';
import { lockDataDir } from './db/data-dir-lock';
import { DEMO_PASSWORD, USERS } from './seed/data/users';
import { createStorage } from './storage/storage';

function printDemoAccounts(): void {
  const rows = USERS.map((user) => [user.email, user.hasPassword === false ? '(none)' : DEMO_PASSWORD, user.shows]);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0), 8));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell)).join('  ');
  console.log('\nDemo accounts:');
  console.log(line(['e-mail', 'password', 'shows']));
  for (const row of rows) console.log(line(row as string[]));
  console.log('');
}

async function main(): Promise<void> {
  const started = Date.now();
  const config = ensureJwtSecret(loadConfig());
  const embedded = !config.databaseUrl;
  const unlock = embedded ? lockDataDir(config.dataDir) : () => undefined;

  // Start the database (PGlite compiles its WebAssembly asynchronously) while the application's
  // modules load: this overlap keeps a restart around a second.
  const opening = openDatabase(databaseOptions(config));
  const [{ buildApp, LOG_REDACT }, { seedDemoData }] = await Promise.all([import('./app'), import('./seed/demo-data')]);
  const database = await opening;
  await database.migrate();
  const storage = createStorage(config.storage);
  const { seeded, contentSeeded } = await seedDemoData(database.db, storage);

  const app = await buildApp({
    db: database.db,
    config,
    storage,
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT, censor: '[redacted]' } },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
    } finally {
      unlock();
      process.exit(0);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  console.log(
    `Database: ${embedded ? `embedded PostgreSQL in ${path.join(config.dataDir, 'pglite')}` : 'DATABASE_URL'}` +
      `${seeded ? ' (created and seeded with demo data)' : ''}${!seeded && contentSeeded ? ' (demo content added)' : ''}; ` +
      `uploads: ${config.storage.kind === 's3' ? `S3 bucket ${config.storage.bucket}` : config.storage.dir}; ` +
      `mail: ${config.smtpUrl ? 'SMTP' : 'outbox (GET /api/v1/dev/outbox/)'}`,
  );
  printDemoAccounts();
  console.log(`Ready in ${Date.now() - started} ms.`);
  // The portal's scripts wait for exactly this line.
  console.log(`Admin API listening on http://${host}:${address.port}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
