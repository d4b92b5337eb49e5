/**
 * The intake of a reply in a review thread that holds an instruction (`/dycoder shorter`,
 * `@dycoder raise KeyError when the user is missing`): when the thread is one of DyCoder's
 * suggestions (known from the suggestion store) and the user may write, one refine job for that
 * target on the PR's current head. Everything else is a reply and no job: the usual refusal for
 * users without write access, help when the thread is not DyCoder's, and in the thread itself
 * when the suggestion was applied already or was refined as often as the repository allows.
 */
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { SuggestionStore } from '../adapters/redis/suggestion-store.js';
import type { ScopedLogger } from '../core/ports.js';
import { REFINE_LIMITS } from '../queue/implement-job-schema.js';
import { alreadyAppliedReply, refineLimitReply } from '../jobs/refine-messages.js';
import type { BackgroundTasks } from './background.js';
import { replyLater, runnableCommand, usableConfig, type GateContext } from './command-gate.js';
import type { IntakeJob } from './intake-job.js';
import { helpReply, notOpenReply } from './messages.js';
import { readRepoConfig } from './read-config.js';
import { requestImplement, type RequestDeps } from './request-implement.js';

type ReviewCommentJob = Extract<IntakeJob, { event: 'review-comment' }>;

export interface RefineStep {
  deps: RequestDeps;
  github: GitHubGateway;
  log: ScopedLogger;
  /** Undefined: this deployment keeps no suggestion store, so no thread is known as DyCoder's. */
  suggestions?: SuggestionStore;
}

/** Outcomes after which the suggestion is in the code: refining it would suggest over committed code. */
const SETTLED = new Set(['applied', 'applied-with-edits', 'replaced', 'removed']);

export async function refineIntake(job: ReviewCommentJob, instruction: string, step: RefineStep): Promise<void> {
  const { github, log } = step;
  const background: BackgroundTasks = step.deps.background;
  const gate: GateContext = { background, log, github, pr: job.pr, login: job.login, comment: { kind: 'review-comment', id: job.commentId } };
  const pr = { installationId: job.installationId, owner: job.owner, repo: job.repo, pr: job.pr };
  const threadId = job.inReplyTo;
  const [auth, stored, config] = await Promise.all([
    github.permission(job.login),
    threadId === undefined || step.suggestions === undefined ? undefined : step.suggestions.byThread(pr, threadId),
    readRepoConfig(github),
  ]);
  // The usual refusal first: whether a thread is DyCoder's says nothing to whom may not ask.
  if (runnableCommand(gate, { kind: 'implement', targets: [] }, auth) === undefined) return;
  if (stored === undefined || threadId === undefined) {
    // Not a DyCoder suggestion's thread: an unknown subcommand, as anywhere else.
    replyLater(gate, helpReply(instruction.split(/\s+/)[0]?.slice(0, 40)));
    return;
  }
  const inThread = (body: string): void => background.run(log, 'reply in the thread', () => github.replyInThread(job.pr, threadId, body));
  if (!job.open) {
    inThread(notOpenReply());
    return;
  }
  if (stored.outcome !== undefined && SETTLED.has(stored.outcome)) {
    log.info({ outcome: stored.outcome }, 'refine asked for a suggestion already settled; replied, no job');
    inThread(alreadyAppliedReply(stored.file, stored.qualname, stored.outcome));
    return;
  }
  const repoConfig = usableConfig(gate, config);
  if (repoConfig === undefined || !config.ok) return;
  const counted = await step.suggestions!.countRefine({ ...pr, file: stored.file, qualname: stored.qualname }, job.headSha, repoConfig.maxRefinesPerTarget);
  if (!counted.allowed) {
    log.info({ refines: counted.count, max: repoConfig.maxRefinesPerTarget }, 'refine limit reached for this target and head; replied, no job');
    inThread(refineLimitReply(repoConfig.maxRefinesPerTarget));
    return;
  }
  await requestImplement(step.deps, {
    github,
    installationId: job.installationId,
    pr: job.pr,
    headSha: job.headSha,
    targets: [{ kind: 'name', name: stored.qualname, file: stored.file }],
    trigger: { kind: 'review-comment', commentId: job.commentId, login: job.login },
    config: repoConfig,
    comment: { kind: 'review-comment', id: job.commentId },
    log,
    ...(config.instructionsFile === undefined ? {} : { instructionsFile: config.instructionsFile }),
    refine: {
      threadId,
      file: stored.file,
      qualname: stored.qualname,
      startLine: stored.startLine,
      endLine: stored.endLine,
      previous: stored.suggestion.slice(0, REFINE_LIMITS.previousChars),
      instruction: instruction.slice(0, REFINE_LIMITS.instructionChars),
      refined: stored.refined ?? 0,
    },
  });
}
