import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { parseIdSlug } from '@/lib/text/slug';
import { DETAIL_QUERY } from '../content-paths';
import type { ContentType } from '../content-types';

// The dialog (react-bootstrap's Modal and the whole item article) loads when an item is first
// opened, not with the list: a server render of `?id=` uses it, so Next.js sends it with that page.
const ContentDialog = dynamic(() => import('./content-dialog').then((module) => module.ContentDialog));

/**
 * The item at the list's `?id=<id-slug>`, over the list. Opened from a card, the dialog is a step in
 * the history: Back closes it, and so does Close (by going back). Opened from a shared address,
 * Close replaces the address with the list's, so Back does not open it again. `shut`: the address's
 * item is not to be opened (it has ended, or there is none; the list says so instead).
 */
export function ListDialog({
  type,
  closeHref,
  origin,
  shut = false,
}: {
  type: ContentType;
  closeHref: string;
  origin: string;
  shut?: boolean;
}) {
  const router = useRouter();
  const raw = router.query[DETAIL_QUERY];
  const id = typeof raw === 'string' && !shut ? parseIdSlug(raw) : null;
  const openedHere = useRef(false);
  const previous = useRef(id);
  // Once opened, the dialog stays mounted, so closing animates and gives focus back to the card.
  const [used, setUsed] = useState(id !== null);
  // Adjusted while rendering (React's pattern for state that follows a prop), not in an effect.
  if (id !== null && !used) setUsed(true);
  useEffect(() => {
    if (previous.current === null && id !== null) openedHere.current = true;
    if (id === null) openedHere.current = false;
    previous.current = id;
  }, [id]);

  function close() {
    if (openedHere.current) router.back();
    else void router.replace(closeHref, undefined, { shallow: true, scroll: false });
  }

  if (!used) return null;
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
