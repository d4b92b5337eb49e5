/**
 * Automatic mode: a pull request that is opened, pushed to, reopened or marked ready gets an
 * intake job; intake.ts reads `.github/dycoder.yml` (`auto`, `autoFor`, `autoOnDrafts`) and the
 * author's permission, and queues the implement job. A push or the closing also has the posted
 * suggestions judged (outcome-intake.ts). Other events on closed PRs and bots are dropped here.
 */
import type { Context } from 'probot';
import type { AppDeps } from './app-deps.js';
import { enqueueIntake } from './enqueue-intake.js';
import { deliveryRepo, isBot, readPayload, pullRequestPayloadSchema } from './payloads.js';

export const AUTO_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const;

type AutoEvent = `pull_request.${(typeof AUTO_ACTIONS)[number] | 'closed'}`;

export async function onPullRequest(context: Context<AutoEvent>, deps: AppDeps): Promise<void> {
  const payload = readPayload(pullRequestPayloadSchema, context.payload, context.log, 'pull_request');
  if (payload === undefined) return;
  const pull = payload.pull_request;
  if (isBot(payload.sender) || isBot(pull.user) || (pull.state !== 'open' && payload.action !== 'closed')) return;

  const log = context.log.child({ repo: `${payload.repository.owner.login}/${payload.repository.name}`, pr: pull.number, action: payload.action });
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
