import {
  fieldsOf,
  flagOr,
  idOf,
  idsOf,
  isFields,
  listOf,
  numberOr,
  numberOrNull,
  pageOf,
  requiredListOf,
  textOr,
  textOrNull,
  type Page,
} from '@/lib/api/read-answer';
import type { CountryRef } from '@/lib/contract/content-item';
import {
  DIGEST_ITEM_TYPES,
  DIGEST_STATUS,
  HEADER_IMAGE_TYPES,
  type DigestIssue,
  type DigestSchedule,
  type DigestIssueSummary,
  type DigestItem,
  type DigestItemType,
  type DigestStatus,
  type HeaderImage,
  type PastIssue,
  type SendFigures,
  type SendProgress,
  type Subscriber,
  type SubscriberCounts,
  type TestSent,
  type UnsubscribeState,
} from '@/lib/contract/digest';
import type { Language } from '@/lib/contract/member';

// The digest's answers (lib/contract/digest), read defensively as every other answer is (lib/api/read-answer).

function readCountry(value: unknown): CountryRef {
  const fields = fieldsOf(value, 'country');
  return { id: idOf(fields.id, 'country'), name: textOr(fields.name, ''), code: textOr(fields.code, '') };
}

function readLanguage(value: unknown): Language {
  const fields = fieldsOf(value, 'language');
  return { id: idOf(fields.id, 'language'), name: textOr(fields.name, ''), code: textOr(fields.code, '') };
}

function readStatus(value: unknown): DigestStatus {
  return Object.values(DIGEST_STATUS).find((status) => status === value) ?? DIGEST_STATUS.draft;
}

function readFigures(fields: Record<string, unknown>): SendFigures {
  const source = isFields(fields.figures) ? fields.figures : fields;
  return {
    recipients: numberOr(source.recipients, 0),
    sent: numberOr(source.sent, 0),
    failed: numberOr(source.failed, 0),
    left: numberOr(source.left, 0),
  };
}

export function readHeaderImage(value: unknown): HeaderImage {
  const fields = fieldsOf(value, 'header image');
  return {
    id: idOf(fields.id, 'header image'),
    url: textOr(fields.url, ''),
    alt: textOr(fields.alt, ''),
    contentType: HEADER_IMAGE_TYPES.find((type) => type === fields.contentType) ?? 'image/gif',
    width: numberOrNull(fields.width),
    height: numberOrNull(fields.height),
    size: numberOr(fields.size, 0),
    createdAt: textOr(fields.createdAt, ''),
  };
}

export function readHeaderImages(value: unknown): HeaderImage[] {
  return requiredListOf(value, 'header image list', readHeaderImage);
}

function readItemType(value: unknown): DigestItemType {
  return DIGEST_ITEM_TYPES.find((type) => type === value) ?? 'news';
}

export function readDigestItem(value: unknown): DigestItem {
  const fields = fieldsOf(value, 'digest item');
  return {
    type: readItemType(fields.type),
    id: idOf(fields.id, 'digest item'),
    title: textOr(fields.title, ''),
    summary: textOr(fields.summary, ''),
    url: textOr(fields.url, ''),
    imageUrl: textOrNull(fields.imageUrl),
    date: textOrNull(fields.date),
    note: textOr(fields.note, ''),
  };
}

export function readDigestItems(value: unknown): DigestItem[] {
  return requiredListOf(value, 'digest item list', readDigestItem);
}

function readSummaryFields(fields: Record<string, unknown>, what: string): DigestIssueSummary {
  return {
    id: idOf(fields.id, what),
    country: readCountry(fields.country),
    language: readLanguage(fields.language),
    status: readStatus(fields.status),
    subject: textOr(fields.subject, ''),
    headerImage: isFields(fields.headerImage) ? readHeaderImage(fields.headerImage) : null,
    levels: idsOf(fields.levels),
    since: textOr(fields.since, ''),
    createdAt: textOr(fields.createdAt, ''),
    updatedAt: textOr(fields.updatedAt, ''),
    sentAt: textOrNull(fields.sentAt),
    figures: readFigures(fields),
    itemCount: numberOr(fields.itemCount, Array.isArray(fields.items) ? fields.items.length : 0),
  };
}

