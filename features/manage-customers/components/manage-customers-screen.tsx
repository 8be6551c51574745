import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { Pagination } from '@/components/pagination/pagination';
import { CUSTOMERS_PAGE_SIZE } from '@/lib/contract/settings';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useCustomers } from '../api/customers-list';
import { customersHref } from '../customers-query';
import { CustomerSearch } from './customer-search';
import { CustomersTable } from './customers-table';
import { ExportButton } from './export-button';
import type { ManageCustomersProps } from '../server/manage-customers-props';

/** `/settings/manage-costumers`: the pet owners enrolled in the clinic's engagement programme, searched, sorted and paged through the address. */
export function ManageCustomersScreen({ query, listKey, memberOptions, memberName }: ManageCustomersProps) {
  const { t } = useTranslation('manage-customers');
  const { data, error, isLoading } = useCustomers(listKey);
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / CUSTOMERS_PAGE_SIZE));
  const filtered = Boolean(query.search) || query.page > 1;

  return (
    <div className="container py-4">
      <MemberPageHeader title={t('title')} intro={t('intro')} memberOptions={memberOptions} member={query.member} />
      <CustomerSearch key={query.search} query={query} />
      <ExportButton query={query} memberName={memberName} disabled={!data || data.count === 0} />
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('table.loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <>
          <p role="status">{t('table.count', { count: data.count })}</p>
          <CustomersTable customers={data.results} query={query} />
        </>
      ) : (
        <p role="status" className="text-body-secondary">
          {filtered ? t('table.noMatches') : t('table.empty')}
        </p>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t('table.pages')}
        hrefFor={(page) => customersHref({ ...query, page })}
      />
    </div>
  );
}
