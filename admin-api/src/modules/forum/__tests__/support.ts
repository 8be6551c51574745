// Shared set-up of the forum's API tests: writing threads and replies as a user, and reading them back.
import { type ForumReply, type ForumThread, type ForumThreadDetail, type ReplyPage } from '../../../contract/forum';
import { type TestApp } from '../../../test-support/test-app';

export const POSTS = '/api/v1/forum/posts/';
export const post = (id: number) => `/api/v1/forum/posts/${id}/`;
export const replies = (id: number) => `/api/v1/forum/posts/${id}/replies/`;
export const READ_POST = '/api/v1/forum/read-post/';

export async function firstCategory(t: TestApp): Promise<number> {
  const response = await t.call({ url: '/api/v1/forum/categories/', as: 'staff@vetnet.example' });
  return (response.json() as { id: number }[])[0]!.id;
}

let made = 0;

/** Starts a thread as `as`; answers it (201 expected). */
export async function startThread(
  t: TestApp,
  as: string,
  fields: Partial<{ title: string; post: string; category: number; country: number }> = {},
): Promise<ForumThreadDetail> {
  made += 1;
  const response = await t.call({
    method: 'POST',
    url: POSTS,
    as,
    payload: {
      title: fields.title ?? `Thread number ${made}`,
      category: fields.category ?? (await firstCategory(t)),
      post: fields.post ?? `<p>Opening post ${made}</p>`,
      ...(fields.country === undefined ? {} : { country: fields.country }),
    },
  });
  if (response.statusCode !== 201) throw new Error(`startThread: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function reply(t: TestApp, as: string, threadId: number, html = '<p>A reply</p>'): Promise<ForumReply> {
  const response = await t.call({ method: 'POST', url: replies(threadId), as, payload: { post: html } });
  if (response.statusCode !== 201) throw new Error(`reply: ${response.statusCode} ${response.body}`);
  return response.json();
}

export async function threadAs(t: TestApp, as: string, id: number): Promise<ForumThreadDetail> {
  return (await t.call({ url: post(id), as })).json();
}

/** The thread as it stands in `as`'s list (searched by its unique title). */
export async function listedAs(t: TestApp, as: string, thread: { id: number; title: string }): Promise<ForumThread> {
  const response = await t.call({ url: `${POSTS}?title=${encodeURIComponent(thread.title)}`, as });
  const found = (response.json() as { results: ForumThread[] }).results.find((row) => row.id === thread.id);
  if (!found) throw new Error(`${thread.title} is not in ${as}'s list`);
  return found;
}

export async function repliesPage(t: TestApp, as: string, threadId: number, query = ''): Promise<ReplyPage> {
  return (await t.call({ url: `${replies(threadId)}${query}`, as })).json();
}
