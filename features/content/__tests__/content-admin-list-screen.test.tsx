import { screen, within } from '@testing-library/react';
import type { ContentItem } from '@/lib/contract/content-item';
import { buildSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { DEFAULT_ADMIN_ORDERING, type AdminFilters } from '../admin-query';
import { ContentAdminListScreen } from '../components/content-admin-list-screen';
import { buildItem, page } from './content-fixtures';
import type { ContentTypeKey } from '../content-types';

const LIST_KEY = '/staff-list-under-test/';

function renderTable(typeKey: ContentTypeKey, items: ContentItem[], filters: Partial<AdminFilters> = {}) {
  const allFilters: AdminFilters = {
    page: 1,
    title: '',
    status: null,
    country: null,
    ordering: DEFAULT_ADMIN_ORDERING,
    ...filters,
  };
  return renderWithProviders(<ContentAdminListScreen typeKey={typeKey} listKey={LIST_KEY} filters={allFilters} />, {
    session: buildSession({ isStaff: true }),
    fallback: { [LIST_KEY]: page(items) },
  });
}

const headers = () =>
  screen.getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼]/g, '').trim());

describe('the staff table', () => {
  it('lists every item with its status and country, each title leading to the editor', () => {
    renderTable('news', [
      buildItem({ id: 5, title: 'Draft prices', status: 1 }),
      buildItem({ id: 6, title: 'Old prices', status: 3 }),
    ]);
    expect(headers()).toEqual(['Title', 'Status', 'Country', 'Language', 'Publish date', 'Last changed']);
    const row = screen.getByRole('row', { name: /Draft prices/ });
    expect(within(row).getByRole('link', { name: 'Draft prices' })).toHaveAttribute('href', '/news/admin/5');
    expect(row).toHaveTextContent('Draft');
    expect(row).toHaveTextContent('Sweden');
  });

  it('shows each item’s language and links to the editors of its translations', () => {
    const french = {
      id: 8,
      title: 'Nouveau contrat',
      status: 2 as const,
      publishDate: '2026-11-20T08:00:00Z',
      language: { id: 9, code: 'fr-BE', name: 'Français (Belgique)' },
    };
    renderTable('news', [
      buildItem({
        id: 7,
        title: 'Nieuw contract',
        language: { id: 8, code: 'nl-BE', name: 'Nederlands (België)' },
        translations: [french],
      }),
    ]);
    const row = screen.getByRole('row', { name: /Nieuw contract/ });
    expect(row).toHaveTextContent('Nederlands (België)');
    expect(within(row).getByRole('link', { name: 'Français (Belgique)' })).toHaveAttribute('href', '/news/admin/8');
  });

  it('marks the sorted column for assistive technology, and each header sorts by its column', () => {
    renderTable('news', [buildItem()], { ordering: '-publishDate' });
    expect(screen.getByRole('columnheader', { name: /Publish date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('link', { name: /Publish date/ })).toHaveAttribute(
      'href',
      '/news/admin?ordering=publishDate',
    );
    expect(screen.getByRole('link', { name: /^Title/ })).toHaveAttribute('href', '/news/admin?ordering=title');
  });

  it('shows and sorts events by their start', () => {
    renderTable('events', [buildItem({ id: 7, title: 'Ultrasound course', startsAt: '2026-12-03T08:00:00Z' })], {
      ordering: 'startsAt',
    });
    expect(headers()).toEqual(['Title', 'Status', 'Country', 'Language', 'Starts', 'Publish date', 'Last changed']);
    expect(screen.getByRole('columnheader', { name: /Starts/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('row', { name: /Ultrasound course/ })).toHaveTextContent(/3 December 2026.*09:00/);
  });

  it('says so when nothing matches', () => {
    renderTable('services', [], { title: 'nothing like this' });
    expect(
      screen.getByRole('cell', { name: 'Nothing matches your search. Try other words or another category.' }),
    ).toBeInTheDocument();
  });
});
