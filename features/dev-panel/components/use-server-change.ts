import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useToast } from '@/components/toast/toast-provider';
import { formFailureMessages } from '@/lib/forms/failure-messages';
import { reportError } from '@/lib/monitoring/monitoring';

/**
 * Runs a change on the server, then renders the page again, so menus, flags, translations and page
 * content all follow at once (issue: "visible at once in the menu and pages"). A refusal is shown.
 */
export function useServerChange() {
  const router = useRouter();
  const { t } = useTranslation();
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
        showToast(formFailureMessages(error, t).join(' '), 'danger');
      } finally {
        setBusy(false);
      }
    },
    [router, showToast, t],
  );

  return { run, busy };
}
