import { fireEvent, render, screen } from '@testing-library/react';
import mockRouter from 'next-router-mock';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { AppLink, isPortalAddress } from '../app-link';

function renderLink(element: React.ReactElement) {
  return render(<MemoryRouterProvider>{element}</MemoryRouterProvider>);
}

beforeEach(() => mockRouter.setCurrentUrl('/'));

describe('AppLink', () => {
  it('opens a portal address through the router on a plain click', () => {
    renderLink(<AppLink href="/news/12-vaccines">Vaccines</AppLink>);
    const link = screen.getByRole('link', { name: 'Vaccines' });
    expect(link).toHaveAttribute('href', '/news/12-vaccines');
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(mockRouter.asPath).toBe('/news/12-vaccines');
  });

  it('replaces the history entry when asked', () => {
    const replace = jest.spyOn(mockRouter, 'replace');
    renderLink(
      <AppLink href="/news?page=2" replace shallow scroll={false}>
        Next
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(replace).toHaveBeenCalledWith('/news?page=2', undefined, { shallow: true, scroll: false });
    replace.mockRestore();
  });

  it.each([
    ['a click with a modifier key', { metaKey: true }, {}],
    ['a click with the ctrl key', { ctrlKey: true }, {}],
    ['a middle click', { button: 1 }, {}],
    ['a link that opens elsewhere', {}, { target: '_blank' }],
    ['a download', {}, { download: '' }],
  ])('leaves %s to the browser', (_name, click, attributes) => {
    renderLink(
      <AppLink href="/reports" {...attributes}>
        Reports
      </AppLink>,
    );
    const notPrevented = fireEvent.click(screen.getByRole('link', { name: 'Reports' }), click);
    expect(notPrevented).toBe(true);
    expect(mockRouter.asPath).toBe('/');
  });

  it('leaves other sites, mail and fragments to the browser', () => {
    renderLink(
      <>
        <AppLink href="https://www.vetnet.example/se/privacy">Privacy</AppLink>
        <AppLink href="//evil.example/x">Other</AppLink>
        <AppLink href="mailto:support@vetnet.example">Mail</AppLink>
        <AppLink href="#main-content">Skip</AppLink>
      </>,
    );
    for (const name of ['Privacy', 'Other', 'Mail', 'Skip'])
      expect(fireEvent.click(screen.getByRole('link', { name }))).toBe(true);
    expect(mockRouter.asPath).toBe('/');
  });

  it('runs its own click handler first, which may keep the link from opening', () => {
    const onClick = jest.fn((event: React.MouseEvent) => event.preventDefault());
    renderLink(
      <AppLink href="/forum" onClick={onClick}>
        Forum
      </AppLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Forum' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(mockRouter.asPath).toBe('/');
  });

  it('loads the target ahead when the pointer or focus reaches it, unless told not to', () => {
    const prefetch = jest.spyOn(mockRouter, 'prefetch');
    renderLink(
      <>
        <AppLink href="/forum">Forum</AppLink>
        <AppLink href="/news" prefetch={false}>
          News
        </AppLink>
      </>,
    );
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Forum' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Forum' }));
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'News' }));
    expect(prefetch.mock.calls).toEqual([['/forum'], ['/forum']]);
    prefetch.mockRestore();
  });
});

describe('isPortalAddress', () => {
  it.each([
    ['/news', true],
    ['/', true],
    ['//evil.example', false],
    ['https://vetnet.example/', false],
    ['#top', false],
    ['mailto:a@b.example', false],
    ['news', false],
  ])('%s → %s', (href, expected) => expect(isPortalAddress(href)).toBe(expected));
});
