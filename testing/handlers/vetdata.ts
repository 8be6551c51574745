import { http, HttpResponse } from 'msw';
import type { Page } from '@/lib/contract/page';
import {
  VETDATA_API,
  type AnswerSaved,
  type AnswerValue,
  type Benchmarks,
  type NonResponder,
  type ReminderResult,
  type ResponseRates,
  type Survey,
  type SurveyAnswer,
} from '@/lib/contract/vetdata';
import { BROWSER_API } from '@/testing/msw-server';

// VetData answers for component tests, typed by the contract (lib/contract/vetdata.ts), so a change
// of shape breaks these fixtures at compile time. The handlers behave as docs/api.md "VetData" says.

const sweden = { id: 1, code: 'se', name: 'Sweden' };

/** An open survey of two sections with every question kind. */
export function surveyFixture(answer: Partial<SurveyAnswer> = {}): Survey {
  return {
    id: 7,
    key: 'clinic-2026',
    version: 1,
    title: 'Clinic survey 2026',
    description: 'Staffing, patients and purchasing.',
    language: 'en',
    country: sweden,
    opensAt: '2026-11-01T00:00:00Z',
    closesAt: '2026-12-31T23:00:00Z',
    state: 'open',
    questionCount: 6,
    myStatus: answer.status ?? 'draft',
    answered: 1,
    sections: [
      {
        id: 1,
        title: 'Staff and hours',
        description: '',
        questions: [
          {
            id: 11,
            code: 'staff_count',
            kind: 'number',
            text: 'How many people work at the clinic?',
            help: '',
            required: true,
            position: 1,
            unit: 'persons',
            min: 1,
            max: 500,
            decimals: 0,
            role: 'staffCount',
          },
          {
            id: 12,
            code: 'open_hours_week',
            kind: 'number',
            text: 'Opening hours per week',
            help: '',
            required: false,
            position: 2,
            unit: 'hours',
            min: 0,
            max: 168,
            decimals: 1,
            role: null,
          },
          {
            id: 13,
            code: 'species',
            kind: 'single',
            text: 'Main patients',
            help: '',
            required: true,
            position: 3,
            options: [
              { code: 'small', label: 'Small animals' },
              { code: 'horse', label: 'Horses' },
            ],
          },
        ],
      },
      {
        id: 2,
        title: 'Purchasing',
        description: '',
        questions: [
          {
            id: 21,
            code: 'services',
            kind: 'multiple',
            text: 'Services offered',
            help: '',
            required: false,
            position: 1,
            options: [
              { code: 'lab', label: 'Laboratory' },
              { code: 'xray', label: 'X-ray' },
            ],
          },
          {
            id: 22,
            code: 'satisfaction',
            kind: 'scale',
            text: 'Satisfaction with deliveries',
            help: '',
            required: false,
            position: 2,
            min: 1,
            max: 5,
            minLabel: 'Poor',
            maxLabel: 'Excellent',
          },
          {
            id: 23,
            code: 'spend_by_category',
            kind: 'matrix',
            text: 'Spend per category last year',
            help: '',
            required: false,
            position: 3,
            unit: 'currency',
            min: 0,
            max: null,
            decimals: 0,
            rowSource: 'purchaseCategory',
            rows: [
              { code: 'vaccines', label: 'Vaccines' },
              { code: 'diets', label: 'Diets' },
            ],
          },
        ],
      },
    ],
    answer: {
      status: 'draft',
      values: { '11': 8 },
      updatedAt: '2026-11-20T10:00:00Z',
      submittedAt: null,
      editable: true,
      ...answer,
    },
  };
}

