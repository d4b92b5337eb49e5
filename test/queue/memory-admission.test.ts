import { describe, expect, it } from 'vitest';
import { collectNativeGarbage } from '../../src/adapters/runtime/native-garbage.js';
import { MemoryAdmission } from '../../src/queue/memory-admission.js';

const MB = 1024 * 1024;
const settledSoon = async <T>(p: Promise<T>): Promise<boolean> => {
  let settled = false;
  void p.then(() => (settled = true));
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setImmediate(r));
  return settled;
};

describe('memory admission (the worker takes another job only while its RSS is under the budget)', () => {
  it('with real memory: a job waits while a job in hand holds memory over the budget, and starts when it ends', async () => {
    collectNativeGarbage();
    const base = process.memoryUsage.rss();
    const admission = new MemoryAdmission({ budgetBytes: base + 48 * MB, waitMs: 60_000, collect: collectNativeGarbage, collectEveryMs: 0 });
    const releaseFirst = await admission.admit();
    // The first job's parses: 128 MB written (so resident), held by the job.
    let held: Buffer | undefined = Buffer.alloc(128 * MB, 1);
    expect(process.memoryUsage.rss()).toBeGreaterThan(base + 48 * MB);
    const second = admission.admit();
    expect(await settledSoon(second)).toBe(false); // a collection ran, but the memory is still held
    expect(admission.stats).toMatchObject({ inHand: 1, waited: 1 });
    expect(admission.stats.collections).toBeGreaterThanOrEqual(1);
    expect(held.length).toBe(128 * MB);
    held = undefined;
    releaseFirst();
    const releaseSecond = await second;
    expect(admission.stats).toMatchObject({ inHand: 1, lateStarts: 0 });
    releaseSecond();
    expect(admission.stats.inHand).toBe(0);
  });

  it('with real memory: memory no job holds any more is collected before a job has to wait', async () => {
    collectNativeGarbage();
    const base = process.memoryUsage.rss();
    const admission = new MemoryAdmission({ budgetBytes: base + 48 * MB, waitMs: 60_000, collect: collectNativeGarbage, collectEveryMs: 0 });
    const releaseFirst = await admission.admit();
    // Garbage a finished step left: unreachable, but resident until V8 collects it.
    (() => {
      const garbage = Buffer.alloc(128 * MB, 1);
      expect(garbage.length).toBe(128 * MB);
    })();
    const second = admission.admit();
    expect(await settledSoon(second)).toBe(true);
    expect(admission.stats).toMatchObject({ inHand: 2, collections: 1 });
    (await second)();
    releaseFirst();
  });

  it('starts a job anyway at its deadline, always starts a lone job, and collects when the last job ends over the budget', async () => {
    let rss = 500 * MB;
    let collections = 0;
    const admission = new MemoryAdmission({ budgetBytes: 400 * MB, waitMs: 50, rssBytes: () => rss, collect: () => void (collections += 1), collectEveryMs: 0 });
    const first = await admission.admit(); // alone: over the budget, still runs
    expect(collections).toBe(0);
    const second = await admission.admit(); // waits 50 ms for a release that does not come
    expect(admission.stats).toMatchObject({ inHand: 2, waited: 1, lateStarts: 1 });
    second();
    second(); // a second call releases nothing more
    expect(admission.stats.inHand).toBe(1);
    const before = collections;
    first();
    expect(collections).toBe(before + 1); // idle and over the budget: collected now
    rss = 100 * MB;
    const third = await admission.admit();
    expect(admission.stats).toMatchObject({ inHand: 1, waited: 1 });
    third();
  });

  it('rejects a budget that is not a positive number of bytes', () => {
    expect(() => new MemoryAdmission({ budgetBytes: 0, waitMs: 10 })).toThrow(RangeError);
    expect(() => new MemoryAdmission({ budgetBytes: 10, waitMs: -1 })).toThrow(RangeError);
  });
});
