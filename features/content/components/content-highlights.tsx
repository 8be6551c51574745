import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MetaLine } from '@/components/meta-line/meta-line';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { useContentList } from '../api/content-list';
import { detailPath } from '../content-paths';
import { highlightKey, highlightsFor, type Highlight as HighlightList } from '../highlights';
import styles from './content.module.scss';
import { ItemWhen } from './item-when';

/**
 * A few items of one type for the home page, newest (or next) first, as members of the country see
 * them: the server loads them (`homeHighlightsFallback`), so the browser does not fetch them again.
 */
function Highlight({ list }: { list: HighlightList }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { type } = list;
  const texts = `home.highlights.${type.key}`;
  const { data, error } = useContentList(type, highlightKey(list, user.member.country.id));
  const headingId = `highlight-${type.key}`;
  return (
    <section className={styles.highlight} aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {t(`${texts}.heading`)}
      </h2>
      {error && !data ? (
        <p>{t('home.loadFailed')}</p>
      ) : !data ? (
        <LoadingMessage />
      ) : data.results.length === 0 ? (
        <p className="text-body-secondary">{t(`${texts}.empty`)}</p>
      ) : (
        <ul className={styles.highlightList}>
          {data.results.map((item) => (
            <li key={item.id}>
              {/* One of many items: prefetched on hover, not all at once in the viewport (issue 28). */}
              <AppLink href={detailPath(type, item)} prefetch={false}>
                {item.title}
              </AppLink>
              <MetaLine
                as="div"
                className="small text-body-secondary"
                parts={[<ItemWhen key="when" type={type} item={item} />]}
              />
            </li>
          ))}
        </ul>
      )}
      <AppLink href={type.pages.list} className="small" prefetch={false}>
        {t(`${texts}.all`)} →
      </AppLink>
    </section>
  );
}

/** The home page's lists of the types that declare one (the latest news, the next events), each shown only to users with its feature. */
export function ContentHighlights() {
  const { featureFlags, heldLevels } = useSession();
  const lists = highlightsFor(featureFlags, heldLevels);
  if (lists.length === 0) return null;
  return (
    <div className={styles.highlights}>
      {lists.map((list) => (
        <Highlight key={list.type.key} list={list} />
      ))}
    </div>
  );
}
