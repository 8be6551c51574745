import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The admin-api package directory, so defaults do not depend on where the process was started. */
export const PACKAGE_DIR = path.resolve(__dirname, '..');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * `TRUST_PROXY`: true/false, a hop count, or addresses/ranges such as `loopback` (Fastify's
 * `trustProxy`). A hop count trusts that many proxies in front, as proxy-addr does.
 */
const trustProxy = z
  .string()
  .default('loopback')
  .transform((value): TrustProxy => {
    const trimmed = value.trim();
    if (trimmed === 'true') return true;
    if (trimmed === 'false' || trimmed === '') return false;
    if (/^\d+$/.test(trimmed)) {
      const hops = Number(trimmed);
      return (_address, hop) => hop < hops;
    }
    return trimmed;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString,
  DATA_DIR: optionalString,
  JWT_SECRET: optionalString,
  PORTAL_URL: z.url().default('http://localhost:3000'),
  CORS_ORIGINS: z.string().default(''),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().trim().min(1).default('Vetnet <no-reply@vetnet.example>'),
  LOGIN_THROTTLE_MAX: positiveInt(10),
  LOGIN_THROTTLE_WINDOW_SECONDS: positiveInt(900),
  REPORT_MAIL_THROTTLE_MAX: positiveInt(5),
  REPORT_MAIL_THROTTLE_WINDOW_SECONDS: positiveInt(900),
  /** Contact requests to partners and replies to direct ads, per user and route. */
  MEMBER_MAIL_THROTTLE_MAX: positiveInt(5),
  MEMBER_MAIL_THROTTLE_WINDOW_SECONDS: positiveInt(3600),
  /** Forum posts (threads and replies together, each may notify the mentioned and the followers), per user. */
  FORUM_POST_THROTTLE_MAX: positiveInt(10),
  FORUM_POST_THROTTLE_WINDOW_SECONDS: positiveInt(60),
  /** Reads and changes through a digest unsubscribe link per client address and minute (the bench raises it). */
  UNSUBSCRIBE_THROTTLE_MAX: positiveInt(30),
  /** How often this process works the digest's send queue; 0: never (another process does). */
  DIGEST_QUEUE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(5),
  /** VetData reminders: a member is mailed again only after this many hours; staff calls per user and window. */
  VETDATA_REMINDER_INTERVAL_HOURS: positiveInt(72),
  VETDATA_REMINDER_THROTTLE_MAX: positiveInt(5),
  VETDATA_REMINDER_THROTTLE_WINDOW_SECONDS: positiveInt(3600),
  TRUST_PROXY: trustProxy,
  /** simplejwt's ROTATE_REFRESH_TOKENS with BLACKLIST_AFTER_ROTATION: each refresh answers a new refresh token and revokes the old one. */
  ROTATE_REFRESH_TOKENS: z.enum(['true', 'false', '1', '0', '']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  UPLOAD_DIR: optionalString,
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  UNATTACHED_UPLOAD_HOURS: z.coerce.number().positive().default(24),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', '']).default('false'),
  S3_PREFIX: z.string().trim().default(''),
});

/** Where uploaded files go: a folder on disk (default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      /** Unset: the SDK's default credential chain (environment, instance role, ...). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Prepended to every object key, e.g. `vetnet/`. */
      prefix: string;
    };

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Absolute directory for the embedded database and the generated JWT secret. */
  dataDir: string;
  /** Undefined until `ensureJwtSecret` has read or generated one. */
  jwtSecret: string | undefined;
  /** Base of links in e-mails, without a trailing slash. */
  portalUrl: string;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  loginThrottleMax: number;
  loginThrottleWindowSeconds: number;
  /** How many reports one user may e-mail per window (`send-report/`). */
  reportMailThrottleMax: number;
  reportMailThrottleWindowSeconds: number;
  memberMailThrottleMax: number;
  memberMailThrottleWindowSeconds: number;
  vetdataReminderIntervalHours: number;
  vetdataReminderThrottleMax: number;
  vetdataReminderThrottleWindowSeconds: number;
  forumPostThrottleMax: number;
  forumPostThrottleWindowSeconds: number;
  unsubscribeThrottleMax: number;
  /** Milliseconds between the digest queue's rounds in this process; 0: this process does not work it. */
  digestQueueIntervalMs: number;
  trustProxy: TrustProxy;
  /**
   * Refresh rotation (simplejwt's ROTATE_REFRESH_TOKENS + BLACKLIST_AFTER_ROTATION): a refresh
   * answers `{access, refresh}` and the refresh token sent is blacklisted, so each works once.
   */
  rotateRefreshTokens: boolean;
  logLevel: string;
  /** How long the current user and the feature flags are kept in memory; 0 turns that off. */
  readCacheTtlMs: number;
  storage: StorageConfig;
  /** The largest upload accepted, in bytes. */
  uploadMaxBytes: number;
  /** How long an upload attached to no item is kept before the sweep deletes it. */
  unattachedUploadMaxAgeMs: number;
};

