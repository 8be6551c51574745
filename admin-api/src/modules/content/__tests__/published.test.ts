import { PgDialect } from 'drizzle-orm/pg-core';
import { publishedAt } from '../published';

const dialect = new PgDialect();
const now = new Date('2026-03-01T12:00:00Z');

describe('publishedAt', () => {
  it('is the status and the publish date of the alias', () => {
    const query = dialect.sqlToQuery(publishedAt('p', now));
    expect(query.sql).toBe('p.status = 2 and p.publish_date <= $1::timestamptz');
    expect(query.params).toEqual([now.toISOString()]);
  });

  it('adds the country when asked', () => {
    const query = dialect.sqlToQuery(publishedAt('i', now, 7));
    expect(query.sql).toBe('i.status = 2 and i.publish_date <= $1::timestamptz and i.country_id = $2');
    expect(query.params).toEqual([now.toISOString(), 7]);
  });
});
