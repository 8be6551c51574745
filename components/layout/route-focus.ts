import { useRouter } from 'next/router';
import { useEffect } from 'react';

/** Whether focus has nowhere to be: on the body, or on an element the last page took with it. */
function focusIsLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * Focuses the start of the page: its main heading, else the main landmark. The heading takes focus
 * from script only (tabindex -1), never from Tab.
 */
export function focusPageStart(): void {
  const main = document.getElementById('main-content') ?? document.querySelector('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main).focus({ preventScroll: true });
}

/**
 * After a client-side navigation whose link went away with the old page (a menu item, a link in the
 * page), focus goes to the new page's heading instead of staying on the body, where the next Tab
 * would start over at the skip link. Focus that still sits somewhere (a search field that changed
 * the address, the pagination) is left alone.
 */
export function useRouteFocus(): void {
  const router = useRouter();
  useEffect(() => {
    const onComplete = () => {
      if (focusIsLost()) focusPageStart();
    };
    router.events.on('routeChangeComplete', onComplete);
    return () => router.events.off('routeChangeComplete', onComplete);
  }, [router.events]);
}
