import type { AnswerValue, Question } from '@/lib/contract/vetdata';

// What the survey form holds per question while the member types (a draft: numbers as typed, so a
// value nobody can read stays on screen as it is), and the answer value each draft stands for, with
// the checks the admin API makes too (docs/api.md "VetData": per kind, range and decimals).

export type Draft = string | string[] | Record<string, string>;
export type Drafts = Record<string, Draft>;

/** A check's message key (`vetdata:problems.*`) and its figures. */
export type Problem = { key: string; values?: Record<string, string | number> };

export type Reading = { value: AnswerValue; problems: Problem[] };

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The draft of a saved value. */
export function draftOf(question: Question, value: AnswerValue | undefined): Draft {
  switch (question.kind) {
    case 'number':
    case 'scale':
      return typeof value === 'number' ? String(value) : '';
    case 'single':
    case 'text':
      return typeof value === 'string' ? value : '';
    case 'multiple':
      return Array.isArray(value) ? value : [];
    case 'matrix': {
      const cells = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
      return Object.fromEntries(question.rows.map((row) => [row.code, numberText(cells[row.code])]));
    }
  }
}

/** A number as typed, with a decimal comma or point and spaces between thousands; NaN when it is none. */
export function parseNumber(text: string): number {
  const plain = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

const decimalsOf = (text: string) => text.replace(',', '.').split('.')[1]?.length ?? 0;

type NumberRules = { min: number | null; max: number | null; decimals: number };

function readNumber(text: string, rules: NumberRules): { value: number | null; problems: Problem[] } {
  if (text.trim() === '') return { value: null, problems: [] };
  const value = parseNumber(text);
  if (Number.isNaN(value)) return { value: null, problems: [{ key: 'notANumber' }] };
  const problems: Problem[] = [];
  if (decimalsOf(text.trim()) > rules.decimals) {
    problems.push(
      rules.decimals === 0 ? { key: 'wholeNumber' } : { key: 'decimals', values: { decimals: rules.decimals } },
    );
  }
  if (rules.min !== null && value < rules.min) problems.push({ key: 'belowMin', values: { min: rules.min } });
  if (rules.max !== null && value > rules.max) problems.push({ key: 'aboveMax', values: { max: rules.max } });
  return { value, problems };
}

const isEmpty = (value: AnswerValue) =>
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((cell) => cell === null));

/** The value a draft stands for and what is wrong with it; `required` only when asked (the review, submitting). */
export function readDraft(question: Question, draft: Draft, checkRequired = false): Reading {
  let reading: Reading;
  switch (question.kind) {
    case 'number':
      reading = readNumber(typeof draft === 'string' ? draft : '', question);
      break;
    case 'scale':
      reading = readNumber(typeof draft === 'string' ? draft : '', {
        min: question.min,
        max: question.max,
        decimals: 0,
      });
      break;
    case 'single': {
      const code = typeof draft === 'string' ? draft : '';
      const known = code === '' || question.options.some((option) => option.code === code);
      reading = { value: code === '' ? null : code, problems: known ? [] : [{ key: 'invalidChoice' }] };
      break;
    }
    case 'multiple': {
      const codes = Array.isArray(draft) ? draft : [];
      const known = codes.every((code) => question.options.some((option) => option.code === code));
      reading = { value: codes, problems: known ? [] : [{ key: 'invalidChoice' }] };
      break;
    }
    case 'text': {
      const text = typeof draft === 'string' ? draft : '';
      reading = {
        value: text.trim() === '' ? null : text,
        problems: text.length > question.maxLength ? [{ key: 'tooLong', values: { max: question.maxLength } }] : [],
      };
      break;
    }
    case 'matrix': {
      const cells = draft !== null && typeof draft === 'object' && !Array.isArray(draft) ? draft : {};
      const value: Record<string, number | null> = {};
      const problems: Problem[] = [];
      for (const row of question.rows) {
        const cell = readNumber(cells[row.code] ?? '', question);
        value[row.code] = cell.value;
        for (const problem of cell.problems) {
          problems.push({ key: 'inRow', values: { row: row.label, problem: `${problem.key}`, ...problem.values } });
        }
      }
      reading = { value, problems };
      break;
    }
  }
  if (checkRequired && question.required && reading.problems.length === 0 && isEmpty(reading.value)) {
    reading.problems.push({ key: 'required' });
  }
  return reading;
}

/** Whether a question counts as answered (the progress, the review). */
export function isAnswered(question: Question, draft: Draft): boolean {
  const reading = readDraft(question, draft);
  return reading.problems.length === 0 && !isEmpty(reading.value);
}
