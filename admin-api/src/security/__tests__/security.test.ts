import fc from 'fast-check';
import { decodeJwt, SignJWT } from 'jose';
import { createTokenService, InvalidTokenError } from '../jwt';
import { hashPassword, passwordProblems, verifyPassword } from '../passwords';
import { createResetTokenService, RESET_TOKEN_LIFETIME_SECONDS } from '../reset-tokens';
import { decodeUid, encodeUid } from '../uid';

const SECRET = 'unit-test-secret-unit-test-secret-0123456789';
const userId = fc.integer({ min: 1, max: 2_147_483_647 });
const tokenVersion = fc.integer({ min: 0, max: 2_147_483_647 });

describe('uid (djoser)', () => {
  it('round-trips every user id', () => {
    fc.assert(fc.property(userId, (id) => decodeUid(encodeUid(id)) === id));
  });

  it('is URL-safe base64 without padding, like Django', () => {
    expect(encodeUid(2)).toBe('Mg');
    expect(encodeUid(12)).toBe('MTI');
    fc.assert(fc.property(userId, (id) => /^[A-Za-z0-9_-]+$/.test(encodeUid(id))));
  });

  it('refuses anything that is not the canonical encoding of a positive id', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const id = decodeUid(text);
        return id === null || encodeUid(id) === text;
      }),
    );
    for (const bad of ['', 'MA', 'LTE', 'MDE', 'abc$', 'Mg==']) expect(decodeUid(bad)).toBeNull();
  });
});

