// The figures the SQL computes (percentile_cont per cell) against a reference quartile computation
// in TypeScript, over random answers; and the whole-survey cell built from the cells that reach the
// threshold only.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { VETDATA_MIN_GROUP, VETDATA_SIZE_BANDS } from '../../../contract/vetdata';
import { rowsOf } from '../../../db/client';
import { vetdataFacts } from '../../../db/schema/vetdata';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { refreshFigures } from '../service';
import { createSurvey, definition, makeClinics, type Made, swedenId } from './fixture';

/** PostgreSQL's percentile_cont: linear interpolation between the sorted values around p·(n−1). */
export function percentileCont(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] as number;
  return low + ((sorted[upper] as number) - low) * (position - lower);
}

let t: TestApp;
let s: Made;
let clinics: number[];

beforeAll(async () => {
  t = await createTestApp();
  s = await createSurvey(t, definition(t, 'figures-property', await swedenId(t)));
  clinics = await makeClinics(t, 'Figures', 24);
});
afterAll(async () => {
  await t.close();
});

describe('percentileCont (the reference)', () => {
  it('matches hand-computed quartiles', () => {
    expect([0.25, 0.5, 0.75].map((p) => percentileCont([10, 20, 30, 40, 50], p))).toEqual([20, 30, 40]);
    expect([0.25, 0.5, 0.75].map((p) => percentileCont([1, 2, 3, 4], p))).toEqual([1.75, 2.5, 3.25]);
    expect(percentileCont([7], 0.25)).toBe(7);
  });
});

type Figure = {
  size_band: string;
  question_id: number;
  row_code: string;
  n: number;
  q1: number;
  median: number;
  q3: number;
};

const answer = fc.record({
  band: fc.constantFrom(...VETDATA_SIZE_BANDS.map((band) => band.code)),
  number: fc.option(
    fc.integer({ min: -1000, max: 1000 }).map((v) => v / 4),
    { nil: null },
  ),
  supplier: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});

it('stores, per cell, n and the quartiles percentile_cont gives, equal to the reference', async () => {
  const numberQuestion = s.q.open_hours as number;
  const matrixQuestion = s.q.supplier_spend as number;
  await fc.assert(
    fc.asyncProperty(fc.array(answer, { minLength: 0, maxLength: clinics.length }), async (answers) => {
      await t.db.delete(vetdataFacts).where(eq(vetdataFacts.surveyId, s.id));
      const facts = answers.flatMap((a, i) => [
        ...(a.number === null
          ? []
          : [
              {
                surveyId: s.id,
                memberId: clinics[i] as number,
                questionId: numberQuestion,
                rowCode: '',
                sizeBand: a.band,
                value: a.number,
              },
            ]),
        ...(a.supplier === null
          ? []
          : [
              {
                surveyId: s.id,
                memberId: clinics[i] as number,
                questionId: matrixQuestion,
                rowCode: 'NORDVAX',
                sizeBand: a.band,
                value: a.supplier,
              },
            ]),
      ]);
      if (facts.length > 0) await t.db.insert(vetdataFacts).values(facts);
      await refreshFigures(t.db, s.id, null);
      const stored = await rowsOf<Figure>(t.db, sql`select * from vetdata_figures where survey_id = ${s.id}`);
      const key = (band: string, question: number) => `${band}|${question}`;
      const got = new Map(stored.map((row) => [key(row.size_band, Number(row.question_id)), row]));

      // Every band cell: n and the quartiles of its values.
      const expected = new Map<string, number[]>();
      for (const fact of facts) {
        const k = key(fact.sizeBand, fact.questionId);
        expected.set(k, [...(expected.get(k) ?? []), fact.value]);
      }
      // The whole-survey cell of the supplier row: only the bands that reach the threshold.
      const wide = facts.filter(
        (fact) =>
          fact.questionId === matrixQuestion &&
          (expected.get(key(fact.sizeBand, matrixQuestion))?.length ?? 0) >= VETDATA_MIN_GROUP,
      );
      if (wide.length > 0)
        expected.set(
          key('*', matrixQuestion),
          wide.map((fact) => fact.value),
        );

      expect(new Set(got.keys())).toEqual(new Set(expected.keys()));
      for (const [k, values] of expected) {
        const row = got.get(k) as Figure;
        expect(Number(row.n)).toBe(values.length);
        expect(Number(row.q1)).toBeCloseTo(percentileCont(values, 0.25), 9);
        expect(Number(row.median)).toBeCloseTo(percentileCont(values, 0.5), 9);
        expect(Number(row.q3)).toBeCloseTo(percentileCont(values, 0.75), 9);
      }
    }),
    { numRuns: 40 },
  );
});
