// The forum's rows as the contract's shapes (lib/contract/forum.ts).
import {
  type ForumAuthor,
  type ForumCategory,
  type ForumReply,
  type ForumThread,
  type ForumThreadDetail,
} from '../../contract/forum';
import { fullName } from '../../domain/full-name';
import { isoUtc, isoUtcOrNull } from '../../http/dates';
import { type ReplyRow, type ThreadDetailRow, type ThreadListRow } from './queries';

const EXCERPT_LENGTH = 200;

function author(id: number, firstName: string, lastName: string, memberName: string | null): ForumAuthor {
  return { id, name: fullName({ firstName, lastName }), memberName };
}

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_LENGTH ? flat : `${flat.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}

function categoryOf(row: ThreadListRow): ForumCategory | null {
  return row.categoryId === null
    ? null
    : { id: row.categoryId, key: row.categoryKey ?? '', name: row.categoryName ?? '' };
}

export function serializeThread(row: ThreadListRow, viewerId: number): ForumThread {
  return {
    id: row.id,
    title: row.title ?? '',
    category: categoryOf(row),
    countryId: row.countryId,
    countryName: row.countryName,
    author: author(row.authorId, row.authorFirstName, row.authorLastName, row.memberName),
    createdAt: isoUtc(row.createdAt),
    editedAt: isoUtcOrNull(row.editedAt),
    lastActivityAt: isoUtc(row.lastActivityAt),
    replyCount: row.replyCount,
    isPinned: row.isPinned,
    isClosed: row.isClosed,
    isAnswered: row.answerId !== null,
    unread: row.newReplies > 0 || row.markedUnread || (!row.hasRead && row.authorId !== viewerId),
    newReplies: row.newReplies,
    following: row.following,
    excerpt: excerptOf(row.bodyText),
    match: row.match ?? null,
  };
}

/** `mentions`: the names the opening post @mentions (mentionedNames). */
export function serializeThreadDetail(row: ThreadDetailRow, viewerId: number, mentions: string[]): ForumThreadDetail {
  return {
    ...serializeThread(row, viewerId),
    post: row.body,
    mentions,
    answerId: row.answerId,
    // Only for a thread read before: one never opened starts at the top.
    firstUnreadId: row.hasRead ? row.firstUnreadId : null,
  };
}

/** `mentions`: the names the reply @mentions (mentionedNames). */
export function serializeReply(row: ReplyRow, mentions: string[]): ForumReply {
  return {
    id: row.id,
    threadId: row.threadId ?? row.id,
    author: author(row.authorId, row.authorFirstName, row.authorLastName, row.memberName),
    post: row.body,
    mentions,
    createdAt: isoUtc(row.createdAt),
    editedAt: isoUtcOrNull(row.editedAt),
    quoteId: row.quoteId,
  };
}
