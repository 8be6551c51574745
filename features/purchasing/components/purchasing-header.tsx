import { AppLink } from '@/components/app-link/app-link';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import type { ReportsAdditionalInfo } from '@/lib/contract/purchasing';
import { withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { formatDate } from '@/lib/time/date-format';
import type { Figures } from '../figures';
import type { PurchasingBaseProps } from '../server/purchasing-props';

type PurchasingHeaderProps = PurchasingBaseProps & {
  title: string;
  figures: Figures;
  info?: ReportsAdditionalInfo;
  /** Which of the two areas is open, for the links between them. */
  current: 'dashboard' | 'quarterly';
};

/** The title, the member switch, the links between dashboard and quarters, and the "data up to" line. */
export function PurchasingHeader({ title, figures, info, current, member, memberOptions }: PurchasingHeaderProps) {
  const { t } = figures;
  const tabs = [
    { key: 'dashboard', href: withMember(ROUTES.reports.spendAndSavings, member) },
    { key: 'quarterly', href: withMember(ROUTES.reports.quarterly, member) },
  ] as const;
  return (
    <>
      <MemberPageHeader title={title} memberOptions={memberOptions} member={member} />
      <nav aria-label={t('areas.label')} className="mb-3 d-print-none">
        <ul className="nav nav-pills">
          {tabs.map((tab) => (
            <li className="nav-item" key={tab.key}>
              <AppLink
                href={tab.href}
                className={`nav-link${tab.key === current ? ' active' : ''}`}
                aria-current={tab.key === current ? 'page' : undefined}
              >
                {t(`areas.${tab.key}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {info?.dataAsOf && (
        <p className="text-body-secondary">
          {t('dataAsOf', { date: formatDate(info.dataAsOf, figures.locale, 'UTC') })}
        </p>
      )}
    </>
  );
}
