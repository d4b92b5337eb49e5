/**
 * The job's last look at the pull request's head before it posts (issue 24, the critical path).
 * Publishing must not post on a head a push has replaced while the job worked.
 *
 * With the recorded pushes (`pushes`: the app's `pull_request.synchronize` webhooks, queue/head-moves.ts)
 * the check costs no round trip to GitHub: just before the POST the job asks Redis whether a push
 * replaced its head, and it also uses a GitHub read of the PR sent when a model call starts once the
 * job's reads are done, if that read has answered by then; it never waits for it (the POST carries the
 * job's head as `commit_id`). A read still out when the review is posted is looked at after the POST
 * (a newer head is logged and recorded). **The remaining race**: a push after the last GitHub read that
 * had answered whose webhook the app has not recorded when the job posts — GitHub delivers within about a
 * second normally, later when its deliveries are delayed or fail (then redelivered). Such a review is on
 * the job's head: GitHub shows it on that commit and marks comments on lines the push changed outdated.
 * When the record cannot be asked (Redis down, or no app has said it keeps one: a worker newer than its
 * app), the job waits for a GitHub read as below.
 *
 * Without recorded pushes (`pushes` absent): the read is sent the moment the job's last model call
 * answers, while the answer checks run, and publishing waits for it. The read that decides was sent
 * after every model call had answered; a model call started after it (an answer check asking again)
 * makes it void, and publishing then reads the PR again. Without a model nothing is read early.
 */
import type { ChatModel } from '../core/ports.js';

export interface HeadVerdict {
  /** The head a push replaced the job's with, when one is known: nothing may be posted. */
  movedTo?: string;
  /** A GitHub read still out when the check decided (with recorded pushes only): its head, once answered. */
  pending?: Promise<string>;
}

export interface EarlyHeadCheck {
  /** The model, counted: its calls in flight and when the last one answered. */
  readonly model: ChatModel;
  /** Every read of the job is done (the walks' last round answered): no more files will be asked for. */
  readsDone(): void;
  /** Whether the job's head (`head`) is still the PR's, for publishing. */
  check(head: string): Promise<HeadVerdict>;
  /** How the check was made, for the job's stats: 'early', 'late', 'webhooks' (no read waited for), or 'none' yet. */
  readonly made: 'early' | 'late' | 'webhooks' | 'none';
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

/** At most this many early reads per job. */
export const EARLY_READS = 2;

/** A read of the PR's head, with what it gave once settled. */
interface HeadRead {
  promise: Promise<string>;
  settled?: { head: string } | { failed: true };
}

/** The pushes recorded for the job's pull request (queue/head-moves.ts, bound to the job's PR and head). */
export interface RecordedPushes {
  movedFrom(): Promise<string | undefined>;
}

export function earlyHeadCheck(inner: ChatModel, read: () => Promise<string>, pushes?: RecordedPushes): EarlyHeadCheck {
  let inFlight = 0;
  let readsDone = false;
  const sent: HeadRead[] = [];
  /** Without recorded pushes: the early read that still follows every model answer (a new call voids it). */
  let early: HeadRead | undefined;
  let made: EarlyHeadCheck['made'] = 'none';
  const send = (): HeadRead => {
    const r: HeadRead = { promise: read() };
    r.promise.then((head) => void (r.settled = { head }), () => void (r.settled = { failed: true }));
    sent.push(r);
    return r;
  };
  const model: ChatModel = {
    name: inner.name,
    async complete(req) {
      inFlight += 1;
      early = undefined;
      // With recorded pushes: sent as a call starts once the reads are done (the model's time covers its
      // round trip), unless one is still out; the webhooks cover the time from its answer to the POST.
      const started = pushes !== undefined && readsDone && sent.length < EARLY_READS && sent.every((r) => r.settled !== undefined) ? send() : undefined;
      if (started !== undefined) await onTheWire();
      try {
        return await inner.complete(req);
      } finally {
        inFlight -= 1;
        // Without them: at the last answer. The answer's checks run synchronously once it is returned: one
        // turn of the event loop first puts the read on the wire, so GitHub answers it while they run.
        if (pushes === undefined && readsDone && inFlight === 0 && early === undefined && sent.length < EARLY_READS) {
          early = send();
          await onTheWire();
        }
      }
    },
  };
  const awaitRead = async (r: HeadRead | undefined, how: 'early' | 'late'): Promise<HeadVerdict> => {
    if (r !== undefined) {
      try {
        const head = await r.promise;
        made = how;
        return { movedTo: head };
      } catch {
        // A failed early read: read again, and let that one's error (if any) be reported.
      }
    }
    made = 'late';
    return { movedTo: await read() };
  };
  const withoutPushes = (): Promise<HeadVerdict> => awaitRead(inFlight === 0 ? early : undefined, 'early');
  return {
    model,
    readsDone() {
      // Not sent here: a target whose walk just ended calls the model next.
      readsDone = true;
    },
    async check(head) {
      const same = (v: HeadVerdict): HeadVerdict => (v.movedTo === head ? {} : v);
      if (pushes === undefined) return same(await withoutPushes());
      let recorded: string | undefined;
      try {
        recorded = await pushes.movedFrom();
      } catch {
        // No record to trust (Redis down, or no app keeps one): GitHub decides, with a read sent now and waited for
        // (the early ones were sent before the model answered).
        return same(await awaitRead(undefined, 'late'));
      }
      if (recorded !== undefined) {
        made = 'webhooks';
        return { movedTo: recorded };
      }
      // No read sent (no model, or every call began before the reads were done): read now and wait.
      if (sent.length === 0) return same(await awaitRead(undefined, 'late'));
      made = 'webhooks';
      const answered = sent.filter((r) => r.settled !== undefined && 'head' in r.settled).at(-1)?.settled;
      if (answered !== undefined && 'head' in answered && answered.head !== head) return { movedTo: answered.head };
      const out = sent.find((r) => r.settled === undefined);
      return out === undefined ? {} : { pending: out.promise };
    },
    get made() {
      return made;
    },
  };
}
