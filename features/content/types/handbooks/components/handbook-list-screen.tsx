import Head from 'next/head';
import { useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { FilterForm } from '@/components/forms/filter-form';
import { useContentList } from '@/features/content/api/content-list';
import { useContentFormat } from '@/features/content/components/use-content-format';
import { detailPath } from '@/features/content/content-paths';
import { pageTitle } from '@/lib/config/product';
import { HANDBOOK_SEARCH_MAX } from '@/lib/contract/handbooks';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/session-context';
import { HANDBOOKS } from '../api/handbook';
import { useHandbookTags } from '../api/handbook-tags';
import { handbookListHref } from '../handbook-query';
import { DraftBadge } from './draft-badge';
import styles from './handbooks.module.scss';
import type { HandbookListProps } from '../server/handbook-props';

/** The search and tag filter, in the address (the shared GET filter form). */
function HandbookFilters({ query }: Pick<HandbookListProps, 'query'>) {
  const { t } = useTranslation('handbooks');
  const { data: tags = [] } = useHandbookTags();
  const [search, setSearch] = useState(query.search);
  const [tag, setTag] = useState(query.tag === null ? '' : String(query.tag));
  const filtered = query.search !== '' || query.tag !== null;

  return (
    <FilterForm
      action={ROUTES.handbooks.list}
      label={t('list.search')}
      href={() => handbookListHref({ search: search.trim(), tag: tag ? Number(tag) : null })}
      applyLabel={t('list.apply')}
      clear={filtered ? { label: t('list.clear'), href: ROUTES.handbooks.list } : undefined}
    >
      <div className="col-12 col-md-5">
        <label htmlFor="handbook-list-search" className="form-label">
          {t('list.search')}
        </label>
        <input
          id="handbook-list-search"
          name="search"
          type="search"
          className="form-control"
          maxLength={HANDBOOK_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-3">
        <label htmlFor="handbook-list-tag" className="form-label">
          {t('list.tag')}
        </label>
        <select
          id="handbook-list-tag"
          name="tag"
          className="form-select"
          value={tag}
          onChange={(event) => setTag(event.target.value)}
        >
          <option value="">{t('list.allTags')}</option>
          {tags.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
    </FilterForm>
  );
}

/** `/handbooks`: the country's handbooks, found by their words (in any chapter) or a tag. */
export function HandbookListScreen({ query, listKey }: HandbookListProps) {
  const { t } = useTranslation('handbooks');
  const { can } = useSession();
  const format = useContentFormat();
  const { data, error } = useContentList(HANDBOOKS, listKey);
  const filtered = query.search !== '' || query.tag !== null;

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('list.title'))}</title>
      </Head>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h1 className="mb-0">{t('list.title')}</h1>
        {can('staffTools') && (
          <AppLink className="btn btn-outline-secondary" href={ROUTES.handbooks.admin}>
            {t('list.manage')}
          </AppLink>
        )}
      </div>
      <p className="lead">{t('list.intro')}</p>
      <HandbookFilters key={`${query.search}|${query.tag}`} query={query} />
      {error && <p className="text-danger">{t('list.failed')}</p>}
      {data && (
        <p className="visually-hidden" aria-live="polite">
          {t('list.count', { count: data.count })}
        </p>
      )}
      {data?.results.length === 0 && (
        <p className="text-body-secondary">{t(filtered ? 'list.noMatches' : 'list.empty')}</p>
      )}
      <ul className="list-unstyled d-grid gap-3">
        {data?.results.map((item) => (
          <li key={item.id} className={styles.listItem}>
            <h2 className="h5 mb-1">
              <AppLink href={detailPath(HANDBOOKS, item)}>{item.title}</AppLink>
              <DraftBadge status={item.status} />
            </h2>
            {item.summary && <p className="mb-1">{item.summary}</p>}
            <p className="small text-body-secondary mb-0">
              {t('reading.updated', { date: format.date(item.changedAt ?? item.updatedAt) })}
              {item.tags.length > 0 && ` · ${item.tags.map((tag) => tag.name).join(', ')}`}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
