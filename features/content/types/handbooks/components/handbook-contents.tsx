import { HANDBOOK_ANCHOR } from '@/lib/contract/handbooks';
import { useTranslation } from '@/lib/i18n/use-translation';
import styles from './handbooks.module.scss';
import type { ReadableChapter } from '../api/handbook';

/**
 * The table of contents: chapters and their sections as links to their anchors, the reader's
 * current chapter (or section) marked with aria-current. `onNavigate` (the phone's drawer) takes
 * the reader there itself: the link's own jump would be undone when the drawer closes.
 */
export function HandbookContents({
  chapters,
  current,
  labelId,
  onNavigate,
}: {
  chapters: readonly ReadableChapter[];
  current: string | null;
  labelId: string;
  onNavigate?: (anchor: string) => void;
}) {
  const { t } = useTranslation('handbooks');
  const currentChapter = chapters.find(
    (chapter) =>
      HANDBOOK_ANCHOR.chapter(chapter.id) === current ||
      chapter.sections.some((section) => HANDBOOK_ANCHOR.section(section.id) === current),
  );
  const link = (anchor: string, title: string, isCurrent: boolean) => (
    <a
      href={`#${anchor}`}
      className={isCurrent ? styles.current : undefined}
      aria-current={isCurrent ? 'location' : undefined}
      onClick={(event) => {
        if (!onNavigate) return;
        event.preventDefault();
        onNavigate(anchor);
      }}
    >
      {title}
    </a>
  );
  if (chapters.length === 0) return <p className="text-body-secondary">{t('reading.noChapters')}</p>;
  return (
    <nav aria-labelledby={labelId} className={styles.contents}>
      <ol>
        {chapters.map((chapter) => {
          const chapterAnchor = HANDBOOK_ANCHOR.chapter(chapter.id);
          return (
            <li key={chapter.id} className={currentChapter?.id === chapter.id ? styles.currentChapter : undefined}>
              {link(chapterAnchor, chapter.title, current === chapterAnchor)}
              {chapter.sections.length > 0 && (
                <ol>
                  {chapter.sections.map((section) => {
                    const anchor = HANDBOOK_ANCHOR.section(section.id);
                    return <li key={section.id}>{link(anchor, section.title, current === anchor)}</li>;
                  })}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
