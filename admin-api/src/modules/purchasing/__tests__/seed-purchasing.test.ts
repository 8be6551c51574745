import { sql } from 'drizzle-orm';
import { MEMBERS } from '../../../seed/data/members';
import { createTestApp, type TestApp } from '../../../test-support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Rows<T> = { rows: T[] };
const query = async <T>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as Rows<T>).rows;

type MemberFigures = {
  name: string;
  lines: number;
  months: number;
  net: string;
  rebates: string;
  credits: number;
  off: string;
};

async function figures(): Promise<Map<string, MemberFigures>> {
  const rows = await query<MemberFigures>(sql`
    select m.name, count(l.id)::int as lines, count(distinct date_trunc('month', l.invoice_date))::int as months,
           coalesce(sum(l.net_amount), 0)::text as net, coalesce(sum(l.rebate_amount), 0)::text as rebates,
           count(*) filter (where l.quantity < 0)::int as credits,
           coalesce(sum(l.net_amount) filter (where not l.on_agreement), 0)::text as off
      from members m left join purchase_lines l on l.member_id = m.id
     group by m.name`);
  return new Map(rows.map((row) => [row.name, row]));
}

describe('purchasing seed', () => {
  it('gives every seeded member purchase lines, with rebates, credit notes and off-agreement buying', async () => {
    const byName = await figures();
    for (const member of MEMBERS) {
      const row = byName.get(member.name);
      expect({ name: member.name, hasLines: (row?.lines ?? 0) > 0 }).toEqual({ name: member.name, hasLines: true });
    }
    const goteborg = byName.get('Smådjursklinik Göteborg');
    expect(Number(goteborg?.rebates)).toBeGreaterThan(0);
    expect(goteborg?.credits).toBeGreaterThan(0);
    expect(Number(goteborg?.off)).toBeGreaterThan(0);
  });

  it('covers 36 whole months and this one; Oslo only the last two; Umeå and Luleå clearly differ', async () => {
    const byName = await figures();
    expect(byName.get('Djurkliniken Solna')?.months).toBeGreaterThanOrEqual(36);
    expect(byName.get('Dyreklinikk Oslo')?.months).toBeLessThanOrEqual(2);
    const umea = Number(byName.get('Vetgroup Umeå')?.net);
    const lulea = Number(byName.get('Vetgroup Luleå')?.net);
    expect(umea).toBeGreaterThan(2 * lulea);
    const [range] = await query<{ first: string; last: string }>(
      sql`select min(invoice_date)::text as first, max(invoice_date)::text as last from purchase_lines`,
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(range!.last < today).toBe(true);
    const threeYearsAgo = new Date();
    threeYearsAgo.setUTCMonth(threeYearsAgo.getUTCMonth() - 36, 1);
    expect(range!.first).toBe(threeYearsAgo.toISOString().slice(0, 10).replace(/\d\d$/, range!.first.slice(8)));
  });

  it('stays near 25k lines, one import per supplier and month, in the members currency, with the rollup built', async () => {
    const [counts] = await query<{
      lines: number;
      imports: number;
      rollup: number;
      bad: number;
      wrongCurrency: number;
    }>(sql`
      select (select count(*)::int from purchase_lines) as lines,
             (select count(*)::int from purchase_imports where source = 'seed') as imports,
             (select count(*)::int from purchase_monthly) as rollup,
             (select count(*)::int from purchase_imports where period_end <> (period_start + interval '1 month')::date) as bad,
             (select count(*)::int from purchase_lines l join members m on m.id = l.member_id
                join countries c on c.id = m.country_id where c.currency <> l.currency) as "wrongCurrency"`);
    expect(counts!.lines).toBeGreaterThan(15_000);
    expect(counts!.lines).toBeLessThan(35_000);
    expect(counts!.imports).toBeGreaterThan(900);
    expect(counts!.rollup).toBeGreaterThan(0);
    expect(counts!.bad).toBe(0);
    expect(counts!.wrongCurrency).toBe(0);
    const [sums] = await query<{ lines: string; rollup: string; imports: string }>(sql`
      select (select sum(net_amount) from purchase_lines)::text as lines,
             (select sum(net_amount) from purchase_monthly)::text as rollup,
             (select sum(net_amount) from purchase_imports)::text as imports`);
    expect(sums!.rollup).toBe(sums!.lines);
    expect(sums!.imports).toBe(sums!.lines);
  });
});
