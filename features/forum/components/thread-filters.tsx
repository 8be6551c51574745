import { useState } from 'react';
import { CheckField } from '@/components/forms/check-field';
import { FilterForm } from '@/components/forms/filter-form';
import { SelectField } from '@/components/forms/select-field';
import { TextField } from '@/components/forms/text-field';
import type { ForumCategory } from '@/lib/contract/forum';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { FORUM_SORTS, forumHref, isFiltered, type ForumQuery } from '../forum-query';
import { useCategoryLabel } from './use-category-label';

const SORT_KEYS: Record<string, string> = {
  '-last_activity_at': 'list.sort.latest',
  '-created_at': 'list.sort.newest',
  '-reply_count': 'list.sort.replies',
};

/** Search (full text, or titles only), category and order; a plain GET form, so it works without script. */
export function ThreadFilters({ query, categories }: { query: ForumQuery; categories: readonly ForumCategory[] }) {
  const { t } = useTranslation('forum');
  const categoryLabel = useCategoryLabel();
  const [search, setSearch] = useState(query.search);
  const [titleOnly, setTitleOnly] = useState(query.titleOnly);
  const [category, setCategory] = useState(query.category === null ? '' : String(query.category));
  const [ordering, setOrdering] = useState(query.ordering || FORUM_SORTS[0]);
  const chosen = (): Partial<ForumQuery> => ({
    view: query.view,
    search: search.trim(),
    titleOnly,
    category: category ? Number(category) : null,
    ordering: ordering === FORUM_SORTS[0] ? '' : ordering,
  });
  return (
    <FilterForm
      action={ROUTES.forum.list}
      label={t('list.filters.label')}
      href={() => forumHref(chosen())}
      applyLabel={t('list.filters.apply')}
      clear={isFiltered(query) ? { label: t('list.filters.clear'), href: forumHref({ view: query.view }) } : undefined}
    >
      {query.view === 'following' && <input type="hidden" name="following" value="true" />}
      {query.view === 'updated' && <input type="hidden" name="updated" value="true" />}
      <div className="col-12 col-md-6">
        <TextField
          label={t('list.filters.search')}
          name={titleOnly ? 'title' : 'search'}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <CheckField label={t('list.filters.titleOnly')} checked={titleOnly} onChange={setTitleOnly} />
      </div>
      <div className="col-12 col-sm-6 col-md-3">
        <SelectField
          label={t('list.filters.category')}
          value={category}
          onChange={setCategory}
          options={[
            { value: '', label: t('list.filters.allCategories') },
            ...categories.map((item) => ({ value: String(item.id), label: categoryLabel(item) })),
          ]}
        />
      </div>
      <div className="col-12 col-sm-6 col-md-3">
        <SelectField
          label={t('list.filters.sort')}
          value={ordering}
          onChange={setOrdering}
          options={FORUM_SORTS.map((sort) => ({ value: sort, label: t(SORT_KEYS[sort] ?? sort) }))}
        />
      </div>
    </FilterForm>
  );
}
