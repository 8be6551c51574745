// Column helpers shared by the area schemas.
import { sql } from 'drizzle-orm';
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);
