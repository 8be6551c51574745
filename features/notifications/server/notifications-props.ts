import { withSession } from '@/lib/auth/guard';
import { NOTIFICATIONS_PAGE_SIZE } from '@/lib/config/limits';
import { getNotificationCategories, NOTIFICATION_CATEGORIES_KEY } from '../api/get-notification-categories';
import { getNotificationsOrNothing, notificationsKey } from '../api/get-notifications';
import { readNotificationFilters, type NotificationFilters } from '../notifications-query';

export type NotificationsPageProps = { filters: NotificationFilters };

/** `/notifications`: the page of the address's category and page number, loaded on the server (SWR fallback). */
export const notificationsPageProps = withSession<NotificationsPageProps>({
  load: async ({ api, query }) => {
    const filters = readNotificationFilters(query);
    const key = notificationsKey({
      page: filters.page,
      pageSize: NOTIFICATIONS_PAGE_SIZE,
      description: filters.category,
    });
    const [list, categories] = await Promise.all([getNotificationsOrNothing(api, key), getNotificationCategories(api)]);
    return { props: { filters }, fallback: { [key]: list, [NOTIFICATION_CATEGORIES_KEY]: categories } };
  },
});
