import type { SurveySummary } from '@/lib/contract/vetdata';
import type { Translate } from '@/lib/i18n/use-translation';

const CHIP = { none: 'text-bg-secondary', draft: 'text-bg-warning', submitted: 'text-bg-success' } as const;

/** The member's status in a survey and how much it has answered ("Draft · 12 of 40 answered"). */
export function SurveyStatus({ survey, t }: { survey: SurveySummary; t: Translate }) {
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      <span className={`badge ${CHIP[survey.myStatus]}`}>{t(`status.${survey.myStatus}`)}</span>
      <span className="small">
        {t('progress.answered', { answered: survey.answered, total: survey.questionCount })}
      </span>
    </span>
  );
}
