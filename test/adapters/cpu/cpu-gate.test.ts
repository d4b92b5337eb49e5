/** The worker's CPU gate on its own: slots, arrival order, the deadline of a wait, wait times. */
import { describe, expect, it } from 'vitest';
import { createCpuGate } from '../../../src/adapters/cpu/cpu-gate.js';
import { CpuGateTimeoutError } from '../../../src/core/errors.js';
import type { CpuStep } from '../../../src/core/ports.js';

/** A step that holds its slot until released, recording how many steps run at once. */
function heldSteps() {
  const seen = { active: 0, max: 0, order: [] as number[] };
  const releases: Array<() => void> = [];
  const step = (id: number) => async (): Promise<number> => {
    seen.active += 1;
    seen.max = Math.max(seen.max, seen.active);
    seen.order.push(id);
    await new Promise<void>((r) => releases.push(r));
    seen.active -= 1;
    return id;
  };
  const releaseAll = async (): Promise<void> => {
    while (seen.order.length > 0 && (releases.length > 0 || seen.active > 0)) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { seen, step, releases, releaseAll };
}

describe('CPU gate', () => {
  it('runs at most `slots` steps at once, in the order they asked', async () => {
    const waits: Array<[CpuStep, number]> = [];
    const gate = createCpuGate({ slots: 2, waitMs: 5_000, onWait: (step, s) => waits.push([step, s]) });
    const held = heldSteps();
    const runs = [0, 1, 2, 3, 4].map((i) => gate.run(i % 2 === 0 ? 'parse' : 'validate', held.step(i)));
    await new Promise((r) => setImmediate(r));
    expect(held.seen.active).toBe(2);
    expect(gate.stats.waiting).toBe(3);
    await held.releaseAll();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4]);
    expect(held.seen.max).toBe(2);
    expect(held.seen.order).toEqual([0, 1, 2, 3, 4]);
    expect(gate.stats).toMatchObject({ inUse: 0, waiting: 0, maxInUse: 2, queued: 3, timeouts: 0 });
    // Every step's wait is observed: the first two found a free slot.
    expect(waits.map(([step]) => step)).toEqual(['parse', 'validate', 'parse', 'validate', 'parse']);
    expect(waits.slice(0, 2).every(([, s]) => s === 0)).toBe(true);
    expect(waits.slice(2).every(([, s]) => s > 0)).toBe(true);
  });

  it('frees the slot when a step throws', async () => {
    const gate = createCpuGate({ slots: 1, waitMs: 1_000 });
    await expect(gate.run('parse', () => { throw new Error('bad file'); })).rejects.toThrow('bad file');
    expect(await gate.run('parse', () => 'next')).toBe('next');
    expect(gate.stats.inUse).toBe(0);
  });

  it('fails a wait past its deadline with a clear error, and the queue goes on', async () => {
    const timeouts: CpuStep[] = [];
    const gate = createCpuGate({ slots: 1, waitMs: 50, onTimeout: (step) => timeouts.push(step) });
    let release = (): void => undefined;
    const holder = gate.run('validate', () => new Promise<void>((r) => (release = r)));
    const started = performance.now();
    const late = gate.run('tokenize', () => 'never');
    const error = await late.catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(error).toBeInstanceOf(CpuGateTimeoutError);
    expect((error as Error).message).toMatch(/^No CPU slot of this worker came free within 50 ms for the tokenize step \(1 slot, WORKER_CPU_SLOTS\)/);
    expect(timeouts).toEqual(['tokenize']);
    expect(gate.stats).toMatchObject({ waiting: 0, timeouts: 1 });
    // The step that timed out never runs; the next one gets the slot once it is freed.
    const next = gate.run('parse', () => 'ran');
    release();
    await holder;
    expect(await next).toBe('ran');
    expect(gate.stats.inUse).toBe(0);
  });

  it('refuses a size below one slot', () => {
    expect(() => createCpuGate({ slots: 0, waitMs: 10 })).toThrow(RangeError);
  });
});

describe('CPU gate, the event loop between steps', () => {
  /** A step that keeps the CPU for `ms` (a parse, a prompt's token count). */
  const busy = (ms: number) => (): void => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // spin
    }
  };

  it('lets the loop take a turn between steps that ran past the slice, so a concurrent heartbeat runs between them', async () => {
    const gate = createCpuGate({ slots: 2, waitMs: 60_000, sliceMs: 20 });
    const log: string[] = [];
    let beating = true;
    const beat = (): void => {
      if (!beating) return;
      log.push('beat');
      setImmediate(beat);
    };
    setImmediate(beat);
    await new Promise((r) => setImmediate(r));
    // Ten jobs' steps of 30 ms each, all asked for at once (as ten jobs' parses arriving together).
    await Promise.all(Array.from({ length: 10 }, (_, i) => gate.run('tokenize', () => {
      log.push(`step ${i}`);
      busy(30)();
    })));
    beating = false;
    const steps = log.flatMap((entry, at) => (entry.startsWith('step') ? [at] : []));
    expect(steps).toHaveLength(10);
    // Between any two steps the loop had a turn (the heartbeat ran): never two steps back to back.
    for (let k = 1; k < steps.length; k += 1) expect(log.slice(steps[k - 1]! + 1, steps[k]), `before step ${k}`).toContain('beat');
    expect(gate.stats.yields).toBeGreaterThanOrEqual(9);
  });

  it('does not yield between short steps', async () => {
    const gate = createCpuGate({ slots: 2, waitMs: 60_000, sliceMs: 60_000 });
    await Promise.all(Array.from({ length: 10 }, () => gate.run('parse', busy(1))));
    expect(gate.stats.yields).toBe(0);
  });
});
