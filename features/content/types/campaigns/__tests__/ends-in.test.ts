import fc from 'fast-check';
import { ENDING_SOON_DAYS, endsInDays } from '../ends-in';

const ZONE = 'Europe/Stockholm';
const NOW = new Date('2026-11-23T10:00:00Z');
const DAY = 86_400_000;

describe('endsInDays', () => {
  it('counts calendar days on the member’s clock', () => {
    expect(endsInDays('2026-11-23T22:30:00Z', NOW, ZONE)).toBe(0); // 23:30 in Stockholm: today
    expect(endsInDays('2026-11-23T23:30:00Z', NOW, ZONE)).toBe(1); // 00:30 the next day
    expect(endsInDays('2026-11-30T12:00:00Z', NOW, ZONE)).toBe(7);
    expect(endsInDays('2026-12-01T12:00:00Z', NOW, ZONE)).toBeNull();
    expect(endsInDays('2026-11-23T09:59:00Z', NOW, ZONE)).toBeNull(); // ended
    expect(endsInDays('not a date', NOW, ZONE)).toBeNull();
  });

  it('is null or between 0 and 7, and never more than the full days left', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * DAY, max: 20 * DAY }),
        fc.constantFrom(ZONE, 'UTC', 'Pacific/Auckland'),
        (offset, zone) => {
          const days = endsInDays(new Date(NOW.getTime() + offset).toISOString(), NOW, zone);
          if (offset < 0) return days === null;
          if (offset > (ENDING_SOON_DAYS + 1) * DAY) return days === null;
          if (days === null) return offset > (ENDING_SOON_DAYS - 1) * DAY;
          return days >= 0 && days <= ENDING_SOON_DAYS && Math.abs(days - offset / DAY) < 1.01;
        },
      ),
    );
  });
});
