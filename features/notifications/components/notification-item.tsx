import { CloseIcon } from '@/components/icons/icons';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatRelativeTime } from '@/lib/time/relative-time';
import { useNow } from '@/lib/time/use-now';
import { notificationTarget, sentenceKey, verbKey } from '../notification-rules';
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

/** Where the time goes in a sentence: the translation places it, the item renders a `<time>` there. */
const WHEN = '\u0001';

/**
 * A sentence split around its time. Without a time yet (the server's render: the time is relative to
 * the reader's clock) the time is left out; every sentence has it as an adverbial that may go.
 */
function aroundTime(sentence: string, hasTime: boolean): [string, string] | [string] {
  const [before = '', after = ''] = sentence.split(WHEN);
  if (hasTime) return [before, after];
  return [
    `${before} ${after}`
      .replace(/\s+/g, ' ')
      .replace(/ ([.,;!?)])/g, '$1')
      .trim(),
  ];
}

/** One notification: what it is about, when, read or not, and a dismiss button (spec §2). */
export function NotificationItem({ notification, onOpen, onDismiss, inMenu = false }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const now = useNow(MINUTE);
  const when = now === null ? '' : formatRelativeTime(notification.timestamp, now, i18n.language);
  // One sentence per type and verb (issue 24): each language orders title, type, verb and time itself.
  const verbLabel = verbKey(notification.verb);
  const key = sentenceKey(notification, (candidate) => i18n.exists(candidate, { ns: 'notifications' }));
  const sentence = t(key, {
    // The marker is the time's alone: a title cannot move it.
    title: notification.actor.title.replaceAll(WHEN, ''),
    type: t(`types.${notification.description}`, { defaultValue: notification.description }),
    // Only the last-resort sentence names the verb: translated when the portal knows it, else as sent.
    verb: verbLabel === null ? notification.verb : t(`verbs.${verbLabel}`, { defaultValue: notification.verb }),
    when: WHEN,
  });
  const [before, after] = aroundTime(sentence, when !== '');
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
          <span className={styles.sentence}>
            {before}
            {after !== undefined && <time dateTime={notification.timestamp}>{when}</time>}
            {after}
          </span>
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
