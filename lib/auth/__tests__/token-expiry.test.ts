/** @jest-environment node */
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { isTokenExpired, tokenExpiresAt } from '../token-expiry';

const secret = new TextEncoder().encode('test-secret-of-enough-length-for-hs256');

function tokenExpiringAt(exp: number): Promise<string> {
  return new SignJWT({ token_type: 'access', user_id: 3 })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(exp)
    .sign(secret);
}

describe('token expiry', () => {
  const now = 1_800_000_000;

  it('reads the exp claim', async () => {
    expect(tokenExpiresAt(await tokenExpiringAt(now + 900))).toBe(now + 900);
  });

  it('treats a token as valid until the leeway before its expiry', async () => {
    const token = await tokenExpiringAt(now + 900);
    expect(isTokenExpired(token, now, 30)).toBe(false);
    expect(isTokenExpired(token, now + 869, 30)).toBe(false);
    expect(isTokenExpired(token, now + 870, 30)).toBe(true);
    expect(isTokenExpired(token, now + 1000, 30)).toBe(true);
  });

  it('treats a missing, unreadable or exp-less token as expired', async () => {
    const withoutExp = await new SignJWT({ user_id: 3 }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect(isTokenExpired(undefined, now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
    expect(isTokenExpired('not.a.jwt', now)).toBe(true);
    expect(isTokenExpired(withoutExp, now)).toBe(true);
    expect(tokenExpiresAt('garbage')).toBeNull();
  });

  it('agrees with the exp claim for any expiry and clock', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        async (exp, clock) => {
          const token = await tokenExpiringAt(exp);
          return isTokenExpired(token, clock, 0) === exp <= clock;
        },
      ),
      { numRuns: 50 },
    );
  });
});
