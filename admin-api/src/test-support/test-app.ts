// A test's application: a private copy of the template database and an app on it, driven with
// `app.inject`. Helpers log users in either for real (auth tests) or by minting a token with the
// app's secret (everything else, skipping the deliberately slow password hash).
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema/accounts';
import { countries } from '../db/schema/locale';
import { type Mailer } from '../mail/mailer';
import { createTokenService } from '../security/jwt';
import { createDiskStorage } from '../storage/storage';
import {
  databaseUrl,
  ident,
  onServer,
  templateDatabaseName,
  templatePath,
  templateUploadsPath,
  testServerUrl,
} from './template';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export type TestClock = { now: () => Date; advance(ms: number): void; set(date: Date): void };

export function testClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  config: Config & { jwtSecret: string };
  clock: TestClock;
  /** This app's private copy of the seeded uploads folder. */
  uploadsDir: string;
  /** An access token for the user with this e-mail, signed with the app's secret. */
  tokenFor(email: string): Promise<string>;
  /** `app.inject` with the Bearer header of `email` (or none when `as` is omitted). */
  call(options: InjectOptions & { as?: string }): Promise<LightMyRequestResponse>;
  userId(email: string): Promise<number>;
  close(): Promise<void>;
};

export type TestAppOptions = {
  env?: Record<string, string>;
  mailer?: Mailer;
  /** Routes a test adds before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  logger?: AppDeps['logger'];
  /** Content types to serve instead of the production registry (e.g. test-only ones beside it). */
  contentTypes?: AppDeps['contentTypes'];
};

let databasesMade = 0;

/**
 * This test file's copy of the template: a PGlite loaded from the dump, or a database created from
 * the server's template and opened as the API opens DATABASE_URL. `drop` removes it after close.
 */
async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    const template = await readFile(templatePath());
    return { database: await openDatabase({ loadDataDir: new Blob([template]) }), drop: async () => undefined };
  }
  databasesMade += 1;
  const name = `vetnet_t_${process.pid}_${databasesMade}`;
  await onServer(serverUrl, [`CREATE DATABASE ${ident(name)} TEMPLATE ${ident(templateDatabaseName())}`]);
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return { database, drop: () => onServer(serverUrl, [`DROP DATABASE IF EXISTS ${ident(name)}`]) };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const uploadsDir = await mkdtemp(path.join(tmpdir(), 'vetnet-uploads-'));
  await cp(templateUploadsPath(), uploadsDir, { recursive: true });
  const config = {
    // No read cache unless a test asks for one: tests also write to the database directly. Tests
    // write many forum posts as one user while the clock stands still: the post throttle is tested apart.
    ...loadConfig({
      PORTAL_URL: 'http://portal.test',
      LOG_LEVEL: 'silent',
      READ_CACHE_TTL_MS: '0',
      FORUM_POST_THROTTLE_MAX: '10000',
      ...options.env,
    }),
    jwtSecret: TEST_SECRET,
  };
  const clock = testClock();
  const app = await buildApp({
    db: database.db,
    config,
    now: clock.now,
    storage: createDiskStorage(uploadsDir),
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.logger !== undefined ? { logger: options.logger } : {}),
    ...(options.contentTypes ? { contentTypes: options.contentTypes } : {}),
  });
  options.extend?.(app);
  await app.ready();
  const tokens = createTokenService(TEST_SECRET, clock.now);

  async function userId(email: string): Promise<number> {
    const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`No seeded user ${email}`);
    return row.id;
  }

  const tokenCache = new Map<string, string>();
  async function tokenFor(email: string): Promise<string> {
    const [subject] = await database.db
      .select({ id: users.id, tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.email, email));
    if (!subject) throw new Error(`No seeded user ${email}`);
    // Per clock time and token version too: a test that moves the clock past the token's lifetime,
    // or ends the user's sessions, gets a fresh one.
    const key = `${email}|${subject.tokenVersion}|${clock.now().getTime()}`;
    const cached = tokenCache.get(key);
    if (cached) return cached;
    const token = await tokens.sign('access', subject);
    tokenCache.set(key, token);
    return token;
  }

  return {
    app,
    database,
    db: database.db,
    config,
    clock,
    uploadsDir,
    tokenFor,
    userId,
    async call({ as, ...request }) {
      const headers = { ...(request.headers ?? {}) };
      if (as) headers.authorization = `Bearer ${await tokenFor(as)}`;
      return app.inject({ ...request, headers });
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
}

export const STAFF = 'staff@vetnet.example';
export const OWNER = 'owner@vetnet.example';
export const ENGAGED = 'engaged@vetnet.example';
export const MANAGER = 'manager@vetnet.example';
export const CONTRIBUTOR = 'contributor@vetnet.example';
export const VIEWER = 'viewer@vetnet.example';
export const SHARED = 'shared@vetnet.example';
export const NEW_USER = 'new@vetnet.example';
export const CHAIN = 'chain@vetnet.example';
export const DE_OWNER = 'de.owner@vetnet.example';
export const BE_OWNER = 'be.owner@vetnet.example';
export const INVITED = 'invited@vetnet.example';
export const DEMO_PASSWORD = 'vetnet-demo';

/** The seeded countries' ids by code (`se`, `dk`, …), for tests that name a country. */
export async function countryIds(t: TestApp): Promise<Record<string, number>> {
  const rows = await t.db.select({ id: countries.id, code: countries.code }).from(countries);
  return Object.fromEntries(rows.map((row) => [row.code, row.id]));
}
