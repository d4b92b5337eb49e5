/** What the webhook handlers are given; built by src/app.ts, replaced by real parts in tests. */
import type { Probot } from 'probot';
import type { ImplementQueue } from '../queue/implement-queue.js';

export type AppLogger = Probot['log'];

export interface AppDeps {
  queue: ImplementQueue;
}
