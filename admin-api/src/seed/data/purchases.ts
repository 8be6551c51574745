// Plausible purchase lines for the demo members, made by a seeded PRNG (mulberry32) so every seed
// of a day gives the same data: 36 whole months before the seed's month plus this month up to
// yesterday; seasonal per category, growing about 4 % a year, members of different sizes, the
// agreement's discount ±3 %, some buying off agreement, quarterly rebates from agreement suppliers
// and a few credit notes. Amounts are planned in SEK and converted to each member's currency.
import { type PurchaseRow } from '../../modules/purchasing/csv-rows';
import { hash, mulberry32 } from './random';
import { PURCHASE_CATEGORIES, type SupplierSeed } from './suppliers';

/** Monthly spend of a size-1 clinic per category, in SEK. */
const BASE_SPEND: Readonly<Record<string, number>> = {
  vaccines: 18_000,
  parasiticides: 14_000,
  pharmaceuticals: 30_000,
  anaesthesia: 9_000,
  diets: 16_000,
  surgical: 12_000,
  dental: 5_000,
  diagnostics: 20_000,
  equipment: 7_000,
  office: 2_500,
};

/** Four products per category: name and list price in SEK. */
const PRODUCTS: Readonly<Record<string, readonly [string, number][]>> = {
  vaccines: [
    ['Canine DHPPi vaccine', 145],
    ['Feline RCP vaccine', 128],
    ['Rabies vaccine', 96],
    ['Kennel cough vaccine', 210],
  ],
  parasiticides: [
    ['Spot-on flea treatment', 89],
    ['Tick collar', 240],
    ['Dewormer tablets', 62],
    ['Mite spray', 175],
  ],
  pharmaceuticals: [
    ['Amoxicillin 250 mg', 320],
    ['Meloxicam oral suspension', 410],
    ['Prednisolone 5 mg', 95],
    ['Gabapentin 100 mg', 260],
  ],
  anaesthesia: [
    ['Isoflurane 250 ml', 890],
    ['Propofol 20 ml', 145],
    ['Medetomidine 10 ml', 520],
    ['Butorphanol 10 ml', 380],
  ],
  diets: [
    ['Renal diet 12 kg', 1150],
    ['Gastrointestinal diet 10 kg', 980],
    ['Weight control diet 8 kg', 760],
    ['Hypoallergenic diet 10 kg', 1240],
  ],
  surgical: [
    ['Suture 3-0, box of 36', 690],
    ['Sterile gloves, box of 50', 310],
    ['Surgical drapes, 25', 450],
    ['Scalpel blades, box of 100', 280],
  ],
  dental: [
    ['Dental scaler tips', 640],
    ['Prophy paste', 210],
    ['Dental X-ray film', 530],
    ['Extraction forceps', 1450],
  ],
  diagnostics: [
    ['Blood chemistry panel', 1850],
    ['Urinalysis strips', 240],
    ['Snap test kit', 1320],
    ['Haematology reagent', 2100],
  ],
  equipment: [
    ['Infusion pump', 14500],
    ['Examination lamp', 6200],
    ['Digital thermometer', 390],
    ['Clipper blades', 560],
  ],
  office: [
    ['Printer paper', 65],
    ['Label rolls', 120],
    ['Toner cartridge', 890],
    ['Appointment cards', 240],
  ],
};

/** SEK to each currency the demo members buy in. */
const RATE: Readonly<Record<string, number>> = { SEK: 1, NOK: 1.02, DKK: 0.66, EUR: 0.088 };

/** How much busier than a size-1 clinic each member is (Umeå and Luleå clearly differ). */
export const MEMBER_SIZE: Readonly<Record<string, number>> = {
  hq: 0.4,
  solna: 1.0,
  goteborg: 2.4,
  nord: 0.6,
  umea: 1.7,
  lulea: 0.45,
  aarhus: 1.2,
  hamburg: 1.8,
  oslo: 0.9,
  gent: 0.8,
};

/** Members that joined recently: their data starts this many months before the seed's month. */
export const JOINED_MONTHS_AGO: Readonly<Record<string, number>> = { oslo: 1 };

export const HISTORY_MONTHS = 36;

export type MemberPlan = { key: string; memberId: number; currency: string; countryCode: string };

/** The rows of one supplier and month. */
export type SupplierMonth = { supplierCode: string; month: string; rows: PurchaseRow[] };

