// Latency of the forum's list and thread calls as the forum grows (issue 13: "stay fast as data
// grows"): a fresh embedded database with the demo data plus a generated forum in Sweden — 5,000
// threads, 100,000 replies, the bench user's read marks on half the threads and 200 follows —
// then 200 requests per call, one at a time and from 10 concurrent workers, as owner@ (a Swedish
// member: every per-user count is computed). p50/p95/p99 are exact. Prints the target (p95 ≤ 50 ms
// one at a time) as pass or fail; asserts nothing.
//
// `--database-url URL` runs the same on a PostgreSQL server (an empty database: it is migrated,
// seeded and filled the same way); `--postgres` starts a throwaway one (scripts/lib/postgres.mjs).
//
//   npm run bench:forum [-- --postgres | --database-url URL]
//   (BENCH_THREADS=5000 BENCH_REPLIES=100000 BENCH_REQUESTS=200)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { seedDatabase } from '../../admin-api/src/seed/index.ts';
import { startCluster, stopCluster } from '../../scripts/lib/postgres.mjs';
import { signIn, startApi, stop } from '../lib/api.mjs';
import { fixed, timeCall } from '../lib/timing.mjs';
import { generateForum, REPLIES, THREADS, USER, WORDS } from './generate.mjs';

const { values: options } = parseArgs({
  options: { 'database-url': { type: 'string' }, postgres: { type: 'boolean', default: false } },
});

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 10;
const TARGET_P95_MS = 50;

const dataDir = mkdtempSync(path.join(tmpdir(), 'vetnet-forum-bench-'));
let api;
try {
  const databaseUrl = options.postgres ? (await startCluster()).url : options['database-url'];
  const engine = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(dataDir, 'pglite') });
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  const firstThread = await generateForum(database.db.$client);
  await database.close();
  console.info(
    `Generated ${THREADS} threads and ${REPLIES} replies in ${((performance.now() - started) / 1000).toFixed(1)} s (${engine})`,
  );
  // The read cache off: every request runs its queries at full size, as the first reader of a page
  // after a write does (the forum's reads go through the read caches otherwise).
  const env = { READ_CACHE_TTL_MS: '0' };
  api = await startApi(databaseUrl ? { databaseUrl, env } : { dataDir, env });
  const token = await signIn(api.url, USER, 'vetnet-demo');
  const headers = { authorization: `Bearer ${token}` };
  const forum = `${api.url}/api/v1/forum`;
  const busy = firstThread + 10;
  const calls = {
    'posts/ (pages 1-5)': (i) => `${forum}/posts/?page=${1 + (i % 5)}`,
    'posts/?search=': (i) => `${forum}/posts/?search=${encodeURIComponent(WORDS[i % WORDS.length])}`,
    'posts/?title=': (i) => `${forum}/posts/?title=${encodeURIComponent(WORDS[i % WORDS.length])}`,
    'subscriptions/updated/': () => `${forum}/subscriptions/updated/`,
    'posts/{id}/': (i) => `${forum}/posts/${busy + (i % 50)}/`,
    'posts/{id}/replies/': (i) => `${forum}/posts/${busy + (i % 50)}/replies/`,
  };
  console.info(`\n${REQUESTS} requests per call as ${USER}; target p95 ≤ ${TARGET_P95_MS} ms one at a time`);
  console.info('call                       workers   p50 ms   p95 ms   p99 ms   non-200   target');
  for (const [name, url] of Object.entries(calls)) {
    for (const result of await timeCall(url, REQUESTS, headers, [1, CONCURRENCY])) {
      const verdict = result.workers === 1 ? (result.p95 <= TARGET_P95_MS ? 'pass' : 'FAIL') : '';
      console.info(
        [
          name.padEnd(26),
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
  stopCluster();
  rmSync(dataDir, { recursive: true, force: true });
}
