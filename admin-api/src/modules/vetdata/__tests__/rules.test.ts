import { voiceOf } from '../../../i18n/translate';
import { checkValue, factsOf, missingRequired, readingLanguage, sizeBandOf, type StoredQuestion } from '../rules';

const en = voiceOf('en');
const sv = voiceOf('sv');
const label = (row: { code: string }) => row.code.toUpperCase();

const question = (
  kind: string,
  settings: Record<string, unknown>,
  extra: Partial<StoredQuestion> = {},
): StoredQuestion => ({
  id: 1,
  sectionId: 1,
  position: 1,
  code: 'q',
  kind,
  required: false,
  role: null,
  text: { en: 'Q' },
  help: {},
  settings,
  ...extra,
});

const check = (q: StoredQuestion, value: unknown, voice = en) => checkValue(q, value, voice, label);

describe('checkValue, per question kind', () => {
  it('accepts null for every kind (it clears the answer)', () => {
    for (const kind of ['number', 'single', 'multiple', 'scale', 'text', 'matrix']) {
      expect(check(question(kind, {}), null)).toEqual({ ok: true, value: null });
    }
  });

  it('number: a number within the range with at most the decimals allowed', () => {
    const hours = question('number', { min: 0, max: 168, decimals: 1 });
    expect(check(hours, 37.5)).toEqual({ ok: true, value: 37.5 });
    expect(check(hours, 0.1 + 0.2)).toMatchObject({ ok: true });
    expect(check(hours, '37')).toEqual({ ok: false, errors: ['Enter a number.'] });
    expect(check(hours, 37.25)).toEqual({ ok: false, errors: ['Too many decimals (at most 1).'] });
    expect(check(hours, -1)).toEqual({ ok: false, errors: ['Enter at least 0.'] });
    expect(check(hours, 1000.5, sv)).toEqual({ ok: false, errors: ['Ange högst 168.'] });
    expect(check(question('number', { decimals: 0 }), 2.5)).toEqual({ ok: false, errors: ['Enter a whole number.'] });
    expect(check(question('number', {}), Number.NaN)).toEqual({ ok: false, errors: ['Enter a number.'] });
  });

  it('scale: a whole number from min to max', () => {
    const scale = question('scale', { min: 1, max: 5 });
    expect(check(scale, 5)).toEqual({ ok: true, value: 5 });
    for (const bad of [0, 6, 2.5, '3']) {
      expect(check(scale, bad)).toEqual({ ok: false, errors: ['Choose a value from 1 to 5.'] });
    }
  });

  it('single: one of the option codes', () => {
    const single = question('single', { options: [{ code: 'a' }, { code: 'b' }] });
    expect(check(single, 'b')).toEqual({ ok: true, value: 'b' });
    expect(check(single, 'c', sv)).toEqual({ ok: false, errors: ['Välj ett av alternativen.'] });
    expect(check(single, ['a'])).toMatchObject({ ok: false });
  });

  it('multiple: option codes, kept once each in the options’ order', () => {
    const multiple = question('multiple', { options: [{ code: 'a' }, { code: 'b' }, { code: 'c' }] });
    expect(check(multiple, ['c', 'a', 'c'])).toEqual({ ok: true, value: ['a', 'c'] });
    expect(check(multiple, [])).toEqual({ ok: true, value: [] });
    expect(check(multiple, ['a', 'x'])).toEqual({ ok: false, errors: ['Choose among the options.'] });
    expect(check(multiple, 'a')).toMatchObject({ ok: false });
  });

  it('text: trimmed, at most maxLength characters', () => {
    const text = question('text', { maxLength: 5 });
    expect(check(text, '  hej  ')).toEqual({ ok: true, value: 'hej' });
    expect(check(text, 'abcdef')).toEqual({ ok: false, errors: ['Too long (character limit: 5).'] });
    expect(check(text, 5)).toEqual({ ok: false, errors: ['Enter text.'] });
  });

  it('matrix: a number per known row, each checked like a number and named by its row', () => {
    const matrix = question('matrix', { min: 0, decimals: 0, rows: [{ code: 'dog' }, { code: 'cat' }] });
    expect(check(matrix, { dog: 3, cat: null })).toEqual({ ok: true, value: { dog: 3 } });
    expect(check(matrix, { dog: -1, horse: 2 })).toEqual({
      ok: false,
      errors: ['DOG: Enter at least 0.', 'Unknown row: horse.'],
    });
    expect(check(matrix, [1, 2])).toEqual({ ok: false, errors: ['Enter a number per row.'] });
  });
});

describe('the other rules', () => {
  it('missingRequired names each unanswered required question, an empty choice or matrix too', () => {
    const questions = [
      question('number', {}, { id: 1, required: true }),
      question('multiple', {}, { id: 2, required: true }),
      question('matrix', {}, { id: 3, required: true }),
      question('text', {}, { id: 4 }),
    ];
    expect(missingRequired(questions, { 1: 0, 2: [], 3: { a: null } }, en)).toEqual({
      2: ['Answer this question.'],
      3: ['Answer this question.'],
    });
  });

  it('sizeBandOf follows VETDATA_SIZE_BANDS', () => {
    expect([0, 1, 4, 5, 9, 10, 19, 20, 300].map(sizeBandOf)).toEqual([null, 'xs', 'xs', 's', 's', 'm', 'm', 'l', 'l']);
    expect(sizeBandOf(null)).toBeNull();
  });

  it('factsOf keeps the numbers of number, scale and matrix questions', () => {
    const questions = [
      question('number', {}, { id: 1 }),
      question('scale', {}, { id: 2 }),
      question('matrix', {}, { id: 3 }),
      question('single', {}, { id: 4 }),
    ];
    expect(factsOf(questions, { 1: 4, 2: 3, 3: { a: 1, b: null }, 4: 'x' })).toEqual([
      { questionId: 1, rowCode: '', value: 4 },
      { questionId: 2, rowCode: '', value: 3 },
      { questionId: 3, rowCode: 'a', value: 1 },
    ]);
  });

  it('readingLanguage takes the reader’s language or its base, else the survey’s first', () => {
    expect(readingLanguage(['nl', 'fr'], 'fr-BE')).toBe('fr');
    expect(readingLanguage(['sv', 'en'], 'en')).toBe('en');
    expect(readingLanguage(['sv', 'en'], 'de')).toBe('sv');
  });
});
