import { useContentFormat } from '@/features/content/components/use-content-format';
import { HANDBOOK_ANCHOR } from '@/lib/contract/handbooks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { changesSince } from '../handbook-changes';
import styles from './handbooks.module.scss';
import type { ReadableHandbook } from '../api/handbook';

/** "Changed since your last visit": the sections changed after it, linked; nothing on a first visit or when none changed. */
export function HandbookChanges({ handbook }: { handbook: ReadableHandbook }) {
  const { t } = useTranslation('handbooks');
  const format = useContentFormat();
  const changes = changesSince(handbook.chapters, handbook.lastReadAt);
  if (changes.length === 0 || handbook.lastReadAt === null) return null;
  return (
    <section aria-labelledby="handbook-changes" className={`alert alert-info ${styles.noPrint}`}>
      <h2 id="handbook-changes" className="h6">
        {t('reading.changesSince', { date: format.date(handbook.lastReadAt) })}
      </h2>
      <ul className="mb-0">
        {changes.map((change) => (
          <li key={change.id}>
            <a href={`#${HANDBOOK_ANCHOR.section(change.id)}`}>{change.title}</a>{' '}
            <span className="small">
              ({change.chapterTitle}, {format.date(change.updatedAt)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
