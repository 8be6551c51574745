import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { positiveIntegerParam } from '@/lib/http/query-param';
import { reportError } from '@/lib/monitoring/monitoring';
import { markThread } from '../api/read-post';

export const NEW_SINCE_ID = 'forum-new-since';

/** Moves to `element`: scrolled into view and focused (posts and the divider take focus; a list item its post). */
function moveTo(element: HTMLElement | null) {
  if (!element) return;
  element.scrollIntoView?.({ block: 'start' });
  const focusable = element.hasAttribute('tabindex') ? element : element.querySelector<HTMLElement>('[tabindex]');
  focusable?.focus({ preventScroll: true });
}

/**
 * Where the page opens: what the address's hash names (`#post-{id}` of a notification or a posted
 * reply, `#newest-reply`), else the post of `?postId=`, else the "New since your last visit" divider.
 * Answers the id of the post the address named, which the page highlights. Also marks the thread
 * read once, after the first render: the page's data still says what was new, so the divider stays
 * until the next visit.
 */
export function useLanding(threadId: number): number | null {
  const { asPath, query } = useRouter();
  const marked = useRef<number | null>(null);
  const hash = asPath.includes('#') ? asPath.slice(asPath.indexOf('#') + 1) : '';
  const postId = positiveIntegerParam(query.postId);
  const target = hash || (postId === null ? NEW_SINCE_ID : `post-${postId}`);

  useEffect(() => {
    if (marked.current === threadId) return;
    marked.current = threadId;
    markThread(threadId, false).catch((error: unknown) => reportError(error, { action: 'forum read-post' }));
  }, [threadId]);

  useEffect(() => {
    moveTo(document.getElementById(target));
  }, [target, threadId]);

  const named = /^post-(\d+)$/.exec(target);
  return named ? Number(named[1]) : null;
}
