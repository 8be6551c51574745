import { jwtVerify } from 'jose';
import { createTokenService, InvalidTokenError, VERIFIED_TOKENS_KEPT } from '../jwt';
import type * as jose from 'jose';

jest.mock('jose', () => {
  const actual = jest.requireActual<typeof jose>('jose');
  return { ...actual, jwtVerify: jest.fn(actual.jwtVerify) };
});

const SECRET = 'a test secret that is long enough for HS256 keys';
const verifyCalls = () => (jwtVerify as jest.Mock).mock.calls.length;

describe('verified tokens', () => {
  beforeEach(() => (jwtVerify as jest.Mock).mockClear());

  it('checks a token’s signature once, and its expiry on every use', async () => {
    let clock = new Date('2026-11-26T12:00:00Z');
    const tokens = createTokenService(SECRET, () => clock);
    const token = await tokens.sign('access', { id: 7, tokenVersion: 2 });
    const first = await tokens.verify(token, 'access');
    const again = await tokens.verify(token, 'access');
    expect(again).toEqual(first);
    expect(verifyCalls()).toBe(1);
    // The claims are still checked on a remembered token.
    await expect(tokens.verify(token, 'refresh')).rejects.toBeInstanceOf(InvalidTokenError);
    // Expired since: refused, as jose refuses it.
    clock = new Date(first.exp * 1000);
    await expect(tokens.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('remembers only tokens that verified, each service its own', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign('access', { id: 7, tokenVersion: 0 });
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature!.slice(0, -2)}xx`;
    await expect(tokens.verify(tampered)).rejects.toBeInstanceOf(InvalidTokenError);
    await expect(tokens.verify(tampered)).rejects.toBeInstanceOf(InvalidTokenError);
    await tokens.verify(token);
    await expect(createTokenService(`${SECRET}-other`).verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('keeps at most VERIFIED_TOKENS_KEPT, forgetting the oldest', async () => {
    const tokens = createTokenService(SECRET);
    const oldest = await tokens.sign('access', { id: 1, tokenVersion: 0 });
    await tokens.verify(oldest);
    for (let id = 2; id <= VERIFIED_TOKENS_KEPT; id += 1)
      await tokens.verify(await tokens.sign('access', { id, tokenVersion: 0 }));
    (jwtVerify as jest.Mock).mockClear();
    await tokens.verify(oldest);
    expect(verifyCalls()).toBe(0);
    await tokens.verify(await tokens.sign('access', { id: VERIFIED_TOKENS_KEPT + 1, tokenVersion: 0 }));
    await tokens.verify(oldest);
    expect(verifyCalls()).toBe(2);
  });
});
