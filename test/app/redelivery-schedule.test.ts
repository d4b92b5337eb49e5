/**
 * The redelivery schedule: a sweep at start, a sweep that hangs is abandoned at its deadline so
 * later ones still run, and a kick during a sweep runs one more after it (none overlap).
 */
import { describe, expect, it } from 'vitest';
import { scheduleRedeliveries } from '../../src/app/redelivery-schedule.js';
import { waitFor } from '../support/redis-server.js';

const log = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined, child: () => log };

describe('scheduleRedeliveries', () => {
  it('runs at start, survives a sweep that never ends, and never overlaps two sweeps', async () => {
    let calls = 0;
    let active = 0;
    let peak = 0;
    const schedule = scheduleRedeliveries(
      () => {
        calls += 1;
        // The first sweep hangs (GitHub silent); the others take a moment.
        if (calls === 1) return new Promise(() => undefined);
        active += 1;
        peak = Math.max(peak, active);
        return new Promise((r) => setTimeout(r, 20)).then(() => void (active -= 1));
      },
      { intervalMs: 3_600_000, kickDelayMs: 0, deadlineMs: 50, log },
    );
    try {
      // Start-up sweep hangs, is abandoned; the next runs only when kicked (the interval is an hour).
      await waitFor(() => Promise.resolve(calls === 1), 'the start-up sweep');
      await new Promise((r) => setTimeout(r, 100));
      schedule.kick();
      await waitFor(() => Promise.resolve(calls === 2), 'a kicked sweep after the hung one');
      schedule.kick();
      schedule.kick();
      await waitFor(() => Promise.resolve(calls >= 3 && active === 0), 'the sweep asked for during a sweep');
      expect(peak).toBe(1);
    } finally {
      await schedule.stop();
    }
  });
});
