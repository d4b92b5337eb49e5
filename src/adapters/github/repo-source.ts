/**
 * A RepoSource over the GitHub API at one commit: one recursive git-trees call (lazily, on first
 * use), then the files actually read, in rounds: the reads asked for together go out as one
 * GraphQL request (blob-batcher.ts; REST git-blobs calls, one per file, if GraphQL fails). Text is cached by blob SHA in an
 * in-process LRU and optionally in a shared BlobCache (Redis), so a second read is free. Both
 * caches serve every installation, so only text whose bytes hash to the key enters them
 * (git-blob-sha.ts); an archive's file that is not its blob is not used at all (the blob is read).
 */
import { z } from 'zod';
import type { Logger, RepoSource, RepoSourceStats } from '../../core/ports.js';
import { silentLogger } from '../../core/ports.js';
import { createBlobLru, decodeBlobText, type BlobCache, type BlobLru } from './blob-text.js';
import { gitBlobSha } from './git-blob-sha.js';
import { createBlobBatcher, type BlobRead, type FetchedText } from './blob-batcher.js';
import { readBlobsGraphql } from './graphql-blobs.js';
import { createRoundClock } from './round-clock.js';
import { outlineOfChunks } from '../../core/source/outline-lines.js';
import { deadlineSignal } from '../../core/deadline.js';
import type { KeptFile } from './tar-extract.js';
import { requestJson, withTypedErrors, type GitHubRequester } from './octokit.js';

export interface GitHubRepoSourceOptions {
  octokit: GitHubRequester;
  owner: string;
  repo: string;
  /** Commit to read: the PR head SHA (of the head repository for PRs from forks). */
  ref: string;
  blobCache?: BlobCache;
  /** Share one LRU across sources in a process; default: a private one. */
  lru?: BlobLru;
  /** Files larger than this read as undefined without a request (default 1 MB). */
  maxBytes?: number;
  /** Blob calls in flight at once (default 6): GitHub's secondary limits punish bursts. */
  maxConcurrentRequests?: number;
  /** Read each round's blobs in one GraphQL request (default true); false: one REST call per blob. */
  graphql?: boolean;
  /** Where GraphQL is when it is not beside the REST base URL (GitHub Enterprise Server: https://HOST/api). */
  graphqlBaseUrl?: string;
  /** The recursive tree of `ref`, already requested (the job's start reads it beside the PR); used once. */
  prefetchedTree?: Promise<GitTree>;
  /**
   * The listing of an archive of `ref` taken whole (archive-tree.ts), serving as its tree without a
   * request; undefined (the archive failed, or its listing would not do): the tree is read as usual.
   */
  treeFromArchive?: Promise<GitTree | undefined>;
  /**
   * Files read before the tree (the PR's own files, early-blobs.ts), with the blob SHA their bytes
   * hash to: a read takes one only when it is the blob the tree names; reads wait for these to land
   * (they went out beside the tree) rather than asking for them again.
   */
  earlyFiles?: Promise<ReadonlyMap<string, KeptFile>>;
  logger?: Logger;
}

export interface GitHubRepoSourceStats extends RepoSourceStats {
  /** Reads answered by the in-process LRU or the shared cache (no HTTP call). */
  cacheHits: number;
  /** Whether the recursive tree came back truncated and the listing was walked level by level. */
  treeTruncated: boolean;
  /** Archive files whose bytes were not the blob the tree names (export-subst, LFS): read as blobs instead. */
  archiveMismatches: number;
  /**
   * Dependent rounds of reads (round-clock.ts): the longest chain of rounds each sent after the
   * one before was answered; rounds in flight together count once.
   */
  rounds: number;
  /** Rounds sent in all (each the reads asked for together: one GraphQL request per 100 files). */
  roundsSent: number;
  /** Files fetched ahead of any read (`prefetch`), and how many of them a read then used. */
  prefetched: number;
  prefetchUsed: number;
  /** GraphQL requests (each a round's batch of blobs) and the rate-limit points they cost. */
  graphqlRequests: number;
  graphqlCost: number;
  /** Blobs read over REST (GraphQL off or failed, or a file it could not answer exactly). */
  restBlobReads: number;
  /** Reads whose blob round was still out when a hedged archive landed: answered from the archive at once. */
  archiveSwitched: number;
}

