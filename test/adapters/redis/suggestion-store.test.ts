/**
 * The suggestion store on a real redis-server and on a real three-master Redis Cluster (its
 * multi-key transactions must stay in one slot), and the 30-day acceptance table built from it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisConnection, isCluster, type RedisConnection } from '../../../src/adapters/redis/connection.js';
import { createSuggestionStore, type PostedSuggestion } from '../../../src/adapters/redis/suggestion-store.js';
import { acceptanceTable, renderAcceptanceTable } from '../../../src/core/review/acceptance.js';
import { startRedisCluster, type RedisCluster } from '../../support/redis-cluster.js';
import { startRedisServer, type RedisServer } from '../../support/redis-server.js';

const DAY = 24 * 3600 * 1000;
const NOW = Date.UTC(2026, 10, 30, 12);

let server: RedisServer;
let cluster: RedisCluster;
const connections: RedisConnection[] = [];

beforeAll(async () => {
  [server, cluster] = await Promise.all([startRedisServer(), startRedisCluster({ masters: 3, replicasPerMaster: 0 })]);
});
afterAll(async () => {
  for (const c of connections) c.disconnect();
  await Promise.all([server.stop(), cluster.stop()]);
});

function posted(pr: number, qualname: string, daysAgo: number, repo = 'shop'): PostedSuggestion {
  return {
    installationId: 7,
    owner: 'Acme',
    repo,
    pr,
    file: 'src/shop/orders.py',
    qualname,
    startLine: 10,
    endLine: 10,
    headSha: 'a'.repeat(40),
    suggestion: '    return sum(line.price for line in self.lines)',
    stub: '    pass',
    postedAt: NOW - daysAgo * DAY,
  };
}

describe.each([
  ['redis-server', () => server.url],
  ['Redis Cluster', () => cluster.url],
])('suggestion store on %s', (_name, url) => {
  const connect = (): RedisConnection => {
    const connection = createRedisConnection(url(), { role: 'producer', onError: () => undefined });
    connections.push(connection);
    return connection;
  };

  it('records suggestions per PR, replaces a re-suggested target, keeps outcomes, expires', async () => {
    const redis = connect();
    const prefix = `t${randomUUID().slice(0, 8)}`;
    const store = createSuggestionStore(redis, { prefix, ttlSeconds: 3600, now: () => NOW });
    await store.record(posted(1, 'Order.total', 1));
    await store.record(posted(1, 'Order.tax', 1));
    await store.record(posted(2, 'Order.total', 1));
    await store.record({ ...posted(1, 'Order.total', 0), suggestion: '    return 0' });

    const pr1 = await store.forPullRequest({ installationId: 7, owner: 'acme', repo: 'SHOP', pr: 1 });
    expect(pr1.map((s) => [s.qualname, s.suggestion]).sort()).toEqual([
      ['Order.tax', '    return sum(line.price for line in self.lines)'],
      ['Order.total', '    return 0'],
    ]);

    await store.recordOutcome({ installationId: 7, owner: 'Acme', repo: 'shop', pr: 1, file: 'src/shop/orders.py', qualname: 'Order.tax' }, { outcome: 'applied', similarity: 1, exact: true }, { time: NOW, sha: 'b'.repeat(40) });
    // An outcome for a target never recorded creates nothing.
    await store.recordOutcome({ installationId: 7, owner: 'Acme', repo: 'shop', pr: 9, file: 'x.py', qualname: 'f' }, { outcome: 'replaced', similarity: 0.1, exact: false }, { time: NOW });
    const tax = (await store.forPullRequest({ installationId: 7, owner: 'Acme', repo: 'shop', pr: 1 })).find((s) => s.qualname === 'Order.tax');
    expect(tax).toMatchObject({ outcome: 'applied', similarity: 1, judgedAt: NOW, judgedSha: 'b'.repeat(40), startLine: 10 });
    expect(await store.forPullRequest({ installationId: 7, owner: 'Acme', repo: 'shop', pr: 9 })).toEqual([]);

    // TTLs, checked where KEYS sees every key (a cluster spreads repositories over nodes).
    if (isCluster(redis)) return;
    const keys = await redis.keys(`${prefix}:*`);
    // Three suggestions, two PR sets, one index.
    expect(keys).toHaveLength(6);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(3600 * 1000);
    }
  });

  it('links a suggestion to its thread, keeps the link when a refinement replaces it, and counts refinements per head up to a limit', async () => {
    const store = createSuggestionStore(connect(), { prefix: `t${randomUUID().slice(0, 8)}`, now: () => NOW });
    const pr = { installationId: 7, owner: 'Acme', repo: 'shop', pr: 5 };
    const target = { ...pr, file: 'src/shop/orders.py', qualname: 'Order.total' };
    await store.record(posted(5, 'Order.total', 0));
    expect(await store.byThread(pr, 501)).toBeUndefined();
    await store.linkThread(target, 501);
    expect(await store.byThread(pr, 501)).toMatchObject({ qualname: 'Order.total', commentId: 501 });
    // Another pull request's thread id does not lead to this one's suggestion.
    expect(await store.byThread({ ...pr, pr: 6 }, 501)).toBeUndefined();
    // A link to an expired or never recorded suggestion stores nothing usable.
    await store.linkThread({ ...target, qualname: 'Order.gone' }, 502);
    expect(await store.byThread(pr, 502)).toBeUndefined();

    await store.record({ ...posted(5, 'Order.total', 0), suggestion: '    return 1', commentId: 501, refined: 1 });
    expect(await store.byThread(pr, 501)).toMatchObject({ suggestion: '    return 1', refined: 1, commentId: 501 });

    const head = 'c'.repeat(40);
    expect(await store.countRefine(target, head, 2)).toEqual({ allowed: true, count: 1 });
    expect(await store.countRefine(target, head, 2)).toEqual({ allowed: true, count: 2 });
    expect(await store.countRefine(target, head, 2)).toEqual({ allowed: false, count: 2 });
    // Counted per head, and 0 turns it off.
    expect(await store.countRefine(target, 'd'.repeat(40), 2)).toEqual({ allowed: true, count: 1 });
    expect((await store.countRefine(target, 'e'.repeat(40), 0)).allowed).toBe(false);

    // Applied after a refinement: counted apart in the acceptance table.
    await store.recordOutcome(target, { outcome: 'applied', similarity: 1, exact: true }, { time: NOW });
    const table = acceptanceTable(await store.since(pr, NOW - DAY), NOW);
    expect(table).toMatchObject({ accepted: 1, acceptedAfterRefine: 1 });
    expect(renderAcceptanceTable(table, 'Acme/shop')).toContain('1 of the committed suggestions were committed after a refinement in their thread.');
  });

  it('computes the last-30-days acceptance table of a repository', async () => {
    const store = createSuggestionStore(connect(), { prefix: `t${randomUUID().slice(0, 8)}`, now: () => NOW });
    const outcomes = [
      ['a', 2, 'applied', 1],
      ['b', 3, 'applied', 1],
      ['c', 5, 'applied-with-edits', 0.8],
      ['d', 8, 'replaced', 0.3],
      ['e', 9, 'stub-remains', 0.1],
      ['f', 10, undefined, undefined],
      ['g', 45, 'applied', 1],
    ] as const;
    for (const [name, daysAgo, outcome, similarity] of outcomes) {
      await store.record(posted(3, name, daysAgo));
      if (outcome !== undefined) {
        await store.recordOutcome({ installationId: 7, owner: 'Acme', repo: 'shop', pr: 3, file: 'src/shop/orders.py', qualname: name }, { outcome, similarity, exact: false }, { time: NOW });
      }
    }
    await store.record(posted(4, 'other', 1, 'other-repo'));

    const recent = await store.since({ installationId: 7, owner: 'Acme', repo: 'shop' }, NOW - 30 * DAY);
    expect(recent.map((s) => s.qualname).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    const table = acceptanceTable(recent, NOW);
    expect(table).toMatchObject({ total: 6, decided: 4, accepted: 3, rate: 0.75, editSimilarity: 0.8 });
    const markdown = renderAcceptanceTable(table, 'Acme/shop');
    expect(markdown).toContain('| Applied as-is | 2 | 33% |');
    expect(markdown).toContain('| Applied with edits (mean similarity 80%) | 1 | 17% |');
    expect(markdown).toContain('| Not looked at yet (no push since) | 1 | 17% |');
    expect(markdown).toContain('**Acceptance: 75%** — 3 of 4 decided suggestions were committed');
  });
});
