/** What the webhook handlers are given; built by src/app.ts, replaced by real parts in tests. */
import type { HeadMoves } from '../queue/head-moves.js';
import type { IntakeQueue } from '../queue/intake-queue.js';

export interface AppDeps {
  /** Webhooks only add an intake job: no GitHub call happens before GitHub gets its answer. */
  intake: IntakeQueue;
  /**
   * Where a push's `pull_request.synchronize` records the head it replaced, for every sender (a bot's
   * push moves the head too): a running job checks it before posting (queue/head-moves.ts).
   */
  heads?: Pick<HeadMoves, 'record'>;
}
