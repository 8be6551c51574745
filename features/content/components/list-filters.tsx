import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { useTranslation } from '@/lib/i18n/use-translation';
import { categoryDepths, useCategories } from '../api/content-categories';
import { categoryName } from '../category-name';
import { listHref, type ListFilters } from '../list-query';
import { typeLabel } from '../type-labels';
import type { ContentType } from '../content-types';

/**
 * Title search and category filter. A plain GET form, so it works before (or without) the page's
 * script; with it, the page changes without a full reload.
 */
export function ListFilters({ type, path, filters }: { type: ContentType; path: string; filters: ListFilters }) {
  const { t } = useTranslation('content');
  const router = useRouter();
  const { data: categories = [] } = useCategories(type);
  const [title, setTitle] = useState(filters.title);
  const [category, setCategory] = useState(filters.category ? String(filters.category) : '');
  const depths = categoryDepths(categories);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void router.push(listHref(path, { title: title.trim(), category: category ? Number(category) : null }));
  }

  return (
    <form
      method="get"
      action={path}
      onSubmit={onSubmit}
      className="row g-2 align-items-end mb-4"
      role="search"
      aria-label={t('filters.label')}
    >
      <div className="col-12 col-md-5">
        <label htmlFor="content-title" className="form-label">
          {typeLabel(t, type.key, 'search', 'filters.title')}
        </label>
        <input
          id="content-title"
          name="title"
          type="search"
          className="form-control"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="col-12 col-md-4">
        <label htmlFor="content-category" className="form-label">
          {typeLabel(t, type.key, 'category', 'filters.category')}
        </label>
        <select
          id="content-category"
          name="category"
          className="form-select"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">{typeLabel(t, type.key, 'allCategories', 'filters.allCategories')}</option>
          {categories.map((item) => (
            <option key={item.id} value={item.id}>
              {`${'\u00a0\u00a0'.repeat(depths.get(item.id) ?? 0)}${categoryName(t, type.key, item)}`}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-3 d-flex gap-2">
        <button type="submit" className="btn btn-primary flex-grow-1">
          {t('filters.apply')}
        </button>
        {(filters.title || filters.category) && (
          <AppLink className="btn btn-outline-secondary" href={path}>
            {t('filters.clear')}
          </AppLink>
        )}
      </div>
    </form>
  );
}
