/**
 * `npm run worker`: a worker process (intake and implement jobs). Several may run on several
 * machines against one Redis; BullMQ hands each job to one of them. SIGTERM finishes the jobs in hand before exiting.
 */
import { pathToFileURL } from 'node:url';
import { ConfigError, loadMetricsEnv, loadWorkerEnv, type Env } from './config/env.js';
import type { WorkerRuntime } from './queue/worker-runtime.js';

export async function main(environment: Env = process.env): Promise<WorkerRuntime> {
  const env = loadWorkerEnv(environment);
  const metricsEnv = loadMetricsEnv(environment);
  // Loaded once the environment is good: a bad variable is said at once, not after every module loads.
  const [{ Probot }, { appOctokit }, { createIntakeProcessor }, { createProcessLogger }, { createProductionPipeline }, { startWorkerRuntime }] = await Promise.all([
    import('probot'),
    import('./adapters/github/app-octokit.js'),
    import('./app/intake.js'),
    import('./adapters/logging/process-logger.js'),
    import('./queue/production-pipeline.js'),
    import('./queue/worker-runtime.js'),
  ]);
  // Built here rather than by the runtime so that LOG_FORMAT (json lines) applies as in the app.
  const probot = new Probot({
    appId: env.github.appId,
    privateKey: env.github.privateKey,
    baseUrl: env.github.apiBaseUrl,
    logLevel: env.logLevel,
    logFormat: env.logFormat ?? 'pretty',
    // Pretty lines with their time (Probot's own pretty format drops it).
    log: createProcessLogger({ level: env.logLevel, format: env.logFormat ?? 'pretty' }),
    Octokit: appOctokit(),
  });
  const runtime = await startWorkerRuntime({
    env,
    probot,
    intake: createIntakeProcessor,
    ...(env.writeBurst === undefined ? {} : { writeBurst: env.writeBurst }),
    pipeline: { factory: ({ connection, log, metrics, cpuGate }) => createProductionPipeline(env, connection, log, metrics, undefined, cpuGate) },
    ...(metricsEnv.port > 0 ? { metricsPort: metricsEnv.port, metricsHost: metricsEnv.host } : {}),
  });
  runtime.handleSignals();
  return runtime;
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(entry).href) {
  main().catch((error: unknown) => {
    // One sentence, never a stack with environment values in it.
    const message = error instanceof ConfigError ? error.message : `The DyCoder worker could not start: ${error instanceof Error ? error.name : 'unknown error'}.`;
    process.stderr.write(`${message}\n`);
    process.exit(1);
  });
}
