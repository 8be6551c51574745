// The forum benchmarks' data: the demo data plus a generated forum in Sweden — BENCH_THREADS
// threads, BENCH_REPLIES replies, the bench user's read marks on half the threads and one follow in
// 25 — written in plain SQL (generate_series), so seconds, not minutes, on PGlite.

export const THREADS = Number(process.env.BENCH_THREADS ?? 5000);
export const REPLIES = Number(process.env.BENCH_REPLIES ?? 100_000);
/** A Swedish member: every per-user count is computed for them. */
export const USER = 'owner@vetnet.example';

export const WORDS = [
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
export async function generateForum(client) {
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
