/**
 * Session 21 (issue 24): a hedge's archive is downloaded and extracted in a thread of its own
 * (archive-off-thread.ts). On the event loop each body chunk and each gunzip chunk waited for a turn
 * between the walk's parses, so on django and zod the hedge landed only after the blob rounds it was
 * meant to save. Here the archive is served by an HTTP server in another process (a server on this
 * loop would wait for the walk too) while a "walk" holds this loop 2 s every turn; the walk's turns
 * until the archive is in hand are counted (a count, not a time). The files, blob SHAs and commit are
 * those of extracting on the loop; limits and a link with no body behave as on the loop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadArchive, type ArchiveOptions } from '../../../src/adapters/github/archive.js';
import { extractTarGz } from '../../../src/adapters/github/tar-extract.js';
import { keepInArchive, SOURCE_ARCHIVE_THREAD } from '../../../src/adapters/github/job-reads.js';
import type { GitHubRequester } from '../../../src/adapters/github/octokit.js';
import { gitSync } from '../../support/github-simulator/git.js';
import { createTestRepo, type TestRepo } from '../../support/github-simulator/index.js';
import { ensureFreshDist } from '../../support/fresh-dist.js';

let repo: TestRepo;
let tgz: Buffer;
let server: ChildProcess;
let base = '';
let dir = '';
const files: Record<string, string> = {};

/** A server in its own process: `/a.tgz` is the archive, anything else a 404. */
function startServer(path: string): Promise<{ child: ChildProcess; url: string }> {
  const script = `
    const http = require('http'); const data = require('fs').readFileSync(process.argv[1]);
    const s = http.createServer((q, r) => { if (q.url !== '/a.tgz') { r.writeHead(404); r.end(); return; } r.writeHead(200, { 'content-type': 'application/gzip' }); r.end(data); });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  const child = spawn(process.execPath, ['-e', script, path], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the archive server did not start within 10 s')), 10_000);
    child.stdout?.once('data', (d: Buffer) => {
      clearTimeout(timer);
      resolve({ child, url: `http://127.0.0.1:${d.toString().trim()}` });
    });
  });
}

// The API route is never needed here: a link that works is used, and one without a body is tested through it.
const noApi = { request: () => Promise.reject(new Error('the API route was asked')) } as unknown as GitHubRequester;

beforeAll(async () => {
  ensureFreshDist();
  // 40 modules of ~100 KB (distinct lines, so gzip leaves ~1.6 MB), and locale-like data beside them.
  for (let i = 0; i < 40; i += 1) files[`pkg/m${i}.py`] = Array.from({ length: 2_000 }, (_, j) => `V_${i}_${j} = ${(i * 7919 + j * 104729) % 1_000_003}  # ${j.toString(36)}`).join('\n');
  // The manifests a language reads are kept with the sources (a TypeScript check read package.json in a round of its own); a readme is not.
  files['package.json'] = '{ "name": "pkg", "type": "module" }\n';
  files['web/tsconfig.json'] = '{ "compilerOptions": { "strict": true } }\n';
  files['README.md'] = '# pkg\n';
  for (let i = 0; i < 5; i += 1) files[`locale/l${i}.po`] = Array.from({ length: 2_000 }, (_, j) => `msgid "${i}-${j}"`).join('\n');
  repo = createTestRepo({ files, prFiles: {} });
  tgz = gzipSync(gitSync(repo.dir, ['archive', '--format=tar', '--prefix=o-r-abc1234/', repo.baseSha]));
  dir = mkdtempSync(join(tmpdir(), 'archive-off-thread-'));
  const path = join(dir, 'a.tgz');
  writeFileSync(path, tgz);
  const started = await startServer(path);
  server = started.child;
  base = started.url;
}, 240_000);
afterAll(() => {
  server?.kill();
  repo?.cleanup();
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const options = (link: string, extra: Partial<ArchiveOptions> = {}): ArchiveOptions => ({
  owner: 'o',
  repo: 'r',
  ref: repo.baseSha,
  link: Promise.resolve(link),
  keep: keepInArchive,
  maxFileBytes: 1 << 20,
  maxTotalBytes: 64 << 20,
  offThread: SOURCE_ARCHIVE_THREAD,
  ...extra,
});

describe('an archive extracted in a thread of its own', () => {
  it('lands within a few turns of a loop held 2 s each turn (on the loop: a turn per body and gunzip chunk)', async () => {
    let turns = 0;
    let done = false;
    const walk = (): void => {
      if (done) return;
      turns += 1;
      const until = Date.now() + 2_000;
      while (Date.now() < until);
      setTimeout(walk, 0);
    };
    setTimeout(walk, 0);
    const archive = await downloadArchive(noApi, options(`${base}/a.tgz`, { expectCommit: repo.baseSha })).finally(() => {
      done = true;
    });
    expect(archive.files.size).toBe(42);
    expect(archive.files.get('package.json')?.bytes.toString('utf8')).toBe(files['package.json']);
    expect(archive.files.has('web/tsconfig.json')).toBe(true);
    expect(archive.files.has('README.md')).toBe(false);
    expect(archive.commit).toBe(repo.baseSha);
    // On the loop this archive took 12-14 turns (one per body chunk and gunzip chunk, load 30); in the
    // thread the loop is needed only to start it and take its answer, whenever the thread is done.
    expect(turns).toBeLessThanOrEqual(6);
  }, 120_000);

  it('keeps the same files, bytes, blob SHAs, paths and commit as extracting on the loop', async () => {
    const threaded = await downloadArchive(noApi, options(`${base}/a.tgz`));
    const paths: string[] = [];
    const onLoop = await extractTarGz([tgz], { keep: (p) => (paths.push(p), keepInArchive(p)), maxFileBytes: 1 << 20, maxTotalBytes: 64 << 20 });
    expect([...threaded.files.keys()].sort()).toEqual([...onLoop.files.keys()].sort());
    for (const [path, file] of onLoop.files) {
      expect(threaded.files.get(path)?.blobSha).toBe(file.blobSha);
      expect(threaded.files.get(path)?.bytes.equals(file.bytes)).toBe(true);
      expect(file.bytes.toString('utf8')).toBe(files[path]);
    }
    expect(threaded.paths).toEqual(paths.sort());
    expect(threaded.totalBytes).toBe(onLoop.totalBytes);
    expect(threaded.commit).toBe(onLoop.commit);
  }, 60_000);

  it('fails as on the loop: over the size ceiling, of another commit, cancelled', async () => {
    await expect(downloadArchive(noApi, options(`${base}/a.tgz`, { maxTotalBytes: 1 << 20 }))).rejects.toMatchObject({ name: 'ArchiveTooLargeError' });
    await expect(downloadArchive(noApi, options(`${base}/a.tgz`, { expectCommit: 'f'.repeat(40) }))).rejects.toMatchObject({ name: 'ArchiveCommitMismatchError' });
    const cancel = new AbortController();
    const download = downloadArchive(noApi, options(`${base}/a.tgz`, { signal: cancel.signal }));
    cancel.abort(new Error('the blob reads finished first'));
    await expect(download).rejects.toThrow('the blob reads finished first');
  }, 60_000);

  it('a link with no body falls back to the API route on the loop, as before (nothing downloaded twice)', async () => {
    await expect(downloadArchive(noApi, options(`${base}/gone`))).rejects.toThrow('the API route was asked');
  }, 60_000);
});
