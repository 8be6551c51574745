// Purchase data as the admin API answers it: spend and savings series (`amadeo/`), report documents
// (`reports/`) and commitments (`commitments/`). The spec names the paths only; these shapes are our
// design (docs/api.md "Spend and savings", "Reports", "Commitments"). Amounts are decimal strings
// ("12345.50"), as DRF's DecimalField sends them; the portal turns them into numbers only to show them.

/** A decimal amount in the answer's currency, as a string with two places. */
export type Amount = string;

/** The last path segment of a series: a member id, or `current` (the member the user acts for). */
export type MemberSegment = number | 'current';

export type QuarterRef = { year: number; quarter: 1 | 2 | 3 | 4 };

export type SupplierRef = { id: number; code: string; name: string };
export type CategoryRef = { id: number; code: string; name: string };

/** Spend is the net paid; savings are list price minus net plus rebates. */
export type SpendAndSavings = { spend: Amount; savings: Amount };

/** `GET amadeo/spend-and-savings-sum-for-current-year/{m}/` */
export type YearSum = SpendAndSavings & {
  memberId: number;
  year: number;
  currency: string;
  listAmount: Amount;
  rebates: Amount;
  /** Savings over list amount, in percent with one decimal; null when nothing was bought. */
  savingsPercent: number | null;
  /** The same months of the year before. */
  previousYearToDate: SpendAndSavings;
  /** The latest invoice date of the member's lines (YYYY-MM-DD), null without data. */
  dataAsOf: string | null;
};

/**
 * `GET amadeo/spend-per-category-for-current-year/{m}/`. Every `share` in these answers is a fraction
 * of the total, 0–1 with four decimals; percentages (`savingsPercent`, `changePercent`) have one decimal.
 */
export type CategorySpend = {
  year: number;
  currency: string;
  total: Amount;
  results: (SpendAndSavings & { category: CategoryRef; share: number })[];
};

/** `GET amadeo/supplier-spend-usage-for-last-quarter/{m}/` */
export type SupplierUsage = QuarterRef & {
  currency: string;
  total: Amount;
  results: (SpendAndSavings & { supplier: SupplierRef; share: number; onAgreementShare: number })[];
};

/** `GET amadeo/top-five-suppliers-with-most-spend-for-current-year/{m}/` */
export type TopSuppliers = {
  year: number;
  currency: string;
  total: Amount;
  others: SpendAndSavings;
  results: (SpendAndSavings & { rank: number; supplier: SupplierRef; share: number })[];
};

/** `GET amadeo/spend-and-savings-sum-for-last-six-quarters/{m}/`: six completed quarters, oldest first. */
export type SixQuarters = {
  currency: string;
  /** A quarter the member's data begins within is `partial`, with the days it covers. */
  results: (QuarterRef &
    SpendAndSavings &
    QuarterCoverage & { savingsPercent: number | null; changePercent: number | null })[];
};

/**
 * The days a quarter's figures cover (YYYY-MM-DD, both inclusive): less than the whole quarter
 * (`partial`) while it runs (to the latest invoice date) or when the member's data begins within it.
 * Beyond the spec: an answer without them is read as a whole quarter.
 */
export type QuarterCoverage = { partial?: boolean; dataFrom?: string; dataTo?: string };

/** A row of `GET amadeo/spend-savings-periods-list/{m}/` (paged, newest first; only quarters with data). */
export type PeriodRow = QuarterRef &
  SpendAndSavings &
  QuarterCoverage & { currency: string; savingsPercent: number | null; suppliers: number; lines: number };

/** A quarter set beside another, and, when that one is partial, the same days of it (`from`–`to`, inclusive). */
export type ComparedQuarter = QuarterRef & { from?: string; to?: string };

/** The six figures of a row of the quarter statement: this quarter, the one before, the same one a year before. */
export type QuarterFigures = SpendAndSavings & {
  previousSpend: Amount;
  previousSavings: Amount;
  lastYearSpend: Amount;
  lastYearSavings: Amount;
};

/** `GET amadeo/spend-savings-by-period-list/year/{y}/quarter/{q}/{m}/` */
export type QuarterStatement = QuarterRef &
  QuarterCoverage & {
    currency: string;
    compare: { previous: ComparedQuarter; lastYear: ComparedQuarter };
    totals: QuarterFigures;
    suppliers: (QuarterFigures & {
      supplier: SupplierRef;
      categories: (QuarterFigures & { category: CategoryRef })[];
    })[];
  };

/** `GET amadeo/available-reports/?memberId=`: what period pickers and empty states need. */
export type AvailableReports = {
  memberId: number;
  currency: string;
  hasData: boolean;
  firstPeriod: QuarterRef | null;
  lastPeriod: QuarterRef | null;
  years: number[];
};

/** `GET amadeo/reports-addtional-info/?memberId=` (spelt so): the "data up to" line. */
export type ReportsAdditionalInfo = {
  memberId: number;
  currency: string;
  dataAsOf: string | null;
  lastImportedAt: string | null;
  /** Suppliers the member bought from in the current year, and how many of them have a group agreement. */
  suppliers: number;
  agreementSuppliers: number;
};

