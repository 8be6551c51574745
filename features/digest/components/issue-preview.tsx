import { Fragment, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { usePreview } from '../api/preview';
import styles from './digest.module.scss';

/** The widths a mail is read at: a desktop client's reading pane and a phone (390 px). */
const WIDTHS = { desktop: 700, phone: 390 } as const;
type Width = keyof typeof WIDTHS;

type IssuePreviewProps = { issueId: number; version: string };

/**
 * The issue's e-mail as the send will render it, in a sandboxed frame (no scripts, no forms, its
 * own origin), at a desktop or a phone width. Loaded after the page's first paint (see composer).
 */
export function IssuePreview({ issueId, version }: IssuePreviewProps) {
  const { t } = useTranslation('digest-editor');
  const [width, setWidth] = useState<Width>('desktop');
  const { data: html, error, isLoading } = usePreview(issueId, version);

  return (
    <section aria-labelledby="digest-preview-heading" className="mb-4">
      <h3 id="digest-preview-heading" className="h5">
        {t('preview.heading')}
      </h3>
      <fieldset className="mb-2">
        <legend className="visually-hidden">{t('preview.width')}</legend>
        <div className="d-flex flex-wrap gap-2" role="group">
          {(Object.keys(WIDTHS) as Width[]).map((name) => (
            <Fragment key={name}>
              <input
                type="radio"
                className="btn-check"
                id={`preview-width-${issueId}-${name}`}
                name={`preview-width-${issueId}`}
                value={name}
                checked={width === name}
                onChange={() => setWidth(name)}
              />
              <label className="btn btn-sm btn-outline-primary" htmlFor={`preview-width-${issueId}-${name}`}>
                {t(`preview.${name}`, { width: WIDTHS[name] })}
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>
      {error && !html ? (
        <p className="alert alert-danger" role="alert">
          {t('preview.failed')}
        </p>
      ) : isLoading && !html ? (
        <p role="status">{t('preview.loading')}</p>
      ) : (
        <iframe
          className={styles.previewFrame}
          style={{ width: WIDTHS[width] }}
          title={t('preview.frameTitle', { width: WIDTHS[width] })}
          sandbox=""
          srcDoc={html}
        />
      )}
    </section>
  );
}
