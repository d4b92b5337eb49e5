/**
 * One tarball of a commit (`GET /repos/{owner}/{repo}/tarball/{ref}`), streamed and extracted in
 * memory: the alternative to per-file blob reads when a job would read most of a repository.
 * Only source files are kept (by extension), each under the per-file cap; the whole archive is
 * bounded by a ceiling on uncompressed bytes so a huge repository fails fast instead of filling
 * memory.
 */
import { decodeSourceFile } from '../../core/source/file-content.js';
import { extractTarGz } from './tar-extract.js';
import type { GitHubRequester, RepoCoordinates } from './octokit.js';
import { GitHubResponseError } from './octokit.js';

export interface ArchiveOptions extends RepoCoordinates {
  ref: string;
  /** Paths whose text to keep (default: every path); the rest are only listed. */
  keep?: (path: string) => boolean;
  /** Per-file cap, as for blob reads (default 1 MB). */
  maxFileBytes?: number;
  /** Uncompressed ceiling of the whole archive (default 512 MB). */
  maxTotalBytes?: number;
}

export interface RepoArchive {
  /** Every regular file path in the commit (kept or not). */
  paths: string[];
  /** Decoded text of kept files; binary, non-UTF-8 and oversized files are absent. */
  texts: Map<string, string>;
  /** Bytes of the archive after gunzip. */
  totalBytes: number;
}

export async function downloadArchive(octokit: GitHubRequester, opts: ArchiveOptions): Promise<RepoArchive> {
  const maxFileBytes = opts.maxFileBytes ?? 1024 * 1024;
  const res = await octokit.request('GET /repos/{owner}/{repo}/tarball/{ref}', {
    owner: opts.owner,
    repo: opts.repo,
    ref: opts.ref,
    // The body is streamed into the extractor, never buffered whole.
    request: { parseSuccessResponseBody: false },
  });
  const body = res.data;
  if (!(body instanceof ReadableStream)) throw new GitHubResponseError('GET /repos/{owner}/{repo}/tarball/{ref}', 'expected a byte stream');
  const paths: string[] = [];
  const keep = opts.keep ?? (() => true);
  const { files, totalBytes } = await extractTarGz(body as ReadableStream<Uint8Array>, {
    keep: (path) => {
      paths.push(path);
      return keep(path);
    },
    maxFileBytes,
    maxTotalBytes: opts.maxTotalBytes ?? 512 * 1024 * 1024,
  });
  const texts = new Map<string, string>();
  for (const [path, bytes] of files) {
    const decoded = decodeSourceFile(bytes, { maxBytes: maxFileBytes });
    if (decoded.ok) texts.set(path, decoded.text);
  }
  return { paths: paths.sort(), texts, totalBytes };
}
