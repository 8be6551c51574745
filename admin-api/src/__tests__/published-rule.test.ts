// The "published" rule (modules/content/published.ts) is one rule wherever it is applied: the
// queries' SQL, a loaded item's detail, a partner's actions and an item's translations. One table of
// cases runs through each; a caller that writes the rule its own way again fails here.
import { sql } from 'drizzle-orm';
import { CONTENT_STATUS } from '../contract/content-item';
import { rowsOf } from '../db/client';
import { type CurrentUser } from '../domain/current-user';
import { assertReadable } from '../modules/content/access';
import { isPublishedAt, publishedAt } from '../modules/content/published';
import { type Item, visibleTranslations } from '../modules/content/serialize-item';
import { isReadableBy } from '../modules/partners/partner-access';
import { type PartnerRow } from '../modules/partners/queries';
import { createTestApp, type TestApp } from '../test-support/test-app';

const now = new Date('2026-03-01T12:00:00Z');

describe('one published rule for every caller', () => {
  const COUNTRY = 7;
  const OTHER_COUNTRY = 8;
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
  /** Every status, a publish date before, at and after `now`, the reader's country and another. */
  const CASES = Object.values(CONTENT_STATUS).flatMap((status) =>
    [minutes(-60), now, minutes(1)].flatMap((publishDate) =>
      [COUNTRY, OTHER_COUNTRY].map((countryId) => ({ status, publishDate, countryId })),
    ),
  );
  const member = { isStaff: false, member: { countryId: COUNTRY } } as unknown as CurrentUser;

  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** What the queries' SQL says of each case, the rule the others must agree with. */
  async function sqlSays(countryId?: number): Promise<boolean[]> {
    const rows = CASES.map(
      (item, n) =>
        sql`(${n}::int, ${item.status}::int, ${item.publishDate.toISOString()}::timestamptz, ${item.countryId}::int)`,
    );
    const answer = await rowsOf<{ readable: boolean }>(
      t.db,
      sql`select ${publishedAt('i', now, countryId)} as readable
            from (values ${sql.join(rows, sql`, `)}) as i(n, status, publish_date, country_id)
           order by i.n`,
    );
    return answer.map((row) => row.readable);
  }

  it('covers both answers', async () => {
    expect(new Set(await sqlSays(COUNTRY))).toEqual(new Set([true, false]));
  });

  it("is the SQL's for a loaded item, with and without the country", async () => {
    expect(CASES.map((item) => isPublishedAt(item, now, COUNTRY))).toEqual(await sqlSays(COUNTRY));
    expect(CASES.map((item) => isPublishedAt(item, now))).toEqual(await sqlSays());
  });

  it("is a member's detail read (assertReadable) and a partner's actions (isReadableBy)", async () => {
    const detail = CASES.map((item) => {
      try {
        assertReadable(member, item, now);
        return true;
      } catch {
        return false;
      }
    });
    const partner = CASES.map((item) =>
      isReadableBy(
        member,
        { status: item.status, publish_date: item.publishDate.toISOString(), country_id: item.countryId } as PartnerRow,
        now,
      ),
    );
    const expected = await sqlSays(COUNTRY);
    expect(detail).toEqual(expected);
    expect(partner).toEqual(expected);
  });

  it('is the translations a member may follow (any country)', async () => {
    const translations = CASES.map((item, id) => ({
      id,
      title: '',
      status: item.status,
      publishDate: item.publishDate.toISOString(),
      language: null,
    }));
    const visible = visibleTranslations({ translations } as unknown as Item, now).translations;
    expect(translations.map((translation) => visible.includes(translation))).toEqual(await sqlSays());
  });
});
