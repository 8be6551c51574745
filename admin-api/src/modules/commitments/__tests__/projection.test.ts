import fc from 'fast-check';
import { type CommitmentTier } from '../../../contract/purchasing';
import { dateOfDay, dayNumber, fromCents, project, type ProjectionInput, STATUS_RANK, toCents } from '../projection';

const tier = (thresholdAmount: string, discountPercent = 2, label = ''): CommitmentTier => ({
  thresholdAmount,
  discountPercent,
  label,
});

const YEAR_2026: Pick<ProjectionInput, 'periodStart' | 'periodEnd'> = {
  periodStart: '2026-01-01',
  periodEnd: '2027-01-01',
};

describe('amounts in cents', () => {
  it('round-trips every amount with two decimals', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => toCents(fromCents(cents)) === cents),
    );
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('-0.05')).toBe(-5n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(() => toCents('1.234')).toThrow();
  });
});

describe('project: a table of cases', () => {
  const cases: [string, ProjectionInput, Partial<ReturnType<typeof project>>][] = [
    [
      'half way, on pace: on track, projected twice the actual',
      { ...YEAR_2026, actual: '50000.00', asOf: '2026-07-01', target: '90000', tiers: [] },
      // 182 of 365 days: 50000 × 365 / 182 = 100274.725…
      { status: 'on_track', projectedAmount: '100274.73', elapsedShare: 0.4986 },
    ],
    [
      'half way, far behind: at risk, with what is needed per month',
      { ...YEAR_2026, actual: '20000.00', asOf: '2026-07-01', target: '100000', tiers: [] },
      // 80000 over 183 remaining days: 80000 × 1461 / (48 × 183) = 13306.01…
      { status: 'at_risk', projectedAmount: '40109.89', neededPerMonth: '13306.01' },
    ],
    [
      'the target reached before the end: achieved, nothing more needed',
      { ...YEAR_2026, actual: '100000.01', asOf: '2026-10-15', target: '100000', tiers: [] },
      { status: 'achieved', neededPerMonth: '0.00' },
    ],
    [
      'the period over and short: missed',
      { ...YEAR_2026, actual: '99999.99', asOf: '2026-12-31', target: '100000', tiers: [] },
      { status: 'missed', elapsedShare: 1, projectedAmount: '99999.99', neededPerMonth: '0.00' },
    ],
    [
      'not begun: on track with nothing projected',
      { ...YEAR_2026, actual: '0', asOf: '2025-12-31', target: '100000', tiers: [] },
      { status: 'on_track', projectedAmount: '0.00', elapsedShare: 0, months: [], neededPerMonth: '8339.04' },
    ],
    [
      'less than a month left: the whole shortfall is needed in it',
      { ...YEAR_2026, actual: '95000', asOf: '2026-12-20', target: '100000', tiers: [] },
      { status: 'at_risk', neededPerMonth: '5000.00' },
    ],
    [
      'credit notes: a negative actual stays an exact amount',
      { ...YEAR_2026, actual: '-120.00', asOf: '2026-01-31', target: '100', tiers: [] },
      { status: 'at_risk', projectedAmount: '-1412.90' },
    ],
  ];

  it.each(cases)('%s', (_name, input, expected) => {
    expect(project(input)).toMatchObject(expected);
  });

  it('places the actual among the tiers, whatever their order', () => {
    const tiers = [tier('150000.00', 5, 'Gold'), tier('50000.00', 2, 'Bronze'), tier('100000.00', 3, 'Silver')];
    const result = project({ ...YEAR_2026, actual: '75000.50', asOf: '2026-06-30', target: '100000', tiers });
    expect(result.reachedTier).toEqual(tier('50000.00', 2, 'Bronze'));
    expect(result.nextTier).toEqual(tier('100000.00', 3, 'Silver'));
    expect(result.gapToNextTier).toBe('24999.50');
    const top = project({ ...YEAR_2026, actual: '150000', asOf: '2026-06-30', target: '100000', tiers });
    expect(top.reachedTier?.label).toBe('Gold');
    expect(top.nextTier).toBeNull();
    expect(top.gapToNextTier).toBeNull();
  });

  it('offers no next tier once the period has ended, whether achieved or missed', () => {
    const tiers = [tier('50000.00', 2, 'Bronze'), tier('100000.00', 3, 'Silver'), tier('150000.00', 5, 'Gold')];
    const missed = project({ ...YEAR_2026, actual: '75000', asOf: '2026-12-31', target: '100000', tiers });
    expect(missed.status).toBe('missed');
    expect(missed.reachedTier?.label).toBe('Bronze');
    expect(missed.nextTier).toBeNull();
    expect(missed.gapToNextTier).toBeNull();
    const achieved = project({ ...YEAR_2026, actual: '120000', asOf: '2026-12-31', target: '100000', tiers });
    expect(achieved.status).toBe('achieved');
    expect(achieved.nextTier).toBeNull();
    expect(achieved.gapToNextTier).toBeNull();
  });

  it('gives each month so far its amount, the running total and the straight line to the target', () => {
    const months = new Map([
      ['2026-01', '1000.00'],
      ['2026-03', '2500.50'],
    ]);
    const result = project({
      periodStart: '2026-01-01',
      periodEnd: '2026-04-01',
      actual: '3500.50',
      asOf: '2026-03-15',
      target: '9000',
      tiers: [],
      months,
    });
    // 90 days; pace at Jan 31 = 9000 × 31/90, Feb 28 = × 59/90, Mar 15 (asOf) = × 74/90.
    expect(result.months).toEqual([
      { month: '2026-01', actual: '1000.00', cumulative: '1000.00', pace: '3100.00' },
      { month: '2026-02', actual: '0.00', cumulative: '1000.00', pace: '5900.00' },
      { month: '2026-03', actual: '2500.50', cumulative: '3500.50', pace: '7400.00' },
    ]);
  });
});

