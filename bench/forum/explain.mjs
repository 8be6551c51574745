// The plans of the forum's list calls (`posts/`, `posts/?search=`, `subscriptions/updated/`) over
// the generated forum: each call's statements as the API sends them, run with EXPLAIN ANALYZE.
// For finding where a call's time goes; asserts nothing.
//
//   tsx bench/forum/explain.mjs [--database-url URL] [--data-dir DIR (PGlite, kept and reused)] [--search WORD]
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { listThreads } from '../../admin-api/src/modules/forum/queries.ts';
import { seedDatabase } from '../../admin-api/src/seed/index.ts';
import { generateForum, USER } from './generate.mjs';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    search: { type: 'string', default: 'vaccin' },
  },
});
const keep = Boolean(values['data-dir']);
const dataDir = values['data-dir'] ?? mkdtempSync(path.join(tmpdir(), 'vetnet-forum-explain-'));
const fresh = values['database-url'] ? true : !existsSync(path.join(dataDir, 'pglite'));
const database = await openDatabase(
  values['database-url'] ? { databaseUrl: values['database-url'] } : { dataDir: path.join(dataDir, 'pglite') },
);
const client = database.db.$client;
try {
  await database.migrate();
  if (fresh) {
    await seedDatabase(database.db);
    await generateForum(client);
  }
  const [owner] = (
    await client.query(
      `SELECT u.id, u.member_id, m.country_id FROM users u JOIN members m ON m.id = u.member_id WHERE u.email = '${USER}'`,
    )
  ).rows;
  const viewer = {
    id: owner.id,
    isStaff: false,
    isShared: false,
    countryId: owner.country_id,
    memberId: owner.member_id,
    language: 'sv',
  };
  const filter = {
    categoryId: null,
    title: '',
    search: null,
    following: false,
    updated: false,
    countryId: null,
    ordering: null,
  };
  const calls = {
    'posts/': filter,
    [`posts/?search=${values.search}`]: { ...filter, search: { words: values.search, language: 'sv' } },
    'subscriptions/updated/': { ...filter, updated: true },
  };
  const window = { page: 1, pageSize: 20, offset: 0, limit: 20 };
  const query = client.query.bind(client);
  for (const [name, threadFilter] of Object.entries(calls)) {
    const statements = [];
    client.query = (text, params, ...rest) => {
      statements.push(typeof text === 'string' ? { text, params } : { text: text.text, params: text.values });
      return query(text, params, ...rest);
    };
    const started = performance.now();
    await listThreads(database.db, viewer, threadFilter, window);
    const took = performance.now() - started;
    client.query = query;
    console.info(`\n===== ${name}: ${took.toFixed(1)} ms for ${statements.length} statements`);
    for (const { text, params } of statements) {
      const { rows } = await query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
      console.info(`\n-- ${text}\n-- ${JSON.stringify(params)}`);
      for (const row of rows) console.info(row['QUERY PLAN']);
    }
  }
} finally {
  await database.close();
  if (!keep) rmSync(dataDir, { recursive: true, force: true });
}
