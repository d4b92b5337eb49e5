/**
 * Feedback writes that the webhook response must not wait for. Octokit's throttling plugin lets
 * one write request per second through, process-wide (GitHub's secondary rate limits), so a
 * handler that awaited its 👀 and check run would answer in seconds under a burst of comments.
 * Handlers decide and enqueue, then hand their writes to this runner. Failures are logged.
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
