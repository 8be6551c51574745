import { useState } from 'react';
import { FilterForm } from '@/components/forms/filter-form';
import { TextField } from '@/components/forms/text-field';
import { DEFAULT_CUSTOMER_ORDERING } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { customersHref, type CustomersQuery } from '../customers-query';

/** The search box; it keeps the order and starts again at the first page. */
export function CustomerSearch({ query }: { query: CustomersQuery }) {
  const { t } = useTranslation('manage-customers');
  const [search, setSearch] = useState(query.search);
  const { ordering, member } = query;
  return (
    <FilterForm
      action={ROUTES.settings.manageCustomers}
      label={t('search.label')}
      href={() => customersHref({ search: search.trim(), ordering, member })}
      applyLabel={t('search.apply')}
      clear={query.search ? { label: t('search.clear'), href: customersHref({ ordering, member }) } : undefined}
    >
      {ordering !== DEFAULT_CUSTOMER_ORDERING && <input type="hidden" name="ordering" value={ordering} />}
      {member && <input type="hidden" name={MEMBER_PARAM} value={member} />}
      <TextField
        className="col-12 col-md-6"
        label={t('search.field')}
        name="search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
    </FilterForm>
  );
}
