import { gzipSync } from 'node:zlib';
import { Octokit } from '@octokit/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadArchive, requestArchiveLink, type RepoArchive } from '../../../src/adapters/github/archive.js';
import { decodeBlobText } from '../../../src/adapters/github/blob-text.js';
import { ArchiveFormatError, ArchiveTooLargeError, extractTarGz } from '../../../src/adapters/github/tar-extract.js';
import { gitSync } from '../../support/github-simulator/git.js';
import { createTestRepo, sampleBaseFiles, samplePrFiles, startGitHubSimulator, type GitHubSimulator, type TestRepo } from '../../support/github-simulator/index.js';

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const longDir = `deep/${'d'.repeat(60)}/${'e'.repeat(60)}/${'f'.repeat(60)}`;

let repo: TestRepo;
let sim: GitHubSimulator;
let octokit: Octokit;

beforeAll(async () => {
  repo = createTestRepo({
    files: {
      ...sampleBaseFiles,
      // Longer than tar's 100-byte name field: git archive writes a pax header for it.
      [`${longDir}/long_module.py`]: 'def far():\n    return 1\n',
      'data/latin1.py': Buffer.from([0x23, 0x20, 0xe9, 0x0a]),
      'data/big.py': `BIG = """${'x'.repeat(5000)}"""\n`,
      'assets/blob.bin': Buffer.alloc(70_000, 7),
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

/** The kept files' text, as a job's reads would decode them. */
const textsOf = (archive: RepoArchive): Map<string, string> =>
  new Map([...archive.files].flatMap(([path, file]) => {
    const text = decodeBlobText(file.bytes);
    return text === undefined ? [] : [[path, text] as const];
  }));

const tarOf = (ref: string): Buffer => gitSync(repo.dir, ['archive', '--format=tar', '--prefix=o-r-abc1234/', ref]);

describe('downloadArchive', () => {
  it('reads a commit in one API call (plus the codeload redirect) and keeps only the wanted files', async () => {
    sim.resetRequests();
    const archive = await downloadArchive(octokit, { owner: sim.owner, repo: sim.name, ref: repo.headSha, keep: (p) => p.endsWith('.py'), maxFileBytes: 4096 });
    expect(sim.count({ route: 'GET /repos/{owner}/{repo}/tarball/{ref+}' })).toBe(1);
    expect(sim.count()).toBe(2); // the API call and the redirected download
    const listed = gitSync(repo.dir, ['ls-tree', '-r', '--name-only', repo.headSha]).toString('utf8').trim().split('\n').sort();
    expect(archive.paths).toEqual(listed);
    const python = listed.filter((p) => p.endsWith('.py') && !['data/latin1.py', 'data/big.py'].includes(p));
    const texts = textsOf(archive);
    expect([...texts.keys()].sort()).toEqual(python);
    for (const p of python) expect(texts.get(p)).toBe(repo.show(repo.headSha, p));
    expect(texts.get(`${longDir}/long_module.py`)).toContain('def far');
    // Each kept file carries its git blob SHA, the tree's name for it.
    const tree = gitSync(repo.dir, ['ls-tree', '-r', repo.headSha]).toString('utf8').trim().split('\n');
    for (const line of tree) {
      const [meta, path] = line.split('\t');
      const kept = archive.files.get(path ?? '');
      if (kept !== undefined) expect(kept.blobSha).toBe(meta?.split(' ')[2]);
    }
  });

  it('with a link asked for earlier, downloads from it without asking the API again; a dead link falls back to the API', async () => {
    sim.resetRequests();
    const link = await requestArchiveLink(octokit, { owner: sim.owner, repo: sim.name, ref: repo.headSha });
    expect(sim.count()).toBe(1); // the redirect, not followed
    expect(link).toMatch(/^http:\/\/.+\/_codeload\//);
    const keep = (p: string): boolean => p.endsWith('.py');
    const viaLink = await downloadArchive(octokit, { owner: sim.owner, repo: sim.name, ref: repo.headSha, keep, link: Promise.resolve(link) });
    expect(sim.count({ route: 'GET /repos/{owner}/{repo}/tarball/{ref+}' })).toBe(1);
    expect(sim.count()).toBe(2);
    const direct = await downloadArchive(octokit, { owner: sim.owner, repo: sim.name, ref: repo.headSha, keep });
    expect([...textsOf(viaLink)]).toEqual([...textsOf(direct)]);
    // The simulator's links are single-use, as an expired one would be: the API route serves instead.
    sim.resetRequests();
    const again = await downloadArchive(octokit, { owner: sim.owner, repo: sim.name, ref: repo.headSha, keep, link: Promise.resolve(link) });
    expect([...textsOf(again)]).toEqual([...textsOf(direct)]);
    expect(sim.count({ route: 'GET /repos/{owner}/{repo}/tarball/{ref+}' })).toBe(1);
    // A link request that failed (a missing ref) costs nothing more than the API route.
    const failed = requestArchiveLink(octokit, { owner: sim.owner, repo: sim.name, ref: 'no-such-branch' });
    await expect(failed).rejects.toMatchObject({ status: 404 });
    const fallback = await downloadArchive(octokit, { owner: sim.owner, repo: sim.name, ref: repo.headSha, keep, link: failed });
    expect(fallback.files.size).toBe(direct.files.size);
  });

  it('fails with a typed error past the uncompressed ceiling, without reading on', async () => {
    await expect(downloadArchive(octokit, { owner: sim.owner, repo: sim.name, ref: repo.headSha, maxTotalBytes: 20_000 })).rejects.toBeInstanceOf(ArchiveTooLargeError);
  });

  it('a missing ref is a 404 from the API, not a parse error', async () => {
    await expect(downloadArchive(octokit, { owner: sim.owner, repo: sim.name, ref: 'no-such-branch' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('extractTarGz', () => {
  const chunked = (buf: Buffer, size: number): Buffer[] => {
    const out: Buffer[] = [];
    for (let i = 0; i < buf.length; i += size) out.push(buf.subarray(i, i + size));
    return out;
  };

  it('gives the same files whatever the chunking of the stream', async () => {
    const gz = gzipSync(tarOf(repo.headSha));
    const opts = { keep: (p: string) => p.endsWith('.py'), maxFileBytes: 1 << 20, maxTotalBytes: 1 << 26 };
    const whole = await extractTarGz(chunked(gz, gz.length), opts);
    const tiny = await extractTarGz(chunked(gz, 7), opts);
    expect([...tiny.files.keys()].sort()).toEqual([...whole.files.keys()].sort());
    for (const [p, file] of whole.files) expect(tiny.files.get(p)).toEqual(file);
    expect(whole.files.size).toBeGreaterThan(4);
  });

  it('lists files over the per-file cap as skipped instead of buffering them', async () => {
    const gz = gzipSync(tarOf(repo.headSha));
    const out = await extractTarGz(chunked(gz, 1000), { keep: () => true, maxFileBytes: 4096, maxTotalBytes: 1 << 26 });
    expect(out.skipped.map((s) => s.path).sort()).toEqual(['assets/blob.bin', 'data/big.py']);
    expect(out.files.has('assets/blob.bin')).toBe(false);
  });

  it('rejects a truncated archive and bytes that are not a tar', async () => {
    const tar = tarOf(repo.headSha);
    await expect(extractTarGz(chunked(gzipSync(tar.subarray(0, 1500)), 512), { keep: () => true, maxFileBytes: 1 << 20, maxTotalBytes: 1 << 26 })).rejects.toBeInstanceOf(ArchiveFormatError);
    await expect(extractTarGz(chunked(gzipSync(Buffer.alloc(2048, 65)), 512), { keep: () => true, maxFileBytes: 1 << 20, maxTotalBytes: 1 << 26 })).rejects.toBeInstanceOf(ArchiveFormatError);
  });
});
