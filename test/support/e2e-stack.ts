/**
 * What an end-to-end test file shares: one redis-server and one scripted model server for the
 * file, and per test an app harness (real Probot, the GitHub simulator, the intake worker) and at
 * most one worker runtime, all stopped by the vitest hooks registered here. A test file then reads
 * as its scenarios: `const e2e = useE2eStack({ coder: scriptedCoder() })`, `await e2e.harness()`,
 * `await e2e.implement('/dycoder implement')`.
 */
import type { Job } from 'bullmq';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { WorkerRuntime } from '../../src/queue/worker-runtime.js';
import { startAppHarness, type AppHarness, type AppHarnessOptions } from '../app/harness.js';
import { startE2eWorker } from '../app/e2e-worker.js';
import { waitForState } from '../queue/worker-harness.js';
import { issueCommentCreated, type SimIssueComment } from './github-simulator/index.js';
import { startOpenAIServer, type OpenAIServer, type Responder } from './openai-server.js';
import { startRedisServer, type RedisServer } from './redis-server.js';

/** Starts a worker runtime for a harness (startE2eWorker, startFaultWorker, a test pipeline…). */
export type WorkerStarter = (h: AppHarness, redisUrl: string, modelBaseURL: string) => Promise<WorkerRuntime>;

export interface E2eStack {
  readonly redis: RedisServer;
  readonly openai: OpenAIServer;
  /** The running test's harness (after `harness()`). */
  readonly h: AppHarness;
  /** Starts the test's harness; it and its worker are closed after the test. */
  harness(options?: AppHarnessOptions): Promise<AppHarness>;
  /** Starts the test's worker on the harness (default: the production pipeline, startE2eWorker). */
  worker(start?: WorkerStarter): Promise<WorkerRuntime>;
  /** Closes the worker and the harness now, for a test that runs two set-ups. */
  stop(): Promise<void>;
  /** Delivers a PR comment (intake included) and gives the implement job it queued, if any. */
  comment(body: string, login?: string): Promise<{ comment: SimIssueComment; payload: unknown; jobId: string | undefined }>;
  /**
   * A command run to its end: the comment, a worker (started with `start` unless one runs), and
   * the job once completed or failed.
   */
  implement(body?: string, options?: { login?: string; start?: WorkerStarter; timeoutMs?: number }): Promise<Job>;
}

export interface E2eStackOptions {
  /** The scripted model's answers for the whole file (tests may change them with openai.respondWith). */
  coder?: Responder;
  /** 'file': the harness and worker live until the file ends (one scenario over several tests). */
  scope?: 'test' | 'file';
}

const ALL_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized'] as const;

export function useE2eStack(options: E2eStackOptions = {}): E2eStack {
  let redis: RedisServer | undefined;
  let openai: OpenAIServer | undefined;
  let current: AppHarness | undefined;
  let running: WorkerRuntime | undefined;
  const must = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`e2e stack: ${what} is not started`);
    return value;
  };
  const stop = async (): Promise<void> => {
    await running?.close();
    running = undefined;
    await current?.close();
    current = undefined;
  };

  beforeAll(async () => {
    [redis, openai] = await Promise.all([startRedisServer(), startOpenAIServer()]);
    if (options.coder !== undefined) openai.respondWith(options.coder);
  });
  if (options.scope !== 'file') {
    afterEach(async () => {
      await stop();
      // A test that scripted other answers leaves the file's coder to the next one.
      if (options.coder !== undefined) openai?.respondWith(options.coder);
    });
  }
  afterAll(async () => {
    await stop();
    await Promise.all([openai?.close(), redis?.stop()]);
  });

  const stack: E2eStack = {
    get redis() {
      return must(redis, 'redis-server');
    },
    get openai() {
      return must(openai, 'the model server');
    },
    get h() {
      return must(current, 'the harness');
    },
    async harness(harnessOptions = {}) {
      await stop();
      current = await startAppHarness(stack.redis.url, harnessOptions);
      return current;
    },
    async worker(start = (h, url, model) => startE2eWorker(h, url, model)) {
      await running?.close();
      running = await start(stack.h, stack.redis.url, stack.openai.baseURL);
      return running;
    },
    stop,
    async comment(body, login = 'maintainer') {
      const h = stack.h;
      const { payload, comment } = issueCommentCreated(h.sim, { body, login });
      await h.deliver('issue_comment', payload);
      const jobs = await h.queue.queue.getJobs([...ALL_STATES]);
      const job = jobs.find((j) => (j.data as { trigger?: { commentId?: number } }).trigger?.commentId === comment.id);
      return { comment, payload, jobId: job?.id };
    },
    async implement(body = '/dycoder implement', implementOptions = {}) {
      const { jobId } = await stack.comment(body, implementOptions.login);
      if (jobId === undefined) throw new Error(`no implement job was queued for "${body}"`);
      if (running === undefined) await stack.worker(implementOptions.start);
      return waitForState(stack.h, jobId, ['completed', 'failed'], implementOptions.timeoutMs ?? 60_000);
    },
  };
  return stack;
}

/** Every state a job of the implement queue can be in, for getJobs. */
export const JOB_STATES = ALL_STATES;
