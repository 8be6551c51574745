// Full-text search of the forum with PostgreSQL's own text search, the same on the embedded
// database and a server (migration 0007: a generated `search` vector per post, stemmed in the
// post's language and also kept as written). The words are read in the searcher's language and
// as written, so "vaccinerna" finds "vacciner" and an exact word in another language still matches.
// A thread matches when its title, its opening post or any reply matches.
import { type SQL, sql } from 'drizzle-orm';
import { forumPosts } from '../../db/schema/forum';
import { HEADLINE_OPTIONS, type SearchTerms, tsQuery } from '../../db/text-search';

export type { SearchTerms };

/** The outer thread has a post (itself or a reply) that matches: one GIN lookup, not one per thread. */
export function searchCondition(terms: SearchTerms): SQL {
  return sql`${forumPosts.id} in (select coalesce(s.thread_id, s.id) from forum_posts s where s.search @@ ${tsQuery(terms)})`;
}

/** How well the outer thread's best post matches, for "best match first". */
export function searchRank(terms: SearchTerms): SQL {
  return sql`(select max(ts_rank(s.search, ${tsQuery(terms)})) from forum_posts s where (s.id = ${forumPosts.id} or s.thread_id = ${forumPosts.id}) and s.search @@ ${tsQuery(terms)})`;
}

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
