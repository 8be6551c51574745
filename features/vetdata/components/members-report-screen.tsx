import Head from 'next/head';
import { useState } from 'react';
import { AppLink } from '@/components/app-link/app-link';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { DataTable } from '@/components/data-table/data-table';
import { FilterForm } from '@/components/forms/filter-form';
import { SelectField } from '@/components/forms/select-field';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { Pagination } from '@/components/pagination/pagination';
import { pageTitle } from '@/lib/config/product';
import type { ReminderResult, ResponseRates } from '@/lib/contract/vetdata';
import type { TableData } from '@/lib/export/table';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/session-context';
import { numberFormat } from '@/lib/text/intl-formats';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';
import {
  NON_RESPONDERS_PAGE_SIZE,
  sendReminders,
  useNonResponders,
  useResponseRates,
  type NonResponderFilters,
} from '../api/vetdata-api';
import { SurveyPicker } from './survey-picker';
import type { MembersReportProps } from '../server/vetdata-props';

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

type RateRow = { key: string; name: string; eligible: number; draft: number; submitted: number; rate: number };

function ratesTable(t: Translate, locale: string, caption: string, first: string, rows: RateRow[]): TableData {
  const count = numberFormat(locale, {});
  const percent = numberFormat(locale, PERCENT);
  const cell = (value: number) => ({ text: count.format(value), value });
  return {
    caption,
    columns: [
      { header: first },
      { header: t('rates.eligible'), numeric: true },
      { header: t('rates.draft'), numeric: true },
      { header: t('rates.submitted'), numeric: true },
      { header: t('rates.rate'), numeric: true },
    ],
    rows: rows.map((row) => ({
      key: row.key,
      cells: [
        { text: row.name, value: row.name },
        cell(row.eligible),
        cell(row.draft),
        cell(row.submitted),
        { text: percent.format(row.rate), value: row.rate },
      ],
    })),
  };
}

function Rates({ rates, t, locale }: { rates: ResponseRates; t: Translate; locale: string }) {
  const percent = numberFormat(locale, PERCENT);
  return (
    <>
      <p className="fs-5">
        {t('rates.total', { rate: percent.format(rates.rate), submitted: rates.submitted, eligible: rates.eligible })}
      </p>
      <div className="row">
        <div className="col-12 col-lg-6">
          <DataTable
            locale={locale}
            table={ratesTable(
              t,
              locale,
              t('rates.byCountry'),
              t('rates.country'),
              rates.byCountry.map((row) => ({ key: String(row.country.id), name: row.country.name, ...row })),
            )}
          />
        </div>
        <div className="col-12 col-lg-6">
          <DataTable
            locale={locale}
            table={ratesTable(
              t,
              locale,
              t('rates.byLevel'),
              t('rates.level'),
              rates.byLevel.map((row) => ({ key: String(row.level.id), name: row.level.name, ...row })),
            )}
          />
        </div>
      </div>
    </>
  );
}

function hrefOf(surveyId: number | null, filters: Partial<NonResponderFilters>): string {
  const search = new URLSearchParams();
  if (surveyId !== null) search.set('survey', String(surveyId));
  if (filters.country) search.set('country', String(filters.country));
  if (filters.level) search.set('level', String(filters.level));
  if (filters.page && filters.page > 1) search.set('page', String(filters.page));
  const text = search.toString();
  return text ? `${ROUTES.vetData.membersReport}?${text}` : ROUTES.vetData.membersReport;
}

