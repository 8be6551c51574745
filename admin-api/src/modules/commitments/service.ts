// Writes of commitments (staff only): the checks that need the stored state (the member, supplier
// and category exist; a supplier, a category or both; the end after the start), then one
// transaction for the commitment and its tiers. The currency is always the member's country's.
import { eq } from 'drizzle-orm';
import { type FieldErrors, validationError } from '../../core/api-errors';
import { type Db, type DbExecutor } from '../../db/client';
import { commitments, commitmentTiers } from '../../db/schema/commitments';
import { purchaseCategories, suppliers } from '../../db/schema/purchasing';
import { memberCurrency } from '../../domain/members';
import { invalidPkMessage } from '../../http/fields';
import { type CreateInput, type PatchInput } from './input';
import { type CommitmentRow } from './queries';

type Fields = {
  member: number;
  supplier: number | null;
  category: number | null;
  periodStart: string;
  periodEnd: string;
  targetAmount: string;
  note: string;
};

async function exists(db: DbExecutor, table: typeof suppliers | typeof purchaseCategories, id: number) {
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return rows.length > 0;
}

/** Every error of the whole commitment at once, as DRF answers them; the member's currency when none. */
async function checkFields(db: DbExecutor, fields: Fields): Promise<string> {
  const errors: FieldErrors = {};
  const currency = await memberCurrency(db, fields.member);
  if (currency === null) errors.member = [invalidPkMessage(fields.member)];
  if (fields.supplier !== null && !(await exists(db, suppliers, fields.supplier))) {
    errors.supplier = [invalidPkMessage(fields.supplier)];
  }
  if (fields.category !== null && !(await exists(db, purchaseCategories, fields.category))) {
    errors.category = [invalidPkMessage(fields.category)];
  }
  if (fields.supplier === null && fields.category === null) {
    errors.supplier = ['Give a supplier, a category or both.'];
  }
  if (fields.periodEnd <= fields.periodStart) errors.periodEnd = ['The end must be after the start.'];
  if (Object.keys(errors).length > 0 || currency === null) throw validationError(errors);
  return currency;
}

type Tiers = NonNullable<CreateInput['tiers']>;

async function replaceTiers(tx: DbExecutor, commitmentId: number, tiers: Tiers): Promise<void> {
  await tx.delete(commitmentTiers).where(eq(commitmentTiers.commitmentId, commitmentId));
  if (tiers.length === 0) return;
  await tx.insert(commitmentTiers).values(
    tiers.map((tier) => ({
      commitmentId,
      thresholdAmount: tier.thresholdAmount,
      discountPercent: String(tier.discountPercent),
      label: tier.label ?? '',
    })),
  );
}

function columns(fields: Fields, currency: string) {
  return {
    memberId: fields.member,
    supplierId: fields.supplier,
    categoryId: fields.category,
    periodStart: fields.periodStart,
    periodEnd: fields.periodEnd,
    targetAmount: fields.targetAmount,
    currency,
    note: fields.note,
  };
}

export async function createCommitment(db: Db, input: CreateInput, userId: number, now: Date): Promise<number> {
  const fields: Fields = {
    member: input.member,
    supplier: input.supplier ?? null,
    category: input.category ?? null,
    periodStart: input.periodStart,
    periodEnd: input.periodEnd,
    targetAmount: input.targetAmount,
    note: input.note ?? '',
  };
  const currency = await checkFields(db, fields);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(commitments)
      .values({ ...columns(fields, currency), createdById: userId, createdAt: now, updatedAt: now })
      .returning({ id: commitments.id });
    if (!row) throw new Error('Could not create the commitment');
    await replaceTiers(tx, row.id, input.tiers ?? []);
    return row.id;
  });
}

/**
 * Changes the fields sent; `tiers` replaces the tiers. A new period is a new promise, so its at-risk
 * notification may go out again.
 */
export async function updateCommitment(db: Db, stored: CommitmentRow, input: PatchInput, now: Date): Promise<void> {
  const fields: Fields = {
    member: input.member ?? Number(stored.member_id),
    supplier: input.supplier === undefined ? stored.supplier_id : input.supplier,
    category: input.category === undefined ? stored.category_id : input.category,
    periodStart: input.periodStart ?? stored.period_start,
    periodEnd: input.periodEnd ?? stored.period_end,
    targetAmount: input.targetAmount ?? stored.target_amount,
    note: input.note ?? stored.note,
  };
  const currency = await checkFields(db, fields);
  const newPeriod = fields.periodStart !== stored.period_start || fields.periodEnd !== stored.period_end;
  await db.transaction(async (tx) => {
    await tx
      .update(commitments)
      .set({ ...columns(fields, currency), updatedAt: now, ...(newPeriod ? { atRiskNotifiedAt: null } : {}) })
      .where(eq(commitments.id, stored.id));
    if (input.tiers !== undefined) await replaceTiers(tx, stored.id, input.tiers);
  });
}

export async function deleteCommitment(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(commitments).where(eq(commitments.id, id)).returning({ id: commitments.id });
  return deleted.length === 1;
}
