import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { parseIdSlug } from '@/lib/text/slug';
import { DETAIL_QUERY } from '../content-paths';
import { ContentDialog } from './content-dialog';
import type { ContentType } from '../content-types';

/**
 * The item at the list's `?id=<id-slug>`, over the list. Opened from a card, the dialog is a step in
 * the history: Back closes it, and so does Close (by going back). Opened from a shared address,
 * Close replaces the address with the list's, so Back does not open it again.
 */
export function ListDialog({ type, closeHref, origin }: { type: ContentType; closeHref: string; origin: string }) {
  const router = useRouter();
  const raw = router.query[DETAIL_QUERY];
  const id = typeof raw === 'string' ? parseIdSlug(raw) : null;
  const openedHere = useRef(false);
  const previous = useRef(id);
  useEffect(() => {
    if (previous.current === null && id !== null) openedHere.current = true;
    if (id === null) openedHere.current = false;
    previous.current = id;
  }, [id]);

  function close() {
    if (openedHere.current) router.back();
    else void router.replace(closeHref, undefined, { shallow: true, scroll: false });
  }

  return (
    <ContentDialog
      type={type}
      id={id}
      origin={origin || (typeof window === 'undefined' ? '' : window.location.origin)}
      closeHref={closeHref}
      onClose={close}
    />
  );
}
