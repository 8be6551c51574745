import { exists, translate, type TranslationStore, type TranslatorSettings } from '@/lib/i18n/first-paint-translator';
import type { i18n as I18n, InitOptions, Resource } from 'i18next';

type Listener = (...args: unknown[]) => void;
type Options = Record<string, unknown>;

/** The events the portal listens to (lib/i18n/translation-provider), passed on from i18next once it has loaded. */
const FORWARDED_EVENTS = ['languageChanged', 'added', 'loaded'] as const;

/**
 * The portal's translation instance: what the portal reads of i18next's (`language`, `getFixedT`,
 * `t`, `exists`, resource bundles, `changeLanguage`, events), answered by the first-paint translator
 * (lib/i18n/first-paint-translator, the same texts) until `load()` has brought i18next, which then
 * answers everything, with the texts gathered so far. In the browser, i18next is thus not in any
 * page's first load but still translates the rest of the visit (and takes the hosted translations);
 * the server never loads it.
 */
export class PortalI18n {
  private settings: TranslatorSettings;
  private current: string;
  private loaded: I18n | null = null;
  private loading: Promise<I18n> | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly init: InitOptions;

  constructor(init: InitOptions & { lng: string; fallbackLng: Record<string, string[]>; defaultNS: string }) {
    this.init = init;
    this.current = init.lng;
    this.settings = {
      store: structuredCloneStore((init.resources ?? {}) as TranslationStore),
      fallbackLng: init.fallbackLng,
      defaultNS: init.defaultNS,
    };
  }

  /** i18next itself once loaded, else null. */
  get i18next(): I18n | null {
    return this.loaded;
  }

  get language(): string {
    return this.loaded?.language ?? this.current;
  }

  get options(): I18n['options'] {
    return this.loaded?.options ?? (this.init as I18n['options']);
  }

  get services(): I18n['services'] | undefined {
    return this.loaded?.services;
  }

  /** Loads i18next (once) and hands it everything this instance holds; resolves with it. */
  load(): Promise<I18n> {
    this.loading ??= import('i18next').then(({ default: i18next }) => {
      const instance = i18next.createInstance();
      void instance.init({
        ...this.init,
        lng: this.current,
        resources: this.settings.store as Resource,
        initAsync: false,
      });
      for (const event of FORWARDED_EVENTS) instance.on(event, (...args: unknown[]) => this.emit(event, ...args));
      this.loaded = instance;
      return instance;
    });
    return this.loading;
  }

  getFixedT(language: string | null, namespace?: string | null) {
    return (key: string, options?: Options) => {
      if (this.loaded) return this.loaded.getFixedT(language, namespace ?? null)(key, options);
      return translate(this.settings, language ?? this.current, key, {
        ...options,
        ns: namespace ?? this.settings.defaultNS,
      });
    };
  }

  t(key: string, options?: Options) {
    if (this.loaded) return this.loaded.t(key, options);
    return translate(this.settings, this.current, key, { ...options });
  }

  exists(key: string, options?: Options): boolean {
    if (this.loaded) return this.loaded.exists(key, options);
    return exists(this.settings, this.current, key, { ...options });
  }

  hasResourceBundle(language: string, namespace: string): boolean {
    if (this.loaded) return this.loaded.hasResourceBundle(language, namespace);
    return this.settings.store[language]?.[namespace] !== undefined;
  }

  addResourceBundle(language: string, namespace: string, resources: object, deep?: boolean, overwrite?: boolean) {
    if (this.loaded) {
      this.loaded.addResourceBundle(language, namespace, resources, deep, overwrite);
      return this;
    }
    // Only whole bundles the page brought that this instance lacks (the provider's only use).
    const store = { ...this.settings.store, [language]: { ...this.settings.store[language], [namespace]: resources } };
    // Silently, as i18next's own instance does (its store's event is not the instance's).
    this.settings = { ...this.settings, store };
    return this;
  }

  async changeLanguage(language: string) {
    if (this.loaded) return this.loaded.changeLanguage(language);
    this.current = language;
    this.emit('languageChanged', language);
    return this.getFixedT(language);
  }

  reloadResources(...args: Parameters<I18n['reloadResources']>) {
    return this.load().then((instance) => instance.reloadResources(...args));
  }

  on(event: string, listener: Listener) {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
  }

  private emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

/** A copy of the page's store, so i18next adding to it never changes the props React rendered with. */
function structuredCloneStore(store: TranslationStore): TranslationStore {
  return Object.fromEntries(Object.entries(store).map(([language, namespaces]) => [language, { ...namespaces }]));
}

/** The instance as the portal types it (lib/i18n/use-translation): the members it reads are the ones above. */
export function asI18n(instance: PortalI18n): I18n {
  return instance as unknown as I18n;
}
