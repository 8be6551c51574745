import type { Page } from '@/lib/contract/page';
import type { Commitment, CommitmentTracking, ListedCommitment, TrackedCommitment } from '@/lib/contract/purchasing';

export function buildCommitment(overrides: Partial<Commitment> = {}): Commitment {
  return {
    id: 5,
    member: { id: 2, name: 'Djurkliniken Solna' },
    supplier: { id: 3, code: 'vetpharma', name: 'VetPharma Nordic' },
    category: { id: 1, code: 'vaccines', name: 'Vaccines' },
    periodStart: '2026-01-01',
    periodEnd: '2027-01-01',
    targetAmount: '400000.00',
    currency: 'SEK',
    tiers: [
      { thresholdAmount: '300000.00', discountPercent: 2, label: 'Silver' },
      { thresholdAmount: '400000.00', discountPercent: 4, label: 'Gold' },
    ],
    note: '',
    ...overrides,
  };
}

export function buildTracked(overrides: Partial<TrackedCommitment> = {}): TrackedCommitment {
  return {
    ...buildCommitment(),
    actualAmount: '100000.00',
    projectedAmount: '250000.00',
    elapsedShare: 0.4,
    status: 'at_risk',
    reachedTier: null,
    nextTier: { thresholdAmount: '300000.00', discountPercent: 2, label: 'Silver' },
    gapToNextTier: '200000.00',
    neededPerMonth: '50000.00',
    months: [],
    ...overrides,
  };
}

export const commitmentPage = (results: Commitment[], count = results.length): Page<ListedCommitment> => ({
  count,
  next: null,
  previous: null,
  results: results.map((commitment) => ({ result: null, ...commitment })),
});

export const tracking = (results: TrackedCommitment[]): CommitmentTracking => ({
  asOf: '2026-05-31',
  currency: 'SEK',
  results,
});
