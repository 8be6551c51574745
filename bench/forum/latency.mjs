// Latency of the forum's list and thread calls as the forum grows (issue 13: "stay fast as data
// grows"): a fresh embedded database with the demo data plus a generated forum in Sweden — 5,000
// threads, 100,000 replies, the bench user's read marks on half the threads and 200 follows —
// then 200 requests per call, one at a time and from 10 concurrent workers, as owner@ (a Swedish
// member: every per-user count is computed). p50/p95/p99 are exact. Prints the target (p95 ≤ 50 ms
// one at a time) as pass or fail; asserts nothing.
//
//   npm run bench:forum     (BENCH_THREADS=5000 BENCH_REPLIES=100000 BENCH_REQUESTS=200)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { seedDatabase } from '../../admin-api/src/seed/index.ts';
import { signIn, startApi, stop } from '../lib/api.mjs';
import { requestAll } from '../purchasing/latency.mjs';

const THREADS = Number(process.env.BENCH_THREADS ?? 5000);
const REPLIES = Number(process.env.BENCH_REPLIES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 10;
const TARGET_P95_MS = 50;
const USER = 'owner@vetnet.example';

const WORDS = [
  'vaccin',
  'autoklav',
  'narkos',
  'tandvård',
  'röntgen',
  'journal',
  'schema',
  'handskar',
  'foder',
  'ultraljud',
  'kastrering',
  'fästingar',
  'allergi',
  'lab',
  'provsvar',
  'jour',
  'personal',
  'leverantör',
  'rabatt',
  'kampanj',
];

/** The generated forum, in plain SQL (generate_series): seconds, not minutes, on PGlite. */
async function generateForum(client) {
  const { rows } = await client.query(
    `SELECT u.id, u.member_id, m.country_id FROM users u JOIN members m ON m.id = u.member_id
     JOIN countries c ON c.id = m.country_id WHERE c.code = 'se' AND u.is_active ORDER BY u.id`,
  );
  const authors = rows.map((row) => row.id);
  const country = rows[0].country_id;
  const words = `ARRAY[${WORDS.map((word) => `'${word}'`).join(',')}]`;
  const text = (n) =>
    `'Inlägg om ' || (${words})[1 + ${n} % 20] || ' och ' || (${words})[1 + (${n} / 20) % 20] || ' på kliniken, del ' || ${n}`;
  const author = (n) => `(ARRAY[${authors.join(',')}])[1 + ${n} % ${authors.length}]`;
  await client.query(
    `INSERT INTO forum_posts (country_id, author_id, title, category_id, body, body_text, language, created_at, last_activity_at)
     SELECT ${country}, ${author('g')}, 'Tråd ' || g || ': ' || (${words})[1 + g % 20],
            (SELECT id FROM forum_categories ORDER BY position LIMIT 1 OFFSET g % 6),
            '<p>' || ${text('g')} || '</p>', ${text('g')}, 'sv',
            now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
     FROM generate_series(1, ${THREADS}) AS g`,
  );
  const { rows: range } = await client.query(
    "SELECT min(id) AS first FROM forum_posts WHERE thread_id IS NULL AND title LIKE 'Tråd %'",
  );
  const first = Number(range[0].first);
  await client.query(
    `INSERT INTO forum_posts (thread_id, country_id, author_id, body, body_text, language, created_at, last_activity_at)
     SELECT ${first} + g % ${THREADS}, ${country}, ${author('(g / 7)')}, '<p>' || ${text('g')} || '</p>', ${text('g')}, 'sv', now(), now()
     FROM generate_series(1, ${REPLIES}) AS g`,
  );
  await client.query(
    `UPDATE forum_posts t SET reply_count = r.n FROM (SELECT thread_id, count(*) AS n FROM forum_posts WHERE thread_id >= ${first} GROUP BY thread_id) r WHERE t.id = r.thread_id`,
  );
  const owner = (await client.query(`SELECT id FROM users WHERE email = '${USER}'`)).rows[0].id;
  await client.query(
    `INSERT INTO forum_reads (user_id, thread_id, last_read_id)
     SELECT ${owner}, t.id, (SELECT max(id) FROM forum_posts r WHERE r.thread_id = t.id) - 50
     FROM forum_posts t WHERE t.thread_id IS NULL AND t.id >= ${first} AND t.id % 2 = 0 ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `INSERT INTO forum_subscriptions (user_id, thread_id) SELECT ${owner}, id FROM forum_posts
     WHERE thread_id IS NULL AND id >= ${first} AND id % 25 = 0 ON CONFLICT DO NOTHING`,
  );
  await client.query('ANALYZE');
  return first;
}

const fixed = (value) => (value === null ? '-' : value.toFixed(1));

const dataDir = mkdtempSync(path.join(tmpdir(), 'vetnet-forum-bench-'));
let api;
try {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  const started = performance.now();
  await database.migrate();
  await seedDatabase(database.db);
  const firstThread = await generateForum(database.db.$client);
  await database.close();
  console.info(
    `Generated ${THREADS} threads and ${REPLIES} replies in ${((performance.now() - started) / 1000).toFixed(1)} s (PGlite)`,
  );
  api = await startApi({ dataDir });
  const token = await signIn(api.url, USER, 'vetnet-demo');
  const headers = { authorization: `Bearer ${token}` };
  const forum = `${api.url}/api/v1/forum`;
  const busy = firstThread + 10;
  const calls = {
    'posts/ (page 1)': (i) => `${forum}/posts/?page=${1 + (i % 5)}`,
    'posts/?search=': (i) => `${forum}/posts/?search=${encodeURIComponent(WORDS[i % WORDS.length])}`,
    'posts/?title=': (i) => `${forum}/posts/?title=${encodeURIComponent(WORDS[i % WORDS.length])}`,
    'subscriptions/updated/': () => `${forum}/subscriptions/updated/`,
    'posts/{id}/': (i) => `${forum}/posts/${busy + (i % 50)}/`,
    'posts/{id}/replies/': (i) => `${forum}/posts/${busy + (i % 50)}/replies/`,
  };
  console.info(`\n${REQUESTS} requests per call as ${USER}; target p95 ≤ ${TARGET_P95_MS} ms one at a time`);
  console.info('call                       workers   p50 ms   p95 ms   p99 ms   non-200   target');
  for (const [name, url] of Object.entries(calls)) {
    const urls = Array.from({ length: REQUESTS }, (_, i) => url(i));
    await requestAll(urls.slice(0, 10), headers, 1);
    for (const workers of [1, CONCURRENCY]) {
      const result = await requestAll(urls, headers, workers);
      const verdict = workers === 1 ? (result.p95 <= TARGET_P95_MS ? 'pass' : 'FAIL') : '';
      console.info(
        [
          name.padEnd(26),
          String(workers).padStart(7),
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
