// The digest pages' combined calls (beyond the spec; lib/contract/digest.ts ComposerAnswer and
// SubscribersPageAnswer): `GET digest/composer/`, everything the `/digest` page loads, in one answer
// (its server render makes one call where it made eight), and `GET digest/subscribers/page/`, the
// same for `/digest/subscribers` (one where it made four). Each part is what its own call answers
// (the spec's calls stay, and the portal falls back to them where a backend has no combined call).
// Each whole answer is kept in the read cache a few seconds, as the JSON text sent: the pages are
// staff's, loaded again after each of their changes, and any write through the API empties it.
import { type FastifyRequest } from 'fastify';
import { type AppContext } from '../../context';
import {
  type ComposerAnswer,
  DIGEST_API,
  type SubscriberFilter,
  type SubscribersPageAnswer,
  type DigestIssue,
  type PastIssue,
  type SendProgress,
} from '../../contract/digest';
import { type Page } from '../../contract/page';
import { notFound } from '../../http/errors';
import { type PageWindow, pageCount } from '../../http/pagination';
import { cachedLocaleOptions } from '../locale/service';
import { allLevels } from '../members/queries';
import {
  countSubscribersByCountry,
  findListedIssue,
  listHeaderImages,
  listIssues,
  listPastIssues,
  listSchedules,
  listSubscribers,
} from './queries';
import {
  serializeHeaderImage,
  serializeIssue,
  serializeIssueSummary,
  serializePastIssue,
  serializeProgress,
  serializeSchedule,
  serializeSubscriber,
  subscriberCounts,
} from './serialize';
import { recipientsNow } from './service';

type ComposerContext = Pick<AppContext, 'db' | 'config' | 'now' | 'contentCache'>;

/** A page past the last is empty (the portal shows its empty state), not a 404 as `past/` answers. */
const EMPTY_PAGE: Page<never> = { count: 0, next: null, previous: null, results: [] };

/**
 * The absolute address of another page of a list as the list's own call links it (`next`,
 * `previous`): this request's address with the list's path, the other parameters kept.
 */
function listPageUrl(
  request: FastifyRequest,
  ownPath: string,
  listPath: string,
  page: number,
  drop: string[] = [],
): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.pathname = url.pathname.slice(0, url.pathname.length - ownPath.length) + listPath;
  for (const name of drop) url.searchParams.delete(name);
  if (page <= 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
}

/** The page as the list's own call answers it, but a page past the last is empty (not a 404). */
function listPage<T>(
  request: FastifyRequest,
  link: (page: number) => string,
  window: PageWindow,
  total: number,
  results: T[],
): Page<T> {
  if (results.length === 0 && window.page > 1) return EMPTY_PAGE;
  const pages = pageCount(total, window.pageSize);
  return {
    count: total,
    next: window.page < pages ? link(window.page + 1) : null,
    previous: window.page > 1 ? link(window.page - 1) : null,
    results,
  };
}

async function pastPage(ctx: ComposerContext, request: FastifyRequest, window: PageWindow): Promise<Page<PastIssue>> {
  const { total, rows } = await listPastIssues(ctx.db, {}, window);
  const link = (page: number) => listPageUrl(request, DIGEST_API.composer, DIGEST_API.past, page, ['issue']);
  return listPage(request, link, window, total, rows.map(serializePastIssue));
}

/** The issue and its send progress, as `issues/{id}/` and `send-digest/{id}/` answer them; 404 when not there. */
async function issueParts(ctx: ComposerContext, id: number): Promise<{ issue: DigestIssue; progress: SendProgress }> {
  const row = await findListedIssue(ctx.db, id);
  if (!row) throw notFound();
  const recipients = row.status === 'draft' ? await recipientsNow(ctx, row) : undefined;
  return { issue: serializeIssue(row, ctx.config.portalUrl, recipients), progress: serializeProgress(row, recipients) };
}

async function loadComposer(
  ctx: ComposerContext,
  request: FastifyRequest,
  asked: number | undefined,
  window: PageWindow,
): Promise<ComposerAnswer> {
  const portalUrl = ctx.config.portalUrl;
  const now = ctx.now();
  const [drafts, past, headerImages, options, levels, schedules, askedParts] = await Promise.all([
    listIssues(ctx.db, 'draft'),
    pastPage(ctx, request, window),
    listHeaderImages(ctx.db),
    cachedLocaleOptions(ctx),
    allLevels(ctx.db),
    listSchedules(ctx.db),
    asked === undefined ? null : issueParts(ctx, asked),
  ]);
  const issueId = asked ?? drafts[0]?.id ?? null;
  const parts = askedParts ?? (issueId === null ? null : await issueParts(ctx, issueId));
  return {
    issueId,
    drafts: drafts.map((row) => serializeIssueSummary(row, portalUrl)),
    past,
    headerGifs: headerImages.map((row) => serializeHeaderImage(row, portalUrl)),
    localeOptions: options,
    levels,
    schedules: schedules.map((row) => serializeSchedule(row, now)),
    issue: parts?.issue ?? null,
    progress: parts?.progress ?? null,
  };
}

/**
 * The composer's answer as JSON text, from the read cache when another load asked the same a moment
 * ago: kept as text, so a load answered from the cache does not serialise the answer again.
 */
export function composerJson(
  ctx: ComposerContext,
  request: FastifyRequest,
  asked: number | undefined,
  window: PageWindow,
): Promise<string> {
  const key = `digest-composer|${request.protocol}://${request.host}|${asked ?? ''}|${window.page}|${window.pageSize}`;
  return ctx.contentCache.get(key, async () =>
    JSON.stringify(await loadComposer(ctx, request, asked, window)),
  ) as Promise<string>;
}

async function loadSubscribersPage(
  ctx: ComposerContext,
  request: FastifyRequest,
  filter: SubscriberFilter,
  window: PageWindow,
): Promise<SubscribersPageAnswer> {
  const cachedCount = (key: string, load: () => Promise<number>) => ctx.contentCache.get(key, load).then(Number);
  const [{ total, rows }, countries, levels, options] = await Promise.all([
    listSubscribers(ctx.db, filter, window, cachedCount),
    countSubscribersByCountry(ctx.db, filter),
    allLevels(ctx.db),
    cachedLocaleOptions(ctx),
  ]);
  const link = (page: number) => listPageUrl(request, DIGEST_API.subscribersPage, DIGEST_API.subscribers, page);
  return {
    subscribers: listPage(request, link, window, total, rows.map(serializeSubscriber)),
    counts: subscriberCounts(countries),
    levels,
    localeOptions: options,
  };
}

/** `/digest/subscribers`' answer as JSON text, from the read cache as the composer's is. */
export function subscribersPageJson(
  ctx: ComposerContext,
  request: FastifyRequest,
  filter: SubscriberFilter,
  window: PageWindow,
): Promise<string> {
  const key = `digest-subscribers-page|${request.protocol}://${request.host}${request.url}|${window.page}|${window.pageSize}`;
  return ctx.contentCache.get(key, async () =>
    JSON.stringify(await loadSubscribersPage(ctx, request, filter, window)),
  ) as Promise<string>;
}
