import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEARCH_MARK } from '@/lib/contract/forum';
import { HANDBOOK_API } from '@/lib/contract/handbooks';
import { sanitizeHtml } from '@/lib/html/sanitize';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { getReadableHandbook, handbookKey } from '../api/handbook';
import { HandbookScreen } from '../components/handbook-screen';
import { buildHandbookAnswer } from './handbook-fixtures';

type Answer = ReturnType<typeof buildHandbookAnswer>;

let reads = 0;
beforeEach(() => {
  reads = 0;
  server.use(
    http.post(`${BROWSER_API}${HANDBOOK_API.read(7)}`, () => {
      reads += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
});

/** The page as the server sends it: the handbook read and sanitized into the fallback (`handbookProps`). */
async function renderHandbook(
  answer: Answer,
  { staff = false, search = '', hits = null as unknown, namespaces = undefined as string[] | undefined } = {},
) {
  server.use(http.get(`${BROWSER_API}${HANDBOOK_API.item(7)}`, () => HttpResponse.json(answer)));
  const api = { get: async () => answer } as unknown as Parameters<typeof getReadableHandbook>[0];
  const handbook = await getReadableHandbook(api, 7, sanitizeHtml);
  const searchKey = search ? `${HANDBOOK_API.search(7)}?q=${search}` : null;
  return renderWithProviders(<HandbookScreen id={7} search={search} searchKey={searchKey} />, {
    session: buildSession({ isStaff: staff }),
    fallback: { [handbookKey(7)]: handbook, ...(searchKey ? { [searchKey]: hits } : {}) },
    ...(namespaces ? { namespaces } : {}),
  });
}

describe('the reading page', () => {
  it('shows every chapter and section under an anchor made of its id, in order', async () => {
    const { container } = await renderHandbook(buildHandbookAnswer());
    expect(screen.getByRole('heading', { level: 1, name: 'Member handbook' })).toBeInTheDocument();
    const anchors = [...container.querySelectorAll('article [id^="chapter-"], article [id^="section-"]')]
      .map((element) => element.id)
      .filter((id) => !id.includes('title') && !id.includes('files'));
    expect(anchors).toEqual(['chapter-101', 'section-201', 'section-202', 'chapter-102', 'section-203']);
    expect(container.querySelector('#section-202')).toHaveTextContent('Contacts');
    expect(screen.getByRole('link', { name: 'Contacts.pdf' })).toHaveAttribute('href', '/api/v1/section-files/9/');
  });

  it('lists the contents as links to those anchors, sections under their chapter', async () => {
    await renderHandbook(buildHandbookAnswer());
    const [contents] = screen.getAllByRole('navigation', { name: 'Contents' });
    const links = within(contents!).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Welcome', '#chapter-101'],
      ['How membership works', '#section-201'],
      ['Contacts', '#section-202'],
      ['Routines', '#chapter-102'],
      ['Waste (draft)', '#section-203'],
    ]);
    expect(within(contents!).getByRole('link', { name: 'Welcome' }).closest('li')).toContainElement(
      within(contents!).getByRole('link', { name: 'Contacts' }),
    );
  });

  it('marks where the reader is: the last heading that has passed the top of the window', async () => {
    const tops: Record<string, number> = { 'chapter-101': -400, 'section-201': -100, 'section-202': 60 };
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: tops[this.id] ?? 2000 } as DOMRect;
    });
    try {
      await renderHandbook(buildHandbookAnswer());
      const [contents] = screen.getAllByRole('navigation', { name: 'Contents' });
      await waitFor(() =>
        expect(within(contents!).getByRole('link', { name: 'Contacts' })).toHaveAttribute('aria-current', 'location'),
      );
      expect(
        within(contents!)
          .getAllByRole('link')
          .filter((link) => link.hasAttribute('aria-current')),
      ).toHaveLength(1);
    } finally {
      rect.mockRestore();
    }
  });

  it('at the end of the page marks the last part in view, or the one a contents link named', async () => {
    // The page has scrolled to its end: the last parts sit below the top fifth and can rise no higher.
    const tops: Record<string, number> = { 'chapter-101': -900, 'section-201': -600, 'section-202': -300 };
    Object.assign(tops, { 'chapter-102': 250, 'section-203': 600 });
    const rect = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      return { top: tops[this.id] ?? -2000 } as DOMRect;
    });
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1200 });
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 1200 + 768 });
    try {
      await renderHandbook(buildHandbookAnswer());
      const [contents] = screen.getAllByRole('navigation', { name: 'Contents' });
      const currentLink = () =>
        within(contents!)
          .getAllByRole('link')
          .find((link) => link.hasAttribute('aria-current'));
      await waitFor(() => expect(currentLink()).toHaveTextContent('Waste (draft)'));

      // A contents link followed to the part above it: that one, though the page cannot move.
      act(() => {
        window.location.hash = '#chapter-102';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      await waitFor(() => expect(currentLink()).toHaveTextContent('Routines'));
    } finally {
      rect.mockRestore();
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else Reflect.deleteProperty(window, 'scrollY');
      Reflect.deleteProperty(document.documentElement, 'scrollHeight');
      window.location.hash = '';
    }
  });

  it('copies the address of a heading with its anchor', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await renderHandbook(buildHandbookAnswer());
    fireEvent.click(screen.getByRole('button', { name: 'Copy the link to “Contacts”' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${window.location.pathname}#section-202`),
    );
    expect(await screen.findByText('The link is copied.')).toBeInTheDocument();
  });

  it('lists what changed since the last visit, and nothing on a first visit', async () => {
    const { unmount } = await renderHandbook(buildHandbookAnswer());
    const changes = screen.getByRole('region', { name: /Changed since your last visit/ });
    expect(
      within(changes)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#section-203', '#section-202']);
    unmount();
    await renderHandbook(buildHandbookAnswer({ lastReadAt: null }));
    expect(screen.queryByRole('region', { name: /Changed since your last visit/ })).not.toBeInTheDocument();
  });

  it('marks the handbook read once it is shown', async () => {
    await renderHandbook(buildHandbookAnswer());
    await waitFor(() => expect(reads).toBe(1));
  });

  it("shows the search's hits as links to their anchors with the words marked", async () => {
    const hits = [
      {
        id: 202,
        kind: 'section',
        title: 'Contacts',
        chapterId: 101,
        match: `Ask ${SEARCH_MARK.start}contacts${SEARCH_MARK.end} first`,
      },
    ];
    await renderHandbook(buildHandbookAnswer(), { search: 'contacts', hits });
    expect(screen.getByRole('heading', { name: '1 place matches “contacts”' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Search in this handbook' });
    expect(within(results).getByRole('link', { name: 'Contacts' })).toHaveAttribute('href', '#section-202');
    expect(within(results).getByText('contacts', { selector: 'mark' })).toBeInTheDocument();
    expect(within(results).getByRole('searchbox')).toHaveValue('contacts');
  });

  it('leaves the search, the changes and the copy buttons out of print (the print-hidden class the page’s CSS has)', async () => {
    await renderHandbook(buildHandbookAnswer());
    expect(screen.getByRole('region', { name: 'Search in this handbook' })).toHaveClass('noPrint');
    expect(screen.getByRole('region', { name: /Changed since your last visit/ })).toHaveClass('noPrint');
    expect(screen.getByRole('button', { name: 'Copy the link to “Contacts”' })).toHaveClass('copyLink');
    // Bootstrap's print utilities are not built (styles/_used-utilities.scss): d-print-none hides nothing.
    expect(document.querySelector('.d-print-none')).toBeNull();
  });

  it("needs no texts beyond the handbooks' own, which are all its loader hands the page (handbookProps)", async () => {
    await renderHandbook(buildHandbookAnswer(), { staff: true, namespaces: ['handbooks'] });
    expect(within(document.getElementById('section-203')!).getByText('Draft')).toBeInTheDocument();
    expect(document.getElementById('section-202-files')).toHaveTextContent(/^Files$/);
  });

  it('marks draft parts for staff', async () => {
    await renderHandbook(buildHandbookAnswer(), { staff: true });
    expect(within(document.getElementById('section-203')!).getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit the handbook' })).toHaveAttribute('href', '/handbooks/admin/7');
  });

  it('opens the contents in a drawer on a phone and closes it on following a link', async () => {
    await renderHandbook(buildHandbookAnswer());
    fireEvent.click(screen.getByRole('button', { name: 'Contents' }));
    const drawer = await screen.findByRole('dialog', { name: 'Contents' });
    await act(async () => {
      fireEvent.click(within(drawer).getByRole('link', { name: 'Routines' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contents' })).not.toBeInTheDocument());
  });

  it('takes the reader to the part chosen in the drawer once it has closed, not back to the "Contents" button', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      await renderHandbook(buildHandbookAnswer());
      const button = screen.getByRole('button', { name: 'Contents' });
      fireEvent.click(button);
      const drawer = await screen.findByRole('dialog', { name: 'Contents' });
      await act(async () => {
        fireEvent.click(within(drawer).getByRole('link', { name: 'Contacts' }));
      });
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contents' })).not.toBeInTheDocument());
      await waitFor(() => expect(document.getElementById('section-202')).toHaveFocus());
      expect(scrolled.at(-1)).toBe('section-202');
      expect(window.location.hash).toBe('#section-202');

      // Closed without a choice, the drawer gives the focus back to its button.
      button.focus();
      fireEvent.click(button);
      const again = await screen.findByRole('dialog', { name: 'Contents' });
      await act(async () => {
        fireEvent.click(within(again).getByRole('button', { name: 'Close the contents' }));
      });
      await waitFor(() => expect(button).toHaveFocus());
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
      window.location.hash = '';
    }
  });
});
