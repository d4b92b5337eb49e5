/**
 * A real Probot instance wired to the GitHub simulator and a real redis-server, with the
 * DyCoder app loaded exactly as production loads it (createApp), minus the HTTP server, and an
 * in-process intake worker running the intake step (src/app/intake.ts) as a worker process would.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JobsOptions } from 'bullmq';
import { Probot, ProbotOctokit } from 'probot';
import type { Worker } from 'bullmq';
import { createRedisConnection, queuePrefix, type RedisConnection } from '../../src/adapters/redis/connection.js';
import { createApp } from '../../src/app/create-app.js';
import { createIntakeProcessor } from '../../src/app/intake.js';
import { CheckRunRegistry } from '../../src/queue/check-run-registry.js';
import { HeadMoves } from '../../src/queue/head-moves.js';
import type { HttpHandler } from '../../src/app/health.js';
import { BullImplementQueue } from '../../src/queue/implement-queue.js';
import { BullIntakeQueue, startIntakeWorker } from '../../src/queue/intake-queue.js';
import { RedisWritePacer } from '../../src/adapters/redis/write-pacer.js';
import { appOctokit } from '../../src/adapters/github/app-octokit.js';
import { within } from '../../src/core/deadline.js';
import { closeWorkerWithin } from '../../src/queue/close-worker.js';
import {
  createTestRepo,
  sampleRepoOptions,
  startGitHubSimulator,
  type CreateTestRepoOptions,
  type GitHubSimulator,
  type SimulatorOptions,
} from '../support/github-simulator/index.js';

let cachedKey: string | undefined;
export function testPrivateKey(): string {
  cachedKey ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  return cachedKey;
}

const HARNESS_ENQUEUE_TIMEOUT_MS = 5_000;

export const ROLES = { maintainer: 'maintain', owner1: 'admin', writer: 'write', reader: 'read', triager: 'triage' } as const;

/** What the harness needs of a simulator: bench:e2e's runs in its own process (bench/support/e2e-sim-process.ts). */
export interface SimEndpoint {
  readonly url: string;
  readonly appId: number;
  close(): Promise<void>;
}

export function createTestProbot(sim: SimEndpoint): Probot {
  return new Probot({
    appId: sim.appId,
    privateKey: testPrivateKey(),
    secret: 'test-secret',
    logLevel: 'warn',
    // appOctokit: Probot would otherwise turn its own write throttle back on (one write a second per process).
    Octokit: appOctokit(ProbotOctokit.defaults({ retry: { enabled: false }, baseUrl: sim.url })),
  });
}

export type AppHarness = AppHarnessOn<GitHubSimulator>;

export interface AppHarnessOn<S extends SimEndpoint> {
  sim: S;
  probot: Probot;
  /** The implement queue (filled by the intake step). */
  queue: BullImplementQueue;
  intake: BullIntakeQueue;
  /** The in-process intake worker (the same code a worker process runs); with autorunIntake: false, start it with `run()`. */
  intakeWorker: Worker;
  redis: RedisConnection;
  prefix: string;
  handlers: HttpHandler[];
  /** The webhook only, as GitHub sees it: resolves when Probot has answered. */
  receive: (name: string, payload: unknown) => Promise<void>;
  /** Resolves when every intake job queued so far is done (their writes included). */
  drain: () => Promise<void>;
  /** receive + drain: the intake step's outcome can be asserted right away. */
  deliver: (name: string, payload: unknown) => Promise<void>;
  jobCount: () => Promise<number>;
  /** Forget recorded requests, comments, reactions, check runs and jobs (the git repo stays). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

export interface AppHarnessOptions {
  repo?: CreateTestRepoOptions;
  sim?: Omit<SimulatorOptions, 'repo'>;
  /** The implement queue's job options (attempts, backoff). */
  jobOptions?: JobsOptions;
  /** The intake queue's job options (attempts, backoff). */
  intakeJobOptions?: JobsOptions;
  /** Deadline of one intake attempt (default: the production default). */
  intakeTimeoutMs?: number;
  /**
   * How long a webhook's add of its intake job may take before the delivery is answered 503 (default
   * 5 s; production's is 1 s). The 1 s bound is tested against the real server with its Redis gone
   * (test/faults/redis-down-webhook.test.ts); here a busy machine's first add may take longer than 1 s
   * with Redis up, which is not what these tests are about.
   */
  enqueueTimeoutMs?: number;
  writeIntervalMs?: number;
  autorunIntake?: boolean;
}

export async function startAppHarness(
  redisUrl: string,
  options: AppHarnessOptions = {},
): Promise<AppHarness> {
  const repo = createTestRepo(options.repo ?? sampleRepoOptions());
  const sim = await startGitHubSimulator({ repo, roles: { ...ROLES }, ...options.sim });
  const harness = await startAppHarnessOn(redisUrl, sim, options, () => {
    sim.resetRequests();
    for (const list of [sim.state.issueComments, sim.state.reactions, sim.state.checkRuns, sim.state.reviews, sim.state.reviewComments]) {
      list.splice(0, list.length);
    }
  });
  return { ...harness, close: async () => (await harness.close(), repo.cleanup()) };
}

