// `npm run bench:purchasing` (and `npm run bench -- --purchasing`): the purchasing benchmarks on the
// embedded database and on a throwaway PostgreSQL server: generate the data set (cached for PGlite),
// import throughput, then the latency of every series. Takes minutes; prints figures, asserts nothing.
//   BENCH_ENGINES=pglite,postgres   (either alone to run one)
import { startCluster, stopCluster } from '../../scripts/lib/postgres.mjs';
import { ensureDataSet, parseOptions } from './generate.mjs';
import { measureImport } from './import.mjs';
import { measureLatency } from './latency.mjs';

const engines = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');

async function onEngine(engine, options) {
  console.info(`\n=== ${engine}`);
  const dataSet = await ensureDataSet(options);
  console.info(`data set: ${JSON.stringify(dataSet)}`);
  await measureImport(options);
  await measureLatency(options);
}

const options = parseOptions(process.argv.slice(2));
try {
  if (engines.includes('pglite')) await onEngine('pglite', { ...options, databaseUrl: undefined });
  if (engines.includes('postgres')) {
    const { url } = await startCluster();
    await onEngine('postgres', { ...options, databaseUrl: url });
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  stopCluster();
}
