// Import throughput: writes a 100,000-line supplier file (one supplier, one quarter, bench members)
// and runs the admin API's import service on it twice, on the generated data set: the first run
// inserts, the second replaces the same period (all-or-nothing, rollup slice rebuilt in the same
// transaction). Prints lines per second for each. The quarter is one before the generated data, so
// the series are not disturbed, and the import is removed afterwards: the cached data set stays as
// generated.
//
//   tsx bench/purchasing/import.mjs [--database-url URL] [generate.mjs's options]   (BENCH_IMPORT_LINES)
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../admin-api/src/db/client.ts';
import { ensureDataSet, parseOptions } from './generate.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 100_000);
const SUPPLIER = 'BENCH-01';
const SERVICE = '../../admin-api/src/modules/purchasing/service.ts';

/** The import service (stream A of issue 10); null while it is not in this tree. */
async function importService() {
  try {
    return await import(SERVICE);
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return null;
    throw error;
  }
}

/** A quarter wholly before the generated data (which covers `years` years back from this month). */
function quarterBefore(years, now = new Date()) {
  const year = now.getUTCFullYear() - years - 1;
  return { label: `${year}-Q1`, start: `${year}-01-01`, end: `${year}-04-01`, year };
}

/** A deterministic file: a line per member in turn, dates across the quarter, some credits and rebates. */
export function supplierFile(members, categories, year, lines) {
  const header =
    'member_number,invoice_date,article_number,product_name,category_code,quantity,list_unit_price,net_unit_price,rebate_amount,currency,on_agreement';
  const rows = [header];
  for (let i = 0; i < lines; i += 1) {
    const member = members[i % members.length];
    const month = 1 + (i % 3);
    const day = 1 + ((i * 7) % 28);
    const list = 5 + ((i * 37) % 49500) / 100;
    const net = list * (1 - 0.05 - (i % 17) / 100);
    const quantity = i % 97 === 0 ? -1 : 1 + (i % 9);
    const rebate = i % 20 === 0 ? (Math.abs(quantity) * list * 0.02).toFixed(2) : '0';
    rows.push(
      [
        member.id,
        `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        `A1-${1 + (i % 120)}`,
        'Bench article',
        categories[i % categories.length],
        quantity,
        list.toFixed(4),
        net.toFixed(4),
        rebate,
        member.currency,
        i % 11 === 0 ? 'false' : 'true',
      ].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

async function timedImport(service, db, meta, csv) {
  const started = performance.now();
  const result = await service.importPurchaseFile(db, meta, csv);
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: Number(seconds.toFixed(2)),
    lines: result.lines,
    linesPerSecond: Math.round(result.lines / seconds),
    replaced: result.replaced,
  };
}

export async function measureImport(options) {
  const service = await importService();
  if (!service) {
    console.info(`\nImport throughput: skipped, ${SERVICE} (issue 10's import service) is not in this tree yet.`);
    return null;
  }
  const dataSet = await ensureDataSet(options);
  const engine = options.databaseUrl ? 'postgres' : 'pglite';
  const database = await openDatabase(
    options.databaseUrl ? { databaseUrl: options.databaseUrl } : { dataDir: path.join(dataSet.dataDir, 'pglite') },
  );
  const client = database.db.$client;
  const quarter = quarterBefore(options.years);
  try {
    const members = (
      await client.query(
        `SELECT m.id, c.currency FROM members m JOIN countries c ON c.id = m.country_id
         WHERE m.name LIKE 'Bench Clinic %' ORDER BY m.id LIMIT 200`,
      )
    ).rows;
    const categories = (await client.query('SELECT code FROM purchase_categories ORDER BY position, id')).rows.map(
      (row) => row.code,
    );
    const csv = supplierFile(members, categories, quarter.year, LINES);
    const meta = {
      supplier: SUPPLIER,
      period: quarter.label,
      fileName: `${SUPPLIER}_${quarter.label}.csv`,
      source: 'bench',
    };
    console.info(
      `\nImport throughput on ${engine}: ${LINES} lines (${(csv.length / 1e6).toFixed(1)} MB), ${meta.fileName}`,
    );
    const first = await timedImport(service, database.db, meta, csv);
    console.info(`  first import: ${first.seconds} s, ${first.linesPerSecond} lines/s`);
    const again = await timedImport(service, database.db, meta, csv);
    console.info(`  re-import (replaces the period): ${again.seconds} s, ${again.linesPerSecond} lines/s`);
    const report = { date: new Date().toISOString(), engine, lines: LINES, bytes: csv.length, first, again };
    mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'bench', 'results', `purchasing-import-${engine}.json`),
      `${JSON.stringify(report, null, 2)}\n`,
    );
    return report;
  } finally {
    // Put the data set back as generated: the quarter had no data before.
    await client.query(
      `DELETE FROM purchase_monthly WHERE supplier_id = (SELECT id FROM suppliers WHERE code = $1)
       AND month >= $2 AND month < $3`,
      [SUPPLIER, quarter.start, quarter.end],
    );
    await client.query(
      `DELETE FROM purchase_imports WHERE supplier_id = (SELECT id FROM suppliers WHERE code = $1)
       AND period_start >= $2 AND period_start < $3`,
      [SUPPLIER, quarter.start, quarter.end],
    );
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  measureImport(parseOptions(process.argv.slice(2))).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
