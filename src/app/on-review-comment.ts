/**
 * pull_request_review_comment.created with `/dycoder implement` on a line: the function enclosing
 * that line of the head file (decided in intake.ts); a reply in a DyCoder suggestion's thread
 * with an instruction refines that suggestion (refine-intake.ts). Here: filter and queue an intake job only.
 */
import type { Context } from 'probot';
import type { AppDeps } from './app-deps.js';
import { parseCommand } from './command-parser.js';
import { enqueueIntake } from './enqueue-intake.js';
import { deliveryRepo, isBot, readPayload, reviewCommentPayloadSchema } from './payloads.js';

export async function onReviewComment(context: Context<'pull_request_review_comment.created'>, deps: AppDeps): Promise<void> {
  const payload = readPayload(reviewCommentPayloadSchema, context.payload, context.log, 'review comment');
  if (payload === undefined) return;
  if (isBot(payload.sender) || isBot(payload.comment.user)) return;
  const inReplyTo = payload.comment.in_reply_to_id ?? undefined;
  // In a thread an instruction may follow `/dycoder` (refining DyCoder's suggestion there; intake checks it is one).
  const command = parseCommand(payload.comment.body ?? '', { thread: inReplyTo !== undefined });
  if (command === undefined) return;

  const { comment, pull_request: pull } = payload;
  const log = context.log.child({ repo: `${payload.repository.owner.login}/${payload.repository.name}`, pr: pull.number, commentId: comment.id });
  await enqueueIntake(deps, log, {
    event: 'review-comment',
    ...deliveryRepo(payload),
    pr: pull.number,
    commentId: comment.id,
    login: comment.user.login,
    command,
    headSha: pull.head.sha,
    open: pull.state === 'open',
    path: comment.path,
    ...(comment.line === null || comment.line === undefined ? {} : { line: comment.line }),
    ...(comment.side === null || comment.side === undefined ? {} : { side: comment.side }),
    ...(inReplyTo === undefined ? {} : { inReplyTo }),
  }, context.id);
}
