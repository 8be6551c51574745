// The body of a commitment write, field by field with DRF's messages (DecimalField, DateField,
// PrimaryKeyRelatedField). Cross-field rules and references need the stored state: service.ts.
import { z } from 'zod';
import { primaryKey } from '../../http/fields';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

type DecimalOptions = { places: number; maxWhole: number; min: number; max?: number };

type Checked = { value: string } | { message: string };

/** DRF's DecimalField: a number or a numeric string, as a string with `places` decimals, or why not. */
function checkDecimal(value: string | number, { places, maxWhole, min, max }: DecimalOptions): Checked {
  const text = String(value).trim();
  if (!DECIMAL.test(text)) return { message: 'A valid number is required.' };
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  if (fraction.replace(/0+$/, '').length > places) {
    return { message: `Ensure that there are no more than ${places} decimal places.` };
  }
  if (whole.replace(/^0+(?=\d)/, '').length > maxWhole) {
    return { message: `Ensure that there are no more than ${maxWhole} digits before the decimal point.` };
  }
  const number = Number(text);
  if (number < min) return { message: `Ensure this value is greater than or equal to ${min}.` };
  if (max !== undefined && number > max) return { message: `Ensure this value is less than or equal to ${max}.` };
  return { value: number.toFixed(places) };
}

function decimal(options: DecimalOptions) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined
          ? 'This field is required.'
          : issue.input === null
            ? 'This field may not be null.'
            : 'A valid number is required.',
    })
    .transform((value, ctx): string => {
      const checked = checkDecimal(value, options);
      if ('value' in checked) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    });
}

const AMOUNT: DecimalOptions = { places: 2, maxWhole: 12, min: 0.01 };
const amount = decimal(AMOUNT);

/** DRF's DateField, limited to the first day of a month: the rollup the tracking reads is monthly. */
const monthStart = z
  .string()
  .regex(DATE, { message: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      message: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
    },
  )
  .refine((value) => value.endsWith('-01'), { message: 'Give the first day of a month.' });

const tier = z.object({
  thresholdAmount: amount,
  discountPercent: decimal({ places: 2, maxWhole: 3, min: 0, max: 100 }).transform(Number),
  label: z.string().trim().max(64).optional(),
});

/** Tiers, each with its own threshold (the second of two equal ones is named). */
const tiers = z
  .array(tier)
  .max(10)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      if (seen.has(item.thresholdAmount)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'thresholdAmount'],
          message: 'Each tier needs its own threshold.',
        });
      }
      seen.add(item.thresholdAmount);
    });
  });

export const createSchema = z.object({
  member: primaryKey,
  supplier: primaryKey.nullable().optional(),
  category: primaryKey.nullable().optional(),
  periodStart: monthStart,
  periodEnd: monthStart,
  targetAmount: amount,
  tiers: tiers.optional(),
  note: z.string().max(2000).optional(),
});

/** A PATCH: any of the fields; `tiers` replaces the tiers. */
export const patchSchema = z.object({
  member: primaryKey.optional(),
  supplier: primaryKey.nullable().optional(),
  category: primaryKey.nullable().optional(),
  periodStart: monthStart.optional(),
  periodEnd: monthStart.optional(),
  targetAmount: amount.optional(),
  tiers: tiers.optional(),
  note: z.string().max(2000).optional(),
});

export type CreateInput = z.output<typeof createSchema>;
export type PatchInput = z.output<typeof patchSchema>;
