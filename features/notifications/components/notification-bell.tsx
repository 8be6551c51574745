import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { BellIcon } from '@/components/icons/icons';
import { DisclosureMenu } from '@/components/menu/disclosure-menu';
import { NOTIFICATIONS_DROPDOWN_SIZE, NOTIFICATIONS_PAGE_SIZE } from '@/lib/config/limits';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useNotificationCategories } from '../api/get-notification-categories';
import { useNotifications } from '../api/get-notifications';
import styles from './notifications.module.scss';
import type { Notification } from '../types';

const loadBellItems = () => import('./bell-menu-items').then((module) => module.BellMenuItems);

// The open menu's items (each notification's sentence and its actions) load after the page, not with
// the frame every signed-in page carries: the menu renders them only while it is open.
const BellMenuItems = dynamic(loadBellItems, {
  ssr: false,
  loading: () => <p className={styles.empty} aria-hidden="true" />,
});

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
  const unread = useUnreadCount(visible);
  const latest = visible.slice(0, NOTIFICATIONS_DROPDOWN_SIZE);
  const root = useRef<HTMLSpanElement>(null);
  // Fetched once the page is up, so the first open does not wait for them.
  useEffect(() => {
    void loadBellItems().catch(() => undefined);
  }, []);

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
          <BellMenuItems latest={latest} root={root} />
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
