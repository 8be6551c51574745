import { readSurvey } from '../api/read-vetdata';

// The survey's reader, question by question (features/vetdata/api/read-vetdata.ts): each kind
// keeps exactly its own fields, a field it lacks gets its default, an unknown kind is left out.

const base = { code: 'q', text: 'Question', help: 'Help', required: true };

const survey = (questions: unknown[]) => ({
  id: 2,
  key: 'clinic',
  version: 2,
  title: 'Survey',
  description: '',
  language: 'en',
  country: { id: 15, code: 'se', name: 'Sweden' },
  opensAt: '2026-11-01T00:00:00.000Z',
  closesAt: '2026-12-31T00:00:00.000Z',
  state: 'open',
  questionCount: questions.length,
  myStatus: 'none',
  answered: 0,
  sections: [{ id: 1, title: 'Staff', description: '', questions }],
  answer: { status: 'none', values: {}, updatedAt: null, submittedAt: null, editable: true },
});

const questionsOf = (questions: unknown[]) => readSurvey(survey(questions)).sections[0]?.questions;

describe('readSurvey: the questions', () => {
  it('reads each kind with exactly its own fields, in their position order', () => {
    const questions = questionsOf([
      { ...base, id: 6, position: 6, kind: 'text', maxLength: 500, unit: 'hours' },
      {
        ...base,
        id: 5,
        position: 5,
        kind: 'matrix',
        unit: 'percent',
        min: 0,
        max: 100,
        decimals: 1,
        rowSource: 'supplier',
        rows: [{ code: 'A', label: 'Supplier A' }],
      },
      { ...base, id: 4, position: 4, kind: 'scale', min: 1, max: 7, minLabel: 'Low', maxLabel: 'High' },
      { ...base, id: 3, position: 3, kind: 'multiple', options: [{ code: 'x', label: 'X-ray' }] },
      { ...base, id: 2, position: 2, kind: 'single', options: [{ code: 'no', label: 'No' }], min: 3 },
      {
        ...base,
        id: 1,
        position: 1,
        kind: 'number',
        unit: 'persons',
        min: 0,
        max: 500,
        decimals: 0,
        role: 'staffCount',
        options: [],
      },
    ]);
    const common = { code: 'q', text: 'Question', help: 'Help', required: true };
    expect(questions).toEqual([
      {
        ...common,
        id: 1,
        position: 1,
        kind: 'number',
        unit: 'persons',
        min: 0,
        max: 500,
        decimals: 0,
        role: 'staffCount',
      },
      { ...common, id: 2, position: 2, kind: 'single', options: [{ code: 'no', label: 'No' }] },
      { ...common, id: 3, position: 3, kind: 'multiple', options: [{ code: 'x', label: 'X-ray' }] },
      { ...common, id: 4, position: 4, kind: 'scale', min: 1, max: 7, minLabel: 'Low', maxLabel: 'High' },
      {
        ...common,
        id: 5,
        position: 5,
        kind: 'matrix',
        unit: 'percent',
        min: 0,
        max: 100,
        decimals: 1,
        rowSource: 'supplier',
        rows: [{ code: 'A', label: 'Supplier A' }],
      },
      { ...common, id: 6, position: 6, kind: 'text', maxLength: 500 },
    ]);
  });

  it('gives missing fields their defaults and leaves out an unknown kind or a question without an id', () => {
    const questions = questionsOf([
      { id: 1, kind: 'number', decimals: -2, role: 'other' },
      { id: 2, kind: 'scale' },
      { id: 3, kind: 'text' },
      { id: 4, kind: 'matrix', rowSource: 'elsewhere', rows: [{ code: 'r' }] },
      { id: 5, kind: 'date' },
      { kind: 'number' },
    ]);
    const defaults = { code: '', text: '', help: '', required: false, position: 0 };
    expect(questions).toEqual([
      { ...defaults, id: 1, kind: 'number', unit: '', min: null, max: null, decimals: 0, role: null },
      { ...defaults, id: 2, kind: 'scale', min: 1, max: 5, minLabel: '', maxLabel: '' },
      { ...defaults, id: 3, kind: 'text', maxLength: 2000 },
      {
        ...defaults,
        id: 4,
        kind: 'matrix',
        unit: '',
        min: null,
        max: null,
        decimals: 0,
        rowSource: 'fixed',
        rows: [{ code: 'r', label: 'r' }],
      },
    ]);
  });
});
