// `costumers/` (spelt as the spec spells it): the b-engaged clinic's customers, pet owners enrolled
// in its engagement programme (docs/api.md "Customers"), listed and exported. Who may: the shared
// policy's Manage customers (lib/rules/policy.ts); staff pass and may name any member with `member`.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import {
  CUSTOMER_ORDERINGS,
  type CustomerOrderingField,
  CUSTOMERS_EXPORT_FILE,
  CUSTOMERS_PAGE_SIZE,
  DEFAULT_CUSTOMER_ORDERING,
  SETTINGS_API,
} from '../../contract/settings';
import { currentUser } from '../../http/auth';
import { requirePolicy } from '../../http/guards';
import { pageBody, requestedWindow } from '../../http/pagination';
import { choiceMessage, firstQueryValue, querySchema } from '../../http/params';
import { listMember } from '../../http/staff-member';
import { voiceOfUser } from '../../i18n/translate';
import { contentDisposition } from '../content/file-types';
import { type CustomerFilter, type CustomerOrdering, listCustomers } from './queries';
import { serializeCustomer } from './serialize';
import { exportCustomers } from './service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const isOrderingField = (value: string): value is CustomerOrderingField =>
  (CUSTOMER_ORDERINGS as readonly string[]).includes(value);

/** `points` or `-points`; absent or empty: by last name; anything else DRF's choice error. */
function toOrdering(value: unknown, check: z.RefinementCtx): CustomerOrdering {
  if (value === undefined || value === '') return { field: DEFAULT_CUSTOMER_ORDERING, descending: false };
  const text = String(value);
  const field = text.replace(/^-/, '');
  if (isOrderingField(field)) return { field, descending: text.startsWith('-') };
  check.addIssue({ code: 'custom', message: choiceMessage(text), input: value });
  return z.NEVER;
}

const toSearch = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** `member` is read by listMember (staff only). */
const listQuery = querySchema({
  search: firstQueryValue.transform(toSearch),
  ordering: firstQueryValue.transform(toOrdering),
});

const exportBody = z.object({
  search: z.string().optional().transform(toSearch),
  ordering: z.string().optional().transform(toOrdering),
});

export const customerRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const canManage = requirePolicy('manageCustomers', { orStaff: true });

  app.get(SETTINGS_API.customers, { schema: { querystring: listQuery }, preHandler: canManage }, async (request) => {
    const { search, ordering } = request.query;
    const filter: CustomerFilter = { memberId: await listMember(ctx.db, request), search, ordering };
    const window = requestedWindow(request, CUSTOMERS_PAGE_SIZE);
    // Through the series cache: customers come with a purchase import, and any write through the
    // API (an import's too) empties it; who may list them is checked above, per request.
    const { field, descending } = filter.ordering;
    const key = `customers|${filter.memberId}|${field}|${descending}|${window.limit}|${window.offset}|${search}`;
    const load = async () => {
      const { rows, total } = await listCustomers(ctx.db, filter, window);
      return { total, results: rows.map(serializeCustomer) };
    };
    const { total, results } = (await ctx.seriesCache.get(key, load)) as Awaited<ReturnType<typeof load>>;
    return pageBody(request, window, total, results);
  });

  app.post(SETTINGS_API.customers, { schema: { body: exportBody }, preHandler: canManage }, async (request, reply) => {
    const { search, ordering } = request.body;
    const filter: CustomerFilter = { memberId: await listMember(ctx.db, request), search, ordering };
    const workbook = await exportCustomers(ctx.db, filter, voiceOfUser(currentUser(request)));
    return reply
      .headers({
        'Content-Type': XLSX_TYPE,
        'Content-Length': String(workbook.length),
        'Content-Disposition': contentDisposition(CUSTOMERS_EXPORT_FILE, false),
        'X-Content-Type-Options': 'nosniff',
        // The clinic's customers: never kept by a shared cache.
        'Cache-Control': 'private, no-store',
      })
      .send(workbook);
  });
};
