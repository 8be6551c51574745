import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { BROWSER_API, server } from '@/testing/msw-server';
import { ANNA, OLIVIA, buildReply, buildThread, recordReadPosts, renderThread, replyPage } from './thread-fixtures';

const HOUR_MS = 3_600_000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

describe('what a reader may do with the thread', () => {
  beforeEach(() => {
    recordReadPosts();
  });

  it('gives staff the moderation bar; closing removes the reply form at once', async () => {
    const patches: unknown[] = [];
    let closed = false;
    server.use(
      http.patch(`${BROWSER_API}/forum/posts/1/`, async ({ request }) => {
        const body = (await request.json()) as { isClosed?: boolean };
        patches.push(body);
        closed = body.isClosed ?? closed;
        return HttpResponse.json(buildThread({ isClosed: closed }));
      }),
      http.get(`${BROWSER_API}/forum/posts/1/`, () => HttpResponse.json(buildThread({ isClosed: closed }))),
    );
    renderThread(buildThread(), replyPage([]), { staff: true, route: '/forum/1?reply=1' });
    const user = userEvent.setup();
    const bar = screen.getByRole('group', { name: 'Moderation' });
    expect(within(bar).getByRole('button', { name: 'Pin thread' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Your reply' })).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Close thread' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This thread is closed to new replies.');
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Reopen thread' })).toBeInTheDocument();
    expect(patches).toEqual([{ isClosed: true }]);
  });

  it('gives a member no moderation bar', () => {
    renderThread(buildThread(), replyPage([]));
    expect(screen.queryByRole('group', { name: 'Moderation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
  });

  it('tells a shared account it cannot post, and offers no reply', () => {
    renderThread(buildThread(), replyPage([]), { shared: true });
    expect(screen.getByText(/A shared clinic account cannot post in the forum/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('lets a member edit and delete their own posts only within the window', async () => {
    const replies = [
      buildReply({ id: 11, author: OLIVIA, createdAt: hoursAgo(2) }),
      buildReply({ id: 12, author: OLIVIA, createdAt: hoursAgo(30) }),
      buildReply({ id: 13, author: ANNA, createdAt: hoursAgo(1) }),
    ];
    renderThread(buildThread(), replyPage(replies));
    const recent = within(document.getElementById('post-11')!);
    expect(await recent.findByRole('button', { name: "Edit Olivia Owner's post" })).toBeInTheDocument();
    expect(recent.getByRole('button', { name: "Delete Olivia Owner's post" })).toBeInTheDocument();
    const old = within(document.getElementById('post-12')!);
    expect(old.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(old.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    const others = within(document.getElementById('post-13')!);
    expect(others.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    // The thread is Anna's: the member may not mark answers in it.
    expect(screen.queryByRole('button', { name: /^Mark as answer/ })).not.toBeInTheDocument();
  });

  it('deletes a reply after the confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete(`${BROWSER_API}/forum/posts/11/`, ({ request }) => {
        deleted.push(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BROWSER_API}/forum/posts/1/`, () => HttpResponse.json(buildThread({ replyCount: 0 }))),
      http.get(`${BROWSER_API}/forum/posts/1/replies/`, () => HttpResponse.json(replyPage([]))),
    );
    renderThread(buildThread(), replyPage([buildReply({ id: 11, createdAt: hoursAgo(1) })]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Delete Olivia Owner's post" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this post?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toHaveLength(1));
    await waitFor(() => expect(document.getElementById('post-11')).toBeNull());
  });

  it('goes back to the forum after deleting one’s own thread', async () => {
    server.use(http.delete(`${BROWSER_API}/forum/posts/1/`, () => new HttpResponse(null, { status: 204 })));
    renderThread(buildThread({ author: OLIVIA, createdAt: hoursAgo(1), replyCount: 0 }), replyPage([]), {
      route: '/forum/1',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "Delete Olivia Owner's post" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this thread and its replies?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockRouter.asPath).toBe('/forum'));
  });

  it('lets a member delete their thread while only they have replied to it', async () => {
    const mine = buildThread({ author: OLIVIA, createdAt: hoursAgo(1), replyCount: 1 });
    const { unmount } = renderThread(mine, replyPage([buildReply({ id: 11, author: OLIVIA })]));
    const thread = within(document.getElementById('post-1')!);
    expect(await thread.findByRole('button', { name: "Delete Olivia Owner's post" })).toBeInTheDocument();
    unmount();
    renderThread(mine, replyPage([buildReply({ id: 11, author: ANNA })]));
    const answered = within(document.getElementById('post-1')!);
    expect(await answered.findByRole('button', { name: "Edit Olivia Owner's post" })).toBeInTheDocument();
    expect(answered.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it('lets the thread’s author mark a reply as the answer', async () => {
    const patches: unknown[] = [];
    server.use(
      http.patch(`${BROWSER_API}/forum/posts/1/`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json(buildThread({ author: OLIVIA, answerId: 13, isAnswered: true }));
      }),
      http.get(`${BROWSER_API}/forum/posts/1/`, () =>
        HttpResponse.json(buildThread({ author: OLIVIA, answerId: 13, isAnswered: true })),
      ),
    );
    renderThread(buildThread({ author: OLIVIA }), replyPage([buildReply({ id: 13, author: ANNA })]));
    await userEvent.click(screen.getByRole('button', { name: "Mark as answer: Anna Berg's post" }));
    expect(await screen.findByRole('link', { name: 'Jump to the answer' })).toHaveAttribute('href', '#post-13');
    expect(screen.getByRole('button', { name: "Unmark answer: Anna Berg's post" })).toBeInTheDocument();
    expect(patches).toEqual([{ answer: 13 }]);
  });
});
