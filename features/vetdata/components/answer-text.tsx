import type { Question } from '@/lib/contract/vetdata';
import type { Translate } from '@/lib/i18n/use-translation';
import type { Draft } from '../answer-drafts';

/** An answer as words: the choice's label, the figure with its unit, or "Not answered". */
export function AnswerText({ question, draft, t }: { question: Question; draft: Draft; t: Translate }) {
  const none = <span className="text-body-secondary">{t('review.notAnswered')}</span>;
  const unit = 'unit' in question && question.unit ? t(`units.${question.unit}`, { defaultValue: question.unit }) : '';
  switch (question.kind) {
    case 'number':
    case 'scale':
      return typeof draft === 'string' && draft.trim() !== '' ? <>{unit ? `${draft} ${unit}` : draft}</> : none;
    case 'text':
      return typeof draft === 'string' && draft.trim() !== '' ? <span className="text-break">{draft}</span> : none;
    case 'single': {
      const option = question.options.find((item) => item.code === draft);
      return option ? <>{option.label}</> : none;
    }
    case 'multiple': {
      const chosen = Array.isArray(draft) ? question.options.filter((item) => draft.includes(item.code)) : [];
      return chosen.length > 0 ? <>{chosen.map((item) => item.label).join(', ')}</> : none;
    }
    case 'matrix': {
      const cells = draft !== null && typeof draft === 'object' && !Array.isArray(draft) ? draft : {};
      const filled = question.rows.filter((row) => (cells[row.code] ?? '').trim() !== '');
      return filled.length > 0 ? (
        <ul className="list-unstyled mb-0">
          {filled.map((row) => (
            <li key={row.code}>
              {row.label}: {cells[row.code]} {unit}
            </li>
          ))}
        </ul>
      ) : (
        none
      );
    }
  }
}
