// The statements a test's database runs, as the driver receives them (PGlite and node-postgres alike
// take each through `$client.query`), so a test can count the queries a request costs.
import { type Db } from '../db/client';

type Client = { query: (...args: unknown[]) => unknown };

export type QueryLog = {
  /** The statements run since the last `clear()`. */
  readonly statements: string[];
  /** How many of them contain `text`. */
  count(text: string): number;
  clear(): void;
};

/** Starts logging every statement `db` runs (for the rest of the test file). */
export function logQueries(db: Db): QueryLog {
  const client = (db as unknown as { $client: Client }).$client;
  const statements: string[] = [];
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text ?? first));
    return query(...args);
  };
  return {
    statements,
    count: (text) => statements.filter((statement) => statement.includes(text)).length,
    clear: () => {
      statements.length = 0;
    },
  };
}

/** The recursive query of resolveMember (domain/member-access.ts) that finds a member's tree root. */
export const TREE_QUERY = 'with recursive up(';
