import { describe, expect, it } from 'vitest';
import type { EarlyReads } from '../../src/adapters/github/gateway.js';
import { WarmStarts } from '../../src/queue/warm-starts.js';

const reads = (ref: string): EarlyReads => ({ pull: 1, ref, files: Promise.resolve([]), tree: Promise.resolve({ sha: ref, truncated: false, tree: [] }) });
const pull = (headSha: string) => ({ number: 1, open: true, draft: false, headSha, headRepo: { owner: 'o', repo: 'r' } });

describe('WarmStarts', () => {
  it('hands an offer to its job once, and not after its time is up', async () => {
    let now = 1000;
    const warm = new WarmStarts({ ttlMs: 5000, now: () => now });
    warm.offer('job-a', { pull: pull('a'), reads: reads('a') });
    warm.offer('job-b', { pull: pull('b'), reads: reads('b') });
    expect(await warm.take('job-c')).toBeUndefined();
    expect((await warm.take('job-a'))?.pull.headSha).toBe('a');
    expect(await warm.take('job-a')).toBeUndefined();
    now += 5001;
    expect(await warm.take('job-b')).toBeUndefined();
    expect(warm.size).toBe(0);
  });

  it('holds at most `max` offers, dropping the oldest, and forgets expired ones when offered more', async () => {
    let now = 0;
    const warm = new WarmStarts({ ttlMs: 100, max: 2, now: () => now });
    warm.offer('1', { pull: pull('1'), reads: reads('1') });
    warm.offer('2', { pull: pull('2'), reads: reads('2') });
    warm.offer('3', { pull: pull('3'), reads: reads('3') });
    expect(warm.size).toBe(2);
    expect(await warm.take('1')).toBeUndefined();
    now = 150;
    warm.offer('4', { pull: pull('4'), reads: reads('4') });
    expect(warm.size).toBe(1);
    expect((await warm.take('4'))?.reads.ref).toBe('4');
    warm.reserve('5').cancel();
    expect(await warm.take('5')).toBeUndefined();
  });
});

describe('WarmStarts slots', () => {
  it('has room only for as many offers as free slots of the local worker', async () => {
    const warm = new WarmStarts({ slots: 2 });
    expect(warm.hasRoom()).toBe(true);
    warm.started();
    warm.offer('a', { pull: pull('a'), reads: reads('a') });
    // One job running, one offer waiting for the second slot: a third job would wait in the queue.
    expect(warm.hasRoom()).toBe(false);
    await warm.take('a');
    expect(warm.hasRoom()).toBe(true);
    warm.started();
    expect(warm.hasRoom()).toBe(false);
    warm.finished();
    warm.finished();
    expect(warm.hasRoom()).toBe(true);
  });
});

describe('WarmStarts reservations', () => {
  it('a job that starts before its offer is filled waits for it and gets it', async () => {
    const warm = new WarmStarts();
    const reserved = warm.reserve('job');
    const taken = warm.take('job');
    reserved.fill({ pull: pull('h'), reads: reads('h') });
    expect((await taken)?.reads.ref).toBe('h');
    expect(warm.size).toBe(0);
  });

  it('a cancelled reservation (the job was not queued) gives nothing, and frees its place', async () => {
    const warm = new WarmStarts({ slots: 1 });
    const reserved = warm.reserve('job');
    expect(warm.hasRoom()).toBe(false);
    const taken = warm.take('job');
    reserved.cancel();
    expect(await taken).toBeUndefined();
    warm.reserve('other').cancel();
    expect(warm.hasRoom()).toBe(true);
  });

  it('a reservation never filled lets the job go on alone after the wait', async () => {
    const warm = new WarmStarts({ waitMs: 20 });
    warm.reserve('job');
    const started = Date.now();
    expect(await warm.take('job')).toBeUndefined();
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });

  it('cancelling an old reservation leaves a newer one of the same job alone', async () => {
    const warm = new WarmStarts();
    const first = warm.reserve('job');
    const second = warm.reserve('job');
    first.cancel();
    second.fill({ pull: pull('2'), reads: reads('2') });
    expect((await warm.take('job'))?.reads.ref).toBe('2');
  });
});
