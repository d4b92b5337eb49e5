/**
 * The pushes recorded from synchronize webhooks (src/queue/head-moves.ts), on a real redis-server:
 * what a job at a head is told before it posts.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEAD_MOVES_TTL_MS, RECORDING_TTL_MS, HeadMoves, HeadMovesUnknownError, newestHead } from '../../src/queue/head-moves.js';
import { startRedisServer, type RedisServer } from '../support/redis-server.js';

const sha = (c: string): string => c.repeat(40);
const [A, B, C, D] = ['a', 'b', 'c', 'd'].map(sha) as [string, string, string, string];

let redis: RedisServer;
let client: Redis;
beforeAll(async () => {
  redis = await startRedisServer();
  client = new Redis(redis.url, { maxRetriesPerRequest: null });
});
afterAll(async () => {
  await client.quit();
  await redis.stop();
});

describe('HeadMoves', () => {
  const pull = { installationId: 7, owner: 'Octo-Org', repo: 'Sample', pr: 3 };

  it("an app's word that it records pushes lapses unless said again: a stopped app stops vouching", async () => {
    const moves = new HeadMoves(client, 'hm-lapse');
    const warnings: string[] = [];
    const kept = await moves.keepRecording({ warn: (_, msg) => void warnings.push(msg) }, 1_500);
    try {
      expect(await moves.movedFrom(pull, A)).toBeUndefined();
      // Renewed every quarter of the lifetime: still vouched for after several lifetimes.
      await new Promise((r) => setTimeout(r, 3_500));
      expect(await moves.movedFrom(pull, A)).toBeUndefined();
    } finally {
      kept.stop();
    }
    // Stopped (or an older app that never renews): the word lapses and workers read the PR again.
    await new Promise((r) => setTimeout(r, 2_000));
    await expect(moves.movedFrom(pull, A)).rejects.toBeInstanceOf(HeadMovesUnknownError);
    expect(warnings).toEqual([]);
    // The default lifetime is two minutes.
    await moves.markRecording();
    const ttl = await client.pttl('{hm-lapse}:head-moves:recording');
    expect(ttl).toBeGreaterThan(RECORDING_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(RECORDING_TTL_MS);
  });

  it('tells a job at a replaced head the newest head, and nothing to a job at the head', async () => {
    const moves = new HeadMoves(client, 'hm1');
    // Until an app has said it records pushes, no answer is an answer.
    await expect(moves.movedFrom(pull, A)).rejects.toBeInstanceOf(HeadMovesUnknownError);
    await moves.markRecording();
    expect(await moves.movedFrom(pull, A)).toBeUndefined();
    await moves.record(pull, A, B);
    await moves.record(pull, B, C);
    expect(await moves.movedFrom(pull, A)).toBe(C);
    expect(await moves.movedFrom(pull, B)).toBe(C);
    expect(await moves.movedFrom(pull, C)).toBeUndefined();
    // Another pull request, installation or prefix knows nothing of these pushes; owner and repo case do not matter.
    expect(await moves.movedFrom({ ...pull, pr: 4 }, A)).toBeUndefined();
    expect(await moves.movedFrom({ ...pull, installationId: 8 }, A)).toBeUndefined();
    const other = new HeadMoves(client, 'hm-other');
    await other.markRecording();
    expect(await other.movedFrom(pull, A)).toBeUndefined();
    expect(await moves.movedFrom({ ...pull, owner: 'octo-org', repo: 'sample' }, A)).toBe(C);
    // Kept a day, renewed by each push.
    const ttl = await client.pttl('{hm1}:head-moves:7:octo-org/sample#3');
    expect(ttl).toBeGreaterThan(HEAD_MOVES_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(HEAD_MOVES_TTL_MS);
  });

  it('a force-push back to an earlier head makes it current again and its replacement stale', async () => {
    const moves = new HeadMoves(client, 'hm2');
    await moves.markRecording();
    await moves.record(pull, A, B);
    await moves.record(pull, B, A);
    expect(await moves.movedFrom(pull, A)).toBeUndefined();
    expect(await moves.movedFrom(pull, B)).toBe(A);
    await moves.record(pull, A, D);
    expect(await moves.movedFrom(pull, A)).toBe(D);
    expect(await moves.movedFrom(pull, B)).toBe(D);
  });

  it('webhooks arriving out of order still mark the older head replaced', async () => {
    const moves = new HeadMoves(client, 'hm3');
    await moves.markRecording();
    // Pushed A → B → C; GitHub delivered B → C first.
    await moves.record(pull, B, C);
    await moves.record(pull, A, B);
    expect(await moves.movedFrom(pull, A)).toBeDefined();
    expect(await moves.movedFrom(pull, B)).toBe(C);
    expect(await moves.movedFrom(pull, C)).toBeUndefined();
  });

  it('ignores values that are not commit SHAs', async () => {
    const moves = new HeadMoves(client, 'hm4');
    await moves.record(pull, A, 'not-a-sha');
    await moves.record(pull, A, A);
    expect(await client.keys('{hm4}:*')).toEqual([]);
  });
});

describe('newestHead', () => {
  it('follows a chain a bounded number of steps, and stops at an entry that is not a later push', () => {
    const heads = Array.from({ length: 500 }, (_, i) => i.toString(16).padStart(40, '0'));
    const entries: Record<string, string> = {};
    heads.slice(0, -1).forEach((h, i) => void (entries[h] = `${i + 1}:${heads[i + 1]!}`));
    // A hostile ledger of 500 pushes: a hundred steps are followed, not 500.
    expect(newestHead(entries, heads[0]!)).toBe(heads[100]);
    expect(newestHead(entries, heads[450]!)).toBe(heads[499]);
    expect(newestHead({ [A]: 'x:y' }, A)).toBeUndefined();
    expect(newestHead({ [A]: `1:${B}`, [B]: `1:${C}` }, A)).toBe(B);
  });
});
