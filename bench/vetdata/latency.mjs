// Latency of VetData's member benchmark call and staff response-rate call at issue 27's size: a
// fresh embedded database with the demo accounts plus 2,000 Swedish clinics and a 150-question
// survey (100 numbers, 20 single choices, 10 scales, 10 texts, 10 matrices of 5 rows: 160 numeric
// lines) that 1,800 of them submitted and 100 left as drafts. The numbers go straight into
// vetdata_facts by SQL (generate_series), the answers are built from them, and the figures are
// computed by the module's own refreshFigures. Then 200 requests per call, one at a time and from
// 10 concurrent workers: the benchmarks as owner@ (Solna, a clinic of the survey), the rest as
// staff@. p50/p95/p99 are exact. Prints the target (p95 ≤ 50 ms one at a time) as pass or fail;
// asserts nothing.
//
//   npm run bench:vetdata     (BENCH_CLINICS=2000 BENCH_QUESTIONS=150 BENCH_REQUESTS=200)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { definitionSchema } from '../../admin-api/src/modules/vetdata/input.ts';
import { createSurvey, refreshFigures } from '../../admin-api/src/modules/vetdata/service.ts';
import { seedDatabase } from '../../admin-api/src/seed/index.ts';
import { signIn, startApi, stop } from '../lib/api.mjs';
import { fixed, timeCall } from '../lib/timing.mjs';

const CLINICS = Number(process.env.BENCH_CLINICS ?? 2000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 150);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 10;
const TARGET_P95_MS = 50;
const DAY = 86_400_000;

/** The survey's questions: the staff count first, then the kinds in the proportions above. */
function questions() {
  const text = (n) => ({ sv: `Fråga ${n}`, en: `Question ${n}` });
  const options = ['a', 'b', 'c', 'd'].map((code) => ({ code, label: { sv: code, en: code } }));
  const rows = ['r1', 'r2', 'r3', 'r4', 'r5'].map((code) => ({ code, label: { sv: code, en: code } }));
  const list = [
    {
      code: 'staff_count',
      kind: 'number',
      required: true,
      role: 'staffCount',
      text: text(0),
      settings: { min: 1, max: 500 },
    },
  ];
  for (let n = 1; list.length < QUESTIONS; n += 1) {
    const slot = n % 15;
    const base = { code: `q${n}`, text: text(n), required: slot < 8 };
    if (slot === 10 || slot === 11) list.push({ ...base, kind: 'single', settings: { options } });
    else if (slot === 12) list.push({ ...base, kind: 'scale', settings: { min: 1, max: 5 } });
    else if (slot === 13) list.push({ ...base, kind: 'text', required: false, settings: { maxLength: 500 } });
    else if (slot === 14) list.push({ ...base, kind: 'matrix', settings: { rowSource: 'fixed', rows, decimals: 0 } });
    else list.push({ ...base, kind: 'number', settings: { min: 0, decimals: 1 } });
  }
  const sections = [];
  for (let i = 0; i < list.length; i += 30) {
    sections.push({ title: { sv: `Del ${i / 30 + 1}`, en: `Part ${i / 30 + 1}` }, questions: list.slice(i, i + 30) });
  }
  return sections;
}

