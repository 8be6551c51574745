import type { Page } from './page';

// VetData (spec §1, §2 "/vetdata/…", §6 feature 16): clinic surveys and the benchmarks built from
// them. The spec shows no API for this area; this is our design, in the style of the others
// (docs/api.md "VetData"). Written once here for both programs (the admin API imports it through
// src/contract/vetdata.ts).
//
// The member a call acts for is `?member=` (a member id of the user's tree, as the purchase pages'
// member switch sends it; chain users answer for each member of their tree), else the user's own.
// Texts (titles, questions, options) come in the reader's language when the survey has it, else
// in the survey's first language; `language` says which.

const survey = (id: number) => `/vetdata/surveys/${id}/`;

export const VETDATA_API = {
  /** GET SurveySummary[] (a bare list; DRF's page accepted too): members see their country's published surveys; staff all, `?country=`. POST (staff) SurveyDefinition: a new survey, or a new version of `key`. */
  surveys: '/vetdata/surveys/',
  /** GET Survey: the form, with the acting member's answer. */
  survey,
  /** GET SurveyAnswer. PATCH {values}: saves what is valid as the draft and answers AnswerSaved (autosave). */
  answer: (id: number) => `${survey(id)}answer/`,
  /** POST: submits the draft (every required question answered, every value valid): SurveyAnswer, or 400 `{values: {<questionId>: [message]}}`. */
  submit: (id: number) => `${survey(id)}answer/submit/`,
  /** GET Benchmarks: the acting member's figures beside its peer group's. */
  benchmarks: (id: number) => `${survey(id)}benchmarks/`,
  /** GET MemberDashboardAnswer (`?member=`, `?survey=`): the member dashboard's answers in one call (the two calls above stay). */
  memberDashboard: '/vetdata/member-dashboard/',
  /** GET: the member report as a PDF (a file download), in the reader's language. */
  benchmarksPdf: (id: number) => `${survey(id)}benchmarks/pdf/`,
  /** Staff. GET ResponseRates, `?country=`. */
  responseRates: (id: number) => `${survey(id)}response-rates/`,
  /** Staff. GET Page<NonResponder>, `?country=`, `?level=`, `?page=`. */
  nonResponders: (id: number) => `${survey(id)}non-responders/`,
  /** Staff. GET MembersReportAnswer (`?survey=`, `?country=`, `?level=`, `?page=`): the members report's answers in one call (the calls above stay). */
  membersReport: '/vetdata/members-report/',
  /** Staff. POST ReminderRequest: mails each non-responder's users in their language (throttled); answers ReminderResult. */
  reminders: (id: number) => `${survey(id)}reminders/`,
  /** Staff. GET SupplierAggregates, `?country=`: the purchasing questions by supplier and category, anonymous. */
  supplierAggregates: (id: number) => `${survey(id)}supplier-aggregates/`,
  /** Staff. GET SuppliersDashboardAnswer (`?survey=`, `?country=`): the suppliers' pages' answers in one call (the calls above stay). */
  suppliersDashboard: '/vetdata/suppliers-dashboard/',
} as const;

/**
 * The `code` of a 409 from `answer/` and `answer/submit/` (with a `detail` in the reader's language):
 * the survey has closed or has not opened, so nothing is saved; the portal shows its own text for each.
 */
export const VETDATA_ERROR_CODES = { closed: 'survey_closed', notOpen: 'survey_not_open' } as const;

/**
 * The fewest clinics a figure may describe (k-anonymity): a group with fewer answers shows no
 * figure, only `belowThreshold`. Figures are counts and quantiles, never sums or means, and groups
 * are fixed partitions (country, size band), so no figure is the difference of two others.
 */
export const VETDATA_MIN_GROUP = 5;

/** Size bands by staff count (the survey's question with `role: 'staffCount'`): the peer group within a country. */
export const VETDATA_SIZE_BANDS = [
  { code: 'xs', min: 1, max: 4 },
  { code: 's', min: 5, max: 9 },
  { code: 'm', min: 10, max: 19 },
  { code: 'l', min: 20, max: null },
] as const;
export type SizeBandCode = (typeof VETDATA_SIZE_BANDS)[number]['code'];

