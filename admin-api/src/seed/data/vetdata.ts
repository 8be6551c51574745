// VetData's demo data: the clinic benchmarking survey in Swedish and English (the same questions in
// 2025, closed, and 2026, open), the extra Swedish clinics that answered 2025, and each clinic's
// figures. Staff counts put Solna (owner@) and five others in band s (5–9), Göteborg and four
// others in band m (10–19): every benchmark shows; Umeå, Luleå and one more are band xs (1–4),
// three clinics, below the threshold, so their dashboard says why it shows nothing.

type Texts = Record<string, string>;
const sven = (sv: string, en: string): Texts => ({ sv, en });

export const VETDATA_KEY = 'clinic-benchmark';

export const VETDATA_SECTIONS = [
  {
    title: sven('Personal och öppettider', 'Staff and opening hours'),
    description: sven('Räkna alla anställda, också deltid.', 'Count every employee, part-time too.'),
    questions: [
      {
        code: 'staff_count',
        kind: 'number',
        required: true,
        role: 'staffCount',
        text: sven('Antal anställda', 'Number of staff'),
        help: sven(
          'Avgör kliniker av vilken storlek ni jämförs med.',
          'Decides the size of the clinics you are compared with.',
        ),
        settings: { unit: 'persons', min: 1, max: 500, decimals: 0 },
      },
      {
        code: 'vets',
        kind: 'number',
        required: true,
        text: sven('Antal veterinärer', 'Number of veterinarians'),
        settings: { unit: 'persons', min: 0, max: 200, decimals: 0 },
      },
      {
        code: 'open_hours_week',
        kind: 'number',
        required: true,
        text: sven('Öppettimmar per vecka', 'Opening hours a week'),
        settings: { unit: 'hours', min: 0, max: 168, decimals: 1 },
      },
      {
        code: 'weekend',
        kind: 'single',
        required: true,
        text: sven('Har ni öppet på helger?', 'Are you open at weekends?'),
        settings: {
          options: [
            { code: 'no', label: sven('Nej', 'No') },
            { code: 'saturday', label: sven('Lördagar', 'Saturdays') },
            { code: 'both', label: sven('Lördagar och söndagar', 'Saturdays and Sundays') },
          ],
        },
      },
    ],
  },
  {
    title: sven('Patienter', 'Patients'),
    description: {},
    questions: [
      {
        code: 'visits_year',
        kind: 'matrix',
        required: true,
        text: sven('Besök per år och djurslag', 'Visits a year by species'),
        settings: {
          unit: 'count',
          min: 0,
          decimals: 0,
          rowSource: 'fixed',
          rows: [
            { code: 'dog', label: sven('Hund', 'Dog') },
            { code: 'cat', label: sven('Katt', 'Cat') },
            { code: 'other', label: sven('Övriga', 'Other') },
          ],
        },
      },
      {
        code: 'services',
        kind: 'multiple',
        text: sven('Vilka tjänster erbjuder ni?', 'Which services do you offer?'),
        settings: {
          options: [
            { code: 'xray', label: sven('Röntgen', 'X-ray') },
            { code: 'ultrasound', label: sven('Ultraljud', 'Ultrasound') },
            { code: 'dental', label: sven('Tandvård', 'Dental care') },
            { code: 'surgery', label: sven('Kirurgi', 'Surgery') },
            { code: 'emergency', label: sven('Jour', 'Emergency care') },
          ],
        },
      },
      {
        code: 'satisfaction',
        kind: 'scale',
        text: sven('Hur nöjda är djurägarna, tror ni?', 'How satisfied are the owners, do you think?'),
        settings: { min: 1, max: 5, minLabel: sven('Inte alls', 'Not at all'), maxLabel: sven('Mycket', 'Very') },
      },
    ],
  },
  {
    title: sven('Priser', 'Prices'),
    description: sven('Ordinarie pris inklusive moms, i kronor.', 'Regular price including VAT, in kronor.'),
    questions: [
      {
        code: 'price_consultation',
        kind: 'number',
        required: true,
        text: sven('Grundkonsultation, hund', 'Basic consultation, dog'),
        settings: { unit: 'currency', min: 0, max: 10000, decimals: 0 },
      },
      {
        code: 'price_vaccination',
        kind: 'number',
        text: sven('Vaccination, katt', 'Vaccination, cat'),
        settings: { unit: 'currency', min: 0, max: 10000, decimals: 0 },
      },
    ],
  },
  {
    title: sven('Inköp', 'Purchasing'),
    description: sven('Andel av årets inköp, i procent.', 'Share of the year’s purchases, in percent.'),
    questions: [
      {
        code: 'purchases_by_category',
        kind: 'matrix',
        text: sven('Andel av inköpen per kategori', 'Share of purchases by category'),
        settings: {
          unit: 'percent',
          min: 0,
          max: 100,
          decimals: 0,
          rowSource: 'purchaseCategory',
          rows: [{ code: 'vaccines' }, { code: 'pharmaceuticals' }, { code: 'diets' }],
        },
      },
      {
        code: 'purchases_by_supplier',
        kind: 'matrix',
        text: sven('Andel av vaccininköpen per leverantör', 'Share of vaccine purchases by supplier'),
        settings: {
          unit: 'percent',
          min: 0,
          max: 100,
          decimals: 0,
          rowSource: 'supplier',
          rows: [{ code: 'NORDVAX' }, { code: 'VAXIMMUNE' }, { code: 'BIOSHIELD' }],
        },
      },
      {
        code: 'comment',
        kind: 'text',
        text: sven('Något mer vi borde fråga om?', 'Anything else we should ask about?'),
        settings: { maxLength: 1000 },
      },
    ],
  },
] as const;

/** Swedish clinics added for the survey (no users): enough answers for every benchmark. */
export const VETDATA_CLINICS = [
  { name: 'Djurkliniken Västerås', staff: 6 },
  { name: 'Smådjurskliniken Örebro', staff: 8 },
  { name: 'Djursjukhuset Linköping', staff: 9 },
  { name: 'Veterinärkliniken Gävle', staff: 5 },
  { name: 'Djurkliniken Jönköping', staff: 7 },
  { name: 'Djursjukhuset Malmö', staff: 18 },
  { name: 'Smådjurskliniken Uppsala', staff: 12 },
  { name: 'Djurkliniken Helsingborg', staff: 15 },
  { name: 'Veterinärhuset Norrköping', staff: 11 },
  { name: 'Djurkliniken Kiruna', staff: 2 },
  // Two that have not answered: the non-responders' list and the reminder have someone to show.
  { name: 'Djurkliniken Visby', staff: null },
  { name: 'Veterinärkliniken Sundsvall', staff: null },
] as const;

/** The seeded members that answered 2025, by name, with their staff count. */
export const VETDATA_SEEDED_ANSWERS = [
  { name: 'Djurkliniken Solna', staff: 7 },
  { name: 'Smådjursklinik Göteborg', staff: 14 },
  { name: 'Vetgroup Umeå', staff: 4 },
  { name: 'Vetgroup Luleå', staff: 3 },
] as const;
