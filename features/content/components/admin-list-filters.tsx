import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { CONTENT_STATUSES } from '@/lib/contract/content-item';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useLocaleOptions } from '@/lib/session/get-locale-options';
import type { AdminFilters } from '../admin-query';
import type { ContentType } from '../content-types';

type AdminListFiltersProps = {
  type: ContentType;
  filters: AdminFilters;
  /** The list's address with some filters changed. */
  href: (changes: Partial<AdminFilters>) => string;
};

/** Title, status and country filters of the staff list: a GET form that also works without script. */
export function AdminListFilters({ type, filters, href }: AdminListFiltersProps) {
  const { t } = useTranslation('content');
  const router = useRouter();
  const { data: options } = useLocaleOptions(true);
  const [draft, setDraft] = useState({
    title: filters.title,
    status: filters.status ?? '',
    country: filters.country ?? '',
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void router.push(
      href({
        page: 1,
        title: draft.title.trim(),
        status: draft.status === '' ? null : Number(draft.status),
        country: draft.country === '' ? null : Number(draft.country),
      }),
    );
  }

  return (
    <form
      method="get"
      action={type.pages.admin}
      onSubmit={onSubmit}
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label={t('filters.label')}
    >
      <div className="col-12 col-md-4">
        <label className="form-label" htmlFor="admin-title">
          {t('filters.title')}
        </label>
        <input
          id="admin-title"
          name="title"
          type="search"
          className="form-control"
          value={draft.title}
          onChange={(event) => setDraft({ ...draft, title: event.target.value })}
        />
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor="admin-status">
          {t('admin.columns.status')}
        </label>
        <select
          id="admin-status"
          name="status"
          className="form-select"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value })}
        >
          <option value="">{t('filters.all')}</option>
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-6 col-md-3">
        <label className="form-label" htmlFor="admin-country">
          {t('admin.columns.country')}
        </label>
        <select
          id="admin-country"
          name="country"
          className="form-select"
          value={draft.country}
          onChange={(event) => setDraft({ ...draft, country: event.target.value })}
        >
          <option value="">{t('filters.all')}</option>
          {options?.countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-md-2">
        <button type="submit" className="btn btn-outline-primary w-100">
          {t('filters.apply')}
        </button>
      </div>
    </form>
  );
}
