import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TAGS_KEY } from '@/features/content/api/tags';
import { HANDBOOK_API } from '@/lib/contract/handbooks';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { buildItem } from '../../../__tests__/content-fixtures';
import { HandbookListScreen } from '../components/handbook-list-screen';
import { handbookListKey } from '../handbook-query';

const QUERY = { search: '', tag: null };

function renderList(items: ReturnType<typeof buildItem>[], staff = false) {
  server.use(
    http.get(`${BROWSER_API}${HANDBOOK_API.list}`, () => HttpResponse.json({ data: items, count: items.length })),
  );
  return renderWithProviders(<HandbookListScreen query={QUERY} listKey={handbookListKey(QUERY)} />, {
    session: buildSession({ isStaff: staff }),
    route: '/handbooks',
    fallback: { [TAGS_KEY]: [] },
  });
}

const item = (title: string) => screen.getByRole('link', { name: title }).closest('li') as HTMLElement;

describe('the handbooks list', () => {
  it('dates each handbook by its newest published change, its sections’ included', async () => {
    renderList([
      {
        ...buildItem({ id: 7, title: 'Member handbook', updatedAt: '2026-03-02T08:00:00Z' }),
        changedAt: '2026-11-21T08:00:00Z',
      },
      buildItem({ id: 8, title: 'Quality handbook', updatedAt: '2026-04-05T08:00:00Z' }),
    ] as ReturnType<typeof buildItem>[]);
    expect(await screen.findByRole('link', { name: 'Member handbook' })).toBeInTheDocument();
    expect(item('Member handbook')).toHaveTextContent(/Updated .*21.*Nov.*2026|Updated .*Nov.*21.*2026/);
    expect(item('Member handbook')).not.toHaveTextContent(/Mar/);
    // An answer without it (an older backend): the handbook's own date.
    expect(item('Quality handbook')).toHaveTextContent(/Apr/);
  });

  it('marks a draft handbook for staff', async () => {
    renderList(
      [buildItem({ id: 7, title: 'Member handbook' }), buildItem({ id: 9, title: 'Price routine', status: 1 })],
      true,
    );
    expect(await screen.findByRole('link', { name: 'Price routine' })).toBeInTheDocument();
    expect(item('Price routine')).toHaveTextContent('Draft');
    expect(item('Member handbook')).not.toHaveTextContent('Draft');
  });
});
