/**
 * Session 26 (issue 24, T5): an archive taken whole lists the commit (tar-extract.ts `listAll`,
 * archive-tree.ts), so a small repository's job asks for no tree. Checked against git's own tree of
 * the same commit (`git ls-tree -r -l`): every file's path, size and blob SHA, kept by the job or not
 * (sources, data, an empty file, one over the per-file cap). A listing that lacks a file the job must
 * see (export-ignore) or does not say its commit does not serve.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeOfArchive } from '../../../src/adapters/github/archive-tree.js';
import { extractTarGz } from '../../../src/adapters/github/tar-extract.js';
import { keepInArchive } from '../../../src/adapters/github/job-reads.js';
import type { RepoArchive } from '../../../src/adapters/github/archive.js';
import { gitSync } from '../../support/github-simulator/git.js';
import { createTestRepo, type TestRepo } from '../../support/github-simulator/index.js';

let repo: TestRepo;
let tgz: Buffer;

beforeAll(() => {
  repo = createTestRepo({
    files: {
      'pkg/__init__.py': '',
      'pkg/core.py': 'def f():\n    return 1\n',
      'pkg/big.py': `DATA = "${'x'.repeat(40_000)}"\n`,
      'locale/de.po': 'msgid "a"\nmsgstr "b"\n',
      'data/blob.bin': Buffer.from([0, 1, 2, 255, 254, 0, 7]),
      'README.md': '# r\n',
      '.gitattributes': 'secret.txt export-ignore\n',
      'secret.txt': 'not in archives\n',
    },
    prFiles: {},
  });
  tgz = gzipSync(gitSync(repo.dir, ['archive', '--format=tar', '--prefix=o-r-abc1234/', repo.baseSha]));
});
afterAll(() => repo?.cleanup());

async function archiveOf(): Promise<RepoArchive> {
  const paths: string[] = [];
  const got = await extractTarGz([tgz], { keep: (p) => (paths.push(p), keepInArchive(p)), maxFileBytes: 10_000, maxTotalBytes: 64 << 20, listAll: true });
  return { paths, files: got.files, skipped: got.skipped, totalBytes: got.totalBytes, ...(got.commit === undefined ? {} : { commit: got.commit }), ...(got.entries === undefined ? {} : { entries: got.entries }) };
}

describe("an archive's own listing as the commit's tree", () => {
  it("lists every file with git's blob SHA and size, kept or not (git ls-tree is the oracle)", async () => {
    const archive = await archiveOf();
    const git = gitSync(repo.dir, ['ls-tree', '-r', '-l', repo.baseSha]).toString('utf8').trim().split('\n').map((line) => {
      const [meta = '', path = ''] = line.split('\t');
      const [, , sha = '', size = ''] = meta.split(/\s+/);
      return { path, sha, size: Number(size) };
    });
    const tree = treeOfArchive(archive, ['pkg/core.py']);
    expect(tree).toBeDefined();
    expect(tree?.sha).toBe(repo.baseSha);
    const listed = new Map(tree?.tree.map((e) => [e.path, e]));
    // export-ignore leaves one file out; every other one is listed as git lists it.
    for (const g of git.filter((e) => e.path !== 'secret.txt')) {
      expect(listed.get(g.path), g.path).toEqual({ path: g.path, type: 'blob', sha: g.sha, size: g.size });
    }
    expect(listed.has('secret.txt')).toBe(false);
    expect(listed.size).toBe(git.length - 1);
    // Kept or not: the over-cap source and the data files were not kept, and are listed all the same.
    expect(archive.files.has('pkg/big.py')).toBe(false);
    expect(archive.files.has('data/blob.bin')).toBe(false);
    expect(archive.files.has('pkg/core.py')).toBe(true);
  });

  it('does not serve when a file the job must see is not in it, or when it does not say its commit', async () => {
    const archive = await archiveOf();
    expect(treeOfArchive(archive, ['pkg/core.py', 'secret.txt'])).toBeUndefined();
    const { commit: _commit, ...unsaid } = archive;
    expect(treeOfArchive(unsaid, ['pkg/core.py'])).toBeUndefined();
    const { entries: _entries, ...unlisted } = archive;
    expect(treeOfArchive(unlisted, [])).toBeUndefined();
  });
});
