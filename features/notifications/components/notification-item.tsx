import { CloseIcon } from '@/components/icons/icons';
import { MetaLine } from '@/components/meta-line/meta-line';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatRelativeTime } from '@/lib/time/relative-time';
import { useNow } from '@/lib/time/use-now';
import { notificationTarget, verbKey } from '../notification-rules';
import styles from './notifications.module.scss';
import type { Notification } from '../types';

type NotificationItemProps = {
  notification: Notification;
  onOpen: (notification: Notification) => unknown;
  onDismiss: (notification: Notification) => void;
  /** Rendered as a dropdown item in the bell's menu. */
  inMenu?: boolean;
};

const MINUTE = 60_000;

/** One notification: what it is about, when, read or not, and a dismiss button (spec §2). */
export function NotificationItem({ notification, onOpen, onDismiss, inMenu = false }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const now = useNow(MINUTE);
  const type = t(`types.${notification.description}`, { defaultValue: notification.description });
  const key = verbKey(notification.verb);
  const verb = key ? t(`verbs.${key}`, { defaultValue: notification.verb }) : notification.verb;
  const when = now === null ? '' : formatRelativeTime(notification.timestamp, now, i18n.language);
  return (
    <div className={`${styles.item} ${notification.unread ? styles.unread : ''}`}>
      <a
        href={notificationTarget(notification)}
        className={`${styles.link} ${inMenu ? 'dropdown-item' : ''}`}
        onClick={(event) => {
          event.preventDefault();
          onOpen(notification);
        }}
      >
        {notification.unread && <span className={styles.dot} aria-hidden="true" />}
        <span className={styles.text}>
          <span className={styles.title}>{notification.actor.title}</span>
          <MetaLine
            as="span"
            className={styles.meta}
            parts={[type, verb, when && <time dateTime={notification.timestamp}>{when}</time>]}
          />
          {notification.unread && <span className="visually-hidden">{t('unreadLabel')}</span>}
        </span>
      </a>
      <button
        type="button"
        className={`btn btn-sm btn-link ${styles.dismiss}`}
        aria-label={t('dismiss', { title: notification.actor.title })}
        data-keep-open
        onClick={() => onDismiss(notification)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
