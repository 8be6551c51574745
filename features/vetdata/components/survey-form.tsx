import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api/api-error';
import {
  type AnswerSaved,
  type Question,
  type Survey,
  type SurveyAnswer,
  VETDATA_ERROR_CODES,
} from '@/lib/contract/vetdata';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { useLeaveWarning } from '@/lib/forms/use-leave-warning';
import { useTranslation, type Translate } from '@/lib/i18n/use-translation';
import { draftOf, isAnswered, readDraft, type Draft, type Drafts } from '../answer-drafts';
import { saveAnswer, submitAnswer } from '../api/vetdata-api';
import { AnswerText } from './answer-text';
import { problemText, QuestionField } from './question-field';
import { useAutosave, type SaveState } from './use-autosave';
import styles from './vetdata.module.scss';

type SurveyFormProps = { survey: Survey; member: number | null };

const questionsOf = (survey: Survey): Question[] => survey.sections.flatMap((section) => section.questions);

function initialDrafts(survey: Survey): Drafts {
  return Object.fromEntries(
    questionsOf(survey).map((question) => [String(question.id), draftOf(question, survey.answer.values[question.id])]),
  );
}

/** The per-question messages of a refused submission: `400 {values: {<id>: [message]}}` read as `values.<id>`. */
function submissionErrors(error: ApiError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (field.startsWith('values.')) errors[field.slice('values.'.length)] = messages;
  }
  return errors;
}

/**
 * The survey's own text for a refusal because it does not take answers now (409 with the contract's
 * code): trying again cannot help, so it says why instead of offering "Try again". Null otherwise.
 */
function notTakingAnswers(error: unknown, t: Translate): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code === VETDATA_ERROR_CODES.closed) return t('save.closed');
  if (error.code === VETDATA_ERROR_CODES.notOpen) return t('form.upcoming');
  return null;
}

type SaveStatusProps = { state: SaveState; failure: unknown; onRetry: () => void; t: Translate };

function SaveStatus({ state, failure, onRetry, t }: SaveStatusProps) {
  const refusal = state === 'failed' ? notTakingAnswers(failure, t) : null;
  return (
    <div className={styles.saveStatus} role="status" aria-live="polite">
      {state === 'saving' && t('save.saving')}
      {state === 'saved' && t('save.saved')}
      {state === 'waiting' && t('save.waiting')}
      {refusal && <span className="text-danger">{refusal}</span>}
      {state === 'failed' && !refusal && (
        <span className="text-danger">
          {t('save.failed')}{' '}
          <button type="button" className="btn btn-sm btn-outline-danger ms-2" onClick={onRetry}>
            {t('save.retry')}
          </button>
        </span>
      )}
    </div>
  );
}

/**
 * The survey form: one section at a time with the progress, autosaved as the member types, each
 * question's checks beside it, and a review of every answer (and what is still missing) before
 * submitting. Editable while the survey is open, read-only once it has closed.
 */
