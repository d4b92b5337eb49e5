/**
 * The Probot application function with its dependencies injected: tests and the production
 * entry (src/app.ts) build the same thing. Handlers only filter and queue an intake job.
 */
import type { ApplicationFunctionOptions, Probot } from 'probot';
import type { AppDeps } from './app-deps.js';
import { healthHandler } from './health.js';
import { onIssueComment } from './on-comment.js';
import { onPullRequest } from './on-pull-request.js';
import { onReviewComment } from './on-review-comment.js';

export function createApp(deps: AppDeps) {
  return (app: Probot, options: Partial<ApplicationFunctionOptions> = {}): void => {
    app.on('issue_comment.created', (context) => onIssueComment(context, deps));
    app.on('pull_request_review_comment.created', (context) => onReviewComment(context, deps));
    app.on(
      ['pull_request.opened', 'pull_request.synchronize', 'pull_request.reopened', 'pull_request.ready_for_review', 'pull_request.closed'],
      (context) => onPullRequest(context, deps),
    );
    // Installation events need no handling: tokens are per installation id, fetched on demand.
    try {
      options.addHandler?.(healthHandler(() => deps.intake.ping()));
    } catch {
      // probot.load() outside a server (tests, createProbot) has nowhere to mount routes.
      app.log.debug('no HTTP server: /healthz and /readyz not mounted');
    }
  };
}
