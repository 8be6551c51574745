import dynamic from 'next/dynamic';
import Head from 'next/head';
import { useEffect, useId, useMemo, useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { RichText } from '@/components/rich-text/rich-text';
import { useContentFormat } from '@/features/content/components/use-content-format';
import { detailPath, editorPath } from '@/features/content/content-paths';
import { BROWSER_API_BASE_URL } from '@/lib/api/browser-client';
import { pageTitle } from '@/lib/config/product';
import { HANDBOOK_ANCHOR, HANDBOOK_API } from '@/lib/contract/handbooks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/session-context';
import { HANDBOOKS, useHandbook, type ReadableChapter } from '../api/handbook';
import { HandbookChanges } from './handbook-changes';
import { HandbookContents } from './handbook-contents';
import { ChapterView } from './handbook-parts';
import { HandbookSearch } from './handbook-search';
import styles from './handbooks.module.scss';
import { useCurrentPart } from './use-current-part';
import { useMarkRead } from './use-mark-read';
import type { HandbookProps } from '../server/handbook-props';

const ContentsDrawer = dynamic(() => import('./contents-drawer').then((module) => module.ContentsDrawer), {
  ssr: false,
});

/** Every anchor of the handbook in reading order: each chapter, then its sections. */
function anchorsOf(chapters: readonly ReadableChapter[]): string[] {
  return chapters.flatMap((chapter) => [
    HANDBOOK_ANCHOR.chapter(chapter.id),
    ...chapter.sections.map((section) => HANDBOOK_ANCHOR.section(section.id)),
  ]);
}

/**
 * Goes to a part chosen in the phone's drawer, after the drawer has closed and given up its scroll
 * lock and focus: the address gets its anchor (as a link would), the part scrolls to the top and
 * takes focus, so the reader stays there.
 */
function goToPart(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  if (window.location.hash !== `#${anchor}`) window.location.hash = anchor;
  target.scrollIntoView?.({ block: 'start' });
  target.focus({ preventScroll: true });
}

/** `/handbooks/{id-slug}`: the whole handbook on one page, with its contents, a search within, and print and PDF. */
export function HandbookScreen({ id, search, searchKey }: HandbookProps) {
  const { t } = useTranslation('handbooks');
  const { can } = useSession();
  const format = useContentFormat();
  const { data: handbook } = useHandbook(id);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code (react-bootstrap's Offcanvas) loads on the first tap: desktops never need it.
  const [drawerWanted, setDrawerWanted] = useState(false);
  // The part chosen in the drawer, gone to once the drawer has closed (goToPart).
  const [chosen, setChosen] = useState<string | null>(null);
  // A new object per arrival: choosing the same part again goes there again.
  const [arrival, setArrival] = useState<{ anchor: string } | null>(null);
  useEffect(() => {
    if (arrival) goToPart(arrival.anchor);
  }, [arrival]);
  const contentsId = useId();
  const chapters = useMemo(() => handbook?.chapters ?? [], [handbook]);
  const current = useCurrentPart(useMemo(() => anchorsOf(chapters), [chapters]));
  useMarkRead(id);

  if (!handbook) return <LoadingMessage />;
  const path = detailPath(HANDBOOKS, handbook);
  const contents = (labelId: string, onNavigate?: (anchor: string) => void) => (
    <HandbookContents chapters={chapters} current={current} labelId={labelId} onNavigate={onNavigate} />
  );

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(handbook.title)}</title>
      </Head>
      <p className={`mb-2 ${styles.noPrint}`}>
        <AppLink href={ROUTES.handbooks.list}>← {t('reading.back')}</AppLink>
      </p>
      <header className="mb-4">
        <h1 className="text-break">{handbook.title}</h1>
        {handbook.summary && <p className="lead">{handbook.summary}</p>}
        <p className="small text-body-secondary">{t('reading.updated', { date: format.date(handbook.changedAt) })}</p>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <button
            type="button"
            className={`btn btn-outline-primary ${styles.drawerButton}`}
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerWanted(true);
              setChosen(null);
              setDrawerOpen(true);
            }}
          >
            {t('reading.contents')}
          </button>
          <a className="btn btn-outline-secondary" href={`${BROWSER_API_BASE_URL}${HANDBOOK_API.pdf(id)}`} download>
            {t('reading.pdf')}
          </a>
          <button type="button" className="btn btn-outline-secondary" onClick={() => window.print()}>
            {t('reading.print')}
          </button>
          {can('staffTools') && (
            <AppLink className="btn btn-outline-secondary" href={editorPath(HANDBOOKS, id)}>
              {t('reading.edit')}
            </AppLink>
          )}
        </div>
      </header>
      <HandbookSearch key={search} path={path} search={search} searchKey={searchKey} />
      <HandbookChanges handbook={handbook} />
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          <h2 id={`${contentsId}-side`} className="h6 text-body-secondary">
            {t('reading.contents')}
          </h2>
          {contents(`${contentsId}-side`)}
        </aside>
        {drawerWanted && (
          <ContentsDrawer
            show={drawerOpen}
            onHide={() => setDrawerOpen(false)}
            restoreFocus={chosen === null}
            // `chosen` stays until the drawer opens again: the modal reads restoreFocus after this.
            onExited={() => setArrival(chosen === null ? null : { anchor: chosen })}
            labelId={`${contentsId}-drawer`}
          >
            {contents(`${contentsId}-drawer`, (anchor) => {
              setChosen(anchor);
              setDrawerOpen(false);
            })}
          </ContentsDrawer>
        )}
        <article className={styles.article}>
          {handbook.body && <RichText html={handbook.body} />}
          {chapters.length === 0 && <p className="text-body-secondary">{t('reading.noChapters')}</p>}
          {chapters.map((chapter) => (
            <ChapterView key={chapter.id} chapter={chapter} />
          ))}
        </article>
      </div>
    </div>
  );
}
