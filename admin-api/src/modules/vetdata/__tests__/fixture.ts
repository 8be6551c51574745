// A VetData survey with every question kind, made through the staff endpoint, and clinics of its
// own (Swedish members with no users) so the tests count only what they submit.
import { eq } from 'drizzle-orm';
import { memberLevels, members } from '../../../db/schema/accounts';
import { countries } from '../../../db/schema/locale';
import { STAFF, type TestApp } from '../../../test-support/test-app';

export const DAY = 86_400_000;

/** A definition in Swedish and English, open from a day ago for `days` days (relative to the test clock). */
export function definition(t: TestApp, key: string, country: number, extra: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    key,
    country,
    languages: ['sv', 'en'],
    title: { sv: 'Klinikenkät', en: 'Clinic survey' },
    description: { sv: 'Om kliniken', en: 'About the clinic' },
    opensAt: new Date(now - DAY).toISOString(),
    closesAt: new Date(now + 30 * DAY).toISOString(),
    sections: [
      {
        title: { sv: 'Personal', en: 'Staff' },
        questions: [
          {
            code: 'staff_count',
            kind: 'number',
            required: true,
            role: 'staffCount',
            text: { sv: 'Antal anställda', en: 'Number of staff' },
            settings: { unit: 'persons', min: 1, max: 500, decimals: 0 },
          },
          {
            code: 'open_hours',
            kind: 'number',
            required: true,
            text: { sv: 'Öppettimmar per vecka', en: 'Opening hours a week' },
            settings: { unit: 'hours', min: 0, max: 168, decimals: 1 },
          },
          {
            code: 'satisfaction',
            kind: 'scale',
            text: { sv: 'Nöjdhet', en: 'Satisfaction' },
            settings: { min: 1, max: 5, minLabel: { sv: 'Låg', en: 'Low' }, maxLabel: { sv: 'Hög', en: 'High' } },
          },
        ],
      },
      {
        title: { sv: 'Verksamhet', en: 'Practice' },
        questions: [
          {
            code: 'species',
            kind: 'single',
            required: true,
            text: { sv: 'Huvudsaklig inriktning', en: 'Main species' },
            settings: {
              options: [
                { code: 'small', label: { sv: 'Smådjur', en: 'Small animals' } },
                { code: 'horse', label: { sv: 'Häst', en: 'Horse' } },
                { code: 'mixed', label: { sv: 'Blandad', en: 'Mixed' } },
              ],
            },
          },
          {
            code: 'services',
            kind: 'multiple',
            text: { sv: 'Tjänster', en: 'Services' },
            settings: {
              options: [
                { code: 'xray', label: { sv: 'Röntgen', en: 'X-ray' } },
                { code: 'dental', label: { sv: 'Tandvård', en: 'Dental' } },
                { code: 'lab', label: { sv: 'Labb', en: 'Lab' } },
              ],
            },
          },
          {
            code: 'comment',
            kind: 'text',
            text: { sv: 'Kommentar', en: 'Comment' },
            settings: { maxLength: 20 },
          },
          {
            code: 'visits',
            kind: 'matrix',
            text: { sv: 'Besök per år', en: 'Visits a year' },
            settings: {
              unit: 'count',
              min: 0,
              decimals: 0,
              rowSource: 'fixed',
              rows: [
                { code: 'dog', label: { sv: 'Hund', en: 'Dog' } },
                { code: 'cat', label: { sv: 'Katt', en: 'Cat' } },
              ],
            },
          },
          {
            code: 'supplier_spend',
            kind: 'matrix',
            text: { sv: 'Inköp per leverantör', en: 'Purchases by supplier' },
            settings: {
              unit: 'percent',
              min: 0,
              max: 100,
              decimals: 0,
              rowSource: 'supplier',
              rows: [{ code: 'NORDVAX' }],
            },
          },
        ],
      },
    ],
    ...extra,
  };
}

export type Made = { id: number; q: Record<string, number> };

export async function createSurvey(t: TestApp, body: Record<string, unknown>): Promise<Made> {
  const response = await t.call({ method: 'POST', url: '/api/v1/vetdata/surveys/', payload: body, as: STAFF });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  const survey = response.json();
  const q: Record<string, number> = {};
  for (const section of survey.sections) for (const question of section.questions) q[question.code] = question.id;
  return { id: survey.id, q };
}

export async function swedenId(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'se'));
  if (!row) throw new Error('no se');
  return row.id;
}

/** `count` Swedish clinics of level 1 (b-basic) named `<prefix> n`, with no users. */
export async function makeClinics(t: TestApp, prefix: string, count: number, level = 1): Promise<number[]> {
  const se = await swedenId(t);
  const rows = await t.db
    .insert(members)
    .values(Array.from({ length: count }, (_, i) => ({ name: `${prefix} ${i + 1}`, countryId: se })))
    .returning({ id: members.id });
  await t.db.insert(memberLevels).values(rows.map((row) => ({ memberId: row.id, levelId: level })));
  return rows.map((row) => row.id);
}

/** Staff save and submit `values` for a member (staff may act for any member). */
export async function submitFor(t: TestApp, surveyId: number, member: number, values: Record<string, unknown>) {
  const patch = await t.call({
    method: 'PATCH',
    url: `/api/v1/vetdata/surveys/${surveyId}/answer/?member=${member}`,
    payload: { values },
    as: STAFF,
  });
  if (patch.statusCode !== 200 || Object.keys(patch.json().errors).length > 0) {
    throw new Error(`patch: ${patch.statusCode} ${patch.body}`);
  }
  const submit = await t.call({
    method: 'POST',
    url: `/api/v1/vetdata/surveys/${surveyId}/answer/submit/?member=${member}`,
    as: STAFF,
  });
  if (submit.statusCode !== 200) throw new Error(`submit: ${submit.statusCode} ${submit.body}`);
  return submit.json();
}
