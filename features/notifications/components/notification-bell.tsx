import Link from 'next/link';
import { useRef } from 'react';
import { BellIcon } from '@/components/icons/icons';
import { DisclosureMenu } from '@/components/menu/disclosure-menu';
import { NOTIFICATIONS_DROPDOWN_SIZE, NOTIFICATIONS_PAGE_SIZE } from '@/lib/config/limits';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useNotificationCategories } from '../api/get-notification-categories';
import { useNotifications } from '../api/get-notifications';
import { useNotificationActions } from '../api/use-notification-actions';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.scss';
import type { Notification } from '../types';

/** The first page of all notifications: the same list (and cache entry) as the notifications page's. */
const LATEST = { page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE } as const;

/** The latest notifications the user may see (the visibility rule of spec §5, applied by the API and the hook). */
function useLatestNotifications() {
  return useNotifications(LATEST).data?.results ?? [];
}

/**
 * How many of the user's visible notifications are unread: all of them, from the categories' counts
 * (the latest page holds only 20); the latest page's until those have loaded.
 */
function useUnreadCount(latest: readonly Notification[]): number {
  const { data: categories } = useNotificationCategories();
  if (categories) return categories.reduce((sum, category) => sum + category.unread, 0);
  return latest.filter((notification) => notification.unread).length;
}

/** The header's bell (spec §2): an unread dot, the 3 latest notifications and a link to all of them. */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const visible = useLatestNotifications();
  const { open, dismiss } = useNotificationActions();
  const unread = useUnreadCount(visible);
  const latest = visible.slice(0, NOTIFICATIONS_DROPDOWN_SIZE);
  const root = useRef<HTMLSpanElement>(null);
  // Choosing an item closes the menu; when its item is gone the member stays, so focus goes back to the bell.
  const openItem = async (notification: Notification) => {
    if (!(await open(notification))) root.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
  };

  return (
    <span ref={root} className={styles.bellRoot}>
      <DisclosureMenu
        align="end"
        toggleLabel={t('bellLabel', { count: unread })}
        toggleClassName={`btn btn-link nav-link px-2 ${styles.bellToggle}`}
        menuClassName={styles.bellMenu}
        toggle={
          <>
            <BellIcon />
            {unread > 0 && <span className={styles.bellDot} data-testid="unread-dot" />}
          </>
        }
      >
        {latest.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          latest.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={openItem}
              onDismiss={dismiss}
              inMenu
            />
          ))
        )}
        <Link href={ROUTES.notifications} className={`dropdown-item ${styles.bellFooter}`}>
          {t('seeAll')}
        </Link>
      </DisclosureMenu>
    </span>
  );
}

/** The phone header's notifications link, with the same unread dot. */
export function NotificationsLink() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount(useLatestNotifications());
  return (
    <Link
      href={ROUTES.notifications}
      className={`${styles.bellToggle} nav-link px-2`}
      aria-label={t('bellLabel', { count: unread })}
    >
      <BellIcon />
      {unread > 0 && <span className={styles.bellDot} data-testid="unread-dot" />}
    </Link>
  );
}
