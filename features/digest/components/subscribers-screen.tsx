import Head from 'next/head';
import { DataTable } from '@/components/data-table/data-table';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { Pagination } from '@/components/pagination/pagination';
import { apiClient } from '@/lib/api/browser-client';
import { pageTitle } from '@/lib/config/product';
import { SUBSCRIBERS_PAGE_SIZE, type Subscriber, type SubscriberCounts } from '@/lib/contract/digest';
import { exportFileName, type TableData } from '@/lib/export/table';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { Translate } from '@/lib/i18n/use-translation';
import { numberFormat } from '@/lib/text/intl-formats';
import { getAllSubscribers, useSubscriberCounts, useSubscribers } from '../api/subscribers';
import { subscribersHref } from '../subscribers-query';
import { DigestNav } from './digest-nav';
import { SubscriberFilters } from './subscriber-filters';
import type { SubscribersPageProps } from '../server/subscribers-props';

function countsTable(counts: SubscriberCounts, t: Translate, locale: string): TableData {
  const number = numberFormat(locale, {});
  const cell = (value: number) => ({ text: number.format(value), value });
  return {
    caption: t('subscribers.countsCaption'),
    columns: [{ header: t('subscribers.country') }, { header: t('subscribers.subscribers'), numeric: true }],
    rows: counts.countries.map((country) => ({
      key: String(country.id),
      cells: [{ text: country.name, value: country.name }, cell(country.count)],
    })),
    totals: [{ text: t('subscribers.total'), value: t('subscribers.total') }, cell(counts.total)],
  };
}

function subscribersTable(subscribers: Subscriber[], t: Translate): TableData {
  const text = (value: string) => ({ text: value, value });
  return {
    caption: t('subscribers.caption'),
    columns: [
      { header: t('subscribers.name') },
      { header: t('subscribers.email') },
      { header: t('subscribers.member') },
      { header: t('subscribers.country') },
      { header: t('subscribers.language') },
    ],
    rows: subscribers.map((subscriber) => ({
      key: String(subscriber.id),
      cells: [
        text(`${subscriber.firstName} ${subscriber.lastName}`.trim()),
        text(subscriber.email),
        text(subscriber.member.name),
        text(subscriber.country.name),
        text(subscriber.language?.name ?? '–'),
      ],
    })),
  };
}

/** `/digest/subscribers` (staff): who receives the digest, filtered and paged through the address, with the counts per country. */
export function SubscribersScreen({ query, listKey, countsKey, levels }: SubscribersPageProps) {
  const { t, i18n } = useTranslation('digest-subscribers');
  const { data, error, isLoading } = useSubscribers(listKey);
  const { data: counts } = useSubscriberCounts(countsKey);
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / SUBSCRIBERS_PAGE_SIZE));
  const filtered = Boolean(query.country || query.language || query.level || query.search);
  const today = new Date().toISOString().slice(0, 10);

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('subscribers.title'))}</title>
      </Head>
      <h1>{t('subscribers.title')}</h1>
      <p className="lead">{t('subscribers.intro')}</p>
      <DigestNav />
      <SubscriberFilters query={query} levels={levels} />
      {counts && counts.countries.length > 0 && (
        <DataTable
          table={countsTable(counts, t, i18n.language)}
          fileName={exportFileName(['digest-subscribers-per-country', today])}
          locale={i18n.language}
        />
      )}
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('subscribers.loadFailed')}
        </p>
      ) : isLoading && !data ? (
        <LoadingMessage />
      ) : data && data.results.length > 0 ? (
        <>
          <p role="status">{t('subscribers.count', { count: data.count })}</p>
          <DataTable
            table={subscribersTable(data.results, t)}
            fileName={exportFileName(['digest-subscribers', today])}
            locale={i18n.language}
            stackOnPhone
            // The export holds the whole filtered list, not the page shown: every page, asked for on the click.
            exportRows={async () => subscribersTable(await getAllSubscribers(apiClient, query), t).rows}
          />
        </>
      ) : (
        <p role="status" className="text-body-secondary">
          {filtered ? t('subscribers.noMatches') : t('subscribers.empty')}
        </p>
      )}
      <Pagination
        page={query.page}
        pages={pages}
        label={t('subscribers.pages')}
        hrefFor={(page) => subscribersHref({ ...query, page })}
      />
    </div>
  );
}
