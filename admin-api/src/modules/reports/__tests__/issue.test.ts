import { sql } from 'drizzle-orm';
import { REPORT_KIND } from '../../../contract/purchasing';
import { seedReports } from '../../../seed/reports';
import { createTestApp, STAFF, type TestApp, OWNER } from '../../../test-support/test-app';
import { issueStatement, loadYearlyRebateStatement, reissueStatementsForSlice } from '../issue';
import { addMonths, type Fixture, insertFixture } from './fixture';

type Stored = { id: number; version: number; issued_at: Date | string; data: { totals: Record<string, string> } };

describe('issuing statements', () => {
  let t: TestApp;
  let f: Fixture;

  async function stored(memberId: number, kind: number, year: number, quarter: number | null): Promise<Stored[]> {
    const result = (await t.db.execute(sql`
      select id, version, issued_at, data from report_documents
       where member_id = ${memberId} and kind = ${kind} and period_year = ${year}
         and period_quarter is not distinct from ${quarter}`)) as unknown as { rows: Stored[] };
    return result.rows;
  }

  beforeAll(async () => {
    t = await createTestApp();
    f = await insertFixture(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a quarterly statement as a snapshot, and re-issuing bumps the version and the issue time', async () => {
    const first = await issueStatement(
      t.db,
      f.solna,
      REPORT_KIND.quarterlyStatement,
      { year: 2026, quarter: 2 },
      new Date('2026-07-02T06:00:00Z'),
    );
    expect(first.version).toBe(1);
    let [row] = await stored(f.solna, REPORT_KIND.quarterlyStatement, 2026, 2);
    expect(row?.data.totals).toMatchObject({ spend: '3500.00', savings: '420.00', previousSpend: '300.00' });

    const [alpha, , drugs] = [f.suppliers[0], f.suppliers[1], f.categories[0]] as number[];
    await addMonths(t, [
      { member: f.solna, month: '2026-04-01', supplier: alpha!, category: drugs!, net: '1100.00', list: '1200.00' },
    ]);
    const again = await issueStatement(
      t.db,
      f.solna,
      REPORT_KIND.quarterlyStatement,
      { year: 2026, quarter: 2 },
      new Date('2026-08-01T06:00:00Z'),
    );
    expect(again).toEqual({ id: first.id, version: 2 });
    const rows = await stored(f.solna, REPORT_KIND.quarterlyStatement, 2026, 2);
    expect(rows).toHaveLength(1);
    row = rows[0];
    expect(new Date(row!.issued_at).toISOString()).toBe('2026-08-01T06:00:00.000Z');
    // 1100 + 500 + 2000 spent; (1200 − 1100) + 50 + 120 saved.
    expect(row?.data.totals).toMatchObject({ spend: '3600.00', savings: '270.00' });
    await addMonths(t, [
      {
        member: f.solna,
        month: '2026-04-01',
        supplier: alpha!,
        category: drugs!,
        net: '1000.00',
        list: '1200.00',
        rebate: '50.00',
      },
    ]);
  });

  it('computes the yearly rebate statement per supplier and category from the rollup', async () => {
    const year = await loadYearlyRebateStatement(t.db, f.solna, 2026);
    expect(year.currency).toBe('SEK');
    expect(year.totals).toEqual({ spend: '3800.00', listAmount: '4180.00', rebates: '70.00', savings: '450.00' });
    // The supplier with the most spend first.
    expect(year.suppliers.map((s) => [s.supplier.name, s.spend, s.rebates, s.savings])).toEqual([
      ['Łódź Příbram Košice Medical', '2300.00', '20.00', '150.00'],
      ['Alpha Vet Supply', '1500.00', '50.00', '300.00'],
    ]);
    expect(year.suppliers[0]?.categories.map((c) => [c.category.name, c.spend])).toEqual([
      ['Pharmaceuticals', '2000.00'],
      ['Pet food', '300.00'],
    ]);
    expect((await loadYearlyRebateStatement(t.db, f.solna, 2024)).suppliers).toEqual([]);
  });

  it('re-issues the stored statements a slice of imported data touches, and only those', async () => {
    const at = new Date('2026-09-01T00:00:00Z');
    await issueStatement(t.db, f.solna, REPORT_KIND.yearlyRebateStatement, { year: 2026 }, at);
    await issueStatement(t.db, f.solna, REPORT_KIND.quarterlyStatement, { year: 2025, quarter: 3 }, at);
    const before = await stored(f.solna, REPORT_KIND.quarterlyStatement, 2026, 2);

    const count = await reissueStatementsForSlice(
      t.db,
      { supplierId: f.suppliers[0]!, periodStart: '2026-05-01', periodEnd: '2026-06-01', memberIds: [f.solna, f.umea] },
      new Date('2026-09-02T00:00:00Z'),
    );
    expect(count).toBe(2);
    expect((await stored(f.solna, REPORT_KIND.quarterlyStatement, 2026, 2))[0]?.version).toBe(
      (before[0]?.version ?? 0) + 1,
    );
    expect((await stored(f.solna, REPORT_KIND.yearlyRebateStatement, 2026, null))[0]?.version).toBe(2);
    expect((await stored(f.solna, REPORT_KIND.quarterlyStatement, 2025, 3))[0]?.version).toBe(1);
    // Umeå had no statement for the period: none is created.
    expect(await stored(f.umea, REPORT_KIND.quarterlyStatement, 2026, 2)).toEqual([]);
  });

  it('seeds the completed periods and tells owners and managers the newest is ready', async () => {
    // Whatever the template's seeds wrote (statements, at-risk notices) is not this test's.
    await t.db.execute(sql`delete from report_documents`);
    await t.db.execute(sql`delete from notifications where description = 'Report'`);
    expect(await seedReports(t.db, new Date('2026-11-23T12:00:00Z'))).toBe(true);
    const documents = (await t.db.execute(sql`
      select member_id, kind, period_year, period_quarter from report_documents
       order by member_id, kind, period_year, period_quarter`)) as unknown as {
      rows: { member_id: number; kind: number; period_year: number; period_quarter: number | null }[];
    };
    const solna = documents.rows.filter((row) => row.member_id === f.solna);
    // Quarters with data: Q3 2025, Q1 2026, Q2 2026; completed years: 2025. Q4 2026 is under way.
    expect(solna.map((row) => [row.kind, row.period_year, row.period_quarter])).toEqual([
      [1, 2025, 3],
      [1, 2026, 1],
      [1, 2026, 2],
      [2, 2025, null],
    ]);
    const notes = (await t.db.execute(sql`
      select u.email, n.actor_title, n.verb, n.description from notifications n join users u on u.id = n.recipient_id
       where n.description = 'Report' and u.member_id = ${f.solna} order by u.email`)) as unknown as {
      rows: { email: string; actor_title: string; verb: string; description: string }[];
    };
    expect(notes.rows.map((row) => row.email)).toEqual(['manager@vetnet.example', OWNER, 'shared@vetnet.example']);
    expect(notes.rows[0]).toMatchObject({ actor_title: 'Kvartalsrapport över inköp, K2 2026', verb: 'is ready' });
    expect(await seedReports(t.db, new Date('2026-11-23T12:00:00Z'))).toBe(false);
    // The notification opens the report's page for the owner (the Reports feature is theirs).
    const list = await t.call({ url: '/api/v1/notifications/?description=Report', as: OWNER });
    expect(list.json().results[0]).toMatchObject({ verb: 'is ready', description: 'Report' });
    expect((await t.call({ url: '/api/v1/notifications/?description=Report', as: STAFF })).json().count).toBe(0);
  });
});
