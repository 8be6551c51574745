import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field';
import { USER_STATUS, type UserStatus } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { usersHref, type UsersQuery } from '../users-query';

const STATUS_OPTIONS: readonly UserStatus[] = [USER_STATUS.active, USER_STATUS.invited, USER_STATUS.inactive];

/**
 * Search and status filter: a plain GET form (works without script); with script a client
 * navigation, and a new status applies at once.
 */
export function UserFilters({ query }: { query: UsersQuery }) {
  const { t } = useTranslation('manage-users');
  const router = useRouter();
  const [search, setSearch] = useState(query.search);
  const [status, setStatus] = useState<string>(query.status ?? '');

  const go = (changes: Partial<UsersQuery>) =>
    void router.push(usersHref({ search: search.trim(), status: (status || null) as UserStatus | null, ...changes }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    go({});
  }

  return (
    <form
      method="get"
      action={ROUTES.settings.manageUsers}
      onSubmit={onSubmit}
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label={t('filters.label')}
    >
      <TextField
        className="col-12 col-md-5"
        label={t('filters.search')}
        name="search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="col-12 col-sm-6 col-md-3">
        <label htmlFor="user-status" className="form-label">
          {t('filters.status')}
        </label>
        <select
          id="user-status"
          name="status"
          className="form-select"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            go({ status: (event.target.value || null) as UserStatus | null });
          }}
        >
          <option value="">{t('filters.all')}</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`status.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-sm-6 col-md-4 d-flex gap-2">
        <button type="submit" className="btn btn-primary flex-grow-1">
          {t('filters.apply')}
        </button>
        {(query.search || query.status) && (
          <Link className="btn btn-outline-secondary" href={ROUTES.settings.manageUsers}>
            {t('filters.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
