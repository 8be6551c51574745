// VetData's pure rules: a survey's state, texts in the reader's language, each question kind's
// validation (messages in the reader's language), the numbers an answer gives the benchmarks, and
// the size band of a staff count. No database here: the service and the tests call these.
import { type AnswerValue, type SizeBandCode, type SurveyState, VETDATA_SIZE_BANDS } from '../../contract/vetdata';
import { type Voice } from '../../i18n/translate';

export type Texts = Record<string, string>;

/** A question as stored: its kind's settings in `settings` (see `input.ts` for what each kind keeps). */
export type StoredQuestion = {
  id: number;
  sectionId: number;
  position: number;
  code: string;
  kind: string;
  required: boolean;
  role: string | null;
  text: Texts;
  help: Texts;
  settings: Record<string, unknown>;
};

export type StoredRow = { code: string; label?: Texts; name?: string };

export function surveyState(survey: { opensAt: Date; closesAt: Date }, now: Date): SurveyState {
  if (now < survey.opensAt) return 'upcoming';
  return now < survey.closesAt ? 'open' : 'closed';
}

/** The language a reader gets: theirs (or its base, `nl` for `nl-BE`) when the survey has it, else the survey's first. */
export function readingLanguage(languages: readonly string[], reader: string): string {
  if (languages.includes(reader)) return reader;
  const base = reader.split('-')[0] ?? reader;
  return languages.find((code) => code === base || code.split('-')[0] === base) ?? languages[0] ?? reader;
}

/** A text in `language`, else in the survey's first language that has one. */
export function textIn(texts: Texts | undefined, language: string, languages: readonly string[]): string {
  if (!texts) return '';
  const found = texts[language];
  if (found) return found;
  for (const code of languages) if (texts[code]) return texts[code];
  return Object.values(texts)[0] ?? '';
}

export function sizeBandOf(staffCount: number | null | undefined): SizeBandCode | null {
  if (typeof staffCount !== 'number' || !Number.isFinite(staffCount)) return null;
  const band = VETDATA_SIZE_BANDS.find((b) => staffCount >= b.min && (b.max === null || staffCount <= b.max));
  return band ? band.code : null;
}

const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export type NumberSettings = { min: number | null; max: number | null; decimals: number; unit: string };

export function numberSettings(settings: Record<string, unknown>): NumberSettings {
  return {
    min: num(settings.min),
    max: num(settings.max),
    decimals: num(settings.decimals) ?? 0,
    unit: typeof settings.unit === 'string' ? settings.unit : 'count',
  };
}

export function optionCodes(settings: Record<string, unknown>): string[] {
  const options = Array.isArray(settings.options) ? (settings.options as StoredRow[]) : [];
  return options.map((option) => option.code);
}

export function matrixRows(settings: Record<string, unknown>): StoredRow[] {
  return Array.isArray(settings.rows) ? (settings.rows as StoredRow[]) : [];
}

export const TEXT_MAX_LENGTH = 2000;

/** Whether `value` (already valid) answers the question: null, '', [] and a matrix of nulls do not. */
export function isAnswered(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some((cell) => cell !== null);
  return true;
}

/** Whether `value` has at most `decimals` places (tolerant of binary fractions: 0.1 + 0.2). */
function fitsDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
}

function checkNumber(value: unknown, settings: NumberSettings, voice: Voice): string[] {
  const { t } = voice;
  if (typeof value !== 'number' || !Number.isFinite(value)) return [t('vetdata.errors.number')];
  const errors: string[] = [];
  if (!fitsDecimals(value, settings.decimals)) {
    errors.push(
      settings.decimals === 0
        ? t('vetdata.errors.wholeNumber')
        : t('vetdata.errors.decimals', { decimals: settings.decimals }),
    );
  }
  if (settings.min !== null && value < settings.min)
    errors.push(t('vetdata.errors.min', { min: voice.number(settings.min) }));
  if (settings.max !== null && value > settings.max)
    errors.push(t('vetdata.errors.max', { max: voice.number(settings.max) }));
  return errors;
}

/** A matrix row's label in the reader's language. */
export type RowLabel = (row: StoredRow) => string;

/**
 * How a question's matrix rows are named for a reader: a purchase category as the portal names it
 * (`voice.category`), a fixed row by its label in the survey's language, a supplier by its name.
 */
export function rowLabelOf(
  question: Pick<StoredQuestion, 'settings'>,
  voice: Voice,
  language: string,
  languages: readonly string[],
): RowLabel {
  if (question.settings.rowSource === 'purchaseCategory') {
    return (row) => voice.category({ code: row.code, name: row.name ?? row.code });
  }
  return (row) => (row.label ? textIn(row.label, language, languages) : (row.name ?? row.code));
}

