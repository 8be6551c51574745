import { useRouter } from 'next/router';
import { useId, type ReactNode } from 'react';
import { stackedTableClass } from '@/components/data-table/stacked-table';
import { ScrollRegion } from '@/components/scroll-region/scroll-region';
import type { Customer, CustomerOrderingField } from '@/lib/contract/settings';
import { columnSort, nextOrdering } from '@/lib/http/ordering';
import { useTranslation } from '@/lib/i18n/use-translation';
import { MEMBER_PARAM } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { dateTimeFormat, numberFormat } from '@/lib/text/intl-formats';
import { customersHref, type CustomersQuery } from '../customers-query';

/** An address that may wrap before its `@`, so the eight columns fit a desktop without scrolling. */
function breakableEmail(email: string): ReactNode {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

type Column = { key: string; numeric?: boolean; sortBy?: CustomerOrderingField };

const COLUMNS: readonly Column[] = [
  { key: 'name', sortBy: 'lastName' },
  { key: 'email' },
  { key: 'phone' },
  { key: 'pets', numeric: true },
  { key: 'enrolled', sortBy: 'enrolledOn' },
  { key: 'lastVisit', sortBy: 'lastVisitOn' },
  { key: 'points', numeric: true, sortBy: 'points' },
  { key: 'consent' },
];

// Joined to the header's last word, so a header that wraps keeps its arrow.
const ARROWS = { ascending: '\u00a0▲', descending: '\u00a0▼', none: '' } as const;

/**
 * One page of customers. A sortable column's header is a button that submits a GET form with the
 * next ordering (so it works without script); with script the page changes by client navigation.
 */
export function CustomersTable({ customers, query }: { customers: Customer[]; query: CustomersQuery }) {
  const { t, i18n } = useTranslation('manage-customers');
  const router = useRouter();
  const captionId = useId();
  const sortFormId = useId();
  // ISO dates (no time of day): shown as the calendar date they name, whatever the reader's zone.
  const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const numbers = numberFormat(i18n.language, {});
  const date = (iso: string | null) => {
    const value = iso ? new Date(iso) : null;
    return value && !Number.isNaN(value.getTime()) ? dates.format(value) : '';
  };

  const label = (key: string) => t(`columns.${key}`);
  const header = ({ key, numeric, sortBy }: Column) => {
    const className = numeric ? 'text-end' : undefined;
    if (!sortBy) {
      return (
        <th key={key} scope="col" className={className}>
          {t(`columns.${key}`)}
        </th>
      );
    }
    const sort = columnSort(query.ordering, sortBy);
    const ordering = nextOrdering(query.ordering, sortBy);
    return (
      <th key={key} scope="col" className={className} aria-sort={sort}>
        <button
          type="submit"
          form={sortFormId}
          name="ordering"
          value={ordering}
          className="btn btn-link p-0 fw-bold text-start"
          onClick={(event) => {
            event.preventDefault();
            void router.push(customersHref({ search: query.search, ordering, member: query.member }));
          }}
        >
          {t(`columns.${key}`)}
          <span aria-hidden="true">{ARROWS[sort]}</span>
        </button>
      </th>
    );
  };

  return (
    <>
      <form id={sortFormId} method="get" action={ROUTES.settings.manageCustomers} hidden>
        {query.search && <input type="hidden" name="search" value={query.search} />}
        {query.member && <input type="hidden" name={MEMBER_PARAM} value={query.member} />}
      </form>
      <ScrollRegion labelledBy={captionId}>
        <table className={`table align-middle ${stackedTableClass}`}>
          <caption id={captionId} className="caption-top">
            {t('table.caption')}
          </caption>
          <thead>
            <tr>{COLUMNS.map(header)}</tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <tr key={customer.id}>
                <th scope="row" className="text-nowrap">
                  {`${customer.firstName} ${customer.lastName}`.trim()}
                </th>
                <td data-label={label('email')}>{breakableEmail(customer.email)}</td>
                <td className="text-nowrap" data-label={label('phone')}>
                  {customer.phoneNumber}
                </td>
                <td className="text-end" data-label={label('pets')}>
                  {numbers.format(customer.petCount)}
                </td>
                <td className="text-nowrap" data-label={label('enrolled')}>
                  {date(customer.enrolledOn)}
                </td>
                <td className="text-nowrap" data-label={label('lastVisit')}>
                  {date(customer.lastVisitOn)}
                </td>
                <td className="text-end" data-label={label('points')}>
                  {numbers.format(customer.points)}
                </td>
                <td data-label={label('consent')}>{t(customer.marketingConsent ? 'table.yes' : 'table.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
