import { useId, useState } from 'react';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { Pagination } from '@/components/pagination/pagination';
import { TimeText } from '@/components/time-text/time-text';
import type { Page } from '@/lib/contract/page';
import { USERS_PAGE_SIZE, type AuditEntry } from '@/lib/contract/settings';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { dateTimeFormat } from '@/lib/text/intl-formats';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import styles from './manage-users.module.scss';
import { useUserLabels } from './use-user-labels';

type AuditLogProps = {
  data: Page<AuditEntry> | undefined;
  failed: boolean;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
};

/** One entry as a sentence in the reader's language: "Erik Engaged changed the role of Petra Pending from Viewer to Manager." */
function entrySentence(entry: AuditEntry, t: Translate, role: (id: number) => string): string {
  const someone = t('log.someone');
  return t(`log.actions.${entry.action}`, {
    actor: entry.actor.name || someone,
    target: entry.target.name || entry.target.email || someone,
    role: entry.details.role === undefined ? '' : role(entry.details.role),
    from: entry.details.from === undefined ? '' : role(entry.details.from),
    to: entry.details.to === undefined ? '' : role(entry.details.to),
  });
}

/** "Change log": who changed what of the member's users and when, newest first, paged in place. */
export function AuditLog({ data, failed, loading, page, onPage }: AuditLogProps) {
  const { t, i18n } = useTranslation('manage-users');
  const labels = useUserLabels();
  const { user } = useSession();
  const headingId = useId();
  // The count stays known while another page loads, so the page links do not blink away.
  const [count, setCount] = useState(data?.count ?? 0);
  if (data && data.count !== count) setCount(data.count);
  const pages = Math.max(1, Math.ceil(count / USERS_PAGE_SIZE));
  // The formatter is made only where a time is written in the browser (TimeText).
  const when = (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    const timeZone = countryTimeZone(user.member.country.code);
    return dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  };

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h4">
        {t('log.heading')}
      </h2>
      {failed && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('log.loadFailed')}
        </p>
      ) : loading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <ul className="list-unstyled">
          {data.results.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <TimeText dateTime={entry.createdAt} className="text-body-secondary" text={() => when(entry.createdAt)} />
              {' — '}
              {entrySentence(entry, t, labels.role)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">{t('log.empty')}</p>
      )}
      <Pagination page={page} pages={pages} label={t('log.pages')} onChange={onPage} />
    </section>
  );
}
