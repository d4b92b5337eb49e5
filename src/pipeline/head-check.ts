/**
 * The job's last look at the pull request's head before it posts (issue 24, the critical path).
 * Publishing must not post on a head a push has replaced while the job worked, so the PR is read
 * again after the model has answered. That read used to wait for the answer checks and the
 * review's rendering (CPU: parsing each answer in its file, a type check for TypeScript); it now
 * leaves the moment the job's last model call answers, while its reads are done, and the checks
 * run while GitHub answers it.
 *
 * What it guarantees is unchanged: the read that decides was sent after every model call of the
 * job had answered. A model call started after it (an answer check asking again) makes it void,
 * and publishing then reads the PR again as before. Without a model nothing is read early.
 */
import type { ChatModel } from '../core/ports.js';

export interface EarlyHeadCheck<T> {
  /** The model, counted: its calls in flight and when the last one answered. */
  readonly model: ChatModel;
  /** Every read of the job is done (the walks' last round answered): no more files will be asked for. */
  readsDone(): void;
  /**
   * The check's answer for publishing: the early one when it was sent after the job's last model
   * call answered (and no call started since), otherwise a new check made now.
   */
  check(): Promise<T>;
  /** How the check was made, for the job's stats: 'early' (beside the answer checks), 'late' (after them), or 'none' yet. */
  readonly made: 'early' | 'late' | 'none';
}

/**
 * Turns of the event loop a started request needs to be written to its (kept-alive) socket: Node's
 * fetch hands it on once more after the caller's microtasks (measured: 1 turn was not enough, 2 were).
 */
const WIRE_TURNS = 3;

/** Lets a request just started leave before synchronous work holds the thread (microseconds when idle). */
async function onTheWire(): Promise<void> {
  for (let i = 0; i < WIRE_TURNS; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** At most this many early reads per job (each model call after one voids it). */
export const EARLY_READS = 2;

export function earlyHeadCheck<T>(inner: ChatModel, read: () => Promise<T>): EarlyHeadCheck<T> {
  let inFlight = 0;
  let readsDone = false;
  let early: Promise<T> | undefined;
  /** Early reads sent: a job whose answer checks keep asking the model again stops at EARLY_READS, then reads at publishing. */
  let sent = 0;
  let made: 'early' | 'late' | 'none' = 'none';
  /** At a model call's answer: the reads are done and no other call is out, so this was the last answer (unless a check asks again). */
  const maybeStart = (): boolean => {
    if (early !== undefined || !readsDone || inFlight > 0 || sent >= EARLY_READS) return false;
    sent += 1;
    early = read();
    // Its failure is publishing's to report (it reads again); never unhandled here.
    early.catch(() => undefined);
    return true;
  };
  const model: ChatModel = {
    name: inner.name,
    async complete(req) {
      inFlight += 1;
      // A call after the early check: that check no longer follows every answer.
      early = undefined;
      try {
        return await inner.complete(req);
      } finally {
        inFlight -= 1;
        // The answer's checks run synchronously once it is returned (parsing, a type check): the read is
        // only started here, and its request would leave when they are done. One turn of the event loop
        // first puts it on the wire, so GitHub answers it while the checks run (session 19: on click the
        // read arrived after the checks and the review waited a whole round trip for it).
        if (maybeStart()) await onTheWire();
      }
    },
  };
  return {
    model,
    readsDone() {
      // Not sent here: a target whose walk just ended calls the model next; its answer sends it.
      readsDone = true;
    },
    async check() {
      const kept = inFlight === 0 ? early : undefined;
      if (kept !== undefined) {
        try {
          const result = await kept;
          made = 'early';
          return result;
        } catch {
          // A failed early read: read again, and let that one's error (if any) be reported.
        }
      }
      made = 'late';
      return read();
    },
    get made() {
      return made;
    },
  };
}
