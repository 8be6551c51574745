import { useNotificationActions } from '../api/use-notification-actions';
import { NotificationItem } from './notification-item';
import type { Notification } from '../types';
import type { RefObject } from 'react';

type BellMenuItemsProps = {
  /** The notifications the open menu lists (the 3 latest). */
  latest: readonly Notification[];
  /** The bell's root, where focus returns when an opened item is gone. */
  root: RefObject<HTMLSpanElement | null>;
};

/** The open bell menu's notifications, each with its actions (loaded after the page: notification-bell). */
export function BellMenuItems({ latest, root }: BellMenuItemsProps) {
  const { open, dismiss } = useNotificationActions();
  // Choosing an item closes the menu; when its item is gone the member stays, so focus goes back to the bell.
  const openItem = async (notification: Notification) => {
    if (!(await open(notification))) root.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
  };
  return latest.map((notification) => (
    <NotificationItem key={notification.id} notification={notification} onOpen={openItem} onDismiss={dismiss} inMenu />
  ));
}
