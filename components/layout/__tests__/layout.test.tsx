import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import type { VisibleMenuItem } from '@/lib/menu/menu-model';
import { renderWithProviders } from '@/testing/render';
import { Layout } from '../layout';

const menu: VisibleMenuItem[] = [
  {
    kind: 'DROPDOWN',
    titleKey: 'menu.community',

    items: [
      { kind: 'LINK', titleKey: 'menu.events', path: '/events/upcoming' },
      { kind: 'LINK', titleKey: 'menu.forum', path: '/forum' },
      { kind: 'LINK', titleKey: 'menu.directAds', path: '/directads' },
    ],
  },
  { kind: 'LINK', titleKey: 'menu.reports', path: '/reports' },
];

function renderLayout(path = '/forum', page = <p>Page</p>) {
  const onLogout = jest.fn();
  renderWithProviders(
    <Layout
      menu={menu}
      path={path}
      user={{ fullName: 'Olivia Owner', initials: 'OO', memberName: 'Djurkliniken Solna' }}
      userLinks={[{ href: '/settings/me', label: 'Settings' }]}
      slots={{
        bell: <span>bell</span>,
        notificationsLink: <span>notifications</span>,
        languageSwitcher: null,
        banner: null,
        devPanel: null,
      }}
      onLogout={onLogout}
    >
      {page}
    </Layout>,
    { route: path },
  );
  return { onLogout };
}

/** Resizes the window and waits out the layout's 20 ms resize debounce. */
async function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  await act(async () => {
    window.dispatchEvent(new Event('resize'));
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
}

afterEach(() => {
  mockRouter.async = false;
});

describe('Layout', () => {
  it('marks the current page and its dropdown', () => {
    renderLayout('/forum');
    expect(screen.getByRole('button', { name: 'Community' })).toHaveClass('active');
  });

  it('moves through a dropdown with the arrows, Home and End, and Escape returns to its toggle', async () => {
    renderLayout('/');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Community' });
    toggle.focus();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Direct Ads' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Direct Ads' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
  });

  it('opens and closes a dropdown with Enter and Space, and closes it on a click outside or Tab', async () => {
    renderLayout('/');
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Community' });
    toggle.focus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByText('Page'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{End}');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus());
    await user.keyboard('{End}{Tab}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts focus on the new page’s heading after a menu link is chosen with the keyboard', async () => {
    renderLayout('/', <h1>Home</h1>);
    mockRouter.async = true;
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Community' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Events' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toHaveFocus());
    expect(mockRouter.asPath).toBe('/events/upcoming');
  });

  it('opens the phone menu, marks the current page there, and closes it when a link is clicked', async () => {
    renderLayout('/forum');
    await setWidth(390);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Olivia Owner');
    expect(dialog.querySelector('[aria-current="page"]')).toHaveTextContent('Forum');

    await user.click(within(dialog).getByRole('link', { name: 'Reports' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await setWidth(1024);
  });

  it('keeps Tab inside the open phone menu, and Escape closes it back to the Menu button', async () => {
    renderLayout('/forum');
    await setWidth(390);
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Menu' });

    await user.click(menuButton);
    const dialog = await screen.findByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close the menu' });
    const logout = within(dialog).getByRole('button', { name: 'Log out' });

    logout.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Reports' })).toHaveFocus();
    // From the dialog itself, where focus lands when it opens, Shift+Tab goes to its last stop.
    dialog.focus();
    await user.tab({ shift: true });
    expect(logout).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await setWidth(1024);
  });

  it('offers a skip link to the page content', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