/**
 * The harness around a simulator started elsewhere (another process): `resetSim` forgets its recorded
 * requests, comments, reactions, check runs and reviews; `close` closes the simulator too.
 */
export async function startAppHarnessOn<S extends SimEndpoint>(
  redisUrl: string,
  sim: S,
  options: Omit<AppHarnessOptions, 'repo' | 'sim'>,
  resetSim: () => void | Promise<void>,
): Promise<AppHarnessOn<S>> {
  // A URL of any shape REDIS_URL takes: one server, a Redis Cluster or Sentinel.
  const redis = createRedisConnection(redisUrl, { role: 'producer' });
  // A fresh key prefix per harness keeps tests independent on one Redis; hash-tagged for a cluster.
  const prefix = queuePrefix(`t${randomUUID().slice(0, 8)}`);
  const queue = new BullImplementQueue(redis, { prefix, ...(options.jobOptions ? { jobOptions: options.jobOptions } : {}) });
  const intake = new BullIntakeQueue(redis, {
    prefix,
    timeoutMs: options.enqueueTimeoutMs ?? HARNESS_ENQUEUE_TIMEOUT_MS,
    ...(options.intakeJobOptions ? { jobOptions: options.intakeJobOptions } : {}),
  });
  const probot = createTestProbot(sim);
  const handlers: HttpHandler[] = [];
  const heads = new HeadMoves(redis, prefix);
  const recording = await heads.keepRecording({ warn: () => undefined });
  await probot.load(createApp({ intake, heads }), { cwd: process.cwd(), addHandler: (h) => void handlers.push(h as HttpHandler) });
  // The worker side: its own blocking connection, as in a worker process; writes paced (fast by default).
  const workerRedis = createRedisConnection(redisUrl, { role: 'worker' });
  const pacer = new RedisWritePacer(workerRedis, { prefix, intervalMs: options.writeIntervalMs ?? 5 });
  const intakeWorker = startIntakeWorker(
    createIntakeProcessor({
      queue,
      checkRuns: new CheckRunRegistry(redis, prefix),
      octokitFor: (id) => probot.auth(id),
      pacerFor: (id) => pacer.forInstallation(id),
    }),
    {
      connection: workerRedis,
      prefix,
      log: probot.log.child({ name: 'intake' }),
      autorun: options.autorunIntake ?? true,
      ...(options.intakeTimeoutMs === undefined ? {} : { timeoutMs: options.intakeTimeoutMs }),
    },
  );
  const receive = async (name: string, payload: unknown): Promise<void> => {
    await probot.receive({ id: randomUUID(), name, payload } as unknown as Parameters<Probot['receive']>[0]);
  };
  const drain = async (): Promise<void> => {
    // Benchmarks on a loaded machine may allow more (BENCH_DRAIN_MS); tests keep 20 s.
    const deadline = Date.now() + Number(process.env.BENCH_DRAIN_MS ?? 20_000);
    for (;;) {
      const counts = await intake.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((n) => n === 0)) return;
      if (Date.now() > deadline) throw new Error(`intake jobs still pending: ${JSON.stringify(counts)}`);
      // Counted again when this process's intake worker ends a job, else after 50 ms (a job another worker runs):
      // a 10 ms poll on the worker's own loop cost a bench job ~15 ms of CPU (session 26, T5).
      await new Promise<void>((resolve) => {
        const settle = (): void => {
          clearTimeout(timer);
          intakeWorker.off('completed', settle);
          intakeWorker.off('failed', settle);
          resolve();
        };
        const timer = setTimeout(settle, 50);
        intakeWorker.on('completed', settle);
        intakeWorker.on('failed', settle);
      });
    }
  };
  return {
    sim,
    probot,
    queue,
    intake,
    intakeWorker,
    redis,
    prefix,
    handlers,
    receive,
    drain,
    deliver: async (name, payload) => {
      await receive(name, payload);
      await drain();
    },
    jobCount: async () => (await queue.queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized'])).length,
    reset: async () => {
      await resetSim();
      await queue.queue.obliterate({ force: true });
      await intake.queue.obliterate({ force: true });
    },
    close: async () => {
      // Each step bounded and named: a close that hangs says which one.
      const step = (what: string, work: Promise<unknown>): Promise<unknown> => within(work, 15_000, () => new Error(`harness close: ${what} gave no answer within 15000 ms`));
      recording.stop();
      await step('the intake worker', closeWorkerWithin(intakeWorker, { deadlineMs: 10_000 }));
      await step('the intake queue', intake.close());
      await step('the implement queue', queue.close());
      await step('the worker connection', workerRedis.quit());
      await step('the producer connection', redis.quit());
      await step('the simulator', sim.close());
    },
  };
}
