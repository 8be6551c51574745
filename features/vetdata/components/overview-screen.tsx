import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { useSurveys } from '../api/vetdata-api';
import { SurveyList } from './survey-list';
import type { OverviewProps } from '../server/vetdata-props';

/** `/vetdata`: what VetData is, the open surveys with the member's status, and the way to its figures. */
export function OverviewScreen({ member, memberOptions, surveysKey }: OverviewProps) {
  const { t } = useTranslation('vetdata');
  const { data, error } = useSurveys(surveysKey);
  const open = data?.filter((survey) => survey.state === 'open') ?? [];
  return (
    <div className="container py-4">
      <MemberPageHeader title={t('title')} intro={t('intro')} memberOptions={memberOptions} member={member} />
      <p>{t('about')}</p>
      <h2 className="h4 mt-4">{t('overview.openSurveys')}</h2>
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : !data ? (
        <LoadingMessage />
      ) : open.length > 0 ? (
        <SurveyList surveys={open} member={member} />
      ) : (
        <p>{t('overview.noOpen')}</p>
      )}
      <ul className="list-inline mt-3">
        <li className="list-inline-item">
          <AppLink href={withMember(ROUTES.vetData.surveys, member)}>{t('overview.allSurveys')}</AppLink>
        </li>
        <li className="list-inline-item">
          <AppLink href={withMember(ROUTES.vetData.memberDashboard, member)}>{t('overview.dashboard')}</AppLink>
        </li>
        <li className="list-inline-item">
          <AppLink href={withMember(ROUTES.vetData.memberReport, member)}>{t('overview.report')}</AppLink>
        </li>
      </ul>
    </div>
  );
}

/** `/vetdata/surveys`: every survey of the member's country, open first. */
export function SurveysScreen({ member, memberOptions, surveysKey }: OverviewProps) {
  const { t } = useTranslation('vetdata');
  const { data, error } = useSurveys(surveysKey);
  const order = { open: 0, upcoming: 1, closed: 2 } as const;
  const surveys = [...(data ?? [])].sort(
    (a, b) => order[a.state] - order[b.state] || b.closesAt.localeCompare(a.closesAt),
  );
  return (
    <div className="container py-4">
      <MemberPageHeader title={t('surveys.title')} memberOptions={memberOptions} member={member} />
      {error && !data ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : !data ? (
        <LoadingMessage />
      ) : surveys.length > 0 ? (
        <SurveyList surveys={surveys} member={member} />
      ) : (
        <p>{t('surveys.empty')}</p>
      )}
    </div>
  );
}
