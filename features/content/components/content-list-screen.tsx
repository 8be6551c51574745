import Head from 'next/head';
import { useRouter } from 'next/router';
import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { Pagination } from '@/components/pagination/pagination';
import { pageTitle } from '@/lib/config/product';
import { useTranslation } from '@/lib/i18n/use-translation';
import { CONTENT_PAGE_SIZE, useContentList } from '../api/content-list';
import { addressedId, DETAIL_QUERY } from '../content-paths';
import { CONTENT_TYPES, type ContentType } from '../content-types';
import { listHref } from '../list-query';
import { ContentCard } from './content-card';
import styles from './content.module.scss';
import { ListDialog } from './list-dialog';
import { ListFilters } from './list-filters';
import { LogoTile } from './logo-tile';
import type { ContentListProps } from '../server/content-props';

/**
 * A members' list of one type: its scope's tabs, filters, cards (or logo tiles) and pages, and for a
 * type whose items open over the list, the item at `?id=` in a dialog.
 */
export function ContentListScreen({
  typeKey,
  listKey,
  filters,
  scope,
  origin = '',
  notice,
  noticeFor,
}: ContentListProps) {
  const router = useRouter();
  const { t } = useTranslation('content');
  const type: ContentType = CONTENT_TYPES[typeKey];
  const { data, error, isLoading } = useContentList(type, listKey);
  const tabs = scope ? type.scopes : undefined;
  const path = tabs && scope ? tabs.page(scope) : type.pages.list;
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CONTENT_PAGE_SIZE));
  // The notice holds while the address names the item it is about (a card opened since, or the dialog
  // closed, changes the address without asking the server again).
  const shut = notice !== undefined && addressedId(router.query[DETAIL_QUERY]) === noticeFor;
  const heading = scope ? t(`types.${typeKey}.scopes.${scope}`) : t(`types.${typeKey}.title`);

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(heading)}</title>
      </Head>
      <h1 className="h2">{heading}</h1>
      <p className="lead">{t(`types.${typeKey}.intro`)}</p>
      {shut && (
        <p className="alert alert-info" role="status">
          {t(notice === 'ended' ? `types.${typeKey}.linkEnded` : `types.${typeKey}.linkNotFound`)}
        </p>
      )}
      {tabs && (
        <nav aria-label={t(`types.${typeKey}.scopes.label`)} className="mb-3">
          <ul className="nav nav-pills">
            {tabs.keys.map((tab) => (
              <li className="nav-item" key={tab}>
                <AppLink
                  href={tabs.page(tab)}
                  className={`nav-link${tab === scope ? ' active' : ''}`}
                  aria-current={tab === scope ? 'page' : undefined}
                >
                  {t(`types.${typeKey}.scopes.${tab}`)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* Keyed by the filters, so the fields show the address's filters after each navigation. */}
      <ListFilters key={`${filters.title}|${filters.category}`} type={type} path={path} filters={filters} />
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('list.loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <>
          <p className="visually-hidden" role="status">
            {t('list.count', { count: data.count })}
          </p>
          {type.listLayout === 'logos' ? (
            <ul className={styles.logoGrid}>
              {data.results.map((item) => (
                <li key={item.id}>
                  <LogoTile type={type} item={item} />
                </li>
              ))}
            </ul>
          ) : (
            <div className={styles.list}>
              {data.results.map((item) => (
                <ContentCard key={item.id} type={type} item={item} />
              ))}
            </div>
          )}
        </>
      ) : (
        <p className={styles.empty}>
          {filters.title || filters.category || filters.page > 1 ? t('list.noMatches') : t(`types.${typeKey}.empty`)}
        </p>
      )}
      <Pagination
        page={filters.page}
        pages={pages}
        label={t('list.pages')}
        hrefFor={(page) => listHref(path, { ...filters, page })}
      />
      {type.detailOpens === 'dialog' && (
        <ListDialog type={type} closeHref={listHref(path, filters)} origin={origin} shut={shut} />
      )}
    </div>
  );
}
