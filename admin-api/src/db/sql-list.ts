// A list of bound values for `in (...)`, as every hand-written query writes it.
import { type SQL, sql } from 'drizzle-orm';

export function sqlList(values: readonly (number | string)[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}
