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
  type ForumReply,
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
import { forumViewer, type ForumViewer } from './access';
import { mentionedNames } from './mentions';
import {
  listCategories,
  listReplies,
  listThreads,
  loadReply,
  loadSharedThread,
  isVisibleTo,
  replyPosition,
  type SharedThreadRow,
  type ThreadDetailRow,
  type ReplyRow,
  type ThreadFilter,
  type ThreadOrdering,
  withViewerFacts,
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

/** `forum/list/`: the list's query, and `updated=true` for the list of `subscriptions/updated/`. */
const listPageQuery = listQuery.extend({ updated: firstQueryValue.transform((value) => value === 'true') });

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
  const position =
    at === threadId
      ? 0
      : (((await ctx.contentCache.get(`forum-position|${threadId}|${at}`, () =>
          replyPosition(ctx.db, threadId, at),
        )) as number | null) ?? 0);
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

  /**
   * A thread as every reader of its country sees it, with the names its opening post @mentions,
   * through the read cache (any write empties it; a reader's read mark is not in it); null when
   * there is no such thread. Who may read it is checked per request (`visibleThread`).
   */
  const sharedThread = (id: number) =>
    ctx.contentCache.get(`forum-thread|${id}`, async () => {
      const row = await loadSharedThread(ctx.db, id);
      return row ? { row, mentions: (await mentionedNames(ctx.db, [row])).get(row.id) ?? [] } : null;
    }) as Promise<{ row: SharedThreadRow; mentions: string[] } | null>;

  /** The thread `id` as `viewer` may read it (404 otherwise): a member only their country's. */
  const visibleThread = async (viewer: ForumViewer, id: number) => {
    const shared = await sharedThread(id);
    if (!shared || !isVisibleTo(viewer, shared.row)) throw notFound();
    return shared;
  };

  const threadDetail = async (viewer: ForumViewer, id: number) => {
    const shared = await visibleThread(viewer, id);
    const row = (await ctx.readStateCache.get(`forum-thread|${viewer.id}|${id}`, () =>
      withViewerFacts(ctx.db, viewer, shared.row),
    )) as ThreadDetailRow | null;
    if (!row) throw notFound();
    return serializeThreadDetail(row, viewer.id, shared.mentions);
  };

  /** Replies as answered, each with the names it @mentions (one query for them all). */
  const serializeReplies = async (rows: ReplyRow[]) => {
    const mentions = await mentionedNames(ctx.db, rows);
    return rows.map((row) => serializeReply(row, mentions.get(row.id) ?? []));
  };

  /**
   * A page of a thread's replies as answered (the same for every reader), and how many there are,
   * through the read cache like the thread.
   */
  const repliesPage = (threadId: number, window: PageWindow) =>
    ctx.contentCache.get(`forum-replies|${threadId}|${window.offset}|${window.limit}`, async () => {
      const { rows, total } = await listReplies(ctx.db, threadId, window);
      return { total, results: await serializeReplies(rows) };
    }) as Promise<{ total: number; results: ForumReply[] }>;

  /** A thread's replies page as `replies/` answers it (the thread's visibility already checked). */
  const repliesAnswer = async (request: FastifyRequest, threadId: number, at: number | null) => {
    const window = await repliesWindow(ctx, request, threadId, at);
    const { total, results } = await repliesPage(threadId, window);
    // `?at=` of a post on a page past the last (it was deleted meanwhile): the last page.
    const last = pageCount(total, window.pageSize);
    if (at !== null && window.page > last) {
      const lastWindow = pageWindow(last, window.pageSize);
      const again = await repliesPage(threadId, lastWindow);
      return { ...pageBody(request, lastWindow, again.total, again.results), page: last };
    }
    return { ...pageBody(request, window, total, results), page: window.page };
  };

  const threadPage = async (request: FastifyRequest, query: ListQuery, updated: boolean) => {
    const viewer = viewerOf(request);
    const window = requestedWindow(request, FORUM_PAGE_SIZE);
    // What is new differs per reader: each reader's pages are kept apart, with their own facts.
    const { rows, total } = (await ctx.readStateCache.get(`forum-list|${viewer.id}|${updated}|${request.url}`, () =>
      listThreads(ctx.db, viewer, threadFilter(query, viewer, updated), window),
    )) as Awaited<ReturnType<typeof listThreads>>;
    return pageBody(
      request,
      window,
      total,
      rows.map((row) => serializeThread(row, viewer.id)),
    );
  };

  const categories = () => ctx.contentCache.get('forum-categories', () => listCategories(ctx.db));

  app.get(FORUM_API.categories, { preHandler }, categories);

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
      await visibleThread(viewerOf(request), request.params.id);
      return repliesAnswer(request, request.params.id, request.query.at);
    },
  );

  // Beyond the spec: the thread page's two calls at once (the server render's), each part as its own
  // call answers it; the replies' page links are those of `replies/`.
  app.get(
    routeOf(FORUM_API.threadPage, 'id'),
    { schema: { params: idParams, querystring: repliesQuery }, preHandler },
    async (request) => {
      const threadId = request.params.id;
      const thread = await threadDetail(viewerOf(request), threadId);
      const asked = request.query as { page?: unknown };
      const at = request.query.at ?? (asked.page === undefined ? thread.firstUnreadId : null);
      const repliesRequest = Object.create(request, {
        url: { value: request.url.replace(/\/page\/(?=\?|$)/, '/replies/') },
      }) as FastifyRequest;
      return { thread, replies: await repliesAnswer(repliesRequest, threadId, at) };
    },
  );

  // Beyond the spec: the thread list page's two calls at once (the server render's), each part as its
  // own call answers it; the list's page links are those of `posts/` (or `subscriptions/updated/`).
  app.get(FORUM_API.listPage, { schema: { querystring: listPageQuery }, preHandler }, async (request) => {
    const { updated, ...query } = request.query;
    const address = new URL(request.url, 'http://list');
    address.searchParams.delete('updated');
    address.pathname = address.pathname.replace(/list\/$/, updated ? 'subscriptions/updated/' : 'posts/');
    const listRequest = Object.create(request, {
      url: { value: `${address.pathname}${address.search}` },
    }) as FastifyRequest;
    const [threads, categoryList] = await Promise.all([threadPage(listRequest, query, updated), categories()]);
    return { threads, categories: categoryList };
  });

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
      // The read mark changes only the reader's own facts: those are forgotten, the shared reads kept.
      ctx.readStateCache.clear();
      await setRead(ctx.db, viewerOf(request), request.body, ctx.now());
      ctx.readStateCache.clear();
      return reply.status(204).send();
    },
  );
};
