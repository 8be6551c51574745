import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { useFailureMessages } from '@/lib/forms/use-failure-messages';
import { reportError } from '@/lib/monitoring/monitoring';

/**
 * Runs a change on the server, then renders the page again, so menus, flags, translations and page
 * content all follow at once (issue: "visible at once in the menu and pages"). A refusal is shown.
 */
export function useServerChange() {
  const router = useRouter();
  const messages = useFailureMessages();
  const showToast = useToast();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (change: () => Promise<unknown>) => {
      setBusy(true);
      try {
        await change();
        await router.replace(router.asPath, undefined, { scroll: false });
      } catch (error) {
        reportError(error, { action: 'developer panel change' });
        showToast((await messages.failure(error)).join(' '), 'danger');
      } finally {
        setBusy(false);
      }
    },
    [router, showToast, messages],
  );

  return { run, busy };
}
