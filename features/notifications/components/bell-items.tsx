import { type RefObject } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useNotificationActions } from '../api/use-notification-actions';
import { NotificationItem } from './notification-item';
import styles from './notifications.module.scss';
import type { Notification } from '../types';

/**
 * The bell menu's items: the latest notifications with their actions, or that there are none. Loaded
 * after the page (the bell's menu waits for them before it opens), so the items, their actions and
 * the notification rules are not in every page's first load.
 */
export function BellItems({ latest, root }: { latest: Notification[]; root: RefObject<HTMLSpanElement | null> }) {
  const { t } = useTranslation('notifications');
  const { open, dismiss } = useNotificationActions();
  // Choosing an item closes the menu; when its item is gone the member stays, so focus goes back to the bell.
  const openItem = async (notification: Notification) => {
    if (!(await open(notification))) root.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
  };

  if (latest.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return latest.map((notification) => (
    <NotificationItem key={notification.id} notification={notification} onOpen={openItem} onDismiss={dismiss} inMenu />
  ));
}
