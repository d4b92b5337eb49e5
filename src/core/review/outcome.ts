/**
 * What became of a posted suggestion, judged from the target function's body at a later head of
 * the pull request: applied as-is (exactly, or changed only by a formatter), applied with edits,
 * replaced by something else, stub still there, removed, or the PR closed without it. Pure: the
 * caller reads the file at the new head (a file the PR already touches) and passes its text.
 */
import type { TargetBody } from '../languages/language.js';
import { canonicalPythonTokens, tokenSimilarity } from './code-tokens.js';

export const SUGGESTION_OUTCOMES = ['applied', 'applied-with-edits', 'replaced', 'stub-remains', 'removed', 'closed-without'] as const;
export type SuggestionOutcome = (typeof SUGGESTION_OUTCOMES)[number];

/**
 * Token similarity (0..1) from which a body that is not the suggestion still counts as the
 * suggestion edited. Independent implementations of the same small function share the names
 * the signature gives them; about two thirds in common, in order, is more than that.
 */
export const EDITED_SIMILARITY = 0.6;

export interface PostedSuggestionText {
  /** The ```suggestion block's lines: the new body, indented as in the file, docstring excluded. */
  suggestion: string;
  /** The stub's body lines the suggestion replaced (docstring excluded). */
  stub: string;
}

/** The target's body at the new head, docstring excluded; `isStub` as our stub detector sees it. */
export type { TargetBody } from '../languages/language.js';

export type PullRequestState = 'open' | 'merged' | 'closed';

export interface OutcomeJudgement {
  outcome: SuggestionOutcome;
  /** Similarity of the current body to the suggestion, 0..1 (1 for as-is, also when reformatted). */
  similarity: number;
  /** applied: byte-for-byte the suggested lines (GitHub's "commit suggestion"), not only equivalent. */
  exact: boolean;
}

/** Lines without trailing blanks or the common indentation, blank lines at either end dropped. */
export function normalizeBody(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map((l) => l.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const indents = lines.filter((l) => l !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length === 0 ? 0 : Math.min(...indents);
  return lines.map((l) => l.slice(cut)).join('\n');
}

export function classifySuggestionOutcome(posted: PostedSuggestionText, current: TargetBody | undefined, state: PullRequestState = 'open'): OutcomeJudgement {
  const closedUnmerged = state === 'closed';
  if (current === undefined) return { outcome: closedUnmerged ? 'closed-without' : 'removed', similarity: 0, exact: false };
  const body = normalizeBody(current.body);
  if (body === normalizeBody(posted.suggestion)) return { outcome: 'applied', similarity: 1, exact: true };
  const suggested = canonicalPythonTokens(normalizeBody(posted.suggestion));
  const now = canonicalPythonTokens(body);
  const similarity = tokenSimilarity(suggested, now);
  if (similarity === 1) return { outcome: 'applied', similarity, exact: false };
  const stillStub = current.isStub || body === normalizeBody(posted.stub);
  if (stillStub) return { outcome: closedUnmerged ? 'closed-without' : 'stub-remains', similarity, exact: false };
  if (similarity >= EDITED_SIMILARITY) return { outcome: 'applied-with-edits', similarity, exact: false };
  return { outcome: 'replaced', similarity, exact: false };
}
