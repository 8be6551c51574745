import fc from 'fast-check';
import { formatRelativeTime } from '../relative-time';
import { deployTimeRemaining, formatTimeFromNow } from '../remaining';

const now = Date.parse('2026-11-22T15:00:00Z');

describe('deployTimeRemaining', () => {
  it('counts down from the deploy date plus the estimated downtime', () => {
    expect(deployTimeRemaining('2026-11-22T14:50:00Z', 30, now)).toBe(20 * 60_000);
  });

  it('is null once that moment has passed, or without usable data', () => {
    expect(deployTimeRemaining('2026-11-22T14:00:00Z', 30, now)).toBeNull();
    expect(deployTimeRemaining('2026-11-22T14:30:00Z', 30, now)).toBeNull();
    expect(deployTimeRemaining(null, 30, now)).toBeNull();
    expect(deployTimeRemaining('2026-11-22T14:50:00Z', null, now)).toBeNull();
    expect(deployTimeRemaining('not a date', 30, now)).toBeNull();
  });

  it('is never negative and never more than the whole downtime after the deploy started', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -600, max: 600 }),
        fc.integer({ min: 0, max: 600 }),
        (startOffsetMinutes, minutes) => {
          const deployDate = new Date(now + startOffsetMinutes * 60_000).toISOString();
          const remaining = deployTimeRemaining(deployDate, minutes, now);
          return (
            remaining === null ||
            (remaining > 0 &&
              remaining <= (minutes - Math.min(startOffsetMinutes, 0) + Math.max(startOffsetMinutes, 0)) * 60_000)
          );
        },
      ),
    );
  });
});

describe('formatTimeFromNow', () => {
  it.each([
    [20 * 60_000, 'en', 'in 20 minutes'],
    [30_000, 'en', 'in 1 minute'],
    [3 * 3_600_000, 'en', 'in 3 hours'],
    [20 * 60_000, 'sv', 'om 20 minuter'],
    [2 * 86_400_000, 'en', 'in 2 days'],
  ])('%i ms in %s reads %j', (ms, locale, text) => {
    expect(formatTimeFromNow(ms, locale)).toBe(text);
  });
});

describe('formatRelativeTime', () => {
  const at = Date.parse('2026-11-22T15:00:00Z');

  it.each([
    ['2026-11-22T14:59:40Z', 'en', 'now'],
    ['2026-11-22T12:00:00Z', 'en', '3 hours ago'],
    ['2026-11-21T15:00:00Z', 'en', 'yesterday'],
    ['2026-11-21T15:00:00Z', 'sv', 'i går'],
    ['2026-11-08T15:00:00Z', 'en', '2 weeks ago'],
    ['2026-11-22T15:30:00Z', 'en', 'in 30 minutes'],
    ['nonsense', 'en', ''],
  ])('%s in %s reads %j', (iso, locale, text) => {
    expect(formatRelativeTime(iso, at, locale)).toBe(text);
  });
});
