// What a handbook's answers add (content-type.ts `related`): to the list and the detail, the newest
// published change of the handbook, its chapters and sections (`changedAt`, its "updated" date); to
// the detail also its readable chapters and sections, and when this reader last read it, so the page
// lists what changed since.
import { isoUtc, isoUtcOrNull } from '../../http/dates';
import { type RelatedLoader } from '../content/content-type';
import { handbookChangedAt, handbookChapters, lastReads } from './queries';

export const handbookRelated: RelatedLoader = async (db, ids, viewer, answer) => {
  const changed = await handbookChangedAt(db, ids, viewer.now);
  const changedAt = (id: number) => {
    const date = changed.get(id);
    return date === undefined ? undefined : isoUtc(date);
  };
  if (answer === 'list') return new Map(ids.map((id) => [id, { changedAt: changedAt(id) }]));
  const [chapters, reads] = await Promise.all([
    handbookChapters(db, ids, { isStaff: viewer.isStaff, now: viewer.now }),
    lastReads(db, viewer.userId, ids),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      { chapters: chapters.get(id) ?? [], lastReadAt: isoUtcOrNull(reads.get(id) ?? null), changedAt: changedAt(id) },
    ]),
  );
};