/** 2,000 clinics, the survey, its facts, answers and figures; the survey's id. */
async function generate(db) {
  const client = db.$client;
  const se = (await client.query("SELECT id FROM countries WHERE code = 'se'")).rows[0].id;
  const staff = (await client.query("SELECT id FROM users WHERE email = 'staff@vetnet.example'")).rows[0].id;
  await client.query(
    `INSERT INTO members (name, country_id) SELECT 'Bench Clinic ' || g, ${se} FROM generate_series(1, ${CLINICS - 5}) g`,
  );
  await client.query(
    `INSERT INTO member_levels (member_id, level_id) SELECT id, 1 + id % 2 FROM members WHERE name LIKE 'Bench Clinic %'`,
  );
  const now = Date.now();
  const survey = await createSurvey(
    db,
    definitionSchema.parse({
      key: 'bench',
      country: se,
      languages: ['sv', 'en'],
      title: { sv: 'Bänk', en: 'Bench' },
      opensAt: new Date(now - 10 * DAY).toISOString(),
      closesAt: new Date(now + 30 * DAY).toISOString(),
      sections: questions(),
    }),
    staff,
  );
  // Every clinic of the survey's country but HQ, Solna (owner@) among them; staff counts 1–30.
  const clinics = `SELECT id, row_number() OVER (ORDER BY id) AS k FROM members WHERE country_id = ${se} AND NOT is_vetnet`;
  const band = `CASE WHEN c.k % 30 + 1 <= 4 THEN 'xs' WHEN c.k % 30 + 1 <= 9 THEN 's' WHEN c.k % 30 + 1 <= 19 THEN 'm' ELSE 'l' END`;
  const submitted = `c.k <= ${Math.round(CLINICS * 0.9)} OR c.id = 2`;
  await client.query(`
    INSERT INTO vetdata_facts (survey_id, member_id, question_id, row_code, size_band, value)
    SELECT ${survey}, c.id, q.id, r.code, ${band},
      CASE WHEN q.role = 'staffCount' THEN c.k % 30 + 1 WHEN q.kind = 'scale' THEN 1 + (c.k + q.id) % 5
        ELSE ((c.k * 7919 + q.id * 104729 + length(r.code) * 13) % 1000) / 10.0 END
    FROM (${clinics}) c
    CROSS JOIN vetdata_questions q
    CROSS JOIN LATERAL (
      SELECT coalesce(x->>'code', '') AS code
      FROM (SELECT jsonb_array_elements(CASE WHEN q.kind = 'matrix' THEN q.settings->'rows' ELSE '[{}]'::jsonb END) AS x) e
    ) r
    WHERE q.survey_id = ${survey} AND q.kind IN ('number', 'scale', 'matrix') AND (${submitted})`);
  // The answers, built from the facts (plus a choice per single-choice question).
  await client.query(`
    INSERT INTO vetdata_answers (survey_id, member_id, status, values, submitted_values, size_band, updated_at, submitted_at)
    SELECT ${survey}, member_id, 'submitted', v, v, band, now(), now() FROM (
      SELECT member_id, min(size_band) AS band, jsonb_object_agg(k, val) AS v FROM (
        SELECT member_id, size_band, question_id::text AS k,
          CASE WHEN max(row_code) <> '' THEN jsonb_object_agg(row_code, value) ELSE to_jsonb(max(value)) END AS val
        FROM vetdata_facts WHERE survey_id = ${survey} GROUP BY member_id, size_band, question_id
        UNION ALL
        SELECT f.member_id, NULL, q.id::text, '"b"'::jsonb
        FROM (SELECT DISTINCT member_id FROM vetdata_facts WHERE survey_id = ${survey}) f
        CROSS JOIN vetdata_questions q WHERE q.survey_id = ${survey} AND q.kind = 'single'
      ) x GROUP BY member_id) y`);
  await client.query(`
    INSERT INTO vetdata_answers (survey_id, member_id, status, values, updated_at)
    SELECT ${survey}, c.id, 'draft', '{}'::jsonb, now() FROM (${clinics}) c
    WHERE NOT (${submitted}) AND c.k <= ${Math.round(CLINICS * 0.95)}`);
  await refreshFigures(db, survey, null);
  await client.query('ANALYZE');
  const [size] = (
    await client.query(
      `SELECT (SELECT count(*) FROM vetdata_facts)::int AS facts, (SELECT count(*) FROM vetdata_figures)::int AS figures,
        (SELECT count(*) FROM vetdata_answers WHERE submitted_at IS NOT NULL)::int AS submitted,
        (SELECT count(*) FROM vetdata_questions WHERE survey_id = ${survey})::int AS questions`,
    )
  ).rows;
  return { survey, ...size };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vetdata-bench-'));
let api;
try {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  const { survey, facts, figures, submitted, questions: count } = await generate(database.db);
  await database.close();
  console.info(
    `Generated ${CLINICS} clinics, a ${count}-question survey, ${submitted} submitted answers, ${facts} facts and ${figures} figures in ${((performance.now() - started) / 1000).toFixed(1)} s (PGlite)`,
  );
  // The read cache off: every request runs its queries, as the first reader of a survey's figures
  // after a submission does (the pages read the figures and survey rows from the cache otherwise).
  api = await startApi({ dataDir, env: { READ_CACHE_TTL_MS: '0' } });
  const owner = { authorization: `Bearer ${await signIn(api.url, 'owner@vetnet.example', 'vetnet-demo')}` };
  const staff = { authorization: `Bearer ${await signIn(api.url, 'staff@vetnet.example', 'vetnet-demo')}` };
  const base = `${api.url}/api/v1/vetdata/surveys/${survey}`;
  const calls = {
    'benchmarks/ (owner@)': { headers: owner, url: () => `${base}/benchmarks/`, target: true },
    'response-rates/ (staff)': { headers: staff, url: () => `${base}/response-rates/`, target: true },
    // The member dashboard's server render: the list and the benchmarks in one call.
    'member-dashboard/ (owner@)': {
      headers: owner,
      url: () => `${api.url}/api/v1/vetdata/member-dashboard/?survey=${survey}`,
    },
    'surveys/{id}/ (owner@)': { headers: owner, url: () => `${base}/` },
    'non-responders/ (staff)': { headers: staff, url: (i) => `${base}/non-responders/?page=${1 + (i % 5)}` },
    // The members report's server render: the list, the rates and a page of non-responders in one call.
    'members-report/ (staff)': {
      headers: staff,
      url: (i) => `${api.url}/api/v1/vetdata/members-report/?survey=${survey}&page=${1 + (i % 5)}`,
    },
  };
  console.info(`\n${REQUESTS} requests per call; target p95 ≤ ${TARGET_P95_MS} ms one at a time for the first two`);
  console.info('call                        workers   p50 ms   p95 ms   p99 ms   non-200   target');
  for (const [name, call] of Object.entries(calls)) {
    for (const result of await timeCall(call.url, REQUESTS, call.headers, [1, CONCURRENCY])) {
      const verdict = call.target && result.workers === 1 ? (result.p95 <= TARGET_P95_MS ? 'pass' : 'FAIL') : '';
      console.info(
        [
          name.padEnd(27),
          String(result.workers).padStart(7),
          fixed(result.p50).padStart(8),
          fixed(result.p95).padStart(8),
          fixed(result.p99).padStart(8),
          String(result.non200).padStart(9),
          verdict.padStart(8),
        ].join(' '),
      );
    }
  }
} finally {
  if (api) await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
