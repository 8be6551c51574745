import { AppLink } from '@/components/app-link/app-link';
import type { SurveySummary } from '@/lib/contract/vetdata';
import { useTranslation } from '@/lib/i18n/use-translation';
import { withMember } from '@/lib/members/member-query';
import { ROUTES } from '@/lib/routes';
import { useSession } from '@/lib/session/session-context';
import { countryTimeZone } from '@/lib/time/country-time-zone';
import { formatDate } from '@/lib/time/date-format';
import { SurveyStatus } from './survey-status';

/** Surveys as cards: title, dates, the member's status and the way in. */
export function SurveyList({ surveys, member }: { surveys: SurveySummary[]; member: number | null }) {
  const { t, i18n } = useTranslation('vetdata');
  const { user } = useSession();
  const timeZone = countryTimeZone(user.member.country.code);
  return (
    <ul className="list-unstyled row g-3">
      {surveys.map((survey) => (
        <li key={survey.id} className="col-12 col-lg-6">
          <article className="card h-100">
            <div className="card-body">
              <h3 className="h5 card-title">
                <AppLink href={withMember(ROUTES.vetData.survey(survey.id), member)}>{survey.title}</AppLink>
              </h3>
              {survey.description && <p className="card-text">{survey.description}</p>}
              <p className="small text-body-secondary mb-2">
                {t(`state.${survey.state}`, {
                  opens: formatDate(survey.opensAt, i18n.language, timeZone),
                  closes: formatDate(survey.closesAt, i18n.language, timeZone),
                })}
              </p>
              <SurveyStatus survey={survey} t={t} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
