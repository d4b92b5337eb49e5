/**
 * issue_comment.created on a pull request: `/dycoder implement [targets]` or `/dycoder help`.
 * Drops what is not for us (not a PR, bots, not a command) and queues an intake job; nothing
 * else happens here (GitHub waits for this handler). Authorization and the rest: intake.ts.
 */
import type { Context } from 'probot';
import type { AppDeps } from './app-deps.js';
import { parseCommand } from './command-parser.js';
import { enqueueIntake } from './enqueue-intake.js';
import { deliveryRepo, isBot, readPayload, issueCommentPayloadSchema } from './payloads.js';

export async function onIssueComment(context: Context<'issue_comment.created'>, deps: AppDeps): Promise<void> {
  const payload = readPayload(issueCommentPayloadSchema, context.payload, context.log, 'issue_comment');
  if (payload === undefined) return;
  if (payload.issue.pull_request === undefined) return;
  if (isBot(payload.sender) || isBot(payload.comment.user)) return;
  const command = parseCommand(payload.comment.body ?? '');
  if (command === undefined) return;

  const log = context.log.child({ repo: `${payload.repository.owner.login}/${payload.repository.name}`, pr: payload.issue.number, commentId: payload.comment.id });
  await enqueueIntake(deps, log, {
    event: 'issue-comment',
    ...deliveryRepo(payload),
    pr: payload.issue.number,
    commentId: payload.comment.id,
    login: payload.comment.user.login,
    command,
    ...(payload.repository.size === undefined ? {} : { repoSizeKb: payload.repository.size }),
  }, context.id);
}
