/**
 * The commit's tree from an archive of it taken whole (issue 24): `git archive` of a commit holds its
 * files, so their paths, sizes and blob SHAs (hashed as the archive streams, tar-extract.ts
 * `listAll`) are what a recursive git-trees call would say of them, and a small repository's job
 * needs no tree request. Files a `.gitattributes` leaves out of archives (`export-ignore`) are missing
 * from it: when a file the job must see (the pull request's own) is not listed, or the archive does
 * not say its commit, it does not serve and the tree is read as before. A file whose archive text is
 * not its blob (`export-subst`, LFS) is listed by the SHA of the bytes it holds, so whatever is read
 * by that key is those bytes (the caches stay content-addressed).
 */
import type { RepoArchive } from './archive.js';
import type { GitTree } from './repo-source.js';

export function treeOfArchive(archive: RepoArchive, mustList: readonly string[]): GitTree | undefined {
  const entries = archive.entries;
  if (entries === undefined || archive.commit === undefined) return undefined;
  const listed = new Set(entries.map((e) => e.path));
  if (mustList.some((path) => !listed.has(path))) return undefined;
  return { sha: archive.commit, truncated: false, tree: entries.map((e) => ({ path: e.path, type: 'blob', sha: e.blobSha, size: e.size })) };
}
