// The pure part of `npm run bench:lighthouse` (bench/lighthouse/run.mjs): what it reads from a
// Lighthouse result (the LHR) and how it judges it against issue 28's targets.

/** Issue 28: performance ≥ 90 and CLS ≤ 0.05 on each page (mobile, Lighthouse's simulated throttling). */
export const TARGETS = { performance: 90, cls: 0.05 } as const;
/** Over this much Total Blocking Time, issue 28 asks which components' hydration costs it (not a target). */
export const TBT_HINT_MS = 300;

/** The parts of a Lighthouse result this script reads (a subset of LH.Result). */
export type LighthouseResult = {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  /** Lighthouse's measure of the machine's speed: lower on a slower or busier one, and TBT higher. */
  environment?: { benchmarkIndex?: number };
  categories: { performance?: { score: number | null } };
  audits: Record<string, LighthouseAudit | undefined>;
};

type LighthouseAudit = {
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
};

export type Scores = {
  /** 0–100, or null when Lighthouse could not score the page. */
  performance: number | null;
  cls: number | null;
  tbtMs: number | null;
  lcpMs: number | null;
};

export type Verdict = {
  pass: boolean;
  /** What misses, in words ("performance 84 < 90", "shown /login, not /news/1-x"). */
  misses: string[];
};

const numeric = (result: LighthouseResult, audit: string): number | null => {
  const value = result.audits[audit]?.numericValue;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The four figures issue 28 prints: the performance score (0–100), CLS, TBT and LCP (ms). */
export function extractScores(result: LighthouseResult): Scores {
  const score = result.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    cls: numeric(result, 'cumulative-layout-shift'),
    tbtMs: numeric(result, 'total-blocking-time'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
  };
}

/**
 * Of several runs of one page, the one with the median performance score (with an even count the
 * lower of the middle two: a tie goes against the page). A run without a score counts as the lowest.
 */
export function medianRun<T extends LighthouseResult>(runs: readonly T[]): T {
  if (runs.length === 0) throw new Error('No Lighthouse run to choose from');
  const ranked = [...runs].sort((a, b) => (extractScores(a).performance ?? -1) - (extractScores(b).performance ?? -1));
  return ranked[Math.floor((ranked.length - 1) / 2)]!;
}

/** Path and query of an address. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/**
 * Whether a page meets the targets. A run that errored, or that ended elsewhere than the page asked
 * for (the sign-in page: the session did not hold), fails whatever its figures: they are another page's.
 */
export function verdict(result: LighthouseResult, expectedPath: string): Verdict {
  const misses: string[] = [];
  if (result.runtimeError) misses.push(`Lighthouse error ${result.runtimeError.code}`);
  if (result.finalDisplayedUrl && pathOf(result.finalDisplayedUrl) !== expectedPath) {
    misses.push(`shown ${pathOf(result.finalDisplayedUrl)}, not ${expectedPath}`);
  }
  const scores = extractScores(result);
  if (scores.performance === null) misses.push('no performance score');
  else if (scores.performance < TARGETS.performance)
    misses.push(`performance ${scores.performance} < ${TARGETS.performance}`);
  if (scores.cls === null) misses.push('no CLS');
  else if (scores.cls > TARGETS.cls) misses.push(`CLS ${scores.cls.toFixed(3)} > ${TARGETS.cls}`);
  return { pass: misses.length === 0, misses };
}

type NodeValue = { selector?: string; nodeLabel?: string; snippet?: string };

/** A text on one line and at most `max` characters (an element's label can hold its whole text). */
const oneLine = (text: string, max = 60) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** A script's path without the origin (the port changes every run); Lighthouse's own names as they are. */
const scriptPath = (url: string) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

/**
 * Where to look when a page misses: the elements that shifted (with their shift score), and the
 * scripts whose main-thread time (evaluation and parsing) was largest, each with milliseconds.
 */
export function culprits(result: LighthouseResult, limit = 5) {
  const shifts = (result.audits['layout-shifts']?.details?.items ?? [])
    .map((item) => {
      const node = item.node as NodeValue | undefined;
      return {
        element: node?.selector ?? node?.snippet ?? 'unknown element',
        label: oneLine(node?.nodeLabel ?? ''),
        score: typeof item.score === 'number' ? item.score : 0,
      };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
  const scripts = (result.audits['bootup-time']?.details?.items ?? [])
    .map((item) => ({
      url: scriptPath(String(item.url ?? '')),
      scriptingMs: typeof item.scripting === 'number' ? item.scripting : 0,
      totalMs: typeof item.total === 'number' ? item.total : 0,
    }))
    .sort((a, b) => b.scriptingMs - a.scriptingMs)
    .slice(0, limit);
  return { shifts, scripts };
}

/** One line of the table: the page's figures, each beside its target, and its verdict. */
export function formatRow(label: string, scores: Scores, result: Verdict): string {
  const show = (value: number | null, text: (value: number) => string) => (value === null ? '–' : text(value));
  const cells = [
    label.padEnd(44),
    show(scores.performance, (value) => String(value)).padEnd(6),
    show(scores.cls, (value) => value.toFixed(3)).padEnd(7),
    show(scores.tbtMs, (value) => `${Math.round(value)} ms${value > TBT_HINT_MS ? '!' : ''}`).padEnd(10),
    show(scores.lcpMs, (value) => `${(value / 1000).toFixed(1)} s`).padEnd(8),
    result.pass ? 'pass' : `MISS (${result.misses.join('; ')})`,
  ];
  return cells.join(' ');
}