describe('JWT (simplejwt claims)', () => {
  const tokens = createTokenService(SECRET);

  it('round-trips type, user id and token version with simplejwt claims', async () => {
    await fc.assert(
      fc.asyncProperty(
        userId,
        tokenVersion,
        fc.constantFrom('access' as const, 'refresh' as const),
        async (id, version, type) => {
          const token = await tokens.sign(type, { id, tokenVersion: version });
          const claims = await tokens.verify(token, type);
          expect(claims).toMatchObject({ token_type: type, user_id: id, ver: version });
          expect(claims.jti).toMatch(/^[0-9a-f]{32}$/);
          expect(claims.exp - claims.iat).toBe(type === 'access' ? 900 : 2_592_000);
          await expect(tokens.verify(token, type === 'access' ? 'refresh' : 'access')).rejects.toBeInstanceOf(
            InvalidTokenError,
          );
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses a token whose payload or signature was changed', async () => {
    const token = await tokens.sign('access', { id: 7, tokenVersion: 0 });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: signature.length - 2 }), async (index) => {
        const flipped = signature[index] === 'A' ? 'B' : 'A';
        const tampered = `${header}.${payload}.${signature.slice(0, index)}${flipped}${signature.slice(index + 1)}`;
        await expect(tokens.verify(tampered)).rejects.toBeInstanceOf(InvalidTokenError);
      }),
      { numRuns: 40 },
    );
    const otherPayload = Buffer.from(JSON.stringify({ ...decodeJwt(token), user_id: 1 })).toString('base64url');
    await expect(tokens.verify(`${header}.${otherPayload}.${signature}`)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('refuses another algorithm, another secret and missing claims', async () => {
    const key = new TextEncoder().encode(SECRET);
    const hs512 = await new SignJWT({ token_type: 'access', user_id: 1, jti: 'a' })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const noUser = await new SignJWT({ token_type: 'access', jti: 'a' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const other = await createTokenService(`${SECRET}-other`).sign('access', { id: 1, tokenVersion: 0 });
    for (const token of [hs512, noUser, other]) {
      await expect(tokens.verify(token)).rejects.toBeInstanceOf(InvalidTokenError);
    }
  });

  it('marks magic tokens and gives them 15 minutes', async () => {
    const claims = await tokens.verify(
      await tokens.sign('refresh', { id: 3, tokenVersion: 2 }, { magic: true }),
      'refresh',
    );
    expect(claims.magic).toBe(true);
    expect(claims.ver).toBe(2);
    expect(claims.exp - claims.iat).toBe(900);
  });

  it('counts a token without a version (signed before versions) as version 0, and refuses a malformed one', async () => {
    const key = new TextEncoder().encode(SECRET);
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT({ token_type: 'access', user_id: 1, jti: 'a', ...claims })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key);
    expect((await tokens.verify(await signed({}))).ver).toBe(0);
    for (const ver of [-1, 1.5, '1', null]) {
      await expect(tokens.verify(await signed({ ver }))).rejects.toBeInstanceOf(InvalidTokenError);
    }
  });
});

describe('reset tokens', () => {
  let now = new Date('2026-11-22T12:00:00Z');
  const service = createResetTokenService(SECRET, () => now);
  const userArb = fc.record({
    id: userId,
    password: fc.option(fc.string({ minLength: 1, maxLength: 60 }), { nil: null }),
    isActive: fc.boolean(),
  });

  it('accepts its own token for the same user state within 3 days', () => {
    fc.assert(
      fc.property(userArb, fc.integer({ min: 0, max: RESET_TOKEN_LIFETIME_SECONDS }), (user, age) => {
        now = new Date('2026-11-22T12:00:00Z');
        const token = service.make(user);
        now = new Date(now.getTime() + age * 1000);
        return service.check(user, token);
      }),
    );
  });

  it('dies when the password hash or isActive changes, for another user, and after 3 days', () => {
    fc.assert(
      fc.property(userArb, fc.string({ minLength: 1, maxLength: 60 }), (user, otherHash) => {
        now = new Date('2026-11-22T12:00:00Z');
        const token = service.make(user);
        const changedHash = otherHash !== user.password && service.check({ ...user, password: otherHash }, token);
        const changedActive = service.check({ ...user, isActive: !user.isActive }, token);
        const otherUser = service.check({ ...user, id: user.id === 1 ? 2 : user.id - 1 }, token);
        now = new Date(now.getTime() + (RESET_TOKEN_LIFETIME_SECONDS + 1) * 1000);
        const expired = service.check(user, token);
        return !changedHash && !changedActive && !otherUser && !expired;
      }),
    );
  });

  it('refuses malformed tokens and tokens of another secret', () => {
    now = new Date('2026-11-22T12:00:00Z');
    const user = { id: 5, password: 'x', isActive: true };
    const foreign = createResetTokenService(`${SECRET}x`, () => now).make(user);
    for (const token of [foreign, '', 'abc', `${service.make(user)}x`, '-'.repeat(50)]) {
      expect(service.check(user, token)).toBe(false);
    }
  });
});

describe('passwords', () => {
  // Cheap parameters: the property is about salting and encoding, not cost.
  const fast = { N: 1024, r: 8, p: 1 };

  it('verifies the right password and refuses others, with a fresh salt each time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (a, b) => {
          const hash = await hashPassword(a, fast);
          expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
          expect(await verifyPassword(a, hash)).toBe(true);
          if (a.normalize('NFKC') !== b.normalize('NFKC')) expect(await verifyPassword(b, hash)).toBe(false);
          expect(await hashPassword(a, fast)).not.toBe(hash);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('uses the default (OWASP) parameters and refuses unusable or tampered hashes', async () => {
    const hash = await hashPassword('vetnet-demo');
    expect(hash.startsWith('scrypt$32768$8$3$')).toBe(true);
    expect(await verifyPassword('vetnet-demo', hash)).toBe(true);
    expect(await verifyPassword('vetnet-demo', null)).toBe(false);
    expect(await verifyPassword('vetnet-demo', 'pbkdf2_sha256$1$x$y')).toBe(false);
    expect(await verifyPassword('vetnet-demo', hash.replace('$32768$', '$1048576000$'))).toBe(false);
  });

  it('applies the contract rules', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8,20}$/), (digits) =>
        passwordProblems(digits, 'a@b.example').includes('This password is entirely numeric.'),
      ),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 7 }), (short) =>
        passwordProblems(short, 'a@b.example').some((p) => p.includes('too short')),
      ),
    );
    expect(passwordProblems('good-secret-1', 'owner@vetnet.example')).toEqual([]);
    expect(passwordProblems('Owner@Vetnet.Example', 'owner@vetnet.example')).toEqual([
      'The password is too similar to the email address.',
    ]);
  });
});
