import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import { CheckField } from '@/components/forms/check-field';
import type { ReportDocument } from '@/lib/contract/purchasing';
import { useTranslation } from '@/lib/i18n/use-translation';
import { recordReportOpened } from '../api/record-report-opened';
import { withoutQr } from '../api/send-report';
import styles from './reports.module.scss';

// Loaded when a member opens it: its validation and submission code stay out of the first load.
const SendReportForm = dynamic(() => import('./send-report-form').then((module) => module.SendReportForm), {
  ssr: false,
});

type ReportRowProps = {
  report: ReportDocument;
  title: string;
  issued: string;
  /** The report the address names (`?report=`, the PDF's QR code): marked and scrolled to. */
  highlighted: boolean;
};

/** One report: its title, period and issue, links to open and download it, and its e-mail form behind a button. */
export function ReportRow({ report, title, issued, highlighted }: ReportRowProps) {
  const { t } = useTranslation('reports');
  const [sending, setSending] = useState(false);
  const [removeQr, setRemoveQr] = useState(false);
  const file = report.file && removeQr ? withoutQr(report.file) : report.file;
  const formId = useId();
  const row = useRef<HTMLLIElement>(null);
  const opened = () => recordReportOpened(report.id);
  useEffect(() => {
    if (highlighted) row.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  return (
    <li
      className={`${styles.row}${highlighted ? ` ${styles.highlighted}` : ''}`}
      aria-current={highlighted ? 'true' : undefined}
      id={`report-${report.id}`}
      ref={row}
    >
      <div className={styles.rowText}>
        <h2 className="h6 mb-1">{title}</h2>
        <p className={styles.meta}>
          {t('issued', { date: issued, version: report.version })}
          {highlighted && <span className={styles.badge}>{t('highlighted')}</span>}
        </p>
      </div>
      <div className={styles.actions}>
        {report.file && (
          <>
            <a className="btn btn-outline-primary btn-sm" href={file} target="_blank" rel="noopener" onClick={opened}>
              {t('open')}
              <span className="visually-hidden">{` ${title} ${t('newTab')}`}</span>
            </a>
            <a className="btn btn-outline-primary btn-sm" href={file} download onClick={opened}>
              {t('download')}
              <span className="visually-hidden">{` ${title}`}</span>
            </a>
          </>
        )}
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-expanded={sending}
          aria-controls={formId}
          onClick={() => setSending(!sending)}
        >
          {t('send.toggle')}
          <span className="visually-hidden">{` ${title}`}</span>
        </button>
      </div>
      <div className={styles.qrChoice}>
        <CheckField label={t('withoutQr')} hint={t('withoutQrHint')} checked={removeQr} onChange={setRemoveQr} />
      </div>
      {sending && (
        <div id={formId} className={styles.sendForm}>
          <SendReportForm reportId={report.id} title={title} removeQr={removeQr} onSent={() => setSending(false)} />
        </div>
      )}
    </li>
  );
}
