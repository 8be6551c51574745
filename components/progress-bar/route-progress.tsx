import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { reportError } from '@/lib/monitoring/monitoring';
import type NProgressModule from 'nprogress';

/** Spec §9: starts at 8 %, trickles every 800 ms with 200 ms animations toward 99.4 %, then completes. */
export const PROGRESS_SETTINGS = {
  minimum: 0.08,
  trickleSpeed: 800,
  speed: 200,
  easing: 'ease',
  showSpinner: true,
  // nprogress finds its parts by `role="bar"`, which is no ARIA role (axe would flag it): by class instead.
  barSelector: '.bar',
  spinnerSelector: '.spinner',
  // The spinner is the product's logo, turning.
  template:
    '<div class="bar" role="presentation"><div class="peg"></div></div>' +
    '<div class="spinner" role="presentation"><img class="spinner-logo" src="/images/logo.svg" alt="" width="22" height="22"></div>',
} as const;

type Progress = typeof NProgressModule;

/**
 * The thin bar (and logo spinner) shown while a route changes. nprogress's trickle stops at 99.4 %.
 * nprogress is loaded once the page has hydrated, not with it: no navigation can start earlier, and
 * it stays out of every page's first-load JavaScript. A change that starts before it has arrived
 * shows the bar as soon as it does.
 */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    let progress: Progress | null = null;
    let changing = false;
    let unmounted = false;
    // A router event handler that throws aborts the navigation itself: the bar must never do that.
    const safely = (action: (bar: Progress) => void) => {
      if (!progress) return;
      try {
        action(progress);
      } catch (error) {
        reportError(error, { action: 'progress bar' });
      }
    };
    void import('nprogress')
      .then(({ default: loaded }) => {
        if (unmounted) return;
        loaded.configure(PROGRESS_SETTINGS);
        progress = loaded;
        if (changing) safely((bar) => bar.start());
      })
      .catch((error: unknown) => reportError(error, { action: 'progress bar' }));
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      changing = true;
      safely((bar) => bar.start());
    };
    const done = () => {
      changing = false;
      safely((bar) => bar.done());
    };
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      unmounted = true;
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
      safely((bar) => bar.done());
    };
  }, [router.events]);
  return null;
}
