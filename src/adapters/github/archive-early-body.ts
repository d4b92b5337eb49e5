/**
 * An archive's download opened by the intake, before the job that reads it has started (issue 24, the
 * serial chain): the moment the archive's link is in hand and the commenter may write, its request
 * leaves, so that the job's first read is not held behind the intake's enqueue and the worker's pickup
 * (Redis trips, the pull request's turn, the installation's token). Only the request is made early: the
 * body is read by the job's download (archive.ts), with the job's limits and deadlines, and until then
 * the stream's back-pressure holds what arrives to the socket's buffers.
 *
 * - Handed over once: the job's download takes the body (`take`) and its signal ends it (deadlines, a
 *   hedge cancelled because the blobs won).
 * - Not handed over (the commenter may not write, the command goes no further, the job is not started
 *   by this process): the intake drops it (`dropUnclaimed`); one nobody takes is closed after
 *   `unclaimedMs` in any case (every wait has a deadline).
 * - A failed request (the link gone, refused) gives no body: the download takes the API route then,
 *   as for a link that failed.
 */

export interface EarlyArchiveBody {
  /** The job's download: the response's body (once), ended by `signal`; undefined when there is none. */
  take(signal: AbortSignal): Promise<ReadableStream<Uint8Array> | undefined>;
  /** A job's reads hold it (gateway `prefetch`): `dropUnclaimed` leaves it open for them. */
  claim(): void;
  /** Closes it unless a job's reads claimed it. Idempotent. */
  dropUnclaimed(reason: string): void;
  /** Whether its request was sent (for tests and logs). */
  readonly requested: boolean;
}

/** How long an opened body waits to be claimed and taken before its connection is closed. */
export const EARLY_BODY_UNCLAIMED_MS = 20_000;

export function openEarlyArchiveBody(link: Promise<string>, allowed: Promise<boolean>, unclaimedMs = EARLY_BODY_UNCLAIMED_MS): EarlyArchiveBody {
  const controller = new AbortController();
  let claimed = false;
  let taken = false;
  let requested = false;
  const close = (reason: string): void => {
    if (!controller.signal.aborted) controller.abort(new Error(reason));
  };
  const timer = setTimeout(() => {
    if (!taken) close(`the archive opened early was not taken within ${unclaimedMs} ms`);
  }, unclaimedMs);
  timer.unref();
  const response = (async (): Promise<Response | undefined> => {
    const ok = await allowed.catch(() => false);
    if (!ok || controller.signal.aborted) return undefined;
    const url = await link.catch(() => undefined);
    if (url === undefined || controller.signal.aborted) return undefined;
    requested = true;
    // Our token stays home: the link carries its own.
    const res = await fetch(url, { redirect: 'follow', signal: controller.signal }).catch(() => undefined);
    if (res === undefined || !res.ok || res.body === null) {
      await res?.body?.cancel().catch(() => undefined);
      return undefined;
    }
    // Closed since it answered (dropped, or not taken in time): nobody reads it.
    if (controller.signal.aborted && !taken) {
      await res.body.cancel().catch(() => undefined);
      return undefined;
    }
    return res;
  })();
  return {
    async take(signal) {
      if (taken) return undefined;
      taken = true;
      clearTimeout(timer);
      if (signal.aborted) close('the download was cancelled');
      else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      const res = await response;
      return res?.body ?? undefined;
    },
    claim() {
      claimed = true;
    },
    dropUnclaimed(reason) {
      if (claimed || taken) return;
      taken = true;
      clearTimeout(timer);
      close(reason);
      void response.then((res) => res?.body?.cancel().catch(() => undefined));
    },
    get requested() {
      return requested;
    },
  };
}
