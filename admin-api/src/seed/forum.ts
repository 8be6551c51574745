// The forum's demo data (README "Demo accounts"): its categories, Sweden's threads with the read
// marks, follows and notifications that show each rule to owner@, one Danish thread, none in
// Norway. Idempotent: each part runs only while its table is empty.
import { count, eq, inArray } from 'drizzle-orm';
import { type Db, type DbExecutor } from '../db/client';
import { members, users } from '../db/schema/accounts';
import { forumCategories, forumPosts, forumReads, forumSubscriptions } from '../db/schema/forum';
import { languages } from '../db/schema/locale';
import { notifications } from '../db/schema/notifications';
import { DANISH_THREAD, SEED_THREADS, type SeedThread } from './data/forum';

/** The categories, in the order the portal lists them; `name` is the English fallback of `forum:category.<key>`. */
export const FORUM_CATEGORIES = [
  { key: 'clinical', name: 'Clinical questions' },
  { key: 'practice', name: 'Practice management' },
  { key: 'purchasing', name: 'Purchasing and suppliers' },
  { key: 'equipment', name: 'Equipment' },
  { key: 'staff', name: 'Staff and training' },
  { key: 'other', name: 'Other' },
] as const;

const OWNER = 'owner@vetnet.example';
const HOUR_MS = 60 * 60 * 1000;

async function seedCategories(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(forumCategories);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(forumCategories).values(FORUM_CATEGORIES.map((category, position) => ({ ...category, position })));
}

type Author = { id: number; memberId: number; countryId: number; language: string };

async function authorsOf(db: DbExecutor, emails: string[]): Promise<Map<string, Author>> {
  const rows = await db
    .select({
      email: users.email,
      id: users.id,
      memberId: users.memberId,
      countryId: members.countryId,
      language: languages.code,
    })
    .from(users)
    .innerJoin(members, eq(members.id, users.memberId))
    .innerJoin(languages, eq(languages.id, users.languageId))
    .where(inArray(users.email, emails));
  return new Map(rows.map(({ email, ...author }) => [email, author]));
}

