// `npm run bench:lighthouse` (issue 28): Lighthouse, mobile with its default simulated throttling,
// in Debian's Chromium, on the production build of the portal with the bundled admin API on a fresh
// database (the demo data), signed in: home, the purchasing dashboard, the forum's seeded thread,
// Manage users (as staff) and a news item. Prints each page's performance score, CLS, TBT and LCP
// against the targets (performance ≥ 90, CLS ≤ 0.05) and writes the raw results to bench/results/.
// It prints figures and asserts nothing. Scores move with the machine's load: run it on a quiet one.
//   --page=NAME  only that page (home, dashboard, forum-thread, manage-users, news-item); repeatable
//   --runs=N     N Lighthouse runs per page (default 1); the run with the median score is reported
// Lighthouse lives in its own install (bench/lighthouse/package.json), made on the first run with
// `npm ci`, so the portal's install stays lean; it drives the browser through puppeteer-core, which
// never downloads one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild } from '../../scripts/lib/build.mjs';
import { ROOT, freePort, startPortal, stopService, waitForExit } from '../../scripts/lib/services.mjs';
import { startApi } from '../lib/api.mjs';
import { TARGETS, TBT_HINT_MS, culprits, extractScores, formatRow, medianRun, verdict } from './verdict.ts';

const HERE = path.join(ROOT, 'bench', 'lighthouse');
const RESULTS = path.join(ROOT, 'bench', 'results');
/** Debian's Chromium; never a downloaded browser (STACK.md). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PASSWORD = 'vetnet-demo';

const argValues = (name) =>
  process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
const RUNS = Math.max(1, Number(argValues('runs')[0] ?? 1));
const ONLY = argValues('page');

/**
 * The pages of issue 28, each as a user who sees it with data (the bench's users: bench/run.mjs).
 * `address` finds the page's address with the API (`access`: the user's token) and the portal.
 */
const PAGES = [
  { name: 'home', user: 'owner@vetnet.example', address: async () => '/' },
  { name: 'dashboard', user: 'manager@vetnet.example', address: async () => '/reports/dashboard' },
  {
    // The seeded thread with 200 replies: its first page of 25 (forum addresses have no slug).
    name: 'forum-thread',
    user: 'owner@vetnet.example',
    address: async ({ api, access }) =>
      `/forum/${await firstItemId(api, access, '/forum/posts/?title=Erfarenheter%20av%20nya%20vaccinationsprotokollet')}`,
  },
  { name: 'manage-users', user: 'staff@vetnet.example', address: async () => '/settings/manage-users' },
  {
    // The newest news item the user sees, at its canonical `{id}-{slug}` address.
    name: 'news-item',
    user: 'owner@vetnet.example',
    address: async ({ api, access, portal, cookie }) =>
      canonicalPath(portal, cookie, `/news/${await firstItemId(api, access, '/news/')}`),
  },
];

/** Lighthouse's own install: `npm ci` in bench/lighthouse when it is missing. */
function ensureInstall() {
  if (existsSync(path.join(HERE, 'node_modules', 'lighthouse', 'package.json'))) return;
  console.info('Installing Lighthouse (npm ci in bench/lighthouse)…');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: HERE,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('Installing Lighthouse failed');
}

/** A fresh token pair for `email`, and the two cookies the login form sets from it. */
async function signIn(api, email) {
  const response = await fetch(`${api}/api/v1/auth/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}`);
  const { access, refresh } = await response.json();
  return {
    access,
    cookies: [
      { name: 'vetnet.accessToken', value: access },
      { name: 'vetnet.refreshToken', value: refresh },
    ],
    cookie: `vetnet.accessToken=${access}; vetnet.refreshToken=${refresh}`,
  };
}

async function firstItemId(api, access, list) {
  const separator = list.includes('?') ? '&' : '?';
  const response = await fetch(`${api}/api/v1${list}${separator}page_size=1`, {
    headers: { authorization: `Bearer ${access}` },
  });
  const answer = await response.json();
  const results = Array.isArray(answer) ? answer : (answer.results ?? answer.data);
  if (!results?.length) throw new Error(`${list} has no item for this user`);
  return results[0].id;
}