export class ConfigError extends Error {}

/** Parses the environment; throws a readable `ConfigError` naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid admin API environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid admin API environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  // A relative DATA_DIR given by the caller is relative to their working directory; the
  // default lives inside the package whatever the working directory.
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(PACKAGE_DIR, '.data');
  const storage: StorageConfig = e.S3_BUCKET
    ? {
        kind: 's3',
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        endpoint: e.S3_ENDPOINT || undefined,
        credentials:
          e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
            ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
            : undefined,
        forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        prefix: e.S3_PREFIX,
      }
    : { kind: 'disk', dir: e.UPLOAD_DIR ? path.resolve(e.UPLOAD_DIR) : path.join(dataDir, 'uploads') };
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    jwtSecret: e.JWT_SECRET,
    portalUrl: e.PORTAL_URL.replace(/\/+$/, ''),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    loginThrottleMax: e.LOGIN_THROTTLE_MAX,
    loginThrottleWindowSeconds: e.LOGIN_THROTTLE_WINDOW_SECONDS,
    reportMailThrottleMax: e.REPORT_MAIL_THROTTLE_MAX,
    reportMailThrottleWindowSeconds: e.REPORT_MAIL_THROTTLE_WINDOW_SECONDS,
    memberMailThrottleMax: e.MEMBER_MAIL_THROTTLE_MAX,
    memberMailThrottleWindowSeconds: e.MEMBER_MAIL_THROTTLE_WINDOW_SECONDS,
    vetdataReminderIntervalHours: e.VETDATA_REMINDER_INTERVAL_HOURS,
    vetdataReminderThrottleMax: e.VETDATA_REMINDER_THROTTLE_MAX,
    vetdataReminderThrottleWindowSeconds: e.VETDATA_REMINDER_THROTTLE_WINDOW_SECONDS,
    forumPostThrottleMax: e.FORUM_POST_THROTTLE_MAX,
    forumPostThrottleWindowSeconds: e.FORUM_POST_THROTTLE_WINDOW_SECONDS,
    unsubscribeThrottleMax: e.UNSUBSCRIBE_THROTTLE_MAX,
    digestQueueIntervalMs: e.DIGEST_QUEUE_INTERVAL_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    rotateRefreshTokens: e.ROTATE_REFRESH_TOKENS === 'true' || e.ROTATE_REFRESH_TOKENS === '1',
    logLevel: e.LOG_LEVEL,
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    storage,
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    unattachedUploadMaxAgeMs: Math.round(e.UNATTACHED_UPLOAD_HOURS * 60 * 60 * 1000),
  };
}

/**
 * Returns the config with a JWT secret: JWT_SECRET when set, otherwise one generated on first
 * start and kept in DATA_DIR/jwt-secret (mode 600) so tokens survive restarts. Never hard-coded.
 */
export function ensureJwtSecret(config: Config): Config & { jwtSecret: string } {
  if (config.jwtSecret) return { ...config, jwtSecret: config.jwtSecret };
  const file = path.join(config.dataDir, 'jwt-secret');
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) {
      chmodSync(file, 0o600);
      return { ...config, jwtSecret: stored };
    }
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { ...config, jwtSecret: secret };
}
