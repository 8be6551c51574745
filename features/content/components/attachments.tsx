import type { FileRef } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatFileSize } from '@/lib/text/file-size';
import styles from './content.module.scss';

/**
 * The item's files. PDFs open in a new tab (they are served sandboxed and cannot be embedded).
 * `headingId` names the list where a page has several (a handbook's sections), `headingLevel` fits it in;
 * `heading` is the list's heading from a page that does not load the `content` texts (a handbook's).
 */
export function Attachments({
  files,
  headingId = 'attachments-heading',
  headingLevel = 2,
  heading,
}: {
  files: FileRef[];
  headingId?: string;
  headingLevel?: 2 | 3 | 4;
  heading?: string;
}) {
  const { t, i18n } = useTranslation('content');
  if (files.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <Heading id={headingId} className={headingLevel === 2 ? 'h5' : 'h6'}>
        {heading ?? t('detail.files')}
      </Heading>
      <ul className={styles.attachments}>
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={file.url}
              {...(file.contentType === 'application/pdf' ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {file.name}
            </a>{' '}
            <span className="text-body-secondary">({formatFileSize(file.size, i18n.language)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
