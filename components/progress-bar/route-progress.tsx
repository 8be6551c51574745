import { useRouter } from 'next/router';
import NProgress from 'nprogress';
import { useEffect } from 'react';
import { reportError } from '@/lib/monitoring/monitoring';

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

/** The thin bar (and logo spinner) shown while a route changes. nprogress's trickle stops at 99.4 %. */
export function RouteProgress() {
  const router = useRouter();
  useEffect(() => {
    NProgress.configure(PROGRESS_SETTINGS);
    // A router event handler that throws aborts the navigation itself: the bar must never do that.
    const safely = (action: () => void) => {
      try {
        action();
      } catch (error) {
        reportError(error, { action: 'progress bar' });
      }
    };
    const start = (url: string, { shallow }: { shallow: boolean }) => {
      if (!shallow) safely(() => NProgress.start());
    };
    const done = () => safely(() => NProgress.done());
    router.events.on('routeChangeStart', start);
    router.events.on('routeChangeComplete', done);
    router.events.on('routeChangeError', done);
    return () => {
      router.events.off('routeChangeStart', start);
      router.events.off('routeChangeComplete', done);
      router.events.off('routeChangeError', done);
      NProgress.done();
    };
  }, [router.events]);
  return null;
}
