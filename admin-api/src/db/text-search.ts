// PostgreSQL full-text search as the forum and the content search it: the words read in the
// searcher's language (stemmed: "vaccinerna" finds "vacciner") and as written (an exact word of
// another language still matches), with websearch syntax ("quoted phrases", or, -not).
// `forum_search_config` (migration 0007) maps a language code to its text search configuration.
import { type SQL, sql } from 'drizzle-orm';
import { SEARCH_MARK } from '../contract/forum';

export type SearchTerms = { words: string; language: string };

export function tsQuery({ words, language }: SearchTerms): SQL {
  return sql`(websearch_to_tsquery(forum_search_config(${language}), ${words}) || websearch_to_tsquery('simple', ${words}))`;
}

/** The vector of a text read the same two ways, for matching it against `tsQuery` on the fly. */
export function tsVector(language: string, text: SQL): SQL {
  return sql`(to_tsvector(forum_search_config(${language}), ${text}) || to_tsvector('simple', ${text}))`;
}

/** ts_headline's options: one passage of 12 to 30 words, the found words between SEARCH_MARKs. */
export const HEADLINE_OPTIONS = `StartSel=${SEARCH_MARK.start}, StopSel=${SEARCH_MARK.end}, MaxFragments=1, MaxWords=30, MinWords=12, FragmentDelimiter=" … "`;
