/**
 * Deadlines of one archive download: the whole download (headers and body) within `totalMs`,
 * and no silence longer than `idleMs` between two chunks of the body. A codeload server that
 * sends its headers and two bytes and then nothing held a job 304 s (until undici's own body
 * timeout) before this; now the download is aborted and the job reads blobs instead.
 */
export interface ArchiveDeadlines {
  /** The whole download, from the first request to the last byte (default 60 s). */
  totalMs: number;
  /** Longest silence between two chunks of the body, and before the headers (default 10 s). */
  idleMs: number;
}

export const DEFAULT_ARCHIVE_DEADLINES: ArchiveDeadlines = { totalMs: 60_000, idleMs: 10_000 };

export class ArchiveTimeoutError extends Error {
  constructor(readonly which: 'total' | 'idle', readonly limitMs: number) {
    super(which === 'total' ? `The repository archive did not arrive within ${limitMs / 1000} s.` : `The repository archive stalled: no byte for ${limitMs / 1000} s.`);
    this.name = 'ArchiveTimeoutError';
  }
}

export interface DownloadClock {
  /** Aborts the requests (fetch, Octokit) when a deadline passes. */
  readonly signal: AbortSignal;
  /** The body, read chunk by chunk under the idle deadline; throws ArchiveTimeoutError on a stall. */
  watch(body: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array>;
  /** The deadline's error if one passed (to name a failure by its cause), else `error` itself. */
  explain(error: unknown): unknown;
  stop(): void;
}

/** `cancel`: the caller's own signal (a hedge whose blobs won); aborting it ends the download too. */
export function startDownloadClock(deadlines: ArchiveDeadlines, cancel?: AbortSignal): DownloadClock {
  const controller = new AbortController();
  const onCancel = (): void => controller.abort(cancel?.reason instanceof Error ? cancel.reason : new Error('archive download cancelled'));
  if (cancel?.aborted === true) onCancel();
  else cancel?.addEventListener('abort', onCancel, { once: true });
  const fire = (which: 'total' | 'idle', ms: number) => () => controller.abort(new ArchiveTimeoutError(which, ms));
  const total = setTimeout(fire('total', deadlines.totalMs), deadlines.totalMs);
  let idle = setTimeout(fire('idle', deadlines.idleMs), deadlines.idleMs);
  const touch = (): void => {
    clearTimeout(idle);
    idle = setTimeout(fire('idle', deadlines.idleMs), deadlines.idleMs);
  };
  const explain = (error: unknown): unknown => (controller.signal.aborted && controller.signal.reason instanceof ArchiveTimeoutError ? controller.signal.reason : error);
  const stop = (): void => {
    clearTimeout(total);
    clearTimeout(idle);
    cancel?.removeEventListener('abort', onCancel);
  };
  return {
    signal: controller.signal,
    explain,
    stop,
    async *watch(body) {
      touch();
      const reader = body.getReader();
      // A read that never settles is left behind by the race; cancelling the reader ends it.
      const aborted = new Promise<never>((_, reject) => {
        const onAbort = (): void => reject(controller.signal.reason instanceof Error ? controller.signal.reason : new Error('archive download aborted'));
        if (controller.signal.aborted) onAbort();
        else controller.signal.addEventListener('abort', onAbort, { once: true });
      });
      aborted.catch(() => undefined);
      try {
        for (;;) {
          const next = await Promise.race([reader.read(), aborted]);
          if (next.done) return;
          touch();
          yield next.value;
        }
      } catch (error) {
        throw explain(error);
      } finally {
        await reader.cancel().catch(() => undefined);
      }
    },
  };
}
