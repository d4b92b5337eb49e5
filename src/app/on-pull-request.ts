/**
 * Automatic mode: when `.github/dycoder.yml` on the default branch says `auto: true`, a pull
 * request that is opened, pushed to, reopened or marked ready gets a job for the stubs it adds.
 * Drafts wait unless `autoOnDrafts`. No reaction (there is no command); the check run is the feedback.
 */
import type { Context } from 'probot';
import { invalidConfigComment } from '../config/repo-config.js';
import { createGitHubGateway } from '../adapters/github/gateway.js';
import type { AppDeps } from './app-deps.js';
import { isBot, pullRequestPayloadSchema } from './payloads.js';
import { readRepoConfig } from './read-config.js';
import { requestImplement } from './request-implement.js';

export const AUTO_ACTIONS = ['opened', 'synchronize', 'reopened', 'ready_for_review'] as const;

type AutoEvent = `pull_request.${(typeof AUTO_ACTIONS)[number]}`;

export async function onPullRequest(context: Context<AutoEvent>, deps: AppDeps): Promise<void> {
  const parsed = pullRequestPayloadSchema.safeParse(context.payload);
  if (!parsed.success) {
    context.log.warn({ issues: parsed.error.issues.slice(0, 3) }, 'ignoring pull_request payload without the fields DyCoder needs');
    return;
  }
  const payload = parsed.data;
  if (isBot(payload.sender)) return;
  const pull = payload.pull_request;
  if (pull.state !== 'open') return;

  const repo = { owner: payload.repository.owner.login, repo: payload.repository.name };
  const log = context.log.child({ repo: `${repo.owner}/${repo.repo}`, pr: pull.number, action: payload.action });

  const github = createGitHubGateway({ octokit: context.octokit, repo, logger: log });
  const config = await readRepoConfig(github);
  if (!config.ok) {
    // Said once per pull request (when opened), not on every push.
    log.warn({ field: config.field }, 'invalid .github/dycoder.yml; automatic mode skipped');
    if (payload.action === 'opened') deps.background.run(log, 'reply', () => github.comment(pull.number, invalidConfigComment(config.field, config.message)));
    return;
  }
  if (!config.config.auto) return;
  if (pull.draft === true && !config.config.autoOnDrafts) {
    log.debug({}, 'draft pull request; automatic mode waits for ready_for_review');
    return;
  }
  await requestImplement(deps, {
    github,
    installationId: payload.installation.id,
    pr: pull.number,
    headSha: pull.head.sha,
    targets: [],
    trigger: { kind: 'auto', action: payload.action },
    config: config.config,
    log,
  });
}
