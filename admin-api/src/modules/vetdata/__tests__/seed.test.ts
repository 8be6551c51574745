// The demo data's promises (README "Demo accounts"): owner@ sees every benchmark of the closed 2025
// survey, the chain's Umeå (band xs, three clinics) sees why it shows nothing, owner@ has half
// answered the open 2026 survey, and staff have non-responders to remind.
import { eq } from 'drizzle-orm';
import { members } from '../../../db/schema/accounts';
import { CHAIN, createTestApp, OWNER, STAFF, type TestApp } from '../../../test-support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Summary = {
  id: number;
  key: string;
  version: number;
  state: string;
  myStatus: string;
  answered: number;
  questionCount: number;
};
type Line = { peers: unknown; gap: string | null; value: number | null };

async function seeded(): Promise<{ closed: Summary; open: Summary }> {
  const list: Summary[] = (await t.call({ url: '/api/v1/vetdata/surveys/', as: OWNER })).json();
  const ours = list.filter((survey) => survey.key === 'clinic-benchmark');
  return {
    closed: ours.find((survey) => survey.version === 1) as Summary,
    open: ours.find((survey) => survey.version === 2) as Summary,
  };
}

const linesOf = (body: { sections: { lines: Line[] }[] }) => body.sections.flatMap((section) => section.lines);

it('gives owner@ a submitted 2025 answer with every benchmark shown, and a half-answered 2026 draft', async () => {
  const { closed, open } = await seeded();
  expect(closed).toMatchObject({ state: 'closed', myStatus: 'submitted' });
  expect(open).toMatchObject({ state: 'open', myStatus: 'draft' });
  expect(open.answered).toBe(6);
  expect(open.answered * 2).toBeLessThanOrEqual(open.questionCount + 1);

  const benchmarks = (await t.call({ url: `/api/v1/vetdata/surveys/${closed.id}/benchmarks/`, as: OWNER })).json();
  expect(benchmarks.peerGroup).toMatchObject({ sizeBand: 's', clinics: 6, country: { code: 'se' } });
  const lines = linesOf(benchmarks);
  expect(lines.length).toBeGreaterThan(10);
  for (const line of lines)
    expect(line).toMatchObject({ gap: null, peers: expect.objectContaining({ n: expect.any(Number) }) });
});

it('shows the chain’s Umeå, in a band of three, nothing but why', async () => {
  const { closed } = await seeded();
  const [umea] = await t.db.select({ id: members.id }).from(members).where(eq(members.name, 'Vetgroup Umeå'));
  const response = await t.call({
    url: `/api/v1/vetdata/surveys/${closed.id}/benchmarks/?member=${umea?.id}`,
    as: CHAIN,
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.peerGroup).toMatchObject({ sizeBand: 'xs', clinics: 0 });
  for (const line of linesOf(body)) expect(line).toMatchObject({ peers: null, gap: 'belowThreshold' });
});

it('leaves staff non-responders to remind in the open survey and supplier aggregates in the closed one', async () => {
  const { closed, open } = await seeded();
  const rates = (await t.call({ url: `/api/v1/vetdata/surveys/${closed.id}/response-rates/`, as: STAFF })).json();
  expect(rates).toMatchObject({ submitted: 14, draft: 0 });
  expect(rates.eligible).toBeGreaterThan(14);
  const waiting = (
    await t.call({ url: `/api/v1/vetdata/surveys/${open.id}/non-responders/?page_size=100`, as: STAFF })
  ).json();
  expect(waiting.results).toContainEqual(
    expect.objectContaining({ member: expect.objectContaining({ name: 'Djurkliniken Solna' }), status: 'draft' }),
  );
  const aggregates = (
    await t.call({ url: `/api/v1/vetdata/surveys/${closed.id}/supplier-aggregates/`, as: STAFF })
  ).json();
  expect(aggregates.lines).toHaveLength(6);
  expect(aggregates.lines.find((line: { row: { code: string } }) => line.row.code === 'vaccines')).toMatchObject({
    rowSource: 'purchaseCategory',
    row: { label: 'Vaccines' },
    peers: { n: 11 },
  });
});
