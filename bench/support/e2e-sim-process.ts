/**
 * bench:e2e's handle on the GitHub simulator running in its own process (e2e-sim-main.ts), over the
 * git repository the bench built. The app harness talks to it over HTTP like any client; the bench
 * asks it over IPC for the comment's payload, the review's arrival and the job's request counts.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SimEndpoint } from '../../test/app/harness.js';
import type { TestRepoLocation } from '../../test/support/github-simulator/index.js';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'e2e-sim-main.ts');
const phaseSchema = z.enum(['intake', 'reads', 'publish', 'feedback']);
const pathSchema = z.object({
  rounds: z.number(),
  byPhase: z.object({ intake: z.number(), reads: z.number(), publish: z.number(), feedback: z.number() }),
  links: z.array(z.object({ route: z.string(), path: z.string(), phase: phaseSchema, start: z.number(), end: z.number() })),
});
const replySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ready'), url: z.string(), appId: z.number(), pid: z.number() }),
  z.object({ kind: z.literal('ok'), cpuMs: z.number() }),
  z.object({ kind: z.literal('payload'), payload: z.unknown() }),
  z.object({ kind: z.literal('review'), at: z.number(), cpuMs: z.number() }),
  z.object({ kind: z.literal('no-review') }),
  z.object({
    kind: z.literal('summary'),
    requests: z.number(),
    byRoute: z.record(z.string(), z.number()),
    blobs: z.number(),
    peak: z.number(),
    /** The job's serial chain of requests to the review POST (critical-path.ts); null without a review. */
    path: pathSchema.nullable(),
    suggestions: z.number(),
    cpuMs: z.number(),
  }),
  z.object({ kind: z.literal('failed'), error: z.string() }),
]);
type Reply = z.infer<typeof replySchema>;
export type SimSummary = Extract<Reply, { kind: 'summary' }>;

export interface SimProcess extends SimEndpoint {
  readonly pid: number;
  reset(): Promise<void>;
  setLatency(ms: number): Promise<void>;
  /** A `/dycoder implement`-style comment stored on PR #1; its issue_comment webhook payload. */
  comment(body: string, login: string): Promise<unknown>;
  /** When the job's first review was stored (epoch ms, performance.timeOrigin + now()); throws past the deadline. */
  reviewArrival(deadlineMs: number): Promise<number>;
  summary(): Promise<SimSummary>;
  /** The simulator process's CPU so far (ms). */
  cpuMs(): Promise<number>;
}

/** The epoch clock both processes read. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

export async function startSimProcess(repo: TestRepoLocation, answerDeadlineMs = 200_000): Promise<SimProcess> {
  const child: ChildProcess = fork(MAIN, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // Replies come in the order of the messages (one at a time per kind of use; the bench awaits each).
  const waiting: Array<{ resolve: (r: Reply) => void; reject: (e: Error) => void }> = [];
  child.on('message', (m) => waiting.shift()?.resolve(replySchema.parse(m)));
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`the simulator process exited (${code})`));
  });
  const ask = <K extends Reply['kind']>(message: object, ...kinds: K[]): Promise<Extract<Reply, { kind: K }>> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the simulator process did not answer in time')), answerDeadlineMs);
      waiting.push({
        resolve: (r) => {
          clearTimeout(timer);
          if (r.kind === 'failed') reject(new Error(`the simulator process failed: ${r.error}`));
          else if (!(kinds as string[]).includes(r.kind)) reject(new Error(`the simulator process answered ${r.kind}, not ${kinds.join('/')}`));
          else resolve(r as Extract<Reply, { kind: K }>);
        },
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
      child.send(message);
    });
  const ready = await ask({ kind: 'init', repo }, 'ready');
  return {
    url: ready.url,
    appId: ready.appId,
    pid: ready.pid,
    reset: async () => void (await ask({ kind: 'reset' }, 'ok')),
    setLatency: async (ms) => void (await ask({ kind: 'latency', ms }, 'ok')),
    comment: async (body, login) => (await ask({ kind: 'comment', body, login }, 'payload')).payload,
    reviewArrival: async (deadlineMs) => {
      const r = await ask({ kind: 'wait-review', deadlineMs }, 'review', 'no-review');
      if (r.kind === 'no-review') throw new Error(`no review within ${Math.round(deadlineMs / 1000)} s`);
      return r.at;
    },
    summary: () => ask({ kind: 'summary' }, 'summary'),
    cpuMs: async () => (await ask({ kind: 'cpu' }, 'ok')).cpuMs,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
