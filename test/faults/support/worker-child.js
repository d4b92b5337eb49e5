/**
 * A worker as its own OS process for the memory cases of the fault suite: the production
 * runtime and pipeline (env parsing, Probot auth against GHE_HOST, BullMQ, the GitHub repo
 * source, the model through the openai SDK), under the harness's queue prefix. Its peak RSS is
 * read by the parent from /proc/PID/status (VmHWM), so nothing here measures itself.
 *
 * Plain JavaScript over dist/ (built by ensureFreshDist), as production runs the worker
 * (`node dist/worker.js`): under tsx, loading the same modules alone peaked ~46 MB higher
 * (208 MB against 162 MB), a cost no deployed worker pays.
 */
import process from 'node:process';
import { z } from 'zod';
import { loadWorkerEnv } from '../../../dist/config/env.js';
import { createProductionPipeline } from '../../../dist/queue/production-pipeline.js';
import { startWorkerRuntime } from '../../../dist/queue/worker-runtime.js';

const env = loadWorkerEnv(process.env);
// The cost model picks blobs for small test repositories; FIXTURE_READ_MODE forces a path.
const readMode = z.enum(['auto', 'blobs', 'archive']).parse(process.env.FIXTURE_READ_MODE ?? 'auto');
const runtime = await startWorkerRuntime({
  env,
  prefix: process.env.FIXTURE_PREFIX ?? 'fixture',
  // The CPU gate (and its parse threads) as src/worker.ts passes it.
  pipeline: { factory: ({ connection, log, metrics, cpuGate }) => createProductionPipeline(env, connection, log, metrics, readMode, cpuGate) },
});
runtime.handleSignals();
await runtime.ready;
process.stdout.write('ready\n');
