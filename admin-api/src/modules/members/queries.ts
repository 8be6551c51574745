// Reads of `members/`: every member level and user role.
import { asc } from 'drizzle-orm';
import { type Level as LevelBody } from '../../contract/member';
import { type Db } from '../../db/client';
import { levels } from '../../db/schema/accounts';

export function allLevels(db: Db): Promise<LevelBody[]> {
  return db.select({ id: levels.id, name: levels.name }).from(levels).orderBy(asc(levels.id));
}
