import { useRouter } from 'next/router';
import { useState } from 'react';
import { FilterForm } from '@/components/forms/filter-form';
import { TextField } from '@/components/forms/text-field';
import { USER_STATUS, type UserStatus } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { usersHref, type UsersQuery } from '../users-query';

const STATUS_OPTIONS: readonly UserStatus[] = [USER_STATUS.active, USER_STATUS.invited, USER_STATUS.inactive];

/** Search and status filter; a new status applies at once (with script), the search on submit. */
export function UserFilters({ query }: { query: UsersQuery }) {
  const { t } = useTranslation('manage-users');
  const router = useRouter();
  const [search, setSearch] = useState(query.search);
  const [status, setStatus] = useState<string>(query.status ?? '');
  const { member } = query;
  const href = (chosen: string) =>
    usersHref({ search: search.trim(), status: (chosen || null) as UserStatus | null, member });

  return (
    <FilterForm
      action={ROUTES.settings.manageUsers}
      label={t('filters.label')}
      href={() => href(status)}
      applyLabel={t('filters.apply')}
      clear={query.search || query.status ? { label: t('filters.clear'), href: usersHref({ member }) } : undefined}
    >
      {member && <input type="hidden" name={MEMBER_PARAM} value={member} />}
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
            void router.push(href(event.target.value));
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
    </FilterForm>
  );
}
