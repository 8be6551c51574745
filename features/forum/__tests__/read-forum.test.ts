import { describe, expect, it } from '@jest/globals';
import { ApiError } from '@/lib/api/api-error';
import type { ApiClient } from '@/lib/api/client';
import { getCategories } from '../api/categories';
import { getReplies } from '../api/replies';
import { getThread } from '../api/thread';
import { getThreads } from '../api/threads';
import { buildReply, buildThread } from './thread-fixtures';

const answering = (answer: unknown) => ({ get: async () => answer }) as unknown as ApiClient;
const CATEGORY = { id: 1, key: 'clinical', name: 'Clinical questions' };

describe('the forum’s answers, read as every other area’s (lib/api/read-answer)', () => {
  it('read a list sent bare or as a DRF page, leaving out a thread without an id', async () => {
    const thread = buildThread({ id: 1 });
    const { post: _post, mentions: _mentions, answerId: _a, firstUnreadId: _f, ...listed } = thread;
    const bare = await getThreads(answering([listed, { title: 'No id' }]), '/forum/posts/');
    expect(bare).toEqual({ count: 1, next: null, previous: null, results: [listed] });
    const paged = await getThreads(answering({ count: 41, next: null, previous: null, results: [listed] }), 'k');
    expect(paged.count).toBe(41);
    expect(paged.results).toEqual([listed]);
    expect(await getCategories(answering({ count: 1, next: null, previous: null, results: [CATEGORY] }))).toEqual([
      CATEGORY,
    ]);
  });

  it('give what a thread or reply leaves out a default, and keep only the contract’s fields', async () => {
    const read = await getThread(answering({ id: 4, title: 'Sparse', extra: 'not ours' }), 4);
    expect(read).toMatchObject({ id: 4, title: 'Sparse', category: null, post: '', mentions: [], answerId: null });
    expect(read).not.toHaveProperty('extra');
    const replies = await getReplies(answering([buildReply({ id: 9 }), 'junk']), 4, { page: 3 });
    expect(replies.results.map((reply) => reply.id)).toEqual([9]);
    expect(replies.page).toBe(3);
  });

  it('turn an answer without the shape they need into the error view’s ApiError, not a crash', async () => {
    await expect(getThreads(answering('<html>'), 'k')).rejects.toBeInstanceOf(ApiError);
    await expect(getThread(answering({ title: 'No id' }), 4)).rejects.toBeInstanceOf(ApiError);
    await expect(getCategories(answering(null))).rejects.toBeInstanceOf(ApiError);
  });
});
