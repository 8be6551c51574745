// Types of timing.mjs (a plain Node module of the benchmarks) for the TypeScript that tests it.
export type RunSummary = {
  requests: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
  non200: number;
  statuses: number[];
};
export declare const WARM_UP: number;
export declare function percentile(sorted: readonly number[], q: number): number | null;
export declare function summary(times: readonly number[], statuses: readonly number[]): RunSummary;
export declare function timedGet(url: string, headers: Record<string, string>): Promise<{ ms: number; status: number }>;
export declare function requestAll(
  urls: readonly string[],
  headers: Record<string, string>,
  workers: number,
): Promise<RunSummary>;
export declare function timeCall(
  urlOf: (i: number) => string,
  count: number,
  headers: Record<string, string>,
  workerCounts?: readonly number[],
): Promise<(RunSummary & { workers: number })[]>;
export declare function fixed(value: number | null): string;
