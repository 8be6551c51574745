import { http, HttpResponse } from 'msw';
import { API_PREFIX } from '@/lib/contract/api-prefix';
import { SETTINGS_API } from '@/lib/contract/settings';

/**
 * `GET me/with/?path=…` as the admin API answers it: `me/` and the path, each asked of the test's
 * own handlers with the same token and language, so a page test sees through it what it set up.
 */
export const meWithAsTheApiAnswers = http.get(`*${API_PREFIX}${SETTINGS_API.meWith}`, async ({ request }) => {
  const url = new URL(request.url);
  const root = `${url.origin}${url.pathname.slice(0, -SETTINGS_API.meWith.length)}`;
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'accept-language']) {
    const value = request.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  const me = await fetch(`${root}${SETTINGS_API.me}`, { headers });
  if (!me.ok) return new HttpResponse(await me.text(), { status: me.status, headers: me.headers });
  const inner = await fetch(`${root}${url.searchParams.get('path') ?? ''}`, { headers });
  const text = await inner.text();
  const isJson = /\bjson\b/.test(inner.headers.get('content-type') ?? '') && text !== '';
  return HttpResponse.json({
    me: (await me.json()) as unknown,
    answer: { status: inner.status, body: isJson ? (JSON.parse(text) as unknown) : null },
  });
});
