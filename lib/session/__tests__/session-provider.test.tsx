import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { buildSession } from '@/testing/fixtures';
import { SessionProvider, useOptionalSession } from '../session-context';

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
});
