import type { CategoryRef, QuarterRef } from '@/lib/contract/purchasing';
import type { TableCell, TableColumn } from '@/lib/export/table';
import { moneyFormatter, percentFormatter, toAmount } from '@/lib/format/money';
import type { Translate } from '@/lib/i18n/use-translation';
import { dateTimeFormat } from '@/lib/text/intl-formats';

// How the purchasing screens write their figures: one object per render holding the locale, the
// currency and the translations, so every table and headline formats the same way.

export type Figures = {
  t: Translate;
  locale: string;
  currency: string;
  money(value: string | number): string;
  percent(value: number | null): string;
  /** A change, with its sign. */
  change(value: number | null): string;
  share(value: number): string;
  /** A money cell: shown formatted, exported as the number. */
  moneyCell(value: string | number): TableCell;
  percentCell(value: number | null): TableCell;
  changeCell(value: number | null): TableCell;
  shareCell(value: number): TableCell;
  textCell(text: string, href?: string): TableCell;
  /** A column of amounts, its header naming the currency ("Spend (SEK)"). */
  moneyColumn(key: string): TableColumn;
  column(key: string, numeric?: boolean): TableColumn;
  quarter(ref: QuarterRef): string;
  /** A span of days (`YYYY-MM-DD`, both inclusive): "1 Oct – 25 Nov 2026". */
  days(from: string, to: string): string;
  /** A day: "25 Nov 2026". */
  day(date: string): string;
  category(category: CategoryRef): string;
};

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

export function makeFigures(t: Translate, locale: string, currency: string): Figures {
  // Formatters taken once per render, not per cell.
  const money = moneyFormatter(currency, locale);
  const percent = percentFormatter(locale);
  const change = percentFormatter(locale, true);
  const share = (value: number) => percent(value * 100);
  const dates = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  // The same headers and quarters recur in every card: each interpolated text is made once per render.
  const once = new Map<string, string>();
  const remembered = (key: string, make: () => string) => {
    let text = once.get(key);
    if (text === undefined) {
      text = make();
      once.set(key, text);
    }
    return text;
  };
  return {
    t,
    locale,
    currency,
    money,
    percent,
    change,
    share,
    moneyCell: (value) => ({ text: money(value), value: toAmount(value) }),
    percentCell: (value) => ({ text: percent(value), value: value ?? '' }),
    changeCell: (value) => ({ text: change(value), value: value ?? '' }),
    shareCell: (value) => ({ text: share(value), value: Math.round(value * 1000) / 10 }),
    textCell: (text, href) => ({ text, value: text, href }),
    moneyColumn: (key) => ({
      header: remembered(`money|${key}`, () => t('withCurrency', { column: t(`columns.${key}`), currency })),
      numeric: true,
    }),
    column: (key, numeric = false) => ({ header: t(`columns.${key}`), numeric }),
    quarter: ({ year, quarter }) =>
      remembered(`quarter|${year}|${quarter}`, () => t('quarterLabel', { year, quarter })),
    days: (from, to) => dates.formatRange(utcDay(from), utcDay(to)),
    day: (date) => dates.format(utcDay(date)),
    category: (category) => t(`categories.${category.code}`, { defaultValue: category.name }),
  };
}
