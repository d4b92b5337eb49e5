/**
 * pull_request_review_comment.created with `/dycoder implement` on a line: the function enclosing
 * that line of the head file. Named targets in the comment win over the line.
 */
import type { Context } from 'probot';
import { invalidConfigComment } from '../config/repo-config.js';
import type { JobTarget } from '../queue/implement-queue.js';
import type { AppDeps } from './app-deps.js';
import { authorize } from './authorize.js';
import { parseCommand } from './command-parser.js';
import { postComment } from './github-feedback.js';
import { helpReply, invalidCommandReply, notOpenReply, unauthorizedReply } from './messages.js';
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
  const octokit = context.octokit;
  const login = payload.comment.user.login;

  const [auth, config] = await Promise.all([
    authorize(octokit, repo, login),
    command.kind === 'implement' ? readRepoConfig(context) : undefined,
  ]);
  if (!auth.allowed) {
    log.info({ login, role: auth.role }, 'command from a user without write access; replied, no job');
    deps.background.run(log, 'reply', () => postComment(octokit, repo, pr, unauthorizedReply(login)));
    return;
  }
  if (command.kind === 'help') {
    deps.background.run(log, 'reply', () => postComment(octokit, repo, pr, helpReply(command.unknown)));
    return;
  }
  if (command.kind === 'invalid') {
    deps.background.run(log, 'reply', () => postComment(octokit, repo, pr, invalidCommandReply(command.message)));
    return;
  }
  if (payload.pull_request.state !== 'open') {
    deps.background.run(log, 'reply', () => postComment(octokit, repo, pr, notOpenReply()));
    return;
  }

  let targets: JobTarget[];
  if (command.targets.length > 0) {
    targets = command.targets.map((t) => ({ kind: 'name', name: t.name, ...(t.file === undefined ? {} : { file: t.file }) }));
  } else {
    const line = payload.comment.line ?? undefined;
    if (payload.comment.side === 'LEFT' || line === undefined) {
      deps.background.run(log, 'reply', () => postComment(octokit, repo, pr, LEFT_SIDE_REPLY));
      return;
    }
    targets = [{ kind: 'line', file: payload.comment.path, line }];
  }

  if (config === undefined) return;
  if (!config.ok) {
    log.info({ field: config.field }, 'invalid .github/dycoder.yml; commented, no job');
    deps.background.run(log, 'reply', () => postComment(octokit, repo, pr, invalidConfigComment(config.field, config.message)));
    return;
  }
  await requestImplement(deps, {
    octokit,
    repo,
    installationId: payload.installation.id,
    pr,
    headSha: payload.pull_request.head.sha,
    targets,
    trigger: { kind: 'review-comment', commentId: payload.comment.id, login },
    config: config.config,
    comment: { kind: 'review-comment', id: payload.comment.id },
    log,
  });
}
