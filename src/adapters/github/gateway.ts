/**
 * The one way DyCoder talks to GitHub. Built once per installation, repository and job (or
 * webhook) over an installation Octokit; every request goes through one typed-error requester,
 * so a status becomes a GitHubError class here and nowhere else (see errors.ts). Pagination
 * lives in octokit.ts; retries with backoff are Octokit's plugins in production and BullMQ's
 * job retries, which honour GitHubRateLimitedError.retryAfter (src/queue/errors.ts).
 *
 * `pace` is awaited before every request (per-installation write pacing through Redis, see
 * adapters/redis/write-pacer.ts). Seams for what comes next: `snapshot` is where an
 * archive-backed or batched-blob RepoSource plugs
 * in; `snapshot({ repo })` already reads a fork's head from another repository.
 */
import type { Logger } from '../../core/ports.js';
import { openEarlyArchiveBody, type EarlyArchiveBody } from './archive-early-body.js';
import { startEarlyArchiveThread, type EarlyArchiveThread, type EarlyThreadSettings } from './archive-early-thread.js';
import { downloadArchive, requestArchiveLink, type ArchiveOptions, type RepoArchive } from './archive.js';
import { readEarlyBlobs } from './early-blobs.js';
import type { KeptFile } from './tar-extract.js';
import type { BlobCache, BlobLru } from './blob-text.js';
import { listConfigFolder, readConfigText, readOwnConfigText } from './config-file.js';
import { createGitHubFeedback, type CheckConclusion, type CheckText, type CommentTarget, type FeedbackReaction } from './feedback.js';
import { DEFAULT_GITHUB_TIMEOUT_MS, withTypedErrors, type GitHubRequester, type RepoCoordinates, type RequestPacer } from './octokit.js';
import { listPullFiles, type PullFileDiff } from './pull-files.js';
import { readPermission, readPullRequest, type Authorization, type PullRequestInfo } from './pull-request.js';
import { createGitHubRepoSource, fetchGitTree, type GitHubRepoSource, type GitTree } from './repo-source.js';
import { createGitHubReviewPublisher, type GitHubReviewPublisher } from './review-publisher.js';
import { listReviewComments, replyInThread, type ThreadComment } from './review-thread.js';

export interface GitHubGatewayOptions {
  /** An installation Octokit (Probot's or @octokit/rest's): anything with `request(route, params)`. */
  octokit: GitHubRequester;
  /** The base repository the pull request lives in. */
  repo: RepoCoordinates;
  logger?: Logger;
  /** Paces this installation's writes and holds its requests after a rate limit. */
  pace?: RequestPacer;
  /** A job's first reads, already started by another gateway of the same installation (see prefetch). */
  early?: EarlyReads;
  /** Deadline of each GitHub call, SDK retries included (default DEFAULT_GITHUB_TIMEOUT_MS). */
  timeoutMs?: number;
  /** The REST base URL (GHE_HOST's /api/v3): GitHub Enterprise Server answers GraphQL at /api/graphql beside it. */
  apiBaseUrl?: string;
}

/** A job's first reads, started before it needs them (`prefetch`): they can move to the job's own gateway. */
export interface EarlyReads {
  pull: number;
  ref: string;
  /** Date.now() when these reads went out: the job's clock starts there. */
  startedAt?: number;
  /** Absent for a job that does not read them (a refinement: its target is named by its thread). */
  files?: Promise<PullFileDiff[]>;
  /** Absent when the intake's archive is to be taken whole: its own listing serves as the tree (archive-tree.ts). */
  tree?: Promise<GitTree>;
  archiveLink?: Promise<string>;
  /** The PR's own files at `ref`, read beside the tree (early-blobs.ts); the snapshot of `ref` takes them. */
  blobs?: Promise<ReadonlyMap<string, KeptFile>>;
  /** The archive link of the pull request's head ref, asked for by the intake beside the PR read (`pullArchiveLink`). */
  pullArchive?: PullArchiveLink;
}

/**
 * The download link of `pull/N/head`'s archive, asked for before the head SHA is known (beside the
 * PR read), for a repository small enough to take whole or one the job would hedge with its archive
 * (read-plan.ts `intakeArchiveKind`). The ref can move: the archive is taken only when its own commit
 * is the job's head (archive.ts `expectCommit`).
 */
export interface PullArchiveLink {
  ref: string;
  link: Promise<string>;
  /** `repository.size` from the webhook (KB): why the link was asked for. */
  sizeKb: number;
  /** 'whole': the job takes the archive whole; 'hedge': its download starts beside the tree, and the tree's plan keeps or cancels it. */
  kind: 'whole' | 'hedge';
  /**
   * The download's request, sent as soon as the link is in hand and the commenter may write
   * (archive-early-body.ts): the job's `archive({ ref })` reads its body. The intake drops it when no
   * job of this process will.
   */
  body?: EarlyArchiveBody;
  /**
   * A hedge's download, instead of `body`: a thread of its own fetches the link and extracts it from
   * the same moment (archive-early-thread.ts), so the job's busy event loop does not hold it back.
   */
  thread?: EarlyArchiveThread;
}

