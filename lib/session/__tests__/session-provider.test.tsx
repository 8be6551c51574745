import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { buildSession, buildUser } from '@/testing/fixtures';
import { SessionProvider, useOptionalSession, useSession } from '../session-context';

// The refresh's readers load on its first use; here they answer a renamed user.
jest.mock('@/lib/session/get-current-user', () => ({
  getCurrentUser: jest.fn(async () => buildUser({ firstName: 'Renamed' })),
}));
jest.mock('@/lib/session/get-feature-flags', () => ({
  getFeatureFlags: jest.fn(async () => buildSession().featureFlags),
}));

/** Counts its mounts, and says whose session it sees. */
function Probe({ mounts }: { mounts: string[] }) {
  const session = useOptionalSession();
  useEffect(() => {
    mounts.push('mounted');
  }, [mounts]);
  return <p>{session ? session.user.firstName : 'nobody'}</p>;
}

describe('SessionProvider', () => {
  it('keeps what is below it mounted when a login brings the session, and when it goes', () => {
    const mounts: string[] = [];
    const session = buildSession();
    const { rerender } = render(
      <SessionProvider session={null}>
        <Probe mounts={mounts} />
      </SessionProvider>,
    );
    expect(screen.getByText('nobody')).toBeInTheDocument();

    rerender(
      <SessionProvider session={session}>
        <Probe mounts={mounts} />
      </SessionProvider>,
    );
    expect(screen.getByText(session.user.firstName)).toBeInTheDocument();

    rerender(
      <SessionProvider session={null}>
        <Probe mounts={mounts} />
      </SessionProvider>,
    );
    expect(screen.getByText('nobody')).toBeInTheDocument();
    expect(mounts).toEqual(['mounted']);
  });

  it('loads the user and the flags again on refreshSession, with readers loaded on that first use', async () => {
    function Refresher() {
      const { user, refreshSession } = useSession();
      return (
        <button type="button" onClick={() => void refreshSession()}>
          {user.firstName}
        </button>
      );
    }
    render(
      <SessionProvider session={buildSession({ firstName: 'Before' })}>
        <Refresher />
      </SessionProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Before' }));
    expect(await screen.findByRole('button', { name: 'Renamed' })).toBeInTheDocument();
  });
});
