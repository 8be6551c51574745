// The digest's calls (spec §7 "Digest", lib/contract/digest.ts, docs/admin-api.md "Digest"). The
// member's own toggle (spelt as the spec spells it); everything else staff-only, except the personal
// unsubscribe link's calls and the header images' files, which a mail opens without a session.
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import {
  DIGEST_ITEM_TYPES,
  DIGEST_LIMITS,
  DIGEST_PAGE_SIZE,
  DIGEST_STATUS,
  type DigestItemType,
  type DigestStatus,
  HEADER_IMAGE_MAX_BYTES,
  SUBSCRIBERS_PAGE_SIZE,
  type SubscriberFilter,
  DIGEST_API,
} from '../../contract/digest';
import { currentUser, requireStaff } from '../../http/auth';
import { fieldError, notFound, throttled } from '../../http/errors';
import { sendJsonText } from '../../http/json-text';
import { readUpload, registerMultipart, requireMultipart } from '../../http/multipart';
import { pageBody, requestedWindow } from '../../http/pagination';
import { firstQueryValue, idParams, idPath, isIdText, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { SlidingLogThrottle } from '../../http/throttle';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { sendStoredFile } from '../content/files';
import { composerJson, subscribersPageJson } from './composer';
import {
  countSubscribersByCountry,
  findCoverImage,
  findHeaderImage,
  listHeaderImages,
  listIssues,
  listPastIssues,
  listSchedules,
  listSubscribers,
} from './queries';
import { scheduleDigestQueue } from './queue';
import {
  absoluteItems,
  serializeHeaderImage,
  serializeIssue,
  serializeIssueSummary,
  serializePastIssue,
  serializeProgress,
  serializeSchedule,
  serializeSubscriber,
  subscriberCounts,
} from './serialize';
import {
  addHeaderImage,
  candidates,
  deleteDraft,
  deleteHeaderImage,
  deleteSchedule,
  draftFor,
  findIssueOr404,
  isOneClickBody,
  pastIssueHtml,
  previewIssue,
  putSchedule,
  reassemble,
  recipientsNow,
  setSubscription,
  sendTest,
  startSend,
  subscriptionState,
  toggleDigestSubscription,
  updateDraft,
} from './service';
import { createImageSignatures, createUnsubscribeTokens } from './tokens';

/** Sends one staff user may start per hour: a handful of countries and languages a week. */
export const SEND_THROTTLE = { max: 10, windowSeconds: 60 * 60 } as const;
/**
 * Unsubscribe calls per client address and minute (no session to count by), reads and changes each
 * counted on their own; `max` is UNSUBSCRIBE_THROTTLE_MAX's default.
 */
export const UNSUBSCRIBE_THROTTLE = { max: 30, windowSeconds: 60 } as const;
/** Test mails one staff user may have sent to themselves per ten minutes ("Send a test to me"). */
export const TEST_SEND_THROTTLE = { max: 5, windowSeconds: 10 * 60 } as const;
/** Previews one staff user may render per minute (each renders the whole mail). */
export const PREVIEW_THROTTLE = { max: 60, windowSeconds: 60 } as const;

const HTML = 'text/html; charset=utf-8';

/** DIGEST_API.unsubscribe's route: written out, as the contract encodes the token (a `:` too). */
const UNSUBSCRIBE_ROUTE = '/digest/unsubscribe/:token/';
/** DIGEST_API.itemImage's route. */
const ITEM_IMAGE_ROUTE = '/digest/images/:id/:signature/';

/** An optional single id in the query: absent or empty is no filter, anything else not an id a 400. */
const optionalId = (field: string) =>
  firstQueryValue.transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    if (typeof raw !== 'string' || !isIdText(raw)) {
      ctx.addIssue({ code: 'custom', message: `A valid integer is required.`, path: [field] });
      return z.NEVER;
    }
    return Number(raw);
  });

const searchQuery = firstQueryValue.transform((value) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, DIGEST_LIMITS.search.max) : undefined,
);

