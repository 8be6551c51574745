// The VetData seed on a database seeded without the demo purchases (as the purchasing bench's data
// set is): it adds nothing and lets the API start, where it used to fail on the survey's supplier rows.
import { count } from 'drizzle-orm';
import { seedDatabase } from '..';
import { type Database, openDatabase } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { vetdataSurveys } from '../../db/schema/vetdata';
import { seedVetdata } from '../vetdata';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db);
});
afterAll(() => database.close());

const rows = async (table: typeof members | typeof vetdataSurveys) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

it('seeds no survey, and no clinics for it, where the demo suppliers are missing', async () => {
  const membersBefore = await rows(members);
  await expect(seedVetdata(database.db)).resolves.toBeUndefined();
  expect(await rows(vetdataSurveys)).toBe(0);
  expect(await rows(members)).toBe(membersBefore);
});
