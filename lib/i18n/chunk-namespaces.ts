import { useEffect, useState } from 'react';
import { COMPLETE_LOCALES, FALLBACK_LOCALES, type Locale } from '@/lib/i18n/locales';
import { useTranslation } from '@/lib/i18n/use-translation';
import { reportError } from '@/lib/monitoring/monitoring';
import type { i18n as I18n } from 'i18next';

/**
 * Namespaces no page carries in its data: only components that load after the first paint use them
 * (the developer panel, for staff and chain users; the digest composer's editor), so their texts
 * come to the browser with them. A page's data is written into its HTML and parsed again on every
 * server render, texts included.
 */
const BUNDLES = {
  // One literal path per namespace, so its chunk lists only that namespace's files.
  devPanel: (language: string) => import(`@/locales/${language}/devPanel.json`),
  'digest-editor': (language: string) => import(`@/locales/${language}/digest-editor.json`),
} satisfies Record<string, (language: string) => Promise<{ default: object }>>;

export type ChunkNamespace = keyof typeof BUNDLES;

export const CHUNK_NAMESPACES = Object.keys(BUNDLES) as ChunkNamespace[];

/**
 * The languages whose texts a page in `language` holds: the language alone when it is complete, else
 * with its fallbacks, as the server hands a page's own namespaces (lib/i18n/load-translations).
 */
export function languagesHeld(language: string): string[] {
  if (COMPLETE_LOCALES.includes(language as Locale)) return [language];
  return [language, ...(FALLBACK_LOCALES[language] ?? FALLBACK_LOCALES.default ?? [])];
}

function isHeld(i18n: I18n, language: string, namespace: ChunkNamespace): boolean {
  return languagesHeld(language).every((held) => i18n.hasResourceBundle(held, namespace));
}

/** The bundled texts of one language, a chunk of their own per language and namespace. */
async function bundledTexts(language: string, namespace: ChunkNamespace): Promise<object> {
  return (await BUNDLES[namespace](language)).default;
}

/** Adds the namespace's texts in `language` (and its fallbacks) that the instance lacks. */
export async function loadChunkNamespace(i18n: I18n, language: string, namespace: ChunkNamespace): Promise<void> {
  const missing = languagesHeld(language).filter((held) => !i18n.hasResourceBundle(held, namespace));
  const texts = await Promise.all(missing.map((held) => bundledTexts(held, namespace)));
  missing.forEach((held, index) => i18n.addResourceBundle(held, namespace, texts[index] ?? {}, true, true));
}

/** Where a chunk namespace's texts are for the page's language. */
export type ChunkTexts = 'held' | 'loading' | 'failed';

/**
 * Whether the namespace's texts are there in the page's language; loads them when not (and again
 * after a change of language). A component renders nothing of its own until they are, and says so
 * when they could not be loaded (a lost connection, a deploy that removed the old chunks).
 */
export function useChunkNamespace(namespace: ChunkNamespace): ChunkTexts {
  const { i18n } = useTranslation(namespace);
  const language = i18n.language;
  const held = isHeld(i18n, language, namespace);
  // The instance adds bundles silently until i18next has loaded: this state makes the render follow.
  const [outcome, setOutcome] = useState<{ language: string; failed: boolean } | null>(null);
  useEffect(() => {
    if (held) return undefined;
    let current = true;
    loadChunkNamespace(i18n, language, namespace).then(
      () => {
        if (current) setOutcome({ language, failed: false });
      },
      (error: unknown) => {
        reportError(error, { action: `load the ${namespace} texts` });
        if (current) setOutcome({ language, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [i18n, language, namespace, held]);
  if (held) return 'held';
  return outcome?.language === language && outcome.failed ? 'failed' : 'loading';
}
