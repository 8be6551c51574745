import { positiveIntegerParam } from '@/lib/http/query-param';
import { isLoginPath, ROUTES } from '@/lib/routes';
import { parseIdSlug } from '@/lib/text/slug';

/** Kinds of an activity-stream record (spec §3). */
export const ACTIVITY_KIND = {
  activity: 0,
  report: 1,
  news: 2,
  event: 3,
  wiki: 4,
  directAd: 5,
} as const;

export type ActivityRecord = {
  url: string;
  kind: (typeof ACTIVITY_KIND)[keyof typeof ACTIVITY_KIND];
  /** The id of the news, event, wiki article, direct ad or report viewed. */
  id?: number;
  /** Where the member came from, for plain activity. */
  referral?: string;
};

const DETAIL_PAGES: [RegExp, ActivityRecord['kind']][] = [
  [/^\/news\/([^/]+)$/, ACTIVITY_KIND.news],
  [/^\/events\/([^/]+)$/, ACTIVITY_KIND.event],
  [/^\/wiki\/articles\/([^/]+)$/, ACTIVITY_KIND.wiki],
  [/^\/directads\/([^/]+)$/, ACTIVITY_KIND.directAd],
  [/^\/reports\/quarterly\/year\/(\d+)\/quarter\/\d+$/, ACTIVITY_KIND.report],
];

/** `/reports?report=<id>`: the page a report's QR code opens, recorded as that report (kind 1). */
function reportQueryId(path: string): number | null {
  const [page = '', search = ''] = path.split('#', 1)[0]!.split('?', 2);
  if (page !== ROUTES.reports.list) return null;
  return positiveIntegerParam(new URLSearchParams(search).get('report'));
}

/** Login pages record nothing (spec §2 "Other"). */
export function isTrackedPath(path: string): boolean {
  const page = path.split(/[?#]/, 1)[0] ?? '';
  return !isLoginPath(page);
}

/**
 * The activity record of a page view: a detail page is recorded with its kind and id, anything else
 * as plain activity with the page the member came from.
 */
export function activityRecord(path: string, referral: string | null): ActivityRecord {
  const page = path.split(/[?#]/, 1)[0] ?? '';
  const report = reportQueryId(path);
  if (report !== null) return { url: path, kind: ACTIVITY_KIND.report, id: report };
  for (const [pattern, kind] of DETAIL_PAGES) {
    const segment = pattern.exec(page)?.[1];
    const id = segment === undefined ? null : parseIdSlug(segment);
    if (id !== null && !(kind === ACTIVITY_KIND.event && ['upcoming', 'past', 'admin'].includes(segment ?? ''))) {
      return { url: path, kind, id };
    }
  }
  return { url: path, kind: ACTIVITY_KIND.activity, ...(referral ? { referral } : {}) };
}