export const QUESTION_KINDS = ['number', 'single', 'multiple', 'scale', 'text', 'matrix'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export type SurveyState = 'upcoming' | 'open' | 'closed';
export type AnswerStatus = 'none' | 'draft' | 'submitted';

/** A choice or a matrix row: a stable code and its label in the reader's language. */
export type Option = { code: string; label: string };

type QuestionBase = {
  id: number;
  /** Stable across versions and languages (`staff_count`, `open_hours_week`). */
  code: string;
  text: string;
  /** Guidance under the question; '' when none. */
  help: string;
  required: boolean;
  position: number;
};

export type NumberQuestion = QuestionBase & {
  kind: 'number';
  /** A unit code (`persons`, `hours`, `currency`, `percent`, `count`), shown through the `vetdata:units.*` texts. */
  unit: string;
  min: number | null;
  max: number | null;
  /** Decimal places allowed (0 for whole numbers). */
  decimals: number;
  /** `staffCount`: the clinic's size for its peer group. */
  role: 'staffCount' | null;
};
export type ChoiceQuestion = QuestionBase & { kind: 'single' | 'multiple'; options: Option[] };
export type ScaleQuestion = QuestionBase & {
  kind: 'scale';
  min: number;
  max: number;
  minLabel: string;
  maxLabel: string;
};
export type TextQuestion = QuestionBase & { kind: 'text'; maxLength: number };
/**
 * A number per row: rows are the survey's own (`rowSource: 'fixed'`), or the group's purchase
 * categories or suppliers by code (these feed the supplier aggregates).
 */
export type MatrixQuestion = QuestionBase & {
  kind: 'matrix';
  unit: string;
  min: number | null;
  max: number | null;
  decimals: number;
  rowSource: 'fixed' | 'purchaseCategory' | 'supplier';
  rows: Option[];
};
export type Question = NumberQuestion | ChoiceQuestion | ScaleQuestion | TextQuestion | MatrixQuestion;

export type SurveySection = { id: number; title: string; description: string; questions: Question[] };

/** One entry of `GET vetdata/surveys/`. */
export type SurveySummary = {
  id: number;
  key: string;
  version: number;
  title: string;
  description: string;
  language: string;
  country: { id: number; code: string; name: string };
  /** ISO instants; answers are accepted from opensAt until closesAt. */
  opensAt: string;
  closesAt: string;
  state: SurveyState;
  questionCount: number;
  /** The acting member's answer: its status and how many questions it has answered. */
  myStatus: AnswerStatus;
  answered: number;
};

export type Survey = SurveySummary & { sections: SurveySection[]; answer: SurveyAnswer };

/**
 * A value per question kind: number (number, scale), a code (single), codes (multiple), text, or
 * per matrix row code a number. Null clears an answer.
 */
export type AnswerValue = number | string | string[] | Record<string, number | null> | null;

export type SurveyAnswer = {
  status: AnswerStatus;
  /** By question id (as a string key, JSON's). */
  values: Record<string, AnswerValue>;
  updatedAt: string | null;
  submittedAt: string | null;
  /** Whether the member may still change it (the survey is open). */
  editable: boolean;
};

/** PATCH `answer/`: the draft as saved, and the values not saved with why (by question id). */
export type AnswerSaved = { answer: SurveyAnswer; errors: Record<string, string[]> };

/** Quartiles of a group; null (with the reason) where the group is too small or nobody answered. */
export type PeerFigures = { n: number; q1: number; median: number; q3: number };
export type FigureGap = 'belowThreshold' | 'noAnswer';

export type BenchmarkLine = {
  questionId: number;
  code: string;
  text: string;
  unit: string;
  /** The matrix row, for a matrix question's lines; null otherwise. */
  row: Option | null;
  /** The acting member's own value, null when it has not answered. */
  value: number | null;
  peers: PeerFigures | null;
  /** Why `peers` is null. */
  gap: FigureGap | null;
};

/** `GET …/benchmarks/`: numeric questions (number, scale, matrix rows) of the member's submitted answer. */
export type Benchmarks = {
  surveyId: number;
  member: { id: number; name: string };
  /** The peer group: the member's country and size band; null band when the member has not given its staff count. */
  peerGroup: { country: { id: number; code: string; name: string }; sizeBand: SizeBandCode | null; clinics: number };
  minGroup: number;
  sections: { id: number; title: string; lines: BenchmarkLine[] }[];
};

/**
 * The survey a report page is about: `asked` (`?survey=`) when it is one of the list, else the
 * latest that has closed (its benchmarks are complete), else the latest; null when there is none.
 * Both programs choose with this, so the combined call picks what the portal would.
 */
export function chosenSurveyOf<T extends Pick<SurveySummary, 'id' | 'state' | 'closesAt'>>(
  surveys: readonly T[],
  asked: number | null,
): T | null {
  const named = surveys.find((item) => item.id === asked);
  if (named) return named;
  const latest = [...surveys].sort((a, b) => b.closesAt.localeCompare(a.closesAt));
  return latest.find((item) => item.state === 'closed') ?? latest[0] ?? null;
}

/**
 * `GET vetdata/member-dashboard/` (beyond the calls above): everything the member dashboard's server
 * render needs at once, each part exactly the answer of its own call: `surveys` that of
 * `surveys/?member=`, `benchmarks` that of `surveys/{surveyId}/benchmarks/?member=` for the survey
 * chosen by chosenSurveyOf (`?survey=`); both null when there is no survey. An API without it answers
 * 404, and the portal makes the two calls.
 */
export type MemberDashboardAnswer = {
  surveys: SurveySummary[];
  surveyId: number | null;
  benchmarks: Benchmarks | null;
};

/**
 * `GET vetdata/suppliers-dashboard/` (staff; beyond the calls above): the suppliers' pages' server
 * render in one call, each part exactly its own call's answer: `surveys` that of `surveys/`,
 * `aggregates` that of `surveys/{surveyId}/supplier-aggregates/?country=` for the survey
 * chosenSurveyOf picks; both null without a survey. An API without it answers 404.
 */
export type SuppliersDashboardAnswer = {
  surveys: SurveySummary[];
  surveyId: number | null;
  aggregates: SupplierAggregates | null;
};

type Rate = {
  eligible: number;
  draft: number;
  submitted: number;
  /** submitted / eligible, 0–1 with four decimals. */ rate: number;
};

/** `GET …/response-rates/` (staff). */
export type ResponseRates = Rate & {
  byCountry: (Rate & { country: { id: number; code: string; name: string } })[];
  byLevel: (Rate & { level: { id: number; name: string } })[];
};

/** One entry of `GET …/non-responders/` (staff). */
export type NonResponder = {
  member: { id: number; name: string; country: { id: number; code: string; name: string } };
  status: Exclude<AnswerStatus, 'submitted'>;
  /** ISO instant of the last reminder, null if never reminded. */
  lastRemindedAt: string | null;
};
export type NonResponderPage = Page<NonResponder>;

/**
 * `GET vetdata/members-report/` (staff; beyond the calls above): the members report's server render
 * in one call, each part exactly its own call's answer: `surveys` that of `surveys/`, `rates` that of
 * `surveys/{surveyId}/response-rates/?country=` and `nonResponders` that of
 * `surveys/{surveyId}/non-responders/?country=&level=&page=` (its next/previous links that call's) for
 * the survey chosenSurveyOf picks; all null without a survey. An API without it answers 404.
 */
export type MembersReportAnswer = {
  surveys: SurveySummary[];
  surveyId: number | null;
  rates: ResponseRates | null;
  nonResponders: NonResponderPage | null;
};

/** POST `…/reminders/`: the members to remind (all non-responders of `country` when omitted). */
export type ReminderRequest = { members?: number[]; country?: number };
/** Members reminded within the reminder interval are skipped, not mailed again. */
export type ReminderResult = { reminded: number; skipped: number };

/** `GET …/supplier-aggregates/` (staff): per purchasing matrix question and row, anonymous figures. */
export type SupplierAggregates = {
  surveyId: number;
  minGroup: number;
  lines: {
    questionId: number;
    code: string;
    text: string;
    unit: string;
    rowSource: 'purchaseCategory' | 'supplier';
    row: Option;
    peers: PeerFigures | null;
    gap: FigureGap | null;
  }[];
};

/** POST `vetdata/surveys/` (staff): a survey in its languages; texts are `{<language code>: text}`. */
export type SurveyDefinition = {
  key: string;
  country: number;
  /** Language codes of the country, the first the default. */
  languages: string[];
  title: Record<string, string>;
  description: Record<string, string>;
  opensAt: string;
  closesAt: string;
  sections: {
    title: Record<string, string>;
    description: Record<string, string>;
    questions: (Omit<QuestionBase, 'id' | 'text' | 'help' | 'position'> & {
      kind: QuestionKind;
      text: Record<string, string>;
      help?: Record<string, string>;
      /** The kind's own settings (unit, min, max, decimals, options with labels per language, …). */
      settings: Record<string, unknown>;
    })[];
  }[];
};
