import { act, screen, within } from '@testing-library/react';
import { MemoryRouterProvider } from 'next-router-mock/MemoryRouterProvider';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AppProviders } from '@/components/app-providers/app-providers';
import { DIGEST_API, type PastIssue } from '@/lib/contract/digest';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { createTestI18n } from '@/testing/i18n';
import { HEADER_GIFS_KEY } from '../api/header-gifs';
import { issueKey } from '../api/issue';
import { DRAFTS_KEY } from '../api/issues';
import { pastIssuesKey } from '../api/past-issues';
import { SCHEDULES_KEY } from '../api/schedules';
import { DigestScreen } from '../components/digest-screen';
import { EVENT, HEADER, NEWS, SWEDEN, SWEDISH, THREAD, buildIssue, buildProgress } from './digest-fixtures';

// A file of its own: the editor's module must not have been loaded by an earlier test, as in a
// browser that has just received the page.

const ISSUE = buildIssue();

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

/** The page as the server renders it (and the browser hydrates it). */
function page() {
  return (
    <MemoryRouterProvider url="/digest">
      <AppProviders
        i18n={createTestI18n('en')}
        session={buildSession({ isStaff: true })}
        fallback={{
          [DRAFTS_KEY]: [{ ...ISSUE, itemCount: ISSUE.items.length }],
          [issueKey(ISSUE.id) as string]: ISSUE,
          [HEADER_GIFS_KEY]: [HEADER],
          [LOCALE_OPTIONS_KEY]: { countries: [{ ...SWEDEN, languages: [SWEDISH] }], languages: [SWEDISH] },
          [DIGEST_API.sendDigest(ISSUE.id)]: buildProgress(),
          [pastIssuesKey(1)]: { count: 1, next: null, previous: null, results: [OCTOBER] },
          [SCHEDULES_KEY]: [],
        }}
        swr={{ provider: () => new Map() }}
        errorView={() => null}
      >
        <DigestScreen issueId={ISSUE.id} pastPage={1} levels={[{ id: 3, name: 'Full member' }]} />
      </AppProviders>
    </MemoryRouterProvider>
  );
}

describe('the digest page’s first paint', () => {
  it('shows the draft’s summary and the past issues’ figures, and the editor only once loaded in the browser', async () => {
    const html = renderToString(page());
    const served = new DOMParser().parseFromString(html, 'text/html');
    const composer = served.querySelector('section[aria-labelledby="digest-composer-heading"]');
    expect(composer?.querySelector('h2')?.textContent).toBe('Issue for Sweden in Svenska');
    expect([...(composer?.querySelectorAll('ol > li') ?? [])].map((item) => item.textContent)).toEqual([
      NEWS.title,
      EVENT.title,
      THREAD.title,
    ]);
    expect(composer?.querySelector('[role="status"]')?.textContent).toMatch(/^Loading/);
    // No editor: no fields, no item buttons, no preview, test or send.
    expect(composer?.querySelectorAll('input, textarea, select, button, fieldset')).toHaveLength(0);
    // The past issues with their figures are in the server's HTML.
    const past = served.querySelector('table');
    expect(past?.textContent).toContain('October in the network');
    expect(past?.textContent).toContain('1,198');

    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, page()));
    try {
      expect(await within(container).findByRole('textbox', { name: /Subject/ })).toHaveValue(ISSUE.subject);
      const items = within(container).getByRole('region', { name: 'Items in this issue' });
      expect(within(items).getByRole('button', { name: `Down ${NEWS.title}` })).toBeEnabled();
      expect(within(container).getByRole('button', { name: 'Show the preview' })).toBeInTheDocument();
      expect(within(container).getByRole('button', { name: 'Send…' })).toBeInTheDocument();
      // The summary's loading status is gone with the editor there.
      expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      act(() => root.unmount());
      container.remove();
      errors.mockRestore();
    }
  });
});
