/**
 * The CPU gate in a real worker (BullMQ on a redis-server, Probot, the GitHub simulator, the
 * scripted model through the openai SDK): a job's parsing, prompt building and answer checks
 * take slots of the process's gate and never more than its size; a step that waits past the
 * gate's deadline fails the attempt with a clear error, which is retried, and told to the user
 * once the attempts are spent.
 */
import { describe, expect, it } from 'vitest';
import type { CpuGate, CpuStep } from '../../src/core/ports.js';
import { RETRY_BACKOFF_TYPE } from '../../src/queue/implement-queue.js';
import { useE2eStack } from '../support/e2e-stack.js';
import { waitForState } from '../queue/worker-harness.js';
import { startE2eWorker } from './e2e-worker.js';
import { scriptedCoder } from './scripted-coder.js';

const e2e = useE2eStack({ coder: scriptedCoder() });

/** Each step holds its slot over a turn of the event loop, so that a step let through beside it would show. */
function watched(gate: CpuGate) {
  const seen = { active: 0, max: 0, steps: new Map<CpuStep, number>() };
  const wrapped: CpuGate = {
    run: (step, work) =>
      gate.run(step, async () => {
        seen.active += 1;
        seen.max = Math.max(seen.max, seen.active);
        seen.steps.set(step, (seen.steps.get(step) ?? 0) + 1);
        try {
          await new Promise((r) => setImmediate(r));
          return await work();
        } finally {
          seen.active -= 1;
        }
      }),
  };
  return { seen, wrapped };
}

describe('the worker CPU gate', () => {
  it("keeps a job's parse, tokenize and validate steps within the slots, and the job posts its review", async () => {
    await e2e.harness();
    let seen: ReturnType<typeof watched>['seen'] | undefined;
    const runtime = await e2e.worker((h, url, model) =>
      startE2eWorker(h, url, model, {
        concurrency: 4,
        cpu: { slots: 1, waitMs: 10_000 },
        wrapCpuGate: (gate) => {
          const w = watched(gate);
          seen = w.seen;
          return w.wrapped;
        },
      }),
    );
    const job = await e2e.implement('/dycoder implement');
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
    expect(e2e.h.sim.state.reviews).toHaveLength(1);
    // Two targets, each parsed, prompted and checked through the gate, some waiting for a slot.
    expect([...seen!.steps.keys()].sort()).toEqual(['parse', 'tokenize', 'validate']);
    expect(seen!.steps.get('tokenize')).toBe(2);
    expect(runtime.cpuGate.stats.queued).toBeGreaterThan(0);
    expect(seen!.max).toBe(1);
    expect(runtime.cpuGate.stats.maxInUse).toBe(1);
    // Visible in metrics: the wait of every step, by step.
    const text = await runtime.metrics.scrape();
    for (const step of ['parse', 'tokenize', 'validate']) {
      expect(text).toMatch(new RegExp(`^dycoder_cpu_gate_wait_seconds_count\\{step="${step}"\\} [1-9]`, 'm'));
    }
  });

  it('fails an attempt whose step waited past the deadline, and the retry posts once a slot is free', async () => {
    const h = await e2e.harness({ jobOptions: { attempts: 2, backoff: { type: RETRY_BACKOFF_TYPE, delay: 50 } } });
    // 3 s: the held slot makes the first attempt time out whatever the wait; the retry's own steps queue
    // behind each other on the one slot, and a parse on a busy machine can hold it for a second.
    const runtime = await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { cpu: { slots: 1, waitMs: 3_000 } }));
    // Something else holds the only slot: the job's first parse cannot start.
    let release = (): void => undefined;
    const holder = runtime.cpuGate.run('validate', () => new Promise<void>((r) => (release = r)));
    const { jobId } = await e2e.comment('/dycoder implement');
    // The intake and the job's start come first: on a busy machine that alone can take seconds.
    await expect.poll(() => runtime.cpuGate.stats.timeouts, { timeout: 30_000, interval: 10 }).toBeGreaterThan(0);
    release();
    await holder;
    const job = await waitForState(h, jobId!, ['completed', 'failed'], 30_000);
    expect(job.attemptsMade).toBeGreaterThanOrEqual(1);
    expect(job.returnvalue).toMatchObject({ status: 'done', posted: true });
    expect(h.sim.state.reviews).toHaveLength(1);
    expect(await runtime.metrics.scrape()).toMatch(/^dycoder_cpu_gate_timeouts_total\{step="parse"\} [1-9]\d*$/m);
  });

  it('tells the user once the last attempt timed out waiting, in one sentence', async () => {
    const h = await e2e.harness({ jobOptions: { attempts: 1 } });
    const runtime = await e2e.worker((harness, url, model) => startE2eWorker(harness, url, model, { cpu: { slots: 1, waitMs: 150 } }));
    let release = (): void => undefined;
    const holder = runtime.cpuGate.run('parse', () => new Promise<void>((r) => (release = r)));
    try {
      const job = await e2e.implement('/dycoder implement', { timeoutMs: 30_000 });
      expect(job.failedReason).toMatch(/^No CPU slot of this worker came free within 150 ms for the parse step \(1 slot, WORKER_CPU_SLOTS\); the worker is overloaded\.$/);
      expect(h.sim.state.reviews).toHaveLength(0);
      const told = h.sim.state.issueComments.filter((c) => c.body.includes("DyCoder's worker was too busy"));
      expect(told).toHaveLength(1);
      expect(told[0]!.body).toContain('parse step through every retry');
    } finally {
      release();
      await holder;
    }
  });
});
