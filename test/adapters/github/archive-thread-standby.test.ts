/**
 * Session 26 (issue 24, T5): the worker runtime keeps one archive thread started ahead and idle
 * (archive-thread-standby.ts), so a hedge's download started at intake waits for no thread start-up
 * (0.4-0.8 s at load 16, cold). The standby gets its input by message and extracts exactly as a
 * thread started for the download does; the next download finds the next standby; one that failed to
 * start is never handed out (the download starts its own thread); `close` stops the idle one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultEntry, extractOffThread } from '../../../src/adapters/github/archive-off-thread.js';
import { createArchiveThreadStandby } from '../../../src/adapters/github/archive-thread-standby.js';
import { SOURCE_ARCHIVE_THREAD } from '../../../src/adapters/github/job-reads.js';
import { gitSync } from '../../support/github-simulator/git.js';
import { createTestRepo, type TestRepo } from '../../support/github-simulator/index.js';
import { ensureFreshDist } from '../../support/fresh-dist.js';

let repo: TestRepo;
let server: ChildProcess;
let url = '';
let dir = '';
const files: Record<string, string> = {};

beforeAll(async () => {
  ensureFreshDist();
  for (let i = 0; i < 6; i += 1) files[`pkg/m${i}.py`] = Array.from({ length: 200 }, (_, j) => `V_${i}_${j} = ${j}`).join('\n');
  files['README.md'] = '# pkg\n';
  repo = createTestRepo({ files, prFiles: {} });
  dir = mkdtempSync(join(tmpdir(), 'archive-standby-'));
  const path = join(dir, 'a.tgz');
  writeFileSync(path, gzipSync(gitSync(repo.dir, ['archive', '--format=tar', '--prefix=o-r-abc1234/', repo.baseSha])));
  const script = `
    const http = require('http'); const data = require('fs').readFileSync(process.argv[1]);
    const s = http.createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/gzip' }); r.end(data); });
    s.listen(0, '127.0.0.1', () => console.log(s.address().port));`;
  server = spawn(process.execPath, ['-e', script, path], { stdio: ['ignore', 'pipe', 'inherit'] });
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the archive server did not start within 10 s')), 10_000);
    server.stdout?.once('data', (d: Buffer) => (clearTimeout(timer), resolve(`http://127.0.0.1:${d.toString().trim()}/a.tgz`)));
  });
}, 120_000);
afterAll(() => {
  server?.kill();
  repo?.cleanup();
  if (dir !== '') rmSync(dir, { recursive: true, force: true });
});

const input = () => ({ url, maxFileBytes: 1 << 20, maxTotalBytes: 64 << 20, deadlines: { totalMs: 60_000, idleMs: 10_000 } });

describe('an archive thread started ahead and idle', () => {
  it('is taken by the next download, gets its input by message and extracts as a fresh thread does; the next one is started then', async () => {
    const standby = createArchiveThreadStandby(defaultEntry());
    let taken = 0;
    const counting = { take: () => (taken += 1, standby.take()), close: () => standby.close() };
    try {
      for (let n = 0; n < 2; n += 1) {
        const viaStandby = await extractOffThread(input(), { ...SOURCE_ARCHIVE_THREAD, standby: counting });
        const fresh = await extractOffThread(input(), SOURCE_ARCHIVE_THREAD);
        expect(viaStandby.kind).toBe('done');
        if (viaStandby.kind !== 'done' || fresh.kind !== 'done') throw new Error('not extracted');
        expect([...viaStandby.result.files.keys()].sort()).toEqual([...fresh.result.files.keys()].sort());
        expect(viaStandby.result.files.get('pkg/m3.py')?.bytes.toString('utf8')).toBe(files['pkg/m3.py']);
        expect(viaStandby.result.files.get('pkg/m3.py')?.blobSha).toBe(fresh.result.files.get('pkg/m3.py')?.blobSha);
        expect(viaStandby.result.commit).toBe(repo.baseSha);
        expect(viaStandby.paths.sort()).toEqual(fresh.paths.sort());
      }
      expect(taken).toBe(2);
      // A standby is ready again after each download took one.
      const next = standby.take();
      expect(next).toBeDefined();
      await next?.terminate();
    } finally {
      await standby.close();
    }
  }, 60_000);

  it('one that failed to start is not handed out (the download starts its own thread); none after close', async () => {
    const broken = createArchiveThreadStandby(new URL('file:///nonexistent/archive-thread.js'));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(broken.take()).toBeUndefined();
    await broken.close();
    const standby = createArchiveThreadStandby(defaultEntry());
    await standby.close();
    expect(standby.take()).toBeUndefined();
  }, 30_000);
});
