import { SETTINGS_API } from './settings';
import type { CountryRef } from './content-item';
import type { Language, Level } from './member';
import type { Page } from './page';

// The digest (spec §2 `/digest`, `/digest/subscribers`, `/digest/headergifs`; §3 User.hasDigestSubscribed;
// §7 "Digest"; issue 26; docs/admin-api.md "Digest"): the network's newsletter, one issue per country and
// language, composed by staff from what was published since that country's last issue and mailed through
// a durable queue. Written once here for both programs (the admin API imports it through
// src/contract/digest.ts). Every call is staff-only except the member's toggle and the unsubscribe
// token's calls (which need no session at all). Paged answers are DRF pages (`Page<T>`, `?page=`,
// `?page_size=`). Errors are the API's usual DRF shapes: 400 `{field: [messages]}`, 403/404 `{detail}`,
// 409 `{code, detail}` with code `already_sent`, `already_sending`, `not_a_draft` or `in_use`, 429
// `{detail}` with Retry-After.

export const DIGEST_API = {
  /** POST (member): flips `hasDigestSubscribed`, answers {hasDigestSubscribed} (spelt as the spec spells it). */
  toggleSubscription: SETTINGS_API.toggleDigest,
  /**
   * No session, no cookies. GET answers UnsubscribeState and changes nothing (mail scanners follow
   * links). POST unsubscribes and answers UnsubscribeState: a JSON body `{}` from the portal's page,
   * or the RFC 8058 one-click form body `List-Unsubscribe=One-Click`
   * (application/x-www-form-urlencoded). Idempotent. A token that is malformed, forged or for
   * another list answers 400 `invalid_token`; one whose user is gone answers 404.
   */
  unsubscribe: (token: string) => `/digest/unsubscribe/${encodeURIComponent(token)}/`,
  /** POST `{}` (no session): subscribes again with the same token; answers UnsubscribeState. */
  resubscribe: (token: string) => `/digest/unsubscribe/${encodeURIComponent(token)}/resubscribe/`,
  /** GET (paged, DIGEST_PAGE_SIZE, newest first; `?country=` id, `?language=` id): sent and sending issues, PastIssue. */
  past: '/digest/past/',
  /** GET: one sent issue's e-mail HTML as it was sent (text/html; charset=utf-8), for a blob. */
  pastIssue: (id: number) => `/digest/past/${id}/`,
  /**
   * GET `?issue={id}` (`&format=text` for the plain-text part): the issue's e-mail rendered by the
   * same renderer as the send, with a sample unsubscribe link; text/html (or text/plain).
   */
  preview: '/digest/preview/',
  /**
   * GET (paged, SUBSCRIBERS_PAGE_SIZE; `?country=` id, `?language=` id, `?level=` member level id,
   * `?search=` name or e-mail): the subscribed users, Subscriber, by last name (`page_size` up to 100).
   */
  subscribers: '/digest/subscribers/',
  /** GET (same `?language=`, `?level=`, `?search=` filters, no country): SubscriberCounts. */
  subscriberCounts: '/digest/subscribers/counts/',
  /**
   * GET: SendProgress (for a draft, `recipients` is how many match its filter now: the confirmation's
   * number). POST SendBody starts the send (202, SendProgress); 409 `already_sent` / `already_sending`
   * when it was started before; throttled per staff user.
   */
  sendDigest: (id: number) => `/digest/send-digest/${id}/`,
  /**
   * GET `?status=draft|sending|sent` (not paged, newest first): DigestIssueSummary[].
   * POST DraftRequest: the draft of that country and language, created and assembled from what was
   * published since the country's last issue when there is none (201), else the existing one (200); DigestIssue.
   */
  issues: '/digest/issues/',
  /**
   * GET DigestIssue. PATCH IssueChanges (drafts only, else 409 `not_a_draft`), answers DigestIssue:
   * the composer saves as staff go. DELETE a draft (204).
   */
  issue: (id: number) => `/digest/issues/${id}/`,
  /**
   * POST `{}`: mails the draft as it is now to the signed-in staff member only (their account's
   * address; the subject and a note on top in their language), answers TestSent; 409 `not_a_draft`;
   * throttled per staff user (429 with Retry-After).
   */
  sendTest: (id: number) => `/digest/issues/${id}/send-test/`,
  /** POST `{}`: assembles the draft's items again from what was published since the last issue (replaces them); DigestIssue. */
  assemble: (id: number) => `/digest/issues/${id}/assemble/`,
  /**
   * GET `?type=` (DigestItemType, optional) `&search=` (title contains): up to 30 published items of the
   * issue's country and language that staff may add (those in the issue left out), DigestItem[].
   */
  candidates: (id: number) => `/digest/issues/${id}/candidates/`,
  /** GET: HeaderImage[] (newest first). POST multipart: `file` (GIF, PNG or WebP, ≤ HEADER_IMAGE_MAX_BYTES, checked by content) and `alt`; 201 HeaderImage. */
  headerGifs: '/digest/headergifs/',
  /** DELETE (204); 409 `in_use` while a draft or sending issue uses it (sent issues keep their copy of the URL). */
  headerGif: (id: number) => `/digest/headergifs/${id}/`,
  /** GET (public, no session, cached): the image itself; HeaderImage.url is the absolute form of this. */
  headerGifFile: (id: number) => `/digest/headergifs/${id}/file/`,
  /**
   * GET (public, no session, cached): the cover image of an item in an issue, as a mail shows it
   * (DigestItem.imageUrl is the absolute form); `signature` is the API's, so only images it put into
   * an issue can be fetched. A forged signature or a file that is no item's cover answers 404.
   */
  itemImage: (fileId: number, signature: string) => `/digest/images/${fileId}/${signature}/`,
  /** GET: DigestSchedule[] for the countries staff see. */
  schedules: '/digest/schedules/',
  /** PUT ScheduleInput: the weekly send of that country's drafts; DigestSchedule. DELETE: no weekly send (204). */
  schedule: (countryId: number) => `/digest/schedules/${countryId}/`,
  /**
   * GET `?issue=` (id, optional) `&page=` (of the past issues, optional): ComposerAnswer, beyond the
   * spec: everything `/digest` shows, in one answer. A backend without it (one that follows the spec
   * only) answers 404 or 405, and the portal makes the spec's calls one by one.
   */
  composer: '/digest/composer/',
  /**
   * GET with `subscribers/`'s filters and `?page=`: SubscribersPageAnswer, beyond the spec: what
   * `/digest/subscribers` shows, in one answer. A backend without it answers 404 or 405, and the
   * portal makes the spec's calls one by one.
   */
  subscribersPage: '/digest/subscribers/page/',
} as const;

