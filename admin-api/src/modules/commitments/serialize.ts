// Commitment rows to the answer shapes of lib/contract/purchasing.ts.
import { type Commitment, type ListedCommitment, type TrackedCommitment } from '../../contract/purchasing';
import { type Projection } from './projection';
import { type CommitmentRow } from './queries';

function ref(id: number | null, code: string | null, name: string | null) {
  return id === null ? null : { id: Number(id), code: code ?? '', name: name ?? '' };
}

export function serializeCommitment(row: CommitmentRow): Commitment {
  return {
    id: Number(row.id),
    member: { id: Number(row.member_id), name: row.member_name },
    supplier: ref(row.supplier_id, row.supplier_code, row.supplier_name),
    category: ref(row.category_id, row.category_code, row.category_name),
    periodStart: row.period_start,
    periodEnd: row.period_end,
    targetAmount: row.target_amount,
    currency: row.currency,
    tiers: row.tiers.map((tier) => ({
      thresholdAmount: tier.thresholdAmount,
      discountPercent: Number(tier.discountPercent),
      label: tier.label,
    })),
    note: row.note,
  };
}

export function serializeTracked(row: CommitmentRow, actualAmount: string, projection: Projection): TrackedCommitment {
  return { ...serializeCommitment(row), actualAmount, ...projection };
}

/** A row of the list: an ended commitment carries its result (what was bought, achieved or missed). */
export function serializeListed(row: CommitmentRow, tracked: TrackedCommitment | undefined): ListedCommitment {
  const ended = tracked && (tracked.status === 'achieved' || tracked.status === 'missed') ? tracked : undefined;
  return {
    ...serializeCommitment(row),
    result: ended
      ? {
          actualAmount: ended.actualAmount,
          status: ended.status as 'achieved' | 'missed',
          reachedTier: ended.reachedTier,
        }
      : null,
  };
}
