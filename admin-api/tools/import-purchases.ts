// `npm run import:purchases -w admin-api -- FILE...`: imports supplier sales files into the API's
// database (DATABASE_URL, or the embedded one in DATA_DIR), each file all or nothing in its own
// transaction, through the same service as `POST /api/v1/purchase-imports/`. The supplier and the
// period come from the file name `<SUPPLIER_CODE>_<YYYY-MM|YYYY-Qn>.csv`, or from
// `--supplier CODE --period P` for a single file. Exits 1 when any file failed.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { ApiError } from '../src/core/api-errors';
import { databaseOptions, type Db, openDatabase } from '../src/db/client';
import { dataDirHolder, lockDataDir } from '../src/db/data-dir-lock';
import { purchaseImportHooks } from '../src/modules/purchasing/hooks';
import { importPurchaseFile } from '../src/modules/purchasing/service';

export type Output = { log(line: string): void; error(line: string): void };

export type Target = { file: string; supplier: string; period: string };

const USAGE =
  'Usage: npm run import:purchases -w admin-api -- FILE... (named SUPPLIER_YYYY-MM.csv or SUPPLIER_YYYY-Qn.csv)\n' +
  '       npm run import:purchases -w admin-api -- --supplier CODE --period YYYY-MM|YYYY-Qn FILE';

/** The supplier and period a file's name gives, or null. */
export function targetOf(file: string): Target | null {
  const match = /^(.+)_(\d{4}-(?:\d{2}|[Qq][1-4]))\.csv$/i.exec(path.basename(file));
  return match ? { file, supplier: match[1] ?? '', period: match[2] ?? '' } : null;
}

/** `1234567.5` as `1,234,567.50`. */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount.startsWith('-') ? '-' : ''}${grouped}.${fraction.padEnd(2, '0')}`;
}

function targets(argv: string[], out: Output): Target[] | null {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { supplier: { type: 'string' }, period: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) {
    out.error(USAGE);
    return null;
  }
  if (values.supplier !== undefined || values.period !== undefined) {
    if (!values.supplier || !values.period || positionals.length !== 1) {
      out.error(`--supplier and --period go together, with one file.\n${USAGE}`);
      return null;
    }
    return [{ file: positionals[0] ?? '', supplier: values.supplier, period: values.period }];
  }
  const named = positionals.map((file) => ({ file, target: targetOf(file) }));
  const unnamed = named.filter((n) => !n.target).map((n) => n.file);
  if (unnamed.length > 0) {
    out.error(`Cannot tell the supplier and period of ${unnamed.join(', ')}.\n${USAGE}`);
    return null;
  }
  return named.map((n) => n.target as Target);
}

/** Prints a refused file's errors as `file:line: column: message`. */
function printRefusal(file: string, error: ApiError, out: Output): void {
  const body = error.body as {
    nonFieldErrors?: string[];
    rows?: { line: number; column: string; message: string }[];
    rowsTruncated?: boolean;
    [field: string]: unknown;
  };
  for (const row of body.rows ?? []) {
    out.error(`${file}:${row.line}: ${row.column ? `${row.column}: ` : ''}${row.message}`);
  }
  for (const [field, messages] of Object.entries(body)) {
    if (field === 'rows' || field === 'rowsTruncated' || !Array.isArray(messages)) continue;
    for (const message of messages) out.error(`${file}: ${field === 'nonFieldErrors' ? '' : `${field}: `}${message}`);
  }
  if (body.rowsTruncated) out.error(`${file}: more errors were found than are listed.`);
}

/** Imports each file; the exit code (0 when every file was imported). */
export async function importFiles(db: Db, list: readonly Target[], out: Output, cwd = process.cwd()): Promise<number> {
  let failed = 0;
  for (const target of list) {
    let text: Buffer;
    try {
      // Bytes: the import says when a file is no UTF-8 CSV (a workbook, a PDF, Latin-1).
      text = await readFile(path.resolve(cwd, target.file));
    } catch (error) {
      out.error(`${target.file}: ${(error as Error).message}`);
      failed += 1;
      continue;
    }
    try {
      const result = await importPurchaseFile(
        db,
        { supplier: target.supplier, period: target.period, fileName: path.basename(target.file), source: 'command' },
        text,
        purchaseImportHooks(db, { onError: (error) => out.error(`at-risk check failed: ${String(error)}`) }),
      );
      out.log(
        `${target.file}: ${result.lines.toLocaleString('en-US')} lines, ${formatAmount(result.netAmount)} net` +
          `${result.replaced ? ', replaced' : ''}`,
      );
    } catch (error) {
      if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
      printRefusal(target.file, error, out);
      failed += 1;
    }
  }
  return failed > 0 ? 1 : 0;
}

/** The command: opens the configured database (refusing a data directory the API holds), imports, closes. */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = console,
): Promise<number> {
  const list = targets(argv, out);
  if (!list) return 1;
  const config = loadConfig(env);
  let unlock = () => undefined as void;
  if (!config.databaseUrl) {
    const holder = dataDirHolder(config.dataDir);
    if (holder !== null) {
      out.error(
        `The embedded database in ${config.dataDir} is in use by process ${holder} (the admin API?). ` +
          'Stop it and run this again, or upload the files with POST /api/v1/purchase-imports/ while it runs.',
      );
      return 1;
    }
    mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    unlock = lockDataDir(config.dataDir);
  }
  try {
    const database = await openDatabase(databaseOptions(config));
    try {
      await database.migrate();
      // npm runs a workspace's script in the workspace: names are relative to where it was typed.
      return await importFiles(database.db, list, out, env.INIT_CWD ?? process.cwd());
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
