import { ApiError } from '@/lib/api/api-error';
import { withSession, type SignedInContext } from '@/lib/auth/guard';
import { SWR_DEDUPING_INTERVAL_MS } from '@/lib/config/limits';
import type { Category } from '@/lib/contract/content-item';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { requestOrigin } from '@/lib/http/request-origin';
import { reportError } from '@/lib/monitoring/monitoring';
import { createTimedCache } from '@/lib/session/country-cache';
import { getLocaleOptions, LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { heldLevelIds } from '@/lib/session/held-levels';
import { parseIdSlug } from '@/lib/text/slug';
import { readAdminFilters, sortableColumns, type AdminFilters } from '../admin-query';
import { categoriesKey, getCategories } from '../api/content-categories';
import { contentItemKey, getContentItem, readableItem } from '../api/content-item';
import { contentListKey, getContentListOrNothing, type ContentListQuery } from '../api/content-list';
import { getTags, TAGS_KEY } from '../api/tags';
import { addressedId, canonicalDetailPath, DETAIL_QUERY } from '../content-paths';
import { CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../content-types';
import { highlightKey, highlightsFor } from '../highlights';
import { readListFilters, type ListFilters } from '../list-query';
import { ownValue } from '../own-fields';
import { loadDetail } from '../type-registry/detail-fallback';

// getServerSideProps of the content pages, for the page files under pages/. Server code only: the
// screens live in ../components, so none of this reaches the browser.

const NAMESPACES = ['content'];

/**
 * `scope`: one of the type's declared scopes (its list's tab), or null for a list without.
 * `origin`: the portal's address, for a type whose items open over the list (their absolute links).
 */
export type ContentListProps = {
  typeKey: ContentTypeKey;
  listKey: string;
  filters: ListFilters;
  scope: string | null;
  origin?: string;
  /** Why the item the address names (`?id=`) is not opened over the list: it has ended, or there is none. */
  notice?: ListNotice;
  /** The `?id=` the notice is about: another one (a card opened since, shallowly) opens as usual. */
  noticeFor?: string;
};

export type ListNotice = 'ended' | 'notFound';

/**
 * The highlights' answers, kept for a moment on the portal's server: every member of a country who
 * reads in the same language gets the same answer (these types have no per-user fields), and the
 * home page is the most loaded page. Two seconds is shorter than anyone can tell apart from a fresh
 * read; staff get their own answer (with private fields), never a kept one.
 */
const HIGHLIGHT_CACHE_TTL_MS = 2_000;
const highlightAnswers = createTimedCache<unknown>(HIGHLIGHT_CACHE_TTL_MS);

/**
 * The home page's latest news and next events as SWR fallback, so the browser does not fetch them
 * again. A list that fails is left out: the home page still renders, and the browser tries it.
 */
export async function homeHighlightsFallback({ api, session }: SignedInContext): Promise<Record<string, unknown>> {
  const { user } = session;
  const lists = highlightsFor(session.featureFlags, heldLevelIds(user));
  const keys = lists.map((list) => highlightKey(list, user.member.country.id));
  const load = (index: number) => () => getContentListOrNothing(api, lists[index]!.type, keys[index]!);
  const loaded = await Promise.all(
    keys.map((key, index) =>
      (user.isStaff ? load(index)() : highlightAnswers.get(`${user.language.id}|${key}`, load(index))).catch(
        (error: unknown) => {
          reportError(error, { action: 'home highlights' });
          return undefined;
        },
      ),
    ),
  );
  return Object.fromEntries(keys.flatMap((key, index) => (loaded[index] === undefined ? [] : [[key, loaded[index]]])));
}

/**
 * A type's categories for its members' list filter: the same for every member, so kept on the
 * portal's server for a minute per type and language, as the feature flags are; a page render then
 * asks the API only for the list. (Staff editors ask the API each time.)
 */
const listCategoryAnswers = createTimedCache<Category[]>(SWR_DEDUPING_INTERVAL_MS);

function listCategories(api: SignedInContext['api'], type: ContentType, language: string): Promise<Category[]> {
  return listCategoryAnswers.get(`${type.key}|${language}`, () => getCategories(api, type));
}

/** Forgets the kept categories (tests). */
export function clearListCategories(): void {
  listCategoryAnswers.clear();
}

/** A members' list: what a member of the user's country sees (staff too, as members do), filtered from the address. */
export function contentListProps(typeKey: ContentTypeKey, scope: string | null = null) {
  const type: ContentType = CONTENT_TYPES[typeKey];
  // A page file names its scope once; one the type does not declare is a mistake in that file.
  if (scope !== null && !type.scopes?.keys.includes(scope)) throw new Error(`${typeKey} has no scope ${scope}`);
  return withSession<ContentListProps>({
    feature: type.feature,
    namespaces: NAMESPACES,
    load: async ({ api, query, session, req, locale }) => {
      const filters = readListFilters(query);
      const opened = type.detailOpens === 'dialog' ? await openedItem(api, type, query[DETAIL_QUERY]) : null;
      const notice = typeof opened === 'string' ? opened : undefined;
      const listQuery: ContentListQuery = {
        page: filters.page,
        title: filters.title || undefined,
        categories: filters.category ? [filters.category] : undefined,
        // A type without tabs may still list one scope only (running campaigns).
        scope: scope ?? type.listScope,
        country: [session.user.member.country.id],
        published: true,
      };
      const listKey = contentListKey(type, listQuery);
      const [list, categories] = await Promise.all([
        getContentListOrNothing(api, type, listKey),
        listCategories(api, type, locale),
      ]);
      return {
        props: {
          typeKey,
          listKey,
          filters,
          scope,
          ...(type.detailOpens === 'dialog' ? { origin: requestOrigin(req) } : {}),
          ...(notice ? { notice, noticeFor: addressedId(query[DETAIL_QUERY]) } : {}),
        },
        fallback: {
          [listKey]: list,
          [categoriesKey(type)]: categories,
          ...(opened !== null && typeof opened === 'object' ? opened : {}),
        },
      };
    },
  });
}

/**
 * The item a list's address opens over it (`?id=<id-slug>`) as SWR fallback, so its page is readable
 * without script; null when none is asked for. A link that outlived its item (a shared or notified
 * campaign since ended, or deleted) opens the list with a notice instead: 'ended' once the type's
 * `endedBy` is past, 'notFound' for a malformed id or the API's 404.
 */
async function openedItem(
  api: SignedInContext['api'],
  type: ContentType,
  raw: string | string[] | undefined,
): Promise<Record<string, unknown> | ListNotice | null> {
  if (raw === undefined) return null;
  const id = typeof raw === 'string' ? parseIdSlug(raw) : null;
  if (id === null) return 'notFound';
  try {
    const item = await getContentItem(api, type, id);
    const end = ownValue(item, type.endedBy);
    if (typeof end === 'string' && Date.parse(end) < Date.now()) return 'ended';
    return { [contentItemKey(type, id)]: readableItem(item, sanitizeHtml) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'notFound';
    throw error;
  }
}

/** `origin` is the portal's own address as the browser reached it, for absolute links (a calendar file's). */
export type ContentDetailProps = { typeKey: ContentTypeKey; id: number; origin: string };

/** A detail page at `{id}-{slug}`: an outdated or missing slug is redirected to the canonical address. */
export function contentDetailProps(typeKey: ContentTypeKey, param = 'idSlug') {
  const type: ContentType = CONTENT_TYPES[typeKey];
  return withSession<ContentDetailProps>({
    feature: type.feature,
    namespaces: NAMESPACES,
    load: async (context: SignedInContext) => {
      const { params, resolvedUrl, req } = context;
      const segment = String(params?.[param] ?? '');
      const id = parseIdSlug(segment);
      if (id === null) return { errorStatus: 404 };
      const { item, fallback } = await loadDetail(type, context, id);
      const search = resolvedUrl.includes('?') ? resolvedUrl.slice(resolvedUrl.indexOf('?')) : '';
      const canonical = canonicalDetailPath(type, item, segment, search);
      if (canonical) return { redirect: { destination: canonical, permanent: false } };
      return {
        props: { typeKey, id, origin: requestOrigin(req) },
        fallback: {
          [contentItemKey(type, id)]: readableItem(item, sanitizeHtml),
          ...fallback,
        },
      };
    },
  });
}

export type ContentAdminListProps = { typeKey: ContentTypeKey; listKey: string; filters: AdminFilters };

/** The staff list of every item of a type, sorted and filtered from the address. */
export function contentAdminListProps(typeKey: ContentTypeKey) {
  const type: ContentType = CONTENT_TYPES[typeKey];
  return withSession<ContentAdminListProps>({
    policy: 'staffTools',
    namespaces: NAMESPACES,
    load: async ({ api, query }) => {
      const filters = readAdminFilters(query, sortableColumns(type));
      const listKey = contentListKey(type, {
        page: filters.page,
        title: filters.title || undefined,
        status: filters.status === null ? undefined : [filters.status],
        country: filters.country === null ? undefined : [filters.country],
        ordering: filters.ordering,
      });
      const [list, options] = await Promise.all([getContentListOrNothing(api, type, listKey), getLocaleOptions(api)]);
      return { props: { typeKey, listKey, filters }, fallback: { [listKey]: list, [LOCALE_OPTIONS_KEY]: options } };
    },
  });
}

/** `now` starts a new item's publish date, the same on the server and in the browser. */
export type ContentEditorProps = { typeKey: ContentTypeKey; id: number | null; now: string };

/** The staff editor of a new item (`…/admin/new`) or an existing one. */
export function contentEditorProps(typeKey: ContentTypeKey) {
  const type: ContentType = CONTENT_TYPES[typeKey];
  return withSession<ContentEditorProps>({
    policy: 'staffTools',
    namespaces: NAMESPACES,
    load: async ({ api, params }) => {
      const raw = String(params?.id ?? '');
      const id = raw === 'new' ? null : parseIdSlug(raw);
      if (raw !== 'new' && id === null) return { errorStatus: 404 };
      const [item, categories, tags, options] = await Promise.all([
        id === null ? Promise.resolve(null) : getContentItem(api, type, id),
        getCategories(api, type),
        getTags(api),
        getLocaleOptions(api),
      ]);
      return {
        props: { typeKey, id, now: new Date().toISOString() },
        fallback: {
          ...(item && id !== null ? { [contentItemKey(type, id)]: readableItem(item, sanitizeHtml) } : {}),
          [categoriesKey(type)]: categories,
          [TAGS_KEY]: tags,
          [LOCALE_OPTIONS_KEY]: options,
        },
      };
    },
  });
}
