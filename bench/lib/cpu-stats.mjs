// The arithmetic of the interleaved server-CPU rounds (bench/lib/interleaved-cpu.mjs): each round's
// ratio of a page's CPU per request to the baseline SSR page's measured around it, the median and
// spread of those ratios, and a verdict against a budget that is given only when the spread allows.

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The spread of a non-empty list: its smallest and largest value. */
export function spread(values) {
  if (values.length === 0) throw new Error('spread of no values');
  return { min: Math.min(...values), max: Math.max(...values) };
}

/**
 * Each round's ratio of the page's CPU per request to the baseline's, where the baseline was measured
 * just before and just after the page in that round (`baselineBefore[i]`, `baselineAfter[i]`): the
 * page is compared with the mean of the two, so a machine that slows down during a round moves both.
 */
export function roundRatios(pageCpu, baselineBefore, baselineAfter) {
  if (pageCpu.length !== baselineBefore.length || pageCpu.length !== baselineAfter.length)
    throw new Error('every round needs the page and the baseline before and after it');
  return pageCpu.map((cpu, round) => cpu / ((baselineBefore[round] + baselineAfter[round]) / 2));
}

/**
 * Each round's cost of a page as a multiple of home's, from both pages' ratios to their own baselines
 * in that round: the digest's and VetData's pages have a budget against home as well.
 */
export function ratiosToHome(pageRatios, homeRatios) {
  if (pageRatios.length !== homeRatios.length) throw new Error('the page and home need the same rounds');
  return pageRatios.map((ratio, round) => ratio / homeRatios[round]);
}

/**
 * The verdict of per-round ratios against a budget: "pass" when even the highest round is within it,
 * "FAIL" when even the lowest is over it, "undecided" when the rounds fall on both sides (run again on
 * a quieter machine, or with more rounds). No budget: "reported".
 */
export function verdict(ratios, budget) {
  if (budget === null || budget === undefined) return 'reported';
  const { min, max } = spread(ratios);
  if (max <= budget) return 'pass';
  if (min > budget) return 'FAIL';
  return 'undecided';
}

/** A page's summary line: the median ratio, its spread and the verdict against the budget. */
export function summarize(ratios, budget) {
  const { min, max } = spread(ratios);
  return { median: median(ratios), min, max, budget: budget ?? null, verdict: verdict(ratios, budget) };
}

/**
 * How many requests a segment of the page gets so that it costs about `targetCpuMs` of CPU, from a
 * warm-up's CPU per request; at least `min` (a few requests per connection), at most `max`.
 */
export function requestsFor(cpuPerRequestMs, targetCpuMs, { min = 20, max = 2000 } = {}) {
  if (!(cpuPerRequestMs > 0)) return max;
  return Math.min(max, Math.max(min, Math.round(targetCpuMs / cpuPerRequestMs)));
}
