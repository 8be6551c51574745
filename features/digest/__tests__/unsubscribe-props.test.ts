/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { DIGEST_API } from '@/lib/contract/digest';
import { server } from '@/testing/msw-server';
import { signedInContext } from '@/testing/signed-in-context';
import { unsubscribePageProps } from '../server/unsubscribe-props';
import type { GetServerSidePropsContext } from 'next';

const API = 'http://api.test/api/v1';
const TOKEN = 'MTc.abc-signed';

/** A visitor without any session, from a German-speaking browser. */
async function anonymous(token: string): Promise<GetServerSidePropsContext> {
  const ctx = await signedInContext(`/digest/unsubscribe/${token}`, { token });
  ctx.req.headers = { host: 'portal.test', 'accept-language': 'de-DE,de;q=0.9' };
  (ctx.req as unknown as { cookies: Record<string, string> }).cookies = {};
  return { ...ctx, query: { token } };
}

function api(answer: () => Response) {
  const calls: string[] = [];
  server.use(
    http.get(`${API}${DIGEST_API.unsubscribe(TOKEN)}`, ({ request }) => {
      calls.push(`GET ${request.headers.get('authorization') ?? 'no session'}`);
      return answer();
    }),
    http.post(`${API}${DIGEST_API.unsubscribe(TOKEN)}`, () => {
      calls.push('POST');
      return HttpResponse.json({});
    }),
  );
  return calls;
}

beforeAll(() => {
  process.env.API_URL = 'http://api.test';
});

describe('the unsubscribe page’s server props', () => {
  it('only read the subscription (a GET; mail scanners open links) and speak the member’s language', async () => {
    const calls = api(() =>
      HttpResponse.json({ subscribed: true, email: 'a•••@klinik.se', language: 'sv', list: 'digest' }),
    );
    const result = await unsubscribePageProps(await anonymous(TOKEN));
    expect(calls).toEqual(['GET no session']);
    expect(result).toHaveProperty('props.state.subscribed', true);
    expect(result).toHaveProperty('props.session', null);
    expect(result).toHaveProperty('props._nextI18Next.initialLocale', 'sv');
  });

  it('answer a forged or spent link with its explanation, in the browser’s language', async () => {
    api(() => HttpResponse.json({ code: 'invalid_token', detail: 'Invalid link.' }, { status: 400 }));
    const ctx = await anonymous(TOKEN);
    const result = await unsubscribePageProps(ctx);
    expect(result).toHaveProperty('props.problem', 'invalidLink');
    expect(result).toHaveProperty('props.state', null);
    expect(result).toHaveProperty('props._nextI18Next.initialLocale', 'de');
    expect(ctx.res.statusCode).toBe(404);
  });
});