export function readIssue(value: unknown): DigestIssue {
  const fields = fieldsOf(value, 'digest issue');
  const { itemCount: _count, ...summary } = readSummaryFields(fields, 'digest issue');
  return { ...summary, introduction: textOr(fields.introduction, ''), items: listOf(fields.items, readDigestItem) };
}

export function readIssueSummaries(value: unknown): DigestIssueSummary[] {
  return requiredListOf(value, 'digest issue list', (item) =>
    readSummaryFields(fieldsOf(item, 'digest issue'), 'digest issue'),
  );
}

function readPastIssue(value: unknown): PastIssue {
  const fields = fieldsOf(value, 'past issue');
  return {
    id: idOf(fields.id, 'past issue'),
    country: readCountry(fields.country),
    language: readLanguage(fields.language),
    subject: textOr(fields.subject, ''),
    status: readStatus(fields.status),
    sentAt: textOrNull(fields.sentAt),
    finishedAt: textOrNull(fields.finishedAt),
    figures: readFigures(fields),
  };
}

export function readPastIssues(value: unknown): Page<PastIssue> {
  return pageOf(value, 'past issue list', readPastIssue);
}

export function readProgress(value: unknown): SendProgress {
  const fields = fieldsOf(value, 'send progress');
  return {
    ...readFigures(fields),
    issueId: idOf(fields.issueId, 'send progress'),
    status: readStatus(fields.status),
    startedAt: textOrNull(fields.startedAt),
    finishedAt: textOrNull(fields.finishedAt),
  };
}

function readSubscriber(value: unknown): Subscriber {
  const fields = fieldsOf(value, 'subscriber');
  const member = fieldsOf(fields.member, 'subscriber member');
  return {
    id: idOf(fields.id, 'subscriber'),
    firstName: textOr(fields.firstName, ''),
    lastName: textOr(fields.lastName, ''),
    email: textOr(fields.email, ''),
    country: readCountry(fields.country),
    language: isFields(fields.language) ? readLanguage(fields.language) : null,
    member: { id: idOf(member.id, 'subscriber member'), name: textOr(member.name, '') },
    levels: idsOf(fields.levels),
  };
}

export function readSubscribers(value: unknown): Page<Subscriber> {
  return pageOf(value, 'subscriber list', readSubscriber);
}

export function readSubscriberCounts(value: unknown): SubscriberCounts {
  const fields = fieldsOf(value, 'subscriber counts');
  return {
    total: numberOr(fields.total, 0),
    countries: listOf(fields.countries, (item) => ({
      ...readCountry(item),
      count: numberOr(fieldsOf(item, 'country count').count, 0),
    })),
  };
}

export function readUnsubscribeState(value: unknown): UnsubscribeState {
  const fields = fieldsOf(value, 'unsubscribe state');
  return {
    subscribed: flagOr(fields.subscribed, false),
    email: textOr(fields.email, ''),
    language: textOr(fields.language, ''),
    list: 'digest',
  };
}

export function readSchedule(value: unknown): DigestSchedule {
  const fields = fieldsOf(value, 'digest schedule');
  return {
    country: readCountry(fields.country),
    weekday: numberOr(fields.weekday, 1),
    hour: numberOr(fields.hour, 0),
    timeZone: textOr(fields.timeZone, 'UTC'),
    enabled: flagOr(fields.enabled, false),
    nextRunAt: textOrNull(fields.nextRunAt),
  };
}

export function readSchedules(value: unknown): DigestSchedule[] {
  return requiredListOf(value, 'digest schedules', readSchedule);
}

export function readTestSent(value: unknown): TestSent {
  return { to: textOr(fieldsOf(value, 'digest test').to, '') };
}