export interface GitHubRepoSource extends RepoSource {
  readonly stats: GitHubRepoSourceStats;
  /** Every listed file with its blob size (from the one tree call), for read planning. */
  listing(): Promise<Array<{ path: string; size: number }>>;
  /**
   * Files already in hand (an archive of this commit), as raw bytes with their blob SHA: those
   * that are the blob the tree names are decoded when first read (their bytes dropped then) and
   * make no request; the others are ignored. Returns how many were taken.
   * `kept`: what the archive keeps (every file of the tree it keeps, within the size cap): when every
   * listed file it names is then in memory (taken now, or read or being read already), the source
   * scans cheaply from then on (RepoSource.scansCheaply).
   */
  preload(files: ReadonlyMap<string, KeptFile>, kept?: (path: string) => boolean): Promise<number>;
  /**
   * RepoSource.scansCheaply, read when asked: false until an archive of this commit holding every file
   * of the kinds it keeps has been preloaded (the archive path, or a hedge that landed mid-job), true from then on.
   * The files it does not keep (locales, data) still read as blobs.
   */
  readonly scansCheaply?: boolean;
  /** A file fetched ahead of the walk, within the room `allowPrefetch` gave (RepoSource.prefetch). */
  prefetch(path: string): Promise<string | undefined>;
  /** Files `prefetch` may still fetch ahead of the walk (default 0: none); set per job from its read budget. */
  allowPrefetch(files: number): void;
}

const treeSchema = z.object({
  sha: z.string(),
  truncated: z.boolean().optional(),
  tree: z.array(z.object({ path: z.string(), type: z.string(), sha: z.string(), size: z.number().optional() })),
});
export type GitTree = z.infer<typeof treeSchema>;

/** One git-trees call (recursive unless told otherwise). */
export async function fetchGitTree(octokit: GitHubRequester, where: { owner: string; repo: string; sha: string }, recursive = true): Promise<GitTree> {
  const params = { owner: where.owner, repo: where.repo, tree_sha: where.sha, ...(recursive ? { recursive: '1' } : {}) };
  return (await requestJson(octokit, 'GET /repos/{owner}/{repo}/git/trees/{tree_sha}', params, treeSchema)).data;
}

const blobSchema = z.object({ content: z.string(), encoding: z.string(), size: z.number().optional() });

// Same directories the local source skips, so both sources list the same files.
const SKIP_DIRS = new Set(['.git', '.hg', '.svn', 'node_modules', '__pycache__', '.tox', '.nox', '.mypy_cache', '.pytest_cache', '.ruff_cache', '.venv', 'venv', 'env', '.eggs']);

