/**
 * Reading ahead on TypeScript (core/graph/prefetch.ts with the TypeScript resolver's
 * `specifierFileNow`), through the GitHub simulator, on real code: zod's own sources (`src/v4`
 * of the zod package in node_modules: classic, core and mini; tests and locales left out). A
 * retrieval reading ahead finds exactly what it finds without, in fewer dependent rounds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlobLru } from '../../../src/adapters/github/blob-text.js';
import { createGitHubRepoSource, type GitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { createRetrieve } from '../../../src/core/retrieval/index.js';
import { createTestRepo, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const zodRoot = dirname(createRequire(import.meta.url).resolve('zod/package.json'));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'tests' || e.name === 'locales' ? [] : sources(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}
const files = Object.fromEntries(sources(join(zodRoot, 'src/v4')).map((p) => [`src/v4/${relative(join(zodRoot, 'src/v4'), p)}`, readFileSync(p, 'utf8')]));

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
  const src = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, lru: createBlobLru() });
  src.allowPrefetch(allowance);
  return src;
};

describe('retrieval reading ahead on TypeScript (zod)', () => {
  const retrieve = createRetrieve();
  const options = { retriever: 'dycoder' as const, budgetTokens: 6000, maxHops: 10 };
  // Functions whose dependencies are imported from other modules, directly and through the core barrel.
  const targets = [
    { file: 'src/v4/classic/schemas.ts', qualname: 'email' },
    { file: 'src/v4/core/api.ts', qualname: '_email' },
    { file: 'src/v4/mini/schemas.ts', qualname: 'email' },
  ];

  it.each(targets)('$file $qualname: the same items and context, in fewer dependent rounds', async (target) => {
    expect(files[target.file]).toBeDefined();
    const plain = source(0);
    const without = await retrieve(plain, target, options);
    const eager = source(30);
    const withAhead = await retrieve(eager, target, options);

    expect(withAhead.items).toEqual(without.items);
    expect(withAhead.context).toBe(without.context);
    expect(without.items.length).toBeGreaterThan(3);
    expect(eager.stats.filesRead).toBe(plain.stats.filesRead);
    expect(plain.stats.prefetched).toBe(0);
    expect(eager.stats.prefetched).toBeGreaterThan(0);
    expect(eager.stats.prefetched).toBeLessThanOrEqual(30);
    expect(eager.stats.rounds).toBeLessThan(plain.stats.rounds);
    console.log(`${target.file} ${target.qualname}: rounds ${plain.stats.rounds} -> ${eager.stats.rounds}, read ${plain.stats.filesRead}, ahead ${eager.stats.prefetched} (${eager.stats.prefetchUsed} read)`);
    // Two retrievals over a ~100 KB module's graph each; a shared 2-core machine needs the room.
  }, 240_000);
});
