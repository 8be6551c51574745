import {
  fieldsOf,
  flagOr,
  idOf,
  isFields,
  listOf,
  malformedAnswer,
  numberOr,
  numberOrNull,
  pageOf,
  requiredListOf,
  textOr,
  textOrNull,
  type Page,
} from '@/lib/api/read-answer';
import {
  VETDATA_MIN_GROUP,
  VETDATA_SIZE_BANDS,
  type AnswerSaved,
  type AnswerStatus,
  type AnswerValue,
  type BenchmarkLine,
  type Benchmarks,
  type FigureGap,
  type MemberDashboardAnswer,
  type MembersReportAnswer,
  type NonResponder,
  type Option,
  type PeerFigures,
  type Question,
  type ReminderResult,
  type ResponseRates,
  type SizeBandCode,
  type SuppliersDashboardAnswer,
  type Survey,
  type SurveyAnswer,
  type SurveySection,
  type SurveyState,
  type SurveySummary,
  type SupplierAggregates,
} from '@/lib/contract/vetdata';

// The VetData answers (lib/contract/vetdata.ts, docs/api.md "VetData"), read defensively: a missing
// text reads as empty, an unknown question kind or a malformed entry is left out of its list.

type Ref = { id: number; code: string; name: string };

function readRef(value: unknown): Ref {
  const fields = isFields(value) ? value : {};
  return { id: numberOr(fields.id, 0), code: textOr(fields.code, ''), name: textOr(fields.name, '') };
}

function readOption(value: unknown): Option {
  const fields = fieldsOf(value, 'option');
  return { code: textOr(fields.code, ''), label: textOr(fields.label, textOr(fields.code, '')) };
}

const STATES: readonly SurveyState[] = ['upcoming', 'open', 'closed'];
const STATUSES: readonly AnswerStatus[] = ['none', 'draft', 'submitted'];
const stateOf = (value: unknown): SurveyState => STATES.find((state) => state === value) ?? 'closed';
const statusOf = (value: unknown): AnswerStatus => STATUSES.find((status) => status === value) ?? 'none';

function readSummary(value: unknown): SurveySummary {
  const fields = fieldsOf(value, 'survey');
  return {
    id: idOf(fields.id, 'survey'),
    key: textOr(fields.key, ''),
    version: numberOr(fields.version, 1),
    title: textOr(fields.title, ''),
    description: textOr(fields.description, ''),
    language: textOr(fields.language, ''),
    country: readRef(fields.country),
    opensAt: textOr(fields.opensAt, ''),
    closesAt: textOr(fields.closesAt, ''),
    state: stateOf(fields.state),
    questionCount: numberOr(fields.questionCount, 0),
    myStatus: statusOf(fields.myStatus),
    answered: numberOr(fields.answered, 0),
  };
}

/** `GET vetdata/surveys/`: a bare list or a page. */
export function readSurveyList(value: unknown): SurveySummary[] {
  return requiredListOf(value, 'survey list', readSummary);
}

/**
 * A question of a kind the portal knows; anything else is malformed and left out. Each kind's
 * object is written out field by field: spreading shared parts into it cost the survey page's
 * server render several times the rest of the reading (V8 copies a second spread slowly).
 */
function readQuestion(value: unknown): Question {
  const fields = fieldsOf(value, 'question');
  const id = idOf(fields.id, 'question');
  const code = textOr(fields.code, '');
  const text = textOr(fields.text, '');
  const help = textOr(fields.help, '');
  const required = flagOr(fields.required, false);
  const position = numberOr(fields.position, 0);
  switch (fields.kind) {
    case 'number':
      return {
        id,
        code,
        text,
        help,
        required,
        position,
        unit: textOr(fields.unit, ''),
        min: numberOrNull(fields.min),
        max: numberOrNull(fields.max),
        decimals: Math.max(0, numberOr(fields.decimals, 0)),
        kind: 'number',
        role: fields.role === 'staffCount' ? 'staffCount' : null,
      };
    case 'single':
    case 'multiple':
      return {
        id,
        code,
        text,
        help,
        required,
        position,
        kind: fields.kind,
        options: listOf(fields.options, readOption),
      };
    case 'scale':
      return {
        id,
        code,
        text,
        help,
        required,
        position,
        kind: 'scale',
        min: numberOr(fields.min, 1),
        max: numberOr(fields.max, 5),
        minLabel: textOr(fields.minLabel, ''),
        maxLabel: textOr(fields.maxLabel, ''),
      };
    case 'text':
      return { id, code, text, help, required, position, kind: 'text', maxLength: numberOr(fields.maxLength, 2000) };
    case 'matrix':
      return {
        id,
        code,
        text,
        help,
        required,
        position,
        unit: textOr(fields.unit, ''),
        min: numberOrNull(fields.min),
        max: numberOrNull(fields.max),
        decimals: Math.max(0, numberOr(fields.decimals, 0)),
        kind: 'matrix',
        rowSource:
          fields.rowSource === 'purchaseCategory' || fields.rowSource === 'supplier' ? fields.rowSource : 'fixed',
        rows: listOf(fields.rows, readOption),
      };
    default:
      throw malformedAnswer('question kind');
  }
}

