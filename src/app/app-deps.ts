/** What the webhook handlers are given; built by src/app.ts, replaced by real parts in tests. */
import type { CheckRunRegistry } from '../queue/check-run-registry.js';
import type { ImplementQueue } from '../queue/implement-queue.js';
import type { BackgroundTasks } from './background.js';

export interface AppDeps {
  queue: ImplementQueue;
  /** Replies, reactions and check runs are written after the webhook is answered. */
  background: BackgroundTasks;
  checkRuns: CheckRunRegistry;
}
