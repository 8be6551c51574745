import { Fragment } from 'react';
import { SEARCH_MARK } from '@/lib/contract/forum';

/** Splits the API's match into plain text and the marked words (never HTML: it is text). */
export function matchParts(match: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  for (const [index, chunk] of match.split(SEARCH_MARK.start).entries()) {
    if (index === 0) {
      if (chunk) parts.push({ text: chunk, marked: false });
      continue;
    }
    const end = chunk.indexOf(SEARCH_MARK.end);
    const marked = end === -1 ? chunk : chunk.slice(0, end);
    const rest = end === -1 ? '' : chunk.slice(end + SEARCH_MARK.end.length);
    if (marked) parts.push({ text: marked, marked: true });
    if (rest) parts.push({ text: rest, marked: false });
  }
  return parts;
}

/** Where a search found its words, with each word in a <mark>. */
export function SearchMatch({ match }: { match: string }) {
  return (
    <p className="small mb-1">
      {matchParts(match).map((part, index) => (
        <Fragment key={index}>{part.marked ? <mark>{part.text}</mark> : part.text}</Fragment>
      ))}
    </p>
  );
}
