// What a handbook's answers add (content-type.ts `related`): to the list and the detail, the newest
// published change of the handbook, its chapters and sections (`changedAt`, its "updated" date); to
// the detail also its readable chapters and sections, and when this reader last read it, so the page
// lists what changed since.
import { isoUtc, isoUtcOrNull } from '../../http/dates';
import { readDirectly, type RelatedLoader } from '../content/content-type';
import { handbookChangedAt, handbookChapters, lastReads } from './queries';

/** The cache key of a reader's last visits of these handbooks, forgotten when they read one again (type-routes.ts). */
export const lastReadsKey = (userId: number, ids: readonly number[]) => `handbook-read|${userId}|${ids.join(',')}`;

export const handbookRelated: RelatedLoader = async (db, ids, viewer, answer, cached = readDirectly) => {
  const key = ids.join(',');
  // The published view's date and parts are the same for every member (the cache is emptied by any
  // write through the API); the reader's last visit is kept per reader and forgotten when marked again.
  const changed = await cached(`handbook-changed|${key}`, () => handbookChangedAt(db, ids, viewer.now));
  const changedAt = (id: number) => {
    const date = changed.get(id);
    return date === undefined ? undefined : isoUtc(date);
  };
  if (answer === 'list') return new Map(ids.map((id) => [id, { changedAt: changedAt(id) }]));
  const [chapters, reads] = await Promise.all([
    cached(`handbook-chapters|${viewer.isStaff ? 'staff' : 'member'}|${key}`, () =>
      handbookChapters(db, ids, { isStaff: viewer.isStaff, now: viewer.now }),
    ),
    cached(lastReadsKey(viewer.userId, ids), () => lastReads(db, viewer.userId, ids)),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      { chapters: chapters.get(id) ?? [], lastReadAt: isoUtcOrNull(reads.get(id) ?? null), changedAt: changedAt(id) },
    ]),
  );
};
