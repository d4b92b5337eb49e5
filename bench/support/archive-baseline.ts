/**
 * The naive alternative bench/e2e.ts measures DyCoder against: the same pipeline, but its
 * snapshot first downloads one tarball of the head commit, extracts it and parses every Python
 * file, and only then answers reads (from memory). The tree call runs beside the download, so
 * the baseline pays no extra round trip for it.
 */
import { decodeBlobText } from '../../src/adapters/github/blob-text.js';
import { SOURCE_ARCHIVE_THREAD, type ReadMode } from '../../src/adapters/github/job-reads.js';
import type { GitHubRepoSource } from '../../src/adapters/github/repo-source.js';
import type { GitHubGateway, SnapshotOptions } from '../../src/adapters/github/gateway.js';
import { isSourceFile } from '../../src/core/languages/index.js';
import { parsePython } from '../../src/core/languages/python/index.js';
import { createGitHubPipeline, type GitHubPipelineDeps } from '../../src/queue/github-pipeline.js';
import type { ImplementPipeline } from '../../src/queue/job-types.js';

function archiveFirst(github: GitHubGateway, opts: SnapshotOptions): GitHubRepoSource {
  const inner = github.snapshot(opts);
  let ready: Promise<void> | undefined;
  const init = (): Promise<void> =>
    (ready ??= (async () => {
      const [archive] = await Promise.all([
        github.archive({ ref: opts.ref, ...(opts.repo === undefined ? {} : { repo: opts.repo }), keep: isSourceFile, maxFileBytes: 1024 * 1024 }),
        inner.listFiles(),
      ]);
      for (const [path, file] of archive.files) {
        const text = path.endsWith('.py') ? decodeBlobText(file.bytes) : undefined;
        if (text !== undefined) parsePython(text);
      }
      await inner.preload(archive.files);
    })());
  return {
    stats: inner.stats,
    listFiles: async () => {
      await init();
      return inner.listFiles();
    },
    readFile: async (path) => {
      await init();
      return inner.readFile(path);
    },
    listing: async () => {
      await init();
      return inner.listing();
    },
    preload: (files) => inner.preload(files),
    // Everything is in memory once the archive is in: nothing to fetch ahead.
    allowPrefetch: () => undefined,
    prefetch: () => Promise.resolve(undefined),
  };
}

export function createPipeline(deps: Omit<GitHubPipelineDeps, 'readMode'>, mode: ReadMode | 'archive-baseline'): ImplementPipeline {
  // BENCH_E2E_ARCHIVE_THREAD=1: a hedge's archive in a thread of its own (archive-off-thread.ts; needs `npm run build`).
  if (mode !== 'archive-baseline') return createGitHubPipeline({ ...deps, readMode: mode, ...(process.env.BENCH_E2E_ARCHIVE_THREAD === '1' ? { archiveThread: SOURCE_ARCHIVE_THREAD } : {}) });
  const pipeline = createGitHubPipeline({ ...deps, readMode: 'blobs' });
  return (run) => pipeline({ ...run, github: { ...run.github, snapshot: (opts) => archiveFirst(run.github, opts) } });
}
