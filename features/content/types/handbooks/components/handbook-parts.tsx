import { RichText } from '@/components/rich-text/rich-text';
import { Attachments } from '@/features/content/components/attachments';
import { useContentFormat } from '@/features/content/components/use-content-format';
import { HANDBOOK_ANCHOR } from '@/lib/contract/handbooks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CopyLinkButton } from './copy-link-button';
import { DraftBadge } from './draft-badge';
import styles from './handbooks.module.scss';
import type { ReadableChapter, ReadableSection } from '../api/handbook';

/** A part's heading: its stable anchor, its title (the section's label), a draft mark and the copy-link button. */
function PartHeading({
  level,
  anchor,
  part,
}: {
  level: 2 | 3;
  anchor: string;
  part: { title: string; status: number };
}) {
  const Heading = `h${level}` as const;
  return (
    <Heading id={anchor} tabIndex={-1} className={`${level === 2 ? 'h3' : 'h4'} ${styles.heading}`}>
      <span id={`${anchor}-title`}>{part.title}</span>
      <DraftBadge status={part.status} />
      <CopyLinkButton anchor={anchor} title={part.title} />
    </Heading>
  );
}

function SectionView({ section }: { section: ReadableSection }) {
  const { t } = useTranslation('handbooks');
  const format = useContentFormat();
  const anchor = HANDBOOK_ANCHOR.section(section.id);
  return (
    <section aria-labelledby={`${anchor}-title`} className={styles.section}>
      <PartHeading level={3} anchor={anchor} part={section} />
      <p className="small text-body-secondary">{t('reading.updated', { date: format.date(section.updatedAt) })}</p>
      {section.body && <RichText html={section.body} />}
      <Attachments files={section.files} headingId={`${anchor}-files`} headingLevel={4} heading={t('reading.files')} />
    </section>
  );
}

/** A chapter and its sections, each heading with its stable anchor and a button copying its link. */
export function ChapterView({ chapter }: { chapter: ReadableChapter }) {
  const anchor = HANDBOOK_ANCHOR.chapter(chapter.id);
  return (
    <section aria-labelledby={`${anchor}-title`} className={styles.chapter}>
      <PartHeading level={2} anchor={anchor} part={chapter} />
      {chapter.body && <RichText html={chapter.body} />}
      {chapter.sections.map((section) => (
        <SectionView key={section.id} section={section} />
      ))}
    </section>
  );
}
