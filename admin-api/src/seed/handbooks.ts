// The handbooks' demo data (README "Demo accounts"): Sweden's published member handbook (seeded
// with the content) gets its chapters and sections — one chapter and one section still drafts —
// owner@'s last visit, after which two sections changed, and a Handbook notification that opens
// one section; a second, tagged handbook gives the list's tag filter and search something to
// find. Other countries have none, so their members have no Handbooks link. Runs only while no
// chapter exists.
import { and, count, eq, sql } from 'drizzle-orm';
import { type Db, type DbExecutor } from '../db/client';
import { users } from '../db/schema/accounts';
import { contentItems, contentItemTags, contentTags } from '../db/schema/content';
import { handbookReads } from '../db/schema/handbooks';
import { countries } from '../db/schema/locale';
import { notifications } from '../db/schema/notifications';
import { MEMBER_HANDBOOK_CHAPTERS, OWNER_READ_DAYS_AGO, QUALITY_HANDBOOK, type SeedChapter } from './data/handbooks';

const DAY_MS = 24 * 60 * 60 * 1000;
const OWNER = 'owner@vetnet.example';
const PUBLISHED = 2;
const DRAFT = 1;

const html = (paragraphs: readonly string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

type Handbook = { id: number; countryId: number; languageId: number | null };

/** Inserts the chapters and sections under the handbook; the ids of the sections, by title. */
async function insertChapters(
  tx: DbExecutor,
  handbook: Handbook,
  chapters: readonly SeedChapter[],
  at: number,
): Promise<Map<string, number>> {
  const sectionIds = new Map<string, number>();
  const common = {
    countryId: handbook.countryId,
    languageId: handbook.languageId,
    publishDate: new Date(at - 90 * DAY_MS),
  };
  for (const [position, chapter] of chapters.entries()) {
    const changed = new Date(at - Math.max(...chapter.sections.map((section) => section.changedDaysAgo), 60) * DAY_MS);
    const [row] = await tx
      .insert(contentItems)
      .values({
        ...common,
        type: 'chapters',
        title: chapter.title,
        body: html([chapter.text]),
        status: chapter.draft ? DRAFT : PUBLISHED,
        parentId: handbook.id,
        position,
        createdAt: changed,
        updatedAt: changed,
      })
      .returning({ id: contentItems.id });
    if (!row) throw new Error('chapter insert returned nothing');
    for (const [place, section] of chapter.sections.entries()) {
      const updatedAt = new Date(at - section.changedDaysAgo * DAY_MS);
      const [inserted] = await tx
        .insert(contentItems)
        .values({
          ...common,
          type: 'sections',
          title: section.title,
          body: html(section.text),
          status: section.draft ? DRAFT : PUBLISHED,
          parentId: row.id,
          position: place,
          createdAt: updatedAt,
          updatedAt,
        })
        .returning({ id: contentItems.id });
      if (inserted) sectionIds.set(section.title, inserted.id);
    }
  }
  return sectionIds;
}

async function swedishMemberHandbook(db: DbExecutor): Promise<Handbook | null> {
  const [row] = await db
    .select({ id: contentItems.id, countryId: contentItems.countryId, languageId: contentItems.languageId })
    .from(contentItems)
    .innerJoin(countries, eq(countries.id, contentItems.countryId))
    .where(and(eq(contentItems.type, 'handbooks'), eq(contentItems.status, PUBLISHED), eq(countries.code, 'se')))
    .orderBy(contentItems.id)
    .limit(1);
  return row ?? null;
}

/** The tag of that name (any letter case), made when missing. */
async function tagNamed(tx: DbExecutor, name: string): Promise<{ id: number } | undefined> {
  const [found] = await tx
    .select({ id: contentTags.id })
    .from(contentTags)
    .where(sql`lower(${contentTags.name}) = lower(${name})`);
  if (found) return found;
  const [made] = await tx.insert(contentTags).values({ name }).returning({ id: contentTags.id });
  return made;
}

/** The tagged second handbook, published like the first. */
async function insertQualityHandbook(tx: DbExecutor, like: Handbook, at: number): Promise<void> {
  const [row] = await tx
    .insert(contentItems)
    .values({
      type: 'handbooks',
      title: QUALITY_HANDBOOK.title,
      summary: QUALITY_HANDBOOK.summary,
      body: html([QUALITY_HANDBOOK.summary]),
      status: PUBLISHED,
      countryId: like.countryId,
      languageId: like.languageId,
      publishDate: new Date(at - 120 * DAY_MS),
      createdAt: new Date(at - 120 * DAY_MS),
      updatedAt: new Date(at - 60 * DAY_MS),
    })
    .returning({ id: contentItems.id });
  if (!row) throw new Error('handbook insert returned nothing');
  const tag = await tagNamed(tx, QUALITY_HANDBOOK.tag);
  if (tag) await tx.insert(contentItemTags).values({ itemId: row.id, tagId: tag.id });
  await insertChapters(tx, { ...like, id: row.id }, QUALITY_HANDBOOK.chapters, at);
}

/** owner@'s last visit, and a notification that opens a section changed after it. */
async function ownerState(
  tx: DbExecutor,
  handbook: Handbook & { title: string },
  sectionId: number | undefined,
  at: number,
) {
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, OWNER));
  if (!owner) return;
  await tx
    .insert(handbookReads)
    .values({ userId: owner.id, handbookId: handbook.id, readAt: new Date(at - OWNER_READ_DAYS_AGO * DAY_MS) });
  if (sectionId === undefined) return;
  await tx.insert(notifications).values({
    recipientId: owner.id,
    actorId: handbook.id,
    actorTitle: handbook.title,
    actorLevels: [],
    verb: 'updated',
    description: 'Handbook',
    targetId: sectionId,
    timestamp: new Date(at - 2 * DAY_MS),
  });
}

export async function seedHandbooks(db: Db, at: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(contentItems).where(eq(contentItems.type, 'chapters'));
  if ((existing?.n ?? 0) > 0) return;
  const handbook = await swedishMemberHandbook(db);
  if (!handbook) return;
  const now = at.getTime();
  await db.transaction(async (tx) => {
    const sections = await insertChapters(tx, handbook, MEMBER_HANDBOOK_CHAPTERS, now);
    await insertQualityHandbook(tx, handbook, now);
    const [row] = await tx
      .select({ title: contentItems.title })
      .from(contentItems)
      .where(eq(contentItems.id, handbook.id));
    await ownerState(
      tx,
      { ...handbook, title: row?.title ?? '' },
      sections.get('Rapporter om inköp och besparingar'),
      now,
    );
  });
}
