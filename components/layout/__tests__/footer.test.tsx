import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Footer } from '../footer';

function footerLink(name: string | RegExp) {
  return within(screen.getByRole('contentinfo')).getByRole('link', { name });
}

describe('Footer', () => {
  it.each([
    ['en', 'Privacy policy', 'https://www.vetnet.example/en/privacy', 'en'],
    ['sv', 'Integritetspolicy', 'https://www.vetnet.example/se/privacy', 'sv'],
    ['da', 'Privatlivspolitik', 'https://www.vetnet.example/dk/privacy', 'da'],
    ['nb', 'Personvernerklæring', 'https://www.vetnet.example/no/privacy', 'nb'],
    ['de', 'Datenschutzerklärung', 'https://www.vetnet.example/de/privacy', 'de'],
    // Regional variants: the test's i18n falls back to English texts (the portal's to nl and fr); the link is what counts.
    ['nl-BE', 'Privacy policy', 'https://www.vetnet.example/nl/privacy', 'nl'],
    ['fr-BE', 'Privacy policy', 'https://www.vetnet.example/fr/privacy', 'fr'],
    ['es', 'Política de privacidad', 'https://www.vetnet.example/es/privacy', 'es'],
    ['pl', 'Polityka prywatności', 'https://www.vetnet.example/en/privacy', 'en'],
  ])('links a %s page to the privacy policy of its language', (locale, name, href, hrefLang) => {
    renderWithProviders(<Footer />, { locale });
    expect(footerLink(name)).toHaveAttribute('href', href);
    expect(footerLink(name)).toHaveAttribute('hreflang', hrefLang);
  });

  it('carries the portal pages it is given, cookies, support and the organisation, translated', () => {
    renderWithProviders(
      <Footer
        portalLinks={[
          { href: '/contacts', label: 'Kontakta oss' },
          { href: '/release', label: 'Versionsnyheter' },
        ]}
      />,
      { locale: 'sv' },
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('navigation', { name: 'Om portalen' })).toBeInTheDocument();
    expect(footerLink('Kontakta oss')).toHaveAttribute('href', '/contacts');
    expect(footerLink('Versionsnyheter')).toHaveAttribute('href', '/release');
    expect(footerLink('Cookies')).toHaveAttribute('href', 'https://www.vetnet.example/se/cookies');
    expect(footerLink('support@vetnet.example')).toHaveAttribute('href', 'mailto:support@vetnet.example');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Vetnet, inköpsnätverket för veterinärkliniker`);
  });

  it('has no portal pages on the login pages', () => {
    renderWithProviders(<Footer />);
    expect(
      within(screen.getByRole('contentinfo'))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Privacy policy', 'Cookies', 'support@vetnet.example']);
  });
});