const paragraph = (text: string) => `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;

type Seeded = { thread: SeedThread; threadId: number; replyIds: number[] };

async function insertThread(
  tx: DbExecutor,
  thread: SeedThread,
  authors: Map<string, Author>,
  categories: Map<string, number>,
  at: number,
): Promise<Seeded | null> {
  const author = authors.get(thread.author);
  if (!author) return null;
  const lastReply = thread.replies.at(-1);
  const [row] = await tx
    .insert(forumPosts)
    .values({
      countryId: author.countryId,
      authorId: author.id,
      memberId: author.memberId,
      title: thread.title,
      categoryId: categories.get(thread.category) ?? null,
      body: paragraph(thread.text),
      bodyText: thread.text,
      language: author.language,
      isPinned: thread.isPinned ?? false,
      isClosed: thread.isClosed ?? false,
      replyCount: thread.replies.length,
      createdAt: new Date(at - thread.hoursAgo * HOUR_MS),
      lastActivityAt: new Date(at - (lastReply ?? thread).hoursAgo * HOUR_MS),
    })
    .returning({ id: forumPosts.id });
  if (!row) return null;
  const replies = thread.replies.flatMap((reply) => {
    const replier = authors.get(reply.author);
    if (!replier) return [];
    const createdAt = new Date(at - reply.hoursAgo * HOUR_MS);
    return [
      {
        threadId: row.id,
        countryId: author.countryId,
        authorId: replier.id,
        memberId: replier.memberId,
        body: paragraph(reply.text),
        bodyText: reply.text,
        language: replier.language,
        createdAt,
        lastActivityAt: createdAt,
      },
    ];
  });
  const replyIds =
    replies.length === 0
      ? []
      : (await tx.insert(forumPosts).values(replies).returning({ id: forumPosts.id })).map((reply) => reply.id);
  if (thread.answer !== undefined && replyIds[thread.answer] !== undefined) {
    await tx.update(forumPosts).set({ answerId: replyIds[thread.answer] }).where(eq(forumPosts.id, row.id));
  }
  return { thread, threadId: row.id, replyIds };
}

/** Everyone who wrote in a thread has read it all and follows it; owner@ as the thread says. */
function readsAndFollows(seeded: Seeded, authors: Map<string, Author>, at: number) {
  const { thread, threadId, replyIds } = seeded;
  const writers = new Set([thread.author, ...thread.replies.map((reply) => reply.author)]);
  const owner = authors.get(OWNER);
  const reads: (typeof forumReads.$inferInsert)[] = [];
  const follows: (typeof forumSubscriptions.$inferInsert)[] = [];
  const newest = replyIds.at(-1) ?? threadId;
  for (const email of writers) {
    const writer = authors.get(email);
    if (!writer || email === OWNER) continue;
    reads.push({ userId: writer.id, threadId, lastReadId: newest, readAt: new Date(at) });
    follows.push({ userId: writer.id, threadId });
  }
  if (owner && owner.countryId === authors.get(thread.author)?.countryId && thread.ownerRead !== null) {
    const read = thread.ownerRead === undefined ? newest : (replyIds[thread.ownerRead - 1] ?? threadId);
    reads.push({ userId: owner.id, threadId, lastReadId: read, readAt: new Date(at) });
  }
  if (owner && (writers.has(OWNER) || thread.ownerFollows)) follows.push({ userId: owner.id, threadId });
  return { reads, follows };
}

/** owner@'s notifications: the mention in the audit thread, the newest reply in the followed autoclave thread. */
function ownerNotifications(seeded: Seeded[], authors: Map<string, Author>, at: number) {
  const owner = authors.get(OWNER);
  if (!owner) return [];
  const about = (key: string, verb: string) => {
    const found = seeded.find((entry) => entry.thread.key === key);
    const replyId = found?.replyIds.at(-1);
    const last = found?.thread.replies.at(-1);
    if (!found || replyId === undefined || !last) return [];
    return [
      {
        recipientId: owner.id,
        actorId: found.threadId,
        actorTitle: found.thread.title,
        actorLevels: [],
        verb,
        description: 'Post',
        targetId: replyId,
        timestamp: new Date(at - last.hoursAgo * HOUR_MS),
      },
    ];
  };
  return [...about('audit', 'mentioned you in'), ...about('autoclave', 'replied to')];
}

async function seedThreads(db: Db, at: number): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(forumPosts);
  if ((existing?.n ?? 0) > 0) return;
  const all = [...SEED_THREADS, DANISH_THREAD];
  const emails = [...new Set(all.flatMap((thread) => [thread.author, ...thread.replies.map((r) => r.author)]))];
  await db.transaction(async (tx) => {
    const authors = await authorsOf(tx, [...emails, OWNER]);
    const categoryRows = await tx.select({ id: forumCategories.id, key: forumCategories.key }).from(forumCategories);
    const categories = new Map(categoryRows.map((row) => [row.key, row.id]));
    const seeded: Seeded[] = [];
    for (const thread of all) {
      const entry = await insertThread(tx, thread, authors, categories, at);
      if (entry) seeded.push(entry);
    }
    const marks = seeded.map((entry) => readsAndFollows(entry, authors, at));
    const reads = marks.flatMap((mark) => mark.reads);
    const follows = marks.flatMap((mark) => mark.follows);
    if (reads.length > 0) await tx.insert(forumReads).values(reads);
    if (follows.length > 0) await tx.insert(forumSubscriptions).values(follows).onConflictDoNothing();
    const notes = ownerNotifications(seeded, authors, at);
    if (notes.length > 0) await tx.insert(notifications).values(notes);
  });
}

export async function seedForum(db: Db, at: Date = new Date()): Promise<void> {
  await seedCategories(db);
  await seedThreads(db, at.getTime());
}
