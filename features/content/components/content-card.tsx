import { AppLink } from '@/components/app-link/app-link';
import { MetaLine } from '@/components/meta-line/meta-line';
import { CONTENT_STATUS, type ContentItem } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { stripTags } from '@/lib/text/strip-tags';
import { truncate } from '@/lib/text/truncate';
import { categoryNames } from '../category-name';
import { detailPath } from '../content-paths';
import { CARD_FACTS } from '../type-registry/card-facts';
import styles from './content.module.scss';
import { ItemWhen } from './item-when';
import type { ContentType } from '../content-types';

const EXCERPT_LENGTH = 200;

/** One item in a list: cover, title linking to it, when it is (its type's facts), an excerpt. */
export function ContentCard({
  type,
  item,
  headingLevel = 2,
}: {
  type: ContentType;
  item: ContentItem;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('content');
  const Heading = `h${headingLevel}` as const;
  const excerpt = truncate(stripTags(item.summary), EXCERPT_LENGTH);
  const CardFacts = CARD_FACTS[type.key];
  return (
    <article className={styles.card}>
      {item.image && (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded cover served by the admin API
        <img className={styles.cardImage} src={item.image.url} alt="" width={160} height={107} loading="lazy" />
      )}
      <div className={styles.cardText}>
        <Heading className={styles.cardTitle}>
          {type.detailOpens === 'dialog' ? (
            // Opens over the list: a step in the history without a new server render.
            <AppLink href={detailPath(type, item)} shallow scroll={false} prefetch={false}>
              {item.title}
            </AppLink>
          ) : (
            <AppLink href={detailPath(type, item)} prefetch={false}>
              {item.title}
            </AppLink>
          )}
        </Heading>
        <MetaLine
          className={styles.cardMeta}
          parts={[
            <ItemWhen key="when" type={type} item={item} />,
            // A type its own field does not date (a direct ad) adds its facts after the date.
            !type.datedBy && CardFacts && <CardFacts key="facts" item={item} />,
            categoryNames(t, type.key, item.categories),
          ]}
        />
        {excerpt && <p className={styles.cardExcerpt}>{excerpt}</p>}
        {item.status !== CONTENT_STATUS.published && (
          <span className="badge text-bg-warning">{t(`status.${item.status}`)}</span>
        )}
      </div>
    </article>
  );
}
