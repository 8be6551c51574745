import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef } from 'react';
import { NAVIGATION_CANCELLED } from '@/lib/browser/navigation';

/**
 * Next's pages router has no way to cancel a route change but a `routeChangeStart` handler that
 * throws; `cancelled` makes the router treat it as a cancellation, not a failure.
 */
class NavigationCancelled extends Error {
  readonly cancelled = true;
  constructor() {
    super(NAVIGATION_CANCELLED);
  }
}

export type LeaveWarning = {
  /** Runs a navigation of the form's own (after a save or a delete) without asking. */
  leaveWithoutAsking: <T>(navigate: () => Promise<T>) => Promise<T>;
};

/**
 * While `dirty`, leaving asks first: closing or reloading the tab with the browser's own question,
 * and in-app links, `router.push` and the Back button with `question`.
 */
export function useLeaveWarning(dirty: boolean, question: string): LeaveWarning {
  const router = useRouter();
  const asking = useRef(true);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    if (!dirty) return undefined;
    const mayLeave = () => !asking.current || window.confirm(question);
    const onRouteChangeStart = (url: string) => {
      if (mayLeave()) return;
      const cancelled = new NavigationCancelled();
      router.events.emit('routeChangeError', cancelled, url, { shallow: false });
      throw cancelled;
    };
    // Back and Forward have already changed the address when the router hears of them: when the
    // user stays, this page's entry is pushed again, so the address matches the page once more.
    const thisEntry: unknown = window.history.state;
    const thisAddress = window.location.href;
    router.beforePopState(() => {
      if (mayLeave()) return true;
      window.history.pushState(thisEntry, '', thisAddress);
      return false;
    });
    // A declined link click rejects inside Next's Link, where nobody can catch it.
    const quiet = (event: PromiseRejectionEvent) => {
      if (event.reason instanceof NavigationCancelled) event.preventDefault();
    };
    router.events.on('routeChangeStart', onRouteChangeStart);
    window.addEventListener('unhandledrejection', quiet);
    return () => {
      router.events.off('routeChangeStart', onRouteChangeStart);
      router.beforePopState(() => true);
      window.removeEventListener('unhandledrejection', quiet);
    };
  }, [dirty, question, router]);

  const leaveWithoutAsking = useCallback(async <T>(navigate: () => Promise<T>): Promise<T> => {
    asking.current = false;
    try {
      return await navigate();
    } finally {
      asking.current = true;
    }
  }, []);

  return { leaveWithoutAsking };
}
