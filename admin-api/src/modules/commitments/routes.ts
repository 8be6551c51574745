// Commitments (our design; the spec has none: docs/api.md "Commitments"). Reading needs the
// Commitments feature (staff pass) and access to the member (domain/member-access.ts); writes are
// staff only. A commitment of a member the user may not read is not found, as if it did not exist.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import { COMMITMENTS_API } from '../../contract/purchasing';
import { resolveMember } from '../../domain/member-access';
import { currentUser, requireStaff } from '../../http/auth';
import { notFound } from '../../http/errors';
import { requireFeature } from '../../http/guards';
import { pageBody, requestedWindow } from '../../http/pagination';
import { choiceMessage, firstQueryValue, idParams, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { FEATURE } from '../../rules/features';
import { scheduleAtRiskCheck } from './at-risk';
import { createSchema, patchSchema } from './input';
import { commitmentById, listCommitments } from './queries';
import { serializeListed } from './serialize';
import { createCommitment, deleteCommitment, updateCommitment } from './service';
import { todayOf, trackMember, trackOne, trackRows } from './track';

const STATUSES = ['active', 'ended'] as const;

const memberQuery = firstQueryValue.transform((value) =>
  typeof value === 'string' && value !== '' ? value : undefined,
);

type ListStatus = (typeof STATUSES)[number];

const isStatus = (value: unknown): value is ListStatus => (STATUSES as readonly unknown[]).includes(value);

const listQuery = querySchema({
  memberId: memberQuery,
  status: firstQueryValue.transform((value, check): ListStatus | undefined => {
    if (value === undefined || value === '') return undefined;
    if (isStatus(value)) return value;
    check.addIssue({ code: 'custom', message: choiceMessage(String(value)), input: value });
    return z.NEVER;
  }),
});

const trackQuery = querySchema({ memberId: memberQuery });

export const commitmentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const canRead = requireFeature(FEATURE.commitments, { orStaff: true });
  const today = () => todayOf(ctx.now());

  /** The commitment if the user may read its member; not found otherwise. */
  async function readable(request: Parameters<typeof currentUser>[0], id: number) {
    const row = await commitmentById(ctx.db, id);
    if (!row) throw notFound();
    const user = currentUser(request);
    await resolveMember(ctx.db, user, Number(row.member_id)).catch(() => {
      throw notFound();
    });
    return row;
  }

  app.get(COMMITMENTS_API.list, { schema: { querystring: listQuery }, preHandler: canRead }, async (request) => {
    const user = currentUser(request);
    const { memberId, status } = request.query;
    // Staff without a member see every member's; anyone else their own by default.
    const member = memberId === undefined && user.isStaff ? null : await resolveMember(ctx.db, user, memberId);
    const window = requestedWindow(request);
    const day = today();
    const load = async () => {
      const { rows, total } = await listCommitments(ctx.db, { memberId: member, status, today: day }, window);
      // An ended period is judged on what was bought in it, whatever the member's latest figures.
      const ended = rows.filter((row) => row.period_end <= day);
      const results = new Map((await trackRows(ctx.db, ended, day, day)).map((tracked) => [tracked.id, tracked]));
      return { total, results: rows.map((row) => serializeListed(row, results.get(Number(row.id)))) };
    };
    // Through the series cache as the tracking is (whose member may be read is checked above, per
    // request): any write, a commitment's or an import's, empties it.
    const key = `commitments-list|${member ?? 'all'}|${status ?? ''}|${window.limit}|${window.offset}|${day}`;
    const { total, results } = (await ctx.seriesCache.get(key, load)) as Awaited<ReturnType<typeof load>>;
    return pageBody(request, window, total, results);
  });

  app.get(COMMITMENTS_API.track, { schema: { querystring: trackQuery }, preHandler: canRead }, async (request) => {
    const member = await resolveMember(ctx.db, currentUser(request), request.query.memberId);
    // Through the series cache: the tracking is the dearest read of the commitments pages, and
    // any write (a commitment's, an import's) empties the cache.
    const day = today();
    return ctx.seriesCache.get(`commitments-track|${member}|${day}`, () => trackMember(ctx.db, member, day));
  });

  app.get(routeOf(COMMITMENTS_API.item, 'id'), { schema: { params: idParams }, preHandler: canRead }, async (request) =>
    trackOne(ctx.db, await readable(request, request.params.id), today()),
  );

  app.post(
    COMMITMENTS_API.list,
    { schema: { body: createSchema }, preHandler: requireStaff },
    async (request, reply) => {
      const id = await createCommitment(ctx.db, request.body, currentUser(request).id, ctx.now());
      const row = await commitmentById(ctx.db, id);
      if (!row) throw notFound();
      return reply.code(201).send(await trackOne(ctx.db, row, today()));
    },
  );

  app.patch(
    routeOf(COMMITMENTS_API.item, 'id'),
    { schema: { params: idParams, body: patchSchema }, preHandler: requireStaff },
    async (request) => {
      const stored = await commitmentById(ctx.db, request.params.id);
      if (!stored) throw notFound();
      await updateCommitment(ctx.db, stored, request.body, ctx.now());
      const row = await commitmentById(ctx.db, stored.id);
      if (!row) throw notFound();
      return trackOne(ctx.db, row, today());
    },
  );

  app.delete(
    routeOf(COMMITMENTS_API.item, 'id'),
    { schema: { params: idParams }, preHandler: requireStaff },
    async (request, reply) => {
      if (!(await deleteCommitment(ctx.db, request.params.id))) throw notFound();
      return reply.code(204).send();
    },
  );

  scheduleAtRiskCheck(app, ctx);
};
