import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { FormAlert } from '@/components/forms/form-alert';
import { apiClient } from '@/lib/api/browser-client';
import { DIGEST_API, DIGEST_STATUS, type DigestIssue, type SendProgress } from '@/lib/contract/digest';
import { useSubmission } from '@/lib/forms/use-submission';
import { useTranslation } from '@/lib/i18n/use-translation';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';
import { issueKey } from '../api/issue';
import { DRAFTS_KEY } from '../api/issues';
import { pastIssuesKey } from '../api/past-issues';
import { startSend, useProgress } from '../api/send-digest';
import styles from './digest.module.scss';

/** The send's figures while it runs (asked for again every few seconds) and when it is done. */
export function SendFiguresView({ progress, timeZone }: { progress: SendProgress; timeZone: string }) {
  const { t, i18n } = useTranslation('digest');
  const done = progress.sent + progress.failed;
  const running = progress.status === DIGEST_STATUS.sending;
  return (
    <div>
      <div
        className={`${styles.progress} mb-2`}
        role="progressbar"
        aria-label={t('send.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={progress.recipients}
        aria-valuenow={done}
      >
        <div
          className={styles.progressBar}
          style={{ width: `${progress.recipients ? (done / progress.recipients) * 100 : 100}%` }}
        />
      </div>
      <p role="status" className="mb-0">
        {running ? t('send.running') : t('send.finished')}{' '}
        {t('send.figures', {
          sent: progress.sent,
          recipients: progress.recipients,
          failed: progress.failed,
          left: progress.left,
        })}
        {progress.finishedAt && !running && (
          <> {t('send.finishedAt', { date: formatDate(progress.finishedAt, i18n.language, timeZone, true) })}</>
        )}
      </p>
    </div>
  );
}

/**
 * Sending: how many the issue would reach now, the question naming that number, then the send's
 * progress. The API starts a send once; a second press (another tab) is refused and explained.
 */
export function SendPanel({ issue }: { issue: DigestIssue }) {
  const { t } = useTranslation('digest');
  const { mutate } = useSWRConfig();
  const { data: progress, error } = useProgress(issue.id);
  const [asking, setAsking] = useState(false);
  const { submitting, failure, submit } = useSubmission();
  const recipients = progress?.recipients ?? 0;

  async function send() {
    const ok = await submit(async () => {
      const started = await startSend(apiClient, issue.id);
      await mutate(DIGEST_API.sendDigest(issue.id), started, { revalidate: false });
    });
    setAsking(false);
    if (ok) {
      void mutate(issueKey(issue.id));
      void mutate(DRAFTS_KEY);
      void mutate(pastIssuesKey(1));
    }
  }

  return (
    <section aria-labelledby="digest-send-heading" className="mb-4">
      <h3 id="digest-send-heading" className="h5">
        {t('send.heading')}
      </h3>
      <FormAlert messages={failure} />
      {error && !progress ? (
        <p className="alert alert-danger" role="alert">
          {t('send.loadFailed')}
        </p>
      ) : !progress ? (
        <p role="status">{t('loading')}</p>
      ) : progress.status === DIGEST_STATUS.draft ? (
        <>
          <p>{t('send.recipients', { count: recipients, country: issue.country.name })}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={recipients === 0 || issue.items.length === 0 || submitting}
            onClick={() => setAsking(true)}
          >
            {t('send.button')}
          </button>
          {issue.items.length === 0 && <p className="small text-body-secondary mt-2">{t('send.noItems')}</p>}
          <ConfirmDialog
            show={asking}
            message={t('send.confirm', { count: recipients, country: issue.country.name, subject: issue.subject })}
            confirmLabel={t('send.confirmButton')}
            busy={submitting}
            onConfirm={() => void send()}
            onCancel={() => setAsking(false)}
          />
        </>
      ) : (
        <SendFiguresView progress={progress} timeZone={countryTimeZone(issue.country.code)} />
      )}
    </section>
  );
}