/** What a job is handed of the intake's archive link (gateway `takePullArchive`). */
export type IntakeArchive = Omit<PullArchiveLink, 'link' | 'body' | 'thread'>;

export interface PrefetchOptions {
  pull: number;
  ref: string;
  archiveLink?: boolean;
  /** The PR's files, already asked for (the intake asks beside the PR read): not asked again. */
  files?: Promise<PullFileDiff[]>;
  /** False: the job reads no PR files (a refinement), so none are asked for (default true). */
  withFiles?: boolean;
  /**
   * Which of the PR's files to read at `ref` as soon as the file list is in (early-blobs.ts), beside
   * the tree: the job's first reads then cost no round of their own.
   */
  earlyPaths?: (files: PullFileDiff[]) => string[];
  /**
   * The pull request's archive link, asked for by the intake: the job downloads that archive at its
   * start, so the head's archive link is not asked for (it would be downloaded twice), nor, when the
   * archive is to be taken whole, the PR's files (they would be read twice; a hedge still reads them).
   */
  pullArchive?: PullArchiveLink;
}

export interface SnapshotOptions {
  ref: string;
  /** Where the commit lives when not in the base repository (a fork's head). */
  repo?: RepoCoordinates;
  blobCache?: BlobCache;
  lru?: BlobLru;
  maxBytes?: number;
  /** Each round of reads as one GraphQL request (default true); false: one REST call per blob. */
  graphql?: boolean;
  /**
   * The listing of the intake's archive, taken whole, as the snapshot's tree (no tree request);
   * undefined when it cannot serve: the tree the job's start asked for, or a new request.
   */
  treeFromArchive?: Promise<GitTree | undefined>;
}

export interface ReviewOptions {
  pull: number;
  headSha: string;
  readFileAtHead: (path: string) => Promise<string | undefined>;
  /** The PR's files when already read; read again otherwise. */
  files?: PullFileDiff[];
  /** A reason not to post, asked beside the look for an earlier review (see review-publisher.ts). */
  precondition?: () => Promise<string | undefined>;
  /** The run holds its pull request's turn: publishing reuses `suggestedEarlier`'s listing (see review-publisher.ts). */
  reuseEarlierListing?: boolean;
}

export interface GitHubGateway {
  readonly repo: RepoCoordinates;
  /** HTTP requests made through this gateway so far. */
  readonly stats: { requests: number };
  permission(login: string): Promise<Authorization>;
  /** The raw text of `.github/<file>` on the default branch (or the org's `.github` repository); `_extends` is not followed. */
  configText(file: string): Promise<string | undefined>;
  /** The file names in the repository's own `.github` folder on the default branch. */
  configFolder(): Promise<string[]>;
  /** The raw text of the repository's own `.github/<file>` (no organisation fallback). */
  ownConfigText(file: string): Promise<string | undefined>;
  pullRequest(pull: number): Promise<PullRequestInfo>;
  pullFiles(pull: number): Promise<PullFileDiff[]>;
  /**
   * Starts the reads every job makes at its start — the PR's files and the tree of its head —
   * so they share a round trip with the PR read; the next `pullFiles(pull)` and
   * `snapshot({ ref })` (base repository) take them instead of asking again. With `archiveLink`,
   * the archive's download link is asked for too, so that a later `archive({ ref })` downloads in
   * one round trip (a job that then reads blobs, a few files, has spent one request on it).
   */
  prefetch(opts: PrefetchOptions): EarlyReads;
  /** Asks for the archive link of `pull/N/head` now (one request), for a job that will take the archive whole. */
  /** `thread`: a hedge's download (kind 'hedge', with `openWhen`) goes to a thread started then (archive-early-thread.ts). */
  pullArchiveLink(pull: number, sizeKb: number, kind?: PullArchiveLink['kind'], openWhen?: Promise<boolean>, thread?: EarlyThreadSettings): PullArchiveLink;
  /** The pull request's archive link handed over with a job's first reads (once): its `archive({ ref })` downloads with it. */
  takePullArchive(): IntakeArchive | undefined;
  /** The repository at one commit: one tree call, then blobs as read (cached by SHA). */
  snapshot(opts: SnapshotOptions): GitHubRepoSource;
  /** One tarball of a commit, extracted in memory (`repo` defaults to the base repository). */
  archive(opts: Omit<ArchiveOptions, 'owner' | 'repo'> & { repo?: RepoCoordinates }): Promise<RepoArchive>;
  /** Publishes one review per head and target set (idempotent through its marker). */
  reviewPublisher(opts: ReviewOptions): GitHubReviewPublisher;
  /** Adds a reaction; false (logged) when GitHub refused, never a throw. */
  react(target: CommentTarget, content: FeedbackReaction): Promise<boolean>;
  comment(pull: number, body: string): Promise<number>;
  /** The inline comments of one review (each opens a suggestion's thread). */
  reviewComments(pull: number, reviewId: number): Promise<ThreadComment[]>;
  /** Replies in the review thread opened by `commentId`; the reply's id. With a marker the body carries, at most once. */
  replyInThread(pull: number, commentId: number, body: string, marker?: string): Promise<number>;
  createCheck(headSha: string, text: CheckText, externalId?: string, status?: 'queued' | 'in_progress'): Promise<number>;
  progressCheck(id: number, text: CheckText): Promise<void>;
  completeCheck(id: number, conclusion: CheckConclusion, text: CheckText): Promise<void>;
}

