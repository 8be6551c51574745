import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { reloadPage } from '@/lib/browser/navigation';
import { TEST_LOCALE } from '@/lib/i18n/locales';

/**
 * After the user's language was saved (the language switcher, My settings): the page is rendered
 * again in it, on the server, so its texts and the session come in the new language. The test
 * locale always reloads, so its pseudo-texts replace every cached text.
 */
export function useShowInLanguage(): (languageCode: string) => Promise<void> {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (languageCode: string) => {
      // What the API answers may depend on the language (content lists show the user's version of
      // each translated item): drop every cached answer, so none from the old language is shown.
      void mutate(() => true, undefined, { revalidate: true });
      if (languageCode === TEST_LOCALE) reloadPage();
      else await router.replace(router.asPath, undefined, { scroll: false });
    },
    [router, mutate],
  );
}
