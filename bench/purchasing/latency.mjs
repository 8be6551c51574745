// Latency of every spend-and-savings series (and `commitments/track/`) over the generated data set:
// starts the admin API on it, signs in as staff, and sends 300 requests per series, each for a
// different member in a seeded random order (no hot member or cache flatters the figures): first
// one at a time on one connection, then from 10 concurrent workers. p50/p95/p99 are exact, from the
// sorted times. Writes bench/results/purchasing-<engine>.json; prints the target (p95 ≤ 50 ms per
// series on a PostgreSQL server) as pass or fail. PGlite figures are reported only: it runs one
// query at a time. Then the dashboard: its eight calls sent together, as the portal's server render
// sent them, against the one combined call (`amadeo/dashboard/{m}/`), as staff for members nothing
// has cached yet, and as the chain user for the members of its tree with every series cached (what
// is left is who may read the member).
//
//   tsx bench/purchasing/latency.mjs [--database-url URL] [generate.mjs's options]
//   BENCH_REQUESTS=300 BENCH_CONCURRENCY=10
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { signIn, startApi, stop } from '../lib/api.mjs';
import { fixed, requestAll, summary, timedGet, WARM_UP } from '../lib/timing.mjs';
import { BENCH_CHAIN_USER, BENCH_PASSWORD, ensureDataSet, parseOptions } from './generate.mjs';

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

/** The dashboard's eight calls for member `m` (what the server render asked before the combined call). */
export function dashboardPaths(m) {
  const amadeo = '/api/v1/amadeo';
  return [
    `${amadeo}/spend-and-savings-sum-for-current-year/${m}/`,
    `${amadeo}/spend-per-category-for-current-year/${m}/`,
    `${amadeo}/supplier-spend-usage-for-last-quarter/${m}/`,
    `${amadeo}/top-five-suppliers-with-most-spend-for-current-year/${m}/`,
    `${amadeo}/spend-and-savings-sum-for-last-six-quarters/${m}/`,
    `${amadeo}/missed-savings-for-current-year/${m}/`,
    `${amadeo}/available-reports/?memberId=${m}`,
    `${amadeo}/reports-addtional-info/?memberId=${m}`,
  ];
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

/** A group of calls sent together, timed until the last has answered; the worst status stands for the group. */
async function timedGroup(urls, headers) {
  const started = performance.now();
  const answers = await Promise.all(urls.map((url) => timedGet(url, headers)));
  const failed = answers.find((answer) => answer.status !== 200);
  return { ms: performance.now() - started, status: failed ? failed.status : 200 };
}

/** Each group of `groups` (one page's calls) one after another; the time of each group. */
async function requestGroups(groups, headers) {
  const times = [];
  const statuses = [];
  for (const urls of groups) {
    const { ms, status } = await timedGroup(urls, headers);
    times.push(ms);
    statuses.push(status);
  }
  return summary(times, statuses);
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
    // The chain user's tree but its own member: Bench Clinic 2–5 under Bench Clinic 1.
    const chain = await client.query(
      `SELECT m.id FROM members m JOIN users u ON u.member_id = m.parent_id WHERE u.email = $1 ORDER BY m.id`,
      [BENCH_CHAIN_USER],
    );
    return { ids: ids.rows.map((row) => row.id), chain: chain.rows.map((row) => row.id), ...size };
  } finally {
    await database.close();
  }
}

export async function measureLatency(options) {
  const dataSet = await ensureDataSet(options);
  const where = options.databaseUrl
    ? { databaseUrl: options.databaseUrl }
    : { dataDir: path.join(dataSet.dataDir, 'pglite') };
  const { ids, chain, lines, rollup_rows: rollupRows } = await benchMembers(where);
  const members = shuffled(ids, 42);
  if (members.length === 0) throw new Error('The data set has no bench members');
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const api = await startApi(options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: dataSet.dataDir });
  const results = [];
  let dashboard = null;
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
    dashboard = await measureDashboard(api.url, headers, members, chain);
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
    dashboard,
  };
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'bench', 'results', `purchasing-${engine}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  return report;
}

/**
 * The dashboard's data, before and after the combined call: the eight calls together against the
 * combined one, one page after another. Staff: members the series loop did not ask for (nothing
 * cached). The chain user: its tree's members round the tree, after one warm-up round, so every
 * series is cached (the read cache keeps them READ_CACHE_TTL_MS, 5 s by default; the API is asked
 * without a pause) and what remains is the access check (16 tree queries against 2).
 */
async function measureDashboard(baseUrl, staffHeaders, members, chain) {
  const pages = Math.min(100, Math.floor((members.length - REQUESTS) / 2));
  const fresh = members.slice(REQUESTS, REQUESTS + 2 * pages);
  const eight = (m) => dashboardPaths(m).map((p) => `${baseUrl}${p}`);
  const combined = (m) => [`${baseUrl}/api/v1/amadeo/dashboard/${m}/`];
  const chainHeaders = { authorization: `Bearer ${await signIn(baseUrl, BENCH_CHAIN_USER, BENCH_PASSWORD)}` };
  const rounds = Array.from({ length: REQUESTS }, (_, i) => chain[i % chain.length]);
  const runs = [];
  if (pages > 0) {
    runs.push([
      'staff, uncached, eight calls together',
      () => requestGroups(fresh.slice(0, pages).map(eight), staffHeaders),
    ]);
    runs.push(['staff, uncached, combined call', () => requestGroups(fresh.slice(pages).map(combined), staffHeaders)]);
  }
  if (chain.length > 0) {
    runs.push([
      'chain user, its tree, cached, eight calls together',
      async () => {
        await requestGroups(chain.map(eight), chainHeaders);
        return requestGroups(rounds.map(eight), chainHeaders);
      },
    ]);
    runs.push([
      'chain user, its tree, cached, combined call',
      async () => {
        await requestGroups(chain.map(combined), chainHeaders);
        return requestGroups(rounds.map(combined), chainHeaders);
      },
    ]);
  }
  console.info(`\nThe dashboard's data per page, one page at a time; ms`);
  console.info(`${'dashboard'.padEnd(52)} ${'pages'.padEnd(6)} p50/p95/p99`);
  const results = [];
  for (const [name, run] of runs) {
    const timing = await run();
    results.push({ name, ...timing });
    const figures =
      timing.non200 === 0
        ? `${fixed(timing.p50)} / ${fixed(timing.p95)} / ${fixed(timing.p99)}`
        : `answered ${timing.statuses.join('/')}`;
    console.info(`${name.padEnd(52)} ${String(timing.requests).padEnd(6)} ${figures}`);
  }
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureLatency(parseOptions(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