/** `/vetdata/members-report` (staff): response rates, who has not answered, and a reminder to them. */
export function MembersReportScreen({ surveys, surveyId, filters, ratesKey, nonRespondersKey }: MembersReportProps) {
  const { t, i18n } = useTranslation('vetdata');
  const { user } = useSession();
  const messages = useFailureMessages();
  const timeZone = countryTimeZone(user.member.country.code);
  const { data: rates, error: ratesError } = useResponseRates(ratesKey);
  const { data: list, error: listError, mutate } = useNonResponders(nonRespondersKey);
  const [country, setCountry] = useState(filters.country ? String(filters.country) : '');
  const [level, setLevel] = useState(filters.level ? String(filters.level) : '');
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ReminderResult | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const pages = Math.max(1, Math.ceil((list?.count ?? 0) / NON_RESPONDERS_PAGE_SIZE));

  const remind = async () => {
    if (surveyId === null) return;
    setSending(true);
    setFailure([]);
    try {
      setResult(await sendReminders(surveyId, filters.country ? { country: filters.country } : {}));
      setAsking(false);
      await mutate();
    } catch (error) {
      setAsking(false);
      setFailure(await messages.failure(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="container py-4">
      <Head>
        <title>{pageTitle(t('membersReport.title'))}</title>
      </Head>
      <h1 className="h2">{t('membersReport.title')}</h1>
      <p className="lead">{t('membersReport.intro')}</p>
      <SurveyPicker surveys={surveys} surveyId={surveyId} hrefFor={(id) => hrefOf(id, {})} t={t} />
      {surveyId === null ? (
        <p>{t('surveys.empty')}</p>
      ) : (
        <>
          <h2 className="h4">{t('rates.title')}</h2>
          {ratesError && !rates ? (
            <p className="alert alert-danger" role="alert">
              {t('loadFailed')}
            </p>
          ) : rates ? (
            <Rates rates={rates} t={t} locale={i18n.language} />
          ) : (
            <LoadingMessage />
          )}
          <h2 className="h4 mt-4">{t('nonResponders.title')}</h2>
          <FilterForm
            action={ROUTES.vetData.membersReport}
            label={t('nonResponders.filters')}
            applyLabel={t('nonResponders.apply')}
            href={() => hrefOf(surveyId, { country: Number(country) || null, level: Number(level) || null })}
            clear={
              filters.country || filters.level
                ? { label: t('nonResponders.clear'), href: hrefOf(surveyId, {}) }
                : undefined
            }
          >
            <input type="hidden" name="survey" value={surveyId} />
            <div className="col-12 col-sm-6 col-md-4">
              <SelectField
                label={t('rates.country')}
                value={country}
                placeholder={t('nonResponders.allCountries')}
                options={(rates?.byCountry ?? []).map((row) => ({
                  value: String(row.country.id),
                  label: row.country.name,
                }))}
                onChange={setCountry}
              />
            </div>
            <div className="col-12 col-sm-6 col-md-4">
              <SelectField
                label={t('rates.level')}
                value={level}
                placeholder={t('nonResponders.allLevels')}
                options={(rates?.byLevel ?? []).map((row) => ({ value: String(row.level.id), label: row.level.name }))}
                onChange={setLevel}
              />
            </div>
          </FilterForm>
          {listError && !list ? (
            <p className="alert alert-danger" role="alert">
              {t('loadFailed')}
            </p>
          ) : !list ? (
            <LoadingMessage />
          ) : list.results.length === 0 ? (
            filters.country || filters.level ? (
              <p>
                {t('nonResponders.noneMatching')}{' '}
                <AppLink href={hrefOf(surveyId, {})}>{t('nonResponders.clearFilter')}</AppLink>
              </p>
            ) : (
              <p>{t('nonResponders.none')}</p>
            )
          ) : (
            <>
              <ul className="list-group mb-3">
                {list.results.map((row) => (
                  <li key={row.member.id} className="list-group-item d-flex flex-wrap justify-content-between gap-2">
                    <span>
                      {row.member.name} <span className="text-body-secondary">· {row.member.country.name}</span>
                    </span>
                    <span className="small">
                      {t(`status.${row.status}`)} ·{' '}
                      {row.lastRemindedAt
                        ? t('nonResponders.reminded', { date: formatDate(row.lastRemindedAt, i18n.language, timeZone) })
                        : t('nonResponders.neverReminded')}
                    </span>
                  </li>
                ))}
              </ul>
              <Pagination
                page={filters.page}
                pages={pages}
                label={t('nonResponders.pages')}
                hrefFor={(page) => hrefOf(surveyId, { ...filters, page })}
              />
              <button type="button" className="btn btn-primary mt-2" onClick={() => setAsking(true)}>
                {t('reminder.button', { total: list.count })}
              </button>
            </>
          )}
          {result && (
            <p className="alert alert-success mt-3" role="status">
              {t('reminder.result', { reminded: result.reminded, skipped: result.skipped })}
            </p>
          )}
          {failure.length > 0 && (
            <p className="alert alert-danger mt-3" role="alert">
              {failure.join(' ')}
            </p>
          )}
          <ConfirmDialog
            show={asking}
            message={t('reminder.confirm', { total: list?.count ?? 0 })}
            confirmLabel={t('reminder.send')}
            busy={sending}
            onConfirm={() => void remind()}
            onCancel={() => setAsking(false)}
          />
        </>
      )}
    </div>
  );
}