// The portal pages the mail links to: in a file of their own, since the route map (every first load) reads them.
export { DIGEST_PAGES } from './digest-pages';

export const DIGEST_PAGE_SIZE = 20;
export const SUBSCRIBERS_PAGE_SIZE = 50;

/** Limits checked alike by the composer and the API. */
export const DIGEST_LIMITS = {
  subject: { min: 1, max: 150 },
  /** Plain text; blank lines separate paragraphs (no HTML). */
  introduction: { max: 4000 },
  items: { max: 40 },
  /** A staff note on an item, shown under its summary. */
  itemNote: { max: 500 },
  headerAlt: { min: 1, max: 200 },
  search: { max: 100 },
} as const;

/** The largest header image (Outlook desktop shows only a GIF's first frame; keep them small). */
export const HEADER_IMAGE_MAX_BYTES = 1024 * 1024;
/** The header image types, checked by the file's content. */
export const HEADER_IMAGE_TYPES = ['image/gif', 'image/png', 'image/webp'] as const;

export const DIGEST_ITEM_TYPES = ['news', 'event', 'campaign', 'forum', 'handbook'] as const;
export type DigestItemType = (typeof DIGEST_ITEM_TYPES)[number];

/** draft: being composed; sending: queued or mailing; sent: every delivery done (some may have failed). */
export const DIGEST_STATUS = { draft: 'draft', sending: 'sending', sent: 'sent' } as const;
export type DigestStatus = (typeof DIGEST_STATUS)[keyof typeof DIGEST_STATUS];

/** One item of an issue, as copied from its source when added (the mail shows this copy). */
export type DigestItem = {
  type: DigestItemType;
  /** The source's id (a news item, event, campaign, forum thread or handbook section). */
  id: number;
  title: string;
  /** Plain text, at most ~300 characters. */
  summary: string;
  /** Absolute portal URL of the item. */
  url: string;
  /** Absolute image URL (the item's cover, through DIGEST_API.itemImage), or null. */
  imageUrl: string | null;
  /** ISO time: an event's start, otherwise when it was published or changed. */
  date: string | null;
  /** Staff's note, '' for none. */
  note: string;
};

/** An item in IssueChanges.items: an item kept or added, in the order wanted. */
export type DigestItemRef = { type: DigestItemType; id: number; note?: string };

export type HeaderImage = {
  id: number;
  /** Absolute URL (usable in mail). */
  url: string;
  alt: string;
  contentType: (typeof HEADER_IMAGE_TYPES)[number];
  width: number | null;
  height: number | null;
  size: number;
  createdAt: string;
};

/** The send's figures: `left` = recipients − sent − failed. */
export type SendFigures = { recipients: number; sent: number; failed: number; left: number };

