/**
 * One worker process of `npm run bench:concurrency`: the production runtime and pipeline over
 * dist/ (or BENCH_DIST's) (as `node dist/worker.js` runs them: env parsing with its defaults, Probot auth against
 * GHE_HOST, BullMQ with intake and implement jobs, the GitHub repo source, the model through the
 * openai SDK), under the bench's queue prefix. The parent asks over IPC for its CPU time, jobs
 * done and CPU gate stats; its peak RSS is read from /proc by the parent. Through a batch it samples
 * process.memoryUsage() every 100 ms (rss, V8 heap, external, arrayBuffers, with the jobs in hand) and the
 * event loop's delay; 'memory' returns the samples and delay since the last 'memory' and starts afresh.
 */
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import process from 'node:process';
import { setInterval } from 'node:timers';
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
let active = 0;
runtime.worker.on('active', () => void (active += 1));
runtime.worker.on('completed', () => void ((completed += 1), (active -= 1)));
runtime.worker.on('failed', () => void ((failed += 1), (active -= 1)));
const MB = 1024 * 1024;
let samples = [];
const sampleStart = performance.now();
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  samples.push({ t: Math.round(performance.now() - sampleStart), active, rss: m.rss / MB, heapUsed: m.heapUsed / MB, heapTotal: m.heapTotal / MB, external: m.external / MB, arrayBuffers: m.arrayBuffers / MB });
}, 100);
sampler.unref();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
await runtime.ready;
process.on('message', (message) => {
  if (message === 'usage') {
    const cpu = process.cpuUsage();
    process.send?.({ cpuMicros: cpu.user + cpu.system, completed, failed, gate: { ...runtime.cpuGate.stats }, slots: runtime.cpuGate.slots, concurrency: env.concurrency, ...(runtime.memoryAdmission === undefined ? {} : { admission: { ...runtime.memoryAdmission.stats } }) });
  } else if (message === 'memory') {
    process.send?.({ samples, loopDelayMaxMs: loopDelay.max / 1e6, loopDelayP99Ms: loopDelay.percentile(99) / 1e6, loopDelayMeanMs: loopDelay.mean / 1e6 });
    samples = [];
    loopDelay.reset();
  } else if (message === 'stop') {
    // A normal exit, so that --cpu-prof writes its profile.
    void runtime.close().then(() => process.exit(0));
  }
});
process.send?.('ready');
