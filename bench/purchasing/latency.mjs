// Latency of every spend-and-savings series (and `commitments/track/`) over the generated data set:
// starts the admin API on it, signs in as staff, and sends 300 requests per series, each for a
// different member in a seeded random order (no hot member or cache flatters the figures): first
// one at a time on one connection, then from 10 concurrent workers. p50/p95/p99 are exact, from the
// sorted times. Writes bench/results/purchasing-<engine>.json; prints the target (p95 ≤ 50 ms per
// series on a PostgreSQL server) as pass or fail. PGlite figures are reported only: it runs one
// query at a time.
//
//   tsx bench/purchasing/latency.mjs [--database-url URL] [generate.mjs's options]
//   BENCH_REQUESTS=300 BENCH_CONCURRENCY=10
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { signIn, startApi, stop } from '../lib/api.mjs';
import { fixed, requestAll, WARM_UP } from '../lib/timing.mjs';
import { BENCH_PASSWORD, ensureDataSet, parseOptions } from './generate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const TARGET_P95_MS = 50;
const STAFF = 'staff@vetnet.example';

/** The last completed calendar quarter (UTC), as the series define "last quarter". */
export function lastQuarter(now = new Date()) {
  const quarter = Math.floor(now.getUTCMonth() / 3); // 0-based current quarter
  return quarter === 0 ? { year: now.getUTCFullYear() - 1, quarter: 4 } : { year: now.getUTCFullYear(), quarter };
}

/** The nine series of issue 10 and the commitments tracking, as paths for member `m`. */
export function seriesPaths(now = new Date()) {
  const { year, quarter } = lastQuarter(now);
  const amadeo = '/api/v1/amadeo';
  return {
    'spend-and-savings-sum-for-current-year': (m) => `${amadeo}/spend-and-savings-sum-for-current-year/${m}/`,
    'spend-per-category-for-current-year': (m) => `${amadeo}/spend-per-category-for-current-year/${m}/`,
    'supplier-spend-usage-for-last-quarter': (m) => `${amadeo}/supplier-spend-usage-for-last-quarter/${m}/`,
    'top-five-suppliers-with-most-spend-for-current-year': (m) =>
      `${amadeo}/top-five-suppliers-with-most-spend-for-current-year/${m}/`,
    'spend-and-savings-sum-for-last-six-quarters': (m) => `${amadeo}/spend-and-savings-sum-for-last-six-quarters/${m}/`,
    'spend-savings-periods-list': (m) => `${amadeo}/spend-savings-periods-list/${m}/`,
    'spend-savings-by-period-list': (m) =>
      `${amadeo}/spend-savings-by-period-list/year/${year}/quarter/${quarter}/${m}/`,
    'available-reports': (m) => `${amadeo}/available-reports/?memberId=${m}`,
    'reports-addtional-info': (m) => `${amadeo}/reports-addtional-info/?memberId=${m}`,
    'commitments/track': (m) => `/api/v1/commitments/track/?memberId=${m}`,
  };
}

/** mulberry32: a small seeded PRNG, so every run asks for the same members in the same order. */
function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled(items, seed) {
  const random = mulberry32(seed);
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** The bench members' ids and the data set's size, read before the API holds the database. */
async function benchMembers(where) {
  const database = await openDatabase(where);
  try {
    const client = database.db.$client;
    const ids = await client.query("SELECT id FROM members WHERE name LIKE 'Bench Clinic %' ORDER BY id");
    const [size] = (
      await client.query(
        'SELECT (SELECT count(*) FROM purchase_lines)::int AS lines, (SELECT count(*) FROM purchase_monthly)::int AS rollup_rows',
      )
    ).rows;
    return { ids: ids.rows.map((row) => row.id), ...size };
  } finally {
    await database.close();
  }
}

export async function measureLatency(options) {
  const dataSet = await ensureDataSet(options);
  const where = options.databaseUrl
    ? { databaseUrl: options.databaseUrl }
    : { dataDir: path.join(dataSet.dataDir, 'pglite') };
  const { ids, lines, rollup_rows: rollupRows } = await benchMembers(where);
  const members = shuffled(ids, 42);
  if (members.length === 0) throw new Error('The data set has no bench members');
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const api = await startApi(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: dataSet.dataDir });
  const results = [];
  try {
    const headers = { authorization: `Bearer ${await signIn(api.url, STAFF, BENCH_PASSWORD)}` };
    console.info(
      `\nSeries latency on ${engine} (${lines} lines, ${rollupRows} rollup rows, ${members.length} members), ` +
        `${REQUESTS} requests each, a different member each time; ms`,
    );
    console.info(
      `${'series'.padEnd(52)} ${'1 conn p50/p95/p99'.padEnd(22)} ${`${CONCURRENCY} conc p50/p95/p99`.padEnd(22)} target`,
    );
    for (const [name, pathFor] of Object.entries(seriesPaths())) {
      const urls = Array.from({ length: REQUESTS }, (_, i) => `${api.url}${pathFor(members[i % members.length])}`);
      const warmUp = Array.from({ length: WARM_UP }, (_, i) => `${api.url}${pathFor(members.at(-1 - i))}`);
      await requestAll(warmUp, headers, 1);
      const single = await requestAll(urls, headers, 1);
      const concurrent = await requestAll(shuffled(urls, 7), headers, CONCURRENCY);
      const answered = single.non200 === 0 && concurrent.non200 === 0;
      const pass = engine === 'postgres' && answered ? single.p95 <= TARGET_P95_MS : null;
      results.push({ name, path: pathFor('{m}'), single, concurrent, pass });
      const verdict = !answered
        ? `answered ${single.statuses.join('/')}`
        : engine === 'postgres'
          ? `${pass ? 'pass' : 'FAIL'} (p95 ≤ ${TARGET_P95_MS})`
          : 'reported only';
      console.info(
        `${name.padEnd(52)} ${`${fixed(single.p50)} / ${fixed(single.p95)} / ${fixed(single.p99)}`.padEnd(22)} ` +
          `${`${fixed(concurrent.p50)} / ${fixed(concurrent.p95)} / ${fixed(concurrent.p99)}`.padEnd(22)} ${verdict}`,
      );
    }
  } finally {
    await stop(api);
  }
  const report = {
    date: new Date().toISOString(),
    engine,
    requests: REQUESTS,
    concurrency: CONCURRENCY,
    targetP95Ms: TARGET_P95_MS,
    dataSet: { ...dataSet, databaseUrl: undefined, lines, rollupRows },
    results,
  };
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench', 'results', `purchasing-${engine}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  return report;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureLatency(parseOptions(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
