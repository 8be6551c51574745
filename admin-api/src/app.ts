// Builds the Fastify application from its dependencies. main.ts listens with it; the tests drive
// it with `app.inject` against a real embedded database.
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type Config } from './config';
import { CONTENT_TYPES } from './content-types';
import { type AppContext } from './context';
import { API_PREFIX } from './contract/api-prefix';
import { JSON_BODY_MAX_BYTES } from './contract/page';
import { ReadCache } from './core/read-cache';
import { type Db } from './db/client';
import { type CurrentUser } from './domain/current-user';
import { countryFeatureFlags } from './domain/feature-flags';
import { makeAuthenticate, registerAuthDecorators } from './http/auth';
import { createAuthThrottle } from './http/auth-throttle';
import { registerReadCacheInvalidation } from './http/cache-invalidation';
import { registerErrorHandlers } from './http/errors';
import { registerGuards } from './http/guards';
import { registerInputChecks } from './http/input-checks';
import { MaintenanceGate, registerMaintenanceGate } from './http/maintenance-gate';
import { registerMethodNotAllowed, trackRoutes } from './http/method-not-allowed';
import { registerRouteSchemas } from './http/route-schema';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { authRoutes } from './modules/auth/routes';
import { clickstreamRoutes } from './modules/clickstream/routes';
import { commitmentRoutes } from './modules/commitments/routes';
import { contactRoutes } from './modules/contact/routes';
import { type ContentType } from './modules/content/content-type';
import { contentRoutes } from './modules/content/routes';
import { customerRoutes } from './modules/customers/routes';
import { digestRoutes } from './modules/digest/routes';
import { featureFlagRoutes } from './modules/feature-flags/routes';
import { forumRoutes } from './modules/forum/routes';
import { forumSocialRoutes } from './modules/forum/social-routes';
import { localeRoutes } from './modules/locale/routes';
import { maintenanceRoutes } from './modules/maintenance/routes';
import { FIRST_ANSWER_TTL_MS } from './modules/me/me-with';
import { meRoutes } from './modules/me/routes';
import { memberRoutes } from './modules/members/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { purchasingRoutes } from './modules/purchasing/routes';
import { purchasingSeriesRoutes } from './modules/purchasing/series/routes';
import { reportRoutes } from './modules/reports/routes';
import { staffCardRoutes } from './modules/staff-cards/routes';
import { userRoutes } from './modules/users/routes';
import { vetdataRoutes } from './modules/vetdata/routes';
import { type FeatureFlag } from './rules/features';
import { createTokenService } from './security/jwt';
import { createResetTokenService } from './security/reset-tokens';
import { createStorage, type FileStorage } from './storage/storage';

export type AppDeps = {
  db: Db;
  config: Config & { jwtSecret: string };
  /** Defaults to SMTP when SMTP_URL is set, else the outbox. */
  mailer?: Mailer;
  /** Defaults to the storage the config names (a folder on disk, or S3). */
  storage?: FileStorage;
  /** The clock of tokens and throttles (tests move it). */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** The content types to serve instead of the production list, src/content-types.ts (tests). */
  contentTypes?: readonly ContentType[];
};

/** Never log secrets: no request bodies are logged, and these paths are censored if they appear. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.reNewPassword',
  '*.token',
  '*.access',
  '*.refresh',
];

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.trustProxy,
    bodyLimit: JSON_BODY_MAX_BYTES,
    // DRF keeps the same URL for every method; an unknown path is a 404 with `{detail}`.
    routerOptions: { ignoreTrailingSlash: false },
  });

  const mailer =
    deps.mailer ??
    (deps.config.smtpUrl
      ? createSmtpMailer(deps.config.smtpUrl, deps.config.mailFrom)
      : createOutboxMailer(deps.db, app.log));
  const tokens = createTokenService(deps.config.jwtSecret, now);
  const clock = () => now().getTime();
  // Every read cache, once: each is in the context under its name, and every write empties them all.
  const readCaches = {
    userCache: new ReadCache<number, CurrentUser | null>(deps.config.readCacheTtlMs, clock),
    flagCache: new ReadCache<number, FeatureFlag[]>(deps.config.readCacheTtlMs, clock),
    contentCache: new ReadCache<string, unknown>(deps.config.readCacheTtlMs, clock, 2_000),
    seriesCache: new ReadCache<string, unknown>(deps.config.readCacheTtlMs, clock, 5_000),
    readStateCache: new ReadCache<string, unknown>(deps.config.readCacheTtlMs, clock, 5_000),
    firstAnswerCache: new ReadCache<string, { status: number; body: string }>(
      Math.min(deps.config.readCacheTtlMs, FIRST_ANSWER_TTL_MS),
      clock,
      5_000,
    ),
  };
  const ctx: AppContext = {
    db: deps.db,
    config: deps.config,
    mailer,
    now,
    tokens,
    resetTokens: createResetTokenService(deps.config.jwtSecret, now),
    authThrottle: createAuthThrottle(deps.config.loginThrottleMax, deps.config.loginThrottleWindowSeconds, () =>
      now().getTime(),
    ),
    maintenance: new MaintenanceGate(deps.db, 1000, () => now().getTime()),
    authenticate: makeAuthenticate(deps.db, tokens, readCaches.userCache),
    ...readCaches,
    storage: deps.storage ?? createStorage(deps.config.storage),
  };

  registerErrorHandlers(app);
  registerInputChecks(app);
  registerRouteSchemas(app);
  // JSON only, like DRF's JSONParser: any other body is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  registerAuthDecorators(app);
  registerGuards(app, (countryId) => countryFeatureFlags(ctx, countryId));
  if (deps.config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: deps.config.corsOrigins,
      methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    });
  }
  registerMaintenanceGate(app, ctx.maintenance);
  registerReadCacheInvalidation(app, Object.values(readCaches));
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
  });

  const routes = trackRoutes(app);
  await app.register(
    async (api) => {
      await api.register(authRoutes, ctx);
      await api.register(meRoutes, ctx);
      await api.register(memberRoutes, ctx);
      await api.register(localeRoutes, ctx);
      await api.register(featureFlagRoutes, ctx);
      await api.register(maintenanceRoutes, ctx);
      await api.register(notificationRoutes, ctx);
      await api.register(clickstreamRoutes, ctx);
      await api.register(staffCardRoutes, ctx);
      await api.register(contactRoutes, ctx);
      await api.register(userRoutes, ctx);
      await api.register(customerRoutes, ctx);
      await api.register(forumRoutes, ctx);
      await api.register(forumSocialRoutes, ctx);
      await api.register(digestRoutes, ctx);
      await api.register(outboxRoutes, ctx);
      await api.register(reportRoutes, ctx);
      await api.register(contentRoutes(deps.contentTypes ?? CONTENT_TYPES), ctx);
      await api.register(commitmentRoutes, ctx);
      await api.register(purchasingSeriesRoutes, ctx);
      await api.register(purchasingRoutes, ctx);
      await api.register(vetdataRoutes, ctx);
    },
    { prefix: API_PREFIX },
  );
  await registerMethodNotAllowed(app, routes);
  return app;
}
