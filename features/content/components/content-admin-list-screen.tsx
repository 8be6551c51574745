import Head from 'next/head';
import { AppLink } from '@/components/app-link/app-link';
import { Pagination } from '@/components/pagination/pagination';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import { pageTitle } from '@/lib/config/product';
import type { ContentItem } from '@/lib/contract/content-item';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import { adminHref, columnSort, nextOrdering, type AdminFilters, type SortableColumn } from '../admin-query';
import { CONTENT_PAGE_SIZE, useContentList } from '../api/content-list';
import { editorPath } from '../content-paths';
import { CONTENT_TYPES, type ContentType } from '../content-types';
import { optionLabelKey, ownField, ownValue } from '../own-fields';
import { ADMIN_LIST_EXTRAS } from '../type-registry/admin-list-extras';
import { AdminListFilters } from './admin-list-filters';
import { useContentFormat } from './use-content-format';
import type { ContentAdminListProps } from '../server/content-props';

/** The table's columns besides the type's own: title, status, country, language, publish date, last changed. */
const COMMON_COLUMN_COUNT = 6;
const STATUS_BADGE = ['secondary', 'warning', 'success', 'dark'] as const;

type Format = ReturnType<typeof useContentFormat>;

/** One of an item's own fields as text, by the kind its type declares (a start: its date and time). */
function ownFieldText(type: ContentType, item: ContentItem, name: string, t: Translate, format: Format): string {
  const field = ownField(type, name);
  const value = ownValue(item, name);
  if (!field || value === undefined || value === null || value === '') return '';
  if (field.kind === 'datetime') return format.date(String(value), true);
  if (field.kind === 'boolean') return value ? t('fields.yes') : t('fields.no');
  const optionLabel = optionLabelKey(type, name, value);
  if (optionLabel) return t(optionLabel);
  return String(value);
}

/** The staff list of one type: every country and status, sortable by column and filterable. */
export function ContentAdminListScreen({ typeKey, listKey, filters }: ContentAdminListProps) {
  const { t } = useTranslation('content');
  const type: ContentType = CONTENT_TYPES[typeKey];
  const format = useContentFormat();
  const { data } = useContentList(type, listKey);
  const captionId = `${typeKey}-admin-caption`;
  const href = (changes: Partial<AdminFilters>) => adminHref(type.pages.admin, { ...filters, ...changes });
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CONTENT_PAGE_SIZE));
  // The type's own columns (an event's start), labelled `admin.columns.<field>` like the common ones.
  const ownColumns = type.adminColumns ?? [];
  const AdminListExtras = ADMIN_LIST_EXTRAS[typeKey];

  const sortHeader = (column: SortableColumn) => (
    <th key={column} scope="col" aria-sort={columnSort(filters.ordering, column)}>
      <AppLink href={href({ page: 1, ordering: nextOrdering(filters.ordering, column) })}>
        {t(`admin.columns.${column}`)}
        <span aria-hidden="true">
          {{ ascending: ' ▲', descending: ' ▼', none: '' }[columnSort(filters.ordering, column)]}
        </span>
      </AppLink>
    </th>
  );

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t(`types.${typeKey}.admin`))}</title>
      </Head>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h2 mb-0">{t(`types.${typeKey}.admin`)}</h1>
        {AdminListExtras && <AdminListExtras />}
        <AppLink className="btn btn-primary" href={editorPath(type, 'new')}>
          {t(`types.${typeKey}.new`)}
        </AppLink>
      </div>
      <AdminListFilters
        key={`${filters.title}|${filters.status}|${filters.country}`}
        type={type}
        filters={filters}
        href={href}
      />
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
              {ownColumns.map(sortHeader)}
              {sortHeader('publishDate')}
              {sortHeader('updatedAt')}
            </tr>
          </thead>
          <tbody>
            {data?.results.length === 0 && (
              <tr>
                <td colSpan={COMMON_COLUMN_COUNT + ownColumns.length} className="text-center text-body-secondary py-4">
                  {t('list.noMatches')}
                </td>
              </tr>
            )}
            {data?.results.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <AppLink href={editorPath(type, item.id)}>{item.title}</AppLink>
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
                          <AppLink href={editorPath(type, other.id)} lang={other.language?.code}>
                            {other.language?.name ?? other.title}
                          </AppLink>
                        </span>
                      ))}
                    </div>
                  )}
                </td>
                {ownColumns.map((column) => (
                  <td key={column}>{ownFieldText(type, item, column, t, format)}</td>
                ))}
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
