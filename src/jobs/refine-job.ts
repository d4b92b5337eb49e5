/**
 * A refine job: one target, asked in the review thread of a DyCoder suggestion, on the PR's
 * current head. The same retrieval as an implement job (the job's snapshot reads blobs through
 * the same cache, by SHA), the same prompt with the previous suggestion and the user's
 * instruction as guidance (core/generate/guidance.ts), the same checks and the same per-job token
 * budget; the answer is a reply in the thread:
 *   - a new ```suggestion, when the stub's body is still on the lines the thread's suggestion covers;
 *   - the refined code to apply by hand, when the stub moved (a suggestion there would land wrong);
 *   - a polite explanation, when the function is no longer a stub or no valid answer came.
 * The refined suggestion replaces the earlier one for its target in the suggestion store.
 */
import type { ValidationCache } from '../core/generate/validation-cache.js';
import { createHash } from 'node:crypto';
import { prepareJobReads, jobReadBudget } from '../adapters/github/job-reads.js';
import { guidanceFor } from '../core/generate/guidance.js';
import { modelWasDown, withModelHealth } from '../pipeline/model-health.js';
import { withCallDeadline } from '../pipeline/model-deadline.js';
import { implementStubs } from '../pipeline/implement-stubs.js';
import { withTokenBudget } from '../pipeline/token-budget.js';
import { ModelUnavailableError } from '../queue/errors.js';
import { headGuard } from '../queue/head-guard.js';
import type { RefineRequest } from '../queue/implement-job-schema.js';
import type { GitHubPipelineDeps, PipelineOutcome, PipelineRun } from '../queue/job-types.js';
import { code } from '../core/review/markdown.js';
import { codeMovedReply, noRefinementReply, refinedReply, stubGoneReply } from './refine-messages.js';