export function createGitHubGateway(opts: GitHubGatewayOptions): GitHubGateway {
  const stats = { requests: 0 };
  const octokit = withTypedErrors(opts.octokit, {
    onRequest: () => void (stats.requests += 1),
    timeoutMs: opts.timeoutMs ?? DEFAULT_GITHUB_TIMEOUT_MS,
    ...(opts.pace === undefined ? {} : { pace: opts.pace }),
  });
  const repo = { owner: opts.repo.owner, repo: opts.repo.repo };
  const ghes = opts.apiBaseUrl === undefined ? undefined : /^(.*\/api)\/v3\/?$/.exec(opts.apiBaseUrl);
  const graphqlBaseUrl = ghes?.[1];
  const logger = opts.logger === undefined ? {} : { logger: opts.logger };
  const feedback = createGitHubFeedback({ octokit, ...repo, ...logger });
  const early = {
    files: new Map<number, Promise<PullFileDiff[]>>(),
    trees: new Map<string, Promise<GitTree>>(),
    archiveLinks: new Map<string, Promise<string>>(),
    archiveBodies: new Map<string, EarlyArchiveBody>(),
    archiveThreads: new Map<string, EarlyArchiveThread>(),
    blobs: new Map<string, Promise<ReadonlyMap<string, KeptFile>>>(),
    pullArchive: undefined as IntakeArchive | undefined,
  };
  const isBase = (where: RepoCoordinates | undefined): boolean => where === undefined || (where.owner === repo.owner && where.repo === repo.repo);
  /** A prefetched read, taken once; nobody waiting for it must not make an unhandled rejection. */
  const take = <K, V>(map: Map<K, Promise<V>>, key: K): Promise<V> | undefined => {
    const found = map.get(key);
    map.delete(key);
    return found;
  };
  const keep = <K, V>(map: Map<K, Promise<V>>, key: K, read: Promise<V>): void => {
    read.catch(() => undefined);
    map.set(key, read);
  };
  const adopt = (reads: EarlyReads): EarlyReads => {
    if (reads.files !== undefined) keep(early.files, reads.pull, reads.files);
    if (reads.tree !== undefined) keep(early.trees, reads.ref, reads.tree);
    if (reads.archiveLink !== undefined) keep(early.archiveLinks, reads.ref, reads.archiveLink);
    if (reads.blobs !== undefined) keep(early.blobs, reads.ref, reads.blobs);
    if (reads.pullArchive !== undefined) {
      keep(early.archiveLinks, reads.pullArchive.ref, reads.pullArchive.link);
      if (reads.pullArchive.body !== undefined) early.archiveBodies.set(reads.pullArchive.ref, reads.pullArchive.body);
      if (reads.pullArchive.thread !== undefined) early.archiveThreads.set(reads.pullArchive.ref, reads.pullArchive.thread);
      early.pullArchive = { ref: reads.pullArchive.ref, sizeKb: reads.pullArchive.sizeKb, kind: reads.pullArchive.kind };
    }
    return reads;
  };
  if (opts.early !== undefined) adopt(opts.early);
  return {
    repo,
    stats,
    permission: (login) => readPermission(octokit, repo, login),
    configText: (file) => readConfigText(octokit, repo, file),
    configFolder: () => listConfigFolder(octokit, repo),
    ownConfigText: (file) => readOwnConfigText(octokit, repo, file),
    pullRequest: (pull) => readPullRequest(octokit, repo, pull),
    pullFiles: (pull) => take(early.files, pull) ?? listPullFiles({ octokit, ...repo, pull }),
    prefetch: ({ pull, ref, archiveLink, files: asked, withFiles = true, earlyPaths, pullArchive }) => {
      const startedAt = Date.now();
      const files = asked ?? (withFiles ? listPullFiles({ octokit, ...repo, pull }) : undefined);
      const where = { ...repo, ref, ...(graphqlBaseUrl === undefined ? {} : { baseUrl: graphqlBaseUrl }) };
      return adopt({
        pull,
        ref,
        startedAt,
        // An archive taken whole lists the commit itself: no tree is asked for (the job asks if that fails).
        ...(pullArchive?.kind === 'whole' ? {} : { tree: fetchGitTree(octokit, { ...repo, sha: ref }) }),
        ...(pullArchive !== undefined ? { pullArchive } : {}),
        ...(archiveLink === true && pullArchive === undefined ? { archiveLink: requestArchiveLink(octokit, { ...repo, ref }) } : {}),
        ...(files === undefined ? {} : { files }),
        ...(earlyPaths === undefined || files === undefined || pullArchive?.kind === 'whole' ? {} : { blobs: files.then((list) => readEarlyBlobs(octokit, where, earlyPaths(list))) }),
      });
    },
    pullArchiveLink: (pull, sizeKb, kind = 'whole', openWhen, thread) => {
      const ref = `pull/${pull}/head`;
      const link = requestArchiveLink(octokit, { ...repo, ref });
      link.catch(() => undefined);
      if (openWhen === undefined) return { ref, link, sizeKb, kind };
      // A hedge's archive lands while the job's walk holds the loop: a thread of its own downloads it.
      if (kind === 'hedge' && thread !== undefined) return { ref, link, sizeKb, kind, thread: startEarlyArchiveThread(link, openWhen, thread) };
      return { ref, link, sizeKb, kind, body: openEarlyArchiveBody(link, openWhen) };
    },
    takePullArchive: () => {
      const found = early.pullArchive;
      early.pullArchive = undefined;
      return found;
    },
    snapshot: (s) => {
      const prefetchedTree = s.repo === undefined ? take(early.trees, s.ref) : undefined;
      const earlyFiles = s.repo === undefined ? take(early.blobs, s.ref) : undefined;
      return createGitHubRepoSource({
        octokit,
        ...(s.repo ?? repo),
        ref: s.ref,
        ...(prefetchedTree === undefined ? {} : { prefetchedTree }),
        ...(s.treeFromArchive === undefined || s.repo !== undefined ? {} : { treeFromArchive: s.treeFromArchive }),
        ...(earlyFiles === undefined ? {} : { earlyFiles }),
        ...(s.blobCache === undefined ? {} : { blobCache: s.blobCache }),
        ...(s.lru === undefined ? {} : { lru: s.lru }),
        ...(s.maxBytes === undefined ? {} : { maxBytes: s.maxBytes }),
        ...(s.graphql === undefined ? {} : { graphql: s.graphql }),
        ...(graphqlBaseUrl === undefined ? {} : { graphqlBaseUrl }),
        ...logger,
      });
    },
    archive: ({ repo: where, ...a }) => {
      const link = isBase(where) ? take(early.archiveLinks, a.ref) : undefined;
      const earlyBody = isBase(where) ? early.archiveBodies.get(a.ref) : undefined;
      if (earlyBody !== undefined) early.archiveBodies.delete(a.ref);
      const earlyThread = isBase(where) ? early.archiveThreads.get(a.ref) : undefined;
      if (earlyThread !== undefined) early.archiveThreads.delete(a.ref);
      return downloadArchive(octokit, { ...(where ?? repo), ...a, ...(link === undefined ? {} : { link }), ...(earlyBody === undefined ? {} : { earlyBody }), ...(earlyThread === undefined ? {} : { earlyThread }) });
    },
    reviewPublisher: (r) =>
      createGitHubReviewPublisher({
        octokit,
        ...repo,
        pull: r.pull,
        headSha: r.headSha,
        readFileAtHead: r.readFileAtHead,
        ...(r.files === undefined ? {} : { files: r.files }),
        ...(r.precondition === undefined ? {} : { precondition: r.precondition }),
        ...(r.reuseEarlierListing === undefined ? {} : { reuseEarlierListing: r.reuseEarlierListing }),
        ...logger,
      }),
    react: (target, content) => feedback.react(target, content),
    comment: (pull, body) => feedback.comment(pull, body),
    reviewComments: (pull, reviewId) => listReviewComments(octokit, repo, pull, reviewId),
    replyInThread: (pull, commentId, body, marker) => replyInThread(octokit, repo, pull, commentId, body, marker),
    createCheck: (headSha, text, externalId, status) => feedback.createCheck(headSha, text, externalId, status),
    progressCheck: (id, text) => feedback.progressCheck(id, text),
    completeCheck: (id, conclusion, text) => feedback.completeCheck(id, conclusion, text),
  };
}
