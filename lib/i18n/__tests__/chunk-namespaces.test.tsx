import { render, screen } from '@testing-library/react';
import { readLocale } from '@/testing/i18n';
import { CHUNK_NAMESPACES, languagesHeld, useChunkNamespace } from '../chunk-namespaces';
import { COMPLETE_LOCALES, FALLBACK_LOCALES } from '../locales';
import { asI18n, PortalI18n } from '../portal-i18n';
import { TranslationProvider, type PageTranslations } from '../translation-provider';
import { useTranslation } from '../use-translation';

/** A browser instance holding what a page in `lng` carries: no chunk namespace. */
function pageInstance(lng: string) {
  return new PortalI18n({
    lng,
    fallbackLng: FALLBACK_LOCALES,
    resources: { sv: { common: readLocale('sv').common ?? {} } },
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

function PanelButton() {
  const texts = useChunkNamespace('devPanel');
  const { t } = useTranslation('devPanel');
  return texts === 'held' ? <button type="button">{t('open')}</button> : <p>{texts}</p>;
}

const translations = (locale: string) => ({ initialLocale: locale, ns: ['common'] }) as PageTranslations;

describe('namespaces that come with their chunk', () => {
  it('hold a complete language alone and a regional variant with its fallbacks', () => {
    for (const locale of COMPLETE_LOCALES) expect(languagesHeld(locale)).toEqual([locale]);
    expect(languagesHeld('nl-BE')).toEqual(['nl-BE', 'nl', 'en', 'dev']);
    expect(languagesHeld('en-AU')).toEqual(['en-AU', 'en', 'dev']);
  });

  it('have a file in every locale and in the test and fallback ones', () => {
    for (const namespace of CHUNK_NAMESPACES) {
      for (const locale of ['en', 'sv', 'nl-BE', 'dev', 'xx']) expect(readLocale(locale)[namespace]).toBeDefined();
    }
  });

  it('render nothing of their own until the texts are there, then in the page’s language', async () => {
    const instance = pageInstance('sv');
    const i18n = asI18n(instance);
    const { rerender } = render(
      <TranslationProvider translations={translations('sv')} i18n={i18n}>
        <PanelButton />
      </TranslationProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Utvecklarpanel' })).toBeInTheDocument();
    expect(instance.hasResourceBundle('sv', 'devPanel')).toBe(true);
    // Swedish is complete: nothing of its fallbacks was loaded.
    expect(instance.hasResourceBundle('en', 'devPanel')).toBe(false);

    // Another language (a page in it after a switch) loads that language's texts with its fallbacks.
    rerender(
      <TranslationProvider translations={translations('nl-BE')} i18n={i18n}>
        <PanelButton />
      </TranslationProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Ontwikkelaarspaneel' })).toBeInTheDocument();
    for (const language of ['nl-BE', 'nl', 'en', 'dev'])
      expect(instance.hasResourceBundle(language, 'devPanel')).toBe(true);
  });

  it('ask nothing when the page’s instance already holds them', () => {
    const instance = pageInstance('sv');
    instance.addResourceBundle('sv', 'devPanel', { open: 'Panelen' });
    render(
      <TranslationProvider translations={translations('sv')} i18n={asI18n(instance)}>
        <PanelButton />
      </TranslationProvider>,
    );
    expect(screen.getByRole('button', { name: 'Panelen' })).toBeInTheDocument();
  });

  it('say so when the texts could not be loaded', async () => {
    jest.doMock('@/locales/de/devPanel.json', () => {
      throw new Error('ChunkLoadError');
    });
    render(
      <TranslationProvider translations={translations('de')} i18n={asI18n(pageInstance('de'))}>
        <PanelButton />
      </TranslationProvider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
