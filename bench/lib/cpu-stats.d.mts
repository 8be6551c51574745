// Types of cpu-stats.mjs for its TypeScript tests.
export type Verdict = 'pass' | 'FAIL' | 'undecided' | 'reported';
export function median(values: readonly number[]): number;
export function spread(values: readonly number[]): { min: number; max: number };
export function roundRatios(
  pageCpu: readonly number[],
  baselineBefore: readonly number[],
  baselineAfter: readonly number[],
): number[];
export const MEDIAN_CONFIDENCE: number;
export function medianInterval(
  values: readonly number[],
  confidence?: number,
): { low: number; high: number; confidence: number };
export function intervalRank(n: number, confidence?: number): { k: number; confidence: number };
export function verdict(ratios: readonly number[], budget: number | null | undefined): Verdict;
export function summarize(
  ratios: readonly number[],
  budget: number | null | undefined,
): { median: number; min: number; max: number; low: number; high: number; budget: number | null; verdict: Verdict };
export function requestsFor(
  cpuPerRequestMs: number,
  targetCpuMs: number,
  bounds?: { min?: number; max?: number },
): number;