const DAY_2020 = dayNumber('2020-01-01');
const cents = fc.bigInt({ min: -(10n ** 9n), max: 10n ** 11n });
const positiveCents = fc.bigInt({ min: 1n, max: 10n ** 11n });
const period = fc
  .tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 800 }))
  .map(([offset, length]) => ({ start: DAY_2020 + offset, end: DAY_2020 + offset + length }));
const tiersArb = fc
  .uniqueArray(positiveCents, { maxLength: 4 })
  .map((thresholds) => thresholds.map((t, i) => tier(fromCents(t), i + 1, `T${i}`)));

function inputOf(
  actual: bigint,
  target: bigint,
  p: { start: number; end: number },
  asOf: number,
  tiers: CommitmentTier[],
): ProjectionInput {
  return {
    actual: fromCents(actual),
    target: fromCents(target),
    periodStart: dateOfDay(p.start),
    periodEnd: dateOfDay(p.end),
    asOf: dateOfDay(asOf),
    tiers,
  };
}

describe('project: properties', () => {
  it('a period that has not begun is on track with nothing projected', () => {
    fc.assert(
      fc.property(positiveCents, period, fc.integer({ min: 1, max: 400 }), tiersArb, (target, p, before, tiers) => {
        const result = project(inputOf(0n, target, p, p.start - before, tiers));
        return result.status === 'on_track' && result.projectedAmount === '0.00' && result.elapsedShare === 0;
      }),
    );
  });

  it('the status never depends on the order of the tiers', () => {
    fc.assert(
      fc.property(
        cents,
        positiveCents,
        period,
        fc.integer({ min: -30, max: 900 }),
        tiersArb,
        (actual, target, p, at, tiers) => {
          const forward = project(inputOf(actual, target, p, p.start + at, tiers));
          const backward = project(inputOf(actual, target, p, p.start + at, [...tiers].reverse()));
          expect(backward).toEqual(forward);
        },
      ),
    );
  });

  it('buying more never makes the status worse', () => {
    fc.assert(
      fc.property(
        cents,
        fc.bigInt({ min: 1n, max: 10n ** 10n }),
        positiveCents,
        period,
        fc.integer({ min: -30, max: 900 }),
        (actual, more, target, p, at) => {
          const before = project(inputOf(actual, target, p, p.start + at, []));
          const after = project(inputOf(actual + more, target, p, p.start + at, []));
          return STATUS_RANK[after.status] >= STATUS_RANK[before.status];
        },
      ),
    );
  });

  it('missed appears only once the period is over, and then for any shortfall', () => {
    fc.assert(
      fc.property(cents, positiveCents, period, fc.integer({ min: -30, max: 900 }), (actual, target, p, at) => {
        const asOf = p.start + at;
        const result = project(inputOf(actual, target, p, asOf, []));
        const over = asOf >= p.end - 1;
        return (result.status === 'missed') === (over && actual < target);
      }),
    );
  });

  it('projects at least what was bought when buying, and never drifts from whole cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        positiveCents,
        period,
        fc.nat(900),
        (actual, target, p, at) => {
          const result = project(inputOf(actual, target, p, p.start + at, []));
          return toCents(result.projectedAmount) >= actual && /^-?\d+\.\d{2}$/.test(result.neededPerMonth);
        },
      ),
    );
  });
});