/** Benchmarks with a full group, a matrix, and a line whose group is below the threshold. */
export function benchmarksFixture(): Benchmarks {
  return {
    surveyId: 7,
    member: { id: 3, name: 'Djurkliniken Solna' },
    peerGroup: { country: sweden, sizeBand: 's', clinics: 23 },
    minGroup: 5,
    sections: [
      {
        id: 1,
        title: 'Staff and hours',
        lines: [
          {
            questionId: 12,
            code: 'open_hours_week',
            text: 'Opening hours per week',
            unit: 'hours',
            row: null,
            value: 52.5,
            peers: { n: 21, q1: 40, median: 45, q3: 50 },
            gap: null,
          },
        ],
      },
      {
        id: 2,
        title: 'Purchasing',
        lines: [
          {
            questionId: 23,
            code: 'spend_by_category',
            text: 'Spend per category last year',
            unit: 'currency',
            row: { code: 'vaccines', label: 'Vaccines' },
            value: 120000,
            peers: { n: 9, q1: 80000, median: 100000, q3: 150000 },
            gap: null,
          },
          {
            questionId: 23,
            code: 'spend_by_category',
            text: 'Spend per category last year',
            unit: 'currency',
            row: { code: 'diets', label: 'Diets' },
            value: 30000,
            peers: null,
            gap: 'belowThreshold',
          },
        ],
      },
    ],
  };
}

export function responseRatesFixture(submitted = 12): ResponseRates {
  const rate = (done: number, of: number) => Math.round((done / of) * 10000) / 10000;
  return {
    eligible: 40,
    draft: 5,
    submitted,
    rate: rate(submitted, 40),
    byCountry: [{ country: sweden, eligible: 40, draft: 5, submitted, rate: rate(submitted, 40) }],
    byLevel: [{ level: { id: 3, name: 'b-engaged' }, eligible: 10, draft: 1, submitted: 4, rate: 0.4 }],
  };
}

export function nonRespondersFixture(count = 2): Page<NonResponder> {
  const results: NonResponder[] = Array.from({ length: count }, (_, index) => ({
    member: { id: 100 + index, name: `Klinik ${index + 1}`, country: sweden },
    status: index % 2 === 0 ? 'none' : 'draft',
    lastRemindedAt: null,
  }));
  return { count, next: null, previous: null, results };
}

/** A value the test API refuses as the real one would a figure beyond what it accepts. */
export const REFUSED_HOURS = 99;
export const REFUSED_MESSAGE = 'More hours than the clinic is open.';

/** The survey's calls: PATCHes are recorded and answered as the API does; submit refuses a missing required answer. */
export function vetdataHandlers(survey = surveyFixture()) {
  const patches: Record<string, AnswerValue>[] = [];
  const reminders: unknown[] = [];
  let answer: SurveyAnswer = { ...survey.answer, values: { ...survey.answer.values } };
  const base = `${BROWSER_API}`;
  const handlers = [
    http.patch(`${base}${VETDATA_API.answer(survey.id)}`, async ({ request }) => {
      const body = (await request.json()) as { values: Record<string, AnswerValue> };
      patches.push(body.values);
      const errors: Record<string, string[]> = {};
      for (const [id, value] of Object.entries(body.values)) {
        if (id === '12' && value === REFUSED_HOURS) errors[id] = [REFUSED_MESSAGE];
        else answer.values[id] = value;
      }
      answer = { ...answer, updatedAt: '2026-11-26T10:00:00Z' };
      return HttpResponse.json({ answer, errors } satisfies AnswerSaved);
    }),
    http.post(`${base}${VETDATA_API.submit(survey.id)}`, () => {
      if (answer.values['13'] === undefined || answer.values['13'] === null) {
        return HttpResponse.json({ values: { '13': ['This field is required.'] } }, { status: 400 });
      }
      answer = { ...answer, status: 'submitted', submittedAt: '2026-11-26T10:01:00Z' };
      return HttpResponse.json(answer);
    }),
    http.post(`${base}${VETDATA_API.reminders(survey.id)}`, async ({ request }) => {
      reminders.push(await request.json());
      return HttpResponse.json({ reminded: 2, skipped: 1 } satisfies ReminderResult);
    }),
    http.get(`${base}${VETDATA_API.nonResponders(survey.id)}`, () => HttpResponse.json(nonRespondersFixture(0))),
  ];
  return { handlers, patches, reminders, answer: () => answer };
}
