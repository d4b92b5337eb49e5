/**
 * Automatic mode: a pull request that is opened, pushed to, reopened or marked ready gets an
 * intake job; intake.ts reads `.github/dycoder.yml` (`auto`, `autoFor`, `autoOnDrafts`) and the
 * author's permission, and queues the implement job. A push or the closing also has the posted
 * suggestions judged (outcome-intake.ts). Other events on closed PRs and bots are dropped here, after
 * a push has recorded which head it replaced (queue/head-moves.ts).
 */
import type { Context } from 'probot';
import type { AppDeps } from './app-deps.js';
import { enqueueIntake, WebhookNotQueuedError } from './enqueue-intake.js';
import { explainRedisError } from '../adapters/redis/connection.js';
import type { PullRef } from '../queue/head-moves.js';
import type { ScopedLogger } from '../core/ports.js';
import { deliveryRepo, isBot, readPayload, pullRequestPayloadSchema } from './payloads.js';

export const AUTO_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const;

type AutoEvent = `pull_request.${(typeof AUTO_ACTIONS)[number] | 'closed'}`;

export async function onPullRequest(context: Context<AutoEvent>, deps: AppDeps): Promise<void> {
  const payload = readPayload(pullRequestPayloadSchema, context.payload, context.log, 'pull_request');
  if (payload === undefined) return;
  const pull = payload.pull_request;
  const log = context.log.child({ repo: `${payload.repository.owner.login}/${payload.repository.name}`, pr: pull.number, action: payload.action });
  // Whoever pushed (a bot's push moves the head too): a job still working on `before` must not post on it.
  if (payload.action === 'synchronize' && payload.before !== undefined) {
    await recordHeadMove(deps, log, { ...deliveryRepo(payload), pr: pull.number }, payload.before, payload.after ?? pull.head.sha);
  }
  if (isBot(payload.sender) || isBot(pull.user) || (pull.state !== 'open' && payload.action !== 'closed')) return;

  await enqueueIntake(deps, log, {
    event: 'pull-request',
    ...deliveryRepo(payload),
    pr: pull.number,
    action: payload.action,
    headSha: pull.head.sha,
    draft: pull.draft === true,
    author: pull.user.login,
    ...(payload.action === 'closed' ? { merged: pull.merged === true } : {}),
  }, context.id);
}

/**
 * A push's record is what lets a running job post without asking GitHub again (queue/head-moves.ts):
 * when Redis does not take it, the delivery fails with 503 like an intake that could not be queued,
 * so GitHub records it and it can be redelivered.
 */
async function recordHeadMove(deps: AppDeps, log: ScopedLogger, pull: PullRef, before: string, after: string): Promise<void> {
  if (deps.heads === undefined) return;
  try {
    await deps.heads.record(pull, before, after);
  } catch (error) {
    log.error({ before, after }, `push not recorded, answering 503 so GitHub records a failed delivery: ${explainRedisError(error)}`);
    throw new WebhookNotQueuedError('DyCoder could not record this push: its Redis is unavailable.');
  }
}
