import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { DIGEST_API, type DigestItemRef } from '@/lib/contract/digest';
import { LOCALE_OPTIONS_KEY } from '@/lib/session/get-locale-options';
import { buildSession } from '@/testing/fixtures';
import { BROWSER_API, server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { HEADER_GIFS_KEY } from '../api/header-gifs';
import { issueKey } from '../api/issue';
import { DRAFTS_KEY } from '../api/issues';
import { pastIssuesKey } from '../api/past-issues';
import { SCHEDULES_KEY } from '../api/schedules';
import { DigestScreen } from '../components/digest-screen';
import { EVENT, HEADER, NEWS, SWEDEN, SWEDISH, THREAD, buildIssue, buildProgress, issueApi } from './digest-fixtures';

const LEVELS = [
  { id: 3, name: 'Full member' },
  { id: 5, name: 'Associate' },
];

const screenProps = (issue: ReturnType<typeof buildIssue>, progress: ReturnType<typeof buildProgress>) => {
  const { itemCount: _ignored, ...summary } = { ...issue, itemCount: issue.items.length };
  return {
    session: buildSession({ isStaff: true }),
    route: '/digest',
    fallback: {
      [DRAFTS_KEY]: [{ ...summary, itemCount: issue.items.length }],
      [issueKey(issue.id) as string]: issue,
      [HEADER_GIFS_KEY]: [HEADER],
      [LOCALE_OPTIONS_KEY]: { countries: [{ ...SWEDEN, languages: [SWEDISH] }], languages: [SWEDISH] },
      [DIGEST_API.sendDigest(issue.id)]: progress,
      [pastIssuesKey(1)]: { count: 0, next: null, previous: null, results: [] },
      [SCHEDULES_KEY]: [],
    },
  };
};

/** The page with a draft open, once its editor (loaded after the first paint) is there. */
async function renderComposer(issue = buildIssue(), progress = buildProgress()) {
  renderWithProviders(<DigestScreen issueId={issue.id} pastPage={1} levels={LEVELS} />, screenProps(issue, progress));
  await screen.findByRole('textbox', { name: /Subject/ });
  return userEvent.setup();
}

const itemTitles = () =>
  within(screen.getByRole('region', { name: 'Items in this issue' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByText(/./, { selector: 'strong' }).textContent);

const refsOf = (body: unknown) => ((body as { items: DigestItemRef[] }).items ?? []).map((item) => item.id);

describe('the digest composer', () => {
  it('moves an item down with its button, saves the new order and keeps the focus on the item moved', async () => {
    const calls = issueApi((body) =>
      buildIssue({
        items: refsOf(body).map((id) => [NEWS, EVENT, THREAD].find((item) => item.id === id)!),
        updatedAt: '2026-11-26T09:00:00Z',
      }),
    );
    const user = await renderComposer();
    expect(itemTitles()).toEqual([NEWS.title, EVENT.title, THREAD.title]);

    await user.click(screen.getByRole('button', { name: `Down ${NEWS.title}` }));

    expect(itemTitles()).toEqual([EVENT.title, NEWS.title, THREAD.title]);
    expect(screen.getByRole('button', { name: `Down ${NEWS.title}` })).toHaveFocus();
    expect(screen.getByText(`${NEWS.title} moved to position 2 of 3.`)).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(refsOf(calls[0]?.body)).toEqual([EVENT.id, NEWS.id, THREAD.id]);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it('cannot move the first item up or the last one down', async () => {
    await renderComposer();

    expect(screen.getByRole('button', { name: `Up ${NEWS.title}` })).toBeDisabled();
    expect(screen.getByRole('button', { name: `Down ${THREAD.title}` })).toBeDisabled();
  });

  it('removes an item and saves the list without it', async () => {
    const calls = issueApi(() => buildIssue({ items: [NEWS, THREAD] }));
    const user = await renderComposer();

    await user.click(screen.getByRole('button', { name: `Remove ${EVENT.title}` }));

    expect(itemTitles()).toEqual([NEWS.title, THREAD.title]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(refsOf(calls[0]?.body)).toEqual([NEWS.id, THREAD.id]);
    // The focus goes to the item that took its place.
    expect(screen.getByRole('button', { name: `Remove ${THREAD.title}` })).toHaveFocus();
  });

  it('keeps what was typed and arranged when a save fails, and says so', async () => {
    const calls = issueApi(() => HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 }));
    const user = await renderComposer();
    const subject = screen.getByRole('textbox', { name: /Subject/ });

    await user.clear(subject);
    await user.type(subject, 'December news');
    await user.tab();

    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(calls.map((call) => call.body)).toEqual([{ subject: 'December news' }]);
    expect(subject).toHaveValue('December news');
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Remove ${NEWS.title}` }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(itemTitles()).toEqual([EVENT.title, THREAD.title]);
  });

  it('loads the preview when asked for, and puts it away again', async () => {
    issueApi(() => buildIssue());
    const user = await renderComposer();
    const toggle = screen.getByRole('button', { name: 'Show the preview' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTitle(/The e-mail at/)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByTitle('The e-mail at 700 pixels wide')).toHaveAttribute('sandbox', '');
    await user.click(screen.getByRole('button', { name: 'Hide the preview' }));
    expect(screen.queryByTitle(/The e-mail at/)).not.toBeInTheDocument();
  });

  it('asks before sending, naming how many will receive it, then shows the send’s progress', async () => {
    issueApi(() => buildIssue());
    const started: unknown[] = [];
    server.use(
      http.post(`${BROWSER_API}${DIGEST_API.sendDigest(21)}`, async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json(
          buildProgress({ status: 'sending', sent: 10, left: 32, startedAt: '2026-11-26T09:00:00Z' }),
          { status: 202 },
        );
      }),
      http.get(`${BROWSER_API}${DIGEST_API.issue(21)}`, () => HttpResponse.json(buildIssue({ status: 'sending' }))),
      http.get(`${BROWSER_API}${DIGEST_API.sendDigest(21)}`, () =>
        HttpResponse.json(
          buildProgress({ status: 'sent', sent: 41, failed: 1, left: 0, finishedAt: '2026-11-26T09:05:00Z' }),
        ),
      ),
      http.get(`${BROWSER_API}${DIGEST_API.past}`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const user = await renderComposer();
    expect(screen.getByText('42 subscribers in Sweden will receive this issue.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send…' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send “November in the network” now to 42 subscribers in Sweden?');
    expect(started).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Send now' }));

    await waitFor(() => expect(started).toEqual([{}]));
    expect(await screen.findByRole('progressbar', { name: 'Send progress' })).toBeInTheDocument();
  });

  it('limits the send to the member levels ticked, saves them and shows the count for that filter', async () => {
    const calls = issueApi((body) => buildIssue({ levels: body.levels as number[] }));
    let recipients = 42;
    server.use(
      http.get(`${BROWSER_API}${DIGEST_API.sendDigest(21)}`, () =>
        HttpResponse.json(buildProgress({ recipients, left: recipients })),
      ),
    );
    const user = await renderComposer();
    const group = screen.getByRole('group', { name: 'Member levels' });
    expect(within(group).getByRole('checkbox', { name: 'Full member' })).not.toBeChecked();
    expect(screen.getByText('42 subscribers in Sweden will receive this issue.')).toBeInTheDocument();

    recipients = 17;
    await user.click(within(group).getByRole('checkbox', { name: 'Associate' }));

    await waitFor(() => expect(calls.map((call) => call.body)).toEqual([{ levels: [5] }]));
    expect(await screen.findByText('17 subscribers in Sweden will receive this issue.')).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Associate' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Send…' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('now to 17 subscribers in Sweden?');
  });

  it('sends a test to the signed-in staff member after the subject just typed is saved, and says where it went', async () => {
    const events: string[] = [];
    server.use(
      http.patch(`${BROWSER_API}${DIGEST_API.issue(21)}`, async ({ request }) => {
        const body = (await request.json()) as { subject: string };
        events.push(`save ${body.subject}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        events.push('saved');
        return HttpResponse.json(buildIssue({ subject: body.subject }));
      }),
      http.get(`${BROWSER_API}${DIGEST_API.issues}`, () => HttpResponse.json([])),
      http.post(`${BROWSER_API}${DIGEST_API.sendTest(21)}`, () => {
        events.push('test');
        return HttpResponse.json({ to: 'staff@vetnet.example' });
      }),
    );
    const user = await renderComposer();
    const subject = screen.getByRole('textbox', { name: /Subject/ });
    await user.clear(subject);
    await user.type(subject, 'December news');

    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));

    expect(await screen.findByText('Test sent to staff@vetnet.example.')).toBeInTheDocument();
    expect(events).toEqual(['save December news', 'saved', 'test']);
    expect(screen.getByRole('button', { name: 'Send a test to me' })).toHaveAccessibleDescription(
      /goes only to you, at your account's e-mail address/,
    );
  });

  it('says how long to wait when test mails are throttled', async () => {
    server.use(
      http.post(`${BROWSER_API}${DIGEST_API.sendTest(21)}`, () =>
        HttpResponse.json(
          { detail: 'Request was throttled. Expected available in 120 seconds.' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const user = await renderComposer();

    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Too many attempts\. Try again in 2 minutes/);
    expect(screen.queryByText(/^Test sent to/)).not.toBeInTheDocument();
  });
});

describe('a new draft', () => {
  it('starts the draft of a country in one of its languages, and opens it', async () => {
    const started: unknown[] = [];
    server.use(
      http.post(`${BROWSER_API}${DIGEST_API.issues}`, async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json(buildIssue({ id: 34 }), { status: 201 });
      }),
    );
    const user = await renderComposer();
    const form = screen.getByRole('form', { name: 'Start a draft' });

    await user.click(within(form).getByRole('button', { name: 'Start draft' }));
    expect(started).toEqual([]);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Country/ }), 'Sweden');
    expect(within(form).getByRole('combobox', { name: /Language/ })).toHaveDisplayValue('Svenska');
    await user.click(within(form).getByRole('button', { name: 'Start draft' }));

    await waitFor(() => expect(started).toEqual([{ country: SWEDEN.id, language: SWEDISH.id }]));
    await waitFor(() => expect(mockRouter.asPath).toBe('/digest?issue=34'));
  });
});

describe('the editor’s texts', () => {
  it('keep the summary and say so when they cannot be loaded', async () => {
    jest.doMock('@/locales/en/digest-editor.json', () => {
      throw new Error('ChunkLoadError');
    });
    try {
      const issue = buildIssue();
      // The page's own namespaces, as its loader hands them over: the editor's come with the editor.
      renderWithProviders(<DigestScreen issueId={issue.id} pastPage={1} levels={LEVELS} />, {
        ...screenProps(issue, buildProgress()),
        namespaces: ['digest', 'digest-nav'],
      });
      expect(
        await screen.findByText('The issue could not be loaded. Reload the page to try again.'),
      ).toBeInTheDocument();
      expect(screen.getByText(NEWS.title)).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /Subject/ })).not.toBeInTheDocument();
    } finally {
      jest.dontMock('@/locales/en/digest-editor.json');
    }
  });
});
