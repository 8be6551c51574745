// The digest at size (issue 26, "Data size and speed"): a fresh embedded database with the demo data
// plus 20,000 generated subscribers spread over every seeded member (so every country), their
// country's languages and the members' levels; then, as staff@, 200 requests one at a time per call:
// `digest/subscribers/` on its first, middle and deep pages and with each filter (country, language,
// level, search), and `digest/subscribers/counts/`. p50/p95/p99 are exact; the target (p95 ≤ 50 ms
// per page) is printed as pass or fail. Then the generated subscribers move to Sweden in Swedish (the
// API stopped meanwhile: PGlite has one owner), a Swedish issue is sent to all of them through the
// queue into the outbox, and the send's mails per second are printed. Asserts nothing.
//
//   npm run bench:digest     (BENCH_SUBSCRIBERS=20000 BENCH_REQUESTS=200)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { signIn, startApi, stop } from '../lib/api.mjs';
import { fixed, timeCall } from '../lib/timing.mjs';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PAGE_SIZE = 50;
const TARGET_P95_MS = 50;
const STAFF = 'staff@vetnet.example';
const PASSWORD = 'vetnet-demo';

const LAST_NAMES = [
  'Andersson',
  'Berg',
  'Novak',
  'Dvořák',
  'Hansen',
  'Jensen',
  'Müller',
  'Schmidt',
  'García',
  'López',
  'Martin',
  'Dubois',
  'Olsen',
  'de Vries',
  'Kowalski',
  'Nowak',
  'Silva',
  'Santos',
  'Horváth',
  'Lindqvist',
];
const FIRST_NAMES = ['Anna', 'Erik', 'Jana', 'Lars', 'Maria', 'Piotr', 'Sofie', 'Pablo', 'Claire', 'Joana'];
const array = (words) => `ARRAY[${words.map((word) => `'${word}'`).join(',')}]`;

/**
 * The generated subscribers, in plain SQL (generate_series): user g belongs to member g mod n (of
 * every member), speaks one of that member's country's languages, and is a subscribed, active clinic
 * user without a password.
 */
async function generateSubscribers(client) {
  await client.query(
    `WITH ms AS (SELECT m.id, m.country_id, row_number() OVER (ORDER BY m.id) - 1 AS k, count(*) OVER () AS n
                 FROM members m),
          langs AS (SELECT country_id, array_agg(language_id ORDER BY position) AS ids FROM country_languages GROUP BY country_id),
          role AS (SELECT role FROM users WHERE email = '${STAFF}')
     INSERT INTO users (email, first_name, last_name, language_id, member_id, role, has_digest_subscribed, is_active, is_onboarded)
     SELECT 'bench' || g || '@clinic' || ms.id || '.example',
            (${array(FIRST_NAMES)})[1 + (g / 7) % ${FIRST_NAMES.length}],
            (${array(LAST_NAMES)})[1 + (g * 7919) % ${LAST_NAMES.length}] || ' ' || (g % 997),
            COALESCE(langs.ids[1 + g % cardinality(langs.ids)], (SELECT id FROM languages ORDER BY id LIMIT 1)),
            ms.id, (SELECT role FROM role), true, true, true
     FROM generate_series(1, ${SUBSCRIBERS}) AS g
     JOIN ms ON ms.k = g % ms.n
     LEFT JOIN langs ON langs.country_id = ms.country_id`,
  );
  await client.query('ANALYZE');
}

/** Moves the generated subscribers to Swedish members, in Swedish: one issue then reaches all of them. */
async function moveToSweden(client) {
  await client.query(
    `WITH se AS (SELECT m.id, row_number() OVER (ORDER BY m.id) - 1 AS k, count(*) OVER () AS n
                 FROM members m JOIN countries c ON c.id = m.country_id WHERE c.code = 'se')
     UPDATE users u SET member_id = se.id, language_id = (SELECT id FROM languages WHERE code = 'sv')
     FROM se WHERE u.email LIKE 'bench%' AND se.k = u.id % se.n`,
  );
  await client.query('ANALYZE');
}

