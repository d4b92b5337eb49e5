/** What the webhook handlers are given; built by src/app.ts, replaced by real parts in tests. */
import type { IntakeQueue } from '../queue/intake-queue.js';

export interface AppDeps {
  /** Webhooks only add an intake job: no GitHub call happens before GitHub gets its answer. */
  intake: IntakeQueue;
}
