import { screen, within } from '@testing-library/react';
import { PARTNERS_API } from '@/lib/contract/partners';
import { buildSession } from '@/testing/fixtures';
import { DISCOVERY } from '@/testing/handlers/partners';
import { renderWithProviders } from '@/testing/render';
import { page as pageOfItems } from '../../../__tests__/content-fixtures';
import { discoveryPartnersKey } from '../api/discovery-api';
import { DiscoverCategoryScreen } from '../components/discover-category-screen';
import { DiscoverScreen } from '../components/discover-screen';
import { buildPartner } from './partner-fixtures';

describe('discovering partners', () => {
  it('lists the discovery categories with what they are and how many partners each has', () => {
    renderWithProviders(<DiscoverScreen />, {
      session: buildSession(),
      fallback: { [PARTNERS_API.discovery]: DISCOVERY },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Discover partners' })).toBeInTheDocument();
    // Translated by code where the portal knows it, else the API's name.
    const lab = screen.getByRole('link', { name: 'In-clinic laboratory' });
    expect(lab).toHaveAttribute('href', '/partners/discover/6');
    const card = lab.closest('li')!;
    expect(within(card).getByText(/^Analysers, rapid tests/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dental (API name)' })).toBeInTheDocument();
    expect(within(card).getByText('1 partner')).toBeInTheDocument();
    expect(screen.getByText('3 partners')).toBeInTheDocument();
  });

  it('shows a category’s partners as logo tiles, those the member does not buy from yet first, with pages', () => {
    const listKey = discoveryPartnersKey(5, 2);
    renderWithProviders(<DiscoverCategoryScreen id={5} page={2} listKey={listKey} />, {
      session: buildSession(),
      fallback: {
        [PARTNERS_API.discoveryCategory(5)]: DISCOVERY[0],
        [listKey]: pageOfItems(
          [
            { ...buildPartner({ id: 40, title: 'VetPharma' }), buysFrom: true },
            { ...buildPartner({ id: 41, title: 'DentaVet' }), buysFrom: false },
          ],
          45,
        ),
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Dental (API name)' })).toBeInTheDocument();
    const sections = screen.getAllByRole('region');
    expect(sections.map((section) => section.getAttribute('aria-labelledby'))).toEqual([
      'discover-new',
      'discover-used',
    ]);
    const fresh = screen.getByRole('region', { name: 'You don’t buy from them yet' });
    expect(within(fresh).getByRole('link', { name: 'DentaVet' })).toHaveAttribute('href', '/partners/41-dentavet');
    expect(within(fresh).queryByText('You buy from them')).not.toBeInTheDocument();
    const used = screen.getByRole('region', { name: 'Partners you already buy from' });
    expect(within(used).getByRole('link', { name: 'VetPharma' })).toBeInTheDocument();
    expect(within(used).getByText('You buy from them')).toBeInTheDocument();
    // The logo is decoration beside the name.
    expect(within(used).getByRole('presentation')).toHaveAttribute('src', '/api/v1/partner-files/90/');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/partners/discover/5?page=3');
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/partners/discover/5');
  });
});
