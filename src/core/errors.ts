/** Errors of the core's own policies, decided by class (`instanceof`) where they are handled. */

/** The per-job token budget (`maxTokensPerJob`) is spent; its message is the sentence users see. */
export class TokenBudgetExceededError extends Error {
  override readonly name = 'TokenBudgetExceededError';
  constructor(readonly budget: number) {
    super(`This job used its token budget of ${budget} (maxTokensPerJob in .github/dycoder.yml).`);
  }
}

/**
 * No CPU slot of the worker came free within the gate's deadline (adapters/cpu/cpu-gate.ts):
 * the process is overloaded, not the request wrong, so the job is retried.
 */
function formatDeadline(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`;
}

export class CpuGateTimeoutError extends Error {
  override readonly name = 'CpuGateTimeoutError';
  constructor(
    readonly step: string,
    readonly waitedMs: number,
    readonly slots: number,
    readonly deadlineMs: number = waitedMs,
  ) {
    // The sentence names the deadline, not the measured wait: a timer may fire a hair early.
    super(`No CPU slot of this worker came free within ${formatDeadline(deadlineMs)} for the ${step} step (${slots} slot${slots === 1 ? '' : 's'}, WORKER_CPU_SLOTS); the worker is overloaded.`);
  }
}
