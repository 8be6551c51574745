import i18next, { type i18n as I18n } from 'i18next';
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_NAMESPACE } from '@/lib/i18n/config';
import { htmlLang } from '@/lib/i18n/html-lang';
import { DEFAULT_LOCALE, FALLBACK_LOCALES } from '@/lib/i18n/locales';
import { forgetTranslations, TranslationContext } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import type { SSRConfig } from 'next-i18next/pages';

export type PageTranslations = SSRConfig['_nextI18Next'];

function createInstance(translations: PageTranslations | undefined): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: translations?.initialLocale ?? DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALES,
    resources: translations?.initialI18nStore ?? {},
    ns: translations?.ns ?? [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/**
 * On the server, one instance per locale and namespace set, made once and only read afterwards:
 * creating an i18next instance per render cost more than rendering the page (see README,
 * "Performance"). The translations are the bundled ones and hold nothing of any user.
 */
const serverInstances = new Map<string, I18n>();

function serverInstanceFor(translations: PageTranslations | undefined): I18n {
  if (process.env.NODE_ENV !== 'production' || !translations) return createInstance(translations);
  const key = `${translations.initialLocale}|${(translations.ns ?? []).join(',')}`;
  let instance = serverInstances.get(key);
  if (!instance) {
    instance = createInstance(translations);
    serverInstances.set(key, instance);
  }
  return instance;
}

/** Layout effects do not run on the server; React warns when they are used there. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** In the browser, one instance for the whole visit; each page adds the translations it brought. */
let browserInstance: I18n | null = null;

function browserInstanceFor(translations: PageTranslations | undefined): I18n {
  if (!browserInstance) {
    browserInstance = createInstance(translations);
    void attachHostedTranslationsWhereAllowed(browserInstance);
    return browserInstance;
  }
  for (const [locale, namespaces] of Object.entries(translations?.initialI18nStore ?? {})) {
    for (const [namespace, resources] of Object.entries(namespaces as Record<string, object>)) {
      if (!browserInstance.hasResourceBundle(locale, namespace)) {
        browserInstance.addResourceBundle(locale, namespace, resources, true, true);
      }
    }
  }
  return browserInstance;
}

/** On an allowed host with a project configured, the hosted service's translations; loaded lazily. */
async function attachHostedTranslationsWhereAllowed(instance: I18n): Promise<void> {
  try {
    const { attachHostedTranslations, browserHostedTranslationSettings } =
      await import('@/lib/i18n/hosted-translations');
    const settings = browserHostedTranslationSettings();
    if (settings) await attachHostedTranslations(instance, settings);
  } catch (error) {
    reportError(error, { action: 'hosted translations' });
  }
}

/** A number that changes whenever the instance's language or texts change, so its readers render again. */
function useTranslationVersion(i18n: I18n): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const changed = () => {
      forgetTranslations(i18n);
      setVersion((current) => current + 1);
    };
    const events = ['languageChanged', 'added', 'loaded'] as const;
    events.forEach((event) => i18n.on(event, changed));
    return () => events.forEach((event) => i18n.off(event, changed));
  }, [i18n]);
  return version;
}

/**
 * Provides the page's translations, as next-i18next's `serverSideTranslations` loaded them, to every
 * `useTranslation` below (lib/i18n/use-translation). Replaces `appWithTranslation`, which builds a
 * new i18next instance on every server render.
 */
export function TranslationProvider({
  translations,
  i18n: given,
  children,
}: {
  translations: PageTranslations | undefined;
  i18n?: I18n;
  children: ReactNode;
}) {
  // A ready instance (the tests' real bundles) is used as it is.
  const i18n =
    given ?? (typeof window === 'undefined' ? serverInstanceFor(translations) : browserInstanceFor(translations));
  const locale = translations?.initialLocale;
  const version = useTranslationVersion(i18n);
  // A page in another language (after a language switch) changes the browser's language before it
  // paints; in an effect, because changing it notifies every translated component. `<html lang>`
  // follows too: `_document` sets it only on the server, and a client-side page change keeps it.
  useBrowserLayoutEffect(() => {
    if (!locale) return;
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = htmlLang(locale);
  }, [i18n, locale]);
  const value = useMemo(() => ({ i18n, version }), [i18n, version]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
