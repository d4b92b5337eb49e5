/**
 * RepoSource.readOutline over the GitHub API (issue 22, session 23), against the local GitHub simulator: a file over the
 * source's size cap is refused by readFile without a request, and its outline comes from one raw blob request whose body is
 * streamed through the outline collector (core/source/outline-lines.ts): only the lines the pattern keeps.
 */
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import type { RepoSource } from '../../../src/core/ports.js';
import type { OutlineLimits } from '../../../src/core/source/outline-lines.js';
import { RUST_SCOPE_OUTLINE } from '../../../src/core/languages/rust/answer/crate-view.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const outline = (src: RepoSource, path: string, keep: RegExp, limits: OutlineLimits): Promise<string | undefined> =>
  src.readOutline === undefined ? Promise.reject(new Error('no readOutline')) : src.readOutline(path, keep, limits);
const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const BLOB = 'GET /repos/{owner}/{repo}/git/blobs/{sha}';
const TABLE = `pub struct Table {\n    pub rows: [u16; 128],\n}\npub static BIG: [u16; 200000] = [\n${'    0x1234, 0x5678, 0x9abc, 0xdef0,\n'.repeat(60_000)}];\npub fn lookup(i: usize) -> u16 {\n    BIG[i]\n}\n`;

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({ files: { ...sampleBaseFiles, 'src/data.rs': TABLE }, prFiles: samplePrFiles });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

describe('GitHub RepoSource.readOutline', () => {
  it('streams a file over the size cap from one raw blob request and keeps only the matching lines', async () => {
    const src = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, maxBytes: 64 * 1024 });
    expect(TABLE.length).toBeGreaterThan(2 * 1024 * 1024);
    sim.resetRequests();
    expect(await src.readFile('src/data.rs')).toBeUndefined();
    expect(sim.count({ route: BLOB })).toBe(0);
    const got = await outline(src, 'src/data.rs', RUST_SCOPE_OUTLINE, { maxScanBytes: 8 * 1024 * 1024, maxKeptBytes: 4096 });
    expect(got).toBe('pub struct Table {\npub static BIG: [u16; 200000] = [\npub fn lookup(i: usize) -> u16 {');
    expect(sim.count({ route: BLOB })).toBe(1);
    // Past the scan cap (known from the tree's size: no request), missing, or keeping too much: none.
    expect(await outline(src, 'src/data.rs', RUST_SCOPE_OUTLINE, { maxScanBytes: 1024 * 1024, maxKeptBytes: 4096 })).toBeUndefined();
    expect(await outline(src, 'src/nope.rs', RUST_SCOPE_OUTLINE, { maxScanBytes: 8 * 1024 * 1024, maxKeptBytes: 4096 })).toBeUndefined();
    expect(await outline(src, 'src/data.rs', /^ {4}0x/, { maxScanBytes: 8 * 1024 * 1024, maxKeptBytes: 4096 })).toBeUndefined();
    expect(sim.count({ route: BLOB })).toBe(2);
  });
});
