/**
 * One tarball of a commit (`GET /repos/{owner}/{repo}/tarball/{ref}`), streamed and extracted in
 * memory: the alternative to per-file blob reads when a job would read most of a repository.
 * Only source files are kept (by extension), each under the per-file cap; the whole archive is
 * bounded by a ceiling on uncompressed bytes so a huge repository fails fast instead of filling
 * memory.
 *
 * GitHub answers the tarball route with a 302 to a short-lived codeload URL that carries its own
 * token. A job that will likely want the archive asks for that link beside its first reads
 * (`requestArchiveLink`), so the download costs one round trip, not two, once the read plan picks
 * the archive. The link is a secret of sorts: it is fetched without our token and never logged.
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
  /** The download link, asked for earlier (`requestArchiveLink`); the API route is used when it fails. */
  link?: Promise<string>;
}

export interface RepoArchive {
  /** Every regular file path in the commit (kept or not). */
  paths: string[];
  /** Decoded text of kept files; binary, non-UTF-8 and oversized files are absent. */
  texts: Map<string, string>;
  /** Bytes of the archive after gunzip. */
  totalBytes: number;
}

const TARBALL = 'GET /repos/{owner}/{repo}/tarball/{ref}';

/** The archive's download link: the tarball route's redirect, not followed. */
export async function requestArchiveLink(octokit: GitHubRequester, opts: RepoCoordinates & { ref: string }): Promise<string> {
  const res = await octokit.request(TARBALL, { owner: opts.owner, repo: opts.repo, ref: opts.ref, request: { redirect: 'manual' } });
  const location = res.headers.location;
  if (res.status < 300 || res.status >= 400 || typeof location !== 'string' || !/^https?:\/\//.test(location)) {
    throw new GitHubResponseError(TARBALL, `expected a redirect to the archive, got status ${res.status}`);
  }
  return location;
}

/** The archive's bytes from an earlier link; undefined when the link is gone (expired, refused). */
async function streamFromLink(link: Promise<string>): Promise<ReadableStream<Uint8Array> | undefined> {
  const url = await link.catch(() => undefined);
  if (url === undefined) return undefined;
  // Our token stays home: the link carries its own.
  const res = await fetch(url, { redirect: 'follow' }).catch(() => undefined);
  if (res === undefined || !res.ok || res.body === null) {
    await res?.body?.cancel().catch(() => undefined);
    return undefined;
  }
  return res.body;
}

async function streamFromApi(octokit: GitHubRequester, opts: ArchiveOptions): Promise<ReadableStream<Uint8Array>> {
  const res = await octokit.request(TARBALL, {
    owner: opts.owner,
    repo: opts.repo,
    ref: opts.ref,
    // The body is streamed into the extractor, never buffered whole.
    request: { parseSuccessResponseBody: false },
  });
  const body = res.data;
  if (!(body instanceof ReadableStream)) throw new GitHubResponseError(TARBALL, 'expected a byte stream');
  return body as ReadableStream<Uint8Array>;
}

export async function downloadArchive(octokit: GitHubRequester, opts: ArchiveOptions): Promise<RepoArchive> {
  const maxFileBytes = opts.maxFileBytes ?? 1024 * 1024;
  const body = (opts.link === undefined ? undefined : await streamFromLink(opts.link)) ?? (await streamFromApi(octokit, opts));
  const paths: string[] = [];
  const keep = opts.keep ?? (() => true);
  const { files, totalBytes } = await extractTarGz(body, {
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
