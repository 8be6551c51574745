import { useEffect, useRef, type ComponentProps } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { BellIcon } from '@/components/icons/icons';
import { DisclosureMenu } from '@/components/menu/disclosure-menu';
import { whenIdle } from '@/lib/browser/when-idle';
import { NOTIFICATIONS_DROPDOWN_SIZE, NOTIFICATIONS_PAGE_SIZE } from '@/lib/config/limits';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useNotificationCategories } from '../api/get-notification-categories';
import { useNotifications } from '../api/get-notifications';
import styles from './notifications.module.scss';
import type * as BellItemsModuleType from './bell-items';
import type { Notification } from '../types';

/** The first page of all notifications: the same list (and cache entry) as the notifications page's. */
const LATEST = { page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE } as const;

type BellItemsModule = typeof BellItemsModuleType;

/** The menu's items (./bell-items), once loaded. */
let bellItems: BellItemsModule | null = null;
let loadingBellItems: Promise<unknown> | null = null;

function loadBellItems(): Promise<unknown> {
  loadingBellItems ??= import('./bell-items').then((module) => void (bellItems = module));
  return loadingBellItems;
}

/** For the menu: null once the items are there, else their loading. */
const prepareBellItems = () => (bellItems ? null : loadBellItems());

/** The items, read when the open menu renders them: by then they have loaded. */
function LoadedBellItems(props: ComponentProps<BellItemsModule['BellItems']>) {
  return bellItems ? <bellItems.BellItems {...props} /> : null;
}

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
  // The items load once the page is idle, so the menu almost always opens at once.
  useEffect(() => whenIdle(() => void loadBellItems().catch(() => undefined)), []);

  return (
    <span ref={root} className={styles.bellRoot}>
      <DisclosureMenu
        align="end"
        toggleLabel={t('bellLabel', { count: unread })}
        toggleClassName={`btn btn-link nav-link px-2 ${styles.bellToggle}`}
        menuClassName={styles.bellMenu}
        prepare={prepareBellItems}
        toggle={
          <>
            <BellIcon />
            {unread > 0 && <span className={styles.bellDot} data-testid="unread-dot" />}
          </>
        }
      >
        <LoadedBellItems latest={latest} root={root} />
        <AppLink href={ROUTES.notifications} className={`dropdown-item ${styles.bellFooter}`}>
          {t('seeAll')}
        </AppLink>
      </DisclosureMenu>
    </span>
  );
}

/** The phone header's notifications link, with the same unread dot. */
export function NotificationsLink() {
  const { t } = useTranslation('notifications');
  const unread = useUnreadCount(useLatestNotifications());
  return (
    <AppLink
      href={ROUTES.notifications}
      className={`${styles.bellToggle} nav-link px-2`}
      aria-label={t('bellLabel', { count: unread })}
    >
      <BellIcon />
      {unread > 0 && <span className={styles.bellDot} data-testid="unread-dot" />}
    </AppLink>
  );
}