const subscriberQuery = querySchema({
  country: optionalId('country'),
  language: optionalId('language'),
  level: optionalId('level'),
  search: searchQuery,
});

const statusQuery = querySchema({
  status: firstQueryValue.transform((raw, ctx) => {
    if (raw === undefined || raw === '') return undefined;
    if (typeof raw === 'string' && (Object.values(DIGEST_STATUS) as string[]).includes(raw)) return raw as DigestStatus;
    ctx.addIssue({
      code: 'custom',
      message: `Select a valid choice. ${String(raw)} is not one of the available choices.`,
    });
    return z.NEVER;
  }),
});

const levelsField = z.array(z.number().int().positive()).max(20);
const itemTypeField = z.enum(DIGEST_ITEM_TYPES);
const changesBody = z
  .object({
    subject: z.string().trim().min(DIGEST_LIMITS.subject.min).max(DIGEST_LIMITS.subject.max),
    introduction: z.string().max(DIGEST_LIMITS.introduction.max),
    headerImage: z.number().int().positive().nullable(),
    items: z
      .array(
        z.object({
          type: itemTypeField,
          id: z.number().int().positive(),
          note: z.string().trim().max(DIGEST_LIMITS.itemNote.max).optional(),
        }),
      )
      .max(DIGEST_LIMITS.items.max),
    levels: levelsField,
  })
  .partial();

const countryParams = z.object({ countryId: idPath });

/** The client's address as fastify sees it (TRUST_PROXY decides whether a forwarded one counts). */
function ipThrottle(ctx: AppContext, max: number, windowSeconds: number) {
  const throttle = new SlidingLogThrottle(max, windowSeconds * 1000, () => ctx.now().getTime());
  return async (request: FastifyRequest) => {
    const result = throttle.hit(request.ip);
    if (!result.allowed) throw throttled(result.retryAfterSeconds);
  };
}

