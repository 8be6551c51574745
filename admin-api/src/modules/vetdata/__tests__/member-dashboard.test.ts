// VetData's combined calls (`GET vetdata/member-dashboard/`, `GET vetdata/suppliers-dashboard/`,
// docs/api.md "VetData"), with the read cache on as in production: each part is exactly its own
// call's answer, the member is checked as the single calls check it, and the cached rows and
// benchmark figures follow every write.
import { eq } from 'drizzle-orm';
import { chosenSurveyOf } from '../../../contract/vetdata';
import { members } from '../../../db/schema/accounts';
import { countries } from '../../../db/schema/locale';
import { logQueries, type QueryLog, TREE_QUERY } from '../../../test-support/query-log';
import { CHAIN, createTestApp, DE_OWNER, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { createSurvey, definition, makeClinics, type Made, submitFor, swedenId } from './fixture';

let t: TestApp;
let log: QueryLog;
let s: Made;
let clinics: number[];

const COMBINED = '/api/v1/vetdata/member-dashboard/';
const get = (url: string, as: string) => t.call({ method: 'GET', url, as });
const complete = (staff: number, hours: number) => ({
  [s.q.staff_count as number]: staff,
  [s.q.open_hours as number]: hours,
  [s.q.species as number]: 'small',
});

beforeAll(async () => {
  t = await createTestApp({ env: { READ_CACHE_TTL_MS: '600000' } });
  s = await createSurvey(t, definition(t, 'dashboard-call', await swedenId(t)));
  clinics = await makeClinics(t, 'Dashboard S', 6);
  // Five clinics of band s (5–9 staff): opening hours 10..50, the sixth submits later.
  for (const [i, member] of clinics.slice(0, 5).entries())
    await submitFor(t, s.id, member, complete(5 + i, 10 * (i + 1)));
  log = logQueries(t.db);
});
afterAll(() => t.close());

type Line = { code: string; value: number | null; peers: { n: number; median: number } | null };
const openHours = (benchmarks: { sections: { lines: Line[] }[] }) =>
  benchmarks.sections.flatMap((section) => section.lines).find((line) => line.code === 'open_hours');

describe('GET vetdata/member-dashboard/', () => {
  it('answers the list and the chosen survey’s benchmarks exactly as their own calls do', async () => {
    const member = clinics[1] as number;
    const combined = await get(`${COMBINED}?member=${member}&survey=${s.id}`, STAFF);
    expect(combined.statusCode).toBe(200);
    const list = await get(`/api/v1/vetdata/surveys/?member=${member}`, STAFF);
    const benchmarks = await get(`/api/v1/vetdata/surveys/${s.id}/benchmarks/?member=${member}`, STAFF);
    expect(combined.json()).toEqual({ surveys: list.json(), surveyId: s.id, benchmarks: benchmarks.json() });
    expect(openHours(combined.json().benchmarks)).toMatchObject({ value: 20, peers: { n: 5, median: 30 } });
  });

  it('chooses as the portal does without ?survey=: the latest closed survey, else the latest', async () => {
    const combined = (await get(COMBINED, OWNER)).json();
    const list = (await get('/api/v1/vetdata/surveys/', OWNER)).json();
    const chosen = chosenSurveyOf(list, null);
    expect(combined.surveys).toEqual(list);
    expect(combined.surveyId).toBe(chosen?.id ?? null);
    if (chosen) {
      const single = await get(`/api/v1/vetdata/surveys/${chosen.id}/benchmarks/`, OWNER);
      expect(combined.benchmarks).toEqual(single.json());
    }
  });

  it('never picks a survey of another country a member may not read, whatever ?survey= says', async () => {
    const [dk] = await t.db.select({ id: countries.id }).from(countries).where(eq(countries.code, 'dk'));
    // The same survey in Danish (its texts in `da` instead of `sv`) for Denmark.
    const swedish = definition(t, 'dashboard-dk', dk!.id, { languages: ['da'] });
    const texts = JSON.parse(JSON.stringify(swedish).replaceAll('"sv":', '"da":')) as typeof swedish;
    // Without the Swedish suppliers' question.
    const sections = texts.sections.map((section) => ({
      ...section,
      questions: section.questions.filter((question) => question.code !== 'supplier_spend'),
    }));
    const danish = await createSurvey(t, { ...texts, sections });
    const combined = (await get(`${COMBINED}?survey=${danish.id}`, OWNER)).json();
    expect(combined.surveyId).not.toBe(danish.id);
    expect(combined.surveys.map((survey: { id: number }) => survey.id)).not.toContain(danish.id);
    expect(combined.benchmarks?.surveyId ?? null).toBe(combined.surveyId);
  });

  it('checks the member as the single calls do: own tree only, and VetData’s feature', async () => {
    expect((await get(`${COMBINED}?member=${clinics[0]}`, OWNER)).statusCode).toBe(403);
    expect((await get(`/api/v1/vetdata/surveys/?member=${clinics[0]}`, OWNER)).statusCode).toBe(403);
    expect((await get(COMBINED, DE_OWNER)).statusCode).toBe(403);
    const byName = async (name: string) =>
      (await t.db.select({ id: members.id }).from(members).where(eq(members.name, name)))[0]?.id as number;
    const umea = await byName('Vetgroup Umeå');
    const solna = await byName('Djurkliniken Solna');
    const forUmea = await get(`${COMBINED}?member=${umea}&survey=${s.id}`, CHAIN);
    expect(forUmea.statusCode).toBe(200);
    expect(forUmea.json()).toMatchObject({ surveyId: s.id, benchmarks: { member: { id: umea } } });
    expect((await get(`${COMBINED}?member=${solna}`, CHAIN)).statusCode).toBe(403);
    expect((await get(`${COMBINED}?survey=x`, OWNER)).statusCode).toBe(400);
  });

  it('reads no VetData row from the database once warm, and the member’s own draft right after saving it', async () => {
    const member = clinics[5] as number;
    const url = `${COMBINED}?member=${member}&survey=${s.id}`;
    const mine = (body: { surveys: { id: number; myStatus: string; answered: number }[] }) =>
      body.surveys.find((survey) => survey.id === s.id);
    expect(mine((await get(url, STAFF)).json())).toMatchObject({ myStatus: 'none', answered: 0 });
    await get(`/api/v1/vetdata/surveys/${s.id}/?member=${member}`, STAFF);
    log.clear();
    await get(url, STAFF);
    await get(`/api/v1/vetdata/surveys/${s.id}/?member=${member}`, STAFF);
    // Only who may read the member (never cached: a right taken away counts at once).
    const read = log.statements.filter((statement) => !statement.includes(TREE_QUERY));
    expect(read.filter((statement) => /\b(from|join) (vetdata_|members\b)/.test(statement))).toEqual([]);

    const saved = await t.call({
      method: 'PATCH',
      url: `/api/v1/vetdata/surveys/${s.id}/answer/?member=${member}`,
      payload: { values: { [s.q.staff_count as number]: 6 } },
      as: STAFF,
    });
    expect(saved.statusCode).toBe(200);
    expect(mine((await get(url, STAFF)).json())).toMatchObject({ myStatus: 'draft', answered: 1 });
    const form = (await get(`/api/v1/vetdata/surveys/${s.id}/?member=${member}`, STAFF)).json();
    expect(form.answer).toMatchObject({ status: 'draft', values: { [s.q.staff_count as number]: 6 } });
  });

  it('reads the figures from the read cache, and again after a submission changes them', async () => {
    const url = `${COMBINED}?member=${clinics[0]}&survey=${s.id}`;
    await get(url, STAFF);
    log.clear();
    expect(openHours((await get(url, STAFF)).json().benchmarks)?.peers?.n).toBe(5);
    expect(log.count('from vetdata_figures')).toBe(0);

    await submitFor(t, s.id, clinics[5] as number, complete(6, 60));
    log.clear();
    const after = (await get(url, STAFF)).json();
    expect(log.count('from vetdata_figures')).toBe(1);
    expect(openHours(after.benchmarks)).toMatchObject({ value: 10, peers: { n: 6, median: 35 } });
    const single = await get(`/api/v1/vetdata/surveys/${s.id}/benchmarks/?member=${clinics[0]}`, STAFF);
    expect(after.benchmarks).toEqual(single.json());
  });
});

describe('GET vetdata/suppliers-dashboard/ (staff)', () => {
  const SUPPLIERS = '/api/v1/vetdata/suppliers-dashboard/';

  it('answers the list and the chosen survey’s aggregates exactly as their own calls do', async () => {
    for (const country of ['', '&country=999']) {
      const combined = await get(`${SUPPLIERS}?survey=${s.id}${country}`, STAFF);
      expect(combined.statusCode).toBe(200);
      const list = await get('/api/v1/vetdata/surveys/', STAFF);
      const aggregates = await get(
        `/api/v1/vetdata/surveys/${s.id}/supplier-aggregates/${country.replace('&', '?')}`,
        STAFF,
      );
      expect(combined.json()).toEqual({ surveys: list.json(), surveyId: s.id, aggregates: aggregates.json() });
    }
    const chosen = (await get(SUPPLIERS, STAFF)).json();
    const list = (await get('/api/v1/vetdata/surveys/', STAFF)).json();
    expect(chosen.surveyId).toBe(chosenSurveyOf(list, null)?.id ?? null);
  });

  it('is staff-only', async () => {
    expect((await get(SUPPLIERS, OWNER)).statusCode).toBe(403);
    expect((await get(`/api/v1/vetdata/surveys/${s.id}/supplier-aggregates/`, OWNER)).statusCode).toBe(403);
  });
});

describe('GET vetdata/members-report/ (staff)', () => {
  const REPORT = '/api/v1/vetdata/members-report/';
  const survey = (tail: string) => `/api/v1/vetdata/surveys/${s.id}/${tail}`;

  it('answers the list, the rates and the page of non-responders exactly as their own calls do', async () => {
    const sweden = await swedenId(t);
    for (const query of ['', `&country=${sweden}&page=2&page_size=2`, `&country=999&level=2&page=1`]) {
      const combined = await get(`${REPORT}?survey=${s.id}${query}`, STAFF);
      expect(combined.statusCode).toBe(200);
      const country = new URLSearchParams(query).get('country');
      const list = await get('/api/v1/vetdata/surveys/', STAFF);
      const rates = await get(survey(`response-rates/${country ? `?country=${country}` : ''}`), STAFF);
      const page = await get(survey(`non-responders/${query.replace('&', '?')}`), STAFF);
      expect(combined.json()).toEqual({
        surveys: list.json(),
        surveyId: s.id,
        rates: rates.json(),
        nonResponders: page.json(),
      });
    }
    const paged = (await get(`${REPORT}?survey=${s.id}&country=${sweden}&page=2&page_size=2`, STAFF)).json();
    expect(paged.nonResponders.next).toMatch(
      new RegExp(`/api/v1/vetdata/surveys/${s.id}/non-responders/\\?country=${sweden}&page=3&page_size=2$`),
    );
    const chosen = (await get(REPORT, STAFF)).json();
    const list = (await get('/api/v1/vetdata/surveys/', STAFF)).json();
    expect(chosen.surveyId).toBe(chosenSurveyOf(list, null)?.id ?? null);
  });

  it('is staff-only', async () => {
    expect((await get(REPORT, OWNER)).statusCode).toBe(403);
    expect((await get(REPORT, CHAIN)).statusCode).toBe(403);
    expect((await get(`${REPORT}?survey=x`, STAFF)).statusCode).toBe(400);
    expect((await get(`${REPORT}?survey=${s.id}&page=0`, STAFF)).statusCode).toBe(404);
  });

  it('reads the rates and non-responders from the read cache, and again after a draft is saved', async () => {
    const sweden = await swedenId(t);
    const url = `${REPORT}?survey=${s.id}&country=${sweden}&page_size=100`;
    const before = (await get(url, STAFF)).json();
    log.clear();
    await get(url, STAFF);
    expect(log.count('vetdata_answers')).toBe(0);

    const member = (before.nonResponders.results as { member: { id: number }; status: string }[]).find(
      (row) => row.status === 'none',
    )!.member.id;
    const saved = await t.call({
      method: 'PATCH',
      url: `/api/v1/vetdata/surveys/${s.id}/answer/?member=${member}`,
      payload: { values: { [s.q.staff_count as number]: 3 } },
      as: STAFF,
    });
    expect(saved.statusCode).toBe(200);
    const after = (await get(url, STAFF)).json();
    expect(after.rates.draft).toBe(before.rates.draft + 1);
    const row = (after.nonResponders.results as { member: { id: number }; status: string }[]).find(
      (entry) => entry.member.id === member,
    );
    expect(row?.status).toBe('draft');
  });
});

describe("the survey form's and the dashboard's JSON text with the read cache", () => {
  it('answers JSON whose state and editability follow the clock while the row stays cached', async () => {
    const now = t.clock.now().getTime();
    const closing = await createSurvey(
      t,
      definition(t, 'closing-soon', await swedenId(t), { closesAt: new Date(now + 5 * 60_000).toISOString() }),
    );
    const url = `/api/v1/vetdata/surveys/${closing.id}/`;
    const open = await get(url, STAFF);
    expect(open.headers['content-type']).toMatch(/^application\/json/);
    expect(open.json()).toMatchObject({ id: closing.id, state: 'open', answer: { editable: true } });
    log.clear();
    expect((await get(url, STAFF)).json()).toEqual(open.json());
    expect(log.count('vetdata_surveys')).toBe(0);

    // Past its close, within the read cache's lifetime of the row: closed, and no longer editable.
    t.clock.advance(6 * 60_000);
    expect((await get(url, STAFF)).json()).toMatchObject({ state: 'closed', answer: { editable: false } });
  });

  it('answers the dashboard call with states that follow the clock while its rows stay cached', async () => {
    const now = t.clock.now().getTime();
    const closing = await createSurvey(
      t,
      definition(t, 'closing-later', await swedenId(t), { closesAt: new Date(now + 5 * 60_000).toISOString() }),
    );
    const url = `${COMBINED}?survey=${closing.id}`;
    const stateOf = (body: { surveys: { id: number; state: string }[] }) =>
      body.surveys.find((survey) => survey.id === closing.id)?.state;
    const open = await get(url, STAFF);
    expect(open.headers['content-type']).toMatch(/^application\/json/);
    expect(open.json()).toMatchObject({ surveyId: closing.id, benchmarks: { surveyId: closing.id } });
    expect(stateOf(open.json())).toBe('open');
    expect((await get(url, STAFF)).json()).toEqual(open.json());

    t.clock.advance(6 * 60_000);
    expect(stateOf((await get(url, STAFF)).json())).toBe('closed');
  });
});
