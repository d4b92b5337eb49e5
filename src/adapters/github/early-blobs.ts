/**
 * The PR's own source files at the head, read beside the head's tree (issue 24): a job opens them
 * first (its targets are there), and the pull request's file list already names them, so they need
 * not wait for the tree and a round of their own. One GraphQL request (`<commit>:<path>` per file);
 * each answer is kept with the blob SHA its bytes hash to, and the job's snapshot takes a file only
 * when that is the blob its tree names (repo-source.ts `preload`), so nothing unverified is read.
 * Best effort: a failure, a binary or truncated answer leaves the file to the ordinary reads.
 */
import { gitBlobSha } from './git-blob-sha.js';
import { GRAPHQL_BATCH, readBlobsGraphql } from './graphql-blobs.js';
import type { GitHubRequester } from './octokit.js';
import type { KeptFile } from './tar-extract.js';

/** At most this many files are read early: a PR's targets sit in a few files. */
export const EARLY_BLOB_FILES = 20;

export async function readEarlyBlobs(
  octokit: GitHubRequester,
  where: { owner: string; repo: string; ref: string; baseUrl?: string },
  paths: readonly string[],
): Promise<Map<string, KeptFile>> {
  const wanted = [...new Set(paths)].slice(0, Math.min(EARLY_BLOB_FILES, GRAPHQL_BATCH.maxFiles));
  const kept = new Map<string, KeptFile>();
  if (wanted.length === 0) return kept;
  const answer = await readBlobsGraphql(octokit, where, wanted.map((path) => ({ path, size: 0 })));
  for (const [path, blob] of answer.blobs) {
    if (blob.text === null || blob.isBinary || blob.isTruncated) continue;
    const bytes = Buffer.from(blob.text, 'utf8');
    kept.set(path, { bytes, blobSha: gitBlobSha(bytes) });
  }
  return kept;
}
