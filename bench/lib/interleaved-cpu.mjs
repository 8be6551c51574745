// Server CPU per request, judged against the bare baseline SSR page in interleaved rounds: each round
// loads the baseline, then a page, then the baseline again, then the next page, and so on, so every
// page is compared with baseline measurements taken right around it. CPU is the process CPU of the
// services (bench/process-cpu.mjs: the portal and the admin API together for a portal page), per
// request, for a fixed number of requests, all answered before the CPU is read.
import autocannon from 'autocannon';
import { groupCpuMs } from '../process-cpu.mjs';
import { median, requestsFor, roundRatios, summarize } from './cpu-stats.mjs';

/** Seconds of load before a page's rounds: warms the caches and the JIT, and sizes its segments. */
const WARM_UP_SECONDS = 2;

/** `amount` requests (or `duration` seconds) on a target; its CPU per request by service, and req/s. */
async function measure(target, connections, { amount, duration }) {
  const before = target.watch.map(([, service]) => groupCpuMs(service.child.pid));
  const started = performance.now();
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    // autocannon ends a run at its next sample tick (1 s by default): idle time the services would
    // otherwise spend between segments.
    sampleInt: 100,
    ...(amount ? { amount } : { duration }),
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
  }
  const requests = result.requests.total;
  const cpuMs = Object.fromEntries(
    target.watch.map(([name, service], index) => [name, (groupCpuMs(service.child.pid) - before[index]) / requests]),
  );
  return { cpuMs, totalMs: Object.values(cpuMs).reduce((sum, ms) => sum + ms, 0), rps: requests / seconds };
}

/** `target` with the requests a segment of it takes to cost about `segmentCpuMs`, from a warm-up's load. */
async function sizedSegment(target, connections, segmentCpuMs) {
  const warm = await measure(target, connections, { duration: WARM_UP_SECONDS });
  return { ...target, amount: requestsFor(warm.totalMs, segmentCpuMs) };
}

/**
 * Runs the rounds. `baseline` and each of `pages` is `{ url, headers?, watch: [[name, service]…] }`
 * (pages also `label` and `budget`: the most CPU per request allowed, as a multiple of the baseline's;
 * null for a page reported only). Each segment costs about `segmentCpuMs` of CPU. Resolves with each
 * page's rounds and summary (median ratio, min–max, the median's interval, verdict) and the baseline's own figures.
 */
export async function interleavedCpu({
  baseline,
  pages,
  rounds = 9,
  segmentCpuMs = 500,
  connections = 8,
  log = () => {},
}) {
  const sized = [];
  for (const target of [baseline, ...pages]) sized.push(await sizedSegment(target, connections, segmentCpuMs));
  const [sizedBaseline, ...sizedPages] = sized;
  const perPage = sizedPages.map(() => ({ page: [], before: [], after: [] }));
  const baselineRuns = [];
  for (let round = 0; round < rounds; round += 1) {
    // Every other round in reverse, so no page always follows the same one.
    const order = sizedPages.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    // The baseline's own warm-up was before every page's: warm it again, or the first page of round
    // one is compared with a cold baseline (home's first round read 3–4× where the others read 8–10×).
    if (round === 0) await measure(baseline, connections, { duration: WARM_UP_SECONDS });
    let previous = await measure(sizedBaseline, connections, sizedBaseline);
    baselineRuns.push(previous);
    for (const index of order) {
      const page = await measure(sizedPages[index], connections, sizedPages[index]);
      const next = await measure(sizedBaseline, connections, sizedBaseline);
      baselineRuns.push(next);
      perPage[index].page.push(page);
      perPage[index].before.push(previous.totalMs);
      perPage[index].after.push(next.totalMs);
      previous = next;
    }
    log(`  round ${round + 1}/${rounds} done`);
  }
  return {
    baseline: {
      cpuMs: median(baselineRuns.map((run) => run.totalMs)),
      rps: median(baselineRuns.map((run) => run.rps)),
      requestsPerSegment: sizedBaseline.amount,
    },
    pages: sizedPages.map((page, index) => {
      const { page: runs, before, after } = perPage[index];
      const ratios = roundRatios(
        runs.map((run) => run.totalMs),
        before,
        after,
      );
      const services = Object.keys(runs[0].cpuMs);
      return {
        label: page.label,
        requestsPerSegment: page.amount,
        ratios,
        ...summarize(ratios, page.budget),
        cpuMs: Object.fromEntries(services.map((name) => [name, median(runs.map((run) => run.cpuMs[name]))])),
        totalMs: median(runs.map((run) => run.totalMs)),
        baselineMs: median(before.map((ms, round) => (ms + after[round]) / 2)),
        rps: median(runs.map((run) => run.rps)),
      };
    }),
  };
}

/**
 * Each of `pages` against `reference` (home) directly: every round loads the reference and the page
 * one right after the other (in turn the page first), so each ratio compares two segments taken
 * seconds apart, with nothing between them. Sized and summarised as interleavedCpu's; `budget` on
 * each page is the most it may cost as a multiple of the reference's.
 */
export async function pairedCpu({ reference, pages, rounds = 9, segmentCpuMs = 500, connections = 8, log = () => {} }) {
  const sizedReference = await sizedSegment(reference, connections, segmentCpuMs);
  const results = [];
  for (const target of pages) {
    const sized = await sizedSegment(target, connections, segmentCpuMs);
    const cpuOf = async (segment) => (await measure(segment, connections, segment)).totalMs;
    const ratios = [];
    for (let round = 0; round < rounds; round += 1) {
      let page;
      let home;
      if (round % 2 === 1) {
        page = await cpuOf(sized);
        home = await cpuOf(sizedReference);
      } else {
        home = await cpuOf(sizedReference);
        page = await cpuOf(sized);
      }
      ratios.push(page / home);
    }
    log(`  ${target.label}: ${rounds} pairs done`);
    results.push({ label: target.label, ratios, ...summarize(ratios, target.budget) });
  }
  return results;
}
