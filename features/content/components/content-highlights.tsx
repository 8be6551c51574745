import Link from 'next/link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MetaLine } from '@/components/meta-line/meta-line';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { useContentList } from '../api/content-list';
import { detailPath } from '../content-paths';
import { highlightKey, highlightsFor, type Highlight as HighlightList } from '../highlights';
import styles from './content.module.scss';
import { useContentFormat } from './use-content-format';
import { whenAndWhere } from './when-and-where';
import { ROUTES } from '@/lib/routes';

type HighlightProps = { list: HighlightList; heading: string; allLabel: string; allPath: string; empty: string };

/**
 * A few items of one type for the home page, newest (or next) first, as members of the country see
 * them: the server loads them (`homeHighlightsFallback`), so the browser does not fetch them again.
 */
function Highlight({ list, heading, allLabel, allPath, empty }: HighlightProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const format = useContentFormat();
  const { type } = list;
  const { data, error } = useContentList(highlightKey(list, user.member.country.id));
  const headingId = `highlight-${type.key}`;
  return (
    <section className={styles.highlight} aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {heading}
      </h2>
      {error && !data ? (
        <p>{t('home.loadFailed')}</p>
      ) : !data ? (
        <LoadingMessage />
      ) : data.results.length === 0 ? (
        <p className="text-body-secondary">{empty}</p>
      ) : (
        <ul className={styles.highlightList}>
          {data.results.map((item) => (
            <li key={item.id}>
              <Link href={detailPath(type, item)}>{item.title}</Link>
              <MetaLine as="div" className="small text-body-secondary" parts={whenAndWhere(item, format)} />
            </li>
          ))}
        </ul>
      )}
      <Link href={allPath} className="small">
        {allLabel} →
      </Link>
    </section>
  );
}

/** The home page's latest news and next events, each shown only to users with its feature. */
export function ContentHighlights() {
  const { t } = useTranslation();
  const { featureFlags, heldLevels } = useSession();
  const lists = highlightsFor(featureFlags, heldLevels);
  if (lists.length === 0) return null;
  return (
    <div className={styles.highlights}>
      {lists.map((list) =>
        list.type.key === 'news' ? (
          <Highlight key="news" list={list} heading={t('home.latestNews')} allLabel={t('home.allNews')} allPath={list.type.pages.list} empty={t('home.noNews')} />
        ) : (
          <Highlight key="events" list={list} heading={t('home.nextEvents')} allLabel={t('home.allEvents')} allPath={ROUTES.events.list} empty={t('home.noEvents')} />
        ),
      )}
    </div>
  );
}
