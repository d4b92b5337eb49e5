/**
 * After a review is posted: which of its inline comments holds which suggestion, recorded in the
 * suggestion store, so that a reply in a suggestion's thread can be traced back to its target
 * (src/app/refine-intake.ts). One GitHub request per posted review; a failure costs the thread's
 * refinements, never the review, so it is logged and swallowed.
 */
import type { GitHubGateway } from '../adapters/github/gateway.js';
import type { SuggestionStore } from '../adapters/redis/suggestion-store.js';
import type { Logger, SuggestedImplementation } from '../core/ports.js';

export interface LinkThreadsInput {
  github: Pick<GitHubGateway, 'reviewComments'>;
  store: SuggestionStore;
  where: { installationId: number; owner: string; repo: string; pr: number };
  reviewId: number;
  suggestions: readonly SuggestedImplementation[];
  log: Logger;
}

export async function linkThreads(input: LinkThreadsInput): Promise<number> {
  try {
    const comments = await input.github.reviewComments(input.where.pr, input.reviewId);
    let linked = 0;
    for (const s of input.suggestions) {
      // A suggestion's comment ends on the stub's last body line (its first for a one-line body).
      const comment = comments.find((c) => c.path === s.file && c.line === Math.max(s.bodyRange.start, s.bodyRange.end));
      if (comment === undefined) continue;
      await input.store.linkThread({ ...input.where, file: s.file, qualname: s.qualname }, comment.id);
      linked += 1;
    }
    return linked;
  } catch (error) {
    input.log.warn({ err: error }, "could not link the review's comments to its suggestions; refinement in their threads is off for them");
    return 0;
  }
}