/** Calls a mail opens without a session: the unsubscribe link and the header images. */
async function publicRoutes(scope: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const tokens = createUnsubscribeTokens(ctx.config.jwtSecret);
  // Reading and changing count apart: the portal's page reads the state from the portal's own
  // address (every visitor in one bucket), and those reads must never use up the limit that guards
  // the change, which the browser sends through the portal's /api forwarding with its own address.
  const throttleRead = ipThrottle(ctx, ctx.config.unsubscribeThrottleMax, UNSUBSCRIBE_THROTTLE.windowSeconds);
  const throttleChange = ipThrottle(ctx, ctx.config.unsubscribeThrottleMax, UNSUBSCRIBE_THROTTLE.windowSeconds);
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` form-encoded, without cookies. Parsed
  // here only; the rest of the API stays JSON-only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  app.addHook('onSend', async (_request, reply) => {
    // A personal link: never kept by a shared cache, never sent on as a referrer.
    if (!reply.hasHeader('Cache-Control')) void reply.header('Cache-Control', 'private, no-store');
    void reply.header('Referrer-Policy', 'no-referrer');
  });
  const route = z.object({ token: z.string().min(1).max(100) });

  app.get(UNSUBSCRIBE_ROUTE, { schema: { params: route }, preHandler: throttleRead }, async (request) =>
    subscriptionState(ctx, tokens, request.params.token),
  );
  app.post(UNSUBSCRIBE_ROUTE, { schema: { params: route }, preHandler: throttleChange }, async (request) => {
    // A JSON `{}` from the portal's page or RFC 8058's form body; any other form body is not a one-click.
    const contentType = request.headers['content-type'] ?? '';
    if (contentType.startsWith('application/x-www-form-urlencoded') && !isOneClickBody(request.body))
      throw fieldError('List-Unsubscribe', 'Expected List-Unsubscribe=One-Click.');
    return setSubscription(ctx, tokens, request.params.token, false);
  });
  app.post(
    UNSUBSCRIBE_ROUTE + 'resubscribe/',
    { schema: { params: route }, preHandler: throttleChange },
    async (request) => setSubscription(ctx, tokens, request.params.token, true),
  );

  // An item's cover image in a mail (DIGEST_API.itemImage): only with the API's signature of its id.
  const images = createImageSignatures(ctx.config.jwtSecret);
  app.get(
    ITEM_IMAGE_ROUTE,
    { schema: { params: idParams.extend({ signature: z.string().max(100) }) } },
    async (request, reply) => {
      const { id, signature } = request.params;
      const file = images.verify(id, signature) ? await findCoverImage(ctx.db, id) : null;
      if (!file) throw notFound();
      return sendStoredFile(ctx, request, reply, file, {
        inline: true,
        // Mail clients fetch it for every reader; a file never changes under its id.
        cacheControl: 'public, max-age=86400, immutable',
      });
    },
  );

  app.get(routeOf(DIGEST_API.headerGifFile, 'id'), { schema: { params: idParams } }, async (request, reply) => {
    const image = await findHeaderImage(ctx.db, request.params.id);
    const stream = image ? await ctx.storage.get(image.storageKey) : null;
    if (!image || !stream) throw notFound();
    return reply
      .headers({
        'Content-Type': image.contentType,
        // Mail clients fetch it for every reader; it never changes under its id.
        'Cache-Control': 'public, max-age=86400, immutable',
        'Content-Disposition': 'inline',
      })
      .send(stream);
  });
}

export const digestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  await app.register(async (open) => publicRoutes(open, ctx));

  const tokens = createUnsubscribeTokens(ctx.config.jwtSecret);
  const start = async (issueId: number) => {
    const issue = await startSend(ctx, issueId, undefined);
    queue.wake();
    return issue;
  };
  const queue = scheduleDigestQueue(
    app,
    { db: ctx.db, mailer: ctx.mailer, config: ctx.config, now: ctx.now, tokens, log: app.log },
    start,
    ctx.config.digestQueueIntervalMs,
  );

  await app.register(async (member) => {
    member.addHook('preHandler', ctx.authenticate);
    member.post(DIGEST_API.toggleSubscription, async (request) =>
      toggleDigestSubscription(ctx.db, currentUser(request).id),
    );
  });

  await app.register(async (scope) => {
    const staff = scope.withTypeProvider<ZodTypeProvider>();
    staff.addHook('preHandler', ctx.authenticate);
    staff.addHook('preHandler', requireStaff);
    const throttleSend = userMailThrottle(ctx, SEND_THROTTLE.max, SEND_THROTTLE.windowSeconds);
    const throttlePreview = userMailThrottle(ctx, PREVIEW_THROTTLE.max, PREVIEW_THROTTLE.windowSeconds);
    const throttleTest = userMailThrottle(ctx, TEST_SEND_THROTTLE.max, TEST_SEND_THROTTLE.windowSeconds);
    const portalUrl = ctx.config.portalUrl;

    staff.get(DIGEST_API.issues, { schema: { querystring: statusQuery } }, async (request) =>
      (await listIssues(ctx.db, request.query.status)).map((row) => serializeIssueSummary(row, portalUrl)),
    );
    staff.post(
      DIGEST_API.issues,
      { schema: { body: z.object({ country: z.number().int().positive(), language: z.number().int().positive() }) } },
      async (request, reply) => {
        const { issue, created } = await draftFor(ctx, currentUser(request).id, request.body);
        return reply.code(created ? 201 : 200).send(serializeIssue(issue, portalUrl, await recipientsNow(ctx, issue)));
      },
    );
    staff.get(routeOf(DIGEST_API.issue, 'id'), { schema: { params: idParams } }, async (request) => {
      const issue = await findIssueOr404(ctx, request.params.id);
      return serializeIssue(issue, portalUrl, issue.status === 'draft' ? await recipientsNow(ctx, issue) : undefined);
    });
    staff.patch(
      routeOf(DIGEST_API.issue, 'id'),
      { schema: { params: idParams, body: changesBody } },
      async (request) => {
        const issue = await updateDraft(ctx, request.params.id, request.body);
        return serializeIssue(issue, portalUrl, await recipientsNow(ctx, issue));
      },
    );
    staff.delete(routeOf(DIGEST_API.issue, 'id'), { schema: { params: idParams } }, async (request, reply) => {
      await deleteDraft(ctx, request.params.id);
      return reply.code(204).send();
    });
    staff.post(
      routeOf(DIGEST_API.sendTest, 'id'),
      { schema: { params: idParams }, preHandler: throttleTest },
      async (request) => sendTest(ctx, request.params.id, currentUser(request), tokens),
    );
    staff.post(routeOf(DIGEST_API.assemble, 'id'), { schema: { params: idParams } }, async (request) => {
      const issue = await reassemble(ctx, request.params.id);
      return serializeIssue(issue, portalUrl, await recipientsNow(ctx, issue));
    });
    staff.get(
      routeOf(DIGEST_API.candidates, 'id'),
      {
        schema: {
          params: idParams,
          querystring: querySchema({
            type: firstQueryValue.transform((raw, zctx) => {
              if (raw === undefined || raw === '') return undefined;
              if (typeof raw === 'string' && (DIGEST_ITEM_TYPES as readonly string[]).includes(raw))
                return raw as DigestItemType;
              zctx.addIssue({
                code: 'custom',
                message: `Select a valid choice. ${String(raw)} is not one of the available choices.`,
              });
              return z.NEVER;
            }),
            search: searchQuery,
          }),
        },
      },
      async (request) =>
        absoluteItems(await candidates(ctx, request.params.id, request.query.type, request.query.search), portalUrl),
    );

    staff.get(
      DIGEST_API.preview,
      {
        schema: {
          querystring: querySchema({
            issue: optionalId('issue'),
            format: firstQueryValue.transform((raw) => (raw === 'text' ? 'text' : 'html')),
          }),
        },
        preHandler: throttlePreview,
      },
      async (request, reply) => {
        if (request.query.issue === undefined) throw fieldError('issue', 'This field is required.');
        const mail = await previewIssue(ctx, request.query.issue);
        return reply
          .header('Content-Type', request.query.format === 'text' ? 'text/plain; charset=utf-8' : HTML)
          .header('Cache-Control', 'private, no-store')
          .send(request.query.format === 'text' ? mail.text : mail.html);
      },
    );

    // Beyond the spec: the `/digest` page's eight answers in one (composer.ts).
    staff.get(
      DIGEST_API.composer,
      { schema: { querystring: querySchema({ issue: optionalId('issue') }) } },
      async (request, reply) =>
        // Sent as the JSON text the read cache keeps.
        sendJsonText(
          reply,
          await composerJson(ctx, request, request.query.issue, requestedWindow(request, DIGEST_PAGE_SIZE)),
        ),
    );

    staff.get(
      DIGEST_API.past,
      { schema: { querystring: querySchema({ country: optionalId('country'), language: optionalId('language') }) } },
      async (request) => {
        const window = requestedWindow(request, DIGEST_PAGE_SIZE);
        const filter = { countryId: request.query.country, languageId: request.query.language };
        const { total, rows } = await listPastIssues(ctx.db, filter, window);
        return pageBody(request, window, total, rows.map(serializePastIssue));
      },
    );
    staff.get(routeOf(DIGEST_API.pastIssue, 'id'), { schema: { params: idParams } }, async (request, reply) => {
      const html = await pastIssueHtml(ctx, request.params.id);
      return reply.header('Content-Type', HTML).header('Cache-Control', 'private, no-store').send(html);
    });

    staff.get(DIGEST_API.subscribers, { schema: { querystring: subscriberQuery } }, async (request) => {
      const window = requestedWindow(request, SUBSCRIBERS_PAGE_SIZE);
      const { total, rows } = await listSubscribers(ctx.db, request.query as SubscriberFilter, window, (key, load) =>
        ctx.contentCache.get(key, load).then(Number),
      );
      return pageBody(request, window, total, rows.map(serializeSubscriber));
    });
    staff.get(DIGEST_API.subscriberCounts, { schema: { querystring: subscriberQuery } }, async (request) => {
      return subscriberCounts(await countSubscribersByCountry(ctx.db, request.query as SubscriberFilter));
    });
    // Beyond the spec: the `/digest/subscribers` page's four answers in one (composer.ts).
    staff.get(DIGEST_API.subscribersPage, { schema: { querystring: subscriberQuery } }, async (request, reply) =>
      sendJsonText(
        reply,
        await subscribersPageJson(
          ctx,
          request,
          request.query as SubscriberFilter,
          requestedWindow(request, SUBSCRIBERS_PAGE_SIZE),
        ),
      ),
    );

    staff.get(routeOf(DIGEST_API.sendDigest, 'id'), { schema: { params: idParams } }, async (request) => {
      const issue = await findIssueOr404(ctx, request.params.id);
      return serializeProgress(issue, issue.status === 'draft' ? await recipientsNow(ctx, issue) : undefined);
    });
    staff.post(
      routeOf(DIGEST_API.sendDigest, 'id'),
      {
        schema: { params: idParams, body: z.object({ levels: levelsField.optional() }).optional() },
        preHandler: throttleSend,
      },
      async (request, reply) => {
        const issue = await startSend(ctx, request.params.id, request.body?.levels);
        queue.wake();
        return reply.code(202).send(serializeProgress(issue));
      },
    );

    // Read on every load of `/digest/headergifs` (and the spec-only composer's), changed only through
    // this API: kept in the read cache, which any write empties.
    staff.get(DIGEST_API.headerGifs, () =>
      ctx.contentCache.get('digest-header-gifs', async () =>
        (await listHeaderImages(ctx.db)).map((row) => serializeHeaderImage(row, portalUrl)),
      ),
    );
    staff.delete(routeOf(DIGEST_API.headerGif, 'id'), { schema: { params: idParams } }, async (request, reply) => {
      await deleteHeaderImage(ctx, request.params.id);
      return reply.code(204).send();
    });
    await staff.register(async (uploadScope) => {
      const uploads = uploadScope.withTypeProvider<ZodTypeProvider>();
      await registerMultipart(uploads, HEADER_IMAGE_MAX_BYTES);
      uploads.post(DIGEST_API.headerGifs, async (request, reply) => {
        requireMultipart(request);
        const { file, fields } = await readUpload(request, HEADER_IMAGE_MAX_BYTES, ['alt'] as const);
        if (!file) throw fieldError('file', 'No file was submitted.');
        const alt = (fields.alt ?? '').trim();
        if (alt.length < DIGEST_LIMITS.headerAlt.min || alt.length > DIGEST_LIMITS.headerAlt.max)
          throw fieldError('alt', `Describe the image in 1 to ${DIGEST_LIMITS.headerAlt.max} characters.`);
        const row = await addHeaderImage(ctx, currentUser(request).id, file, alt);
        return reply.code(201).send(serializeHeaderImage(row, portalUrl));
      });
    });

    staff.get(DIGEST_API.schedules, async () => {
      const now = ctx.now();
      return (await listSchedules(ctx.db)).map((row) => serializeSchedule(row, now));
    });
    staff.put(
      routeOf(DIGEST_API.schedule, 'countryId'),
      {
        schema: {
          params: countryParams,
          body: z.object({
            weekday: z.number().int().min(1).max(7),
            hour: z.number().int().min(0).max(23),
            enabled: z.boolean(),
          }),
        },
      },
      async (request) => {
        return serializeSchedule(await putSchedule(ctx, request.params.countryId, request.body), ctx.now());
      },
    );
    staff.delete(
      routeOf(DIGEST_API.schedule, 'countryId'),
      { schema: { params: countryParams } },
      async (request, reply) => {
        await deleteSchedule(ctx, request.params.countryId);
        return reply.code(204).send();
      },
    );
  });
};
