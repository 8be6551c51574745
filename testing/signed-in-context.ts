import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { SignJWT } from 'jose';
import { ACCESS_TOKEN_COOKIE } from '@/lib/auth/token-cookies';
import type { GetServerSidePropsContext } from 'next';

/** A valid access token of user 3: the guard reads the session from the API with it (never verified here). */
async function accessToken(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: 'access', user_id: 3 })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(now)
    .setExpirationTime(now + 900)
    .sign(new TextEncoder().encode('loader-test-secret-of-enough-length'));
}

/** The request of a signed-in user for `path`, as a page loader (getServerSideProps) receives it. */
export async function signedInContext(
  path: string,
  params: Record<string, string> = {},
): Promise<GetServerSidePropsContext> {
  const req = new IncomingMessage(new Socket()) as IncomingMessage & { cookies: Record<string, string> };
  req.cookies = { [ACCESS_TOKEN_COOKIE]: await accessToken() };
  req.headers = { host: 'portal.test' };
  const url = new URL(path, 'http://portal.test');
  return {
    req,
    res: new ServerResponse(req),
    resolvedUrl: path,
    query: Object.fromEntries(url.searchParams),
    params,
  } as unknown as GetServerSidePropsContext;
}
