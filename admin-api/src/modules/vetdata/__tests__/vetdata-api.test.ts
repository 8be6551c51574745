import { eq } from 'drizzle-orm';
import { members, users } from '../../../db/schema/accounts';
import { languages } from '../../../db/schema/locale';
import { outbox } from '../../../db/schema/outbox';
import { vetdataAnswers } from '../../../db/schema/vetdata';
import { CHAIN, createTestApp, DE_OWNER, MANAGER, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';
import { createSurvey, DAY, definition, makeClinics, type Made, submitFor, swedenId } from './fixture';

let t: TestApp;
let se: number;

beforeAll(async () => {
  t = await createTestApp({ env: { VETDATA_REMINDER_THROTTLE_MAX: '3' } });
  se = await swedenId(t);
});
afterAll(async () => {
  await t.close();
});

const url = (survey: number, tail = '', member?: number) =>
  `/api/v1/vetdata/surveys/${survey}/${tail}${member === undefined ? '' : `?member=${member}`}`;

const patch = (survey: number, values: Record<string, unknown>, as = OWNER, member?: number) =>
  t.call({ method: 'PATCH', url: url(survey, 'answer/', member), payload: { values }, as });
const submit = (survey: number, as = OWNER, member?: number) =>
  t.call({ method: 'POST', url: url(survey, 'answer/submit/', member), as });

/** A complete, valid answer with this staff count and opening hours. */
const complete = (s: Made, staff: number, hours: number, extra: Record<string, unknown> = {}) => ({
  [s.q.staff_count as number]: staff,
  [s.q.open_hours as number]: hours,
  [s.q.species as number]: 'small',
  ...extra,
});

describe('surveys', () => {
  it('creates versions of a key, and members see their country’s surveys in their language', async () => {
    const first = await createSurvey(t, definition(t, 'api-versions', se));
    const second = await createSurvey(t, definition(t, 'api-versions', se));
    const list = await t.call({ method: 'GET', url: '/api/v1/vetdata/surveys/', as: OWNER });
    expect(list.statusCode).toBe(200);
    const mine = list.json().filter((s: { key: string }) => s.key === 'api-versions');
    expect(mine.map((s: { version: number }) => s.version).sort()).toEqual([1, 2]);
    expect(mine[0]).toMatchObject({
      title: 'Klinikenkät',
      language: 'sv',
      state: 'open',
      myStatus: 'none',
      questionCount: 8,
    });

    const detail = await t.call({ method: 'GET', url: url(first.id), as: OWNER });
    const survey = detail.json();
    expect(survey.sections).toHaveLength(2);
    const visits = survey.sections[1].questions.find((q: { code: string }) => q.code === 'visits');
    expect(visits).toMatchObject({
      kind: 'matrix',
      rowSource: 'fixed',
      rows: [
        { code: 'dog', label: 'Hund' },
        { code: 'cat', label: 'Katt' },
      ],
    });
    const suppliers = survey.sections[1].questions.find((q: { code: string }) => q.code === 'supplier_spend');
    expect(suppliers.rows).toEqual([{ code: 'NORDVAX', label: 'Nordvax' }]);
    expect(survey.answer).toEqual({ status: 'none', values: {}, updatedAt: null, submittedAt: null, editable: true });

    // Germany has no VetData (feature 16); a Swedish survey is not found for a Danish reader either.
    expect((await t.call({ method: 'GET', url: url(second.id), as: DE_OWNER })).statusCode).toBe(403);
    expect((await t.call({ method: 'GET', url: url(second.id), as: 'contributor@vetnet.example' })).statusCode).toBe(
      404,
    );
  });

  it('gives each reader the questions in their own language, however many read the same survey', async () => {
    const made = await createSurvey(t, definition(t, 'api-languages', se));
    const texts = async (as: string) => {
      const body = (await t.call({ method: 'GET', url: url(made.id), as })).json();
      return [body.language, body.sections[0].title, body.sections[1].questions[0].options[0].label];
    };
    expect(await texts(OWNER)).toEqual(['sv', 'Personal', 'Smådjur']);
    // Solna's manager, the same clinic, reads English.
    const [english] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, 'en'));
    await t.db
      .update(users)
      .set({ languageId: english?.id as number })
      .where(eq(users.email, MANAGER));
    expect(await texts(MANAGER)).toEqual(['en', 'Staff', 'Small animals']);
    expect(await texts(OWNER)).toEqual(['sv', 'Personal', 'Smådjur']);
  });

  it('refuses a definition with bad settings, field by field', async () => {
    const body = definition(t, 'api-bad', se);
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: '/api/v1/vetdata/surveys/', as: STAFF, payload });
    const badKind = await post({
      ...body,
      sections: [
        {
          title: { sv: 'A' },
          questions: [
            { code: 'x', kind: 'single', text: { sv: 'X' }, settings: { options: [] } },
            { code: 'y', kind: 'number', role: 'staffCount', text: { sv: 'Y' }, settings: { min: 5, max: 1 } },
          ],
        },
      ],
    });
    expect(badKind.statusCode).toBe(400);
    const errors = badKind.json().sections['0'].questions;
    expect(errors['0'].settings.options).toBeDefined();
    expect(errors['1'].settings.max).toEqual(['The maximum must be above the minimum.']);
    const badDates = await post({ ...body, closesAt: body.opensAt });
    expect(badDates.json()).toEqual({ closesAt: ['The survey must close after it opens.'] });
    const badLanguage = await post({ ...body, languages: ['de'], title: { de: 'Umfrage' } });
    expect(badLanguage.statusCode).toBe(400);
  });
});

