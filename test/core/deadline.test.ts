import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { deadlineSignal, within } from '../../src/core/deadline.js';

/**
 * Holds the event loop with synchronous work until `ready()` and at least `ms` have passed (capped at
 * 60 s), from a check-phase callback, as a job's work runs from an I/O callback: the loop's next
 * phases then reach the (late) timers before polling for I/O again.
 */
function holdLoop(ms: number, ready: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    setImmediate(() => {
      const started = Date.now();
      while ((!ready() || Date.now() - started < ms) && Date.now() - started < 60_000) {
        // our own CPU work: nothing else runs on this thread meanwhile
      }
      resolve();
    });
  });
}

describe('within', () => {
  it('settles as the promise does when it is in time, and with the caller\'s error when it is not', async () => {
    await expect(within(Promise.resolve(7), 1000, () => new Error('late'))).resolves.toBe(7);
    await expect(within(Promise.reject(new Error('own')), 1000, () => new Error('late'))).rejects.toThrow('own');
    const never = new Promise<number>(() => undefined);
    const started = Date.now();
    await expect(within(never, 50, () => new RangeError('no answer'))).rejects.toBeInstanceOf(RangeError);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('does not declare a timeout for an answer that arrived while our own synchronous work held the loop', async () => {
    // Another thread answers at once and then raises a flag; this thread holds its loop well past the
    // deadline and until the flag is up, so the answer is waiting when the late timer fires.
    const answered = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      "const { parentPort, workerData } = require('node:worker_threads'); parentPort.postMessage('pong'); Atomics.store(workerData, 0, 1);",
      { eval: true, workerData: answered },
    );
    try {
      const answer = new Promise<string>((resolve) => worker.once('message', resolve));
      const waiting = within(answer, 20, () => new Error('timed out after 20 ms'));
      await holdLoop(200, () => Atomics.load(answered, 0) === 1);
      await expect(waiting).resolves.toBe('pong');
    } finally {
      await worker.terminate();
    }
  });

  it('still times out when the answer is not there after the loop was held past the deadline', async () => {
    const waiting = within(new Promise<number>(() => undefined), 20, () => new RangeError('no answer'));
    await holdLoop(200, () => true);
    await expect(waiting).rejects.toBeInstanceOf(RangeError);
  });

  it('deadlineSignal: does not abort a call whose answer arrived while the loop was held, and aborts one that got none', async () => {
    const answered = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(
      "const { parentPort, workerData } = require('node:worker_threads'); parentPort.postMessage('pong'); Atomics.store(workerData, 0, 1);",
      { eval: true, workerData: answered },
    );
    try {
      const deadline = deadlineSignal(20);
      const answer = new Promise<string>((resolve) => worker.once('message', resolve)).finally(() => deadline.clear());
      await holdLoop(200, () => Atomics.load(answered, 0) === 1);
      await expect(answer).resolves.toBe('pong');
      await new Promise((r) => setImmediate(r));
      expect(deadline.signal.aborted).toBe(false);
    } finally {
      await worker.terminate();
    }
    const unanswered = deadlineSignal(20);
    await holdLoop(200, () => true);
    await new Promise((r) => setTimeout(r, 50));
    expect(unanswered.signal.aborted).toBe(true);
    expect((unanswered.signal.reason as DOMException).name).toBe('TimeoutError');
  });
});
