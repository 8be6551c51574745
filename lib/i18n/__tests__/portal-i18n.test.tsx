import { render, screen, waitFor } from '@testing-library/react';
import { readLocale } from '@/testing/i18n';
import { FALLBACK_LOCALES } from '../locales';
import { PortalI18n } from '../portal-i18n';
import { TranslationProvider, type PageTranslations } from '../translation-provider';
import { useTranslation } from '../use-translation';

const init = (lng: string) => ({
  lng,
  fallbackLng: FALLBACK_LOCALES,
  resources: { sv: readLocale('sv'), en: readLocale('en') },
  ns: ['common', 'notifications'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

describe('the browser translation instance', () => {
  it('answers before i18next has loaded as after, and hands i18next what it gathered', async () => {
    const instance = new PortalI18n(init('sv'));
    const ask = () => [
      instance.getFixedT('sv', 'common')('menu.news'),
      instance.getFixedT('sv', 'notifications')('bellLabel', { count: 0 }),
      instance.getFixedT('sv', 'notifications')('bellLabel', { count: 3 }),
      instance.t('home.greeting', { name: 'Maja' }),
      instance.exists('notifications:bellLabel_one'),
    ];
    const before = ask();
    expect(instance.i18next).toBeNull();
    expect(before[0]).toBe('Nyheter');

    instance.addResourceBundle('sv', 'extra', { hello: 'Hej {{name}}' });
    const events: string[] = [];
    instance.on('languageChanged', (language) => events.push(`languageChanged ${String(language)}`));
    instance.on('added', (language, namespace) => events.push(`added ${String(language)} ${String(namespace)}`));

    const i18next = await instance.load();
    expect(instance.i18next).toBe(i18next);
    expect(ask()).toEqual(before);
    expect(instance.t('extra:hello', { name: 'Ola' })).toBe('Hej Ola');

    // i18next's events reach the instance's listeners (adding a bundle is silent, as in i18next).
    await instance.changeLanguage('en');
    instance.addResourceBundle('en', 'extra', { hello: 'Hello' });
    expect(instance.language).toBe('en');
    expect(instance.t('extra:hello')).toBe('Hello');
    expect(events).toEqual(['languageChanged en']);
  });

  it('changes language before i18next has loaded, and i18next starts in it', async () => {
    const instance = new PortalI18n(init('sv'));
    const heard: unknown[] = [];
    instance.on('languageChanged', (language) => heard.push(language));
    await instance.changeLanguage('en');
    expect(heard).toEqual(['en']);
    expect(instance.t('menu.news')).toBe('News');
    await instance.load();
    expect(instance.i18next?.language).toBe('en');
    expect(instance.t('menu.news')).toBe('News');
  });
});

function pageTranslations(locale: string): PageTranslations {
  return {
    initialLocale: locale,
    initialI18nStore: { [locale]: readLocale(locale), en: readLocale('en') },
    ns: ['common'],
    userConfig: null,
  };
}

describe('the TranslationProvider in the browser', () => {
  it('paints with the first-paint translator, then loads i18next after hydration with the same texts', async () => {
    let instance: PortalI18n | null = null;
    function News() {
      const { t, i18n } = useTranslation();
      instance = i18n as unknown as PortalI18n;
      return (
        <p>
          {t('menu.news')} {instance.i18next ? 'with i18next' : 'first paint'}
        </p>
      );
    }
    const page = () => (
      <TranslationProvider translations={pageTranslations('sv')}>
        <News />
      </TranslationProvider>
    );
    const { rerender } = render(page());
    expect(screen.getByText('Nyheter first paint')).toBeInTheDocument();
    // The idle callback after the first render loads i18next.
    await waitFor(() => expect(instance?.i18next).toBeTruthy());
    rerender(page());
    expect(screen.getByText('Nyheter with i18next')).toBeInTheDocument();
  });
});
