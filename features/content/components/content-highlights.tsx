import Link from 'next/link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MetaLine } from '@/components/meta-line/meta-line';
import { useTranslation } from '@/lib/i18n/use-translation';
import { isFeatureAvailable } from '@/lib/rules/features';
import { useSession } from '@/lib/session/session-context';
import { contentListKey, useContentList } from '../api/content-list';
import { detailPath } from '../content-paths';
import { CONTENT_TYPES, type ContentType } from '../content-types';
import styles from './content.module.scss';
import { useContentFormat } from './use-content-format';
import { whenAndWhere } from './when-and-where';

const HIGHLIGHTS = 3;

type HighlightProps = { type: ContentType; scope?: 'upcoming'; heading: string; allLabel: string; allPath: string; empty: string };

/** A few items of one type for the home page, newest (or next) first, as members of the country see them. */
function Highlight({ type, scope, heading, allLabel, allPath, empty }: HighlightProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const format = useContentFormat();
  const key = contentListKey(type, { page: 1, pageSize: HIGHLIGHTS, scope, country: [user.member.country.id], published: true });
  const { data, error } = useContentList(key);
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

/**
 * The home page's latest news and next events, each shown only to users with its feature. Loaded
 * in the browser, so the home page itself renders as fast as before.
 */
export function ContentHighlights() {
  const { t } = useTranslation();
  const { featureFlags, heldLevels } = useSession();
  const has = (type: ContentType) => isFeatureAvailable(featureFlags, type.feature, heldLevels);
  const news = CONTENT_TYPES.news;
  const events = CONTENT_TYPES.events;
  if (!has(news) && !has(events)) return null;
  return (
    <div className={styles.highlights}>
      {has(news) && <Highlight type={news} heading={t('home.latestNews')} allLabel={t('home.allNews')} allPath={news.listPath} empty={t('home.noNews')} />}
      {has(events) && (
        <Highlight type={events} scope="upcoming" heading={t('home.nextEvents')} allLabel={t('home.allEvents')} allPath="/events/upcoming" empty={t('home.noEvents')} />
      )}
    </div>
  );
}