/** `GET amadeo/missed-savings-for-current-year/{m}/` (beyond the spec). */
export type MissedSavings = {
  year: number;
  currency: string;
  total: { offAgreementSpend: Amount; missedSavings: Amount };
  results: {
    category: CategoryRef;
    offAgreementSpend: Amount;
    agreementSupplier: { id: number; name: string } | null;
    discountPercent: number;
    missedSavings: Amount;
  }[];
};

/** Report document kinds (`GET enums/report-kind/` answers `[{id, name}]`). */
export const REPORT_KIND = { quarterlyStatement: 1, yearlyRebateStatement: 2 } as const;
export type ReportKind = (typeof REPORT_KIND)[keyof typeof REPORT_KIND];
export type ReportKindOption = { id: number; name: string };

/** A row of `GET reports/` (paged, newest first). `file` is the PDF's address. */
export type ReportDocument = {
  id: number;
  kind: number;
  name: string;
  periodYear: number;
  periodQuarter: number | null;
  version: number;
  issuedAt: string;
  member: { id: number; name: string };
  file: string;
};

export type CommitmentTier = { thresholdAmount: Amount; discountPercent: number; label: string };

/** A commitment as stored (the rows of `GET commitments/` add `result`). Dates are YYYY-MM-DD; the period's end is exclusive. */
export type Commitment = {
  id: number;
  member: { id: number; name: string };
  supplier: SupplierRef | null;
  category: CategoryRef | null;
  periodStart: string;
  periodEnd: string;
  targetAmount: Amount;
  currency: string;
  tiers: CommitmentTier[];
  note: string;
};

/** How an ended commitment came out: bought so far of the target, achieved or missed, the tier reached. */
export type CommitmentResult = {
  actualAmount: Amount;
  status: 'achieved' | 'missed';
  reachedTier: CommitmentTier | null;
};

/** A row of `GET commitments/`: `result` is set once the period has ended, null before. */
export type ListedCommitment = Commitment & { result: CommitmentResult | null };

export const COMMITMENT_STATUSES = ['at_risk', 'on_track', 'achieved', 'missed'] as const;
export type CommitmentStatus = (typeof COMMITMENT_STATUSES)[number];

/** A commitment with its progress (`GET commitments/track/`, `GET commitments/{id}/`). */
export type TrackedCommitment = Commitment & {
  actualAmount: Amount;
  projectedAmount: Amount;
  /** 0–1: how much of the period has passed by `asOf`. */
  elapsedShare: number;
  status: CommitmentStatus;
  reachedTier: CommitmentTier | null;
  /** The next tier and what is missing to it; null once the period has ended (nothing more can be bought). */
  nextTier: CommitmentTier | null;
  gapToNextTier: Amount | null;
  neededPerMonth: Amount;
  /**
   * From the period's first month (`YYYY-MM`) to the month of `asOf`: the net bought, the running total,
   * and `pace`, where the running total should be by then on a straight line to the target.
   */
  months: { month: string; actual: Amount; cumulative: Amount; pace: Amount }[];
};

/**
 * `GET commitments/track/?memberId=`: active ones first (at risk by largest gap), then ended ones.
 * `asOf` is the last day the figures cover: the member's latest invoice date, at most yesterday.
 */
export type CommitmentTracking = { asOf: string; currency: string; results: TrackedCommitment[] };

/** `POST purchase-imports/` answers this for an imported file. */
export type PurchaseImportResult = {
  id: number;
  supplier: SupplierRef;
  periodStart: string;
  periodEnd: string;
  lines: number;
  netAmount: Amount;
  listAmount: Amount;
  rebateAmount: Amount;
  replaced: boolean;
  importedAt: string;
};

/**
 * Why a whole file was refused before any row was read (`ImportRowError.code`, line 1): the portal
 * translates by the code (purchasing.importFile.<code>); `message` is the English text.
 */
export const IMPORT_FILE_PROBLEM = {
  workbook: 'file_is_workbook',
  pdf: 'file_is_pdf',
  binary: 'file_not_text',
  notUtf8: 'file_not_utf8',
} as const;
export type ImportFileProblem = (typeof IMPORT_FILE_PROBLEM)[keyof typeof IMPORT_FILE_PROBLEM];

/** A refused row of an import: its line in the file, the column and why (`code`: a whole file's problem). */
export type ImportRowError = { line: number; column: string; message: string; code?: ImportFileProblem };

/** A row of `GET purchase-imports/` (staff, paged, newest first). */
export type PurchaseImportRow = Omit<PurchaseImportResult, 'replaced'> & {
  fileName: string;
  /** api, command, seed or bench. */
  source: string;
  importedBy: { id: number; name: string } | null;
};

/** `GET suppliers/`: the suppliers serving the user's country (staff: all), by name. */
export type SupplierOption = SupplierRef & { countryCode: string | null; hasAgreement: boolean };

