// What a handbook's detail adds (content-type.ts `related`): its readable chapters and sections,
// and when this reader last read it, so the page lists what changed since.
import { isoUtcOrNull } from '../../http/dates';
import { type RelatedLoader } from '../content/content-type';
import { handbookChapters, lastReads } from './queries';

export const handbookRelated: RelatedLoader = async (db, ids, viewer) => {
  const [chapters, reads] = await Promise.all([
    handbookChapters(db, ids, { isStaff: viewer.isStaff, now: viewer.now }),
    lastReads(db, viewer.userId, ids),
  ]);
  return new Map(
    ids.map((id) => [id, { chapters: chapters.get(id) ?? [], lastReadAt: isoUtcOrNull(reads.get(id) ?? null) }]),
  );
};
