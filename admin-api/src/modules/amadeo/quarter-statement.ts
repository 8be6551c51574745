// STAND-IN for stream B's quarter statement (same path and signature), so the reports module can
// issue snapshots before B's branch is merged. The merge takes B's version of this file.
import { sql } from 'drizzle-orm';
import { type Amount, type QuarterFigures, type QuarterRef, type QuarterStatement } from '../../contract/purchasing';
import { type DbExecutor } from '../../db/client';

type Row = {
  supplier_id: number;
  supplier_code: string;
  supplier_name: string;
  category_id: number;
  category_code: string;
  category_name: string;
  spend: string;
  savings: string;
  previous_spend: string;
  previous_savings: string;
  last_year_spend: string;
  last_year_savings: string;
};

const monthOf = (ref: QuarterRef) => `${ref.year}-${String((ref.quarter - 1) * 3 + 1).padStart(2, '0')}-01`;

function previousQuarter(ref: QuarterRef): QuarterRef {
  return ref.quarter === 1
    ? { year: ref.year - 1, quarter: 4 }
    : { year: ref.year, quarter: (ref.quarter - 1) as 1 | 2 | 3 };
}

const ZERO: QuarterFigures = {
  spend: '0.00',
  savings: '0.00',
  previousSpend: '0.00',
  previousSavings: '0.00',
  lastYearSpend: '0.00',
  lastYearSavings: '0.00',
};

const add = (a: Amount, b: Amount): Amount => (Number(a) + Number(b)).toFixed(2);

function sum(rows: QuarterFigures[]): QuarterFigures {
  return rows.reduce(
    (total, row) => ({
      spend: add(total.spend, row.spend),
      savings: add(total.savings, row.savings),
      previousSpend: add(total.previousSpend, row.previousSpend),
      previousSavings: add(total.previousSavings, row.previousSavings),
      lastYearSpend: add(total.lastYearSpend, row.lastYearSpend),
      lastYearSavings: add(total.lastYearSavings, row.lastYearSavings),
    }),
    ZERO,
  );
}

export async function loadQuarterStatement(
  db: DbExecutor,
  memberId: number,
  ref: QuarterRef,
): Promise<QuarterStatement> {
  const previous = previousQuarter(ref);
  const lastYear: QuarterRef = { year: ref.year - 1, quarter: ref.quarter };
  const figure = (quarter: QuarterRef, column: string) =>
    sql`coalesce(sum(${sql.raw(column)}) filter (where date_trunc('quarter', m.month) = ${monthOf(quarter)}::date), 0)::numeric(16,2)::text`;
  const saving = '(m.list_amount - m.net_amount + m.rebate_amount)';
  const result = (await db.execute(sql`
    select s.id as supplier_id, s.code as supplier_code, s.name as supplier_name,
           c.id as category_id, c.code as category_code, c.name as category_name,
           ${figure(ref, 'm.net_amount')} as spend, ${figure(ref, saving)} as savings,
           ${figure(previous, 'm.net_amount')} as previous_spend, ${figure(previous, saving)} as previous_savings,
           ${figure(lastYear, 'm.net_amount')} as last_year_spend, ${figure(lastYear, saving)} as last_year_savings
      from purchase_monthly m
      join suppliers s on s.id = m.supplier_id
      join purchase_categories c on c.id = m.category_id
     where m.member_id = ${memberId}
       and date_trunc('quarter', m.month) in (${monthOf(ref)}::date, ${monthOf(previous)}::date, ${monthOf(lastYear)}::date)
     group by s.id, c.id
     order by sum(m.net_amount) desc, s.name, c.position, c.name`)) as unknown as { rows: Row[] };
  const currencyResult = (await db.execute(
    sql`select c.currency from members m join countries c on c.id = m.country_id where m.id = ${memberId}`,
  )) as unknown as { rows: { currency: string }[] };

  const bySupplier = new Map<number, QuarterStatement['suppliers'][number]>();
  for (const row of result.rows) {
    const figures: QuarterFigures = {
      spend: row.spend,
      savings: row.savings,
      previousSpend: row.previous_spend,
      previousSavings: row.previous_savings,
      lastYearSpend: row.last_year_spend,
      lastYearSavings: row.last_year_savings,
    };
    const supplier = bySupplier.get(row.supplier_id) ?? {
      ...ZERO,
      supplier: { id: row.supplier_id, code: row.supplier_code, name: row.supplier_name },
      categories: [],
    };
    supplier.categories.push({
      ...figures,
      category: { id: row.category_id, code: row.category_code, name: row.category_name },
    });
    bySupplier.set(row.supplier_id, { ...supplier, ...sum(supplier.categories) });
  }
  const suppliers = [...bySupplier.values()];
  return {
    ...ref,
    currency: currencyResult.rows[0]?.currency ?? 'EUR',
    compare: { previous, lastYear },
    totals: sum(suppliers),
    suppliers,
  };
}
