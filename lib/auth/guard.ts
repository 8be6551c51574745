import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { withFirstAnswer, type FirstAnswer } from '@/lib/api/first-answer';
import { createServerApiClient } from '@/lib/api/server-client';
import { errorRedirect, loginRedirect, safeNextPath, withoutQueryParam } from '@/lib/auth/redirects';
import { createRequestTokenStore } from '@/lib/auth/request-token-store';
import { isTokenExpired } from '@/lib/auth/token-expiry';
import { loadTranslations } from '@/lib/i18n/load-translations';
import { DEFAULT_LOCALE, toLocale, type Locale } from '@/lib/i18n/locales';
import { localeForAnonymousRequest, rememberLocale } from '@/lib/i18n/request-locale';
import { reportError } from '@/lib/monitoring/monitoring';
import { logServerError, requestIdOf } from '@/lib/monitoring/server-error-log';
import { isFeatureAvailable, type FeatureId } from '@/lib/rules/features';
import type { PolicyAction } from '@/lib/rules/policy';
import { featureFlagsByCountry, handbooksCountByCountry } from '@/lib/session/country-cache';
import { getCurrentUser, getCurrentUserWith } from '@/lib/session/get-current-user';
import { heldLevelIds } from '@/lib/session/held-levels';
import { sessionPolicy } from '@/lib/session/session-policy';
import type { Session } from '@/lib/session/types';
import { parseViewPreferences, viewPreferencesKey } from '@/lib/session/view-preferences';
import type { GetServerSidePropsContext, GetServerSidePropsResult, Redirect } from 'next';
import type { SSRConfig } from 'next-i18next/pages';

/** Query parameter of a magic login link: a refresh token to sign in with (spec §4 "Page load"). */
export const MAGIC_LINK_PARAM = 'refresh';
/** Query parameter of a magic login link: the page the login was asked for (`/?refresh=…&next=/notifications`). */
export const MAGIC_LINK_NEXT_PARAM = 'next';

/** Props every page gets from the guard, besides its own. */
export type PageBaseProps = SSRConfig & {
  session: Session | null;
  /** SWR fallback data loaded on the server, so the page does not fetch it again. */
  fallback: Record<string, unknown>;
  /** Set when the page is replaced by the error view with this status (403, 404). */
  errorStatus: number | null;
};

export type SignedInContext = GetServerSidePropsContext & {
  api: ApiClient;
  session: Session;
  locale: Locale;
};

export type PageData<P> = { props: P; fallback?: Record<string, unknown> };

/** What a page loader may answer instead of data. */
export type PageOutcome = { redirect: Redirect } | { errorStatus: 403 | 404 };

export type GuardOptions<P> = {
  /** The policy action (lib/rules/policy) the page requires; users it refuses get the 403 error view. */
  policy?: PolicyAction;
  /** The feature the page belongs to; users without it get the 404 error view. */
  feature?: FeatureId;
  /** Translation namespaces besides `common`, or a function of the session choosing them. */
  namespaces?: readonly string[] | ((session: Session) => readonly string[]);
  /** Loads the page's own data with the request's API client. */
  load?: (ctx: SignedInContext) => Promise<PageData<P> | PageOutcome>;
  /**
   * The path `load` asks for first (as it passes it to `api.get`, without options), known from the
   * address alone; null when the address is not the page's. Asked for with the session in one call
   * where the API has `me/with/`, so the render waits for one answer where it waited for two.
   */
  firstCall?: (ctx: GetServerSidePropsContext) => string | null;
};

type GuardResult<P> = GetServerSidePropsResult<P & PageBaseProps>;

/** Translations the frame of every signed-in page needs: the bell's (the developer panel brings its own). */
const SHELL_NAMESPACES = ['notifications'] as const;

async function errorView<P>(
  ctx: GetServerSidePropsContext,
  status: number,
  locale: Locale,
  session: Session | null,
): Promise<GuardResult<P>> {
  ctx.res.statusCode = status;
  // A signed-in user sees the error in the portal's frame, so the frame's texts come too.
  return {
    props: {
      ...(await loadTranslations(locale, session ? SHELL_NAMESPACES : [])),
      session,
      fallback: {},
      errorStatus: status,
    } as P & PageBaseProps,
  };
}

/** A server error of this render, logged as one line whether or not Sentry is set up. */
function logFailure(ctx: GetServerSidePropsContext, status: number, error: unknown): void {
  logServerError({
    route: ctx.resolvedUrl,
    method: ctx.req.method,
    status,
    requestId: requestIdOf(ctx.req.headers),
    error,
  });
}

/**
 * What an API failure while rendering leads to: the login page for a lost session, else the error
 * page; a 5xx (the API failed or cannot be reached) is logged.
 */
