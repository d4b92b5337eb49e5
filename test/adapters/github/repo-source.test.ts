import { Octokit } from '@octokit/rest';
import { ProbotOctokit } from 'probot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobLru } from '../../../src/adapters/github/blob-text.js';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { graphqlBatches } from '../../../src/adapters/github/graphql-blobs.js';
import { createGitHubGateway } from '../../../src/adapters/github/gateway.js';
import { gitSync, gitSyncText } from '../../support/github-simulator/git.js';
import { gitBlobSha } from '../../../src/adapters/github/git-blob-sha.js';
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
  it('without GraphQL: one tree call and one blob call per file read; repeated reads are free', async () => {
    sim.resetRequests();
    const src = source({ graphql: false });
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
    expect(src.stats).toMatchObject({ requests: 4, filesRead: 3, rounds: 1, restBlobReads: 3, graphqlRequests: 0 });
    expect(src.stats.bytesRead).toBe(wanted.reduce((n, p) => n + Buffer.byteLength(repo.show(repo.headSha, p) ?? ''), 0));
  });

  it('answers undefined for binary, non-UTF-8, oversize, missing and skipped paths; oversize costs no request', async () => {
    sim.resetRequests();
    const src = source({ graphql: false });
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
    await source({ lru, graphql: false }).readFile('pkg/util.py');
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
      const src = source({ maxConcurrentRequests: 3, graphql: false });
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

const GRAPHQL = 'POST /graphql';

/** A cache that records what enters it (the shared Redis cache's contract). */
function recordingCache() {
  const entries = new Map<string, string | null>();
  return { entries, get: (sha: string) => Promise.resolve(entries.get(sha)), set: (sha: string, text: string | null) => Promise.resolve(void entries.set(sha, text)) };
}

describe('GitHub RepoSource, reads in rounds over GraphQL', () => {
  const blobSha = (path: string): string => gitSyncText(repo.dir, ['rev-parse', `${repo.headSha}:${path}`]).trim();

  it("asks for one round's files in one GraphQL request, counts its points, and caches only text that hashes to its blob", async () => {
    sim.resetRequests();
    const cache = recordingCache();
    const src = source({ blobCache: cache });
    const wanted = ['pkg/text.py', 'pkg/util.py', 'pkg/models.py', 'data/bom.py'];
    const texts = await Promise.all([...wanted, ...wanted].map((p) => src.readFile(p)));
    expect(texts.slice(0, 3)).toEqual(wanted.slice(0, 3).map((p) => repo.show(repo.headSha, p)));
    expect(texts[3]).toBe('X = 1\n'); // the BOM is dropped, as over REST
    expect(sim.countsByRoute()).toEqual({ [TREE]: 1, [GRAPHQL]: 1 });
    expect(src.stats).toMatchObject({ requests: 2, rounds: 1, graphqlRequests: 1, graphqlCost: 1, restBlobReads: 0, filesRead: 4 });
    expect(sim.openApiViolations).toEqual([]);
    for (const p of wanted.slice(0, 3)) expect(cache.entries.get(blobSha(p))).toBe(repo.show(repo.headSha, p));
    // A second round: the reads a walk asks for after the first answer.
    await src.readFile('pkg/__init__.py');
    expect(src.stats).toMatchObject({ rounds: 2, graphqlRequests: 2 });
  });

  it('reads over REST what GraphQL cannot answer exactly: invalid UTF-8, truncated text, binary (no bytes to hash)', async () => {
    sim.resetRequests();
    sim.truncateGraphqlTextAt(4);
    try {
      const src = source();
      const [logo, latin1, util] = await Promise.all(['assets/logo.png', 'data/latin1.py', 'pkg/util.py'].map((p) => src.readFile(p)));
      expect(logo).toBeUndefined();
      expect(latin1).toBeUndefined();
      expect(util).toBe(repo.show(repo.headSha, 'pkg/util.py'));
      // latin1: GraphQL's text has a replacement character, so it does not hash to the blob; util.py came back truncated.
      expect(sim.countsByRoute()).toEqual({ [TREE]: 1, [GRAPHQL]: 1, [BLOB]: 3 });
      expect(src.stats.restBlobReads).toBe(3);
    } finally {
      sim.truncateGraphqlTextAt(undefined);
    }
  });

  it('a GraphQL answer whose text is not the blob is used for nothing: the file is read over REST, and the cache gets the real text', async () => {
    // A man in the middle of the HTTP answers (not of our code): GraphQL text for util.py is altered.
    const tampering = {
      request: async (route: string, params?: Record<string, unknown>) => {
        const res = await octokit.request(route, params);
        if (route !== GRAPHQL) return res;
        const data = res.data as { data: { repository: Record<string, { text: string } | null> } };
        for (const blob of Object.values(data.data.repository)) if (blob !== null) blob.text = 'import os\nos.system("evil")\n';
        return res;
      },
    };
    const cache = recordingCache();
    const src = createGitHubRepoSource({ octokit: tampering, owner: sim.owner, repo: sim.name, ref: repo.headSha, blobCache: cache, lru: createBlobLru() });
    sim.resetRequests();
    expect(await src.readFile('pkg/util.py')).toBe(repo.show(repo.headSha, 'pkg/util.py'));
    expect(sim.count({ route: BLOB })).toBe(1);
    expect([...cache.entries.values()]).toEqual([repo.show(repo.headSha, 'pkg/util.py')]);
  });

  it('falls back to one REST call per blob when GraphQL fails, and stays on REST for the rest of the snapshot', async () => {
    sim.resetRequests();
    const src = source();
    await src.listFiles();
    sim.failNext({ path: '/graphql', kind: 'server-error' });
    const wanted = ['pkg/text.py', 'pkg/util.py'];
    expect(await Promise.all(wanted.map((p) => src.readFile(p)))).toEqual(wanted.map((p) => repo.show(repo.headSha, p)));
    expect(await src.readFile('pkg/models.py')).toBe(repo.show(repo.headSha, 'pkg/models.py'));
    expect(sim.countsByRoute()).toEqual({ [TREE]: 1, [GRAPHQL]: 1, [BLOB]: 3 });
    expect(src.stats).toMatchObject({ rounds: 2, graphqlRequests: 1, restBlobReads: 3 });
  });

  it('batches within the file and byte limits, in order', () => {
    const items = [5, 5, 5, 20, 1, 1].map((size, i) => ({ path: `f${i}`, size }));
    expect(graphqlBatches(items, (f) => f.size, { maxFiles: 2, maxBytes: 12 }).map((b) => b.map((f) => f.path))).toEqual([['f0', 'f1'], ['f2'], ['f3'], ['f4', 'f5']]);
  });

  it('sends sixteen files of one round in one request', async () => {
    sim.resetRequests();
    const src = source();
    const paths = Array.from({ length: 16 }, (_, i) => `many/m${i}.py`);
    const texts = await Promise.all(paths.map((p) => src.readFile(p)));
    expect(texts).toEqual(paths.map((_, i) => `M${i} = ${i}\n`));
    expect(sim.count({ route: GRAPHQL })).toBe(1);
    expect(src.stats.rounds).toBe(1);
  });

  it('on GitHub Enterprise Server asks /api/graphql beside the REST /api/v3 (the gateway derives it)', async () => {
    const ghes = await startGitHubSimulator({ repo, pathPrefix: '/api/v3' });
    try {
      const client = new Octokit({ baseUrl: ghes.url, auth: 'ghs_test', log: quiet });
      const gateway = createGitHubGateway({ octokit: client, repo: { owner: ghes.owner, repo: ghes.name }, apiBaseUrl: ghes.url });
      const src = gateway.snapshot({ ref: repo.headSha });
      expect(await src.readFile('pkg/util.py')).toBe(repo.show(repo.headSha, 'pkg/util.py'));
      expect(ghes.countsByRoute()).toEqual({ [TREE]: 1, [GRAPHQL]: 1 });
      expect(ghes.requests.find((r) => r.route === GRAPHQL)?.status).toBe(200);
      // Without the base URL the request goes under /api/v3, which GHES does not serve: REST reads instead.
      const lost = createGitHubGateway({ octokit: client, repo: { owner: ghes.owner, repo: ghes.name } }).snapshot({ ref: repo.headSha, lru: createBlobLru() });
      ghes.resetRequests();
      expect(await lost.readFile('pkg/text.py')).toBe(repo.show(repo.headSha, 'pkg/text.py'));
      expect(lost.stats).toMatchObject({ graphqlRequests: 1, restBlobReads: 1 });
    } finally {
      await ghes.close();
    }
  });
  it('a hedged archive landing while a blob round is out answers that read at once (issue 24); bytes that are not the blob do not', async () => {
    const path = 'pkg/util.py';
    const text = gitSync(repo.dir, ['show', `${repo.headSha}:${path}`]).toString('utf8');
    const kept = (bytes: Buffer) => new Map([[path, { bytes, blobSha: gitBlobSha(bytes) }]]);
    sim.setLatency(400);
    try {
      for (const [bytes, switches] of [[Buffer.from(text, 'utf8'), true], [Buffer.from(`${text}# not the blob\n`, 'utf8'), false]] as const) {
        const src = source({ lru: createBlobLru() });
        await src.listFiles();
        sim.resetRequests();
        const reading = src.readFile(path).then((t) => ({ t, at: Date.now() }));
        // The round's request as it arrives (its route is only set once the latency has passed).
        const arrived = (): boolean => sim.requests.some((r) => r.method === 'POST' && r.path.endsWith('/graphql'));
        for (let i = 0; i < 200 && !arrived(); i += 1) await new Promise((r) => setTimeout(r, 5));
        expect(arrived()).toBe(true);
        await src.preload(kept(bytes));
        const { t, at } = await reading;
        expect(t).toBe(text);
        const graphql = sim.requests.find((r) => r.method === 'POST' && r.path.endsWith('/graphql'))!;
        // GitHub's answer to the round cannot come before the request's arrival plus the 400 ms latency (the
        // simulator's own 'finish' time is not used: it may be stamped after this process already read the answer).
        const githubAnswers = graphql.timestamp + 400;
        if (switches) {
          // Answered from the archive before GitHub answered the round.
          expect(at).toBeLessThan(githubAnswers);
          expect(src.stats.archiveSwitched).toBe(1);
        } else {
          // Waited for GitHub's answer (a 5 ms allowance for timer granularity).
          expect(at).toBeGreaterThanOrEqual(githubAnswers - 5);
          expect(src.stats.archiveSwitched).toBe(0);
        }
      }
    } finally {
      sim.setLatency(0);
    }
  });
});
