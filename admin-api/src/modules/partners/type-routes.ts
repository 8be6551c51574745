// The partners' own endpoints (PARTNERS_API, docs/api.md "Partners"), registered through the
// PARTNERS type's extraRoutes inside the content plugin (so under /api/v1/ and authenticated):
// specializations, discovery, contact requests and their subjects, sales reps and the member's spend.
// The contract, the archive of contracts and the logo are in contract-routes.ts.
import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { MESSAGE_LENGTH, PARTNERS_API } from '../../contract/partners';
import { memberCurrency } from '../../domain/members';
import { currentUser, requireStaff } from '../../http/auth';
import { isoUtc } from '../../http/dates';
import { notFound, validationError } from '../../http/errors';
import { primaryKey, vocabularyCode } from '../../http/fields';
import { policySubjectOf, requireFeature } from '../../http/guards';
import { pageBody, requestedWindow } from '../../http/pagination';
import { choiceError, firstQueryValue, idParams, isIdText, querySchema } from '../../http/params';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { FEATURE, isFeatureAvailable } from '../../rules/features';
import { type ContentReads, type ContentType } from '../content/content-type';
import { listItems } from '../content/queries';
import { visibleTranslations, withoutPrivate } from '../content/serialize-item';
import { listCategories } from '../content/taxonomy';
import { memberVisible } from '../content/visibility';
import { monthStart, yearToDate } from '../purchasing/series/quarters';
import { registerContractRoutes } from './contract-routes';
import { partnerIfReadable, readablePartnerOf } from './partner-access';
import {
  contactRequests,
  contactSubjects,
  discoveryCategories,
  discoveryLinks,
  findPartner,
  inDiscoveryCategory,
  partnersBoughtFrom,
  salesReps,
  supplierSpend,
  type PartnerRow,
  type SpendRow,
} from './queries';
import {
  serializeContactRequest,
  serializeDiscovery,
  serializeSalesRep,
  serializeSpend,
  serializeSubject,
} from './serialize';
import {
  createDiscovery,
  createSalesRep,
  deleteDiscovery,
  deleteSalesRep,
  sendContactRequest,
  setPartnerDiscovery,
  updateDiscovery,
  updateSalesRep,
} from './service';

const discoveryFields = {
  code: vocabularyCode,
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(2000).optional(),
  position: z.number().int().min(0).max(32767).optional(),
};
const discoveryCreate = z.object(discoveryFields);
const discoveryPatch = z.object(discoveryFields).partial();
const partnerDiscoveryBody = z.object({ categories: z.array(primaryKey).max(100) });

const optionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid email address.');
const repFields = {
  partner: primaryKey,
  name: z.string().trim().min(1).max(200),
  region: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(32).optional(),
  email: optionalEmail.optional(),
  position: z.number().int().min(0).max(32767).optional(),
};
const repCreate = z.object(repFields);
const repPatch = z.object(repFields).partial();
const repQuery = querySchema({ partner: firstQueryValue });

const contactBody = z.object({
  subject: primaryKey,
  message: z.string().trim().min(MESSAGE_LENGTH.min).max(MESSAGE_LENGTH.max),
});

/** A month twelve months back: "the last 12 months" of purchases are this month and the eleven before. */
function twelveMonthsBack(today: Date): string {
  return monthStart(today.getUTCFullYear(), today.getUTCMonth() + 1 - 11);
}

/** The campaigns' type key (the partner's page lists the partner's running campaigns). */
const CAMPAIGNS_KEY = 'campaigns';

