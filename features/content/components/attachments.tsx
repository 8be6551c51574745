import type { FileRef } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { formatFileSize } from '@/lib/text/file-size';
import styles from './content.module.scss';

/** The item's files. PDFs open in a new tab (they are served sandboxed and cannot be embedded). */
export function Attachments({ files }: { files: FileRef[] }) {
  const { t, i18n } = useTranslation('content');
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="attachments-heading" className="mt-4">
      <h2 id="attachments-heading" className="h5">
        {t('detail.files')}
      </h2>
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
