/**
 * One worker process of `npm run bench:concurrency`: the production runtime and pipeline over
 * dist/ (or BENCH_DIST's) (as `node dist/worker.js` runs them: env parsing with its defaults, Probot auth against
 * GHE_HOST, BullMQ with intake and implement jobs, the GitHub repo source, the model through the
 * openai SDK), under the bench's queue prefix. The parent asks over IPC for its CPU time, jobs
 * done and CPU gate stats; its peak RSS is read from /proc by the parent.
 */
import { join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';

// BENCH_DIST: another build's dist/ (bench:concurrency --baseline), so that the code before a
// change runs in the same batches as the code after it.
const dist = process.env.BENCH_DIST ?? join(fileURLToPath(import.meta.url), '../../../dist');
const from = (file) => import(pathToFileURL(join(dist, file)).href);
const { loadWorkerEnv } = await from('config/env.js');
const { createIntakeProcessor } = await from('app/intake.js');
const { createProductionPipeline } = await from('queue/production-pipeline.js');
const { startWorkerRuntime } = await from('queue/worker-runtime.js');

const env = loadWorkerEnv(process.env);
const runtime = await startWorkerRuntime({
  env,
  prefix: process.env.BENCH_PREFIX ?? 'bench',
  intake: createIntakeProcessor,
  pipeline: { factory: ({ connection, log, metrics, cpuGate }) => createProductionPipeline(env, connection, log, metrics, undefined, cpuGate) },
});
let completed = 0;
let failed = 0;
runtime.worker.on('completed', () => void (completed += 1));
runtime.worker.on('failed', () => void (failed += 1));
await runtime.ready;
process.on('message', (message) => {
  if (message === 'usage') {
    const cpu = process.cpuUsage();
    process.send?.({ cpuMicros: cpu.user + cpu.system, completed, failed, gate: { ...runtime.cpuGate.stats }, slots: runtime.cpuGate.slots, concurrency: env.concurrency });
  } else if (message === 'stop') {
    // A normal exit, so that --cpu-prof writes its profile.
    void runtime.close().then(() => process.exit(0));
  }
});
process.send?.('ready');
