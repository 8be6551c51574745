// What every module plugin receives: the database, the config and the shared services.
import { type Config } from './config';
import { type ReadCache } from './core/read-cache';
import { type Db } from './db/client';
import { type CurrentUser } from './domain/current-user';
import { type PreHandler } from './http/auth';
import { type AuthThrottle } from './http/auth-throttle';
import { type MaintenanceGate } from './http/maintenance-gate';
import { type Mailer } from './mail/mailer';
import { type FeatureFlag } from './rules/features';
import { type TokenService } from './security/jwt';
import { type ResetTokenService } from './security/reset-tokens';
import { type FileStorage } from './storage/storage';

export type AppContext = {
  db: Db;
  config: Config & { jwtSecret: string };
  mailer: Mailer;
  now: () => Date;
  tokens: TokenService;
  resetTokens: ResetTokenService;
  authThrottle: AuthThrottle;
  maintenance: MaintenanceGate;
  /** preHandler: 401 unless a valid access token of an active user is sent. */
  authenticate: PreHandler;
  /** The current user by id and the feature flags by country, read on almost every request. */
  userCache: ReadCache<number, CurrentUser | null>;
  flagCache: ReadCache<number, FeatureFlag[]>;
  /**
   * Content reads that are the same for many users: a country's member lists by query, items by
   * id. Emptied by every write like the others; what a user may see is still checked per request.
   */
  contentCache: ReadCache<string, unknown>;
  /**
   * Spend-and-savings answers by series, member, parameters and day: a dashboard asks for eight, each
   * a rollup query on the embedded database. Imports are writes, so they empty it like any other.
   */
  seriesCache: ReadCache<string, unknown>;
  /**
   * Each reader's own facts (what is new in a forum thread for them, whether they follow it): emptied
   * by every write like the others, and also by a read mark (`forum/read-post/`), which keeps the others.
   */
  readStateCache: ReadCache<string, unknown>;
  /**
   * `me/with/`'s inner answers by user, address, language and path, for a second at most (the page
   * a user reloads, or many users of one page): an inner request costs more than the route behind
   * it. Successes only; emptied by every write like the others.
   */
  firstAnswerCache: ReadCache<string, { status: number; body: string }>;
  /** Uploaded files (content): disk or an S3-compatible bucket. */
  storage: FileStorage;
};
