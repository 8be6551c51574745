import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import mockRouter from 'next-router-mock';
import { BROWSER_API, server } from '@/testing/msw-server';
import { draftKey } from '../reply-draft';
import { ANNA, buildReply, buildThread, recordReadPosts, renderThread, replyPage } from './thread-fixtures';

afterEach(() => window.localStorage.clear());

function editorOf(name = 'Your reply') {
  return screen.findByRole('textbox', { name });
}

describe('the reply form', () => {
  beforeEach(() => {
    recordReadPosts();
  });

  it('opens with the quoted post in a blockquote for ?quoteId=, and posts the quote', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post(`${BROWSER_API}/forum/posts/1/replies/`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(buildReply({ id: 30, quoteId: 12 }), { status: 201 });
      }),
      http.get(`${BROWSER_API}/forum/posts/1/`, () => HttpResponse.json(buildThread({ replyCount: 3 }))),
      http.get(`${BROWSER_API}/forum/posts/1/replies/`, () => HttpResponse.json(replyPage([]))),
    );
    const replies = [buildReply({ id: 12, author: ANNA, post: '<p>Boost at <em>16</em> weeks.</p>' })];
    renderThread(buildThread(), replyPage(replies), { route: '/forum/1?quoteId=12' });

    const editor = await editorOf();
    const quote = editor.querySelector('blockquote');
    expect(quote).toHaveTextContent('Anna Berg wrote:');
    expect(quote?.querySelector('em')).toHaveTextContent('16');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ quote: 12, post: expect.stringContaining('<blockquote>') });
    await waitFor(() => expect(mockRouter.asPath).toBe('/forum/1?postId=30#post-30'));
    expect(await screen.findByText('Your reply was posted.')).toBeInTheDocument();
    expect(window.localStorage.getItem(draftKey(1))).toBeNull();
  });

  it('marks the reply required: an asterisk by its label and aria-required', async () => {
    renderThread(buildThread(), replyPage([]), { route: '/forum/1?reply=1' });
    const editor = await editorOf();
    expect(editor).toHaveAttribute('aria-required', 'true');
    const label = document.getElementById(editor.getAttribute('aria-labelledby')!);
    expect(label?.querySelector('.required-mark')).toHaveTextContent('*');
  });

  it('"Quote" on a post opens the form with that post quoted', async () => {
    renderThread(buildThread(), replyPage([buildReply({ id: 12, author: ANNA })]));
    const reply = document.getElementById('post-12')!;
    await userEvent.click(within(reply).getByRole('button', { name: "Quote Anna Berg's post" }));
    expect((await editorOf()).querySelector('blockquote')).toHaveTextContent('Anna Berg wrote:');
  });

  it('restores what was typed after the page is mounted again, and discards it on request', async () => {
    const first = renderThread(buildThread(), replyPage([]), { route: '/forum/1?reply=1' });
    const user = userEvent.setup();
    (await editorOf()).focus();
    await user.keyboard('Half a thought');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Post reply' })).toBeEnabled());
    first.unmount();
    expect(window.localStorage.getItem(draftKey(1))).toContain('Half a thought');

    renderThread(buildThread(), replyPage([]));
    expect(await screen.findByText('Your unsent reply was restored.')).toBeInTheDocument();
    expect(await editorOf()).toHaveTextContent('Half a thought');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(window.localStorage.getItem(draftKey(1))).toBeNull();
    expect(screen.queryByText('Your unsent reply was restored.')).not.toBeInTheDocument();
  });

  it('closes on cancel when scrollIntoView answers a promise (as Chromium does): no effect returns it as a cleanup', async () => {
    const scroll = jest.fn(() => Promise.resolve());
    Element.prototype.scrollIntoView = scroll as unknown as Element['scrollIntoView'];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderThread(buildThread(), replyPage([]));
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Reply' }));
      await editorOf();
      expect(scroll).toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Write a reply' })).not.toBeInTheDocument());
      expect(errors.mock.calls.flat().map(String).join('\n')).not.toMatch(/is not a function|must not return/);
      expect(screen.getByRole('heading', { name: 'Vaccination schedules for puppies' })).toBeInTheDocument();
    } finally {
      errors.mockRestore();
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('shows the server’s refusal beside the form and keeps the text', async () => {
    server.use(
      http.post(`${BROWSER_API}/forum/posts/1/replies/`, () =>
        HttpResponse.json({ nonFieldErrors: ['This thread is closed to new replies.'] }, { status: 400 }),
      ),
    );
    renderThread(buildThread(), replyPage([]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    (await editorOf()).focus();
    await user.keyboard('My answer');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This thread is closed to new replies.');
    expect(await editorOf()).toHaveTextContent('My answer');
  });
});
