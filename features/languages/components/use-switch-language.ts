import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { postAction } from '@/lib/activity/post-activity';
import { apiClient } from '@/lib/api/browser-client';
import { reloadPage } from '@/lib/browser/navigation';
import { TEST_LOCALE } from '@/lib/i18n/locales';
import { reportError } from '@/lib/monitoring/monitoring';
import type { Language } from '@/lib/session/types';
import { updateLocale } from '@/lib/session/update-locale';

/**
 * Switching the signed-in user's language (spec §4): saved on the server, recorded in the activity
 * stream, then the page is rendered again in the new language. A failure is reported and the page
 * reloads; the test locale always reloads, so its pseudo-texts replace every cached text.
 */
export function useSwitchLanguage(current: Language) {
  const router = useRouter();
  const [switching, setSwitching] = useState<number | null>(null);
  const { mutate } = useSWRConfig();

  const switchTo = useCallback(
    async (language: Language) => {
      if (language.id === current.id) return;
      setSwitching(language.id);
      try {
        await updateLocale(apiClient, { language: language.id });
        postAction(apiClient, {
          actionType: 'button_clicked',
          actionDetails: 'language switcher',
          data: { from: current.code, to: language.code },
          context: { path: router.asPath },
        }).catch((error: unknown) => reportError(error, { action: 'language switch activity' }));
        // What the API answers may depend on the language (content lists show the user's version of
        // each translated item): drop every cached answer, so none from the old language is shown.
        void mutate(() => true, undefined, { revalidate: true });
        if (language.code === TEST_LOCALE) reloadPage();
        else await router.replace(router.asPath, undefined, { scroll: false });
      } catch (error) {
        reportError(error, { action: 'language switch' });
        reloadPage();
      } finally {
        setSwitching(null);
      }
    },
    [current, router, mutate],
  );

  return { switchTo, switching };
}