function readSection(value: unknown): SurveySection {
  const fields = fieldsOf(value, 'survey section');
  return {
    id: idOf(fields.id, 'survey section'),
    title: textOr(fields.title, ''),
    description: textOr(fields.description, ''),
    questions: listOf(fields.questions, readQuestion).sort((a, b) => a.position - b.position),
  };
}

function readValue(value: unknown): AnswerValue | undefined {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (isFields(value)) {
    return Object.fromEntries(Object.entries(value).map(([row, cell]) => [row, numberOrNull(cell)]));
  }
  return undefined;
}

/** `GET …/answer/` and the answer in a survey, a save or a submission. */
export function readAnswer(value: unknown): SurveyAnswer {
  const fields = isFields(value) ? value : {};
  const values: Record<string, AnswerValue> = {};
  if (isFields(fields.values)) {
    for (const [id, raw] of Object.entries(fields.values)) {
      const read = readValue(raw);
      if (read !== undefined) values[id] = read;
    }
  }
  return {
    status: statusOf(fields.status),
    values,
    updatedAt: textOrNull(fields.updatedAt),
    submittedAt: textOrNull(fields.submittedAt),
    editable: flagOr(fields.editable, false),
  };
}

/** `GET vetdata/surveys/{id}/`: the form with the acting member's answer. */
export function readSurvey(value: unknown): Survey {
  const fields = fieldsOf(value, 'survey');
  return {
    ...readSummary(fields),
    sections: listOf(fields.sections, readSection),
    answer: readAnswer(fields.answer),
  };
}

function readMessages(value: unknown): Record<string, string[]> {
  if (!isFields(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([id, messages]) => [
      id,
      Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [String(messages)],
    ]),
  );
}

/** PATCH `…/answer/`. */
export function readAnswerSaved(value: unknown): AnswerSaved {
  const fields = fieldsOf(value, 'saved answer');
  return { answer: readAnswer(fields.answer), errors: readMessages(fields.errors) };
}

/** The per-question messages of a refused submission (`400 {values: {<id>: [message]}}`). */
export function readValueErrors(body: unknown): Record<string, string[]> {
  return isFields(body) ? readMessages(body.values) : {};
}

function readPeers(value: unknown): PeerFigures | null {
  if (!isFields(value)) return null;
  const median = numberOrNull(value.median);
  if (median === null) return null;
  return {
    n: numberOr(value.n, 0),
    q1: numberOr(value.q1, median),
    median,
    q3: numberOr(value.q3, median),
  };
}

const gapOf = (value: unknown, peers: PeerFigures | null): FigureGap | null =>
  value === 'belowThreshold' || value === 'noAnswer' ? value : peers ? null : 'noAnswer';

function readLine(value: unknown): BenchmarkLine {
  const fields = fieldsOf(value, 'benchmark line');
  const peers = readPeers(fields.peers);
  return {
    questionId: idOf(fields.questionId, 'benchmark question'),
    code: textOr(fields.code, ''),
    text: textOr(fields.text, ''),
    unit: textOr(fields.unit, ''),
    row: isFields(fields.row) ? readOption(fields.row) : null,
    value: numberOrNull(fields.value),
    peers,
    gap: gapOf(fields.gap, peers),
  };
}

const bandOf = (value: unknown): SizeBandCode | null => VETDATA_SIZE_BANDS.find((b) => b.code === value)?.code ?? null;

/** `GET …/benchmarks/`. */
export function readBenchmarks(value: unknown): Benchmarks {
  const fields = fieldsOf(value, 'benchmarks');
  const group = isFields(fields.peerGroup) ? fields.peerGroup : {};
  const member = isFields(fields.member) ? fields.member : {};
  return {
    surveyId: numberOr(fields.surveyId, 0),
    member: { id: numberOr(member.id, 0), name: textOr(member.name, '') },
    peerGroup: {
      country: readRef(group.country),
      sizeBand: bandOf(group.sizeBand),
      clinics: numberOr(group.clinics, 0),
    },
    minGroup: numberOr(fields.minGroup, VETDATA_MIN_GROUP),
    sections: listOf(fields.sections, (section) => {
      const sectionFields = fieldsOf(section, 'benchmark section');
      return {
        id: numberOr(sectionFields.id, 0),
        title: textOr(sectionFields.title, ''),
        lines: listOf(sectionFields.lines, readLine),
      };
    }),
  };
}

