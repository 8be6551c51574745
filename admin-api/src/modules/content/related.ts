// What a type adds to its answers after the shared cache (content-type.ts `related`): one call of
// its loader per answer with every item's id, its fields merged into each item. Done after the
// cache because the related data may depend on who reads (a member's own figures).
import { type Db } from '../../db/client';
import { type CurrentUser } from '../../domain/current-user';
import { type ContentType, type RelatedViewer } from './content-type';
import { type Item } from './serialize-item';

export function relatedViewer(user: CurrentUser, now: Date, cached?: RelatedViewer['cached']): RelatedViewer {
  const viewer = {
    isStaff: user.isStaff,
    userId: user.id,
    memberId: user.member.id,
    countryId: user.member.countryId,
    now,
  };
  return cached ? { ...viewer, cached } : viewer;
}

/** `items` with their related fields, for a list (only `list-and-detail` types) or a detail answer. */
export async function withRelated(
  db: Db,
  type: ContentType,
  items: readonly Item[],
  viewer: RelatedViewer,
  answer: 'list' | 'detail',
): Promise<Item[]> {
  const { related, relatedFields } = type;
  const wanted = related && relatedFields && (answer === 'detail' || relatedFields.in === 'list-and-detail');
  if (!wanted || items.length === 0) return [...items];
  const byId = await related(
    db,
    items.map((item) => item.id),
    viewer,
    answer,
  );
  return items.map((item) => ({ ...item, ...byId.get(item.id) }));
}
