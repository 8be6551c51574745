import { idSlug } from '@/lib/text/slug';
import type { Notification } from './types';

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
