import type { DigestIssue } from '@/lib/contract/digest';
import { useTranslation } from '@/lib/i18n/use-translation';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';

/** When the draft's items start from, and that changes are saved as they are made. */
export function DraftSince({ issue }: { issue: DigestIssue }) {
  const { t, i18n } = useTranslation('digest');
  return (
    <p className="text-body-secondary">
      {t('composer.since', { date: formatDate(issue.since, i18n.language, countryTimeZone(issue.country.code)) })}
    </p>
  );
}

/**
 * The draft as the page first shows it, in the server's HTML and until the editor has loaded: its
 * subject and its items' titles in mail order, with a loading status where the editor will be.
 */
export function DraftSummary({ issue, loading }: { issue: DigestIssue; loading: boolean }) {
  const { t } = useTranslation('digest');
  return (
    <>
      <DraftSince issue={issue} />
      {issue.subject && <p className="fw-semibold">{issue.subject}</p>}
      <h3 className="h5">{t('items.heading')}</h3>
      {issue.items.length === 0 ? (
        <p className="text-body-secondary">{t('items.empty')}</p>
      ) : (
        <ol>
          {issue.items.map((item) => (
            <li key={`${item.type}-${item.id}`}>{item.title}</li>
          ))}
        </ol>
      )}
      {loading && <p role="status">{t('loading')}</p>}
    </>
  );
}

/**
 * What stands where the editor will be while its code or its texts load: the summary, loading, or
 * with the composer's load error once they could not be loaded.
 */
export function EditorPending({ issue, failed }: { issue: DigestIssue | null; failed: boolean }) {
  const { t } = useTranslation('digest');
  return (
    <>
      {failed && (
        <p className="alert alert-danger" role="alert">
          {t('composer.loadFailed')}
        </p>
      )}
      {issue && <DraftSummary issue={issue} loading={!failed} />}
    </>
  );
}
