import {
  fieldsOf,
  idOf,
  isFields,
  listOf,
  numberOr,
  pageOf,
  textOr,
  textOrNull,
  type Fields,
  type Page,
} from '@/lib/api/read-answer';
import {
  COMMITMENT_STATUSES,
  type Commitment,
  type CommitmentStatus,
  type CommitmentTier,
  type CommitmentResult,
  type CommitmentTracking,
  type ListedCommitment,
  type TrackedCommitment,
} from '@/lib/contract/purchasing';

// Amounts are decimal strings; a missing one reads as "0.00", so a bar shows empty rather than the page failing.
const amountOr = (value: unknown, fallback = '0.00'): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

function readRef(value: unknown): { id: number; code: string; name: string } | null {
  if (!isFields(value)) return null;
  return { id: numberOr(value.id, 0), code: textOr(value.code, ''), name: textOr(value.name, '') };
}

function readTier(value: unknown): CommitmentTier {
  const fields = fieldsOf(value, 'commitment tier');
  return {
    thresholdAmount: amountOr(fields.thresholdAmount),
    discountPercent: numberOr(fields.discountPercent, 0),
    label: textOr(fields.label, ''),
  };
}

const tierOrNull = (value: unknown): CommitmentTier | null => (isFields(value) ? readTier(value) : null);

function readCommitmentFields(fields: Fields): Commitment {
  const member = isFields(fields.member) ? fields.member : {};
  return {
    id: idOf(fields.id, 'commitment'),
    member: { id: numberOr(member.id, 0), name: textOr(member.name, '') },
    supplier: readRef(fields.supplier),
    category: readRef(fields.category),
    periodStart: textOr(fields.periodStart, ''),
    periodEnd: textOr(fields.periodEnd, ''),
    targetAmount: amountOr(fields.targetAmount),
    currency: textOr(fields.currency, ''),
    tiers: listOf(fields.tiers, readTier),
    note: textOr(fields.note, ''),
  };
}

/** An ended commitment's outcome; absent (an API without it) or unreadable reads as none. */
function readResult(value: unknown): CommitmentResult | null {
  if (!isFields(value) || (value.status !== 'achieved' && value.status !== 'missed')) return null;
  return {
    actualAmount: amountOr(value.actualAmount),
    status: value.status,
    reachedTier: tierOrNull(value.reachedTier),
  };
}

function readListed(value: unknown): ListedCommitment {
  const fields = fieldsOf(value, 'commitment');
  return { ...readCommitmentFields(fields), result: readResult(fields.result) };
}

/** `GET commitments/` (docs/api.md "Commitments"). */
export function readCommitmentPage(value: unknown): Page<ListedCommitment> {
  return pageOf(value, 'commitment list', readListed);
}

const statusOf = (value: unknown): CommitmentStatus =>
  COMMITMENT_STATUSES.find((status) => status === value) ?? 'on_track';

function readMonth(value: unknown): TrackedCommitment['months'][number] {
  const fields = fieldsOf(value, 'commitment month');
  return {
    month: textOr(fields.month, ''),
    actual: amountOr(fields.actual),
    cumulative: amountOr(fields.cumulative),
    pace: amountOr(fields.pace),
  };
}

function readTracked(value: unknown): TrackedCommitment {
  const fields = fieldsOf(value, 'tracked commitment');
  return {
    ...readCommitmentFields(fields),
    actualAmount: amountOr(fields.actualAmount),
    projectedAmount: amountOr(fields.projectedAmount),
    elapsedShare: Math.min(1, Math.max(0, numberOr(fields.elapsedShare, 0))),
    status: statusOf(fields.status),
    reachedTier: tierOrNull(fields.reachedTier),
    nextTier: tierOrNull(fields.nextTier),
    gapToNextTier: textOrNull(fields.gapToNextTier),
    neededPerMonth: amountOr(fields.neededPerMonth),
    months: listOf(fields.months, readMonth),
  };
}

/** `GET commitments/track/`: kept in the API's order (at risk first). */
export function readCommitmentTracking(value: unknown): CommitmentTracking {
  const fields = fieldsOf(value, 'commitment tracking');
  return {
    asOf: textOr(fields.asOf, ''),
    currency: textOr(fields.currency, ''),
    results: listOf(fields.results, readTracked),
  };
}
