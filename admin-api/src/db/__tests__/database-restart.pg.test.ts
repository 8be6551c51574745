// A PostgreSQL server that goes away and comes back under load (a crash, a failover): the API answers
// 503 meanwhile, survives, and serves again by itself. Runs only on a PostgreSQL server
// (`npm run test:api:pg`; jest.config.ts leaves `*.pg.test.ts` out of the PGlite run). It starts the
// real API (src/main.ts) on a cluster of its own from scripts/lib/postgres.mjs, so stopping that
// cluster does not disturb the other test files, which share the run's server.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../../seed/data/users';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const OWNER = 'owner@vetnet.example';

type Started = { child: ChildProcess; apiUrl: string; pgBin: string; dataDir: string; output: string[] };

/** `node scripts/lib/postgres.mjs -- tsx admin-api/src/main.ts`: a fresh cluster and the API on it. */
function startApiOnOwnCluster(dataDir: string): Promise<Started> {
  const child = spawn(
    process.execPath,
    ['scripts/lib/postgres.mjs', '--', path.join(ROOT, 'node_modules', '.bin', 'tsx'), 'admin-api/src/main.ts'],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'restart-test-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'warn',
        // Every request reads the database, none the process's memory.
        READ_CACHE_TTL_MS: '0',
      },
    },
  );
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    let cluster: { pgBin: string; dataDir: string } | undefined;
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      const pg = /PostgreSQL \((\d+)\) at (\S+)/.exec(text);
      if (pg) {
        const socketDir = new URL(pg[2]!).searchParams.get('host')!;
        cluster = { pgBin: `/usr/lib/postgresql/${pg[1]}/bin`, dataDir: path.join(socketDir, 'data') };
      }
      const listening = /Admin API listening on (http:\/\/\S+)/.exec(text);
      if (listening && cluster) resolve({ child, apiUrl: `${listening[1]}/api/v1`, ...cluster, output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`the API ended (${code}) before it listened:\n${output.join('')}`)));
  });
}

/** A PostgreSQL program on the test's cluster, as the postgres user (the files are its own). */
function pgCtl(started: Started, args: string[]): void {
  const program = path.join(started.pgBin, 'pg_ctl');
  const asRoot = process.getuid?.() === 0;
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', program, '-D', started.dataDir, ...args], { encoding: 'utf8' })
    : spawnSync(program, ['-D', started.dataDir, ...args], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
}

type Answer = { status: number; body: unknown };

async function call(url: string, init: RequestInit): Promise<Answer> {
  // A request the API left hanging fails the test rather than the test's time limit.
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the admin API on a PostgreSQL server that restarts', () => {
  let started: Started | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vetnet-restart-'));

  afterAll(async () => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      const exited = new Promise((resolve) => started!.child.once('exit', resolve));
      // The wrapper's process group: the API ends, and the wrapper stops and removes the cluster.
      process.kill(-started.child.pid!, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while the server is away, keeps running, and serves again when it is back', async () => {
    const api = await startApiOnOwnCluster(dataDir);
    started = api;
    const login = await call(`${api.apiUrl}/auth/api-token-auth/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: OWNER, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { access } = login.body as { access: string };
    let written = 0;
    const write = () =>
      call(`${api.apiUrl}/me/`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
        body: JSON.stringify({ phoneNumber: `+46 8 ${String((written += 1)).padStart(6, '0')}` }),
      });
    expect((await write()).status).toBe(200);

    // Write load from four clients for the whole restart: each answer is kept with its phase.
    let phase: 'up' | 'down' | 'back' = 'up';
    let loading = true;
    const answers: { phase: string; status: number; body: unknown }[] = [];
    const failures: unknown[] = [];
    const client = async () => {
      while (loading) {
        const at = phase;
        try {
          answers.push({ phase: at, ...(await write()) });
        } catch (error) {
          failures.push(error);
        }
      }
    };
    const load = Promise.all([client(), client(), client(), client()]);
    await sleep(300);

    // A crash or a failover: no checkpoint, every connection cut.
    pgCtl(api, ['-m', 'immediate', '-w', 'stop']);
    phase = 'down';
    const whileDown = await write();
    expect(whileDown.status).toBe(503);
    expect(whileDown.body).toEqual({ detail: expect.any(String), code: 'database_unavailable' });
    await sleep(3000);

    // `restart` starts the stopped server with the options it ran with (postmaster.opts).
    pgCtl(api, ['-w', '-l', path.join(path.dirname(api.dataDir), 'server.log'), 'restart']);
    phase = 'back';
    let after = await write();
    for (let tries = 0; after.status !== 200 && tries < 40; tries += 1) {
      await sleep(250);
      after = await write();
    }
    expect(after).toMatchObject({ status: 200 });
    await sleep(300);
    loading = false;
    await load;

    expect(failures).toEqual([]);
    // Served before, refused with 503 while away, and never anything else (a 500, a hang).
    expect(answers.filter((answer) => answer.phase === 'up').length).toBeGreaterThan(0);
    expect(answers.some((answer) => answer.phase === 'down' && answer.status === 503)).toBe(true);
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 503)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 503).map((answer) => answer.body)).toEqual(
      answers
        .filter((answer) => answer.status === 503)
        .map(() => ({ detail: expect.any(String), code: 'database_unavailable' })),
    );
    // The process that served before the restart is the one serving after it.
    expect(api.child.exitCode).toBeNull();
    expect(api.child.signalCode).toBeNull();
  }, 180_000);
});
