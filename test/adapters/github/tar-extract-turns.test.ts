/**
 * Session 20 (issue 24): an archive is extracted on the thread a job's walk runs on, and each chunk gunzip
 * hands over needs a turn of the event loop. With zlib's 16 KB chunks django's archive took ~2,000 turns,
 * so a hedge downloading beside a busy walk did not land before the walk ended. The extraction now takes
 * chunks of 1 MB: here a 4.8 MB archive is extracted while a "walk" holds the loop for 20 ms every turn,
 * and the walk's turns during the extraction are counted (a count, not a time: each turn is one chance for
 * the extraction to go on). Same files, same blob SHAs either way.
 */
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractTarGz } from '../../../src/adapters/github/tar-extract.js';
import { gitBlobSha } from '../../../src/adapters/github/git-blob-sha.js';
import { gitSync } from '../../support/github-simulator/git.js';
import { createTestRepo, type TestRepo } from '../../support/github-simulator/index.js';

let repo: TestRepo;
let tgz: Buffer;
const files: Record<string, string> = {};

beforeAll(() => {
  // 90 modules of ~100 KB each (distinct lines, so gzip does not shrink them to nothing), and locale-like data beside them.
  for (let i = 0; i < 90; i += 1) files[`pkg/m${i}.py`] = Array.from({ length: 2_000 }, (_, j) => `V_${i}_${j} = ${(i * 7919 + j * 104729) % 1_000_003}  # ${j.toString(36)}`).join('\n');
  for (let i = 0; i < 10; i += 1) files[`locale/l${i}.po`] = Array.from({ length: 2_000 }, (_, j) => `msgid "${i}-${j}"`).join('\n');
  repo = createTestRepo({ files, prFiles: {} });
  tgz = gzipSync(gitSync(repo.dir, ['archive', '--format=tar', '--prefix=o-r-abc1234/', repo.baseSha]));
});
afterAll(() => repo.cleanup());

describe('extracting beside a busy event loop', () => {
  it('needs few turns of the loop: a 4.8 MB archive in at most 64 while each turn is held 20 ms', async () => {
    let turns = 0;
    let done = false;
    const walk = (): void => {
      if (done) return;
      turns += 1;
      const until = Date.now() + 20;
      while (Date.now() < until);
      setTimeout(walk, 0);
    };
    setTimeout(walk, 0);
    const result = await extractTarGz([tgz], { keep: (p) => p.endsWith('.py'), maxFileBytes: 1 << 20, maxTotalBytes: 64 << 20 }).finally(() => {
      done = true;
    });
    expect(result.totalBytes).toBeGreaterThan(4_500_000);
    expect(result.files.size).toBe(90);
    for (const [path, file] of result.files) {
      expect(file.bytes.toString('utf8')).toBe(files[path]);
      expect(file.blobSha).toBe(gitBlobSha(Buffer.from(files[path]!, 'utf8')));
    }
    // 16 KB chunks: 171 turns when written (3.4 s of this walk); 1 MB chunks: about one per MB.
    expect(turns).toBeLessThanOrEqual(64);
  }, 60_000);
});
