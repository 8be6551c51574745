// The demo purchasing world: ten product categories with the discount the group's agreements give,
// and thirty suppliers, three per category (one or two with an agreement, a few serving Sweden only).

export type CategorySeed = { code: string; name: string; agreementDiscountPercent: number };

/** In the group's order (their `position`). */
export const PURCHASE_CATEGORIES: readonly CategorySeed[] = [
  { code: 'vaccines', name: 'Vaccines', agreementDiscountPercent: 18 },
  { code: 'parasiticides', name: 'Parasiticides', agreementDiscountPercent: 15 },
  { code: 'pharmaceuticals', name: 'Pharmaceuticals', agreementDiscountPercent: 12 },
  { code: 'anaesthesia', name: 'Anaesthesia', agreementDiscountPercent: 10 },
  { code: 'diets', name: 'Diets and nutrition', agreementDiscountPercent: 20 },
  { code: 'surgical', name: 'Surgical consumables', agreementDiscountPercent: 14 },
  { code: 'dental', name: 'Dental', agreementDiscountPercent: 16 },
  { code: 'diagnostics', name: 'Diagnostics and lab', agreementDiscountPercent: 22 },
  { code: 'equipment', name: 'Equipment', agreementDiscountPercent: 8 },
  { code: 'office', name: 'Office supplies', agreementDiscountPercent: 5 },
];

export type SupplierSeed = {
  code: string;
  name: string;
  /** The category it mainly sells in (the seed's lines are in it). */
  category: string;
  hasAgreement: boolean;
  /** A country code when it serves that country only. */
  country?: string;
};

export const SUPPLIERS: readonly SupplierSeed[] = [
  { code: 'VAXIMMUNE', name: 'Vaximmune', category: 'vaccines', hasAgreement: true },
  { code: 'NORDVAX', name: 'Nordvax', category: 'vaccines', hasAgreement: true, country: 'se' },
  { code: 'BIOSHIELD', name: 'BioShield Animal Health', category: 'vaccines', hasAgreement: false },
  { code: 'PARAGUARD', name: 'ParaGuard', category: 'parasiticides', hasAgreement: true },
  { code: 'FLEAFREE', name: 'FleaFree Pharma', category: 'parasiticides', hasAgreement: false },
  { code: 'TICKSTOP', name: 'TickStop', category: 'parasiticides', hasAgreement: false },
  { code: 'VETPHARMA', name: 'VetPharma', category: 'pharmaceuticals', hasAgreement: true },
  { code: 'MEDIVET', name: 'Medivet Distribution', category: 'pharmaceuticals', hasAgreement: true },
  { code: 'APOVET', name: 'Apovet Sverige', category: 'pharmaceuticals', hasAgreement: false, country: 'se' },
  { code: 'SOMNOVET', name: 'Somnovet', category: 'anaesthesia', hasAgreement: true },
  { code: 'ANAESTA', name: 'Anaesta Medical', category: 'anaesthesia', hasAgreement: false },
  { code: 'GASLINE', name: 'Gasline Veterinary', category: 'anaesthesia', hasAgreement: false },
  { code: 'NUTRIPET', name: 'NutriPet Clinical', category: 'diets', hasAgreement: true },
  { code: 'DIETCARE', name: 'DietCare', category: 'diets', hasAgreement: true },
  { code: 'PETFOODS', name: 'Nordic Pet Foods', category: 'diets', hasAgreement: false, country: 'se' },
  { code: 'SURGILINE', name: 'Surgiline', category: 'surgical', hasAgreement: true },
  { code: 'STERIPACK', name: 'SteriPack', category: 'surgical', hasAgreement: false },
  { code: 'SUTURA', name: 'Sutura Nordic', category: 'surgical', hasAgreement: true },
  { code: 'DENTAVET', name: 'DentaVet', category: 'dental', hasAgreement: true },
  { code: 'ORALCARE', name: 'OralCare Instruments', category: 'dental', hasAgreement: false },
  { code: 'SMILEVET', name: 'SmileVet', category: 'dental', hasAgreement: false },
  { code: 'LABVET', name: 'LabVet Diagnostics', category: 'diagnostics', hasAgreement: true },
  { code: 'IDEXLAB', name: 'Idexlab', category: 'diagnostics', hasAgreement: true },
  { code: 'RAPIDTEST', name: 'RapidTest', category: 'diagnostics', hasAgreement: false },
  { code: 'VETEQUIP', name: 'VetEquip', category: 'equipment', hasAgreement: true },
  { code: 'CLINITEC', name: 'Clinitec', category: 'equipment', hasAgreement: false },
  { code: 'SCANDIMED', name: 'Scandimed', category: 'equipment', hasAgreement: false, country: 'se' },
  { code: 'OFFICEPRO', name: 'OfficePro', category: 'office', hasAgreement: true },
  { code: 'PAPERLY', name: 'Paperly', category: 'office', hasAgreement: false },
  { code: 'KONTORAB', name: 'Kontor AB', category: 'office', hasAgreement: false, country: 'se' },
];
