// The digest's rows as the contract sends them (lib/contract/digest.ts).
import { apiPath } from '../../contract/api-prefix';
import {
  DIGEST_API,
  type DigestIssue,
  type DigestItem,
  type DigestIssueSummary,
  type DigestSchedule,
  type DigestStatus,
  type HeaderImage,
  type HEADER_IMAGE_TYPES,
  type PastIssue,
  type SendFigures,
  type SendProgress,
  type Subscriber,
  type SubscriberCounts,
} from '../../contract/digest';
import { isoUtc, isoUtcOrNull } from '../../http/dates';
import { type HeaderImageRow, type ListedIssueRow, type ScheduleRow, type SubscriberRow } from './queries';
import { nextRunAt } from './rules';

/** Where the portal forwards the API (`/api/v1/*` on its own origin): absolute URLs in mails point there. */
export const apiUrl = (portalUrl: string, path: string): string => `${portalUrl}${apiPath(path)}`;

const absolute = (path: string, portalUrl: string) => (path.startsWith('/') ? `${portalUrl}${path}` : path);

/** Items as sent: their paths (portal page, cover image) made absolute (stored relative, so a new PORTAL_URL applies). */
export function absoluteItems(items: readonly DigestItem[], portalUrl: string): DigestItem[] {
  return items.map((item) => ({
    ...item,
    url: absolute(item.url, portalUrl),
    imageUrl: item.imageUrl === null ? null : absolute(item.imageUrl, portalUrl),
  }));
}

export function serializeHeaderImage(row: HeaderImageRow, portalUrl: string): HeaderImage {
  return {
    id: row.id,
    url: apiUrl(portalUrl, DIGEST_API.headerGifFile(row.id)),
    alt: row.alt,
    contentType: row.contentType as (typeof HEADER_IMAGE_TYPES)[number],
    width: row.width,
    height: row.height,
    size: row.size,
    createdAt: isoUtc(row.createdAt),
  };
}

export function figuresOf(row: { recipients: number; sentCount: number; failedCount: number }): SendFigures {
  return {
    recipients: row.recipients,
    sent: row.sentCount,
    failed: row.failedCount,
    left: Math.max(0, row.recipients - row.sentCount - row.failedCount),
  };
}

function languageOf(row: ListedIssueRow) {
  return { id: row.language.id, code: row.language.code, name: row.language.name };
}

export function serializeIssue(row: ListedIssueRow, portalUrl: string, recipientsNow?: number): DigestIssue {
  const figures = figuresOf(row);
  return {
    id: row.id,
    country: row.country,
    language: languageOf(row),
    status: row.status as DigestStatus,
    subject: row.subject,
    introduction: row.introduction,
    headerImage: row.headerImage ? serializeHeaderImage(row.headerImage, portalUrl) : null,
    items: absoluteItems(row.items, portalUrl),
    levels: row.levels,
    since: isoUtc(row.since),
    createdAt: isoUtc(row.createdAt),
    updatedAt: isoUtc(row.updatedAt),
    sentAt: isoUtcOrNull(row.sentAt),
    figures:
      row.status === 'draft' && recipientsNow !== undefined
        ? { recipients: recipientsNow, sent: 0, failed: 0, left: recipientsNow }
        : figures,
  };
}

export function serializeIssueSummary(row: ListedIssueRow, portalUrl: string): DigestIssueSummary {
  const { items, introduction, ...rest } = serializeIssue(row, portalUrl);
  void introduction;
  return { ...rest, itemCount: items.length };
}

export function serializePastIssue(row: ListedIssueRow): PastIssue {
  return {
    id: row.id,
    country: row.country,
    language: languageOf(row),
    subject: row.subject,
    status: row.status as DigestStatus,
    sentAt: isoUtcOrNull(row.sentAt),
    finishedAt: isoUtcOrNull(row.finishedAt),
    figures: figuresOf(row),
  };
}

export function serializeProgress(row: ListedIssueRow, recipientsNow?: number): SendProgress {
  const figures =
    row.status === 'draft' && recipientsNow !== undefined
      ? { recipients: recipientsNow, sent: 0, failed: 0, left: recipientsNow }
      : figuresOf(row);
  return {
    issueId: row.id,
    status: row.status as DigestStatus,
    ...figures,
    startedAt: isoUtcOrNull(row.sentAt),
    finishedAt: isoUtcOrNull(row.finishedAt),
  };
}

export function serializeSubscriber(row: SubscriberRow): Subscriber {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    country: { id: row.countryId, name: row.countryName, code: row.countryCode },
    language: { id: row.languageId, code: row.languageCode, name: row.languageName },
    member: { id: row.memberId, name: row.memberName },
    levels: row.levels.map(Number),
  };
}

/** A country's weekly send, with when it next runs (as seen at `now`). */
export function serializeSchedule({ schedule, country }: ScheduleRow, now: Date): DigestSchedule {
  return {
    country,
    weekday: schedule.weekday,
    hour: schedule.hour,
    timeZone: schedule.timeZone,
    enabled: schedule.enabled,
    nextRunAt: schedule.enabled ? nextRunAt(schedule, now).toISOString().replace('.000Z', 'Z') : null,
  };
}

/** `subscribers/counts/`: per country, and all of them. */
export function subscriberCounts(
  countries: { id: number; name: string; code: string; count: number }[],
): SubscriberCounts {
  return { total: countries.reduce((sum, country) => sum + country.count, 0), countries };
}
