/**
 * Publishes an ImplementationReview as one PR review (event COMMENT, on the job's head SHA).
 * Idempotent through the hidden marker, before the first POST and before every retry: GitHub
 * may store a review and still answer 5xx, so a POST is never repeated blindly (the SDK's own
 * retry is switched off for it). Re-checks each stub's lines before suggesting over them;
 * if GitHub rejects the inline comments (422), posts once more with every suggestion in the body.
 */
import { z } from 'zod';
import type { ImplementationReview, Logger, PublishResult, ReviewPublisher, SkippedTarget, SuggestedImplementation } from '../../core/ports.js';
import { silentLogger } from '../../core/ports.js';
import { hasMarker, suggestionMarker } from '../../core/review/markdown.js';
import { renderReview, type RenderedReview } from '../../core/review/render-review.js';
import { GitHubNotFoundError, GitHubTransientError, GitHubValidationError } from './errors.js';
import { requestAllPages, requestJson, withTypedErrors, type GitHubRequester } from './octokit.js';
import { diffByPath, listPullFiles, type PullFileDiff } from './pull-files.js';
import { capText, COMMENT_BODY_LIMIT } from './text-limits.js';

export interface GitHubReviewPublisherOptions {
  octokit: GitHubRequester;
  owner: string;
  repo: string;
  pull: number;
  headSha: string;
  /** Text of a file as the suggestion will meet it (e.g. a RepoSource at the PR head). */
  readFileAtHead: (path: string) => Promise<string | undefined>;
  /** The PR's files when the caller already has them; fetched otherwise. */
  files?: PullFileDiff[];
  logger?: Logger;
  /** POSTs after a 5xx or network error, each preceded by a look for the marker (default 2). */
  postRetries?: number;
  /** Wait before retry n is n × this (default 1000 ms): GitHub may still be storing the review. */
  retryDelayMs?: number;
  /**
   * Asked beside the look for an earlier review (one round trip for both): a reason not to post
   * at all (e.g. the PR head moved), or undefined to go on.
   */
  precondition?: () => Promise<string | undefined>;
  /**
   * No other run can post on this head between `suggestedEarlier`'s listing and `publish` (the run
   * holds its pull request's turn, queue/head-runs.ts): publishing looks for its marker in that
   * listing instead of listing the reviews again (one request fewer). A failed listing is not reused.
   */
  reuseEarlierListing?: boolean;
}

export interface GitHubReviewPublisher extends ReviewPublisher {
  readonly stats: { requests: number };
  /** Lists DyCoder's earlier reviews now; tells whether one of them already suggested a target on this head. */
  suggestedEarlier(): Promise<(target: { file: string; qualname: string }) => boolean>;
}

const reviewSchema = z.object({
  id: z.number(),
  body: z.string().nullable().optional(),
  html_url: z.string().optional(),
  user: z.object({ type: z.string() }).nullable().optional(),
});

const CHANGED = 'The stub changed since DyCoder read it; run `/dycoder implement` again on the new head.';

/** Splits suggestions into those whose stub lines still read `originalBody` and those that changed. */
async function recheck(
  suggestions: SuggestedImplementation[],
  read: (path: string) => Promise<string | undefined>,
): Promise<{ keep: SuggestedImplementation[]; changed: SkippedTarget[] }> {
  const keep: SuggestedImplementation[] = [];
  const changed: SkippedTarget[] = [];
  const texts = new Map<string, Promise<string | undefined>>();
  for (const s of suggestions) {
    if (!texts.has(s.file)) texts.set(s.file, read(s.file));
    const text = await texts.get(s.file);
    const lines = text?.replace(/\r\n/g, '\n').split('\n');
    const current = lines?.slice(s.bodyRange.start - 1, s.bodyRange.end).join('\n');
    if (current !== undefined && current === s.originalBody.replace(/\r\n/g, '\n')) keep.push(s);
    else changed.push({ file: s.file, qualname: s.qualname, reason: CHANGED });
  }
  return { keep, changed };
}

/**
 * The review as GitHub will take it: a suggestion whose comment would pass GitHub's comment limit
 * goes to the body on its own (GitHub would refuse the whole review, and with it every other
 * suggestion's inline place); the body's own length is rendering's business (render-review.ts).
 */
function withinLimits(review: ImplementationReview, diffs: ReturnType<typeof diffByPath>, log: Logger): RenderedReview {
  const rendered = renderReview(review, diffs);
  const tooLong = new Set(rendered.inline.filter((_, i) => (rendered.comments[i]?.body.length ?? 0) > COMMENT_BODY_LIMIT));
  if (tooLong.size === 0) return rendered;
  log.warn({ suggestions: [...tooLong] }, 'suggestions too long for a review comment; shown in the review body instead');
  return renderReview(review, diffs, { notInline: tooLong });
}

