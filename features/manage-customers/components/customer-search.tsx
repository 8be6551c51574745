import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/text-field';
import { DEFAULT_CUSTOMER_ORDERING } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { customersHref, type CustomersQuery } from '../customers-query';

/** The search box: a plain GET form (works without script) that keeps the order; with script a client navigation. */
export function CustomerSearch({ query }: { query: CustomersQuery }) {
  const { t } = useTranslation('manage-customers');
  const router = useRouter();
  const [search, setSearch] = useState(query.search);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void router.push(customersHref({ search: search.trim(), ordering: query.ordering }));
  }

  return (
    <form
      method="get"
      action={ROUTES.settings.manageCustomers}
      onSubmit={onSubmit}
      className="row g-2 align-items-end mb-3"
      role="search"
      aria-label={t('search.label')}
    >
      {query.ordering !== DEFAULT_CUSTOMER_ORDERING && <input type="hidden" name="ordering" value={query.ordering} />}
      <TextField
        className="col-12 col-md-6"
        label={t('search.field')}
        name="search"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="col-12 col-md-4 d-flex gap-2">
        <button type="submit" className="btn btn-primary flex-grow-1">
          {t('search.apply')}
        </button>
        {query.search && (
          <Link className="btn btn-outline-secondary" href={customersHref({ ordering: query.ordering })}>
            {t('search.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
