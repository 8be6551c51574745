import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/toast/toast-provider';
import { apiClient } from '@/lib/api/browser-client';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import { notificationTarget } from '../notification-rules';
import { checkNotificationTarget } from './check-notification-target';
import { deleteAllNotifications } from './delete-all';
import { deleteNotification } from './delete-notification';
import { NOTIFICATION_CATEGORIES_KEY } from './get-notification-categories';
import { isNotificationsKey } from './get-notifications';
import { markAllAsRead } from './mark-all-as-read';
import { setNotificationUnread } from './update-notification';
import type { Notification, Page } from '../types';

type PageEdit = (page: Page<Notification>) => Page<Notification>;

const editResults =
  (edit: (results: Notification[]) => Notification[]): PageEdit =>
  (page) => {
    const results = edit(page.results);
    return { ...page, results, count: page.count - (page.results.length - results.length) };
  };

const ofType = (description: string | null) => (notification: Notification) =>
  description === null || notification.description === description;

/**
 * What a member does to notifications, applied at once to every cached list (bell and page) and
 * sent to the API. When the API refuses, the lists are put back as they were and a message says so
 * (CONVENTIONS 4); the categories' counts are fetched again either way.
 */
export function useNotificationActions() {
  const { cache, mutate, fallback } = useSWRConfig();
  const showToast = useToast();
  const { t } = useTranslation('notifications');
  const router = useRouter();

  const applyOptimistically = useCallback(
    async (edit: PageEdit, request: () => Promise<unknown>, failureMessage: string) => {
      // The lists on screen: those in the cache and those the server rendered (SWR fallback data,
      // which enters the cache only once fetched again), so a bulk action changes what is shown.
      const keys = new Set([...cache.keys(), ...Object.keys(fallback)].filter(isNotificationsKey));
      const snapshot = [...keys].map(
        (key) => [key, (cache.get(key)?.data ?? fallback[key]) as Page<Notification> | undefined] as const,
      );
      await Promise.all(snapshot.map(([key, page]) => page && mutate(key, edit(page), { revalidate: false })));
      try {
        await request();
      } catch (error) {
        await Promise.all(snapshot.map(([key, page]) => mutate(key, page, { revalidate: false })));
        showToast(failureMessage, 'danger');
        reportError(error, { action: 'notification change' });
      } finally {
        void mutate(NOTIFICATION_CATEGORIES_KEY);
      }
    },
    [cache, fallback, mutate, showToast],
  );

  /**
   * Marks the notification read and opens what it is about (spec §2), once the item is known to be
   * there: an item deleted since, or of another country, keeps the member here with a message
   * instead of an error page. Resolves to whether it navigated.
   */
  const open = useCallback(
    async (notification: Notification): Promise<boolean> => {
      if (notification.unread) {
        void applyOptimistically(
          editResults((results) =>
            results.map((item) => (item.id === notification.id ? { ...item, unread: false } : item)),
          ),
          () => setNotificationUnread(apiClient, notification.id, false),
          t('failure.markRead'),
        );
      }
      const target = await checkNotificationTarget(apiClient, notification);
      if (target !== 'open') {
        showToast(
          t(target === 'forbidden' ? 'target.forbidden' : 'target.gone', { title: notification.actor.title }),
          'info',
        );
        return false;
      }
      void router.push(notificationTarget(notification));
      return true;
    },
    [applyOptimistically, router, showToast, t],
  );

  const dismiss = useCallback(
    (notification: Notification) =>
      applyOptimistically(
        editResults((results) => results.filter((item) => item.id !== notification.id)),
        () => deleteNotification(apiClient, notification.id),
        t('failure.dismiss'),
      ),
    [applyOptimistically, t],
  );

  const markAllRead = useCallback(
    (description: string | null) =>
      applyOptimistically(
        editResults((results) =>
          results.map((item) => (ofType(description)(item) ? { ...item, unread: false } : item)),
        ),
        () => markAllAsRead(apiClient, description),
        t('failure.markAllRead'),
      ),
    [applyOptimistically, t],
  );

  const deleteAll = useCallback(
    (description: string | null) =>
      applyOptimistically(
        editResults((results) => results.filter((item) => !ofType(description)(item))),
        () => deleteAllNotifications(apiClient, description),
        t('failure.deleteAll'),
      ),
    [applyOptimistically, t],
  );

  return { open, dismiss, markAllRead, deleteAll };
}
