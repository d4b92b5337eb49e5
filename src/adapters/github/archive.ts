/**
 * One tarball of a commit (`GET /repos/{owner}/{repo}/tarball/{ref}`), streamed and extracted in
 * memory: the alternative to per-file blob reads when a job would read most of a repository.
 * Only source files are kept (by extension), each under the per-file cap and all of them under a
 * kept-bytes ceiling, as raw bytes with their blob SHA (decoded later, only if read); the whole
 * archive is bounded by a ceiling on uncompressed bytes so a huge repository fails fast, and the
 * download by a total and an idle deadline so a stalled one falls back to blobs in time.
 *
 * GitHub answers the tarball route with a 302 to a short-lived codeload URL that carries its own
 * token. A job that will likely want the archive asks for that link beside its first reads
 * (`requestArchiveLink`), so the download costs one round trip, not two, once the read plan picks
 * the archive. The link is a secret of sorts: it is fetched without our token and never logged.
 */
import type { EarlyArchiveBody } from './archive-early-body.js';
import type { EarlyArchiveThread } from './archive-early-thread.js';
import { startDownloadClock, DEFAULT_ARCHIVE_DEADLINES, type ArchiveDeadlines } from './archive-deadline.js';
import { extractOffThread, type ArchiveThreadOptions, type OffThreadOutcome } from './archive-off-thread.js';
import { extractTarGz, type ArchiveEntry, type KeptFile, type TarExtractResult } from './tar-extract.js';
import type { GitHubRequester, RepoCoordinates } from './octokit.js';
import { GitHubResponseError } from './octokit.js';

export interface ArchiveOptions extends RepoCoordinates {
  ref: string;
  /** Paths whose bytes to keep (default: every path); the rest are only listed. */
  keep?: (path: string) => boolean;
  /** Per-file cap, as for blob reads (default 1 MB). */
  maxFileBytes?: number;
  /** Uncompressed ceiling of the whole archive (default 512 MB). */
  maxTotalBytes?: number;
  /** Bytes the kept files may hold together (default: no limit); the rest are read as blobs. */
  maxKeptBytes?: number;
  /** Ceiling of one pax/GNU meta entry (default 256 KB). */
  maxMetaBytes?: number;
  /** Total and idle deadlines of the download (default 60 s and 10 s). */
  deadlines?: ArchiveDeadlines;
  /** The download link, asked for earlier (`requestArchiveLink`); the API route is used when it fails. */
  link?: Promise<string>;
  /**
   * The download's request, already sent from `link` by the intake (archive-early-body.ts): its body is
   * read here instead of requesting the link again; none (the request failed) means the API route.
   */
  earlyBody?: EarlyArchiveBody;
  /**
   * The download, already under way in a thread the intake started from `link` (archive-early-thread.ts):
   * its outcome is this download's; when it downloaded nothing (no thread, or the link gave no body) the
   * loop goes on as without it.
   */
  earlyThread?: EarlyArchiveThread;
  /** List every regular file with its size and blob SHA (`entries`): the archive's listing serves as the tree. */
  listAll?: boolean;
  /** Ends the download (the connection closed, the extraction stopped) when aborted: a hedge whose blobs won. */
  signal?: AbortSignal;
  /**
   * The commit the archive must be of, when `ref` is a name that can move (a pull request's
   * `pull/N/head`): an archive of another commit (a push between the reads), or one that does not
   * say its commit, is refused with ArchiveCommitMismatchError.
   */
  expectCommit?: string;
  /**
   * Download and extract from `link` in a thread of its own (archive-off-thread.ts), keeping files by
   * these extensions (what `keep` keeps): the job's event loop is not needed for the archive to land.
   * When the thread cannot start, the loop does it as before.
   */
  offThread?: ArchiveThreadOptions;
}

/** The archive is not of the commit the job works on (a push moved the ref between the reads). */
export class ArchiveCommitMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string | undefined,
  ) {
    super(`The archive is of commit ${actual?.slice(0, 12) ?? '(not said)'}, not the job's ${expected.slice(0, 12)}.`);
    this.name = 'ArchiveCommitMismatchError';
  }
}

