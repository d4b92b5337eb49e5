/**
 * Suggestion outcomes in the intake step. A push to (or the closing of) a pull request judges
 * the suggestions DyCoder posted on it: only their files are read at the new head, each target's
 * body is found with its language's front end, and the judgement is stored (latest per target)
 * and counted. `/dycoder stats` renders the repository's last 30 days from the same store.
 */
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { DycoderMetrics } from '../adapters/metrics/metrics.js';
import type { RepositoryRef, StoredSuggestion, SuggestionStore } from '../adapters/redis/suggestion-store.js';
import { languageFor } from '../core/languages/index.js';
import type { ScopedLogger } from '../core/ports.js';
import { acceptanceTable, renderAcceptanceTable } from '../core/review/acceptance.js';
import { classifySuggestionOutcome, type PullRequestState, type TargetBody } from '../core/review/outcome.js';

export const STATS_DAYS = 30;

export interface OutcomeDeps {
  suggestions: SuggestionStore;
  metrics?: Pick<DycoderMetrics, 'suggestionOutcomes'>;
  now?: () => number;
}

export interface OutcomeEvent extends RepositoryRef {
  pr: number;
  headSha: string;
  state: PullRequestState;
}

/** The body of `qualname` in `source`, docstring excluded, as the file's language finds it; undefined when the file no longer defines it. */
export function targetBodyIn(source: string, file: string, qualname: string): TargetBody | undefined {
  return languageFor(file).bodyAt(source, file, qualname);
}

/** Judges every stored suggestion of the pull request; returns how many were judged. */
export async function judgeOutcomes(deps: OutcomeDeps, github: Pick<GitHubGateway, 'snapshot'>, event: OutcomeEvent, log: ScopedLogger): Promise<number> {
  const posted = await deps.suggestions.forPullRequest(event);
  if (posted.length === 0) return 0;
  // Only the suggestions' files, each read once; a file gone at the head leaves its targets "removed".
  const source = github.snapshot({ ref: event.headSha });
  const files = new Map<string, Promise<string | undefined>>();
  const read = (file: string): Promise<string | undefined> => {
    let text = files.get(file);
    if (text === undefined) files.set(file, (text = source.readFile(file)));
    return text;
  };
  const time = (deps.now ?? Date.now)();
  for (const s of posted) {
    const text = await read(s.file);
    const current = text === undefined ? undefined : targetBodyIn(text, s.file, s.qualname);
    const judgement = alreadyApplied(s) && event.state === 'closed' ? { outcome: s.outcome, similarity: s.similarity ?? 1, exact: false } : classifySuggestionOutcome(s, current, event.state);
    await deps.suggestions.recordOutcome(s, judgement, { time, sha: event.headSha });
    // Counted when a suggestion's outcome changes, so a push that changes nothing counts nothing.
    if (judgement.outcome !== s.outcome) deps.metrics?.suggestionOutcomes.inc({ outcome: judgement.outcome });
  }
  log.info({ judged: posted.length, headSha: event.headSha, state: event.state }, 'suggestion outcomes judged');
  return posted.length;
}

/** Closing a PR does not undo a suggestion that was committed before. */
function alreadyApplied(s: StoredSuggestion): s is StoredSuggestion & { outcome: 'applied' | 'applied-with-edits' } {
  return s.outcome === 'applied' || s.outcome === 'applied-with-edits';
}

/** The `/dycoder stats` reply: the repository's acceptance table over the last 30 days. */
export async function statsReply(deps: OutcomeDeps, repo: RepositoryRef): Promise<string> {
  const now = (deps.now ?? Date.now)();
  const posted = await deps.suggestions.since(repo, now - STATS_DAYS * 24 * 3600 * 1000);
  return renderAcceptanceTable(acceptanceTable(posted, now, STATS_DAYS), `${repo.owner}/${repo.repo}`);
}