/** Season factor of a category in a month (1–12). */
function season(category: string, month: number): number {
  if (category === 'diets') return 1;
  const december = month === 12 ? 0.7 : 1;
  if (category === 'parasiticides') return (month >= 4 && month <= 8 ? 1.7 : 0.6) * december;
  if (category === 'vaccines') return ([3, 4, 5, 9].includes(month) ? 1.5 : 0.8) * december;
  if (category === 'dental') return (month === 2 ? 1.9 : 0.9) * december;
  return december;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthOf = (index: number) => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

type Pick = { supplier: SupplierSeed; weight: number };

/** The member's suppliers: the agreement ones of each category, sometimes one without. */
function suppliersOf(member: MemberPlan, all: readonly SupplierSeed[], random: () => number): Map<string, Pick[]> {
  const byCategory = new Map<string, Pick[]>();
  for (const { code } of PURCHASE_CATEGORIES) {
    const serving = all.filter((s) => s.category === code && (!s.country || s.country === member.countryCode));
    const agreement = serving
      .filter((s) => s.hasAgreement)
      .map((supplier, i) => ({ supplier, weight: i === 0 ? 1 : 0.6 }));
    const other = serving.filter((s) => !s.hasAgreement);
    const picks = [...agreement];
    const outsider = other[Math.floor(random() * other.length)];
    if (outsider && (random() < 0.55 || picks.length === 0)) picks.push({ supplier: outsider, weight: 0.18 });
    byCategory.set(code, picks);
  }
  return byCategory;
}

type LineInput = { supplier: SupplierSeed; category: string; categoryId: number; date: string; spend: number };

function productLine(member: MemberPlan, input: LineInput, random: () => number): PurchaseRow {
  const products = PRODUCTS[input.category] ?? [];
  const index = Math.floor(random() * products.length);
  const [name, sek] = products[index] ?? ['Item', 100];
  const rate = RATE[member.currency] ?? 1;
  const list = Math.max(0.5, Math.round(sek * rate * 100) / 100);
  const discount = PURCHASE_CATEGORIES.find((c) => c.code === input.category)?.agreementDiscountPercent ?? 0;
  const onAgreement = input.supplier.hasAgreement && random() > 0.04;
  const off = onAgreement ? discount / 100 + (random() - 0.5) * 0.06 : random() * 0.03;
  const credit = random() < 0.012;
  const quantity = credit ? -(1 + Math.floor(random() * 3)) : Math.max(1, Math.round(input.spend / list));
  return {
    memberId: member.memberId,
    invoiceDate: input.date,
    articleNumber: `${input.supplier.code.slice(0, 4)}-${input.category.slice(0, 3).toUpperCase()}-${100 + index}`,
    productName: credit ? `Credit: ${name}` : name,
    categoryId: input.categoryId,
    quantity: String(quantity),
    listUnitPrice: list.toFixed(2),
    netUnitPrice: (Math.round(list * (1 - off) * 10_000) / 10_000).toFixed(4),
    rebateAmount: '0',
    currency: member.currency,
    onAgreement,
  };
}

function rebateLine(
  member: MemberPlan,
  supplier: SupplierSeed,
  categoryIds: ReadonlyMap<string, number>,
  date: string,
  rebate: string,
): PurchaseRow {
  return {
    memberId: member.memberId,
    invoiceDate: date,
    articleNumber: `${supplier.code.slice(0, 4)}-REBATE`,
    productName: 'Quarterly agreement rebate',
    categoryId: categoryIds.get(supplier.category) ?? 0,
    quantity: '1',
    listUnitPrice: '0.00',
    netUnitPrice: '0.0000',
    rebateAmount: rebate,
    currency: member.currency,
    onAgreement: true,
  };
}

const netOf = (row: PurchaseRow) => Number(row.quantity) * Number(row.netUnitPrice);

/**
 * Every member's lines by supplier and month. `today` is the seed's day (UTC); the current month
 * runs to yesterday. `categoryIds` maps category codes to their ids.
 */
export function generatePurchases(
  today: Date,
  members: readonly MemberPlan[],
  suppliers: readonly SupplierSeed[],
  categoryIds: ReadonlyMap<string, number>,
): SupplierMonth[] {
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  const out = new Map<string, SupplierMonth>();
  const add = (supplierCode: string, month: string, row: PurchaseRow) => {
    const key = `${supplierCode}|${month}`;
    const entry = out.get(key) ?? { supplierCode, month, rows: [] };
    entry.rows.push(row);
    out.set(key, entry);
  };
  for (const member of members) {
    const random = mulberry32(hash(member.key));
    const size = MEMBER_SIZE[member.key] ?? 1;
    const picks = suppliersOf(member, suppliers, random);
    const first = current - (JOINED_MONTHS_AGO[member.key] ?? HISTORY_MONTHS);
    const quarterNet = new Map<SupplierSeed, number>();
    for (let index = first; index <= current; index += 1) {
      const { year, month } = monthOf(index);
      const lastDay = index === current ? today.getUTCDate() - 1 : daysIn(year, month);
      if (lastDay < 1) continue;
      const trend = 1.04 ** ((index - current) / 12);
      if (month % 3 === 1) quarterNet.clear();
      for (const [category, categoryPicks] of picks) {
        const categoryId = categoryIds.get(category);
        if (categoryId === undefined) throw new Error(`Unknown seed category ${category}`);
        const spend = (BASE_SPEND[category] ?? 0) * size * season(category, month) * trend * (0.85 + random() * 0.3);
        const weights = categoryPicks.reduce((sum, p) => sum + p.weight, 0);
        for (const { supplier, weight } of categoryPicks) {
          const supplierSpend = (spend * weight) / weights;
          const lines = Math.min(8, Math.max(1, Math.round(1 + size * 1.5 + random() * 2 - (weight < 0.5 ? 1 : 0))));
          for (let n = 0; n < lines; n += 1) {
            const date = `${year}-${pad(month)}-${pad(1 + Math.floor(random() * lastDay))}`;
            const row = productLine(
              member,
              { supplier, category, categoryId, date, spend: supplierSpend / lines },
              random,
            );
            add(supplier.code, `${year}-${pad(month)}`, row);
            if (row.onAgreement) quarterNet.set(supplier, (quarterNet.get(supplier) ?? 0) + netOf(row));
          }
        }
      }
      // A completed quarter: each agreement supplier pays 1.5–3 % of what was bought on agreement.
      if (month % 3 === 0 && index < current) {
        for (const [supplier, net] of quarterNet) {
          if (net <= 0) continue;
          const rebate = (net * (0.015 + random() * 0.015)).toFixed(2);
          add(
            supplier.code,
            `${year}-${pad(month)}`,
            rebateLine(member, supplier, categoryIds, `${year}-${pad(month)}-${pad(lastDay)}`, rebate),
          );
        }
      }
    }
  }
  return [...out.values()];
}
