/**
 * Feedback writes of one intake step (👀, the queued check run, replies) run side by side, each
 * waiting for its installation's write slot; the step ends when all have settled (`idle`).
 * Feedback is best effort: a failure is logged and never undoes the queued job.
 */
import type { ScopedLogger } from '../core/ports.js';

export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  run(log: ScopedLogger, what: string, task: () => Promise<unknown>): void {
    const promise = task().then(
      () => undefined,
      (error: unknown) => log.warn({ err: error }, `background task failed: ${what}`),
    );
    this.pending.add(promise);
    void promise.finally(() => this.pending.delete(promise));
  }

  /** Resolves when every task started so far has settled (tests, graceful shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