async function canonicalPath(portal, cookie, address) {
  const response = await fetch(`${portal}${address}`, { headers: { cookie }, redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`${address} did not redirect to its canonical address (${response.status})`);
  return new URL(location, portal).pathname;
}

/** One Lighthouse run of `url` in a fresh browser context holding the user's session cookies. */
async function audit(lighthouse, browser, url, cookies) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setCookie(...cookies.map((cookie) => ({ ...cookie, url, sameSite: 'Lax' })));
    const runner = await lighthouse(
      url,
      { onlyCategories: ['performance'], output: 'json', logLevel: 'error' },
      undefined,
      page,
    );
    if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
    return runner.lhr;
  } finally {
    await context.close();
  }
}

async function main() {
  ensureBuild({ quiet: true });
  ensureInstall();
  // Only now: they live in bench/lighthouse/node_modules, which the line above may just have made.
  const { default: lighthouse } = await import('lighthouse');
  const { default: puppeteer } = await import('puppeteer-core');

  const pages = ONLY.length ? PAGES.filter((page) => ONLY.includes(page.name)) : PAGES;
  if (pages.length === 0)
    throw new Error(`No page named ${ONLY.join(', ')}: ${PAGES.map((page) => page.name).join(', ')}`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vetnet-lighthouse-'));
  const services = [];
  let browser;
  try {
    const api = await startApi({ dataDir });
    services.push(api);
    const portal = await startPortal({ port: await freePort(), apiUrl: api.url });
    services.push(portal);
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });

    console.info(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, simulated throttling, ${await browser.version()};` +
        ` targets: performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls} (TBT over ${TBT_HINT_MS} ms marked !)${RUNS > 1 ? `; median of ${RUNS} runs` : ''}`,
    );
    console.info(
      `  ${'page'.padEnd(44)} ${'perf'.padEnd(6)} ${'CLS'.padEnd(7)} ${'TBT'.padEnd(10)} ${'LCP'.padEnd(8)} verdict`,
    );
    mkdirSync(RESULTS, { recursive: true });
    const summary = [];
    for (const entry of pages) {
      const session = await signIn(api.url, entry.user);
      const address = await entry.address({
        api: api.url,
        access: session.access,
        portal: portal.url,
        cookie: session.cookie,
      });
      const url = `${portal.url}${address}`;
      // Warm the server (its first render of a page loads that page's modules), as a visitor would find it.
      await fetch(url, { headers: { cookie: session.cookie } });
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        // A fresh pair per run: the run must not outlive its access token.
        const { cookies } = run === 0 ? session : await signIn(api.url, entry.user);
        runs.push(await audit(lighthouse, browser, url, cookies));
      }
      const lhr = medianRun(runs);
      const scores = extractScores(lhr);
      const result = verdict(lhr, address);
      const label = `${entry.name} ${address}${entry.user === 'owner@vetnet.example' ? '' : ` as ${entry.user.split('@')[0]}`}`;
      console.info(`  ${formatRow(label, scores, result)}`);
      const found = culprits(lhr);
      if (scores.cls !== null && scores.cls > TARGETS.cls) {
        for (const shift of found.shifts)
          console.info(`      shifted ${shift.score.toFixed(3)}: ${shift.element} ${shift.label}`);
      }
      if ((scores.tbtMs ?? 0) > TBT_HINT_MS || (scores.performance ?? 0) < TARGETS.performance) {
        for (const script of found.scripts)
          console.info(`      script ${Math.round(script.scriptingMs)} ms evaluating: ${script.url}`);
      }
      writeFileSync(path.join(RESULTS, `lighthouse-${entry.name}.json`), `${JSON.stringify(lhr)}\n`);
      summary.push({
        name: entry.name,
        user: entry.user,
        address,
        scores,
        ...result,
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        allRuns: runs.map(extractScores),
      });
    }
    writeFileSync(
      path.join(RESULTS, 'lighthouse.json'),
      `${JSON.stringify({ date: new Date().toISOString(), targets: TARGETS, load: os.loadavg(), pages: summary }, null, 2)}\n`,
    );
    console.info(
      `\nRaw results: bench/results/lighthouse-<page>.json (open in the Lighthouse viewer); summary: bench/results/lighthouse.json`,
    );
    const indexes = summary.map((page) => page.benchmarkIndex).filter((index) => index !== null);
    console.info(
      `Lighthouse's benchmarkIndex of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} (lower on a busier machine, and TBT higher);` +
        ` load average at the end: ${os
          .loadavg()
          .map((load) => load.toFixed(2))
          .join(' ')}. Compare scores from quiet machines only.`,
    );
  } finally {
    await browser?.close();
    services.forEach(stopService);
    await Promise.all(services.map((service) => waitForExit(service)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
