import { render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useToast } from '@/components/toast/toast-provider';
import { useSession } from '@/lib/session/session-context';
import { buildSession } from '@/testing/fixtures';
import { createTestI18n } from '@/testing/i18n';
import { AppProviders } from '../app-providers';

function Crashing(): never {
  throw Object.assign(new Error('gone'), { status: 404 });
}

function Greeting() {
  const { user } = useSession();
  const toast = useToast();
  useEffect(() => toast(`Hello ${user.firstName}`, 'success'), [toast, user.firstName]);
  return <p>{user.firstName}</p>;
}

describe('AppProviders', () => {
  it('gives the page its session and toasts', async () => {
    render(
      <AppProviders
        i18n={createTestI18n('en')}
        session={buildSession({ firstName: 'Olivia' })}
        fallback={{}}
        errorView={() => null}
      >
        <Greeting />
      </AppProviders>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Hello Olivia');
  });

  it('replaces a crashed page with the error view of the crash’s status, keeping what runs beside it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppProviders
        i18n={createTestI18n('en')}
        session={null}
        fallback={{}}
        errorView={(status) => <p>Error {status}</p>}
        beside={<p>Beside</p>}
      >
        <Crashing />
      </AppProviders>,
    );
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('Beside')).toBeInTheDocument();
  });
});
