/**
 * The deadline of one intake attempt (permission, config and PR reads, queueing the implement
 * job, the 👀 and the queued check run): each GitHub call has its own deadline, but calls in a
 * row, Octokit's retries and write pacing could add up to minutes of silence. Past this deadline
 * the attempt fails (transient: BullMQ retries it with backoff), the abandoned work queues
 * nothing, and after the last attempt the user who asked is told (src/app/intake.ts).
 */

import { DEFAULT_INTAKE_TIMEOUT_MS } from '../config/env.js';

export { DEFAULT_INTAKE_TIMEOUT_MS };

/** After the deadline, what the processor may still spend telling the user before the attempt is ended regardless. */
export const INTAKE_REPORT_GRACE_MS = 15_000;

export class IntakeDeadlineError extends Error {
  override readonly name = 'IntakeDeadlineError';
  constructor(readonly timeoutMs: number) {
    super(`The intake did not finish within ${timeoutMs} ms (DYCODER_INTAKE_TIMEOUT_MS).`);
  }
}

/** Settles as `work` does, or rejects with the signal's reason once it aborts (`work` is left to settle on its own). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(reasonOf(signal));
  let onAbort: (() => void) | undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(reasonOf(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => {
    if (onAbort !== undefined) signal.removeEventListener('abort', onAbort);
  });
}

function reasonOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('aborted');
}
