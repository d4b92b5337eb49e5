/** Bounding a wait: what a caller does when a dependency stops answering is its own choice. */

/**
 * Settles as `promise` does, or rejects with `onTimeout()` once `ms` have passed without an
 * answer; the timers never outlive the race.
 *
 * The deadline is about the dependency, not about our own event loop. A timer fires only when the
 * loop gets to it: when our own synchronous work (a parse, a tokenizer run, ten jobs' callbacks in
 * one turn) held the loop past the deadline, the timers phase runs before the poll phase that would
 * read an answer already waiting in the socket, so a plain race declares a timeout for a reply that
 * came back in a millisecond (the bench:concurrency workers logged "blob cache ... timed out after
 * 500 ms" for Redis SETs at load 1). So when the timer fires, the timeout waits one more loop turn
 * (`setImmediate` runs after the poll phase) and is declared only if the answer is still not there:
 * a dependency that really did not answer within `ms` still fails at `ms` plus one turn.
 */
export function within<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let answered = false;
  let cancel: (() => void) | undefined;
  const timeout = new Promise<never>((_, reject) => {
    cancel = afterDeadline(ms, () => {
      if (!answered) reject(onTimeout());
    });
  });
  const answer = promise.finally(() => {
    answered = true;
  });
  return Promise.race([answer, timeout]).finally(() => cancel?.());
}

/** Runs `fire` once `ms` have passed and one more loop turn has run (see `within`); returns the cancel. */
function afterDeadline(ms: number, fire: () => void): () => void {
  let immediate: ReturnType<typeof setImmediate> | undefined;
  const timer = setTimeout(() => {
    immediate = setImmediate(fire);
  }, ms);
  return () => {
    clearTimeout(timer);
    if (immediate !== undefined) clearImmediate(immediate);
  };
}

export interface DeadlineSignal {
  readonly signal: AbortSignal;
  /** The wait is over (answered or failed): the timers are cleared and the signal never aborts. */
  clear(): void;
}

/**
 * Like `AbortSignal.timeout(ms)` (it aborts with a DOMException named 'TimeoutError'), with
 * `within`'s honesty: the abort waits one loop turn after the timer fired, so an answer already
 * waiting in the socket while our own work held the loop is read before it. Call `clear()` once
 * the wait is over.
 */
export function deadlineSignal(ms: number): DeadlineSignal {
  const controller = new AbortController();
  const clear = afterDeadline(ms, () => controller.abort(new DOMException(`no answer within ${ms} ms`, 'TimeoutError')));
  return { signal: controller.signal, clear };
}
