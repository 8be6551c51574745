import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { preloadApiClientWhenIdle, setSessionEndListener } from '@/lib/api/browser-client';
import { onLogoutInOtherTab } from '@/lib/auth/logout-signal';
import { loginPathFor } from '@/lib/auth/redirects';

/**
 * Ends this tab's session when it ends elsewhere: a logout in another tab, or a token refresh
 * that failed here. Either way the data cache is emptied and the tab goes to the login page.
 */
export function SessionLifecycle({ signedIn }: { signedIn: boolean }) {
  const router = useRouter();
  const { mutate } = useSWRConfig();

  // Every page calls the API sooner or later (a form, the bell, a revalidation): have the client ready.
  useEffect(() => preloadApiClientWhenIdle(), []);

  useEffect(() => {
    if (!signedIn) return undefined;
    const endSession = (next: string | null) => {
      void mutate(() => true, undefined, { revalidate: false });
      void router.replace(loginPathFor(next));
    };
    setSessionEndListener(() => endSession(router.asPath));
    const unsubscribe = onLogoutInOtherTab(() => endSession(null));
    return () => {
      setSessionEndListener(undefined);
      unsubscribe();
    };
  }, [signedIn, mutate, router]);

  return null;
}