export async function runRefine(deps: GitHubPipelineDeps, run: PipelineRun, refine: RefineRequest, validationCache?: ValidationCache): Promise<PipelineOutcome> {
  const { job, github, log, progress, deadline } = run;
  const source = github.snapshot({
    ref: job.headSha,
    ...(deps.blobCache === undefined ? {} : { blobCache: deps.blobCache }),
    ...(deps.lru === undefined ? {} : { lru: deps.lru }),
  });
  const configured = deps.modelFor(job.config);
  const bounded = configured === undefined || deadline === undefined ? configured : withCallDeadline(configured, () => deadline.forModel());
  const watched = bounded === undefined ? undefined : withModelHealth(withTokenBudget(bounded, job.config.maxTokensPerJob));
  // The head read leaves with the model's call once the reads are done; with the pushes the app's webhooks recorded
  // (run.heads) the reply waits for no GitHub read (queue/head-guard.ts), as an implement job's review.
  const headCheck = headGuard(run, watched?.model, log);
  const reads = await prepareJobReads(1, {
    github, source, ref: job.headSha, repo: github.repo, mode: deps.readMode ?? 'auto', logger: log, targetFiles: [refine.file],
    ...(deps.limits === undefined ? {} : { limits: deps.limits }),
  });
  await progress('Retrieving context and refining the suggestion.');
  const maintainers = guidanceFor(job.config, job.instructionsFile, refine.file);
  const review = await implementStubs({
    source,
    ...(headCheck.model === undefined ? {} : { model: headCheck.model }),
    retrieve: deps.retrieve,
    selection: { kind: 'names', names: [{ qualname: refine.qualname, file: refine.file }] },
    headSha: job.headSha,
    budgetTokens: job.config.budgetTokens,
    maxHops: job.config.maxHops,
    maxTargets: 1,
    language: job.config.language,
    concurrency: 1,
    logger: log,
    guidance: () => ({ ...maintainers, refine: { previous: refine.previous, instruction: refine.instruction } }),
    // The walk is done: a hedged archive still downloading has lost, and the head read may leave with the model call.
    onRetrieved: () => {
      reads.blobsDone();
      headCheck.readsDone();
    },
    ...(validationCache === undefined ? {} : { validationCache }),
    ...(deps.parseCache === undefined ? {} : { parseCache: deps.parseCache.forInstallation(job.installationId) }),
    prepareReads: (targets) => Promise.resolve({ budget: { remaining: jobReadBudget(targets.length, reads.stats.sourceFiles).jobBudget }, summary: reads.stats.reason }),
  });
  const suggestion = review.suggestions[0];
  if (suggestion === undefined && watched !== undefined && modelWasDown(watched.health)) {
    throw new ModelUnavailableError(watched.health.firstFailure ?? 'The model did not answer.', watched.health.timeouts === watched.health.transientFailures);
  }
  deadline?.check('publishing');
  // Still the head? A push while the job ran makes its lines someone else's business.
  const movedTo = await headCheck.movedTo();
  if (movedTo !== undefined) return { posted: false, suggestions: 0, summary: 'A newer commit was pushed while DyCoder worked; nothing was posted.', staleHead: movedTo };

  const usage = `${review.usage.promptTokens + review.usage.completionTokens} tokens; model ${code(review.model)}`;
  const reply = async (body: string, marker?: string): Promise<void> => {
    await github.replyInThread(job.pr, refine.threadId, body, marker);
    headCheck.confirmAfterWriting('reply');
  };
  if (suggestion === undefined) {
    // No target selected: the function is not a stub at this head (implemented or removed).
    const gone = review.targets.length === 0;
    const reason = review.skipped[0]?.reason ?? 'no valid answer came back.';
    await reply(gone ? stubGoneReply(refine.file, refine.qualname, job.headSha) : noRefinementReply(refine.file, refine.qualname, reason));
    log.info({ gone }, 'refine: no new suggestion; explained in the thread');
    return { posted: false, suggestions: 0, summary: gone ? 'The function is no longer a stub; nothing to refine.' : `No refined suggestion (${usage}).` };
  }
  const sameLines = suggestion.bodyRange.start === refine.startLine && suggestion.bodyRange.end === refine.endLine;
  if (!sameLines) {
    await reply(codeMovedReply(refine.file, refine.qualname, job.headSha, suggestion.newBody));
    log.info({ was: [refine.startLine, refine.endLine], now: [suggestion.bodyRange.start, suggestion.bodyRange.end] }, 'refine: the stub moved; code given to apply by hand');
    return { posted: false, suggestions: 0, summary: `The stub moved since the suggestion was posted; the refined code is in the thread (${usage}).` };
  }
  const refined = refine.refined + 1;
  const marker = `dycoder-refine:${createHash('sha256').update(`${job.headSha}\n${refine.threadId}\n${refined}`).digest('hex').slice(0, 16)}`;
  await reply(refinedReply(refine.qualname, suggestion.newBody, refined, marker), marker);
  if (deps.suggestions !== undefined) {
    const where = { installationId: job.installationId, owner: github.repo.owner, repo: github.repo.repo, pr: job.pr };
    // The refined suggestion replaces the earlier one for its target; the thread stays linked.
    await deps.suggestions
      .record({ ...where, headSha: job.headSha, postedAt: Date.now(), file: suggestion.file, qualname: suggestion.qualname, startLine: suggestion.bodyRange.start, endLine: suggestion.bodyRange.end, suggestion: suggestion.newBody, stub: suggestion.originalBody, commentId: refine.threadId, refined })
      .then(() => deps.suggestions!.linkThread({ ...where, file: suggestion.file, qualname: suggestion.qualname }, refine.threadId))
      .catch((error: unknown) => log.warn({ err: error }, 'could not record the refined suggestion'));
  }
  log.info({ refined, filesRead: review.filesRead }, 'refined suggestion posted in its thread');
  return { posted: true, suggestions: 1, summary: `Refined suggestion ${refined} for ${refine.qualname} posted in its thread (${usage}).` };
}
