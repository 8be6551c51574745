import Head from 'next/head';
import { AppLink } from '@/components/app-link/app-link';
import { MetaLine } from '@/components/meta-line/meta-line';
import { RichText } from '@/components/rich-text/rich-text';
import { TimeText } from '@/components/time-text/time-text';
import { pageTitle } from '@/lib/config/product';
import { CONTENT_STATUS, type NoOwnFields } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { extractVideoId, videoEmbedUrl } from '@/lib/text/video-id';
import { useContentItem, type ReadableItem } from '../api/content-item';
import { categoryNames } from '../category-name';
import { detailPath, editorPath } from '../content-paths';
import { CONTENT_TYPES, type ContentType, type ContentTypeKey } from '../content-types';
import { ownValue } from '../own-fields';
import { showsSummary } from '../summary';
import { ownLabel } from '../type-labels';
import { DETAIL_EXTRAS, type DetailExtras as DetailExtrasView } from '../type-registry/detail-extras';
import { Attachments } from './attachments';
import styles from './content.module.scss';
import { ShareButtons } from './share-buttons';
import { TranslationLinks } from './translation-links';
import { useContentFormat } from './use-content-format';
import type { ContentDetailProps } from '../server/content-props';

/** The page of one item: everything about it, its body sanitized before it is rendered. */
export function ContentDetailScreen({ typeKey, id, origin }: ContentDetailProps) {
  const type: ContentType = CONTENT_TYPES[typeKey];
  const { data: item } = useContentItem(type, id);
  if (!item) return null;
  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(item.title)}</title>
      </Head>
      <ContentArticle typeKey={typeKey} item={item} origin={origin} />
    </div>
  );
}

/**
 * An item as members read it; also the editor's preview, and the item opened over its list (with
 * `titleId`: its title names the dialog, and the dialog's Close replaces the way back).
 */
export function ContentArticle({
  typeKey,
  item,
  origin,
  preview = false,
  titleId,
  extras: Extras,
}: {
  typeKey: ContentTypeKey;
  item: ReadableItem;
  origin: string;
  preview?: boolean;
  titleId?: string;
  /** The type's extras when the caller has them loaded already (the dialog); else DETAIL_EXTRAS loads them. */
  extras?: DetailExtrasView<NoOwnFields>;
}) {
  const { t } = useTranslation('content');
  const { can, preferences } = useSession();
  const type: ContentType = CONTENT_TYPES[typeKey];
  const DetailExtras = Extras ?? DETAIL_EXTRAS[typeKey];
  const format = useContentFormat();
  const byline = ownValue(item, type.byline);
  const video = item.videoUrl ? extractVideoId(item.videoUrl) : null;
  const pageUrl = `${origin}${detailPath(type, item)}`;
  const Title = preview || titleId ? 'h2' : 'h1';
  const categoriesLabel = ownLabel(t, typeKey, 'categories');
  const categories = categoryNames(t, typeKey, item.categories);

  // A profile (a partner's page) on its own page: the full width, the logo beside the name, and the
  // partner's presentation before its facts and contact form (beside them on a wide screen).
  const profile = type.detailLayout === 'profile' && !preview && !titleId;
  const image = item.image && (
    // eslint-disable-next-line @next/next/no-img-element -- an uploaded cover or logo served by the admin API
    <img className={profile ? styles.profileLogo : styles.cover} src={item.image.url} alt="" />
  );
  const heading = (
    <>
      <Title id={titleId} className={preview || titleId ? 'h1' : undefined}>
        {item.title}
      </Title>
      <MetaLine
        className="text-body-secondary"
        parts={[
          // An item its own field dates (an event) shows when in its type's extras below.
          !ownValue(item, type.datedBy) && (
            <TimeText dateTime={item.publishDate} text={() => format.date(item.publishDate)} />
          ),
          typeof byline === 'string' && byline && t('detail.by', { author: byline }),
          // A type that renames its categories (a partner's specializations) names them here.
          categories && categoriesLabel ? `${categoriesLabel}: ${categories}` : categories,
          item.status !== CONTENT_STATUS.published && (
            <span className="badge text-bg-warning">{t(`status.${item.status}`)}</span>
          ),
        ]}
      />
    </>
  );
  const summary = showsSummary(item.summary, item.body) && <p className="lead">{item.summary}</p>;
  const extras = DetailExtras && <DetailExtras item={item} pageUrl={pageUrl} host={new URL(origin).host} />;
  const text = (
    <>
      {video && (
        <iframe
          className={styles.video}
          src={videoEmbedUrl(video)}
          title={t('detail.video', { title: item.title })}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      )}
      {item.body && <RichText html={item.body} />}
      <Attachments files={item.files} />
      {item.tags.length > 0 && (
        <section aria-labelledby="tags-heading" className="mt-4">
          <h2 id="tags-heading" className="h6">
            {t('detail.tags')}
          </h2>
          <ul className={styles.tags}>
            {item.tags.map((tag) => (
              <li key={tag.id} className="badge text-bg-light border">
                {tag.name}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );

  return (
    <article className={profile ? undefined : styles.article}>
      {!preview && !titleId && (
        <p>
          <AppLink href={type.pages.list}>← {t(`types.${typeKey}.back`)}</AppLink>
        </p>
      )}
      {profile ? (
        <div className={styles.profileHead}>
          {image}
          <div>{heading}</div>
        </div>
      ) : (
        heading
      )}
      {!preview && <TranslationLinks type={type} translations={item.translations ?? []} />}
      {can('staffTools') && !preview && (
        <p>
          <AppLink href={editorPath(type, item.id)}>{t('detail.edit')}</AppLink>
        </p>
      )}
      {profile ? (
        <div className="row g-4">
          <div className="col-lg-7">
            {summary}
            {text}
          </div>
          <div className="col-lg-5">{extras}</div>
        </div>
      ) : (
        <>
          {image}
          {summary}
          {extras}
          {text}
        </>
      )}
      {preferences.viewSocialButton && !preview && <ShareButtons url={pageUrl} title={item.title} />}
    </article>
  );
}
