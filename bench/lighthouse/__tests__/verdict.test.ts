/** @jest-environment node */
import { culprits, extractScores, formatRow, medianRun, verdict, type LighthouseResult } from '../verdict';

/** A Lighthouse result with the figures given, as Lighthouse 12 writes them. */
function result({
  score = 0.93 as number | null,
  cls = 0.01,
  tbt = 120,
  lcp = 2100,
  finalUrl = 'http://localhost:4000/news/12-vaccines',
  extra = {} as Partial<LighthouseResult>,
} = {}): LighthouseResult {
  return {
    requestedUrl: 'http://localhost:4000/news/12-vaccines',
    finalDisplayedUrl: finalUrl,
    categories: { performance: { score } },
    audits: {
      'cumulative-layout-shift': { numericValue: cls },
      'total-blocking-time': { numericValue: tbt },
      'largest-contentful-paint': { numericValue: lcp },
    },
    ...extra,
  };
}

describe('extractScores', () => {
  it('reads the performance score as 0–100 and CLS, TBT and LCP as Lighthouse measured them', () => {
    expect(extractScores(result({ score: 0.876, cls: 0.0423, tbt: 310.4, lcp: 2745 }))).toEqual({
      performance: 88,
      cls: 0.0423,
      tbtMs: 310.4,
      lcpMs: 2745,
    });
  });

  it('gives null for what Lighthouse could not measure', () => {
    const measured = result({ score: null });
    delete measured.audits['total-blocking-time'];
    expect(extractScores(measured)).toEqual({ performance: null, cls: 0.01, tbtMs: null, lcpMs: 2100 });
  });
});

describe('verdict', () => {
  it('passes a page at the targets', () => {
    expect(verdict(result({ score: 0.9, cls: 0.05 }), '/news/12-vaccines')).toEqual({ pass: true, misses: [] });
  });

  it('names each target a page misses', () => {
    expect(verdict(result({ score: 0.89, cls: 0.051 }), '/news/12-vaccines')).toEqual({
      pass: false,
      misses: ['performance 89 < 90', 'CLS 0.051 > 0.05'],
    });
  });

  it('does not judge TBT or LCP: they are shown, not targets', () => {
    expect(verdict(result({ tbt: 900, lcp: 6000 }), '/news/12-vaccines').pass).toBe(true);
  });

  it('fails a run that ended on another page (the session did not hold), whatever its figures', () => {
    expect(verdict(result({ finalUrl: 'http://localhost:4000/login?next=%2F' }), '/news/12-vaccines')).toEqual({
      pass: false,
      misses: ['shown /login?next=%2F, not /news/12-vaccines'],
    });
  });

  it('fails a run Lighthouse reports an error for, and one without scores', () => {
    const failed = result({
      score: null,
      extra: { runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } },
    });
    delete failed.audits['cumulative-layout-shift'];
    expect(verdict(failed, '/news/12-vaccines').misses).toEqual([
      'Lighthouse error NO_FCP',
      'no performance score',
      'no CLS',
    ]);
  });
});

describe('medianRun', () => {
  it('takes the run with the median score, and of two the lower', () => {
    const [low, mid, high] = [result({ score: 0.7 }), result({ score: 0.85 }), result({ score: 0.95 })];
    expect(medianRun([high, low, mid])).toBe(mid);
    expect(medianRun([high, low])).toBe(low);
    expect(medianRun([result({ score: null }), mid, high])).toBe(mid);
  });

  it('refuses an empty list', () => {
    expect(() => medianRun([])).toThrow('No Lighthouse run');
  });
});

describe('culprits', () => {
  it('lists the shifted elements (on one line) and the scripts by main-thread time (their paths), largest first', () => {
    const found = culprits(
      result({
        extra: {
          audits: {
            'layout-shifts': {
              details: {
                items: [
                  { node: { selector: 'main > footer', nodeLabel: 'Footer' }, score: 0.02 },
                  {
                    node: {
                      selector: 'div.news-image',
                      nodeLabel: 'Inköp per kategori\nLäkemedel\nUtrustning och annat',
                    },
                    score: 0.11,
                  },
                ],
              },
            },
            'bootup-time': {
              details: {
                items: [
                  { url: 'http://localhost:41234/_next/static/chunks/a.js', total: 300, scripting: 120 },
                  { url: 'http://localhost:41234/_next/static/chunks/b.js', total: 500, scripting: 410 },
                  { url: 'Unattributable', total: 40, scripting: 30 },
                ],
              },
            },
          },
        },
      }),
    );
    expect(found).toEqual({
      shifts: [
        { element: 'div.news-image', label: 'Inköp per kategori Läkemedel Utrustning och annat', score: 0.11 },
        { element: 'main > footer', label: 'Footer', score: 0.02 },
      ],
      scripts: [
        { url: '/_next/static/chunks/b.js', scriptingMs: 410, totalMs: 500 },
        { url: '/_next/static/chunks/a.js', scriptingMs: 120, totalMs: 300 },
        { url: 'Unattributable', scriptingMs: 30, totalMs: 40 },
      ],
    });
  });
});

describe('formatRow', () => {
  it('shows each figure and marks TBT over 300 ms', () => {
    const row = formatRow('home /', extractScores(result({ score: 0.84, tbt: 420 })), {
      pass: false,
      misses: ['performance 84 < 90'],
    });
    expect(row.split(/\s+/)).toEqual([
      'home',
      '/',
      '84',
      '0.010',
      '420',
      'ms!',
      '2.1',
      's',
      'MISS',
      '(performance',
      '84',
      '<',
      '90)',
    ]);
  });
});
