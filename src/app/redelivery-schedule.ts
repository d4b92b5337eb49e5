/**
 * When the redelivery sweep runs: once at start, then every interval, and soon after `kick()`
 * (the app's Redis connection is back: what failed during the outage can be redelivered now,
 * not at the next interval). One sweep at a time per process; a kick during a sweep runs one more
 * after it. Timers are unref'd: they never keep a stopping process alive.
 */
import { within } from '../core/deadline.js';
import type { ScopedLogger } from '../core/ports.js';

/** A sweep that hangs (GitHub silent) is given up, so the next one still runs. */
export const SWEEP_DEADLINE_MS = 120_000;

export interface RedeliverySchedule {
  kick(): void;
  stop(): Promise<void>;
}

export function scheduleRedeliveries(
  sweep: () => Promise<unknown>,
  opts: { intervalMs: number; kickDelayMs?: number; deadlineMs?: number; log: ScopedLogger },
): RedeliverySchedule {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const plan = (ms: number): void => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };
  function run(): void {
    if (stopped) return;
    if (running !== undefined) {
      again = true;
      return;
    }
    running = within(sweep(), opts.deadlineMs ?? SWEEP_DEADLINE_MS, () => new Error('the redelivery sweep took too long; abandoned'))
      .then(
        () => undefined,
        (error: unknown) => opts.log.warn({ err: error }, 'webhook redelivery sweep failed'),
      )
      .finally(() => {
        running = undefined;
        const next = again;
        again = false;
        plan(next ? 0 : opts.intervalMs);
      });
  }

  plan(0);
  return {
    kick: () => {
      if (running !== undefined) again = true;
      else plan(opts.kickDelayMs ?? 1000);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
