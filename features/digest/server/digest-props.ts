import type { ApiClient } from '@/lib/api/client';
import { withSession } from '@/lib/auth/guard';
import { DIGEST_API } from '@/lib/contract/digest';
import type { Level } from '@/lib/contract/member';
import { positiveIntegerParam } from '@/lib/http/query-param';
import { getLocaleOptions, LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { composerKey, getComposer } from '../api/composer';
import { HEADER_GIFS_KEY, getHeaderGifs } from '../api/header-gifs';
import { getIssue, issueKey } from '../api/issue';
import { DRAFTS_KEY, getDrafts } from '../api/issues';
import { getMemberLevelsOrNothing } from '../api/member-levels';
import { getPastIssuesOrNothing, pastIssuesKey } from '../api/past-issues';
import { SCHEDULES_KEY, getSchedulesOrNothing } from '../api/schedules';
import { getProgress } from '../api/send-digest';
import type { GetServerSidePropsContext } from 'next';

export type DigestPageProps = {
  /** The draft open in the composer (`?issue=`, else the newest draft), or null when there is none. */
  issueId: number | null;
  /** The page of past issues (`?page=`). */
  pastPage: number;
  /** The member levels the send can be limited to (none when they could not be loaded). */
  levels: Level[];
};

type Loaded = { issueId: number | null; levels: Level[]; fallback: Record<string, unknown> };

/** The page's answers call by call (the spec's calls), from an API without the combined call. */
async function oneByOne(api: ApiClient, asked: number | null, pastKey: string): Promise<Loaded> {
  const [drafts, past, headerGifs, localeOptions, levels, schedules] = await Promise.all([
    getDrafts(api),
    getPastIssuesOrNothing(api, pastKey),
    getHeaderGifs(api),
    getLocaleOptions(api),
    getMemberLevelsOrNothing(api),
    getSchedulesOrNothing(api),
  ]);
  const issueId = asked ?? drafts[0]?.id ?? null;
  const fallback: Record<string, unknown> = {
    [DRAFTS_KEY]: drafts,
    [pastKey]: past,
    [HEADER_GIFS_KEY]: headerGifs,
    [LOCALE_OPTIONS_KEY]: localeOptions,
  };
  // Without them the section asks again in the browser (and says so when that fails too).
  if (schedules) fallback[SCHEDULES_KEY] = schedules;
  if (issueId !== null) {
    // An issue that is gone or was never there (an edited address) is the 404 view.
    const [issue, progress] = await Promise.all([getIssue(api, issueId), getProgress(api, issueId)]);
    fallback[issueKey(issueId) as string] = issue;
    fallback[DIGEST_API.sendDigest(issueId)] = progress;
  }
  return { issueId, levels, fallback };
}

/** The composer's address: the page of past issues and the draft asked for (`?page=`, `?issue=`). */
const composerAddress = ({ query }: GetServerSidePropsContext) => ({
  pastPage: positiveIntegerParam(query.page) ?? 1,
  asked: positiveIntegerParam(query.issue) ?? null,
});

/**
 * `/digest` (staff): the drafts, the draft being composed, the header images to choose from, the
 * countries and languages a new draft may be for, and a page of past issues, all loaded with the
 * page (SWR fallback) so nothing primary is fetched again in the browser. One combined call
 * (`digest/composer/`) where the API has it, each part under its own call's key; else the spec's calls.
 */
export const digestPageProps = withSession<DigestPageProps>({
  policy: 'staffTools',
  namespaces: ['digest', 'digest-nav'],
  firstCall: (ctx) => {
    const { asked, pastPage } = composerAddress(ctx);
    return composerKey(asked, pastPage);
  },
  load: async (ctx) => {
    const { asked, pastPage } = composerAddress(ctx);
    const pastKey = pastIssuesKey(pastPage);
    const combined = await getComposer(ctx.api, asked, pastPage);
    const { issueId, levels, fallback } = combined
      ? {
          issueId: combined.issueId,
          levels: combined.levels,
          fallback: {
            [DRAFTS_KEY]: combined.drafts,
            [pastKey]: combined.past,
            [HEADER_GIFS_KEY]: combined.headerGifs,
            [LOCALE_OPTIONS_KEY]: combined.localeOptions,
            [SCHEDULES_KEY]: combined.schedules,
            ...(combined.issue && combined.progress
              ? {
                  [DIGEST_API.issue(combined.issue.id)]: combined.issue,
                  [DIGEST_API.sendDigest(combined.issue.id)]: combined.progress,
                }
              : {}),
          },
        }
      : await oneByOne(ctx.api, asked, pastKey);
    return { props: { issueId, pastPage, levels }, fallback };
  },
});