/** Runs at most `max` tasks at once, the rest wait in order. */
function limiter(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Deadline of one outline read, the call and its streamed body together. */
const OUTLINE_DEADLINE_MS = 30_000;

interface BlobInfo {
  sha: string;
  size: number;
}

export function createGitHubRepoSource(opts: GitHubRepoSourceOptions): GitHubRepoSource {
  const { owner, repo, ref } = opts;
  const octokit = withTypedErrors(opts.octokit);
  const maxBytes = opts.maxBytes ?? 1024 * 1024;
  const log = opts.logger ?? silentLogger;
  const lru = opts.lru ?? createBlobLru();
  const stats: GitHubRepoSourceStats = {
    filesRead: 0, bytesRead: 0, requests: 0, cacheHits: 0, treeTruncated: false, archiveMismatches: 0, rounds: 0, roundsSent: 0, prefetched: 0, prefetchUsed: 0, graphqlRequests: 0, graphqlCost: 0, restBlobReads: 0, archiveSwitched: 0,
  };
  const reads = new Map<string, Promise<string | undefined>>();
  /** Text fetched (or being fetched) by path, read or prefetched; a read counts in the stats once. */
  const fetches = new Map<string, Promise<string | undefined>>();
  const ahead = new Set<string>();
  let prefetchRoom = 0;
  const rounds = createRoundClock();
  const preloaded = new Map<string, Buffer>();
  /** Blob reads still waiting for their round, by path: an archive that lands first answers them. */
  const archiveWaiters = new Map<string, { sha: string; resolve: (answer: FetchedText) => void }>();
  const limit = limiter(opts.maxConcurrentRequests ?? 6);
  let tree: Promise<Map<string, BlobInfo>> | undefined;
  let prefetched = opts.prefetchedTree;
  /** Every file of the kinds an archive preloaded keeps is in memory (preload's `kept`). */
  let inHand = false;

  const getTree = async (sha: string, recursive: boolean) => {
    stats.requests += 1;
    return fetchGitTree(octokit, { owner, repo, sha }, recursive);
  };

  // The prefetched listing is taken once; if it failed, the retry asks GitHub again.
  let archiveTree = opts.treeFromArchive;
  const topTree = async (): Promise<GitTree> => {
    const listed = archiveTree;
    archiveTree = undefined;
    const archived = await listed?.catch(() => undefined);
    if (archived !== undefined) return archived;
    const early = prefetched;
    prefetched = undefined;
    if (early === undefined) return getTree(ref, true);
    stats.requests += 1;
    return early;
  };

  async function loadTree(): Promise<Map<string, BlobInfo>> {
    const blobs = new Map<string, BlobInfo>();
    const top = await topTree();
    const add = (prefix: string, entries: z.infer<typeof treeSchema>['tree']) => {
      for (const e of entries) if (e.type === 'blob') blobs.set(prefix + e.path, { sha: e.sha, size: e.size ?? 0 });
    };
    if (!top.truncated) {
      add('', top.tree);
    } else {
      // GitHub caps recursive trees (~100k entries / 7 MB); walk level by level instead, one call per directory.
      stats.treeTruncated = true;
      log.warn({ owner, repo, ref }, 'recursive tree truncated; listing directories one by one');
      const pending: Array<{ prefix: string; sha: string }> = [{ prefix: '', sha: top.sha }];
      for (let dir = pending.pop(); dir; dir = pending.pop()) {
        const level = await getTree(dir.sha, false);
        add(dir.prefix, level.tree);
        for (const e of level.tree) {
          if (e.type === 'tree' && !SKIP_DIRS.has(e.path)) pending.push({ prefix: `${dir.prefix}${e.path}/`, sha: e.sha });
        }
      }
    }
    return blobs;
  }

  // A failed tree call is not memoized: the next listFiles/readFile tries again.
  const files = (): Promise<Map<string, BlobInfo>> =>
    (tree ??= loadTree().then((all) => {
      for (const p of skipped(all)) all.delete(p);
      return all;
    }).catch((err: unknown) => {
      tree = undefined;
      throw err;
    }));

  const skipped = (all: Map<string, BlobInfo>): Set<string> => {
    const venvs = [...all.keys()].filter((p) => p === 'pyvenv.cfg' || p.endsWith('/pyvenv.cfg')).map((p) => p.slice(0, -'pyvenv.cfg'.length));
    return new Set(
      [...all.keys()].filter((p) => p.split('/').slice(0, -1).some((d) => SKIP_DIRS.has(d)) || venvs.some((v) => v !== '' && p.startsWith(v))),
    );
  };

  async function restText(item: BlobRead): Promise<FetchedText> {
    stats.requests += 1;
    stats.restBlobReads += 1;
    const { data } = await requestJson(octokit, 'GET /repos/{owner}/{repo}/git/blobs/{file_sha}', { owner, repo, file_sha: item.sha }, blobSchema);
    const bytes = data.encoding === 'base64' ? Buffer.from(data.content, 'base64') : Buffer.from(data.content, 'utf8');
    const verified = gitBlobSha(bytes) === item.sha;
    if (!verified) log.warn({ owner, repo, sha: item.sha }, 'a blob answer does not hash to its SHA; used for this read only, not cached');
    return { text: decodeBlobText(bytes) ?? null, verified };
  }

  const batcher = createBlobBatcher({
    rest: restText,
    limit,
    clock: rounds,
    onRound: () => {
      stats.roundsSent = rounds.started();
      stats.rounds = rounds.depth();
    },
    onGraphql: ({ cost }) => void (stats.graphqlCost += cost ?? 0),
    onGraphqlDown: (error) => log.warn({ owner, repo, ref, error: error instanceof Error ? error.message : String(error) }, 'GraphQL blob reads failed; this snapshot reads blobs one by one'),
    ...(opts.graphql === false
      ? {}
      : {
          graphql: (items: BlobRead[]) => {
            stats.requests += 1;
            stats.graphqlRequests += 1;
            return readBlobsGraphql(octokit, { owner, repo, ref, ...(opts.graphqlBaseUrl === undefined ? {} : { baseUrl: opts.graphqlBaseUrl }) }, items);
          },
        }),
  });

  async function textOf(path: string, info: BlobInfo): Promise<string | undefined> {
    const sha = info.sha;
    const cached = lru.get(sha);
    if (cached) {
      stats.cacheHits += 1;
      return cached.text ?? undefined;
    }
    const shared = opts.blobCache ? await opts.blobCache.get(sha) : undefined;
    if (shared !== undefined) {
      stats.cacheHits += 1;
      lru.set(sha, { text: shared });
      return shared ?? undefined;
    }
    // A hedged archive that lands while this blob's round is out answers it at once (preload, below).
    const fromBlob = batcher.read({ path, sha, size: info.size });
    const fromArchiveNow = new Promise<FetchedText>((resolve) => archiveWaiters.set(path, { sha, resolve }));
    const { text, verified } = await Promise.race([fromBlob, fromArchiveNow]).finally(() => archiveWaiters.delete(path));
    fromBlob.catch(() => undefined);
    // Only text whose bytes are the blob the key names enters the caches every installation shares.
    if (verified) {
      lru.set(sha, { text });
      await opts.blobCache?.set(sha, text);
    }
    return text ?? undefined;
  }

  /** A preloaded (verified) file's text, decoded on its first read; its raw bytes go then. */
  function fromArchive(path: string, sha: string): string | undefined | null {
    const bytes = preloaded.get(path);
    if (bytes === undefined) return undefined;
    preloaded.delete(path);
    const text = decodeBlobText(bytes) ?? null;
    if (!lru.has(sha)) lru.set(sha, { text });
    return text;
  }

  // The early files, checked against the tree once both are in: a file whose bytes are its blob is preloaded.
  const earlyTaken = opts.earlyFiles
    ?.then(async (kept) => {
      const all = await files();
      for (const [path, file] of kept) if (all.get(path)?.sha === file.blobSha && !preloaded.has(path)) preloaded.set(path, file.bytes);
    })
    .catch((error: unknown) => log.info({ owner, repo, ref, error: error instanceof Error ? error.message : String(error) }, 'early reads of the pull request files failed; read as usual'));

  async function fetchText(path: string): Promise<string | undefined> {
    const all = await files();
    if (earlyTaken !== undefined) await earlyTaken;
    const info = all.get(path);
    if (!info || info.size > maxBytes) return undefined;
    const early = fromArchive(path, info.sha);
    return early === undefined ? await textOf(path, info) : (early ?? undefined);
  }

  /** The text of `path`, fetched once whether a read or a prefetch asked first; a failure is not kept. */
  function fetchOnce(path: string): Promise<string | undefined> {
    let text = fetches.get(path);
    if (text === undefined) {
      text = fetchText(path);
      fetches.set(path, text);
      text.catch(() => fetches.delete(path));
    }
    return text;
  }

  async function load(path: string): Promise<string | undefined> {
    if (ahead.delete(path)) stats.prefetchUsed += 1;
    const text = await fetchOnce(path);
    if (text !== undefined) {
      stats.filesRead += 1;
      stats.bytesRead += Buffer.byteLength(text, 'utf8');
    }
    return text;
  }

  /** Whether every listed file `kept` names, within the size cap, is in memory: preloaded, or read (or being read) already. */
  const holdsEvery = (all: ReadonlyMap<string, BlobInfo>, kept: (path: string) => boolean): boolean => {
    for (const [path, info] of all) if (info.size <= maxBytes && kept(path) && !preloaded.has(path) && !fetches.has(path)) return false;
    return true;
  };

  return {
    stats,
    get scansCheaply() {
      return inHand;
    },
    async unreadReason(path) {
      const info = (await files()).get(path);
      if (!info) return 'not in this commit';
      if (info.size > maxBytes) return `${formatSize(info.size)}, over the ${formatSize(maxBytes)} limit for a file DyCoder reads`;
      return (await this.readFile(path)) === undefined ? 'binary or not UTF-8 text' : undefined;
    },
    async listFiles() {
      return [...(await files()).keys()].sort();
    },
    async listing() {
      return [...(await files())].map(([path, info]) => ({ path, size: info.size })).sort((a, b) => (a.path < b.path ? -1 : 1));
    },
    async preload(archived, kept) {
      const all = await files();
      let taken = 0;
      for (const [path, file] of archived) {
        const info = all.get(path);
        const waiter = archiveWaiters.get(path);
        if (info !== undefined && waiter !== undefined && waiter.sha === info.sha && file.blobSha === info.sha) {
          // Its blob round is still out: the archive's verified bytes answer the read now.
          archiveWaiters.delete(path);
          stats.archiveSwitched += 1;
          waiter.resolve({ text: decodeBlobText(file.bytes) ?? null, verified: true });
          continue;
        }
        if (info === undefined || fetches.has(path)) continue;
        if (file.blobSha !== info.sha) {
          stats.archiveMismatches += 1;
          continue;
        }
        preloaded.set(path, file.bytes);
        taken += 1;
      }
      if (stats.archiveMismatches > 0) log.info({ owner, repo, ref, mismatches: stats.archiveMismatches }, 'archive files that are not their blob (export-subst, LFS) are read as blobs');
      if (kept !== undefined && !inHand) inHand = holdsEvery(all, kept);
      return taken;
    },
    allowPrefetch(count) {
      prefetchRoom = Math.max(0, count);
    },
    async prefetch(path) {
      if (fetches.has(path)) return fetchOnce(path).catch(() => undefined);
      if (prefetchRoom <= 0) return undefined;
      // Room is spent only on a file a read would fetch: listed, and within the size cap.
      const info = (await files().catch(() => undefined))?.get(path);
      if (info === undefined || info.size > maxBytes || prefetchRoom <= 0) return undefined;
      if (fetches.has(path)) return fetchOnce(path).catch(() => undefined);
      prefetchRoom -= 1;
      stats.prefetched += 1;
      ahead.add(path);
      // A failed prefetch costs nothing: the read asks again (and reports its error).
      return fetchOnce(path).catch(() => undefined);
    },
    async readOutline(path, keep, limits) {
      const info = (await files()).get(path);
      if (info === undefined || info.size > limits.maxScanBytes) return undefined;
      // The raw blob's body, streamed through the collector and cancelled as soon as it refuses: never held whole.
      // One deadline for the call and its body together (a streamed body gets none from the requester).
      stats.requests += 1;
      const deadline = deadlineSignal(OUTLINE_DEADLINE_MS);
      try {
        const res = await octokit.request('GET /repos/{owner}/{repo}/git/blobs/{file_sha}', {
          owner, repo, file_sha: info.sha, mediaType: { format: 'raw' }, request: { parseSuccessResponseBody: false, signal: deadline.signal },
        }).catch(() => undefined);
        const body = res?.data;
        if (!(body instanceof ReadableStream)) return undefined;
        const reader = (body as ReadableStream<Uint8Array>).getReader();
        const chunks = async function* (): AsyncGenerator<Uint8Array> {
          try {
            for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value;
          } finally {
            await reader.cancel().catch(() => undefined);
          }
        };
        return await outlineOfChunks(chunks(), keep, limits).catch(() => undefined);
      } finally {
        deadline.clear();
      }
    },
    readFile(path: string) {
      let text = reads.get(path);
      if (!text) {
        text = load(path);
        reads.set(path, text);
        text.catch(() => reads.delete(path));
      }
      return text;
    },
  };
}
