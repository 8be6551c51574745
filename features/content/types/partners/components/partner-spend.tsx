import { AppLink } from '@/components/app-link/app-link';
import { formatMoney, numberLocale } from '@/lib/format/money';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ROUTES } from '@/lib/routes';
import { FEATURE, isFeatureAvailable } from '@/lib/rules/features';
import { useSession } from '@/lib/session/session-context';
import styles from '../../../components/content.module.scss';
import { usePartnerSpend } from '../api/partner-api';

/** The member's purchases from the partner this year, for members with Spend and Savings and purchase data; nothing otherwise. */
export function PartnerSpendFacts({ partnerId }: { partnerId: number }) {
  const { t, i18n } = useTranslation('content');
  const { user, featureFlags, heldLevels } = useSession();
  const enabled = isFeatureAvailable(featureFlags, FEATURE.spendAndSavings, heldLevels);
  const { data } = usePartnerSpend(partnerId, enabled);
  if (!enabled || !data || data.dataAsOf === null) return null;
  const locale = numberLocale(i18n.language, user.member.country.code);
  return (
    <section aria-labelledby="partner-spend" className="mb-4">
      <h2 id="partner-spend" className="h4">
        {t('partner.spend')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('partner.spendThisYear', { year: data.year })}</dt>
          <dd>{formatMoney(data.spend, data.currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('partner.savingsThisYear', { year: data.year })}</dt>
          <dd>{formatMoney(data.savings, data.currency, locale)}</dd>
        </div>
      </dl>
      <AppLink href={ROUTES.reports.spendAndSavings}>{t('partner.spendReport')}</AppLink>
    </section>
  );
}
