/**
 * A real Probot instance wired to the GitHub simulator and a real redis-server, with the
 * DyCoder app loaded exactly as production loads it (createApp), minus the HTTP server.
 */
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { JobsOptions } from 'bullmq';
import { Probot, ProbotOctokit } from 'probot';
import { createRedisConnection, queuePrefix, type RedisConnection } from '../../src/adapters/redis/connection.js';
import { BackgroundTasks } from '../../src/app/background.js';
import { createApp } from '../../src/app/create-app.js';
import { CheckRunRegistry } from '../../src/queue/check-run-registry.js';
import type { HttpHandler } from '../../src/app/health.js';
import { BullImplementQueue } from '../../src/queue/implement-queue.js';
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

export const ROLES = { maintainer: 'maintain', owner1: 'admin', writer: 'write', reader: 'read', triager: 'triage' } as const;

export function createTestProbot(sim: GitHubSimulator): Probot {
  return new Probot({
    appId: sim.appId,
    privateKey: testPrivateKey(),
    secret: 'test-secret',
    logLevel: 'warn',
    Octokit: ProbotOctokit.defaults({ retry: { enabled: false }, throttle: { enabled: false }, baseUrl: sim.url }),
  });
}

export interface AppHarness {
  sim: GitHubSimulator;
  probot: Probot;
  queue: BullImplementQueue;
  redis: RedisConnection;
  prefix: string;
  handlers: HttpHandler[];
  background: BackgroundTasks;
  deliver: (name: string, payload: unknown) => Promise<void>;
  jobCount: () => Promise<number>;
  /** Forget recorded requests, comments, reactions, check runs and jobs (the git repo stays). */
  reset: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startAppHarness(
  redisUrl: string,
  options: { repo?: CreateTestRepoOptions; sim?: Omit<SimulatorOptions, 'repo'>; jobOptions?: JobsOptions } = {},
): Promise<AppHarness> {
  const repo = createTestRepo(options.repo ?? sampleRepoOptions());
  const sim = await startGitHubSimulator({ repo, roles: { ...ROLES }, ...options.sim });
  // A URL of any shape REDIS_URL takes: one server, a Redis Cluster or Sentinel.
  const redis = createRedisConnection(redisUrl, { role: 'producer' });
  // A fresh key prefix per harness keeps tests independent on one Redis; hash-tagged for a cluster.
  const prefix = queuePrefix(`t${randomUUID().slice(0, 8)}`);
  const queue = new BullImplementQueue(redis, { prefix, ...(options.jobOptions ? { jobOptions: options.jobOptions } : {}) });
  const probot = createTestProbot(sim);
  const handlers: HttpHandler[] = [];
  const background = new BackgroundTasks();
  await probot.load(createApp({ queue, background, checkRuns: new CheckRunRegistry(redis, prefix) }), { cwd: process.cwd(), addHandler: (h) => void handlers.push(h as HttpHandler) });
  return {
    sim,
    probot,
    queue,
    redis,
    prefix,
    handlers,
    background,
    // Waits for the feedback writes too, so tests can assert on them right away.
    deliver: async (name, payload) => {
      await probot.receive({ id: randomUUID(), name, payload } as unknown as Parameters<Probot['receive']>[0]);
      await background.idle();
    },
    jobCount: async () => (await queue.queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed', 'prioritized'])).length,
    reset: async () => {
      sim.resetRequests();
      for (const list of [sim.state.issueComments, sim.state.reactions, sim.state.checkRuns, sim.state.reviews, sim.state.reviewComments]) {
        list.splice(0, list.length);
      }
      await queue.queue.obliterate({ force: true });
    },
    close: async () => {
      await queue.close();
      await redis.quit();
      await sim.close();
      repo.cleanup();
    },
  };
}