export function SurveyForm({ survey, member }: SurveyFormProps) {
  const { t } = useTranslation('vetdata');
  const messages = useFailureMessages();
  const questions = useMemo(() => questionsOf(survey), [survey]);
  const [drafts, setDrafts] = useState<Drafts>(() => initialDrafts(survey));
  const [answer, setAnswer] = useState<SurveyAnswer>(survey.answer);
  const [touched, setTouched] = useState<Set<string>>(() => new Set());
  const [unsavable, setUnsavable] = useState<Set<string>>(() => new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [step, setStep] = useState(0);
  const [reviewed, setReviewed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitFailure, setSubmitFailure] = useState<string[]>([]);
  const [justSubmitted, setJustSubmitted] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const reviewStep = survey.sections.length;

  const onSaved = useCallback((saved: AnswerSaved, sent: string[]) => {
    setAnswer(saved.answer);
    setServerErrors((current) => {
      const next = { ...current };
      for (const id of sent) {
        const refused = saved.errors[id];
        // The admin API writes VetData's per-question messages in the reader's language.
        if (refused && refused.length > 0) next[id] = refused;
        else delete next[id];
      }
      return next;
    });
  }, []);
  const autosave = useAutosave((values) => saveAnswer(survey.id, member, values), onSaved);
  const dirty = autosave.pending || autosave.state === 'saving' || unsavable.size > 0;
  useLeaveWarning(dirty, t('leaveQuestion'));

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const change = (question: Question, draft: Draft) => {
    const id = String(question.id);
    setDrafts((current) => ({ ...current, [id]: draft }));
    setTouched((current) => new Set(current).add(id));
    setJustSubmitted(false);
    const reading = readDraft(question, draft);
    const next = new Set(unsavable);
    if (reading.problems.length === 0) {
      next.delete(id);
      autosave.queue(id, reading.value);
    } else {
      next.add(id);
      autosave.drop(id);
    }
    setUnsavable(next);
  };

  const errorsOf = (question: Question, checkRequired: boolean): string[] => {
    const id = String(question.id);
    const shown = checkRequired || touched.has(id);
    const problems = shown ? readDraft(question, drafts[id] ?? '', checkRequired).problems : [];
    return [...problems.map((problem) => problemText(t, problem)), ...(serverErrors[id] ?? [])];
  };

  const go = (target: number) => {
    moved.current = true;
    if (target === reviewStep) setReviewed(true);
    setStep(target);
  };

  const answeredCount = questions.filter((question) => isAnswered(question, drafts[String(question.id)] ?? '')).length;

  const submit = async () => {
    setSubmitFailure([]);
    setSubmitting(true);
    try {
      if (!(await autosave.flush())) {
        setSubmitFailure([notTakingAnswers(autosave.lastFailure(), t) ?? t('save.failed')]);
        return;
      }
      const missing = questions.some((question) => errorsOf(question, true).length > 0);
      if (missing) {
        setSubmitFailure([t('review.fixFirst')]);
        return;
      }
      setAnswer(await submitAnswer(survey.id, member));
      setJustSubmitted(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const refused = submissionErrors(error);
        setServerErrors((current) => ({
          ...current,
          ...refused,
        }));
        setSubmitFailure(Object.keys(refused).length > 0 ? [t('review.fixFirst')] : await messages.failure(error));
      } else {
        const refusal = notTakingAnswers(error, t);
        setSubmitFailure(refusal ? [refusal] : await messages.failure(error));
      }
    } finally {
      setSubmitting(false);
    }
  };

  if (!answer.editable) {
    return (
      <>
        <p className="alert alert-info">
          {answer.status === 'submitted' ? t('form.closedSubmitted') : t('form.closed')}
        </p>
        <AnswerReview survey={survey} drafts={drafts} t={t} />
      </>
    );
  }

  const section = survey.sections[step];
  return (
    <div className={styles.form}>
      <div className={styles.formHead}>
        <p className="mb-1">
          {step < reviewStep
            ? t('progress.section', { current: step + 1, total: survey.sections.length })
            : t('progress.review')}
        </p>
        <div
          className="progress mb-1"
          role="progressbar"
          aria-label={t('progress.label')}
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={answeredCount}
          aria-valuetext={t('progress.answered', { answered: answeredCount, total: questions.length })}
        >
          <div
            className="progress-bar"
            style={{ width: `${questions.length ? (answeredCount / questions.length) * 100 : 0}%` }}
          />
        </div>
        <p className="small text-body-secondary mb-0">
          {t('progress.answered', { answered: answeredCount, total: questions.length })}
        </p>
        <SaveStatus state={autosave.state} failure={autosave.failure} onRetry={() => void autosave.flush()} t={t} />
      </div>
      {answer.status === 'draft' && answer.submittedAt && (
        <p className="alert alert-warning">{t('form.changedSinceSubmit')}</p>
      )}
      {answer.status === 'submitted' && (
        <p
          className={`alert ${justSubmitted ? 'alert-success' : 'alert-info'}`}
          role={justSubmitted ? 'status' : undefined}
        >
          {justSubmitted ? t('form.submittedNow') : t('form.submittedEditable')}
        </p>
      )}
      {section ? (
        <form
          noValidate
          aria-labelledby="survey-section-title"
          onSubmit={(event) => {
            event.preventDefault();
            go(step + 1);
          }}
        >
          <h2 id="survey-section-title" className="h4" tabIndex={-1} ref={heading}>
            {section.title}
          </h2>
          {section.description && <p>{section.description}</p>}
          {section.questions.map((question) => (
            <QuestionField
              key={question.id}
              question={question}
              draft={drafts[String(question.id)] ?? ''}
              errors={errorsOf(question, false)}
              onChange={(draft) => change(question, draft)}
              t={t}
            />
          ))}
          <div className={styles.steps}>
            {step > 0 && (
              <button type="button" className="btn btn-outline-secondary" onClick={() => go(step - 1)}>
                {t('steps.previous')}
              </button>
            )}
            <button type="submit" className="btn btn-primary">
              {step + 1 < reviewStep ? t('steps.next') : t('steps.toReview')}
            </button>
          </div>
        </form>
      ) : (
        <section aria-labelledby="survey-section-title">
          <h2 id="survey-section-title" className="h4" tabIndex={-1} ref={heading}>
            {t('review.title')}
          </h2>
          <p>{t('review.intro')}</p>
          <AnswerReview
            survey={survey}
            drafts={drafts}
            t={t}
            errorsOf={(question) => errorsOf(question, reviewed)}
            onChange={(sectionIndex) => go(sectionIndex)}
          />
          {submitFailure.length > 0 && (
            <div className="alert alert-danger" role="alert">
              {submitFailure.join(' ')}
            </div>
          )}
          <div className={styles.steps}>
            <button type="button" className="btn btn-outline-secondary" onClick={() => go(reviewStep - 1)}>
              {t('steps.previous')}
            </button>
            <button type="button" className="btn btn-primary" disabled={submitting} onClick={() => void submit()}>
              {answer.submittedAt ? t('review.resubmit') : t('review.submit')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

type AnswerReviewProps = {
  survey: Survey;
  drafts: Drafts;
  t: Translate;
  errorsOf?: (question: Question) => string[];
  /** "Change": back to the section's step. */
  onChange?: (sectionIndex: number) => void;
};

/** Every answer by section, with what is missing or wrong; read-only once the survey has closed. */
function AnswerReview({ survey, drafts, t, errorsOf, onChange }: AnswerReviewProps) {
  return (
    <>
      {survey.sections.map((section, index) => (
        <section
          key={section.id}
          className={`card mb-3 ${styles.reviewSection}`}
          aria-labelledby={`review-${section.id}`}
        >
          <div className="card-body">
            <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2">
              <h3 id={`review-${section.id}`} className="h5">
                {section.title}
              </h3>
              {onChange && (
                <button
                  type="button"
                  className="btn btn-link p-0 d-print-none"
                  onClick={() => onChange(index)}
                  aria-label={t('review.changeSection', { section: section.title })}
                >
                  {t('review.change')}
                </button>
              )}
            </div>
            <dl className="mb-0">
              {section.questions.map((question) => {
                const errors = errorsOf?.(question) ?? [];
                return (
                  <div key={question.id} className={styles.reviewItem}>
                    <dt className="fw-normal text-body-secondary">{question.text}</dt>
                    <dd className="mb-2">
                      <AnswerText question={question} draft={drafts[String(question.id)] ?? ''} t={t} />
                      {errors.length > 0 && <div className="text-danger small">{errors.join(' ')}</div>}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </div>
        </section>
      ))}
    </>
  );
}
