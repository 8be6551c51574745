import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { buildItem, page } from '../../../__tests__/content-fixtures';
import { contentListKey } from '../../../api/content-list';
import { CONTENT_TYPES } from '../../../content-types';
import { PartsOrder } from '../components/parts-order';

const CHAPTERS = [
  buildItem({ id: 31, title: 'Welcome' }),
  buildItem({ id: 32, title: 'Purchasing' }),
  buildItem({ id: 33, title: 'Routines', status: 1 }),
];
const LIST_KEY = contentListKey(CONTENT_TYPES.chapters, {
  page: 1,
  pageSize: 100,
  ordering: 'position',
  parent: { field: 'handbook', id: 7 },
});

let posted: unknown[] = [];
let answer: 'ok' | 'refuse' = 'ok';
beforeEach(() => {
  posted = [];
  answer = 'ok';
  server.use(
    http.post(`${BROWSER_API}/wiki/chapters/reorder/`, async ({ request }) => {
      const body = (await request.json()) as { order: number[] };
      posted.push(body);
      if (answer === 'refuse')
        return HttpResponse.json({ order: ['List every item of the parent exactly once.'] }, { status: 400 });
      return HttpResponse.json(body);
    }),
    http.get(`${BROWSER_API}/wiki/chapters/`, () => HttpResponse.json(page(CHAPTERS))),
  );
});

function renderOrder() {
  return renderWithProviders(<PartsOrder parentType="handbooks" parentId={7} />, {
    session: buildSession({ isStaff: true }),
    fallback: { [LIST_KEY]: page(CHAPTERS) },
  });
}

const titles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]?.textContent);

describe('moving chapters up and down', () => {
  it('lists the chapters in order, with the ends that cannot move disabled', () => {
    renderOrder();
    expect(titles()).toEqual(['Welcome', 'Purchasing', 'Routines']);
    expect(screen.getByRole('button', { name: 'Move “Welcome” up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move “Routines” down' })).toBeDisabled();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a chapter' })).toHaveAttribute(
      'href',
      '/handbooks/chapter/admin/new?handbook=7',
    );
  });

  it('saves the whole new order in one call and keeps the focus on the moved chapter', async () => {
    renderOrder();
    const down = screen.getByRole('button', { name: 'Move “Welcome” down' });
    down.focus();
    fireEvent.click(down);
    expect(titles()).toEqual(['Purchasing', 'Welcome', 'Routines']);
    await waitFor(() => expect(posted).toEqual([{ handbook: 7, order: [32, 31, 33] }]));
    expect(await screen.findByText('“Welcome” is now number 2 of 3.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move “Welcome” down' })).toHaveFocus();
  });

  it('hands the focus to the other button when the moved chapter reaches an end', async () => {
    renderOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Move “Purchasing” up' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move “Purchasing” down' })).toHaveFocus());
  });

  it('puts the chapters back and says why when the server refuses', async () => {
    answer = 'refuse';
    renderOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Move “Purchasing” down' }));
    await waitFor(() => expect(titles()).toEqual(['Welcome', 'Purchasing', 'Routines']));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
