// The purchasing benchmark's data set: 1,000 members × 3 years of purchase lines (about 3.6 million
// at the default 100 lines per member-month), generated set-based inside the database (no rows
// cross the wire), through the API's own `openDatabase`, migrations and seed. Deterministic: every
// batch sets its own seed. Members are `Bench Clinic n` (se, dk, de, no); every 25th is a chain
// parent of the next 4, and `bench.chain@vetnet.example` (changeMember) acts for the first chain.
//
//   tsx bench/purchasing/generate.mjs [--members 1000] [--years 3] [--lines-per-month 100]
//                                     [--database-url URL | --data-dir DIR]
//
// Without either, the PGlite data set is kept in /tmp/vetnet-bench-purchasing-<hash>/ (the hash
// covers this file, the migrations, the seed, the options and the month), so later runs reuse it;
// start the API with DATA_DIR=<that dir>. Prints one JSON line: {dataDir|databaseUrl, figures}.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { hashPassword } from '../../admin-api/src/security/passwords.ts';
import { seedDatabase } from '../../admin-api/src/seed/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// drizzle-orm is the admin API's dependency (installed under admin-api/), so it is resolved from there.
const { sql } = createRequire(path.join(ROOT, 'admin-api', 'package.json'))('drizzle-orm');
export const BENCH_PASSWORD = 'vetnet-demo';
export const BENCH_CHAIN_USER = 'bench.chain@vetnet.example';
const MEMBER_PREFIX = 'Bench Clinic ';
const SUPPLIERS = 30;
const BATCH_MEMBERS = 100;
/** Candidate lines per member, supplier and month; each is kept with a seasonal probability. */
const SLOTS = 16;

/** The categories (code, English name, agreement discount %) when the seed made none. */
const CATEGORIES = [
  ['vaccines', 'Vaccines', 18],
  ['parasiticides', 'Parasiticides', 15],
  ['pharmaceuticals', 'Pharmaceuticals', 12],
  ['anaesthesia', 'Anaesthesia', 10],
  ['diets', 'Diets', 20],
  ['surgical', 'Surgical consumables', 14],
  ['dental', 'Dental', 16],
  ['diagnostics', 'Diagnostics and lab', 22],
  ['equipment', 'Equipment', 8],
  ['office', 'Office', 5],
];

