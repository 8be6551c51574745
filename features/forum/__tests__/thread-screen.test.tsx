import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BROWSER_API, server } from '@/testing/msw-server';
import { ANNA, buildReply, buildThread, recordReadPosts, renderThread, replyPage } from './thread-fixtures';

describe('a forum thread’s page', () => {
  it('shows the thread, its replies as articles, the answer and what is new, and marks it read once', async () => {
    const reads = recordReadPosts();
    const replies = [buildReply({ id: 11 }), buildReply({ id: 12, author: ANNA, quoteId: 11, post: '<p>Thanks!</p>' })];
    renderThread(buildThread({ answerId: 11, isAnswered: true, firstUnreadId: 12 }), replyPage(replies));

    expect(screen.getByRole('heading', { level: 1, name: /Vaccination schedules for puppies/ })).toBeInTheDocument();
    expect(screen.getByText('Answered')).toBeInTheDocument();
    expect(document.getElementById('post-1')).toHaveTextContent('Which schedule do you use?');
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(document.getElementById('post-11')).toHaveTextContent('Answer');
    expect(screen.getByRole('link', { name: 'Jump to the answer' })).toHaveAttribute('href', '#post-11');
    expect(screen.getByRole('link', { name: 'In reply to Olivia Owner' })).toHaveAttribute('href', '#post-11');
    // The divider sits just before the first unread reply.
    const divider = screen.getByText('New since your last visit');
    expect(divider.closest('li')?.nextElementSibling).toContainElement(document.getElementById('post-12'));
    await waitFor(() => expect(reads).toEqual([{ post: 1, unread: false }]));
  });

  it('marks the thread unread on request and says so', async () => {
    const reads = recordReadPosts();
    renderThread(buildThread(), replyPage([]));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(await screen.findByText('Marked as unread.')).toHaveAttribute('role', 'status');
    expect(reads).toContainEqual({ post: 1, unread: true });
  });

  it('has no reply button or form on a closed thread, and says why', async () => {
    recordReadPosts();
    renderThread(buildThread({ isClosed: true }), replyPage([buildReply()]), { route: '/forum/1?reply=1' });
    expect(screen.getByRole('alert')).toHaveTextContent('This thread is closed to new replies.');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Quote/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a reply' })).not.toBeInTheDocument();
  });

  it('follows and unfollows the thread, saying what changed', async () => {
    recordReadPosts();
    const calls: string[] = [];
    server.use(
      http.post(`${BROWSER_API}/forum/subscriptions/`, () => {
        calls.push('follow');
        return HttpResponse.json({ post: 1, following: true }, { status: 201 });
      }),
      http.delete(`${BROWSER_API}/forum/subscriptions/1/`, () => {
        calls.push('unfollow');
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(`${BROWSER_API}/forum/posts/1/`, () => HttpResponse.json(buildThread({ following: true }))),
      http.get(`${BROWSER_API}/forum/posts/1/replies/`, () => HttpResponse.json(replyPage([]))),
    );
    renderThread(buildThread(), replyPage([]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(await screen.findByText('You follow this thread.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByText('You no longer follow this thread.')).toBeInTheDocument();
    expect(calls).toEqual(['follow', 'unfollow']);
  });

  it('pages a long thread by number, with a way to the newest replies', async () => {
    recordReadPosts();
    const replies = Array.from({ length: 25 }, (_, index) => buildReply({ id: 100 + index }));
    renderThread(buildThread({ replyCount: 200 }), replyPage(replies, 2, 200));
    const pages = screen.getByRole('navigation', { name: 'Reply pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1 of 8' })).toHaveAttribute('href', '/forum/1?page=1');
    expect(within(pages).getByRole('link', { name: 'Page 4 of 8' })).toHaveAttribute('href', '/forum/1?page=4');
    expect(within(pages).getByRole('link', { name: 'Page 8 of 8' })).toHaveAttribute('href', '/forum/1?page=8');
    expect(within(pages).queryByRole('link', { name: 'Page 6 of 8' })).not.toBeInTheDocument();
    expect(within(pages).getByText('2').closest('li')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Go to the newest replies' })).toHaveAttribute(
      'href',
      '/forum/1?page=8#newest-reply',
    );
    expect(document.getElementById('newest-reply')).toBeNull();
  });

  it('on the last page, the newest reply is where "Go to the newest replies" leads', async () => {
    recordReadPosts();
    const replies = [buildReply({ id: 300 }), buildReply({ id: 301 })];
    renderThread(buildThread({ replyCount: 27 }), replyPage(replies, 2, 27));
    expect(screen.getByRole('link', { name: 'Go to the newest replies' })).toHaveAttribute('href', '#newest-reply');
    expect(document.getElementById('newest-reply')).toContainElement(document.getElementById('post-301'));
  });

  it('says a page past the last has no replies, and pages back by the thread’s count', async () => {
    recordReadPosts();
    renderThread(buildThread({ replyCount: 200 }), replyPage([], 12, 0));
    expect(screen.getByText('There are no replies on this page.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '200 replies' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Reply pages' });
    expect(within(pages).getByRole('link', { name: 'Page 8 of 8' })).toHaveAttribute('href', '/forum/1?page=8');
  });

  it('opens at the reply a mention names (?postId=): highlighted and focused, the mention marked', async () => {
    recordReadPosts();
    const replies = [
      buildReply({ id: 11 }),
      buildReply({
        id: 12,
        author: ANNA,
        post: '<p>@Olivia Owner, what do you think?</p>',
        mentions: ['Olivia Owner'],
      }),
    ];
    renderThread(buildThread(), replyPage(replies), { route: '/forum/1?postId=12' });
    const mentioned = document.getElementById('post-12')!;
    await waitFor(() => expect(mentioned).toHaveFocus());
    expect(mentioned).toHaveClass('highlighted');
    expect(document.getElementById('post-11')).not.toHaveClass('highlighted');
    expect(mentioned.querySelector('.mention')).toHaveTextContent('@Olivia Owner');
    expect(document.getElementById('post-11')?.querySelector('.mention')).toBeNull();
  });

  it('highlights the post of the address’s #post- anchor too', async () => {
    recordReadPosts();
    renderThread(buildThread(), replyPage([buildReply({ id: 11 }), buildReply({ id: 12 })]), {
      route: '/forum/1?postId=12#post-12',
    });
    await waitFor(() => expect(document.getElementById('post-12')).toHaveFocus());
    expect(document.getElementById('post-12')).toHaveClass('highlighted');
  });
});
