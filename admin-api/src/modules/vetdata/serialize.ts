// VetData rows to the answer shapes of lib/contract/vetdata.ts, texts in the reader's language.
import {
  type AnswerStatus,
  type AnswerValue,
  type BenchmarkLine,
  type Benchmarks,
  type FigureGap,
  type PeerFigures,
  type Question,
  type SizeBandCode,
  type SupplierAggregates,
  type Survey,
  type SurveySection,
  type SurveyAnswer,
  type SurveySummary,
  VETDATA_MIN_GROUP,
} from '../../contract/vetdata';
import { type Voice } from '../../i18n/translate';
import { type AnswerRow, type FigureRow, type MemberRow, type SectionRow, type SurveyRow } from './queries';
import {
  isAnswered,
  matrixRows,
  numberSettings,
  readingLanguage,
  type RowLabel,
  type StoredQuestion,
  type StoredRow,
  surveyState,
  TEXT_MAX_LENGTH,
  textIn,
} from './rules';

/** Who reads: their language (for the survey's texts) and voice (for category names). */
export type Reader = { language: string; voice: Voice };

export type Labeller = (question: StoredQuestion) => RowLabel;

function statusOf(answer: AnswerRow | null): AnswerStatus {
  return answer ? answer.status : 'none';
}

export function serializeAnswer(answer: AnswerRow | null, survey: SurveyRow, now: Date): SurveyAnswer {
  return {
    status: statusOf(answer),
    values: (answer?.values ?? {}) as Record<string, AnswerValue>,
    updatedAt: answer ? answer.updatedAt.toISOString() : null,
    submittedAt: answer?.submittedAt ? answer.submittedAt.toISOString() : null,
    editable: surveyState(survey, now) === 'open',
  };
}

export function serializeSummary(
  survey: SurveyRow & { answer: AnswerRow | null },
  reader: Reader,
  now: Date,
): SurveySummary {
  const language = readingLanguage(survey.languages, reader.language);
  const text = (texts: Record<string, string>) => textIn(texts, language, survey.languages);
  return {
    id: survey.id,
    key: survey.key,
    version: survey.version,
    title: text(survey.title),
    description: text(survey.description),
    language,
    country: survey.country,
    opensAt: survey.opensAt.toISOString(),
    closesAt: survey.closesAt.toISOString(),
    state: surveyState(survey, now),
    questionCount: survey.questionCount,
    myStatus: statusOf(survey.answer),
    answered: Object.values(survey.answer?.values ?? {}).filter((value) => isAnswered(value as AnswerValue)).length,
  };
}

function serializeQuestion(
  question: StoredQuestion,
  text: (texts: Record<string, string> | undefined) => string,
  rowLabel: RowLabel,
): Question {
  const base = {
    id: question.id,
    code: question.code,
    text: text(question.text),
    help: text(question.help),
    required: question.required,
    position: question.position,
  };
  const { settings } = question;
  const options = (): { code: string; label: string }[] =>
    (Array.isArray(settings.options) ? (settings.options as StoredRow[]) : []).map((option) => ({
      code: option.code,
      label: text(option.label),
    }));
  switch (question.kind) {
    case 'number': {
      const { unit, min, max, decimals } = numberSettings(settings);
      return {
        ...base,
        kind: 'number',
        unit,
        min,
        max,
        decimals,
        role: question.role === 'staffCount' ? 'staffCount' : null,
      };
    }
    case 'single':
    case 'multiple':
      return { ...base, kind: question.kind, options: options() };
    case 'scale':
      return {
        ...base,
        kind: 'scale',
        min: Number(settings.min ?? 1),
        max: Number(settings.max ?? 5),
        minLabel: text(settings.minLabel as Record<string, string> | undefined),
        maxLabel: text(settings.maxLabel as Record<string, string> | undefined),
      };
    case 'matrix': {
      const { unit, min, max, decimals } = numberSettings(settings);
      const rowSource = (settings.rowSource as 'fixed' | 'purchaseCategory' | 'supplier' | undefined) ?? 'fixed';
      return {
        ...base,
        kind: 'matrix',
        unit,
        min,
        max,
        decimals,
        rowSource,
        rows: matrixRows(settings).map((row) => ({ code: row.code, label: rowLabel(row) })),
      };
    }
    default:
      return { ...base, kind: 'text', maxLength: Number(settings.maxLength ?? TEXT_MAX_LENGTH) };
  }
}

/**
 * The sections with their questions in the reader's language: the same for every reader of one
 * language, and a survey's structure never changes (a change is a new version), so the routes keep it.
 */
export function serializeSections(
  survey: Pick<SurveyRow, 'languages'>,
  structure: { sections: SectionRow[]; questions: StoredQuestion[] },
  reader: Reader,
  labeller: Labeller,
): SurveySection[] {
  const language = readingLanguage(survey.languages, reader.language);
  const text = (texts: Record<string, string> | undefined) => textIn(texts, language, survey.languages);
  return structure.sections.map((section) => ({
    id: section.id,
    title: text(section.title),
    description: text(section.description),
    questions: structure.questions
      .filter((question) => question.sectionId === section.id)
      .map((question) => serializeQuestion(question, text, labeller(question))),
  }));
}