export type DigestIssue = {
  id: number;
  country: CountryRef;
  language: Language;
  status: DigestStatus;
  subject: string;
  introduction: string;
  headerImage: HeaderImage | null;
  items: DigestItem[];
  /** The member levels the send is limited to; [] = every level. */
  levels: number[];
  /** ISO: items are assembled from what was published after this (the last issue's send, or 30 days back). */
  since: string;
  createdAt: string;
  updatedAt: string;
  /** ISO time the send started; null for a draft. */
  sentAt: string | null;
  figures: SendFigures;
};

export type DigestIssueSummary = Omit<DigestIssue, 'items' | 'introduction'> & { itemCount: number };

/** One row of `GET digest/past/`. */
export type PastIssue = {
  id: number;
  country: CountryRef;
  language: Language;
  subject: string;
  status: DigestStatus;
  sentAt: string | null;
  finishedAt: string | null;
  figures: SendFigures;
};

/**
 * `GET digest/composer/` (beyond the spec; the spec's calls stay): the `/digest` page's answers at
 * once, each part exactly what its own call answers: `drafts` `issues/?status=draft`, `past`
 * `past/?page=` (an empty page past the last), `headerGifs` `headergifs/`, `localeOptions`
 * `dev/locale-options/`, `levels` `members/levels/`, `schedules` `schedules/`, and for the issue
 * asked for (else the newest draft; none: `issueId` null) `issues/{id}/` and `send-digest/{id}/`.
 * An issue asked for that is not there is a 404, as `issues/{id}/` answers. Answered from the read
 * cache (a few seconds; any write through the API empties it).
 */
export type ComposerAnswer = {
  issueId: number | null;
  drafts: DigestIssueSummary[];
  past: Page<PastIssue>;
  headerGifs: HeaderImage[];
  /** As `dev/locale-options/` answers it. */
  localeOptions: {
    countries: (CountryRef & { useLanguageSelector: boolean; languages: Language[] })[];
    languages: Language[];
  };
  levels: Level[];
  schedules: DigestSchedule[];
  issue: DigestIssue | null;
  progress: SendProgress | null;
};

/**
 * `GET digest/subscribers/page/` (beyond the spec; the spec's calls stay): the `/digest/subscribers`
 * page's answers at once, each part exactly what its own call answers: `subscribers` `subscribers/`
 * with the same filters and page (an empty page past the last), `counts` `subscribers/counts/` with
 * the same filters but the country, `levels` `members/levels/`, `localeOptions` `dev/locale-options/`.
 * Answered from the read cache (a few seconds; any write through the API empties it).
 */
export type SubscribersPageAnswer = {
  subscribers: Page<Subscriber>;
  counts: SubscriberCounts;
  levels: Level[];
  localeOptions: ComposerAnswer['localeOptions'];
};

/** POST `digest/issues/`. */
export type DraftRequest = { country: number; language: number };

/** PATCH `digest/issues/{id}/`: every field optional. */
export type IssueChanges = Partial<{
  subject: string;
  introduction: string;
  /** A header image id, or null for none. */
  headerImage: number | null;
  /** The whole list, in order: items left out are removed, new refs are added (copied from their source). */
  items: DigestItemRef[];
  levels: number[];
}>;

/** POST `digest/send-digest/{id}/`: optionally the level filter to store before sending (else the issue's). */
export type SendBody = { levels?: number[] };

/** The answer of DIGEST_API.sendTest: the address the test went to (the staff member's own). */
export type TestSent = { to: string };

export type SendProgress = SendFigures & {
  issueId: number;
  status: DigestStatus;
  startedAt: string | null;
  finishedAt: string | null;
};

/** One row of `GET digest/subscribers/`. */
export type Subscriber = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  country: CountryRef;
  /** The user's language, or null when they have none (they get their country's first language). */
  language: { id: number; code: string; name: string } | null;
  member: { id: number; name: string };
  /** The member's level ids. */
  levels: number[];
};

export type SubscriberFilter = Partial<{ country: number; language: number; level: number; search: string }>;

/** `GET digest/subscribers/counts/`: subscribers per country with the filter, and all of them. */
export type SubscriberCounts = { total: number; countries: (CountryRef & { count: number })[] };

/** What the unsubscribe page shows; the e-mail masked (`a•••@clinic.se`). */
export type UnsubscribeState = {
  subscribed: boolean;
  email: string;
  /** The member's language code (e.g. `sv`), for the page's language. */
  language: string;
  list: 'digest';
};

/** The RFC 8058 one-click body, form-encoded. */
export const ONE_CLICK_BODY = 'List-Unsubscribe=One-Click';

export type DigestSchedule = {
  country: CountryRef;
  /** ISO weekday, 1 = Monday. */
  weekday: number;
  /** Hour of the day in the country's time zone, 0–23. */
  hour: number;
  timeZone: string;
  enabled: boolean;
  /** ISO, the next run; null when disabled. */
  nextRunAt: string | null;
};

export type ScheduleInput = { weekday: number; hour: number; enabled: boolean };
