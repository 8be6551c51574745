import { act, screen, within } from '@testing-library/react';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/components/app-providers/app-providers';
import type { PastIssue } from '@/lib/contract/digest';
import { buildSession } from '@/testing/fixtures';
import { createTestI18n } from '@/testing/i18n';
import { renderWithProviders } from '@/testing/render';
import { pastIssuesKey } from '../api/past-issues';
import { PastIssues } from '../components/past-issues';
import { SWEDEN, SWEDISH } from './digest-fixtures';

const OCTOBER: PastIssue = {
  id: 7,
  country: SWEDEN,
  language: SWEDISH,
  subject: 'October in the network',
  status: 'sent',
  sentAt: '2026-10-27T08:00:00Z',
  finishedAt: '2026-10-27T08:05:00Z',
  figures: { recipients: 1200, sent: 1198, failed: 2, left: 0 },
};

const fallback = { [pastIssuesKey(2)]: { count: 21, next: null, previous: null, results: [OCTOBER] } };

function onServer() {
  return (
    <MemoryRouterProvider>
      <AppProviders
        i18n={createTestI18n('en')}
        session={buildSession({ isStaff: true })}
        fallback={fallback}
        swr={{ provider: () => new Map() }}
        errorView={() => null}
      >
        <PastIssues page={2} />
      </AppProviders>
    </MemoryRouterProvider>
  );
}

describe('the past issues', () => {
  it('list the issues sent with their figures and a button that opens each', () => {
    renderWithProviders(<PastIssues page={2} />, { session: buildSession({ isStaff: true }), fallback });
    const table = screen.getByRole('table', { name: 'Past issues' });
    expect(within(table).getByRole('row', { name: /October in the network Sweden, Svenska/ })).toHaveTextContent(
      '1,198',
    );
    expect(within(table).getByRole('button', { name: 'Open October in the network' })).toBeInTheDocument();
  });

  it('are in the server’s HTML with their figures and page links, and hydrate as they are', async () => {
    const html = renderToString(onServer());
    const served = new DOMParser().parseFromString(html, 'text/html');
    expect(served.querySelector('table')?.textContent).toContain('1,198');
    expect(served.querySelector('[role="status"]')).toBeNull();
    expect(served.querySelector('nav a[href="/digest"]')).not.toBeNull();

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, onServer()));
    try {
      expect(within(container).getByRole('table', { name: 'Past issues' })).toHaveTextContent('October in the network');
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
