import {
  fieldsOf,
  flagOr,
  idOf,
  isFields,
  listOf,
  malformedAnswer,
  numberOr,
  numberOrNull,
  pageOf,
  requiredListOf,
  textOr,
  textOrNull,
  type Fields,
  type Page,
} from '@/lib/api/read-answer';
import type {
  ForumAuthor,
  ForumCategory,
  ForumListPage,
  ForumReply,
  ForumThread,
  ForumThreadDetail,
  MentionableUser,
  ReplyPage,
  ThreadPage,
} from '@/lib/contract/forum';

// The forum's answers where they enter the portal (lib/api/read-answer.ts): a post without its id is
// left out of a list (or is a malformed answer on its own); anything else missing gets a default.

function readAuthor(value: unknown): ForumAuthor {
  const fields = isFields(value) ? value : {};
  return { id: numberOr(fields.id, 0), name: textOr(fields.name, ''), memberName: textOrNull(fields.memberName) };
}

function readCategory(value: unknown): ForumCategory {
  const fields = fieldsOf(value, 'forum category');
  return { id: idOf(fields.id, 'forum category'), key: textOr(fields.key, ''), name: textOr(fields.name, '') };
}

const categoryOrNull = (value: unknown): ForumCategory | null => (isFields(value) ? readCategory(value) : null);

/** The names a post @mentions; anything but a name is left out. */
function readMentions(value: unknown): string[] {
  return listOf(value, (item) => {
    if (typeof item !== 'string') throw malformedAnswer('mention');
    return item;
  });
}

function readThreadFields(fields: Fields): ForumThread {
  const createdAt = textOr(fields.createdAt, '');
  return {
    id: idOf(fields.id, 'forum thread'),
    title: textOr(fields.title, ''),
    category: categoryOrNull(fields.category),
    countryId: numberOr(fields.countryId, 0),
    countryName: textOr(fields.countryName, ''),
    author: readAuthor(fields.author),
    createdAt,
    editedAt: textOrNull(fields.editedAt),
    lastActivityAt: textOr(fields.lastActivityAt, createdAt),
    replyCount: numberOr(fields.replyCount, 0),
    isPinned: flagOr(fields.isPinned, false),
    isClosed: flagOr(fields.isClosed, false),
    isAnswered: flagOr(fields.isAnswered, false),
    unread: flagOr(fields.unread, false),
    newReplies: numberOr(fields.newReplies, 0),
    following: flagOr(fields.following, false),
    excerpt: textOr(fields.excerpt, ''),
    match: textOrNull(fields.match),
  };
}

const readThread = (value: unknown): ForumThread => readThreadFields(fieldsOf(value, 'forum thread'));

/** `GET forum/posts/`, `GET forum/subscriptions/updated/`. */
export function readThreadPage(value: unknown): Page<ForumThread> {
  return pageOf(value, 'forum thread list', readThread);
}

/** `GET forum/posts/{id}/`, and what `POST forum/posts/` answers. */
export function readThreadDetail(value: unknown): ForumThreadDetail {
  const fields = fieldsOf(value, 'forum thread');
  return {
    ...readThreadFields(fields),
    post: textOr(fields.post, ''),
    mentions: readMentions(fields.mentions),
    answerId: numberOrNull(fields.answerId),
    firstUnreadId: numberOrNull(fields.firstUnreadId),
  };
}

/** A reply, as a page of replies holds it and `POST …/replies/` answers it. */
export function readReply(value: unknown): ForumReply {
  const fields = fieldsOf(value, 'forum reply');
  return {
    id: idOf(fields.id, 'forum reply'),
    threadId: numberOr(fields.threadId, 0),
    author: readAuthor(fields.author),
    post: textOr(fields.post, ''),
    mentions: readMentions(fields.mentions),
    createdAt: textOr(fields.createdAt, ''),
    editedAt: textOrNull(fields.editedAt),
    quoteId: numberOrNull(fields.quoteId),
  };
}

/** `GET forum/posts/{id}/replies/`: which page it is, else the one asked for. */
export function readReplyPage(value: unknown, requested: number): ReplyPage {
  const page = pageOf(value, 'forum reply list', readReply);
  const number = isFields(value) ? numberOrNull(value.page) : null;
  return { ...page, page: number !== null && number >= 1 ? number : requested };
}

/** `GET forum/posts/{id}/page/`: its thread and replies page, each read as its own call's answer. */
export function readThreadWithReplies(value: unknown, requested: number): ThreadPage {
  const fields = fieldsOf(value, 'forum thread page');
  return { thread: readThreadDetail(fields.thread), replies: readReplyPage(fields.replies, requested) };
}

/** `GET forum/categories/`, in their order. */
export function readCategories(value: unknown): ForumCategory[] {
  return requiredListOf(value, 'forum categories', readCategory);
}

/** `GET forum/list/`: its list page and categories, each read as its own call's answer. */
export function readListPage(value: unknown): ForumListPage {
  const fields = fieldsOf(value, 'forum list page');
  return { threads: readThreadPage(fields.threads), categories: readCategories(fields.categories) };
}

/** Someone to @mention: an author's fields, an id required (the mention names them by it). */
function readMentionable(value: unknown): MentionableUser {
  const fields = fieldsOf(value, 'mentionable user');
  return { ...readAuthor(fields), id: idOf(fields.id, 'mentionable user') };
}

/** `GET forum/mentionable/?q=`. */
export function readMentionables(value: unknown): MentionableUser[] {
  return requiredListOf(value, 'mentionable users', readMentionable);
}
