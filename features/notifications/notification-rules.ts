import { isFeatureAvailable, FEATURE, type FeatureFlag, type FeatureId } from '@/lib/rules/features';
import { levelsAllow } from '@/lib/rules/levels';
import { idSlug } from '@/lib/text/slug';
import type { Notification } from './types';

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

/**
 * Whether a notification is shown to a user (spec §5): its type maps to a feature available for the
 * user's levels (or it is a Handbook notification), and the actor's levels allow the user's and the
 * member's levels; an actor without levels is visible to all.
 */
export function isNotificationVisible(
  notification: Pick<Notification, 'description' | 'actor'>,
  featureFlags: readonly FeatureFlag[],
  heldLevels: readonly number[],
): boolean {
  const feature = TYPE_FEATURE[notification.description];
  const typeShown =
    notification.description === ALWAYS_SHOWN_TYPE || (feature !== undefined && isFeatureAvailable(featureFlags, feature, heldLevels));
  return typeShown && levelsAllow(notification.actor.levels, heldLevels);
}

/** Where a notification leads when clicked (spec §2): the page of what it is about, home for any other type. */
export function notificationTarget(notification: Pick<Notification, 'description' | 'actor'>): string {
  const { id, title } = notification.actor;
  const segment = idSlug(id, title);
  switch (notification.description) {
    case 'Event':
      return `/events/${segment}`;
    case 'News':
      return `/news/${segment}`;
    case 'Wiki':
      return `/wiki/articles/${segment}`;
    case 'Handbook':
      return `/handbooks/${segment}`;
    case 'Post':
      return `/forum/${id}`;
    case 'Campaign':
      return `/campaigns?id=${segment}`;
    case 'DirectAd':
      return `/directads/${id}`;
    case 'Partner':
      return `/partners/${segment}`;
    case 'Report':
      return '/reports';
    case 'Service':
      return `/services/${segment}`;
    default:
      return '/';
  }
}