export function createGitHubReviewPublisher(opts: GitHubReviewPublisherOptions): GitHubReviewPublisher {
  const { owner, repo, pull, headSha } = opts;
  const octokit = withTypedErrors(opts.octokit);
  const log = opts.logger ?? silentLogger;
  const stats = { requests: 0 };
  const count = (): void => void (stats.requests += 1);

  // Only a bot's review counts: a person quoting a marker must not silence DyCoder.
  const botReviews = async () =>
    (await requestAllPages(octokit, 'GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', { owner, repo, pull_number: pull }, reviewSchema, { onRequest: count })).filter(
      (r) => (r.user?.type ?? 'Bot') === 'Bot',
    );
  const earlierReview = async (marker: string) => (await botReviews()).find((r) => hasMarker(r.body, marker));
  /** `suggestedEarlier`'s listing, when it may stand in for publishing's own (reuseEarlierListing). */
  let listed: Promise<Array<z.infer<typeof reviewSchema>>> | undefined;

  const postOnce = async (rendered: RenderedReview) => {
    count();
    // `request.retries: 0`: Octokit's retry plugin would repeat the POST without looking first.
    const params = { owner, repo, pull_number: pull, commit_id: headSha, event: 'COMMENT', body: capText(rendered.body, COMMENT_BODY_LIMIT), comments: rendered.comments, request: { retries: 0 } };
    return (await requestJson(octokit, 'POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', params, reviewSchema)).data;
  };

  /** POSTs; after a 5xx or a network error, looks for the marker before trying again. */
  const post = async (rendered: RenderedReview, marker: string) => {
    const retries = opts.postRetries ?? 2;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await postOnce(rendered);
      } catch (err) {
        if (!(err instanceof GitHubTransientError) || attempt >= retries) throw err;
        log.warn({ pull, status: err.status, attempt: attempt + 1 }, 'review POST failed; looking for the review before trying again');
        await new Promise((r) => setTimeout(r, (attempt + 1) * (opts.retryDelayMs ?? 1000)));
        const stored = await earlierReview(marker);
        if (stored) return stored;
      }
    }
  };

  return {
    stats,
    async suggestedEarlier() {
      const listing = botReviews();
      if (opts.reuseEarlierListing === true) {
        listed = listing;
        listing.catch(() => (listed = undefined));
      }
      const reviews = await listing;
      return (target) => reviews.some((r) => hasMarker(r.body, suggestionMarker(headSha, target)));
    },
    async publish(review: ImplementationReview): Promise<PublishResult> {
      const known = await listed?.catch(() => undefined);
      const looking = known === undefined ? earlierReview(review.marker) : Promise.resolve(known.find((r) => hasMarker(r.body, review.marker)));
      const asking = opts.precondition?.();
      looking.catch(() => undefined);
      asking?.catch(() => undefined);
      const prepare = async () => {
        const { keep, changed } = await recheck(review.suggestions, opts.readFileAtHead);
        // A review without suggestions would carry the marker and silence a rerun on this head.
        if (keep.length === 0) return { keep };
        const checked: ImplementationReview = { ...review, suggestions: keep, skipped: [...review.skipped, ...changed] };
        const files = opts.files ?? (await listPullFiles({ octokit, owner, repo, pull, onRequest: count }));
        const diffs = diffByPath(files);
        return { keep, checked, diffs, rendered: withinLimits(checked, diffs, log) };
      };
      // With the PR's files in hand (the job's reads are cached), the review is checked and rendered
      // while GitHub answers both lookups: one round trip, not one plus the work. Without them
      // nothing is read before the lookups say there is something to post.
      const early = opts.files === undefined ? undefined : prepare();
      early?.catch(() => undefined);
      const [earlier, refused] = await Promise.all([looking, asking]);
      if (refused !== undefined) return { posted: false, reason: refused };
      if (earlier) {
        log.info({ pull, reviewId: earlier.id }, 'review already posted for this head and targets');
        return { posted: false, reviewId: earlier.id, ...(earlier.html_url ? { url: earlier.html_url } : {}), reason: 'already posted for this head' };
      }

      const ready = await (early ?? prepare());
      if (ready.checked === undefined) return { posted: false, reason: review.suggestions.length === 0 ? 'no suggestion' : 'the stubs changed since DyCoder read them' };
      const { checked, diffs, rendered } = ready;
      try {
        const posted = await post(rendered, review.marker);
        return { posted: true, reviewId: posted.id, ...(posted.html_url ? { url: posted.html_url } : {}) };
      } catch (err) {
        if (!(err instanceof GitHubValidationError) || rendered.comments.length === 0) throw err;
        // Our view of the diff disagreed with GitHub's; the work is still worth showing.
        log.warn({ pull, comments: rendered.comments.length }, 'GitHub rejected inline suggestions; posting them in the review body');
        const fallback = renderReview(checked, diffs, { inline: false, notes: ['GitHub did not accept these suggestions as inline comments, so they are shown as diffs.'] });
        const posted = await post(fallback, review.marker);
        return { posted: true, reviewId: posted.id, ...(posted.html_url ? { url: posted.html_url } : {}) };
      }
    },
  };
}

/** A `readFileAtHead` over the contents API (one request per file), for callers without a RepoSource. */
export function contentsReader(client: GitHubRequester, owner: string, repo: string, ref: string): (path: string) => Promise<string | undefined> {
  const octokit = withTypedErrors(client);
  return async (path) => {
    try {
      const { data } = await requestJson(octokit, 'GET /repos/{owner}/{repo}/contents/{path}', { owner, repo, path, ref }, z.object({ content: z.string(), encoding: z.literal('base64') }));
      return Buffer.from(data.content, 'base64').toString('utf8');
    } catch (err) {
      if (err instanceof GitHubNotFoundError) return undefined;
      throw err;
    }
  };
}
