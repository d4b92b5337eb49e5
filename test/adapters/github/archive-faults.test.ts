/**
 * The archive path under hostile archives from the simulator's codeload route: meta-entry
 * bombs fail before a byte of them is buffered, kept files stop at their budget, a stalled
 * download ends at its idle deadline, and a file whose archive text is not its blob is never
 * taken by a snapshot (the blob is read instead).
 */
import { Octokit } from '@octokit/rest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { downloadArchive } from '../../../src/adapters/github/archive.js';
import { ArchiveTimeoutError } from '../../../src/adapters/github/archive-deadline.js';
import { createBlobLru } from '../../../src/adapters/github/blob-text.js';
import { createGitHubRepoSource } from '../../../src/adapters/github/repo-source.js';
import { ArchiveFormatError } from '../../../src/adapters/github/tar-extract.js';
import { blobReads, createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const longPath = `deep/${'d'.repeat(80)}/${'e'.repeat(80)}/mod.py`;

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({ files: { ...sampleBaseFiles, [longPath]: 'def far():\n    return 1\n' }, prFiles: samplePrFiles });
  sim = await startGitHubSimulator({ repo });
  octokit = new Octokit({ baseUrl: sim.url, auth: 'ghs_test', log: quiet });
});
afterEach(() => sim.archiveFault(undefined));
afterAll(async () => {
  await sim.close();
  repo.cleanup();
});

const where = () => ({ owner: sim.owner, repo: sim.name, ref: repo.headSha, keep: (p: string) => p.endsWith('.py') });

describe('meta entries', () => {
  it.each(['x', 'g', 'L', 'K'] as const)("a 240 MB '%s' meta entry (0.25 MB gzipped) fails as a format error after its header, not after 240 MB", async (entry) => {
    sim.archiveFault({ kind: 'meta-bomb', entry, bytes: 240 * 1024 * 1024 });
    const error = await downloadArchive(octokit, where()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveFormatError);
    expect((error as Error).message).toMatch(/entry of 251658240 bytes, over the 262144-byte limit/);
  });

  it('meta entries under the limit are read as before: our own writer with a pax path gives the same files as git archive', async () => {
    const plain = await downloadArchive(octokit, where());
    sim.archiveFault({ kind: 'meta-bomb', entry: 'g', bytes: 1000 });
    const own = await downloadArchive(octokit, where());
    expect([...own.files.keys()].sort()).toEqual([...plain.files.keys()].sort());
    expect(own.files.get(longPath)?.blobSha).toBe(plain.files.get(longPath)?.blobSha);
  });
});

describe('budgets and deadlines', () => {
  it('kept files stop at maxKeptBytes; the rest are listed as over budget', async () => {
    const all = await downloadArchive(octokit, where());
    const sizes = [...all.files.values()].map((f) => f.bytes.length);
    const budget = sizes.reduce((a, b) => a + b, 0) - 1;
    const capped = await downloadArchive(octokit, { ...where(), maxKeptBytes: budget });
    expect([...capped.files.values()].reduce((n, f) => n + f.bytes.length, 0)).toBeLessThanOrEqual(budget);
    expect(capped.skipped.filter((s) => s.reason === 'over-budget').length).toBeGreaterThan(0);
    expect(capped.files.size + capped.skipped.length).toBe(all.files.size);
  });

  it('a codeload that sends headers and 2 bytes, then nothing, is abandoned at the idle deadline', async () => {
    sim.archiveFault({ kind: 'stall' });
    const started = performance.now();
    const error = await downloadArchive(octokit, { ...where(), deadlines: { totalMs: 5000, idleMs: 400 } }).catch((e: unknown) => e);
    const ms = performance.now() - started;
    expect(error).toBeInstanceOf(ArchiveTimeoutError);
    expect((error as ArchiveTimeoutError).which).toBe('idle');
    expect(ms).toBeGreaterThanOrEqual(400);
    expect(ms).toBeLessThan(5000);
  });

  it('a download that trickles past the total deadline is abandoned at it', async () => {
    sim.archiveFault({ kind: 'stall' });
    sim.setLatency(300);
    try {
      const error = await downloadArchive(octokit, { ...where(), deadlines: { totalMs: 200, idleMs: 10_000 } }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveTimeoutError);
      expect((error as ArchiveTimeoutError).which).toBe('total');
    } finally {
      sim.setLatency(0);
    }
  });
});

describe('text that is not the blob', () => {
  it('is not taken by the snapshot: the blob is read, and the shared LRU holds only the blob', async () => {
    const path = 'pkg/util.py';
    const foreign = '# EXPORTED BY TENANT A: secret-token-abc\n';
    sim.archiveFault({ kind: 'text-differs', files: { [path]: foreign } });
    const archive = await downloadArchive(octokit, where());
    expect(archive.files.get(path)?.bytes.toString('utf8')).toBe(foreign);
    const lru = createBlobLru();
    const source = createGitHubRepoSource({ octokit, owner: sim.owner, repo: sim.name, ref: repo.headSha, lru });
    const taken = await source.preload(archive.files);
    expect(taken).toBe(archive.files.size - 1);
    expect(source.stats.archiveMismatches).toBe(1);
    sim.resetRequests();
    const text = await source.readFile(path);
    expect(text).toBe(repo.show(repo.headSha, path));
    expect(blobReads(sim.requests)).toMatchObject({ total: 1, graphqlPaths: [path] });
    // Verified archive files are read without a request and enter the shared LRU.
    expect(await source.readFile('pkg/text.py')).toBe(repo.show(repo.headSha, 'pkg/text.py'));
    expect(blobReads(sim.requests).total).toBe(1);
    for (const [, entry] of lru.entries()) expect(entry.text ?? '').not.toContain('TENANT A');
  });
});
