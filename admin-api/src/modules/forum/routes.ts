// The forum's calls (spec §7 "/api/v1/forum/…", docs/api.md "Forum"): threads and replies, read
// state and search, for the forum feature's users of one country; staff see every country.
// Following and @mention lookups are in social-routes.ts; `subscriptions/updated/` is a thread
// list, so it is here.
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppContext } from '../../context';
import {
  FORUM_API,
  FORUM_LIMITS,
  FORUM_ORDERINGS,
  FORUM_PAGE_SIZE,
  type ForumOrderingField,
  REPLIES_PAGE_SIZE,
} from '../../contract/forum';
import { notFound } from '../../core/api-errors';
import { currentUser } from '../../http/auth';
import { KEEPS_READ_CACHES } from '../../http/cache-invalidation';
import { primaryKey } from '../../http/fields';
import { requireFeature } from '../../http/guards';
import { pageCount, pageBody, pageWindow, requestedWindow, type PageWindow } from '../../http/pagination';
import { choiceMessage, firstQueryValue, idParams, isIdText, querySchema } from '../../http/params';
import { routeOf } from '../../http/route-path';
import { userMailThrottle } from '../../http/user-mail-throttle';
import { FEATURE } from '../../rules/features';
import { forumViewer, findVisibleThread, type ForumViewer } from './access';
import { mentionedNames } from './mentions';
import {
  listCategories,
  listReplies,
  listThreads,
  loadReply,
  loadThread,
  replyPosition,
  type ReplyRow,
  type ThreadFilter,
  type ThreadOrdering,
} from './queries';
import { serializeReply, serializeThread, serializeThreadDetail } from './serialize';
import { createReply, createThread, deletePost, patchPost, setRead } from './service';

const isOrderingField = (value: string): value is ForumOrderingField =>
  (FORUM_ORDERINGS as readonly string[]).includes(value);

function toOrdering(value: unknown, check: z.RefinementCtx): ThreadOrdering | null {
  if (value === undefined || value === '') return null;
  const text = String(value);
  const field = text.replace(/^-/, '');
  if (isOrderingField(field)) return { field, descending: text.startsWith('-') };
  check.addIssue({ code: 'custom', message: choiceMessage(text), input: value });
  return z.NEVER;
}

