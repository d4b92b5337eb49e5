/**
 * pull_request_review_comment.created with `/dycoder implement` on a line: the function enclosing
 * that line of the head file. Named targets in the comment win over the line.
 */
import type { Context } from 'probot';
import { createGitHubGateway } from '../adapters/github/gateway.js';
import type { JobTarget } from '../queue/implement-queue.js';
import type { AppDeps } from './app-deps.js';
import { namedJobTargets, replyLater, runnableCommand, usableConfig, type GateContext } from './command-gate.js';
import { parseCommand } from './command-parser.js';
import { notOpenReply } from './messages.js';
import { isBot, reviewCommentPayloadSchema } from './payloads.js';
import { readRepoConfig } from './read-config.js';
import { requestImplement } from './request-implement.js';

export const LEFT_SIDE_REPLY =
  'DyCoder implements functions in the new version of the file: put `/dycoder implement` on a line of the right-hand (new) side of the diff.';

export async function onReviewComment(context: Context<'pull_request_review_comment.created'>, deps: AppDeps): Promise<void> {
  const parsed = reviewCommentPayloadSchema.safeParse(context.payload);
  if (!parsed.success) {
    context.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'ignoring review comment payload without the fields DyCoder needs');
    return;
  }
  const payload = parsed.data;
  if (isBot(payload.sender) || isBot(payload.comment.user)) return;
  const command = parseCommand(payload.comment.body ?? '');
  if (command === undefined) return;

  const repo = { owner: payload.repository.owner.login, repo: payload.repository.name };
  const pr = payload.pull_request.number;
  const log = context.log.child({ repo: `${repo.owner}/${repo.repo}`, pr, commentId: payload.comment.id });
  const github = createGitHubGateway({ octokit: context.octokit, repo, logger: log });
  const login = payload.comment.user.login;

  const [auth, config] = await Promise.all([
    github.permission(login),
    command.kind === 'implement' ? readRepoConfig(github) : undefined,
  ]);
  const gate: GateContext = { deps, log, github, pr, login };
  const runnable = runnableCommand(gate, command, auth);
  if (runnable === undefined) return;
  if (payload.pull_request.state !== 'open') {
    replyLater(gate, notOpenReply());
    return;
  }

  let targets: JobTarget[];
  if (runnable.targets.length > 0) {
    targets = namedJobTargets(runnable.targets);
  } else {
    const line = payload.comment.line ?? undefined;
    if (payload.comment.side === 'LEFT' || line === undefined) {
      replyLater(gate, LEFT_SIDE_REPLY);
      return;
    }
    targets = [{ kind: 'line', file: payload.comment.path, line }];
  }

  const repoConfig = usableConfig(gate, config);
  if (repoConfig === undefined) return;
  await requestImplement(deps, {
    github,
    installationId: payload.installation.id,
    pr,
    headSha: payload.pull_request.head.sha,
    targets,
    trigger: { kind: 'review-comment', commentId: payload.comment.id, login },
    config: repoConfig,
    comment: { kind: 'review-comment', id: payload.comment.id },
    log,
  });
}
