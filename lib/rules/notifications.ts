import { FEATURE, isFeatureAvailable, type FeatureFlag, type FeatureId } from './features';
import { levelsAllow } from './levels';

/** The feature each notification type belongs to (spec §2 "Notifications", §5). */
const TYPE_FEATURE: Record<string, FeatureId> = {
  Event: FEATURE.events,
  News: FEATURE.news,
  Wiki: FEATURE.wiki,
  Post: FEATURE.forum,
  Campaign: FEATURE.campaigns,
  DirectAd: FEATURE.directAds,
  Partner: FEATURE.partners,
  Report: FEATURE.reports,
  Service: FEATURE.services,
};

/** Handbook notifications are shown without a feature check (spec §5). */
const ALWAYS_SHOWN_TYPE = 'Handbook';

/** The notification types a user may be shown: those whose feature is available for their levels, and Handbook. */
export function visibleNotificationTypes(
  featureFlags: readonly FeatureFlag[],
  heldLevels: readonly number[],
): string[] {
  const types = Object.keys(TYPE_FEATURE).filter((type) =>
    isFeatureAvailable(featureFlags, TYPE_FEATURE[type] as FeatureId, heldLevels),
  );
  return [ALWAYS_SHOWN_TYPE, ...types];
}

/**
 * Whether a notification is shown to a user (spec §5): its type maps to a feature available for the
 * user's levels (or it is a Handbook notification), and the actor's levels allow the user's and the
 * member's levels; an actor without levels is visible to all. The admin API applies the same rule
 * in SQL (`admin-api/src/modules/notifications/visibility.ts`); a test holds the two together.
 */
export function isNotificationVisible(
  notification: { description: string; actor: { levels: readonly number[] } },
  featureFlags: readonly FeatureFlag[],
  heldLevels: readonly number[],
): boolean {
  return (
    visibleNotificationTypes(featureFlags, heldLevels).includes(notification.description) &&
    levelsAllow(notification.actor.levels, heldLevels)
  );
}
