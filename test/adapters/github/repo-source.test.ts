import { Octokit } from '@octokit/rest';
import { ProbotOctokit } from 'probot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobLru } from '../../../src/adapters/github/blob-text.js';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const BLOB = 'GET /repos/{owner}/{repo}/git/blobs/{sha}';
const TREE = 'GET /repos/{owner}/{repo}/git/trees/{sha}';

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({
    files: {
      ...sampleBaseFiles,
      'data/big.py': `BIG = """${'x'.repeat(5000)}"""\n`,
      'data/latin1.py': Buffer.from([0x23, 0x20, 0xe9, 0x0a]),
      'data/bom.py': Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('X = 1\n')]),
      'node_modules/dep/index.py': 'x = 1\n',
      'env/pyvenv.cfg': 'home = /usr\n',
      'env/lib/site.py': 'y = 2\n',
      ...Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`many/m${i}.py`, `M${i} = ${i}\n`])),
    },
    prFiles: samplePrFiles,
  });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const source = (extra: Partial<Parameters<typeof createGitHubRepoSource>[0]> = {}) =>
  createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, maxBytes: 4096, ...extra });

describe('GitHub RepoSource', () => {
  it('costs one tree call and one blob call per file read; repeated reads are free', async () => {
    sim.resetRequests();
    const src = source();
    expect(sim.count()).toBe(0); // lazy: nothing until first use
    const files = (await src.listFiles()).filter((p) => !p.startsWith('many/'));
    expect(files).toEqual(['.github/dycoder.yml', 'README.md', 'assets/logo.png', 'data/big.py', 'data/bom.py', 'data/latin1.py', 'pkg/__init__.py', 'pkg/models.py', 'pkg/text.py', 'pkg/util.py']);
    await src.listFiles();
    const wanted = ['pkg/text.py', 'pkg/util.py', 'pkg/models.py'];
    const texts = await Promise.all([...wanted, ...wanted].map((p) => src.readFile(p)));
    expect(texts.slice(0, 3)).toEqual(wanted.map((p) => repo.show(repo.headSha, p)));
    expect(await src.readFile('pkg/text.py')).toBe(repo.show(repo.headSha, 'pkg/text.py'));
    console.log('repo-source requests', sim.countsByRoute(), src.stats);
    expect(sim.count({ route: TREE })).toBe(1);
    expect(sim.count({ route: BLOB })).toBe(3);
    expect(src.stats).toMatchObject({ requests: 4, filesRead: 3 });
    expect(src.stats.bytesRead).toBe(wanted.reduce((n, p) => n + Buffer.byteLength(repo.show(repo.headSha, p) ?? ''), 0));
  });

  it('answers undefined for binary, non-UTF-8, oversize, missing and skipped paths; oversize costs no request', async () => {
    sim.resetRequests();
    const src = source();
    expect(await src.readFile('assets/logo.png')).toBeUndefined();
    expect(await src.readFile('data/latin1.py')).toBeUndefined();
    expect(await src.readFile('data/big.py')).toBeUndefined();
    expect(await src.readFile('nope.py')).toBeUndefined();
    expect(await src.readFile('node_modules/dep/index.py')).toBeUndefined();
    expect(await src.readFile('env/lib/site.py')).toBeUndefined();
    expect(await src.readFile('assets/logo.png')).toBeUndefined();
    expect(sim.count({ route: BLOB })).toBe(2); // logo + latin1, once each
    expect(src.stats.filesRead).toBe(0);
    expect(await src.readFile('data/bom.py')).toBe('X = 1\n'); // a BOM is dropped, as Python does
  });

  it('shares a process LRU across sources: a second job reads cached blobs with no blob call', async () => {
    const lru = createBlobLru();
    await source({ lru }).readFile('pkg/util.py');
    sim.resetRequests();
    const second = source({ lru });
    expect(await second.readFile('pkg/util.py')).toBe(repo.show(repo.headSha, 'pkg/util.py'));
    expect(sim.countsByRoute()).toEqual({ [TREE]: 1 });
    expect(second.stats).toMatchObject({ requests: 1, cacheHits: 1, filesRead: 1 });
  });

  it('falls back to walking directories when the recursive tree is truncated', async () => {
    const full = await source().listFiles();
    sim.truncateTreesAt(2);
    sim.resetRequests();
    try {
      const src = source();
      expect(await src.listFiles()).toEqual(full);
      // 1 truncated recursive call + root, .github, assets, data, many, pkg (node_modules and env not entered)
      expect(sim.count({ route: TREE })).toBe(7);
      expect(src.stats.treeTruncated).toBe(true);
      expect(await src.readFile('pkg/text.py')).toBe(repo.show(repo.headSha, 'pkg/text.py'));
      console.log('truncated-tree fallback requests', sim.countsByRoute());
    } finally {
      sim.truncateTreesAt(undefined);
    }
  });

  it('keeps at most maxConcurrentRequests blob calls in flight', async () => {
    sim.setLatency(40);
    try {
      const src = source({ maxConcurrentRequests: 3 });
      await src.listFiles();
      sim.resetRequests();
      const paths = Array.from({ length: 16 }, (_, i) => `many/m${i}.py`);
      const texts = await Promise.all(paths.map((p) => src.readFile(p)));
      expect(texts).toEqual(paths.map((_, i) => `M${i} = ${i}\n`));
      expect(sim.count({ route: BLOB })).toBe(16);
      expect(sim.peakConcurrency()).toBe(3);
    } finally {
      sim.setLatency(0);
    }
  });

  it('retries the tree after a failed call instead of memoizing the failure', async () => {
    const src = source();
    sim.failNext({ path: /git\/trees/, kind: 'server-error' });
    await expect(src.listFiles()).rejects.toMatchObject({ status: 500 });
    expect((await src.listFiles()).length).toBe(26);
  });

  it("works with Probot's Octokit", async () => {
    const probotOctokit = new ProbotOctokit({ auth: { token: 'ghs_test' }, baseUrl: sim.url, retry: { enabled: false }, throttle: { enabled: false }, log: quiet });
    const src = createGitHubRepoSource({ octokit: probotOctokit, owner: sim.owner, repo: sim.name, ref: repo.headSha });
    expect(await src.readFile('pkg/text.py')).toBe(repo.show(repo.headSha, 'pkg/text.py'));
  });
});