export type Checked = { ok: true; value: AnswerValue } | { ok: false; errors: string[] };

/**
 * Checks one value against its question and gives it normalised (text trimmed, duplicates of a
 * multiple choice and empty matrix cells dropped), or the reasons it is refused. Null is always
 * accepted (it clears the answer); whether a required question is answered is `missingRequired`'s.
 */
export function checkValue(question: StoredQuestion, value: unknown, voice: Voice, rowLabel: RowLabel): Checked {
  const { t } = voice;
  if (value === null) return { ok: true, value: null };
  const fail = (errors: string[]): Checked => ({ ok: false, errors });
  switch (question.kind) {
    case 'number': {
      const errors = checkNumber(value, numberSettings(question.settings), voice);
      return errors.length > 0 ? fail(errors) : { ok: true, value: value as number };
    }
    case 'scale': {
      const min = num(question.settings.min) ?? 1;
      const max = num(question.settings.max) ?? 5;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
        return fail([t('vetdata.errors.scale', { min, max })]);
      }
      return { ok: true, value };
    }
    case 'single':
      if (typeof value !== 'string' || !optionCodes(question.settings).includes(value)) {
        return fail([t('vetdata.errors.choice')]);
      }
      return { ok: true, value };
    case 'multiple': {
      const codes = optionCodes(question.settings);
      if (!Array.isArray(value) || value.some((code) => typeof code !== 'string' || !codes.includes(code))) {
        return fail([t('vetdata.errors.choices')]);
      }
      // In the options' order, each once.
      return { ok: true, value: codes.filter((code) => (value as string[]).includes(code)) };
    }
    case 'text': {
      if (typeof value !== 'string') return fail([t('vetdata.errors.text')]);
      const max = num(question.settings.maxLength) ?? TEXT_MAX_LENGTH;
      const trimmed = value.trim();
      if (trimmed.length > max) return fail([t('vetdata.errors.tooLong', { max: voice.number(max) })]);
      return { ok: true, value: trimmed };
    }
    case 'matrix': {
      if (typeof value !== 'object' || Array.isArray(value)) return fail([t('vetdata.errors.matrix')]);
      const rows = new Map(matrixRows(question.settings).map((row) => [row.code, row]));
      const settings = numberSettings(question.settings);
      const errors: string[] = [];
      const cells: Record<string, number | null> = {};
      for (const [code, cell] of Object.entries(value as Record<string, unknown>)) {
        const row = rows.get(code);
        if (!row) {
          errors.push(t('vetdata.errors.unknownRow', { row: code }));
          continue;
        }
        if (cell === null) continue;
        for (const message of checkNumber(cell, settings, voice)) {
          errors.push(t('vetdata.errors.row', { row: rowLabel(row), message }));
        }
        if (errors.length === 0) cells[code] = cell as number;
      }
      return errors.length > 0 ? fail(errors) : { ok: true, value: cells };
    }
    default:
      return fail([t('vetdata.errors.unknownQuestion')]);
  }
}

/** The messages of the required questions `values` leaves unanswered, by question id. */
export function missingRequired(
  questions: readonly StoredQuestion[],
  values: Record<string, AnswerValue>,
  voice: Voice,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const question of questions) {
    if (question.required && !isAnswered(values[String(question.id)])) {
      errors[String(question.id)] = [voice.t('vetdata.errors.required')];
    }
  }
  return errors;
}

export type Fact = { questionId: number; rowCode: string; value: number };

/** The numbers of an answer the figures are computed from: number and scale questions, matrix cells. */
export function factsOf(questions: readonly StoredQuestion[], values: Record<string, AnswerValue>): Fact[] {
  const facts: Fact[] = [];
  for (const question of questions) {
    const value = values[String(question.id)];
    if (question.kind === 'number' || question.kind === 'scale') {
      if (typeof value === 'number') facts.push({ questionId: question.id, rowCode: '', value });
    } else if (question.kind === 'matrix' && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [rowCode, cell] of Object.entries(value)) {
        if (typeof cell === 'number') facts.push({ questionId: question.id, rowCode, value: cell });
      }
    }
  }
  return facts;
}

/** The staff count an answer gives (the `staffCount` question's value), or null. */
export function staffCountOf(questions: readonly StoredQuestion[], values: Record<string, AnswerValue>): number | null {
  const question = questions.find((q) => q.role === 'staffCount');
  const value = question ? values[String(question.id)] : undefined;
  return typeof value === 'number' ? value : null;
}
