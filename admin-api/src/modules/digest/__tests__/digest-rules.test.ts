// The digest's pure rules: tokens, masks, excerpts, schedules and header image sniffing.
import { headerGif, headerPng } from '../../../seed/digest-images';
import { headerImageInfo } from '../header-image';
import { excerpt, isScheduleDue, maskEmail, refsProblem, zonedParts } from '../rules';
import { createUnsubscribeTokens } from '../tokens';

describe('unsubscribe tokens', () => {
  const tokens = createUnsubscribeTokens('a-secret-that-is-long-enough-0123456789');
  it("verify their own user's token only", () => {
    const token = tokens.sign(42);
    expect(tokens.verify(token)).toBe(42);
    expect(token).toMatch(/^16\.[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(token.replace(/^16\./, '17.'))).toBeNull();
    expect(tokens.verify(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(tokens.verify(createUnsubscribeTokens('another-secret-0123456789-0123456789').sign(42))).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(tokens.verify('016.x')).toBeNull();
  });
});

describe('rules', () => {
  it('masks an address and cuts summaries at a word', () => {
    expect(maskEmail('anna@clinic.se')).toBe('a•••@clinic.se');
    expect(excerpt('one two three four', 10)).toBe('one two…');
    expect(excerpt('  short\n text ')).toBe('short text');
  });

  it('refuses an item twice and too many items', () => {
    expect(
      refsProblem([
        { type: 'news', id: 1 },
        { type: 'event', id: 1 },
      ]),
    ).toBeNull();
    expect(
      refsProblem([
        { type: 'news', id: 1 },
        { type: 'news', id: 1 },
      ]),
    ).toMatch(/twice/);
    expect(refsProblem(Array.from({ length: 41 }, (_, id) => ({ type: 'news' as const, id })))).toMatch(/At most/);
  });

  it('finds a weekly send due once its day and hour have come in the country, once a week', () => {
    // Monday 2026-11-23 06:30 UTC = 07:30 in Stockholm.
    const monday = new Date('2026-11-23T06:30:00Z');
    expect(zonedParts(monday, 'Europe/Stockholm')).toEqual({ weekday: 1, hour: 7, week: '2026-W48' });
    const schedule = { weekday: 1, hour: 7, timeZone: 'Europe/Stockholm', enabled: true, lastPeriod: null };
    expect(isScheduleDue(schedule, monday)).toBe('2026-W48');
    expect(isScheduleDue({ ...schedule, lastPeriod: '2026-W48' }, monday)).toBeNull();
    expect(isScheduleDue(schedule, new Date('2026-11-23T05:30:00Z'))).toBeNull();
    expect(isScheduleDue({ ...schedule, enabled: false }, monday)).toBeNull();
    // Later in the week it is still due when the Monday was missed (the API was down).
    expect(isScheduleDue(schedule, new Date('2026-11-25T12:00:00Z'))).toBe('2026-W48');
    expect(zonedParts(new Date('2027-01-01T12:00:00Z'), 'UTC').week).toBe('2026-W53');
  });
});

describe('header images', () => {
  it('are known by content, with their size', () => {
    expect(headerImageInfo(headerGif())).toEqual({ contentType: 'image/gif', width: 600, height: 120 });
    expect(headerImageInfo(headerPng())).toEqual({ contentType: 'image/png', width: 600, height: 120 });
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8L'),
      Buffer.alloc(4),
      Buffer.from([0x2f]),
      // 600 x 120: (599) | (119 << 14)
      (() => {
        const bits = Buffer.alloc(4);
        bits.writeUInt32LE(599 | (119 << 14));
        return bits;
      })(),
    ]);
    expect(headerImageInfo(webp)).toEqual({ contentType: 'image/webp', width: 600, height: 120 });
    expect(headerImageInfo(Buffer.from('<svg/>'))).toBeNull();
    expect(headerImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });
});
