// Who may read what (docs/api.md, "Who sees what"): staff everything; members published items of
// their own country whose publish date has come, and only with the type's feature.
import { type AppContext } from '../../context';
import { type CurrentUser } from '../../domain/current-user';
import { heldLevelIds } from '../../domain/current-user';
import { assertFeatureAvailable, countryFeatureFlags } from '../../domain/feature-flags';
import { notFound, permissionDenied } from '../../http/errors';
import { isFeatureAvailable } from '../../rules/features';
import { type ContentType } from './content-type';
import { isPublishedAt } from './published';

export const OTHER_COUNTRY = 'This item belongs to another country.';

/**
 * 403 unless staff or the type's feature is available to the member's levels. Routes say it with
 * the guard `requireFeature(type.feature, { orStaff: true })`; this is for a check inside a handler
 * (a file's download checks it only once the file turns out to be attached to an item).
 */
export async function requireTypeFeature(ctx: AppContext, user: CurrentUser, type: ContentType): Promise<void> {
  if (!user.isStaff) await assertFeatureAvailable(ctx, user, type.feature);
}

/**
 * Throws 404 for an item the member may not see at all (a draft, one before its publish date or its
 * type's start field), 403 for one of another country.
 */
export function assertReadable(
  user: CurrentUser,
  item: { status: number; publishDate: Date; countryId: number; startsAt?: Date | null },
  now: Date,
): void {
  if (user.isStaff) return;
  const notYet = (date: Date | null | undefined) => date != null && date.getTime() > now.getTime();
  if (!isPublishedAt(item, now) || notYet(item.startsAt)) throw notFound();
  if (item.countryId !== user.member.countryId) throw permissionDenied(OTHER_COUNTRY);
}

/** Whether the user reads the type: staff always, a member with the type's feature. */
export async function hasTypeFeature(ctx: AppContext, user: CurrentUser, type: ContentType): Promise<boolean> {
  if (user.isStaff) return true;
  const flags = await countryFeatureFlags(ctx, user.member.countryId);
  return isFeatureAvailable(flags, type.feature, heldLevelIds(user));
}
