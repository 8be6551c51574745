import { AppLink } from '@/components/app-link/app-link';
import { LoadingMessage } from '@/components/loading-message/loading-message';
import { MemberPageHeader } from '@/components/member-page-header/member-page-header';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { useSurvey } from '../api/vetdata-api';
import { SurveyForm } from './survey-form';
import type { SurveyProps } from '../server/vetdata-props';

/** `/vetdata/surveys/{id}`: the survey form for the acting member. */
export function SurveyScreen({ member, memberOptions, surveyKey }: SurveyProps) {
  const { t } = useTranslation('vetdata');
  const { data: survey, error } = useSurvey(surveyKey);
  return (
    <div className="container py-4">
      <p className="d-print-none mb-2">
        <AppLink href={withMember(ROUTES.vetData.surveys, member)}>{t('surveys.back')}</AppLink>
      </p>
      <MemberPageHeader
        title={survey?.title ?? t('surveys.title')}
        intro={survey?.description || undefined}
        memberOptions={memberOptions}
        member={member}
      />
      {error && !survey ? (
        <p className="alert alert-danger" role="alert">
          {t('loadFailed')}
        </p>
      ) : !survey ? (
        <LoadingMessage />
      ) : survey.state === 'upcoming' ? (
        <p className="alert alert-info">{t('form.upcoming')}</p>
      ) : (
        <SurveyForm key={`${survey.id}-${member ?? 'own'}`} survey={survey} member={member} />
      )}
    </div>
  );
}
