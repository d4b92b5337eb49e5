/**
 * A hedge's archive downloaded and extracted in a thread of its own from the moment the intake has
 * its link and knows the commenter may write (issue 24, a large repository's hedge). The early body
 * (archive-early-body.ts) sends the request at intake too, but its bytes are read on the job's event
 * loop, a turn per chunk between the walk's parses: django's hedge landed after the blob rounds it
 * was meant to save. Here the thread fetches its own link (a transferred stream is still read on the
 * loop, session 25), so the archive lands when its bytes are in, however busy the loop is.
 *
 * The thread keeps what a job's download keeps, with the job's limits (kept bytes, uncompressed
 * ceiling, per-file cap) and deadlines, which run from the thread's start. Its lifecycle is the early
 * body's: taken once by the job's download; dropped by the intake when no job of this process reads
 * it; closed after `unclaimedMs` when nobody took it (every wait has a deadline); cancelled (the
 * thread stopped) when the taker's signal ends it (a hedge whose blobs won).
 */
import { EARLY_BODY_UNCLAIMED_MS } from './archive-early-body.js';
import { extractOffThread, type ArchiveThreadOptions, type OffThreadOutcome } from './archive-off-thread.js';
import type { ArchiveLimits } from './job-limits.js';

export interface EarlyArchiveThread {
  /** The job's download: the thread's outcome (once; rejected with the download's error). Undefined when taken already. */
  take(signal?: AbortSignal): Promise<OffThreadOutcome> | undefined;
  /** A job's reads hold it (request-implement.ts): `dropUnclaimed` leaves it running for them. */
  claim(): void;
  /** Stops it unless a job's reads claimed it. Idempotent. */
  dropUnclaimed(reason: string): void;
  /** Whether the thread was started with the link (for tests and logs). */
  readonly requested: boolean;
}

export interface EarlyThreadSettings {
  /** What the thread keeps (the registry's sources and manifests: job-reads.ts SOURCE_ARCHIVE_THREAD). */
  thread: ArchiveThreadOptions;
  /** The job's limits (job-limits.ts archiveLimitsOf): the same as its download on the loop would have. */
  limits: ArchiveLimits;
  /** Per-file cap, as for blob reads (default 1 MB). */
  maxFileBytes?: number;
}

const cancelled = (reason: unknown, fallback: string): Error => (reason instanceof Error ? reason : new Error(fallback));

export function startEarlyArchiveThread(link: Promise<string>, allowed: Promise<boolean>, settings: EarlyThreadSettings, unclaimedMs = EARLY_BODY_UNCLAIMED_MS): EarlyArchiveThread {
  const controller = new AbortController();
  let claimed = false;
  let taken = false;
  let requested = false;
  const close = (reason: string): void => {
    if (!controller.signal.aborted) controller.abort(new Error(reason));
  };
  const timer = setTimeout(() => {
    if (!taken) close(`the archive thread started early was not taken within ${unclaimedMs} ms`);
  }, unclaimedMs);
  timer.unref();
  const outcome = (async (): Promise<OffThreadOutcome> => {
    const ok = await allowed.catch(() => false);
    if (!ok) return { kind: 'not-started', reason: 'the commenter may not write' };
    if (controller.signal.aborted) throw cancelled(controller.signal.reason, 'archive download cancelled');
    const url = await link.catch(() => undefined);
    // No link: nothing was downloaded, and the link cannot serve the loop either.
    if (url === undefined) return { kind: 'no-body' };
    if (controller.signal.aborted) throw cancelled(controller.signal.reason, 'archive download cancelled');
    requested = true;
    return extractOffThread(
      {
        url,
        maxFileBytes: settings.maxFileBytes ?? 1024 * 1024,
        maxTotalBytes: settings.limits.maxTotalBytes,
        maxKeptBytes: settings.limits.maxKeptBytes,
        deadlines: settings.limits.deadlines,
      },
      { ...settings.thread, signal: controller.signal },
    );
  })();
  // Nobody may take it (dropped, never claimed): its failure is nobody's unhandled rejection.
  outcome.catch(() => undefined);
  return {
    take(signal) {
      if (taken) return undefined;
      taken = true;
      clearTimeout(timer);
      const onAbort = (): void => {
        if (!controller.signal.aborted) controller.abort(cancelled(signal?.reason, 'the download was cancelled'));
      };
      if (signal?.aborted === true) onAbort();
      else signal?.addEventListener('abort', onAbort, { once: true });
      return outcome;
    },
    claim() {
      claimed = true;
    },
    dropUnclaimed(reason) {
      if (claimed || taken) return;
      taken = true;
      clearTimeout(timer);
      close(reason);
    },
    get requested() {
      return requested;
    },
  };
}