export function serializeSurvey(
  survey: SurveyRow & { answer: AnswerRow | null },
  structure: { sections: SectionRow[]; questions: StoredQuestion[] },
  reader: Reader,
  labeller: Labeller,
  now: Date,
  sections: SurveySection[] = serializeSections(survey, structure, reader, labeller),
): Survey {
  return { ...serializeSummary(survey, reader, now), sections, answer: serializeAnswer(survey.answer, survey, now) };
}

/** The figures of a line if its group reaches the threshold; else null and why. */
export function peersOf(figure: FigureRow | undefined): { peers: PeerFigures | null; gap: FigureGap | null } {
  if (!figure || figure.n === 0) return { peers: null, gap: 'noAnswer' };
  if (figure.n < VETDATA_MIN_GROUP) return { peers: null, gap: 'belowThreshold' };
  return { peers: { n: figure.n, q1: figure.q1, median: figure.median, q3: figure.q3 }, gap: null };
}

const figureKey = (questionId: number, rowCode: string) => `${questionId}|${rowCode}`;

type Line = { question: StoredQuestion; unit: string; row: StoredRow | null; label: string | null; text: string };

/** A line per number and scale question and per matrix row, in the survey's order. */
function linesOf(
  questions: readonly StoredQuestion[],
  text: (texts: Record<string, string> | undefined) => string,
  labeller: Labeller,
): Line[] {
  return questions.flatMap((question): Line[] => {
    const unit = question.kind === 'scale' ? 'scale' : numberSettings(question.settings).unit;
    const base = { question, unit, text: text(question.text) };
    if (question.kind === 'number' || question.kind === 'scale') return [{ ...base, row: null, label: null }];
    if (question.kind !== 'matrix') return [];
    const label = labeller(question);
    return matrixRows(question.settings).map((row) => ({ ...base, row, label: label(row) }));
  });
}

export function serializeBenchmarks(input: {
  survey: SurveyRow;
  member: MemberRow;
  answer: AnswerRow | null;
  structure: { sections: SectionRow[]; questions: StoredQuestion[] };
  figures: FigureRow[];
  clinics: number;
  reader: Reader;
  labeller: Labeller;
}): Benchmarks {
  const { survey, answer, structure, reader } = input;
  const language = readingLanguage(survey.languages, reader.language);
  const text = (texts: Record<string, string> | undefined) => textIn(texts, language, survey.languages);
  const band = answer?.submittedAt ? answer.sizeBand : null;
  const figures = new Map(input.figures.map((figure) => [figureKey(figure.questionId, figure.rowCode), figure]));
  const mine = (answer?.submittedAt ? answer.submittedValues : null) ?? {};
  const lines = linesOf(structure.questions, text, input.labeller);
  const toLine = (line: Line): BenchmarkLine => {
    const raw = mine[String(line.question.id)];
    const value = line.row
      ? ((raw as Record<string, number | null> | undefined)?.[line.row.code] ?? null)
      : typeof raw === 'number'
        ? raw
        : null;
    const { peers, gap } =
      band === null
        ? { peers: null, gap: 'noAnswer' as const }
        : peersOf(figures.get(figureKey(line.question.id, line.row?.code ?? '')));
    return {
      questionId: line.question.id,
      code: line.question.code,
      text: line.text,
      unit: line.unit,
      row: line.row ? { code: line.row.code, label: line.label ?? line.row.code } : null,
      value,
      peers,
      gap,
    };
  };
  return {
    surveyId: survey.id,
    member: { id: input.member.id, name: input.member.name },
    peerGroup: {
      country: survey.country,
      sizeBand: band as SizeBandCode | null,
      // Nothing about a small group is shown, not even its size.
      clinics: input.clinics >= VETDATA_MIN_GROUP ? input.clinics : 0,
    },
    minGroup: VETDATA_MIN_GROUP,
    sections: structure.sections.map((section) => ({
      id: section.id,
      title: text(section.title),
      lines: lines.filter((line) => line.question.sectionId === section.id).map(toLine),
    })),
  };
}

export function serializeSupplierAggregates(input: {
  survey: SurveyRow;
  structure: { questions: StoredQuestion[] };
  figures: FigureRow[];
  reader: Reader;
  labeller: Labeller;
}): SupplierAggregates {
  const { survey, reader } = input;
  const language = readingLanguage(survey.languages, reader.language);
  const text = (texts: Record<string, string> | undefined) => textIn(texts, language, survey.languages);
  const figures = new Map(input.figures.map((figure) => [figureKey(figure.questionId, figure.rowCode), figure]));
  return {
    surveyId: survey.id,
    minGroup: VETDATA_MIN_GROUP,
    lines: input.structure.questions
      .filter(
        (question) =>
          question.kind === 'matrix' &&
          (question.settings.rowSource === 'purchaseCategory' || question.settings.rowSource === 'supplier'),
      )
      .flatMap((question) => {
        const label = input.labeller(question);
        return matrixRows(question.settings).map((row) => ({
          questionId: question.id,
          code: question.code,
          text: text(question.text),
          unit: numberSettings(question.settings).unit,
          rowSource: question.settings.rowSource as 'purchaseCategory' | 'supplier',
          row: { code: row.code, label: label(row) },
          ...peersOf(figures.get(figureKey(question.id, row.code))),
        }));
      }),
  };
}