function failureOutcome(error: unknown, ctx: GetServerSidePropsContext): { redirect: Redirect } {
  const path = ctx.resolvedUrl;
  if (error instanceof ApiError && error.status === 401) return loginRedirect(path);
  const status = error instanceof ApiError && error.status >= 400 ? error.status : 503;
  if (status >= 500) logFailure(ctx, status, error);
  return errorRedirect(status, path);
}

/** Where a magic link leads after signing in: the `next` it carries (made safe), else its own page without the token. */
function magicLinkDestination(ctx: GetServerSidePropsContext): string {
  const next = ctx.query[MAGIC_LINK_NEXT_PARAM];
  if (typeof next === 'string' && next) return safeNextPath(next);
  return withoutQueryParam(ctx.resolvedUrl, MAGIC_LINK_PARAM);
}

async function signInWithMagicLink(ctx: GetServerSidePropsContext, token: string): Promise<{ redirect: Redirect }> {
  const path = magicLinkDestination(ctx);
  const tokens = createRequestTokenStore(ctx.req, ctx.res);
  tokens.useRefreshToken(token);
  try {
    // Not shared with other requests holding the token: a magic link signs in once.
    await createServerApiClient(tokens, { shareRefresh: false }).refreshTokens();
  } catch {
    return loginRedirect(path);
  }
  // A backend without rotation (simplejwt's default) answers `{access}` only: the link's token is
  // then the session's refresh token, kept as a password sign-in keeps its own.
  if (tokens.getRefreshToken() === token) tokens.keepRefreshToken();
  // Redirect so the token leaves the address bar, the history and any Referer header.
  return { redirect: { destination: path, permanent: false } };
}

async function loadSession(
  api: ApiClient,
  cookies: Partial<Record<string, string>>,
  firstPath: string | null,
): Promise<{ session: Session; first: FirstAnswer | null }> {
  const { user, first } = firstPath
    ? await getCurrentUserWith(api, firstPath)
    : { user: await getCurrentUser(api), first: null };
  const country = String(user.member.country.id);
  const [featureFlags, handbooksCount] = await Promise.all([
    featureFlagsByCountry.get(api, country),
    handbooksCountByCountry.get(api, `${country}${user.isStaff ? ':staff' : ''}`),
  ]);
  const storedViewPreferences = cookies[viewPreferencesKey(user.id)] ?? null;
  return { session: { user, featureFlags, handbooksCount, storedViewPreferences }, first };
}

/** The policy as the page shows the user: "view as staff" switched off in the developer panel makes staff a member here too (spec §4). */
function policyOf(session: Session): (action: PolicyAction) => boolean {
  return sessionPolicy(session.user, session.featureFlags, parseViewPreferences(session.storedViewPreferences ?? null));
}

function localeOf(session: Session): Locale {
  return toLocale(session.user.language.code) ?? DEFAULT_LOCALE;
}

function pageNamespaces(namespaces: GuardOptions<never>['namespaces'], session: Session): readonly string[] {
  return typeof namespaces === 'function' ? namespaces(session) : (namespaces ?? []);
}

type OpenedSession = { api: ApiClient; session: Session; locale: Locale } | { failure: unknown };

/**
 * The session of the request's token cookies: null without any, the failure when the API refuses
 * them (a refused token is cleared) or fails. A request with a session is private and not stored.
 */
async function openSession(
  ctx: GetServerSidePropsContext,
  firstPath: string | null = null,
): Promise<OpenedSession | null> {
  const tokens = createRequestTokenStore(ctx.req, ctx.res);
  if (!tokens.getRefreshToken() && !tokens.getAccessToken()) return null;
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const api = createServerApiClient(tokens);
  try {
    if (isTokenExpired(tokens.getAccessToken())) await api.refreshTokens();
    const { session, first } = await loadSession(api, ctx.req.cookies, firstPath);
    const locale = localeOf(session);
    rememberLocale(ctx.req, ctx.res, locale);
    return { api: withFirstAnswer(api, first), session, locale };
  } catch (error) {
    // A refresh token refused as blacklisted may have been rotated by another request of this
    // browser that won: no deletion, so the newer cookies that request sets are not overwritten.
    if (error instanceof ApiError && error.status === 401 && !error.isBlacklistedToken) tokens.clearTokens();
    return { failure: error };
  }
}

/**
 * The page guard (ARCHITECTURE "Session and data flow"): wraps `getServerSideProps` of every
 * signed-in page. A valid access token costs no call beyond the user and the feature flags; an
 * expired one is refreshed first and the new cookie set on the response; without a session the
 * visitor goes to `/login?next=<path>`. Pages the policy refuses the user and pages of a feature the user lacks
 * render the error view (403, 404), never a crash.
 */
