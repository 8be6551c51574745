import Head from 'next/head';
import Link from 'next/link';
import { Pagination } from '@/components/pagination/pagination';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useContentList } from '../api/content-list';
import { adminHref, columnSort, nextOrdering, type AdminFilters, type SortableColumn } from '../admin-query';
import { editorPath } from '../content-paths';
import { CONTENT_TYPES } from '../content-types';
import type { ContentAdminListProps } from '../server/content-props';
import { AdminListFilters } from './admin-list-filters';
import { useContentFormat } from './use-content-format';
import { pageTitle } from '@/lib/config/product';

const PAGE_SIZE = 20;
const STATUS_BADGE = ['secondary', 'warning', 'success', 'dark'] as const;

/** The staff list of one type: every country and status, sortable by column and filterable. */
export function ContentAdminListScreen({ typeKey, listKey, filters }: ContentAdminListProps) {
  const { t } = useTranslation('content');
  const type = CONTENT_TYPES[typeKey];
  const format = useContentFormat();
  const { data } = useContentList(listKey);
  const captionId = `${typeKey}-admin-caption`;
  const href = (changes: Partial<AdminFilters>) => adminHref(type.pages.admin, { ...filters, ...changes });
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE));
  // Events are found by when they happen, so their table shows and sorts by the start.
  const hasStart = type.extraFields.some((field) => field.name === 'startsAt');
  const columns: Record<SortableColumn, string> = {
    title: t('admin.columns.title'),
    status: t('admin.columns.status'),
    startsAt: t('admin.columns.startsAt'),
    publishDate: t('admin.columns.publishDate'),
    updatedAt: t('admin.columns.updatedAt'),
  };

  const sortHeader = (column: SortableColumn) => (
    <th key={column} scope="col" aria-sort={columnSort(filters.ordering, column)}>
      <Link href={href({ page: 1, ordering: nextOrdering(filters.ordering, column) })}>
        {columns[column]}
        <span aria-hidden="true">{{ ascending: ' ▲', descending: ' ▼', none: '' }[columnSort(filters.ordering, column)]}</span>
      </Link>
    </th>
  );

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t(`types.${typeKey}.admin`))}</title>
      </Head>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0">{t(`types.${typeKey}.admin`)}</h1>
        <Link className="btn btn-primary" href={editorPath(type, 'new')}>
          {t(`types.${typeKey}.new`)}
        </Link>
      </div>
      <AdminListFilters key={`${filters.title}|${filters.status}|${filters.country}`} type={type} filters={filters} href={href} />
      <ScrollRegion labelledBy={captionId}>
        <table className="table align-middle">
          <caption id={captionId} className="visually-hidden">
            {t('admin.caption', { count: data?.count ?? 0 })}
          </caption>
          <thead>
            <tr>
              {sortHeader('title')}
              {sortHeader('status')}
              <th scope="col">{t('admin.columns.country')}</th>
              <th scope="col">{t('admin.columns.language')}</th>
              {hasStart && sortHeader('startsAt')}
              {sortHeader('publishDate')}
              {sortHeader('updatedAt')}
            </tr>
          </thead>
          <tbody>
            {data?.results.length === 0 && (
              <tr>
                <td colSpan={hasStart ? 7 : 6} className="text-center text-body-secondary py-4">
                  {t('list.noMatches')}
                </td>
              </tr>
            )}
            {data?.results.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link href={editorPath(type, item.id)}>{item.title}</Link>
                </th>
                <td>
                  <span className={`badge text-bg-${STATUS_BADGE[item.status]}`}>{t(`status.${item.status}`)}</span>
                </td>
                <td>{item.country.name}</td>
                <td>
                  {item.language?.name ?? ''}
                  {(item.translations ?? []).length > 0 && (
                    <div className="small">
                      {t('admin.translations')}{' '}
                      {item.translations.map((other, index) => (
                        <span key={other.id}>
                          {index > 0 && ', '}
                          <Link href={editorPath(type, other.id)} lang={other.language?.code}>
                            {other.language?.name ?? other.title}
                          </Link>
                        </span>
                      ))}
                    </div>
                  )}
                </td>
                {hasStart && <td>{item.startsAt ? format.date(item.startsAt, true) : ''}</td>}
                <td>{format.date(item.publishDate)}</td>
                <td>{format.date(item.updatedAt, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pagination page={filters.page} pages={pages} label={t('list.pages')} hrefFor={(page) => href({ page })} />
    </div>
  );
}
