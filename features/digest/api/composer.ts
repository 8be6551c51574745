import type { ApiClient } from '@/lib/api/client';
import { combinedCallOrNull } from '@/lib/api/combined-call';
import { fieldsOf, isFields, numberOrNull } from '@/lib/api/read-answer';
import { DIGEST_API } from '@/lib/contract/digest';
import { readLocaleOptions } from '@/lib/session/read-session';
import { subscribersParams, type SubscribersQuery } from '../subscribers-query';
import { readMemberLevels } from './member-levels';
import {
  readHeaderImages,
  readIssue,
  readIssueSummaries,
  readPastIssues,
  readProgress,
  readSchedules,
  readSubscriberCounts,
  readSubscribers,
} from './read-digest';

// The combined composer call (beyond the spec; lib/contract/digest.ts ComposerAnswer): the `/digest`
// page's eight answers at once, for the server render only. The page hands its parts to SWR under
// each call's own key, so the browser's hooks find them and never ask for this one. Server-only (the
// pages' loaders), so its readers are imported at once: an import() per call costs every render.

/** `digest/composer/` for an issue (else the newest draft) and a page of past issues. */
export function composerKey(issue: number | null, pastPage: number): string {
  const query = [issue === null ? '' : `issue=${issue}`, pastPage > 1 ? `page=${pastPage}` : '']
    .filter(Boolean)
    .join('&');
  return query ? `${DIGEST_API.composer}?${query}` : DIGEST_API.composer;
}

function readComposer(answer: unknown) {
  const fields = fieldsOf(answer, 'digest composer');
  const issue = isFields(fields.issue) ? readIssue(fields.issue) : null;
  return {
    issueId: issue ? issue.id : numberOrNull(fields.issueId),
    drafts: readIssueSummaries(fields.drafts),
    past: readPastIssues(fields.past),
    headerGifs: readHeaderImages(fields.headerGifs),
    localeOptions: readLocaleOptions(fields.localeOptions),
    levels: readMemberLevels(fields.levels),
    schedules: readSchedules(fields.schedules),
    issue,
    progress: issue && isFields(fields.progress) ? readProgress(fields.progress) : null,
  };
}

export type ComposerAnswers = ReturnType<typeof readComposer>;

/**
 * The combined answer, or null when the API has no combined call (or does not know the issue asked
 * for: the spec's calls then give the 404 view), so the caller asks call by call instead. Any other
 * failure (403 above all) is the page's, as a single call's would be.
 */
export function getComposer(api: ApiClient, issue: number | null, pastPage: number): Promise<ComposerAnswers | null> {
  return combinedCallOrNull(api, composerKey(issue, pastPage), readComposer);
}

/** `digest/subscribers/page/` with the page's filters and page. */
export function subscribersPageKey(query: SubscribersQuery): string {
  const search = subscribersParams(query).toString();
  return search ? `${DIGEST_API.subscribersPage}?${search}` : DIGEST_API.subscribersPage;
}

function readSubscribersPage(answer: unknown) {
  const fields = fieldsOf(answer, 'digest subscribers page');
  return {
    subscribers: readSubscribers(fields.subscribers),
    counts: readSubscriberCounts(fields.counts),
    levels: readMemberLevels(fields.levels),
    localeOptions: readLocaleOptions(fields.localeOptions),
  };
}

export type SubscribersPageAnswers = ReturnType<typeof readSubscribersPage>;

/** The combined answer of `/digest/subscribers`, or null when the API has no combined call (ask call by call). */
export function getSubscribersPage(api: ApiClient, query: SubscribersQuery): Promise<SubscribersPageAnswers | null> {
  return combinedCallOrNull(api, subscribersPageKey(query), readSubscribersPage);
}