export function withSession<P extends Record<string, unknown> = Record<string, never>>(options: GuardOptions<P> = {}) {
  return reportingFailures(async (ctx: GetServerSidePropsContext): Promise<GuardResult<P>> => {
    const path = ctx.resolvedUrl;
    const magicToken = ctx.query[MAGIC_LINK_PARAM];
    if (typeof magicToken === 'string' && magicToken) return signInWithMagicLink(ctx, magicToken);

    const opened = await openSession(ctx, options.firstCall?.(ctx) ?? null);
    if (opened === null) return loginRedirect(path);
    if ('failure' in opened) return failureOutcome(opened.failure, ctx);
    const { api, session, locale } = opened;
    if (options.policy !== undefined && !policyOf(session)(options.policy)) return errorView(ctx, 403, locale, session);
    if (
      options.feature !== undefined &&
      !isFeatureAvailable(session.featureFlags, options.feature, heldLevelIds(session.user))
    ) {
      return errorView(ctx, 404, locale, session);
    }

    let data: PageData<P> | PageOutcome = { props: {} as P };
    try {
      if (options.load) data = await options.load({ ...ctx, api, session, locale });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        return errorView(ctx, error.status, locale, session);
      }
      return failureOutcome(error, ctx);
    }
    if ('redirect' in data) return data;
    if ('errorStatus' in data) return errorView(ctx, data.errorStatus, locale, session);

    return {
      props: {
        ...data.props,
        ...(await loadTranslations(locale, [...SHELL_NAMESPACES, ...pageNamespaces(options.namespaces, session)])),
        session,
        fallback: data.fallback ?? {},
        errorStatus: null,
      },
    };
  });
}

export type PublicContext = GetServerSidePropsContext & { locale: Locale; api: ApiClient };

export type PublicPageOptions<P> = {
  namespaces?: readonly string[];
  /** Send a visitor who already has a valid session to `next` (or home) instead: the login pages. */
  redirectSignedIn?: boolean;
  /** The HTTP status of the answer, e.g. 404 for the catch-all page. */
  status?: number;
  load?: (ctx: PublicContext) => Promise<PublicPageData<P> | { redirect: Redirect }>;
};

/** A public page's data; `locale` overrides the visitor's language when the page knows better (an unsubscribe link's member). */
export type PublicPageData<P> = PageData<P> & { locale?: Locale };

/** `getServerSideProps` of a page anyone may open (login, error, maintenance): translations in the visitor's language. */
export function withPublicPage<P extends Record<string, unknown> = Record<string, never>>(
  options: PublicPageOptions<P> = {},
) {
  return reportingFailures(async (ctx: GetServerSidePropsContext): Promise<GuardResult<P>> => {
    if (options.redirectSignedIn) {
      const tokens = createRequestTokenStore(ctx.req, ctx.res);
      if (!isTokenExpired(tokens.getAccessToken())) {
        return { redirect: { destination: safeNextPath(ctx.query.next), permanent: false } };
      }
    }
    const locale = localeForAnonymousRequest(ctx.req);
    const loaded: PublicPageData<P> | { redirect: Redirect } = options.load
      ? await options.load({ ...ctx, locale, api: createServerApiClient(createRequestTokenStore(ctx.req, ctx.res)) })
      : { props: {} as P };
    if ('redirect' in loaded) return loaded;
    if (options.status) ctx.res.statusCode = options.status;
    return {
      props: {
        ...loaded.props,
        ...(await loadTranslations(loaded.locale ?? locale, options.namespaces)),
        session: null,
        fallback: loaded.fallback ?? {},
        errorStatus: null,
      },
    };
  });
}

/**
 * `getServerSideProps` of the catch-all page: the 404 error view for any address no page answers.
 * A visitor with token cookies gets it in the portal's frame, in their language; without a session
 * (none, or a refused one) it is the public 404, never a redirect to the login page.
 */
export function withNotFoundPage() {
  const publicNotFound = withPublicPage({ status: 404 });
  return reportingFailures(async (ctx: GetServerSidePropsContext) => {
    const opened = await openSession(ctx);
    if (opened && 'session' in opened) return errorView(ctx, 404, opened.locale, opened.session);
    return publicNotFound(ctx);
  });
}

/**
 * A failure nobody foresaw while rendering (a bug, not an API answer) is reported and sends the
 * visitor to the error page, which works without this page's data, rather than to Next's static 500.
 */
function reportingFailures<R>(handler: (ctx: GetServerSidePropsContext) => Promise<R>) {
  return async (ctx: GetServerSidePropsContext): Promise<R | { redirect: Redirect }> => {
    try {
      return await handler(ctx);
    } catch (error) {
      reportError(error, { path: ctx.resolvedUrl });
      logFailure(ctx, 500, error);
      return errorRedirect(500, ctx.resolvedUrl);
    }
  };
}
