/**
 * issue_comment.created on a pull request: `/dycoder implement [targets]` or `/dycoder help`.
 * Authorize, parse, read the config, enqueue; nothing slow happens here (GitHub waits for us).
 */
import type { Context } from 'probot';
import { createGitHubGateway } from '../adapters/github/gateway.js';
import type { AppDeps } from './app-deps.js';
import { namedJobTargets, replyLater, runnableCommand, usableConfig, type GateContext } from './command-gate.js';
import { parseCommand } from './command-parser.js';
import { notOpenReply } from './messages.js';
import { isBot, issueCommentPayloadSchema } from './payloads.js';
import { readRepoConfig } from './read-config.js';
import { requestImplement } from './request-implement.js';

export async function onIssueComment(context: Context<'issue_comment.created'>, deps: AppDeps): Promise<void> {
  const parsed = issueCommentPayloadSchema.safeParse(context.payload);
  if (!parsed.success) {
    context.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'ignoring issue_comment payload without the fields DyCoder needs');
    return;
  }
  const payload = parsed.data;
  if (payload.issue.pull_request === undefined) return;
  if (isBot(payload.sender) || isBot(payload.comment.user)) return;
  const command = parseCommand(payload.comment.body ?? '');
  if (command === undefined) return;

  const repo = { owner: payload.repository.owner.login, repo: payload.repository.name };
  const pr = payload.issue.number;
  const log = context.log.child({ repo: `${repo.owner}/${repo.repo}`, pr, commentId: payload.comment.id });
  const github = createGitHubGateway({ octokit: context.octokit, repo, logger: log });
  const login = payload.comment.user.login;

  // Three independent reads in parallel: GitHub waits for this handler, and each call is a round trip.
  const needsJob = command.kind === 'implement';
  const [auth, config, pull] = await Promise.all([
    github.permission(login),
    needsJob ? readRepoConfig(github) : undefined,
    needsJob ? github.pullRequest(pr) : undefined,
  ]);
  const gate: GateContext = { deps, log, github, pr, login };
  const runnable = runnableCommand(gate, command, auth);
  if (runnable === undefined || pull === undefined) return;
  const repoConfig = usableConfig(gate, config);
  if (repoConfig === undefined) return;
  // The comment payload has no head SHA; the pull request itself is the source of truth.
  if (!pull.open) {
    replyLater(gate, notOpenReply());
    return;
  }
  await requestImplement(deps, {
    github,
    installationId: payload.installation.id,
    pr,
    headSha: pull.headSha,
    targets: namedJobTargets(runnable.targets),
    trigger: { kind: 'comment', commentId: payload.comment.id, login },
    config: repoConfig,
    comment: { kind: 'issue-comment', id: payload.comment.id },
    log,
  });
}
