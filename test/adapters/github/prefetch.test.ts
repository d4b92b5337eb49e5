/**
 * Reading ahead of the walk (core/graph/prefetch.ts, GitHubRepoSource.prefetch), through the
 * GitHub simulator: bounded by the job's allowance, never counted as read, a file fetched ahead
 * that is binary, over the cap or missing costs nothing more than its one read, a failed GraphQL
 * batch falls back to REST per blob, and a retrieval reading ahead finds exactly what it finds
 * without, in fewer dependent rounds.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobLru } from '../../../src/adapters/github/blob-text.js';
import { createGitHubRepoSource, type GitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { createRetrieve } from '../../../src/core/retrieval/index.js';
import { blobReads, createTestRepo, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const GRAPHQL = 'POST /graphql';
const BLOB = 'GET /repos/{owner}/{repo}/git/blobs/{sha}';
const MAX_BYTES = 4000;

// A stub whose one dependency is found through a package's star imports, one module after another.
const files: Record<string, string | Buffer> = {
  'app/main.py': 'from lib import build\n\n\ndef run(x):\n    """Build x twice."""\n    pass\n\n\ndef twice(x):\n    return build(build(x))\n',
  'lib/__init__.py': 'from .one import *\nfrom .two import *\nfrom .blob import *\nfrom .huge import *\nfrom .three import *\n',
  'lib/one.py': "__all__ = ['alpha']\n\n\ndef alpha():\n    return 1\n",
  'lib/two.py': "__all__ = ['beta']\n\n\ndef beta():\n    return 2\n",
  'lib/blob.py': Buffer.from([0x00, 0xff, 0x00, 0x01, 0x02]),
  'lib/huge.py': `HUGE = """${'h'.repeat(MAX_BYTES + 100)}"""\n`,
  'lib/three.py': "from .deep import Base\n\n__all__ = ['build']\n\n\ndef build(x):\n    return Base(x).value\n",
  'lib/deep.py': 'class Base:\n    def __init__(self, x):\n        self.value = x\n',
  'other/far.py': 'def far():\n    return 3\n',
};

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({ files, prFiles: {} });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const source = (allowance: number): GitHubRepoSource => {
  const src = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, lru: createBlobLru(), maxBytes: MAX_BYTES });
  src.allowPrefetch(allowance);
  return src;
};

describe('GitHub RepoSource, fetching ahead', () => {
  it('fetches no more than its allowance, counts nothing as read until a read asks, and a read of it makes no request', async () => {
    const src = source(2);
    await src.listFiles();
    sim.resetRequests();
    const ahead = await Promise.all(['lib/one.py', 'lib/two.py', 'lib/three.py'].map((p) => src.prefetch(p)));
    expect(ahead).toEqual([files['lib/one.py'], files['lib/two.py'], undefined]);
    expect(blobReads(sim.requests)).toMatchObject({ graphqlRequests: 1, graphqlPaths: ['lib/one.py', 'lib/two.py'] });
    expect(src.stats).toMatchObject({ prefetched: 2, prefetchUsed: 0, filesRead: 0, bytesRead: 0 });
    expect(await src.readFile('lib/one.py')).toBe(files['lib/one.py']);
    expect(src.stats).toMatchObject({ prefetchUsed: 1, filesRead: 1 });
    // The file past the allowance is read when asked, in its own round.
    expect(await src.readFile('lib/three.py')).toBe(files['lib/three.py']);
    expect(sim.count({ route: GRAPHQL })).toBe(2);
    expect(src.stats).toMatchObject({ rounds: 2, roundsSent: 2, filesRead: 2 });
  });

  it('a file fetched ahead that is binary, over the cap or missing: undefined, over the cap and missing cost no request and no allowance', async () => {
    const src = source(1);
    await src.listFiles();
    sim.resetRequests();
    expect(await src.prefetch('lib/huge.py')).toBeUndefined();
    expect(await src.prefetch('lib/nowhere.py')).toBeUndefined();
    expect(sim.requests).toEqual([]);
    expect(src.stats.prefetched).toBe(0);
    // Binary: GraphQL gives no bytes to hash, so the blob is read over REST once, and that is all.
    expect(await src.prefetch('lib/blob.py')).toBeUndefined();
    expect(sim.countsByRoute()).toEqual({ [GRAPHQL]: 1, [BLOB]: 1 });
    expect(await src.readFile('lib/blob.py')).toBeUndefined();
    expect(await src.unreadReason?.('lib/blob.py')).toBe('binary or not UTF-8 text');
    expect(sim.countsByRoute()).toEqual({ [GRAPHQL]: 1, [BLOB]: 1 });
    expect(src.stats).toMatchObject({ prefetched: 1, filesRead: 0 });
    // The allowance is spent: nothing more is fetched ahead.
    expect(await src.prefetch('lib/one.py')).toBeUndefined();
    expect(sim.count({ route: GRAPHQL })).toBe(1);
  });

  it('a failed GraphQL batch of reads and reads ahead falls back to REST per blob, each file once', async () => {
    const src = source(5);
    await src.listFiles();
    sim.resetRequests();
    sim.failNext({ path: '/graphql', kind: 'server-error' });
    const [one, two, three] = await Promise.all([src.readFile('lib/one.py'), src.prefetch('lib/two.py'), src.prefetch('lib/three.py')]);
    expect([one, two, three]).toEqual([files['lib/one.py'], files['lib/two.py'], files['lib/three.py']]);
    expect(sim.countsByRoute()).toEqual({ [GRAPHQL]: 1, [BLOB]: 3 });
    expect(await src.readFile('lib/two.py')).toBe(files['lib/two.py']);
    expect(sim.count({ route: BLOB })).toBe(3);
    expect(src.stats).toMatchObject({ restBlobReads: 3, prefetched: 2, prefetchUsed: 1, filesRead: 2, rounds: 1 });
  });

  it('a failed read ahead costs the walk nothing: its own read asks again', async () => {
    const src = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, lru: createBlobLru(), graphql: false });
    src.allowPrefetch(3);
    await src.listFiles();
    sim.resetRequests();
    sim.failNext({ path: /\/git\/blobs\//, kind: 'server-error' });
    expect(await src.prefetch('lib/one.py')).toBeUndefined();
    expect(await src.readFile('lib/one.py')).toBe(files['lib/one.py']);
    expect(sim.count({ route: BLOB })).toBe(2);
  });
});

describe('retrieval reading ahead', () => {
  const retrieve = createRetrieve();
  const options = { retriever: 'dycoder' as const, budgetTokens: 2000, maxHops: 4 };
  const target = { file: 'app/main.py', qualname: 'run' };

  it('finds exactly what it finds without reading ahead, in fewer dependent rounds, within the allowance', async () => {
    // Allowance 6: lib/__init__, its four star imports within the cap, and deep.py.
    sim.resetRequests();
    const plain = source(0);
    const without = await retrieve(plain, target, options);
    const plainReads = blobReads(sim.requests);
    sim.resetRequests();
    const eager = source(6);
    const withAhead = await retrieve(eager, target, options);
    const eagerReads = blobReads(sim.requests);

    expect(withAhead.items).toEqual(without.items);
    expect(withAhead.context).toBe(without.context);
    expect(without.context).toContain('def build(x):');
    expect(eager.stats.filesRead).toBe(plain.stats.filesRead);
    expect(plain.stats.prefetched).toBe(0);
    // Without: main, lib/__init__, then each star import in turn until three.py, then deep.py.
    expect(plain.stats.rounds).toBeGreaterThanOrEqual(6);
    expect(eager.stats.rounds).toBeLessThanOrEqual(4);
    expect(eager.stats.rounds).toBeLessThan(plain.stats.rounds);
    expect(eager.stats.prefetched).toBeLessThanOrEqual(6);
    // Files fetched: the walk's own and at most the allowance more, the huge one never, the far one never.
    expect(new Set(eagerReads.graphqlPaths).size).toBeLessThanOrEqual(new Set(plainReads.graphqlPaths).size + 6);
    expect(eagerReads.graphqlPaths).not.toContain('lib/huge.py');
    expect(eagerReads.graphqlPaths).not.toContain('other/far.py');
    expect(eagerReads.graphqlRequests).toBeLessThan(plainReads.graphqlRequests);
  });

  it('reads ahead no more than the allowance, whatever the walk reaches', async () => {
    sim.resetRequests();
    const src = source(2);
    const result = await retrieve(src, target, options);
    expect(result.context).toContain('def build(x):');
    expect(src.stats.prefetched).toBe(2);
    const fetched = new Set(blobReads(sim.requests).graphqlPaths);
    // The walk's own reads (the binary one among them) and the two fetched ahead, nothing else.
    expect(fetched.size).toBeLessThanOrEqual(src.stats.filesRead + 1 + 2);
  });
});