describe('answers: draft, submit, edit', () => {
  let s: Made;
  beforeAll(async () => {
    s = await createSurvey(t, definition(t, 'api-answers', se));
  });

  it('saves the valid values as the draft and answers why the others were not saved (in the reader’s language)', async () => {
    const response = await patch(s.id, {
      [s.q.staff_count as number]: 7,
      [s.q.open_hours as number]: 'many',
      [s.q.species as number]: 'dog',
      [s.q.comment as number]: '  Bra  ',
      999999: 1,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.answer).toMatchObject({
      status: 'draft',
      values: { [s.q.staff_count as number]: 7, [s.q.comment as number]: 'Bra' },
    });
    expect(body.errors).toEqual({
      [s.q.open_hours as number]: ['Ange ett tal.'],
      [s.q.species as number]: ['Välj ett av alternativen.'],
      999999: ['Okänd fråga.'],
    });
  });

  it('refuses to submit while required questions are unanswered, naming each', async () => {
    const response = await submit(s.id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      values: { [s.q.open_hours as number]: ['Besvara frågan.'], [s.q.species as number]: ['Besvara frågan.'] },
    });
  });

  it('submits, stays editable until the survey closes, and refuses changes after', async () => {
    await patch(s.id, complete(s, 7, 40));
    const submitted = await submit(s.id);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'submitted', editable: true });
    expect(submitted.json().submittedAt).not.toBeNull();

    // An edit makes it a draft again until submitted anew; the submission still counts meanwhile.
    const edited = await patch(s.id, { [s.q.open_hours as number]: 42.5 });
    expect(edited.json().answer).toMatchObject({ status: 'draft', values: { [s.q.open_hours as number]: 42.5 } });
    expect(edited.json().answer.submittedAt).toBe(submitted.json().submittedAt);
    expect((await submit(s.id)).json().status).toBe('submitted');

    t.clock.advance(31 * DAY);
    try {
      const late = await patch(s.id, { [s.q.open_hours as number]: 10 });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        detail: 'Enkäten är stängd: svaren kan inte längre ändras.',
        code: 'survey_closed',
      });
      const lateSubmit = await submit(s.id);
      expect(lateSubmit.statusCode).toBe(409);
      expect(lateSubmit.json()).toEqual({
        detail: 'Enkäten är stängd: svaren kan inte längre ändras.',
        code: 'survey_closed',
      });
      const answer = await t.call({ method: 'GET', url: url(s.id, 'answer/'), as: OWNER });
      expect(answer.json()).toMatchObject({
        status: 'submitted',
        editable: false,
        values: { [s.q.open_hours as number]: 42.5 },
      });
    } finally {
      t.clock.advance(-31 * DAY);
    }
  });

  it('refuses answers before the survey opens', async () => {
    const upcoming = await createSurvey(
      t,
      definition(t, 'api-upcoming', se, {
        opensAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
        closesAt: new Date(t.clock.now().getTime() + 9 * DAY).toISOString(),
      }),
    );
    const response = await patch(upcoming.id, { [upcoming.q.staff_count as number]: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('survey_not_open');
  });
});

