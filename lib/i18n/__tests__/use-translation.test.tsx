import { act, render, screen } from '@testing-library/react';
import { readLocale } from '@/testing/i18n';
import { TranslationProvider, type PageTranslations } from '../translation-provider';
import { useTranslation } from '../use-translation';

function pageTranslations(locale: string): PageTranslations {
  return {
    initialLocale: locale,
    initialI18nStore: { [locale]: readLocale(locale) },
    ns: ['common'],
    userConfig: null,
  };
}

function Greeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('menu.news')} / {t('home.greeting', { name })} / {t('no.such.key', { defaultValue: 'Fallback' })}
    </p>
  );
}

describe('useTranslation with the TranslationProvider', () => {
  it('translates plain keys, interpolates values every time, and falls back to a default', () => {
    const { rerender } = render(
      <TranslationProvider translations={pageTranslations('en')}>
        <Greeting name="Olivia" />
      </TranslationProvider>,
    );
    expect(screen.getByText('News / Welcome, Olivia! / Fallback')).toBeInTheDocument();
    rerender(
      <TranslationProvider translations={pageTranslations('en')}>
        <Greeting name="Maja" />
      </TranslationProvider>,
    );
    expect(screen.getByText('News / Welcome, Maja! / Fallback')).toBeInTheDocument();
  });

  it('renders a page in another language when the page brings one (a language switch)', async () => {
    const { rerender } = render(
      <TranslationProvider translations={pageTranslations('en')}>
        <Greeting name="Olivia" />
      </TranslationProvider>,
    );
    await act(async () => {
      rerender(
        <TranslationProvider translations={pageTranslations('sv')}>
          <Greeting name="Olivia" />
        </TranslationProvider>,
      );
    });
    expect(screen.getByText('Nyheter / Välkommen, Olivia! / Fallback')).toBeInTheDocument();
  });

  it('sets <html lang> to the language of each page it renders, without a reload', async () => {
    document.documentElement.lang = 'en';
    const { rerender } = render(
      <TranslationProvider translations={pageTranslations('nl-BE')}>
        <Greeting name="Bram" />
      </TranslationProvider>,
    );
    expect(document.documentElement.lang).toBe('nl-BE');
    await act(async () => {
      rerender(
        <TranslationProvider translations={pageTranslations('sv')}>
          <Greeting name="Bram" />
        </TranslationProvider>,
      );
    });
    expect(document.documentElement.lang).toBe('sv');
    await act(async () => {
      rerender(
        <TranslationProvider translations={pageTranslations('xx')}>
          <Greeting name="Bram" />
        </TranslationProvider>,
      );
    });
    expect(document.documentElement.lang).toBe('en-XA');
  });

  it('is a programming error outside the provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Greeting name="x" />)).toThrow('useTranslation() is used outside the TranslationProvider.');
  });
});