/** An optional id filter: empty is none; anything but an id is DRF's choice error. */
function toId(value: unknown, check: z.RefinementCtx): number | null {
  if (value === undefined || value === '') return null;
  const text = String(value);
  if (isIdText(text)) return Number(text);
  check.addIssue({ code: 'custom', message: choiceMessage(text), input: value });
  return z.NEVER;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function toSearch(value: unknown, check: z.RefinementCtx): string {
  const words = text(value);
  if (words === '') return '';
  if (words.length < 2 || words.length > FORUM_LIMITS.search.max) {
    check.addIssue({
      code: 'custom',
      message: `Ensure this field has between 2 and ${FORUM_LIMITS.search.max} characters.`,
      input: value,
    });
    return z.NEVER;
  }
  return words;
}

const listQuery = querySchema({
  category: firstQueryValue.transform(toId),
  country: firstQueryValue.transform(toId),
  title: firstQueryValue.transform((value) => text(value).slice(0, FORUM_LIMITS.title.max)),
  search: firstQueryValue.transform(toSearch),
  following: firstQueryValue.transform((value) => value === 'true' || value === '1'),
  ordering: firstQueryValue.transform(toOrdering),
});

const repliesQuery = querySchema({ at: firstQueryValue.transform(toId) });

const title = z.string().trim().min(FORUM_LIMITS.title.min).max(FORUM_LIMITS.title.max);
const postText = z.string().max(FORUM_LIMITS.text.max);

const threadBody = z.object({ title, category: primaryKey, post: postText, country: primaryKey.optional() });
const replyBody = z.object({ post: postText, quote: primaryKey.nullable().optional() });
const patchBody = z.object({
  title: title.optional(),
  category: primaryKey.optional(),
  post: postText.optional(),
  isPinned: z.boolean().optional(),
  isClosed: z.boolean().optional(),
  answer: primaryKey.nullable().optional(),
});
const readBody = z.object({ post: primaryKey, unread: z.boolean() });

type ListQuery = z.infer<typeof listQuery>;

function threadFilter(query: ListQuery, viewer: ForumViewer, updated: boolean): ThreadFilter {
  return {
    categoryId: query.category,
    title: query.title,
    search: query.search ? { words: query.search, language: viewer.language } : null,
    following: query.following,
    updated,
    countryId: query.country,
    ordering: query.ordering,
  };
}

/** The replies page asked for: `?at=` chooses the page holding that post, else `?page=`. */
async function repliesWindow(
  ctx: AppContext,
  request: FastifyRequest,
  threadId: number,
  at: number | null,
): Promise<PageWindow> {
  const window = requestedWindow(request, REPLIES_PAGE_SIZE);
  if (at === null) return window;
  const position = at === threadId ? 0 : ((await replyPosition(ctx.db, threadId, at)) ?? 0);
  return pageWindow(Math.floor(position / window.pageSize) + 1, window.pageSize);
}

export const forumRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.addHook('preHandler', ctx.authenticate);
  const preHandler = requireFeature(FEATURE.forum, { orStaff: true });
  // One count per user for threads and replies: each post may notify the mentioned and the followers.
  const throttlePost = userMailThrottle(
    ctx,
    ctx.config.forumPostThrottleMax,
    ctx.config.forumPostThrottleWindowSeconds,
  );
  const viewerOf = (request: FastifyRequest) => forumViewer(currentUser(request));

  const threadDetail = async (viewer: ForumViewer, id: number) => {
    const row = await loadThread(ctx.db, viewer, id);
    if (!row) throw notFound();
    const mentions = await mentionedNames(ctx.db, [row]);
    return serializeThreadDetail(row, viewer.id, mentions.get(row.id) ?? []);
  };

  /** Replies as answered, each with the names it @mentions (one query for them all). */
  const serializeReplies = async (rows: ReplyRow[]) => {
    const mentions = await mentionedNames(ctx.db, rows);
    return rows.map((row) => serializeReply(row, mentions.get(row.id) ?? []));
  };

  const threadPage = async (request: FastifyRequest, query: ListQuery, updated: boolean) => {
    const viewer = viewerOf(request);
    const window = requestedWindow(request, FORUM_PAGE_SIZE);
    const { rows, total } = await listThreads(ctx.db, viewer, threadFilter(query, viewer, updated), window);
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => serializeThread(row, viewer.id)),
    );
  };

  app.get(FORUM_API.categories, { preHandler }, async () => listCategories(ctx.db));

  app.get(FORUM_API.posts, { schema: { querystring: listQuery }, preHandler }, async (request) =>
    threadPage(request, request.query, false),
  );

  app.get(FORUM_API.updated, { schema: { querystring: listQuery }, preHandler }, async (request) =>
    threadPage(request, request.query, true),
  );

  app.post(
    FORUM_API.posts,
    { schema: { body: threadBody }, preHandler: [preHandler, throttlePost] },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const id = await createThread(ctx.db, viewer, request.body, ctx.now());
      return reply.status(201).send(await threadDetail(viewer, id));
    },
  );

  app.get(routeOf(FORUM_API.post, 'id'), { schema: { params: idParams }, preHandler }, async (request) =>
    threadDetail(viewerOf(request), request.params.id),
  );

  app.patch(
    routeOf(FORUM_API.post, 'id'),
    { schema: { params: idParams, body: patchBody }, preHandler },
    async (request) => {
      const viewer = viewerOf(request);
      const { post, thread } = await patchPost(ctx.db, viewer, request.params.id, request.body, ctx.now());
      if (post.threadId === null) return threadDetail(viewer, thread.id);
      const row = await loadReply(ctx.db, post.id);
      if (!row) throw notFound();
      return (await serializeReplies([row]))[0];
    },
  );

  app.delete(routeOf(FORUM_API.post, 'id'), { schema: { params: idParams }, preHandler }, async (request, reply) => {
    await deletePost(ctx.db, viewerOf(request), request.params.id, ctx.now());
    return reply.status(204).send();
  });

  app.get(
    routeOf(FORUM_API.replies, 'id'),
    { schema: { params: idParams, querystring: repliesQuery }, preHandler },
    async (request) => {
      const viewer = viewerOf(request);
      const threadId = request.params.id;
      if (!(await findVisibleThread(ctx.db, viewer, threadId))) throw notFound();
      const window = await repliesWindow(ctx, request, threadId, request.query.at);
      const { rows, total } = await listReplies(ctx.db, threadId, window);
      // `?at=` of a post on a page past the last (it was deleted meanwhile): the last page.
      const last = pageCount(total, window.pageSize);
      if (request.query.at !== null && window.page > last) {
        const lastWindow = pageWindow(last, window.pageSize);
        const again = await listReplies(ctx.db, threadId, lastWindow);
        return { ...pageBody(request, lastWindow, total, await serializeReplies(again.rows)), page: last };
      }
      return { ...pageBody(request, window, total, await serializeReplies(rows)), page: window.page };
    },
  );

  app.post(
    routeOf(FORUM_API.replies, 'id'),
    { schema: { params: idParams, body: replyBody }, preHandler: [preHandler, throttlePost] },
    async (request, reply) => {
      const id = await createReply(ctx.db, viewerOf(request), request.params.id, request.body, ctx.now());
      const row = await loadReply(ctx.db, id);
      if (!row) throw notFound();
      return reply.status(201).send((await serializeReplies([row]))[0]);
    },
  );

  app.post(
    FORUM_API.readPost,
    { schema: { body: readBody }, preHandler, config: KEEPS_READ_CACHES },
    async (request, reply) => {
      await setRead(ctx.db, viewerOf(request), request.body, ctx.now());
      return reply.status(204).send();
    },
  );
};
