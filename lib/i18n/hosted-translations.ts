import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import type { i18n as I18n } from 'i18next';
import type { LocizeBackendOptions } from 'i18next-locize-backend';

/** Constants of spec §9 for the hosted translation service (locize). */
export const HOSTED_TRANSLATION_LIMITS = {
  missingKeyWriteDebounceMs: 5_000,
  missingKeysPerPage: 1_000,
  lastUsedSubmitDebounceMs: 30_000,
  /** The service's own floor for reloading translations. */
  reloadIntervalMs: 5 * 60_000,
  translatedThreshold: 0.9,
} as const;

export type HostedTranslationSettings = {
  projectId: string;
  /** Lets translators' missing keys and last-used reports through; only ever set on development hosts. */
  apiKey: string | undefined;
  version: string;
  allowedHosts: string[];
};

type PublicEnv = Partial<
  Record<
    | 'NEXT_PUBLIC_LOCIZE_PROJECT_ID'
    | 'NEXT_PUBLIC_LOCIZE_API_KEY'
    | 'NEXT_PUBLIC_LOCIZE_VERSION'
    | 'NEXT_PUBLIC_LOCIZE_ALLOWED_HOSTS',
    string
  >
>;

/**
 * The hosted translation backend is used only when a project is configured and the page is served
 * from one of the allowed hosts (spec §7 "only on allowed hosts"); everywhere else the bundled
 * translations are all there is.
 */
export function hostedTranslationSettings(env: PublicEnv, hostname: string): HostedTranslationSettings | null {
  const projectId = env.NEXT_PUBLIC_LOCIZE_PROJECT_ID?.trim();
  if (!projectId) return null;
  const allowedHosts = (env.NEXT_PUBLIC_LOCIZE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (!allowedHosts.includes(hostname.toLowerCase())) return null;
  return {
    projectId,
    apiKey: env.NEXT_PUBLIC_LOCIZE_API_KEY?.trim() || undefined,
    version: env.NEXT_PUBLIC_LOCIZE_VERSION?.trim() || 'latest',
    allowedHosts,
  };
}

/** The settings of this page, read from the build's public environment. */
export function browserHostedTranslationSettings(): HostedTranslationSettings | null {
  return hostedTranslationSettings(
    {
      NEXT_PUBLIC_LOCIZE_PROJECT_ID: process.env.NEXT_PUBLIC_LOCIZE_PROJECT_ID,
      NEXT_PUBLIC_LOCIZE_API_KEY: process.env.NEXT_PUBLIC_LOCIZE_API_KEY,
      NEXT_PUBLIC_LOCIZE_VERSION: process.env.NEXT_PUBLIC_LOCIZE_VERSION,
      NEXT_PUBLIC_LOCIZE_ALLOWED_HOSTS: process.env.NEXT_PUBLIC_LOCIZE_ALLOWED_HOSTS,
    },
    window.location.hostname,
  );
}

type LastUsedPlugin = {
  init(options: Record<string, unknown>): void;
  interceptI18next(instance: I18n): void;
};

/**
 * Puts the hosted backend behind the browser's i18next instance: translations are reloaded from the
 * service (and every 5 minutes), and with an API key, missing keys (at most 1,000 per page) and the
 * keys in use are reported. The service's client retries 400, 408 and 5xx answers, gives up on other
 * 4xx, and remembers a project that does not exist.
 */
export async function attachHostedTranslations(i18n: I18n, settings: HostedTranslationSettings): Promise<void> {
  const [{ default: LocizeBackend }, { default: lastUsed }] = await Promise.all([
    import('i18next-locize-backend'),
    import('locize-lastused'),
  ]);
  const limits = HOSTED_TRANSLATION_LIMITS;
  const backend = new LocizeBackend(i18n.services, {
    projectId: settings.projectId,
    apiKey: settings.apiKey,
    version: settings.version,
    referenceLng: DEFAULT_LOCALE,
    allowedAddOrUpdateHosts: settings.allowedHosts,
    reloadInterval: limits.reloadIntervalMs,
    translatedPercentageThreshold: limits.translatedThreshold,
    // Read by the client although its type declarations omit it.
    writeDebounce: limits.missingKeyWriteDebounceMs,
  } as LocizeBackendOptions);
  if (settings.apiKey) {
    let reported = 0;
    const create = backend.create.bind(backend);
    backend.create = (...args: Parameters<typeof create>) => {
      if (reported >= limits.missingKeysPerPage) return;
      reported += 1;
      create(...args);
    };
    i18n.options.saveMissing = true;
    // The package exports a plugin object, not the class its type declarations describe.
    const lastUsedPlugin = lastUsed as unknown as LastUsedPlugin;
    lastUsedPlugin.init({
      projectId: settings.projectId,
      apiKey: settings.apiKey,
      version: settings.version,
      referenceLng: DEFAULT_LOCALE,
      allowedHosts: settings.allowedHosts,
      debounceSubmit: limits.lastUsedSubmitDebounceMs,
    });
    lastUsedPlugin.interceptI18next(i18n);
  }
  i18n.services.backendConnector.backend = backend;
  await i18n.reloadResources();
  await i18n.changeLanguage(i18n.language);
}