export async function partnerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  type: ContentType,
  reads: ContentReads,
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${type.path}/`;
  const readable = requireFeature(type.feature, { orStaff: true });
  const readablePartner = readablePartnerOf(ctx);
  const throttleMail = userMailThrottle(
    ctx,
    ctx.config.memberMailThrottleMax,
    ctx.config.memberMailThrottleWindowSeconds,
  );
  const viewerOf = (request: FastifyRequest) => {
    const user = currentUser(request);
    return { isStaff: user.isStaff, countryId: user.member.countryId };
  };

  // The spec's name for the partners' categories: the very answer (and cache entry) of `partners/categories/`.
  routes.get(`${base}specializations/`, { preHandler: readable }, async () =>
    ctx.contentCache.get(`categories|${type.key}`, () => listCategories(ctx.db, type)),
  );

  registerDiscoveryRoutes();
  registerContactRoutes();
  registerSalesRepRoutes();

  /** The user's spend with the partner this year, or null for a member without a currency. */
  async function spendWith(request: FastifyRequest, partner: PartnerRow) {
    const user = currentUser(request);
    const today = ctx.now();
    const { year, start, monthEnd } = yearToDate(today);
    const code = partner.supplier_code?.trim() ?? '';
    // Kept like the spend-and-savings series (by member, supplier and months; imports are writes).
    const { currency, row } = (await ctx.seriesCache.get(
      `partner-spend|${user.memberId}|${code}|${start}|${monthEnd}`,
      async () => ({
        currency: await memberCurrency(ctx.db, user.memberId),
        row: code
          ? await supplierSpend(ctx.db, user.memberId, code, { from: start, to: monthEnd })
          : { spend: null, list: null, rebates: null, data_as_of: null },
      }),
    )) as { currency: Awaited<ReturnType<typeof memberCurrency>>; row: SpendRow };
    return currency === null ? null : serializeSpend(year, currency, row);
  }

  /** Every contact subject, the same for every reader (any write empties the cache). */
  function subjects() {
    return ctx.contentCache.get('partner-contact-subjects', async () =>
      (await contactSubjects(ctx.db)).map(serializeSubject),
    );
  }

  routes.get(
    `${base}:id/spend/`,
    {
      schema: { params: idParams },
      preHandler: [readable, requireFeature(FEATURE.spendAndSavings, { orStaff: true })],
    },
    async (request) => {
      const spend = await spendWith(request, await readablePartner(request, request.params.id));
      if (spend === null) throw notFound();
      return spend;
    },
  );

  // Beyond the spec: what the partner's page loads, at once: the partner as its detail answers this
  // user (its 404 and 403 too), its running campaigns, the user's spend with it and the contact
  // subjects, each part as its own call answers, from the same read caches.
  routes.get(`${base}:id/page/`, { schema: { params: idParams }, preHandler: readable }, async (request) => {
    const shown = await reads.detail(type, request, request.params.id);
    const partner = await readablePartner(request, request.params.id);
    const subject = currentUser(request).isStaff ? null : await policySubjectOf(request);
    // As the calls' own guards decide (requireFeature, staff pass).
    const allows = (feature: number) =>
      subject === null || isFeatureAvailable(subject.featureFlags, feature, subject.heldLevels);
    const campaignsType = reads.type(CAMPAIGNS_KEY);
    const campaignsPath = PARTNERS_API.campaigns(partner.id);
    const [campaigns, spend, contactSubjects] = await Promise.all([
      allows(campaignsType.feature)
        ? reads.list(campaignsType, request, campaignsPath.slice(campaignsPath.indexOf('?')))
        : null,
      allows(FEATURE.spendAndSavings) ? spendWith(request, partner) : null,
      subjects(),
    ]);
    return { partner: shown, campaigns, spend, contactSubjects };
  });

  await registerContractRoutes(app, ctx, type);

  function registerDiscoveryRoutes() {
    const discovery = `${base}discovery/`;

    routes.get(discovery, { preHandler: readable }, async (request) =>
      (await discoveryCategories(ctx.db, viewerOf(request), ctx.now())).map(serializeDiscovery),
    );

    routes.get(`${discovery}:id/`, { preHandler: readable, schema: { params: idParams } }, async (request) => {
      const [row] = await discoveryCategories(ctx.db, viewerOf(request), ctx.now(), request.params.id);
      if (!row) throw notFound();
      return serializeDiscovery(row);
    });

    // Every partner of the category is read (a category holds a few dozen at most), so the member's
    // not-yet-used partners can lead the page whatever the purchase data says.
    routes.get(`${discovery}:id/partners/`, { preHandler: readable, schema: { params: idParams } }, async (request) => {
      const user = currentUser(request);
      const now = ctx.now();
      const window = requestedWindow(request);
      const [category] = await discoveryCategories(ctx.db, viewerOf(request), now, request.params.id);
      if (!category) throw notFound();
      const where = [
        inDiscoveryCategory(category.id),
        ...(user.isStaff ? [] : memberVisible(user.member.countryId, now)),
      ];
      const { items } = await listItems(ctx.db, type, {
        where,
        ordering: ['title'],
        ...(user.isStaff ? {} : { oneVersionIn: user.language.id }),
      });
      const ids = items.map((item) => item.id);
      const bought = await partnersBoughtFrom(ctx.db, user.memberId, ids, twelveMonthsBack(now));
      const shown = items.map((item) => ({
        ...(user.isStaff ? item : withoutPrivate(type, visibleTranslations(item, now))),
        buysFrom: bought.has(item.id),
      }));
      const ordered = [...shown.filter((item) => !item.buysFrom), ...shown.filter((item) => item.buysFrom)];
      return pageBody(request, window, ordered.length, ordered.slice(window.offset, window.offset + window.limit));
    });

    routes.post(discovery, { preHandler: requireStaff, schema: { body: discoveryCreate } }, async (request, reply) => {
      const id = await createDiscovery(ctx.db, request.body);
      const [row] = await discoveryCategories(ctx.db, viewerOf(request), ctx.now(), id);
      return reply.code(201).send(row && serializeDiscovery(row));
    });

    routes.patch(
      `${discovery}:id/`,
      { preHandler: requireStaff, schema: { params: idParams, body: discoveryPatch } },
      async (request) => {
        if (!(await updateDiscovery(ctx.db, request.params.id, request.body))) throw notFound();
        const [row] = await discoveryCategories(ctx.db, viewerOf(request), ctx.now(), request.params.id);
        if (!row) throw notFound();
        return serializeDiscovery(row);
      },
    );

    routes.delete(
      `${discovery}:id/`,
      { preHandler: requireStaff, schema: { params: idParams } },
      async (request, reply) => {
        if (!(await deleteDiscovery(ctx.db, request.params.id))) throw notFound();
        return reply.code(204).send();
      },
    );

    routes.put(
      `${base}:id/discovery/`,
      { preHandler: requireStaff, schema: { params: idParams, body: partnerDiscoveryBody } },
      async (request) => {
        const partner = await findPartner(ctx.db, request.params.id);
        if (!partner) throw notFound();
        await setPartnerDiscovery(ctx.db, partner.id, request.body.categories);
        return (await discoveryLinks(ctx.db, [partner.id])).map((row) => ({
          id: row.id,
          code: row.code,
          name: row.name,
        }));
      },
    );
  }

  function registerContactRoutes() {
    routes.get('/all-partner-contact-request-subjects/', subjects);

    routes.post(
      `${base}:id/request-contact/`,
      { preHandler: [readable, throttleMail], schema: { params: idParams, body: contactBody } },
      async (request, reply) => {
        const partner = await readablePartner(request, request.params.id);
        const stored = await sendContactRequest(
          { db: ctx.db, mailer: ctx.mailer, now: ctx.now },
          currentUser(request),
          partner,
          request.body,
        );
        return reply.code(201).send({ id: stored.id, createdAt: isoUtc(stored.createdAt) });
      },
    );

    routes.get(
      `${base}:id/contact-requests/`,
      { preHandler: requireStaff, schema: { params: idParams } },
      async (request) => {
        const partner = await findPartner(ctx.db, request.params.id);
        if (!partner) throw notFound();
        const window = requestedWindow(request);
        const rows = await contactRequests(ctx.db, partner.id, window);
        return pageBody(request, window, rows[0]?.total ?? 0, rows.map(serializeContactRequest));
      },
    );
  }

  function registerSalesRepRoutes() {
    const reps = '/partner-sale-rep/';

    /** The `?partner=` filter: required for members, and only partners the user can read. */
    async function partnerFilter(request: FastifyRequest, raw: unknown): Promise<number | null> {
      const user = currentUser(request);
      if (raw === undefined || raw === '') {
        if (user.isStaff) return null;
        throw validationError({ partner: ['This field is required.'] });
      }
      const text = String(raw);
      if (!isIdText(text)) throw choiceError('partner', text);
      const partner = await partnerIfReadable(ctx, user, Number(text));
      if (!partner) throw choiceError('partner', text);
      return partner.id;
    }

    routes.get(reps, { preHandler: readable, schema: { querystring: repQuery } }, async (request) => {
      const partner = await partnerFilter(request, request.query.partner);
      return (await salesReps(ctx.db, partner === null ? null : [partner])).map(serializeSalesRep);
    });

    routes.post(reps, { preHandler: requireStaff, schema: { body: repCreate } }, async (request, reply) =>
      reply.code(201).send(serializeSalesRep(await createSalesRep(ctx.db, request.body))),
    );

    routes.patch(
      `${reps}:id/`,
      { preHandler: requireStaff, schema: { params: idParams, body: repPatch } },
      async (request) => {
        const row = await updateSalesRep(ctx.db, request.params.id, request.body);
        if (!row) throw notFound();
        return serializeSalesRep(row);
      },
    );

    routes.delete(`${reps}:id/`, { preHandler: requireStaff, schema: { params: idParams } }, async (request, reply) => {
      if (!(await deleteSalesRep(ctx.db, request.params.id))) throw notFound();
      return reply.code(204).send();
    });
  }
}
