import { ApiError } from '@/lib/api/api-error';
import { withPublicPage } from '@/lib/auth/guard';
import type { UnsubscribeState } from '@/lib/contract/digest';
import { toLocale } from '@/lib/i18n/locales';
import { getUnsubscribeState } from '../api/unsubscribe';

export type UnsubscribeProblem = 'invalidLink' | 'unavailable';

export type UnsubscribePageProps = {
  token: string;
  /** What the link's subscription is now; null when the link could not be read (`problem` says why). */
  state: UnsubscribeState | null;
  problem: UnsubscribeProblem | null;
};

/**
 * `/digest/unsubscribe/{token}` (public: no frame, no session): reads the link's subscription and
 * changes nothing (mail scanners open links); the member's language, from the link, else the browser's.
 */
export const unsubscribePageProps = withPublicPage<UnsubscribePageProps>({
  namespaces: ['digest-unsubscribe'],
  load: async ({ query, api, res }) => {
    const token = typeof query.token === 'string' ? query.token : '';
    try {
      const state = await getUnsubscribeState(api, token);
      return { props: { token, state, problem: null }, locale: toLocale(state.language) ?? undefined };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const invalid = error.status === 400 || error.status === 404;
      res.statusCode = invalid ? 404 : 503;
      return { props: { token, state: null, problem: invalid ? 'invalidLink' : 'unavailable' } };
    }
  },
});
