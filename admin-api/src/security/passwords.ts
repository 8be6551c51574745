// Password hashing with scrypt from node:crypto: salted, parameters stored with the hash so they
// can be raised later without invalidating old hashes, compared in constant time.
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** OWASP's scrypt alternative with 32 MiB of memory: N=2^15, r=8, p=3. */
export const DEFAULT_SCRYPT = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

type ScryptParams = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 128 * params.N * params.r * 2 + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt base64url>$<hash base64url>` */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

function parse(encoded: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = encoded.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || !Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p)) return null;
  // Refuse absurd parameters from a tampered row rather than exhausting memory.
  if (N > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

/** Whether `password` matches `encoded`; false for a null (unusable) or malformed hash. */
export async function verifyPassword(password: string, encoded: string | null): Promise<boolean> {
  const parsed = encoded ? parse(encoded) : null;
  if (!parsed) {
    // Spend the same time as a real check, so a missing account does not answer faster.
    await derive(password, DUMMY_SALT, DEFAULT_SCRYPT, KEY_LENGTH);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);

/**
 * Django's rules for a new password, as the contract names them: at least 8 characters, not
 * entirely numeric, not the e-mail address (nor its local part). Returns the messages, empty if ok.
 */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push('This password is too short. It must contain at least 8 characters.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  const lowered = password.toLowerCase();
  const address = email.toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  if (address && (lowered === address || lowered === localPart || lowered.includes(address))) {
    problems.push('The password is too similar to the email address.');
  }
  return problems;
}
