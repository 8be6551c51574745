import { useState } from 'react';
import { Pagination } from '@/components/pagination/pagination';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { useToast } from '@/components/toast/toast-provider';
import { apiClient } from '@/lib/api/browser-client';
import { DIGEST_PAGE_SIZE, DIGEST_STATUS, type PastIssue } from '@/lib/contract/digest';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { numberFormat } from '@/lib/text/intl-formats';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';
import { getPastIssueHtml, pastIssuesKey, usePastIssues } from '../api/past-issues';

/** Opens a sent issue's mail, as it was sent, in a new tab (the spec's "detail as a blob"). */
function OpenIssue({ issue }: { issue: PastIssue }) {
  const { t } = useTranslation('digest');
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function open() {
    // Opened at once, inside the click, so the browser does not block it; filled when the mail arrives.
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const blob = await getPastIssueHtml(apiClient, issue.id);
      const url = URL.createObjectURL(new Blob([blob], { type: 'text/html' }));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      toast(t('past.openFailed'), 'danger');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-secondary"
      style={{ minHeight: 32 }}
      disabled={busy}
      aria-busy={busy}
      onClick={() => void open()}
    >
      {t('past.open')}
      <span className="visually-hidden"> {issue.subject}</span>
    </button>
  );
}

/** The issues sent, newest first, with their send figures (in the server's HTML, as the page links are). */
export function PastIssues({ page }: { page: number }) {
  const { t, i18n } = useTranslation('digest');
  const { data, error } = usePastIssues(pastIssuesKey(page));
  const number = numberFormat(i18n.language, {});
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / DIGEST_PAGE_SIZE));

  return (
    <section aria-labelledby="digest-past-heading">
      <h2 id="digest-past-heading" className="h4">
        {t('past.heading')}
      </h2>
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('past.loadFailed')}
        </p>
      ) : !data ? (
        <p role="status">{t('loading')}</p>
      ) : data.results.length === 0 ? (
        <p className="text-body-secondary">{t('past.empty')}</p>
      ) : (
        <ScrollRegion labelledBy="digest-past-caption">
          <table className="table table-sm align-middle">
            <caption id="digest-past-caption" className="visually-hidden">
              {t('past.heading')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('past.subject')}</th>
                <th scope="col">{t('past.country')}</th>
                <th scope="col">{t('past.sentAt')}</th>
                <th scope="col" className="text-end">
                  {t('past.recipients')}
                </th>
                <th scope="col" className="text-end">
                  {t('past.sent')}
                </th>
                <th scope="col" className="text-end">
                  {t('past.failed')}
                </th>
                <th scope="col" className="text-end">
                  {t('past.left')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('past.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.results.map((issue) => (
                <tr key={issue.id}>
                  <th scope="row">{issue.subject}</th>
                  <td>
                    {issue.country.name}, {issue.language.name}
                  </td>
                  <td>
                    {issue.status === DIGEST_STATUS.sending
                      ? t('past.sending')
                      : issue.sentAt
                        ? formatDate(issue.sentAt, i18n.language, countryTimeZone(issue.country.code))
                        : ''}
                  </td>
                  <td className="text-end">{number.format(issue.figures.recipients)}</td>
                  <td className="text-end">{number.format(issue.figures.sent)}</td>
                  <td className="text-end">{number.format(issue.figures.failed)}</td>
                  <td className="text-end">{number.format(issue.figures.left)}</td>
                  <td>
                    <OpenIssue issue={issue} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <Pagination
        page={page}
        pages={pages}
        label={t('past.pages')}
        hrefFor={(target) => (target > 1 ? `${ROUTES.digest.home}?page=${target}` : ROUTES.digest.home)}
      />
    </section>
  );
}
