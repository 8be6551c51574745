import { HANDBOOK_ANCHOR, HANDBOOK_API } from '@/lib/contract/handbooks';
import { ROUTES } from '@/lib/routes';
import { idSlug } from '@/lib/text/slug';
import type { Notification } from './types';

/** What decides a notification's target: its type, what it is about and, for a report, the verb. */
type TargetFields = Pick<Notification, 'description' | 'actor'> & Partial<Pick<Notification, 'verb' | 'targetId'>>;

/** A commitment at risk (the admin API's at-risk check) leads to the tracking page, any other report to the list. */
const AT_RISK_VERB = 'is at risk';

type Target = {
  /** The page of what the notification is about. */
  page: string;
  /** The API resource of that item, read before leaving (403/404: gone or forbidden); null when there is none. */
  resource: string | null;
};

/** A thread's page, at the reply a notification points at (the page of replies holding it, scrolled to it). */
function forumPostPage(threadId: number, replyId: number | null | undefined): string {
  const thread = ROUTES.forum.post(threadId);
  return replyId ? `${thread}?postId=${replyId}#post-${replyId}` : thread;
}

/** A handbook's page, at the section a notification points at (its stable anchor). */
function handbookPage(segment: string, sectionId: number | null | undefined): string {
  const page = ROUTES.handbooks.detail(segment);
  return sectionId ? `${page}#${HANDBOOK_ANCHOR.section(sectionId)}` : page;
}

/** Where each type leads (spec §2, and the API paths of spec §7); any other type goes home. */
function targetOf(notification: TargetFields): Target {
  const { id, title } = notification.actor;
  const segment = idSlug(id, title);
  switch (notification.description) {
    case 'Event':
      return { page: ROUTES.events.detail(segment), resource: `/events/${id}/` };
    case 'News':
      return { page: ROUTES.news.detail(segment), resource: `/news/${id}/` };
    case 'Wiki':
      return { page: ROUTES.wiki.detail(segment), resource: `/wikis/${id}/` };
    case 'Handbook':
      return { page: handbookPage(segment, notification.targetId), resource: HANDBOOK_API.item(id) };
    case 'Post':
      return { page: forumPostPage(id, notification.targetId), resource: `/forum/posts/${id}/` };
    case 'Campaign':
      return { page: ROUTES.campaigns.detail(segment), resource: `/campaigns/${id}/` };
    case 'DirectAd':
      return { page: ROUTES.directAds.detail(id), resource: `/direact-ads/${id}/` };
    case 'Partner':
      return { page: ROUTES.partners.detail(segment), resource: `/partners/${id}/` };
    case 'Report':
      return {
        page: notification.verb === AT_RISK_VERB ? ROUTES.commitments.track : ROUTES.reports.list,
        resource: null,
      };
    case 'Service':
      return { page: ROUTES.services.detail(segment), resource: `/services/${id}/` };
    default:
      return { page: ROUTES.home, resource: null };
  }
}

/** Where a notification leads when clicked (spec §2): the page of what it is about, home for any other type. */
export function notificationTarget(notification: TargetFields): string {
  return targetOf(notification).page;
}

/** The API resource of what a notification is about, to check it is still there and readable; null if none. */
export function notificationResource(notification: TargetFields): string | null {
  return targetOf(notification).resource;
}

/** The verbs the admin API sends (its seed and spec §3's examples), by translation key. */
const VERB_KEYS: Readonly<Record<string, string>> = {
  published: 'published',
  updated: 'updated',
  announced: 'announced',
  'replied to': 'repliedTo',
  'mentioned you in': 'mentionedYouIn',
  'is ready': 'isReady',
  [AT_RISK_VERB]: 'isAtRisk',
  started: 'started',
  ended: 'ended',
  joined: 'joined',
};

/** The translation key of a verb the portal knows, or null: then the server's word is shown. */
export function verbKey(verb: string): string | null {
  return Object.hasOwn(VERB_KEYS, verb) ? (VERB_KEYS[verb] ?? null) : null;
}

/** The key of the last-resort sentence: a type and verb without a sentence, the verb as a label (`verbs.<key>`) or as sent. */
export const ANY_SENTENCE = 'sentence.other.any';

/**
 * The key of a notification's sentence (issue 24: one whole sentence per type and verb, so each
 * language orders title, type, verb and time its own way): `sentence.<type>.<verb>` when the
 * language has it, else `sentence.other.<verb>` (a type the portal does not know, named by
 * `{{type}}`), else {@link ANY_SENTENCE}. `has` says whether a key exists.
 */
export function sentenceKey(notification: Pick<Notification, 'description' | 'verb'>, has: (key: string) => boolean) {
  const verb = verbKey(notification.verb);
  if (!verb) return ANY_SENTENCE;
  const own = `sentence.${notification.description}.${verb}`;
  // Only a plain type name makes a key path; anything else cannot be one of ours.
  if (/^[A-Za-z]+$/.test(notification.description) && notification.description !== 'other' && has(own)) return own;
  const other = `sentence.other.${verb}`;
  return has(other) ? other : ANY_SENTENCE;
}
