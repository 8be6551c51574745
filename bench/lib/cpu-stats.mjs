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

/** The confidence asked of the median's interval: that of five rounds' lowest and highest. */
export const MEDIAN_CONFIDENCE = 1 - 2 / 2 ** 5;

/** P(X ≤ k) for X ~ Binomial(n, ½): how likely at most k of n rounds fall below the true median. */
function binomialHalfCdf(n, k) {
  let sum = 0;
  let term = 1; // C(n, 0)
  for (let i = 0; i <= k; i += 1) {
    sum += term;
    term = (term * (n - i)) / (i + 1);
  }
  return sum / 2 ** n;
}

/**
 * A distribution-free confidence interval of the median of the rounds: the k-th lowest and k-th
 * highest round, k as large as the confidence allows (the rounds fall on either side of the true
 * median like fair coin tosses). Up to 8 rounds that is the lowest and the highest; from 9 rounds
 * the second lowest and second highest, so one round disturbed by the machine no longer decides.
 */
export function medianInterval(values, confidence = MEDIAN_CONFIDENCE) {
  if (values.length === 0) throw new Error('interval of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const { k, confidence: held } = intervalRank(sorted.length, confidence);
  return { low: sorted[k - 1], high: sorted[sorted.length - k], confidence: held };
}

/** Which order statistic bounds the median's interval over `n` rounds (k-th lowest and highest), and how surely. */
export function intervalRank(n, confidence = MEDIAN_CONFIDENCE) {
  let k = 1;
  while (k + 1 <= Math.ceil(n / 2) && 1 - 2 * binomialHalfCdf(n, k) >= confidence) k += 1;
  return { k, confidence: Math.max(0, 1 - 2 * binomialHalfCdf(n, k - 1)) };
}

/**
 * The verdict of per-round ratios against a budget, from the median's confidence interval: "pass"
 * when the whole interval is within the budget, "FAIL" when it is all over, "undecided" when it
 * straddles the budget (run again on a quieter machine, or with more rounds). No budget: "reported".
 */
export function verdict(ratios, budget) {
  if (budget === null || budget === undefined) return 'reported';
  const { low, high } = medianInterval(ratios);
  if (high <= budget) return 'pass';
  if (low > budget) return 'FAIL';
  return 'undecided';
}

/** A page's summary line: the median ratio, its spread, the median's interval and the verdict against the budget. */
export function summarize(ratios, budget) {
  const { min, max } = spread(ratios);
  const { low, high } = medianInterval(ratios);
  return { median: median(ratios), min, max, low, high, budget: budget ?? null, verdict: verdict(ratios, budget) };
}

/**
 * How many requests a segment of the page gets so that it costs about `targetCpuMs` of CPU, from a
 * warm-up's CPU per request; at least `min` (a few requests per connection), at most `max`.
 */
export function requestsFor(cpuPerRequestMs, targetCpuMs, { min = 20, max = 2000 } = {}) {
  if (!(cpuPerRequestMs > 0)) return max;
  return Math.min(max, Math.max(min, Math.round(targetCpuMs / cpuPerRequestMs)));
}
