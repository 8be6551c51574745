import { useRouter } from 'next/router';
import { useCallback, useState } from 'react';
import { postAction } from '@/lib/activity/post-activity';
import { apiClient } from '@/lib/api/browser-client';
import { reloadPage } from '@/lib/browser/navigation';
import { useShowInLanguage } from '@/lib/i18n/use-show-in-language';
import { reportError } from '@/lib/monitoring/monitoring';
import type { Language } from '@/lib/session/types';
import { saveLanguage } from '@/lib/session/update-locale';

/**
 * Switching the signed-in user's language (spec §4): saved on the server, recorded in the activity
 * stream, then the page is rendered again in the new language (lib/i18n/use-show-in-language). A
 * failure is reported and the page reloads.
 */
export function useSwitchLanguage(current: Language) {
  const router = useRouter();
  const [switching, setSwitching] = useState<number | null>(null);
  const showInLanguage = useShowInLanguage();

  const switchTo = useCallback(
    async (language: Language) => {
      if (language.id === current.id) return;
      setSwitching(language.id);
      try {
        await saveLanguage(apiClient, language.id);
        postAction(apiClient, {
          actionType: 'button_clicked',
          actionDetails: 'language switcher',
          data: { from: current.code, to: language.code },
          context: { path: router.asPath },
        }).catch((error: unknown) => reportError(error, { action: 'language switch activity' }));
        await showInLanguage(language.code);
      } catch (error) {
        reportError(error, { action: 'language switch' });
        reloadPage();
      } finally {
        setSwitching(null);
      }
    },
    [current, router, showInLanguage],
  );

  return { switchTo, switching };
}