export interface RepoArchive {
  /** Every regular file path in the commit (kept or not). */
  paths: string[];
  /**
   * Raw bytes of kept files with their git blob SHA, not decoded: a job decodes only the files
   * its walk opens (GitHubRepoSource.preload), and only after checking the SHA against the tree.
   */
  files: Map<string, KeptFile>;
  /** Kept files left out: over the per-file cap or past `maxKeptBytes`. */
  skipped: TarExtractResult['skipped'];
  /** Bytes of the archive after gunzip. */
  totalBytes: number;
  /** The commit it was made from (its global pax header), when it says. */
  commit?: string;
  /** Every regular file with its size and blob SHA, when asked for (`listAll`, extracted on the loop). */
  entries?: ArchiveEntry[];
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
async function streamFromLink(link: Promise<string>, signal: AbortSignal): Promise<ReadableStream<Uint8Array> | undefined> {
  const url = await link.catch(() => undefined);
  if (url === undefined) return undefined;
  // Our token stays home: the link carries its own.
  const res = await fetch(url, { redirect: 'follow', signal }).catch((error: unknown) => {
    // A passed deadline ends the download; any other failure falls back to the API route.
    if (signal.aborted) throw error;
    return undefined;
  });
  if (res === undefined || !res.ok || res.body === null) {
    await res?.body?.cancel().catch(() => undefined);
    return undefined;
  }
  return res.body;
}

async function streamFromApi(octokit: GitHubRequester, opts: ArchiveOptions, signal: AbortSignal): Promise<ReadableStream<Uint8Array>> {
  const res = await octokit.request(TARBALL, {
    owner: opts.owner,
    repo: opts.repo,
    ref: opts.ref,
    // The body is streamed into the extractor, never buffered whole.
    request: { parseSuccessResponseBody: false, signal },
  });
  const body = res.data;
  if (!(body instanceof ReadableStream)) throw new GitHubResponseError(TARBALL, 'expected a byte stream');
  return body as ReadableStream<Uint8Array>;
}

/** The archive through its link in a thread (archive-off-thread.ts); undefined when nothing was downloaded there. */
async function viaThread(opts: ArchiveOptions & { link: Promise<string>; offThread: ArchiveThreadOptions }): Promise<{ archive?: RepoArchive; linkUsable: boolean }> {
  const url = await opts.link.catch(() => undefined);
  if (url === undefined) return { linkUsable: false };
  const got = await extractOffThread(
    {
      url,
      maxFileBytes: opts.maxFileBytes ?? 1024 * 1024,
      maxTotalBytes: opts.maxTotalBytes ?? 512 * 1024 * 1024,
      ...(opts.maxKeptBytes === undefined ? {} : { maxKeptBytes: opts.maxKeptBytes }),
      ...(opts.maxMetaBytes === undefined ? {} : { maxMetaBytes: opts.maxMetaBytes }),
      deadlines: opts.deadlines ?? DEFAULT_ARCHIVE_DEADLINES,
    },
    { ...opts.offThread, ...(opts.signal === undefined ? {} : { signal: opts.signal }) },
  );
  if (got.kind !== 'done') return { linkUsable: got.kind === 'not-started' };
  return { archive: threadArchive(got, opts.expectCommit), linkUsable: false };
}

/** A thread's archive, refused when it is not of the commit the job expects. */
function threadArchive(got: Extract<OffThreadOutcome, { kind: 'done' }>, expectCommit: string | undefined): RepoArchive {
  const { files, skipped, totalBytes, commit } = got.result;
  if (expectCommit !== undefined && commit !== expectCommit) throw new ArchiveCommitMismatchError(expectCommit, commit);
  return { paths: got.paths.sort(), files, skipped, totalBytes, ...(commit === undefined ? {} : { commit }) };
}

export async function downloadArchive(octokit: GitHubRequester, opts: ArchiveOptions): Promise<RepoArchive> {
  let link = opts.link;
  // Under way in the intake's thread: its outcome is this download's (a failure is never retried here).
  const early = opts.earlyThread?.take(opts.signal);
  if (early !== undefined) {
    const got = await early;
    if (got.kind === 'done') return threadArchive(got, opts.expectCommit);
    // Nothing was downloaded: the thread did not start (the link is still good) or there was no body (the API route).
    if (got.kind === 'no-body') link = undefined;
    else if (opts.signal?.aborted === true) throw opts.signal.reason instanceof Error ? opts.signal.reason : new Error('archive download cancelled');
  }
  // A body already under way is read here, on the loop: a thread cannot take over its connection.
  if (link !== undefined && opts.offThread !== undefined && opts.earlyBody === undefined) {
    const threaded = await viaThread({ ...opts, link, offThread: opts.offThread });
    if (threaded.archive !== undefined) return threaded.archive;
    // Nothing was downloaded: the thread did not start (the link is still good) or the link gave no body (the API route).
    if (!threaded.linkUsable) link = undefined;
  }
  const clock = startDownloadClock(opts.deadlines ?? DEFAULT_ARCHIVE_DEADLINES, opts.signal);
  try {
    const early = opts.earlyBody === undefined ? undefined : await opts.earlyBody.take(clock.signal);
    const body = early ?? (opts.earlyBody === undefined && link !== undefined ? await streamFromLink(link, clock.signal) : undefined) ?? (await streamFromApi(octokit, opts, clock.signal));
    const paths: string[] = [];
    const keep = opts.keep ?? (() => true);
    const { files, skipped, totalBytes, commit, entries } = await extractTarGz(clock.watch(body), {
      keep: (path) => {
        paths.push(path);
        return keep(path);
      },
      maxFileBytes: opts.maxFileBytes ?? 1024 * 1024,
      maxTotalBytes: opts.maxTotalBytes ?? 512 * 1024 * 1024,
      ...(opts.maxKeptBytes === undefined ? {} : { maxKeptBytes: opts.maxKeptBytes }),
      ...(opts.maxMetaBytes === undefined ? {} : { maxMetaBytes: opts.maxMetaBytes }),
      ...(opts.listAll === true ? { listAll: true } : {}),
    });
    if (opts.expectCommit !== undefined && commit !== opts.expectCommit) throw new ArchiveCommitMismatchError(opts.expectCommit, commit);
    return { paths: paths.sort(), files, skipped, totalBytes, ...(commit === undefined ? {} : { commit }), ...(entries === undefined ? {} : { entries }) };
  } catch (error) {
    throw clock.explain(error);
  } finally {
    clock.stop();
  }
}
