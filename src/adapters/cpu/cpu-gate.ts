/**
 * The worker's CPU gate: an async semaphore with `slots` places (default: the cores Node may use)
 * that a job's CPU-heavy steps (parsing, tokenizing the prompt, checking an answer) take before
 * they run. A worker runs many jobs at once because they mostly wait on GitHub and the model;
 * their CPU work queues here in arrival order instead of all jobs' steps interleaving, so the job
 * that got the CPU first finishes first and the work in hand never exceeds what the cores can do.
 * Every wait has a deadline: past `waitMs` the step fails with CpuGateTimeoutError (the job is
 * retried, as for any overloaded dependency). Wait times go to `onWait` (the metrics histogram).
 */
import { CpuGateTimeoutError } from '../../core/errors.js';
import type { CpuGate, CpuStep, OffLoopParser } from '../../core/ports.js';

/** See CpuGateOptions.sliceMs. */
export const DEFAULT_SLICE_MS = 20;

export interface CpuGateOptions {
  /** Steps running at once (WORKER_CPU_SLOTS). */
  slots: number;
  /** How long a step may wait for a slot before it fails (WORKER_CPU_WAIT_MS). */
  waitMs: number;
  /** Every step's wait for its slot, in seconds (0 when a slot was free). */
  onWait?: (step: CpuStep, seconds: number) => void;
  /** A step that gave up waiting. */
  onTimeout?: (step: CpuStep) => void;
  /** Parse threads (parse-threads.ts): parses run there, off the loop, without taking a slot. */
  offLoop?: OffLoopParser;
  /**
   * The longest the event loop goes without a turn before a step lets it take one (default 20 ms):
   * steps of many jobs granted one after another run in one chain of microtasks, in which no timer,
   * socket read or lock renewal runs; past this a step first waits one turn (setImmediate), before it
   * takes its slot, so no slot is held across the wait.
   */
  sliceMs?: number;
}

export interface CpuGateStats {
  /** Steps holding a slot now. */
  inUse: number;
  /** Steps waiting for one now. */
  waiting: number;
  /** Most slots ever held at once (never above `slots`). */
  maxInUse: number;
  /** Steps that found every slot taken and waited. */
  queued: number;
  timeouts: number;
  /** Steps that first let the loop take a turn (sliceMs). */
  yields: number;
}

export interface WorkerCpuGate extends CpuGate {
  readonly slots: number;
  readonly stats: Readonly<CpuGateStats>;
}

interface Waiter {
  grant: () => void;
  timer: ReturnType<typeof setTimeout>;
}

export function createCpuGate(options: CpuGateOptions): WorkerCpuGate {
  if (!Number.isInteger(options.slots) || options.slots < 1) throw new RangeError(`CPU gate slots must be a whole number of at least 1, not ${options.slots}.`);
  const stats: CpuGateStats = { inUse: 0, waiting: 0, maxInUse: 0, queued: 0, timeouts: 0, yields: 0 };
  const queue: Waiter[] = [];

  const take = (): void => {
    stats.inUse += 1;
    stats.maxInUse = Math.max(stats.maxInUse, stats.inUse);
  };
  const release = (): void => {
    stats.inUse -= 1;
    const next = queue.shift();
    if (next === undefined) return;
    stats.waiting = queue.length;
    clearTimeout(next.timer);
    take();
    next.grant();
  };
  const sliceMs = options.sliceMs ?? DEFAULT_SLICE_MS;
  // The loop's busy time (not wall time: an idle or descheduled process is not holding its loop) when
  // it last had a turn, as far as the gate can tell: refreshed by a setImmediate armed at each step.
  const busyMs = (): number => performance.eventLoopUtilization().active;
  let turnAt = busyMs();
  let marked = false;
  const markTurn = (): void => {
    if (marked) return;
    marked = true;
    setImmediate(() => {
      marked = false;
      turnAt = busyMs();
    });
  };
  // Steps waiting for a turn go on one at a time, one per loop turn: released together, they would
  // run back to back in one microtask chain again.
  const yielders: Array<() => void> = [];
  let pumping = false;
  const pump = (): void => {
    if (pumping) return;
    pumping = true;
    setImmediate(() => {
      pumping = false;
      turnAt = busyMs();
      yielders.shift()?.();
      if (yielders.length > 0) pump();
    });
  };
  const acquire = (step: CpuStep): Promise<void> | undefined => {
    if (stats.inUse < options.slots && queue.length === 0) {
      take();
      options.onWait?.(step, 0);
      return undefined;
    }
    const started = performance.now();
    stats.queued += 1;
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        grant: () => {
          options.onWait?.(step, (performance.now() - started) / 1000);
          resolve();
        },
        timer: setTimeout(() => {
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          stats.waiting = queue.length;
          stats.timeouts += 1;
          options.onTimeout?.(step);
          reject(new CpuGateTimeoutError(step, performance.now() - started, options.slots, options.waitMs));
        }, options.waitMs),
      };
      // A queued step never keeps a shutting-down process alive on its own.
      waiter.timer.unref?.();
      queue.push(waiter);
      stats.waiting = queue.length;
    });
  };

  return {
    slots: options.slots,
    stats,
    ...(options.offLoop === undefined ? {} : { offLoop: options.offLoop }),
    async run<T>(step: CpuStep, work: () => T | Promise<T>): Promise<T> {
      if (yielders.length > 0 || busyMs() - turnAt >= sliceMs) {
        stats.yields += 1;
        await new Promise<void>((resolve) => {
          yielders.push(resolve);
          pump();
        });
      }
      markTurn();
      const waiting = acquire(step);
      if (waiting !== undefined) await waiting;
      try {
        return await work();
      } finally {
        release();
      }
    },
  };
}