describe('answers saved at the same time', () => {
  // The embedded database answers within one turn of the event loop, so requests sent together would
  // still run one after the other; each query waits a turn here, as a server's round trip does, and
  // the requests interleave between reading the answer and writing it.
  type Client = { query: (...args: unknown[]) => Promise<unknown> };
  let restore: (() => void) | null = null;
  beforeEach(() => {
    if (t.database.kind !== 'pglite') return;
    const client = (t.db as unknown as { $client: Client }).$client;
    const query = client.query;
    client.query = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      return query.apply(client, args);
    };
    restore = () => {
      client.query = query;
    };
  });
  afterEach(() => {
    restore?.();
    restore = null;
  });

  it('keeps every value of concurrent PATCHes of one answer (no lost update, one answer row)', async () => {
    const s = await createSurvey(t, definition(t, 'api-concurrent', se));
    const values = [
      { [s.q.staff_count as number]: 6 },
      { [s.q.open_hours as number]: 38 },
      { [s.q.species as number]: 'small' },
      { [s.q.comment as number]: 'Tillsammans' },
    ];
    // The first burst creates the answer, the second changes it: both race over the same row.
    for (const burst of [values, values.map((value) => ({ ...value, [s.q.staff_count as number]: 9 })).slice(1)]) {
      const answers = await Promise.all(burst.map((value) => patch(s.id, value)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(burst.map(() => 200));
    }
    const stored = await t.call({ method: 'GET', url: url(s.id, 'answer/'), as: OWNER });
    expect(stored.json().values).toEqual({
      [s.q.staff_count as number]: 9,
      [s.q.open_hours as number]: 38,
      [s.q.species as number]: 'small',
      [s.q.comment as number]: 'Tillsammans',
    });
    const rows = await t.db
      .select({ id: vetdataAnswers.id })
      .from(vetdataAnswers)
      .where(eq(vetdataAnswers.surveyId, s.id));
    expect(rows).toHaveLength(1);
  });
});

describe('a chain user answers for each member of its tree', () => {
  it('keeps one answer per member, and may not act for a member outside its tree', async () => {
    const s = await createSurvey(t, definition(t, 'api-chain', se));
    const byName = async (name: string) =>
      (await t.db.select({ id: members.id }).from(members).where(eq(members.name, name)))[0]?.id as number;
    const umea = await byName('Vetgroup Umeå');
    const lulea = await byName('Vetgroup Luleå');
    const solna = await byName('Djurkliniken Solna');

    expect((await patch(s.id, complete(s, 3, 30), CHAIN, umea)).statusCode).toBe(200);
    expect((await submit(s.id, CHAIN, umea)).statusCode).toBe(200);
    expect((await patch(s.id, { [s.q.staff_count as number]: 12 }, CHAIN, lulea)).statusCode).toBe(200);

    const forUmea = await t.call({ method: 'GET', url: url(s.id, 'answer/', umea), as: CHAIN });
    const forLulea = await t.call({ method: 'GET', url: url(s.id, 'answer/', lulea), as: CHAIN });
    expect(forUmea.json()).toMatchObject({ status: 'submitted', values: { [s.q.staff_count as number]: 3 } });
    expect(forLulea.json()).toMatchObject({ status: 'draft', values: { [s.q.staff_count as number]: 12 } });
    const list = await t.call({ method: 'GET', url: `/api/v1/vetdata/surveys/?member=${lulea}`, as: CHAIN });
    expect(list.json().find((x: { id: number }) => x.id === s.id)).toMatchObject({ myStatus: 'draft', answered: 1 });

    expect((await patch(s.id, { [s.q.staff_count as number]: 1 }, CHAIN, solna)).statusCode).toBe(403);
    expect((await patch(s.id, { [s.q.staff_count as number]: 1 }, OWNER, umea)).statusCode).toBe(403);
  });
});

describe('benchmarks and the k-anonymity threshold', () => {
  let s: Made;
  let small: number[];
  let mid: number[];
  beforeAll(async () => {
    s = await createSurvey(t, definition(t, 'api-bench', se));
    // Band xs (1–4 staff): four clinics, one short of the threshold. Band s (5–9): five.
    small = await makeClinics(t, 'Bench XS', 4);
    mid = await makeClinics(t, 'Bench S', 5);
    const supplier = s.q.supplier_spend as number;
    for (const [i, member] of small.entries()) {
      await submitFor(t, s.id, member, complete(s, 2, 30 + i, { [supplier]: { NORDVAX: 90 + i } }));
    }
    const hours = [40, 10, 30, 20, 50];
    for (const [i, member] of mid.entries()) {
      await submitFor(
        t,
        s.id,
        member,
        complete(s, 5 + (i % 5), hours[i] as number, {
          [supplier]: { NORDVAX: 10 * (i + 1) },
          [s.q.visits as number]: { dog: 100 * (i + 1), cat: i === 0 ? null : 7 },
        }),
      );
    }
  });

  type Line = { code: string; row: { code: string } | null; peers: unknown };
  const lineOf = (body: { sections: { lines: Line[] }[] }, code: string, row?: string): Line | undefined =>
    body.sections
      .flatMap((section) => section.lines)
      .find((line) => line.code === code && (row === undefined || line.row?.code === row));

  it('gives a clinic of the band of five its value beside hand-computed quartiles', async () => {
    const response = await t.call({ method: 'GET', url: url(s.id, 'benchmarks/', mid[1]), as: STAFF });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.peerGroup).toMatchObject({ sizeBand: 's', clinics: 5, country: { code: 'se' } });
    expect(body.minGroup).toBe(5);
    // 10, 20, 30, 40, 50: percentile_cont q1 = 20, median 30, q3 40.
    expect(lineOf(body, 'open_hours')).toMatchObject({
      value: 10,
      peers: { n: 5, q1: 20, median: 30, q3: 40 },
      gap: null,
    });
    // Staff 5, 6, 7, 8, 9.
    expect(lineOf(body, 'staff_count')).toMatchObject({ value: 6, peers: { n: 5, q1: 6, median: 7, q3: 8 } });
    // 100..500 dogs: q1 200, median 300, q3 400; four answered cats: below the threshold.
    expect(lineOf(body, 'visits', 'dog')).toMatchObject({
      row: { code: 'dog', label: 'Dog' },
      value: 200,
      peers: { median: 300 },
    });
    expect(lineOf(body, 'visits', 'cat')).toMatchObject({ value: 7, peers: null, gap: 'belowThreshold' });
    // Nobody answered the scale.
    expect(lineOf(body, 'satisfaction')).toMatchObject({ value: null, peers: null, gap: 'noAnswer' });
  });

  it('shows a group of four nothing, not even its size', async () => {
    const response = await t.call({ method: 'GET', url: url(s.id, 'benchmarks/', small[0]), as: STAFF });
    const body = response.json();
    expect(body.peerGroup).toMatchObject({ sizeBand: 'xs', clinics: 0 });
    const lines = body.sections.flatMap((section: { lines: unknown[] }) => section.lines);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.peers).toBeNull();
    expect(lineOf(body, 'open_hours')).toMatchObject({ value: 30, gap: 'belowThreshold' });
  });

  it('keeps the four out of the whole-survey figures too, so two overlapping groups differ by nothing of theirs', async () => {
    // The supplier row is in both the band figures and the whole-survey supplier aggregate: the
    // aggregate must not count the xs band's four (90..93), or n 9 - 5 and its quartiles would tell.
    const band = (await t.call({ method: 'GET', url: url(s.id, 'benchmarks/', mid[0]), as: STAFF })).json();
    const aggregate = await t.call({ method: 'GET', url: url(s.id, 'supplier-aggregates/'), as: STAFF });
    expect(aggregate.statusCode).toBe(200);
    const line = aggregate.json().lines.find((l: { row: { code: string } }) => l.row.code === 'NORDVAX');
    expect(line).toMatchObject({
      rowSource: 'supplier',
      row: { label: 'Nordvax' },
      peers: { n: 5, q1: 20, median: 30, q3: 40 },
    });
    expect(lineOf(band, 'supplier_spend', 'NORDVAX')?.peers).toEqual(line.peers);
    // Another country's filter gives nothing.
    const other = await t.call({ method: 'GET', url: `${url(s.id, 'supplier-aggregates/')}?country=999`, as: STAFF });
    expect(other.json().lines[0]).toMatchObject({ peers: null, gap: 'noAnswer' });
  });

  it('lets no member see another clinic’s benchmarks, and a PDF in the reader’s language', async () => {
    expect((await t.call({ method: 'GET', url: url(s.id, 'benchmarks/', mid[0]), as: OWNER })).statusCode).toBe(403);
    const pdf = await t.call({ method: 'GET', url: url(s.id, 'benchmarks/pdf/', mid[1]), as: STAFF });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('staff views', () => {
  let s: Made;
  let clinics: number[];
  beforeAll(async () => {
    s = await createSurvey(t, definition(t, 'api-staff', se));
    clinics = await makeClinics(t, 'Staff view', 3, 2);
  });

  it('are staff-only (403 for members)', async () => {
    for (const tail of ['response-rates/', 'non-responders/', 'supplier-aggregates/']) {
      expect((await t.call({ method: 'GET', url: url(s.id, tail), as: OWNER })).statusCode).toBe(403);
    }
    expect((await t.call({ method: 'POST', url: url(s.id, 'reminders/'), payload: {}, as: OWNER })).statusCode).toBe(
      403,
    );
    expect(
      (await t.call({ method: 'POST', url: '/api/v1/vetdata/surveys/', payload: definition(t, 'x', se), as: OWNER }))
        .statusCode,
    ).toBe(403);
  });

  it('count response rates by country and level, and list the non-responders', async () => {
    const before = (await t.call({ method: 'GET', url: url(s.id, 'response-rates/'), as: STAFF })).json();
    await submitFor(t, s.id, clinics[0] as number, complete(s, 3, 20));
    await patch(s.id, { [s.q.staff_count as number]: 2 }, STAFF, clinics[1]);
    const after = (await t.call({ method: 'GET', url: url(s.id, 'response-rates/'), as: STAFF })).json();
    expect(after.eligible).toBe(before.eligible);
    expect(after.submitted).toBe(before.submitted + 1);
    expect(after.draft).toBe(before.draft + 1);
    expect(after.rate).toBe(Math.round((after.submitted / after.eligible) * 10000) / 10000);
    expect(after.byCountry).toEqual([
      expect.objectContaining({ country: expect.objectContaining({ code: 'se' }), eligible: after.eligible }),
    ]);
    const engaged = after.byLevel.find((row: { level: { id: number } }) => row.level.id === 2);
    const engagedBefore = before.byLevel.find((row: { level: { id: number } }) => row.level.id === 2);
    expect(engaged.submitted).toBe(engagedBefore.submitted + 1);

    const page = await t.call({
      method: 'GET',
      url: `${url(s.id, 'non-responders/')}?level=2&page_size=100`,
      as: STAFF,
    });
    const names = page
      .json()
      .results.map((row: { member: { name: string }; status: string }) => [row.member.name, row.status]);
    expect(names).toEqual(
      expect.arrayContaining([
        ['Staff view 2', 'draft'],
        ['Staff view 3', 'none'],
      ]),
    );
    expect(names).not.toContainEqual(['Staff view 1', expect.anything()]);
    expect(page.json().count).toBe(engaged.eligible - engaged.submitted);
    const elsewhere = await t.call({ method: 'GET', url: `${url(s.id, 'non-responders/')}?country=999`, as: STAFF });
    expect(elsewhere.json()).toMatchObject({ count: 0, results: [] });
  });

  it('reminds each non-responder’s users once per interval, and throttles staff calls', async () => {
    const solna = (await t.db.select({ id: members.id }).from(members).where(eq(members.name, 'Djurkliniken Solna')))[0]
      ?.id as number;
    // Each recipient in their own language: Solna's manager reads English.
    const [english] = await t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, 'en'));
    await t.db
      .update(users)
      .set({ languageId: english?.id as number })
      .where(eq(users.email, 'manager@vetnet.example'));
    const first = await t.call({
      method: 'POST',
      url: url(s.id, 'reminders/'),
      payload: { members: [solna, clinics[2]] },
      as: STAFF,
    });
    expect(first.statusCode).toBe(200);
    // Solna's users get a mail; the fixture clinic has no users to mail.
    expect(first.json()).toEqual({ reminded: 1, skipped: 1 });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'shared@vetnet.example'));
    expect(mails.at(-1)?.subject).toMatch(/^Påminnelse: Klinikenkät/);
    expect(mails.at(-1)?.text).toContain('/vetdata/surveys/');
    const [toManager] = await t.db.select().from(outbox).where(eq(outbox.to, 'manager@vetnet.example'));
    expect(toManager?.subject).toBe('Reminder: Clinic survey');
    expect(toManager?.text).toContain('has not yet submitted its answers to the VetData survey “Clinic survey”');

    const again = await t.call({
      method: 'POST',
      url: url(s.id, 'reminders/'),
      payload: { members: [solna] },
      as: STAFF,
    });
    expect(again.json()).toEqual({ reminded: 0, skipped: 1 });
    const listed = await t.call({ method: 'GET', url: `${url(s.id, 'non-responders/')}?page_size=100`, as: STAFF });
    const row = listed.json().results.find((r: { member: { id: number } }) => r.member.id === solna);
    expect(row.lastRemindedAt).not.toBeNull();

    // Three staff calls a window (VETDATA_REMINDER_THROTTLE_MAX in this file): the fourth is refused.
    const third = await t.call({ method: 'POST', url: url(s.id, 'reminders/'), payload: { members: [] }, as: STAFF });
    expect(third.statusCode).toBe(200);
    const fourth = await t.call({ method: 'POST', url: url(s.id, 'reminders/'), payload: { members: [] }, as: STAFF });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBeDefined();
  });
});