function readRate(fields: Record<string, unknown>) {
  return {
    eligible: numberOr(fields.eligible, 0),
    draft: numberOr(fields.draft, 0),
    submitted: numberOr(fields.submitted, 0),
    rate: numberOr(fields.rate, 0),
  };
}

/** `GET …/response-rates/` (staff). */
export function readResponseRates(value: unknown): ResponseRates {
  const fields = fieldsOf(value, 'response rates');
  return {
    ...readRate(fields),
    byCountry: listOf(fields.byCountry, (item) => {
      const row = fieldsOf(item, 'response rate');
      return { ...readRate(row), country: readRef(row.country) };
    }),
    byLevel: listOf(fields.byLevel, (item) => {
      const row = fieldsOf(item, 'response rate');
      const level = isFields(row.level) ? row.level : {};
      return { ...readRate(row), level: { id: numberOr(level.id, 0), name: textOr(level.name, '') } };
    }),
  };
}

function readNonResponder(value: unknown): NonResponder {
  const fields = fieldsOf(value, 'non-responder');
  const member = fieldsOf(fields.member, 'non-responder member');
  return {
    member: { id: idOf(member.id, 'member'), name: textOr(member.name, ''), country: readRef(member.country) },
    status: fields.status === 'draft' ? 'draft' : 'none',
    lastRemindedAt: textOrNull(fields.lastRemindedAt),
  };
}

/** `GET …/non-responders/` (staff). */
export function readNonResponderPage(value: unknown): Page<NonResponder> {
  return pageOf(value, 'non-responders', readNonResponder);
}

/** POST `…/reminders/` (staff). */
export function readReminderResult(value: unknown): ReminderResult {
  const fields = fieldsOf(value, 'reminder result');
  return { reminded: numberOr(fields.reminded, 0), skipped: numberOr(fields.skipped, 0) };
}

/** `GET …/supplier-aggregates/` (staff). */
export function readSupplierAggregates(value: unknown): SupplierAggregates {
  const fields = fieldsOf(value, 'supplier aggregates');
  return {
    surveyId: numberOr(fields.surveyId, 0),
    minGroup: numberOr(fields.minGroup, VETDATA_MIN_GROUP),
    lines: listOf(fields.lines, (item) => {
      const line = fieldsOf(item, 'supplier aggregate');
      const peers = readPeers(line.peers);
      return {
        questionId: idOf(line.questionId, 'aggregate question'),
        code: textOr(line.code, ''),
        text: textOr(line.text, ''),
        unit: textOr(line.unit, ''),
        rowSource: line.rowSource === 'supplier' ? 'supplier' : 'purchaseCategory',
        row: readOption(line.row),
        peers,
        gap: gapOf(line.gap, peers),
      };
    }),
  };
}

/** `GET vetdata/member-dashboard/`: each part read as its own call's answer is. */
export function readMemberDashboard(value: unknown): MemberDashboardAnswer {
  const fields = fieldsOf(value, 'member dashboard');
  const surveyId = numberOrNull(fields.surveyId);
  return {
    surveys: readSurveyList(fields.surveys),
    surveyId,
    benchmarks: surveyId !== null && isFields(fields.benchmarks) ? readBenchmarks(fields.benchmarks) : null,
  };
}

/** `GET vetdata/suppliers-dashboard/` (staff): each part read as its own call's answer is. */
export function readSuppliersDashboard(value: unknown): SuppliersDashboardAnswer {
  const fields = fieldsOf(value, 'suppliers dashboard');
  const surveyId = numberOrNull(fields.surveyId);
  return {
    surveys: readSurveyList(fields.surveys),
    surveyId,
    aggregates: surveyId !== null && isFields(fields.aggregates) ? readSupplierAggregates(fields.aggregates) : null,
  };
}

/** `GET vetdata/members-report/` (staff): each part read as its own call's answer is. */
export function readMembersReport(value: unknown): MembersReportAnswer {
  const fields = fieldsOf(value, 'members report');
  const surveyId = numberOrNull(fields.surveyId);
  const found = surveyId !== null && isFields(fields.rates) && isFields(fields.nonResponders);
  return {
    surveys: readSurveyList(fields.surveys),
    surveyId,
    rates: found ? readResponseRates(fields.rates) : null,
    nonResponders: found ? readNonResponderPage(fields.nonResponders) : null,
  };
}