/** `GET purchase-categories/`, in the group's order. */
export type PurchaseCategoryOption = CategoryRef & { agreementDiscountPercent: number; position: number };

/** The series of one member (`GET amadeo/<name>/{m}/`, spec §7), by the name the code gives each. */
export const MEMBER_SERIES = {
  yearSum: 'spend-and-savings-sum-for-current-year',
  categories: 'spend-per-category-for-current-year',
  supplierUsage: 'supplier-spend-usage-for-last-quarter',
  topSuppliers: 'top-five-suppliers-with-most-spend-for-current-year',
  sixQuarters: 'spend-and-savings-sum-for-last-six-quarters',
  /** Beyond the spec. */
  missedSavings: 'missed-savings-for-current-year',
} as const;
export type MemberSeriesName = keyof typeof MEMBER_SERIES;

/**
 * `GET amadeo/dashboard/{m}/` (beyond the spec): everything the dashboard shows in one answer, each
 * part exactly the answer of its own call (MEMBER_SERIES, `available-reports/`, `reports-addtional-info/`),
 * with who may read the member checked once. A backend without it (one that follows the spec only)
 * answers 404, and the portal asks for the parts one by one.
 */
export type DashboardAnswer = {
  memberId: number;
  yearSum: YearSum;
  categories: CategorySpend;
  supplierUsage: SupplierUsage;
  topSuppliers: TopSuppliers;
  sixQuarters: SixQuarters;
  missedSavings: MissedSavings;
  availableReports: AvailableReports;
  additionalInfo: ReportsAdditionalInfo;
};

/**
 * `GET amadeo/quarterly/{m}/?page=` (beyond the spec): the quarters page's two answers at once, each
 * exactly the answer of its own call (`spend-savings-periods-list/{m}/?page=`, its page links
 * included, and `reports-addtional-info/`), with who may read the member checked once. A backend
 * without it answers 404, and the portal asks for the two.
 */
export type QuarterlyAnswer = {
  memberId: number;
  periods: { count: number; next: string | null; previous: string | null; results: PeriodRow[] };
  additionalInfo: ReportsAdditionalInfo;
};

/**
 * Where purchase data is in the admin API (docs/api.md "Spend and savings", "Purchase imports"). `{m}`
 * is a MemberSegment (lib/contract/member-id.ts); the admin API registers these paths as they are.
 */
export const PURCHASING_API = {
  /** GET a member's series (MEMBER_SERIES). */
  series: (series: MemberSeriesName, member: MemberSegment) => `/amadeo/${MEMBER_SERIES[series]}/${member}/`,
  /** GET: DashboardAnswer (beyond the spec; the per-series calls above stay). */
  dashboard: (member: MemberSegment) => `/amadeo/dashboard/${member}/`,
  /** GET `?memberId=`: AvailableReports. */
  availableReports: '/amadeo/available-reports/',
  /** GET `?memberId=`: ReportsAdditionalInfo (spelt so). */
  additionalInfo: '/amadeo/reports-addtional-info/',
  /** GET (paged): PeriodRow. */
  periods: (member: MemberSegment) => `/amadeo/spend-savings-periods-list/${member}/`,
  /** GET `?page=`: QuarterlyAnswer (beyond the spec; the two calls it combines stay). */
  quarterly: (member: MemberSegment) => `/amadeo/quarterly/${member}/`,
  /** GET: QuarterStatement. */
  quarter: (year: number, quarter: number, member: MemberSegment) =>
    `/amadeo/spend-savings-by-period-list/year/${year}/quarter/${quarter}/${member}/`,
  /** Staff: POST multipart {supplier, period, file} (PurchaseImportResult); GET (paged, `?supplier=`). */
  imports: '/purchase-imports/',
  /** GET: SupplierOption[]. */
  suppliers: '/suppliers/',
  /** GET: PurchaseCategoryOption[]. */
  categories: '/purchase-categories/',
} as const;

/** Report documents (docs/api.md "Reports"). */
export const REPORTS_API = {
  /** GET (paged): `?memberId=`, `?kind=`, `?remove_qr=`. */
  list: '/reports/',
  /** GET: ReportKindOption[]. */
  kinds: '/enums/report-kind/',
  /** GET: the PDF (`ReportDocument.file`, `?remove_qr=true`). */
  file: (id: number) => `/report-files/${id}/`,
  /** POST {email, removeQr?}. */
  send: (id: number) => `/reports/${id}/send-report/`,
  /** Staff: POST, issue statements. */
  issue: '/reports/issue/',
} as const;

/** Commitments (docs/api.md "Commitments"). */
export const COMMITMENTS_API = {
  /** GET (paged): `?memberId=`, `?status=`; staff POST a commitment. */
  list: '/commitments/',
  /** GET `?memberId=`: CommitmentTracking. */
  track: '/commitments/track/',
  /** GET a TrackedCommitment; staff PATCH, DELETE. */
  item: (id: number) => `/commitments/${id}/`,
} as const;
