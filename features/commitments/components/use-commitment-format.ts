import type { Commitment, CommitmentResult, CommitmentTier } from '@/lib/contract/purchasing';
import { moneyFormatter, numberLocale } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useSession } from '@/lib/session/session-context';
import { dateTimeFormat, numberFormat } from '@/lib/text/intl-formats';

const DAY_MS = 86_400_000;

/** A calendar date of the API (YYYY-MM-DD) as a UTC instant, so no time zone moves it a day. */
const utcDate = (iso: string, shiftDays = 0): Date | null => {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time + shiftDays * DAY_MS);
};

/** Amounts in the member's currency and the reader's language; periods with their last day (the API's end is exclusive). */
export function useCommitmentFormat() {
  const { t, i18n } = useTranslation('commitments');
  const { user } = useSession();
  const locale = numberLocale(i18n.language, user.member.country.code);
  const fallbackCurrency = user.member.country.currency;
  // One formatter per currency for the render (a card writes several amounts in the same one).
  const formatters = new Map<string, (value: string | number) => string>();
  const money = (amount: string | number, currency: string) => {
    const shown = currency || fallbackCurrency;
    let format = formatters.get(shown);
    if (!format) {
      format = moneyFormatter(shown, locale);
      formatters.set(shown, format);
    }
    return format(amount);
  };
  const dates = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  // A tier's discount written the reader's way: 2,5 % in Swedish.
  const percent = numberFormat(locale, { maximumFractionDigits: 2 });
  return {
    /** The figures' locale (sv-SE), which also decides an export's separator. */
    locale,
    money,
    date: (iso: string) => {
      const date = utcDate(iso);
      return date ? dates.format(date) : '';
    },
    period: (commitment: Pick<Commitment, 'periodStart' | 'periodEnd'>) => {
      const start = utcDate(commitment.periodStart);
      const last = utcDate(commitment.periodEnd, -1);
      return start && last ? dates.formatRange(start, last) : '';
    },
    /** Supplier and category, the category by its code as the dashboard names it ("Läkemedel"). */
    subject: (commitment: Pick<Commitment, 'supplier' | 'category'>) =>
      [
        commitment.supplier?.name,
        commitment.category &&
          t(`purchasing:categories.${commitment.category.code}`, { defaultValue: commitment.category.name }),
      ]
        .filter(Boolean)
        .join(' · ') || t('anySupplier'),
    tier: (tier: CommitmentTier, currency: string) =>
      t('tier', {
        percent: percent.format(Number(tier.discountPercent)),
        amount: money(tier.thresholdAmount, currency),
      }),
    /** An ended commitment in words: "Bought 60 000 kr of 100 000 kr: missed". */
    result: (commitment: Pick<Commitment, 'targetAmount' | 'currency'>, result: CommitmentResult) =>
      t('result', {
        actual: money(result.actualAmount, commitment.currency),
        target: money(commitment.targetAmount, commitment.currency),
        outcome: t(`outcome.${result.status}`),
      }),
  };
}
