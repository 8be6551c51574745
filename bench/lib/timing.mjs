// The benchmarks' one timing loop: GETs sent from a number of concurrent workers, each timed from
// the request to the last byte of the answer, summed up as exact nearest-rank percentiles (p50, p95,
// p99) over the sorted times, with how many answers were not 200. `timeCall` adds the warm-up the
// latency benches do before they count: the first WARM_UP requests once, one at a time, uncounted.

/** Requests sent (one at a time) before the counted ones: connections, caches and the JIT warm. */
export const WARM_UP = 10;

/** Nearest-rank percentile of sorted times: the smallest time with at least q of them at or below. */
export function percentile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(q * sorted.length))) - 1];
}

/** The figures of a run: p50/p95/p99 and the slowest (ms, two decimals), the non-200 count and statuses. */
export function summary(times, statuses) {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (value) => (value === null ? null : Number(value.toFixed(2)));
  const failed = statuses.filter((status) => status !== 200);
  return {
    requests: times.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? null),
    non200: failed.length,
    statuses: [...new Set(statuses)].sort(),
  };
}

/** One GET, read to its end: its time and status. */
export async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status };
}

/** Requests `urls` from `workers` concurrent loops; resolves with the run's summary. */
export async function requestAll(urls, headers, workers) {
  const times = [];
  const statuses = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < urls.length) {
        const url = urls[next];
        next += 1;
        const { ms, status } = await timedGet(url, headers);
        times.push(ms);
        statuses.push(status);
      }
    }),
  );
  return summary(times, statuses);
}

/**
 * One call of a latency bench: `count` URLs from `urlOf(i)`, the warm-up, then every URL once per
 * entry of `workerCounts` (1: one at a time; 10: ten concurrent workers). Resolves with one summary
 * per entry, `workers` included, in the same order.
 */
export async function timeCall(urlOf, count, headers, workerCounts = [1]) {
  const urls = Array.from({ length: count }, (_, i) => urlOf(i));
  await requestAll(urls.slice(0, WARM_UP), headers, 1);
  const results = [];
  for (const workers of workerCounts) results.push({ workers, ...(await requestAll(urls, headers, workers)) });
  return results;
}

/** A time for a table column: one decimal, or `-` when there was none. */
export const fixed = (value) => (value === null ? '-' : value.toFixed(1));