/** Ids the filters use: the country, language and level with the most subscribers, and Sweden and Swedish. */
async function filterIds(client) {
  const one = async (text) => (await client.query(text)).rows[0];
  return {
    country: (
      await one(
        `SELECT m.country_id AS id FROM users u JOIN members m ON m.id = u.member_id
         WHERE u.has_digest_subscribed AND u.is_active GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
    ).id,
    language: (
      await one(
        `SELECT language_id AS id FROM users WHERE has_digest_subscribed AND is_active GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
    ).id,
    level: (
      await one(
        `SELECT ml.level_id AS id FROM users u JOIN member_levels ml ON ml.member_id = u.member_id
         WHERE u.has_digest_subscribed AND u.is_active GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
      )
    ).id,
    se: (await one("SELECT id FROM countries WHERE code = 'se'")).id,
    sv: (await one("SELECT id FROM languages WHERE code = 'sv'")).id,
    total: Number((await one('SELECT count(*) AS n FROM users WHERE has_digest_subscribed AND is_active')).n),
  };
}

async function withDatabase(dataDir, work) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

async function call(url, token, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function measureLists(api, ids) {
  const token = await signIn(api.url, STAFF, PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const base = `${api.url}/api/v1/digest/subscribers/`;
  const pages = Math.ceil(ids.total / PAGE_SIZE);
  const middle = Math.floor(pages / 2);
  const spread = (from, to) => (i) => from + (i % (to - from + 1));
  const calls = {
    'page 1': () => `${base}`,
    [`pages 2–10`]: (i) => `${base}?page=${spread(2, 10)(i)}`,
    [`middle (~${middle})`]: (i) => `${base}?page=${spread(middle - 5, middle + 5)(i)}`,
    [`deep (${pages - 20}–${pages})`]: (i) => `${base}?page=${spread(pages - 20, pages)(i)}`,
    '?country= (pages 1–20)': (i) => `${base}?country=${ids.country}&page=${spread(1, 20)(i)}`,
    '?language= (pages 1–20)': (i) => `${base}?language=${ids.language}&page=${spread(1, 20)(i)}`,
    '?level= (pages 1–20)': (i) => `${base}?level=${ids.level}&page=${spread(1, 20)(i)}`,
    '?search=': (i) =>
      `${base}?search=${encodeURIComponent([...LAST_NAMES, 'bench1', 'clinic', 'Anna'][i % (LAST_NAMES.length + 3)])}`,
    'country+language+level': (i) =>
      `${base}?country=${ids.country}&language=${ids.language}&level=${ids.level}&page=${spread(1, 3)(i)}`,
    'counts/': () => `${base}counts/`,
    'counts/?level=&search=': (i) =>
      `${base}counts/?level=${ids.level}&search=${encodeURIComponent(LAST_NAMES[i % LAST_NAMES.length])}`,
  };
  console.info(`\n${ids.total} subscribers; ${REQUESTS} requests per call as ${STAFF}, one at a time`);
  console.info(`target p95 ≤ ${TARGET_P95_MS} ms per page`);
  console.info('call                            p50 ms   p95 ms   p99 ms   non-200   target');
  const results = {};
  for (const [name, url] of Object.entries(calls)) {
    const [result] = await timeCall(url, REQUESTS, headers);
    results[name] = result;
    console.info(
      [
        name.padEnd(30),
        fixed(result.p50).padStart(8),
        fixed(result.p95).padStart(8),
        fixed(result.p99).padStart(8),
        String(result.non200).padStart(9),
        (result.p95 <= TARGET_P95_MS ? 'pass' : 'FAIL').padStart(8),
      ].join(' '),
    );
  }
  return results;
}

async function measureSend(api, ids) {
  const token = await signIn(api.url, STAFF, PASSWORD);
  const digest = `${api.url}/api/v1/digest`;
  const draft = await call(`${digest}/issues/`, token, {
    method: 'POST',
    body: JSON.stringify({ country: ids.se, language: ids.sv }),
  });
  if (draft.items.length === 0) {
    const candidates = await call(`${digest}/issues/${draft.id}/candidates/`, token);
    await call(`${digest}/issues/${draft.id}/`, token, {
      method: 'PATCH',
      body: JSON.stringify({ items: candidates.slice(0, 5).map(({ type, id }) => ({ type, id })) }),
    });
  }
  const before = await call(`${digest}/send-digest/${draft.id}/`, token);
  const started = performance.now();
  const accepted = await call(`${digest}/send-digest/${draft.id}/`, token, { method: 'POST', body: '{}' });
  const queuedMs = performance.now() - started;
  let progress = accepted;
  while (progress.status !== 'sent') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    progress = await call(`${digest}/send-digest/${draft.id}/`, token);
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `\nSend to ${before.recipients} subscribers (Sweden, Swedish): queued in ${(queuedMs / 1000).toFixed(1)} s, ` +
      `${progress.sent} sent and ${progress.failed} failed in ${seconds.toFixed(1)} s: ` +
      `${Math.round(progress.sent / seconds)} mails/s into the outbox`,
  );
  return { recipients: before.recipients, ...progress, seconds };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'vetnet-digest-bench-'));
let api;
try {
  const started = performance.now();
  // The API's first start migrates and seeds the demo data (the digest's past issues included),
  // then the subscribers are generated beside it.
  await stop(await startApi({ dataDir }));
  const ids = await withDatabase(dataDir, async (database) => {
    await generateSubscribers(database.db.$client);
    return filterIds(database.db.$client);
  });
  console.info(
    `Generated ${SUBSCRIBERS} subscribers in ${((performance.now() - started) / 1000).toFixed(1)} s (PGlite)`,
  );
  // The read cache off: every request counts and lists at full size (the pages' calls read the
  // counts through it otherwise, and a repeated call would time the cache).
  api = await startApi({ dataDir, env: { READ_CACHE_TTL_MS: '0' } });
  await measureLists(api, ids);
  await stop(api);
  api = undefined;
  await withDatabase(dataDir, (database) => moveToSweden(database.db.$client));
  api = await startApi({ dataDir, env: { DIGEST_QUEUE_INTERVAL_SECONDS: '1' } });
  const send = await measureSend(api, ids);
  await stop(api);
  api = undefined;
  const mails = await withDatabase(dataDir, async (database) => {
    const { rows } = await database.db.$client.query(
      `SELECT count(*) AS n, count(DISTINCT "to") AS people FROM outbox WHERE headers ? 'List-Unsubscribe'`,
    );
    return rows[0];
  });
  console.info(`Outbox: ${mails.n} digest mails to ${mails.people} addresses (recipients ${send.recipients})`);
} finally {
  if (api) await stop(api);
  rmSync(dataDir, { recursive: true, force: true });
}
