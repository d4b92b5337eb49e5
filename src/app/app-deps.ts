/** What the webhook handlers are given; built by src/app.ts, replaced by real parts in tests. */
import type { CheckRunRegistry } from '../queue/check-run-registry.js';
import type { ImplementQueue } from '../queue/implement-queue.js';
import type { BackgroundTasks } from './background.js';

/**
 * The slice of Probot's pino logger we use. Every line carries its bindings (job id, repo, PR)
 * because handlers and the worker log through `child` loggers.
 */
export interface AppLogger {
  debug(obj: object, msg?: string): void;
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  child(bindings: Record<string, unknown>): AppLogger;
}

export interface AppDeps {
  queue: ImplementQueue;
  /** Replies, reactions and check runs are written after the webhook is answered. */
  background: BackgroundTasks;
  checkRuns: CheckRunRegistry;
}