export function parseOptions(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      members: { type: 'string', default: '1000' },
      years: { type: 'string', default: '3' },
      'lines-per-month': { type: 'string', default: '100' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  return {
    members: Number(values.members),
    years: Number(values.years),
    linesPerMonth: Number(values['lines-per-month']),
    databaseUrl: values['database-url'],
    dataDir: values['data-dir'],
  };
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** The PGlite cache directory for these options: a new one whenever what the data depends on changes. */
export function cacheDir({ members, years, linesPerMonth }) {
  const hash = createHash('sha256');
  const inputs = [
    fileURLToPath(import.meta.url),
    ...filesUnder(path.join(ROOT, 'admin-api', 'drizzle')),
    ...filesUnder(path.join(ROOT, 'admin-api', 'src', 'seed')),
  ].sort();
  // Paths relative to the checkout, so every worktree of the same sources shares the data set.
  for (const file of inputs) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  // The data ends at today's month, and the series read "this year" and "last quarter".
  hash.update(JSON.stringify({ members, years, linesPerMonth, month: new Date().toISOString().slice(0, 7) }));
  return path.join(os.tmpdir(), `vetnet-bench-purchasing-${hash.digest('hex').slice(0, 16)}`);
}

const rowsOf = (result) => result.rows ?? result;
/** A number written into the SQL (parameters of unknown type do not mix with interval or numeric arithmetic). */
const lit = (value) => sql.raw(String(Number(value)));
const PREFIX_FROM = lit(MEMBER_PREFIX.length + 1);

async function timed(label, figures, fn) {
  const started = performance.now();
  const result = await fn();
  const seconds = (performance.now() - started) / 1000;
  figures[label] = Number(seconds.toFixed(1));
  console.error(`  ${label}: ${seconds.toFixed(1)} s`);
  return result;
}

async function ensureCategoriesAndSuppliers(db) {
  const [{ n }] = rowsOf(await db.execute(sql`SELECT count(*)::int AS n FROM purchase_categories`));
  if (n < CATEGORIES.length) {
    for (const [position, [code, name, discount]] of CATEGORIES.entries()) {
      await db.execute(sql`INSERT INTO purchase_categories (code, name, agreement_discount_percent, position)
        VALUES (${code}, ${name}, ${discount}, ${position}) ON CONFLICT (code) DO NOTHING`);
    }
  }
  // Every fifth supplier has no agreement: its lines are all off agreement (missed savings).
  await db.execute(sql`INSERT INTO suppliers (code, name, has_agreement)
    SELECT 'BENCH-' || lpad(s::text, 2, '0'), 'Bench Supplier ' || s, s % 5 <> 0
    FROM generate_series(1, ${lit(SUPPLIERS)}) s ON CONFLICT (code) DO NOTHING`);
}

async function insertMembers(db, members) {
  await db.execute(sql`INSERT INTO members (name, country_id)
    SELECT ${MEMBER_PREFIX}::text || n, (SELECT id FROM countries WHERE code = (ARRAY['se','dk','de','no'])[1 + n % 4])
    FROM generate_series(1, ${lit(members)}) n ORDER BY n`);
  await db.execute(sql`UPDATE members child SET parent_id = parent.id
    FROM members parent
    WHERE child.name LIKE ${`${MEMBER_PREFIX}%`}
      AND (substring(child.name FROM ${PREFIX_FROM})::int - 1) % 25 BETWEEN 1 AND 4
      AND parent.name = ${MEMBER_PREFIX}::text || ((substring(child.name FROM ${PREFIX_FROM})::int - 1) / 25 * 25 + 1)`);
  await db.execute(sql`INSERT INTO member_levels (member_id, level_id)
    SELECT id, 1 FROM members WHERE name LIKE ${`${MEMBER_PREFIX}%`}`);
  await db.execute(sql`INSERT INTO users (email, password, first_name, last_name, language_id, member_id, role,
      change_member, is_onboarded)
    SELECT ${BENCH_CHAIN_USER}, ${await hashPassword(BENCH_PASSWORD)}, 'Bench', 'Chain',
      (SELECT id FROM languages WHERE code = 'sv'), m.id, (SELECT id FROM levels WHERE name = 'manager'), true, true
    FROM members m WHERE m.name = ${`${MEMBER_PREFIX}1`}`);
}

/** One purchase_imports row per bench supplier and month, as the real import leaves them. */
async function insertImports(db, years) {
  await db.execute(sql`INSERT INTO purchase_imports (supplier_id, period_start, period_end, file_name, source)
    SELECT s.id, mo::date, (mo + interval '1 month')::date,
      s.code || '_' || to_char(mo, 'YYYY-MM') || '.csv', 'bench'
    FROM suppliers s,
      generate_series(date_trunc('month', current_date) - ${lit(years * 12)} * interval '1 month',
                      date_trunc('month', current_date - 1), interval '1 month') mo
    WHERE s.code LIKE 'BENCH-%'`);
}

/**
 * The lines of members [from, to]: each member buys from 12–18 of the suppliers, with a size factor
 * 0.4–2.5, seasonal by category, 1 % credit notes, 8–15 % off agreement at agreement suppliers.
 * `OFFSET 0` keeps the random draws in one row each (the planner would otherwise copy the
 * expressions into every place that reads them); `0 * slot` keeps the keep-or-drop draw per line (a
 * condition without `slot` is pushed below that join and drops whole supplier-months instead).
 */
function linesBatch(from, to, linesPerMonth) {
  // 15 suppliers on average × SLOTS × probability ≈ lines per month.
  const scale = linesPerMonth / (15 * SLOTS * 1.45);
  return sql`INSERT INTO purchase_lines (import_id, member_id, supplier_id, category_id, invoice_date,
      article_number, product_name, quantity, list_unit_price, net_unit_price, list_amount, net_amount,
      rebate_amount, currency, on_agreement)
    SELECT import_id, member_id, supplier_id, category_id, invoice_date, article_number, product_name,
      quantity, list_unit_price, net_unit_price, round(quantity * list_unit_price, 2),
      round(quantity * net_unit_price, 2),
      CASE WHEN rebate_draw < 0.05 AND on_agreement THEN round(quantity * list_unit_price * 0.02, 2) ELSE 0 END,
      currency, on_agreement
    FROM (
      SELECT i.id AS import_id, bm.id AS member_id, sp.id AS supplier_id, cat.id AS category_id,
        i.period_start + floor(random() * (least(i.period_end, current_date) - i.period_start))::int AS invoice_date,
        'A' || sp.n || '-' || (1 + floor(random() * 120))::int AS article_number,
        'Bench article' AS product_name,
        CASE WHEN random() < 0.01 THEN -1 ELSE 1 + floor(random() * 10) END::numeric AS quantity,
        round((5 + random() * 495)::numeric, 4) AS list_unit_price,
        cat.discount, random() AS net_draw, random() AS rebate_draw,
        bm.currency,
        sp.has_agreement AND random() >= 0.08 + (bm.n % 8) / 100.0 AS on_agreement
      FROM (SELECT m.id, substring(m.name FROM ${PREFIX_FROM})::int AS n, c.currency
            FROM members m JOIN countries c ON c.id = m.country_id
            WHERE m.name LIKE ${`${MEMBER_PREFIX}%`}) bm
      JOIN (SELECT id, substring(code FROM 7)::int AS n, has_agreement FROM suppliers WHERE code LIKE 'BENCH-%') sp
        ON (bm.n * 7919 + sp.n * 104729) % 100 < 40 + bm.n % 20
      JOIN (SELECT id, agreement_discount_percent / 100.0 AS discount,
                   row_number() OVER (ORDER BY position, id) - 1 AS k FROM purchase_categories) cat
        ON cat.k = (sp.n - 1) % 10
      JOIN purchase_imports i ON i.supplier_id = sp.id AND i.source = 'bench'
      CROSS JOIN generate_series(1, ${lit(SLOTS)}) slot
      WHERE bm.n BETWEEN ${lit(from)} AND ${lit(to)}
        AND random() + 0 * slot < ${lit(scale)} * (0.4 + (bm.n * 37 % 100) * 0.021)
                       * (1 + 0.35 * sin(2 * pi() * (extract(month FROM i.period_start) + cat.k * 1.3) / 12))
      OFFSET 0
    ) draw
    CROSS JOIN LATERAL (SELECT round(list_unit_price * (1 - discount + ((net_draw - 0.5) * 0.06)::numeric), 4)) net(net_unit_price)`;
}

/** The rollup in one statement: the import's slice rebuild without the slice filter. */
const ROLLUP = sql`INSERT INTO purchase_monthly (member_id, month, supplier_id, category_id, currency, lines, quantity,
    list_amount, net_amount, rebate_amount, off_agreement_net, off_agreement_list)
  SELECT member_id, date_trunc('month', invoice_date)::date, supplier_id, category_id, currency, count(*),
    sum(quantity), sum(list_amount), sum(net_amount), sum(rebate_amount),
    coalesce(sum(net_amount) FILTER (WHERE NOT on_agreement), 0),
    coalesce(sum(list_amount) FILTER (WHERE NOT on_agreement), 0)
  FROM purchase_lines GROUP BY 1, 2, 3, 4, 5`;

const IMPORT_TOTALS = sql`UPDATE purchase_imports i SET line_count = t.lines, net_amount = t.net,
    list_amount = t.list, rebate_amount = t.rebate
  FROM (SELECT import_id, count(*)::int AS lines, sum(net_amount) AS net, sum(list_amount) AS list,
          sum(rebate_amount) AS rebate FROM purchase_lines GROUP BY import_id) t
  WHERE t.import_id = i.id`;

/** Secondary indexes are dropped for the load and made again after it (faster than maintaining them). */
const SECONDARY_INDEXES = [
  'purchase_lines_import_idx',
  'purchase_lines_supplier_date_idx',
  'purchase_lines_member_date_idx',
  'purchase_monthly_supplier_month_idx',
];

/**
 * Three commitments per bench member, for `commitments/track/`: this year with its largest supplier
 * (target 1.1× last year's spend there: some fall behind), this year with its largest category
 * (0.9×), and last year with that supplier (ended). Two tiers each.
 */
const COMMITMENTS = sql`WITH last_year AS (
    SELECT pm.member_id, pm.supplier_id, pm.category_id, pm.currency, sum(pm.net_amount) AS spend
    FROM purchase_monthly pm JOIN members m ON m.id = pm.member_id AND m.name LIKE ${`${MEMBER_PREFIX}%`}
    WHERE pm.month >= date_trunc('year', current_date) - interval '1 year' AND pm.month < date_trunc('year', current_date)
    GROUP BY 1, 2, 3, 4),
  by_supplier AS (SELECT DISTINCT ON (member_id) member_id, supplier_id, currency, sum(spend) OVER (PARTITION BY member_id, supplier_id) AS spend
    FROM last_year ORDER BY member_id, spend DESC),
  by_category AS (SELECT DISTINCT ON (member_id) member_id, category_id, currency, sum(spend) OVER (PARTITION BY member_id, category_id) AS spend
    FROM last_year ORDER BY member_id, spend DESC),
  made AS (
    INSERT INTO commitments (member_id, supplier_id, category_id, period_start, period_end, target_amount, currency, note)
    SELECT member_id, supplier_id, NULL, date_trunc('year', current_date)::date,
      (date_trunc('year', current_date) + interval '1 year')::date, round(spend * 1.1, 2), currency, 'bench'
    FROM by_supplier WHERE spend > 0
    UNION ALL
    SELECT member_id, NULL, category_id, date_trunc('year', current_date)::date,
      (date_trunc('year', current_date) + interval '1 year')::date, round(spend * 0.9, 2), currency, 'bench'
    FROM by_category WHERE spend > 0
    UNION ALL
    SELECT member_id, supplier_id, NULL, (date_trunc('year', current_date) - interval '1 year')::date,
      date_trunc('year', current_date)::date, round(spend * 1.05, 2), currency, 'bench'
    FROM by_supplier WHERE spend > 0
    RETURNING id, target_amount)
  INSERT INTO commitment_tiers (commitment_id, threshold_amount, discount_percent, label)
  SELECT id, round(target_amount * t.share, 2), t.discount, t.label FROM made,
    (VALUES (0.8, 2.0, 'Silver'), (1.0, 4.0, 'Gold')) t(share, discount, label)`;

async function withoutSecondaryIndexes(db, figures, load) {
  const definitions = rowsOf(
    await db.execute(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE indexname IN (${sql.join(
        SECONDARY_INDEXES.map((name) => sql`${name}`),
        sql`, `,
      )})`,
    ),
  );
  for (const { indexname } of definitions) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${indexname}"`));
  await load();
  await timed('secondary indexes', figures, async () => {
    for (const { indexdef } of definitions) await db.execute(sql.raw(indexdef));
  });
}

async function generate(db, options) {
  const figures = {};
  await ensureCategoriesAndSuppliers(db);
  await insertMembers(db, options.members);
  await insertImports(db, options.years);
  await withoutSecondaryIndexes(db, figures, async () => {
    await timed('lines', figures, async () => {
      for (let from = 1; from <= options.members; from += BATCH_MEMBERS) {
        const to = Math.min(from + BATCH_MEMBERS - 1, options.members);
        await db.transaction(async (tx) => {
          // Correct by construction; the foreign-key triggers would cost a lookup per key per line.
          await tx.execute(sql`SET LOCAL session_replication_role = replica`);
          await tx.execute(sql`SELECT setseed(${lit((from % 1000) / 1000)})`);
          await tx.execute(linesBatch(from, to, options.linesPerMonth));
        });
        process.stderr.write(`    members ${to}/${options.members}\n`);
      }
    });
    await timed('rollup', figures, () => db.execute(ROLLUP));
    await timed('import totals', figures, () => db.execute(IMPORT_TOTALS));
  });
  await timed('commitments', figures, () => db.execute(COMMITMENTS));
  await timed('analyze', figures, () => db.execute(sql`ANALYZE`));
  const [counts] = rowsOf(
    await db.execute(sql`SELECT (SELECT count(*) FROM purchase_lines)::int AS lines,
      (SELECT count(*) FROM purchase_monthly)::int AS rollup_rows,
      (SELECT count(*) FROM members WHERE name LIKE ${`${MEMBER_PREFIX}%`})::int AS members,
      (SELECT count(*) FROM commitments WHERE note = 'bench')::int AS commitments`),
  );
  return { ...counts, seconds: figures };
}

async function isGenerated(db) {
  const [row] = rowsOf(
    await db.execute(sql`SELECT count(*)::int AS n FROM members WHERE name = ${`${MEMBER_PREFIX}1`}`),
  );
  return row.n > 0;
}

/** Generates (or finds) the data set; resolves with where it is and its figures. */
export async function ensureDataSet(options) {
  const dataDir = options.databaseUrl ? undefined : (options.dataDir ?? cacheDir(options));
  const stamp = dataDir && path.join(dataDir, 'generated.json');
  if (stamp && existsSync(stamp)) return JSON.parse(readFileSync(stamp, 'utf8'));
  // A directory without its stamp is a run that did not finish: start over.
  if (dataDir && existsSync(dataDir) && statSync(dataDir).isDirectory()) rmSync(dataDir, { recursive: true });
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    const started = performance.now();
    await database.migrate();
    await seedDatabase(database.db);
    if (await isGenerated(database.db)) return { databaseUrl: options.databaseUrl, reused: true };
    console.error(`Generating ${options.members} members × ${options.years} years on ${database.kind}…`);
    const figures = await generate(database.db, options);
    const result = {
      engine: database.kind,
      ...(dataDir ? { dataDir } : { databaseUrl: options.databaseUrl }),
      options: { members: options.members, years: options.years, linesPerMonth: options.linesPerMonth },
      ...figures,
      totalSeconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      linesPerSecond: Math.round(figures.lines / figures.seconds.lines),
    };
    if (stamp) writeFileSync(stamp, `${JSON.stringify(result, null, 2)}\n`);
    return result;
  } finally {
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureDataSet(parseOptions(process.argv.slice(2)))
    .then((result) => console.log(JSON.stringify(result)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
