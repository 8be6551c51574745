import { AppLink } from '@/components/app-link/app-link';
import type { Translate } from '@/lib/i18n/use-translation';

/** The surveys a report page may show, as links (`?survey=`); nothing when there is only one. */
export function SurveyPicker({
  surveys,
  surveyId,
  hrefFor,
  t,
}: {
  surveys: { id: number; title: string }[];
  surveyId: number | null;
  hrefFor: (id: number) => string;
  t: Translate;
}) {
  if (surveys.length < 2) return null;
  return (
    <nav aria-label={t('pickSurvey')} className="mb-3 d-print-none">
      <ul className="nav nav-pills">
        {surveys.map((survey) => (
          <li className="nav-item" key={survey.id}>
            <AppLink
              href={hrefFor(survey.id)}
              className={`nav-link${survey.id === surveyId ? ' active' : ''}`}
              aria-current={survey.id === surveyId ? 'page' : undefined}
            >
              {survey.title}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
