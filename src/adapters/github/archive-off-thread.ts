/**
 * An archive downloaded and extracted in a thread of its own (archive-thread.ts), for a job whose
 * walk parses on the event loop meanwhile: on the loop, the body's chunks and gunzip's each waited
 * for a turn between the walk's parses, so a hedge's archive landed only after the blob rounds it
 * was meant to save (django, zod: bench:e2e, session 21). Same files, blob SHAs, limits, deadlines
 * and errors as extracting on the loop (archive.ts); the thread is one per download and ends with it.
 *
 * - Not started (no built thread script, e.g. run from src/ without a build): nothing was downloaded,
 *   and the caller extracts on the loop as before. Once started, a failure is the download's: it is
 *   never made again.
 * - Cancelled (a hedge whose blobs won): the thread is stopped (terminate: no native addon runs there).
 * - Every wait has a deadline: the thread keeps the download's own (total, idle); the loop stops it a
 *   little after the total one in case it cannot answer.
 */
import { Worker } from 'node:worker_threads';
import type { ArchiveThreadStandby } from './archive-thread-standby.js';
import { ArchiveTimeoutError, type ArchiveDeadlines } from './archive-deadline.js';
import { archiveThreadReplySchema, type ArchiveThreadInput, type ArchiveThreadReply } from './archive-thread-protocol.js';
import { ArchiveFormatError, ArchiveTooLargeError, type KeptFile, type TarExtractResult } from './tar-extract.js';

export interface ArchiveThreadOptions {
  /** Files kept by extension or exact file name: what `keep` keeps on the loop (the language registry's ARCHIVE_KEEP). */
  keepExtensions: readonly string[];
  keepNames: readonly string[];
  /** The thread's script (default: archive-thread.js beside this module, in dist/ when run from src/). */
  entry?: URL;
  /** A thread started ahead and idle (the worker runtime's): taken when ready, so no start-up is waited for. */
  standby?: ArchiveThreadStandby;
}

export type OffThreadOutcome =
  | { kind: 'done'; paths: string[]; result: TarExtractResult }
  /** Nothing downloaded: the thread did not start, or the link gave no body. */
  | { kind: 'not-started'; reason: string }
  | { kind: 'no-body' };

/** How much longer than the download's total deadline the loop waits for the thread to say so itself. */
const BACKSTOP_MS = 5_000;

export function defaultEntry(): URL {
  const here = import.meta.url;
  // Run from src/ (tests, tsx benchmarks), the thread runs the build of the same tree (test/support/fresh-dist.ts keeps it fresh).
  return here.endsWith('.ts') ? new URL(here.replace(/\/src\/adapters\/github\/archive-off-thread\.ts$/, '/dist/adapters/github/archive-thread.js')) : new URL('./archive-thread.js', here);
}

function errorOf(reply: Extract<ArchiveThreadReply, { kind: 'error' }>): Error {
  if (reply.name === 'ArchiveTimeoutError' && reply.which !== undefined && reply.limitMs !== undefined) return new ArchiveTimeoutError(reply.which, reply.limitMs);
  if (reply.name === 'ArchiveTooLargeError' && reply.limitBytes !== undefined) return new ArchiveTooLargeError(reply.limitBytes);
  if (reply.name === 'ArchiveFormatError' && reply.detail !== undefined) return new ArchiveFormatError(reply.detail);
  return new Error(reply.message ?? 'the archive thread failed');
}

function resultOf(reply: Extract<ArchiveThreadReply, { kind: 'done' }>): OffThreadOutcome {
  const files = new Map<string, KeptFile>();
  for (const e of reply.entries) files.set(e.path, { bytes: Buffer.from(reply.buffer, e.offset, e.length), blobSha: e.blobSha });
  return { kind: 'done', paths: reply.paths, result: { files, skipped: reply.skipped, totalBytes: reply.totalBytes, ...(reply.commit === undefined ? {} : { commit: reply.commit }) } };
}

export function extractOffThread(input: Omit<ArchiveThreadInput, 'keepExtensions' | 'keepNames' | 'deadlines'> & { deadlines: ArchiveDeadlines }, options: ArchiveThreadOptions & { signal?: AbortSignal }): Promise<OffThreadOutcome> {
  return new Promise<OffThreadOutcome>((resolve, reject) => {
    if (options.signal?.aborted === true) {
      reject(options.signal.reason instanceof Error ? options.signal.reason : new Error('archive download cancelled'));
      return;
    }
    let worker: Worker;
    const threadInput = { ...input, keepExtensions: [...options.keepExtensions], keepNames: [...options.keepNames] } satisfies ArchiveThreadInput;
    try {
      const ready = options.standby?.take();
      if (ready !== undefined) ready.postMessage(threadInput);
      worker = ready ?? new Worker(options.entry ?? defaultEntry(), { workerData: threadInput });
    } catch (error) {
      resolve({ kind: 'not-started', reason: error instanceof Error ? error.message : String(error) });
      return;
    }
    let started = false;
    let settled = false;
    // Called only after the handlers below are defined.
    const backstop = setTimeout(() => fail(new ArchiveTimeoutError('total', input.deadlines.totalMs)), input.deadlines.totalMs + BACKSTOP_MS);
    const finish = (): void => {
      settled = true;
      clearTimeout(backstop);
      options.signal?.removeEventListener('abort', onAbort);
      void worker.terminate().catch(() => undefined);
    };
    const succeed = (outcome: OffThreadOutcome): void => {
      if (settled) return;
      finish();
      resolve(outcome);
    };
    const fail = (error: Error): void => {
      if (settled) return;
      finish();
      reject(error);
    };
    const onAbort = (): void => fail(options.signal?.reason instanceof Error ? options.signal.reason : new Error('archive download cancelled'));
    options.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: unknown) => {
      const reply = archiveThreadReplySchema.safeParse(message);
      if (!reply.success) return fail(new Error('the archive thread sent an unexpected message'));
      const r = reply.data;
      if (r.kind === 'started') started = true;
      else if (r.kind === 'no-body') succeed({ kind: 'no-body' });
      else if (r.kind === 'done') succeed(resultOf(r));
      else fail(errorOf(r));
    });
    worker.on('error', (error: Error) => (started ? fail(error) : succeed({ kind: 'not-started', reason: error.message })));
    worker.on('exit', (code) => (started ? fail(new Error(`the archive thread exited (code ${code}) without an answer`)) : succeed({ kind: 'not-started', reason: `exited with code ${code} before starting` })));
  });
}
