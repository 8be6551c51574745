// Full-text search of the forum with PostgreSQL's own text search, the same on the embedded
// database and a server (migration 0007: a generated `search` vector per post, stemmed in the
// post's language and also kept as written). The words are read in the searcher's language and
// as written, so "vaccinerna" finds "vacciner" and an exact word in another language still matches.
// A thread matches when its title, its opening post or any reply matches.
import { type SQL, sql } from 'drizzle-orm';
import { forumPosts } from '../../db/schema/forum';
import { HEADLINE_OPTIONS, type SearchTerms, tsQuery } from '../../db/text-search';

export type { SearchTerms };

/** The derived table of the threads with a matching post and how well their best post matches. */
const MATCHES = sql.raw('forum_search_matches');

/**
 * The threads that have a post (itself or a reply) matching, each with its best post's rank: one
 * GIN lookup, each matching post ranked once (not once per thread it could belong to). Joined to
 * the threads, it is both the filter and the "best match first" order.
 */
export function searchMatches(terms: SearchTerms): SQL {
  const query = tsQuery(terms);
  return sql`(select coalesce(s.thread_id, s.id) as thread_id, max(ts_rank(s.search, ${query})) as rank from forum_posts s where s.search @@ ${query} group by 1) as ${MATCHES}`;
}

/** The join of `searchMatches` to the outer thread. */
export const searchMatchesJoin: SQL = sql`${MATCHES}.thread_id = ${forumPosts.id}`;

/** How well the outer thread's best post matches (needs the `searchMatches` join). */
export const searchRank: SQL = sql`${MATCHES}.rank`;

/**
 * The passage of the outer thread's best-matching post, plain text with SEARCH_MARK around the
 * words (its input is the posts' plain text, so it holds no HTML).
 */
export function searchMatch(terms: SearchTerms): SQL<string | null> {
  const query = tsQuery(terms);
  return sql<
    string | null
  >`(select ts_headline(forum_search_config(${terms.language}), case when s.thread_id is null then coalesce(s.title, '') || '. ' || s.body_text else s.body_text end, ${query}, ${HEADLINE_OPTIONS}) from forum_posts s where (s.id = ${forumPosts.id} or s.thread_id = ${forumPosts.id}) and s.search @@ ${query} order by ts_rank(s.search, ${query}) desc, s.id limit 1)`;
}
