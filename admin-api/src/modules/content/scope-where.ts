// The scopes of a type with a start and an end field (content-type.ts `scopes`: upcoming,
// running, ended, ...), as WHERE conditions on the alias `i`.
import { type SQL, sql } from 'drizzle-orm';
import { type ContentType, extraDatetime, type Scope } from './content-type';

/** The items of a scope (content-type.ts, `Scope.where`) at `now`. */
export function scopeCondition(type: ContentType, scope: Scope, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const start = () => {
    if (!type.startField) throw new Error(`${type.key} has no start field`);
    return sql.raw(extraDatetime(type.startField));
  };
  switch (scope.where) {
    case 'ended':
      return endedCondition(type, true, now);
    case 'not-ended':
      return endedCondition(type, false, now);
    case 'upcoming':
      return sql`${start()} > ${at}`;
    case 'running':
      return sql`${start()} <= ${at} and ${endedCondition(type, false, now)}`;
  }
}

/** Items that have (`ended`) or have not ended at `now`, by the type's end field. */
export function endedCondition(type: ContentType, ended: boolean, now: Date): SQL {
  if (!type.endField) throw new Error(`${type.key} has no end field`);
  const column = sql.raw(extraDatetime(type.endField));
  return ended
    ? sql`${column} < ${now.toISOString()}::timestamptz`
    : sql`${column} >= ${now.toISOString()}::timestamptz`;
}
