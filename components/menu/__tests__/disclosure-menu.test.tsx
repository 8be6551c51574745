import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import mockRouter from 'next-router-mock';
import { AppLink } from '@/components/app-link/app-link';
import { useRouteFocus } from '@/components/layout/route-focus';
import { renderWithProviders } from '@/testing/render';
import { DisclosureMenu } from '../disclosure-menu';

/** A header menu and a page, with the layout's route-change focus. */
function Page() {
  useRouteFocus();
  return (
    <>
      <DisclosureMenu toggle="Community">
        <AppLink href="/forum" className="dropdown-item">
          Forum
        </AppLink>
        <button type="button" className="dropdown-item">
          Mark all read
        </button>
        <button type="button" className="dropdown-item" data-keep-open>
          Dismiss
        </button>
      </DisclosureMenu>
      <main id="main-content" tabIndex={-1}>
        <h1>Events</h1>
      </main>
    </>
  );
}

function renderMenu() {
  renderWithProviders(<Page />, { route: '/events/upcoming' });
  // Next's router completes a navigation later, after the new page's data: so does this one.
  mockRouter.async = true;
  return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Community' }) };
}

afterEach(() => {
  mockRouter.async = false;
});

describe('DisclosureMenu', () => {
  it.each([
    ['Enter', '{Enter}'],
    ['Space', ' '],
  ])('closes with Escape while focus is still on the toggle that %s opened', async (_name, key) => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard(key);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Forum' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes with Escape after a click opened it', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('after a link chosen with Enter, puts focus on the new page’s heading, not the body', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Forum' })).toHaveFocus());

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(mockRouter.asPath).toBe('/forum'));
    const heading = screen.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    // Reachable by script only: the heading is no new Tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('after an item that does not navigate, returns focus to the toggle', async () => {
    const { user, toggle } = renderMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Forum' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Mark all read' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('stays open for an item marked to keep it open', async () => {
    const { user, toggle } = renderMenu();
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('route-change focus', () => {
  it('leaves focus where it is when it still has a place (a search field that changed the address)', async () => {
    renderMenu();
    const heading = screen.getByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: 'Community' });
    toggle.focus();
    await mockRouter.push('/events/upcoming?title=course');
    expect(toggle).toHaveFocus();
    expect(heading).not.toHaveFocus();
  });

  it('falls back to the main landmark on a page without a heading', async () => {
    renderWithProviders(<HeadinglessPage />, { route: '/' });
    (document.activeElement as HTMLElement | null)?.blur();
    await mockRouter.push('/contacts');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

function HeadinglessPage() {
  useRouteFocus();
  return (
    <main id="main-content" tabIndex={-1}>
      <p>No heading here</p>
    </main>
  );
}

describe('DisclosureMenu with items loaded after the page', () => {
  /** A menu whose items' code arrives when `arrive` is called, as the bell's does. */
  function renderLazyMenu() {
    let arrive = () => {};
    let ready = false;
    const loading = new Promise<void>((resolve) => {
      arrive = () => {
        ready = true;
        resolve();
      };
    });
    renderWithProviders(
      <DisclosureMenu toggle="Bell" prepare={() => (ready ? null : loading)}>
        <AppLink href="/one" className="dropdown-item">
          One
        </AppLink>
        <AppLink href="/two" className="dropdown-item">
          Two
        </AppLink>
      </DisclosureMenu>,
    );
    return { user: userEvent.setup(), toggle: screen.getByRole('button', { name: 'Bell' }), arrive };
  }

  it('opens only once they are there, never on an empty menu, with keyboard focus on the first item', async () => {
    const { user, toggle, arrive } = renderLazyMenu();
    toggle.focus();
    await user.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    arrive();
    await waitFor(() => expect(screen.getByRole('link', { name: 'One' })).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens at once on a click when they have already loaded, and closes on the next', async () => {
    const { user, toggle, arrive } = renderLazyMenu();
    arrive();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['One', 'Two']);
  });
});
