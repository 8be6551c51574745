import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/browser/when-idle';
import { DEFAULT_NAMESPACE } from '@/lib/i18n/config';
import { htmlLang } from '@/lib/i18n/html-lang';
import { DEFAULT_LOCALE, FALLBACK_LOCALES } from '@/lib/i18n/locales';
import { asI18n, PortalI18n } from '@/lib/i18n/portal-i18n';
import { forgetTranslations, TranslationContext } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import type { i18n as I18n, InitOptions } from 'i18next';
import type { SSRConfig } from 'next-i18next/pages';

export type PageTranslations = SSRConfig['_nextI18Next'];

function initOptions(translations: PageTranslations | undefined) {
  return {
    lng: translations?.initialLocale ?? DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALES,
    resources: translations?.initialI18nStore ?? {},
    ns: translations?.ns ?? [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    initAsync: false,
  } satisfies InitOptions;
}

/**
 * On the server, one instance per locale and namespace set, made once and only read afterwards. It
 * is the portal's own instance that never loads i18next: the first-paint translator answers as
 * i18next does (lib/i18n/__tests__/first-paint-translator.test.ts) at a tenth of its cost per call,
 * and a page asks for hundreds of texts. The translations are the bundled ones and hold nothing of
 * any user.
 */
const serverInstances = new Map<string, I18n>();

function serverInstanceFor(translations: PageTranslations | undefined): I18n {
  const create = () => asI18n(new PortalI18n(initOptions(translations)));
  if (process.env.NODE_ENV !== 'production' || !translations) return create();
  const key = `${translations.initialLocale}|${(translations.ns ?? []).join(',')}`;
  let instance = serverInstances.get(key);
  if (!instance) {
    instance = create();
    serverInstances.set(key, instance);
  }
  return instance;
}

/** Layout effects do not run on the server; React warns when they are used there. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * In the browser, one instance for the whole visit; each page adds the translations it brought.
 * It answers with the first-paint translator until i18next has loaded, after hydration.
 */
let browserInstance: PortalI18n | null = null;

function browserInstanceFor(translations: PageTranslations | undefined): PortalI18n {
  if (!browserInstance) {
    browserInstance = new PortalI18n(initOptions(translations));
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

/** Loads i18next into the browser's instance once the browser is idle after hydration, then the hosted translations. */
function loadI18nextWhenIdle(instance: PortalI18n): () => void {
  return whenIdle(
    () =>
      void instance
        .load()
        .then(attachHostedTranslationsWhereAllowed)
        .catch((error: unknown) => reportError(error, { action: 'load i18next' })),
  );
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
  const browser = given || typeof window === 'undefined' ? null : browserInstanceFor(translations);
  const i18n = given ?? (browser ? asI18n(browser) : serverInstanceFor(translations));
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
  useEffect(() => (browser ? loadI18nextWhenIdle(browser) : undefined), [browser]);
  const value = useMemo(() => ({ i18n, version }), [i18n, version]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
