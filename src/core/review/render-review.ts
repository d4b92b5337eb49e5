/**
 * ImplementationReview → one GitHub review: a ```suggestion comment per stub whose body lines
 * lie in the PR diff (replacing exactly those lines on the RIGHT side), a non-committable
 * ```diff in the review body for stubs outside the diff, and a summary with the graphs.
 */
import type { ImplementationReview, SkippedTarget, SuggestedImplementation } from '../ports.js';
import { isCommentableRange, type PatchLines } from './diff-hunks.js';
import { code, codeCell, fenced, formatMs, markerComment, oneLine, suggestionMarker } from './markdown.js';
import { sanitizeUserText } from './user-text.js';
import { instructionsUsedRow } from './instructions-used.js';
import { planImports, type ImportPlan } from './import-suggestions.js';

export interface ReviewCommentDraft {
  path: string;
  body: string;
  line: number;
  side: 'RIGHT';
  start_line?: number;
  start_side?: 'RIGHT';
}

export interface RenderedReview {
  body: string;
  comments: ReviewCommentDraft[];
  /** `file:qualname` of suggestions posted inline and of those put in the body as diffs. */
  inline: string[];
  outside: string[];
}

export interface RenderOptions {
  /** false: every suggestion goes to the body (used when GitHub rejects the inline comments). */
  inline?: boolean;
  /** Extra lines for the top of the body (e.g. why inline comments were dropped). */
  notes?: string[];
  /** `file:qualname` of suggestions to put in the body even where they could go inline (e.g. too long for a comment). */
  notInline?: ReadonlySet<string>;
}

/** GitHub rejects review bodies over 65,536 characters; leave headroom. */
const BODY_LIMIT = 60_000;

const key = (s: { file: string; qualname: string }): string => `${s.file}:${s.qualname}`;
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

function suggestionComment(s: SuggestedImplementation, plan: ImportPlan): ReviewCommentDraft {
  const notes = s.notes.map((n) => `> ${sanitizeUserText(n, 500)}`);
  const importNotes = plan.notes.get(key(s)) ?? [];
  const newBody = plan.bodies.get(key(s)) ?? s.newBody;
  const body = [`**DyCoder** · implementation of ${code(s.qualname)}`, '', fenced('suggestion', newBody), ...(notes.length ? ['', ...notes] : []), ...(importNotes.length ? ['', ...importNotes] : [])].join('\n');
  const { start, end } = s.bodyRange;
  return start === end
    ? { path: s.file, body, line: end, side: 'RIGHT' }
    : { path: s.file, body, start_line: start, line: end, side: 'RIGHT', start_side: 'RIGHT' };
}

function outsideDiff(s: SuggestedImplementation): string {
  const oldLines = s.originalBody === '' ? [] : s.originalBody.split('\n');
  const shown = s.bodyWithLocalImports ?? s.newBody;
  const newLines = shown === '' ? [] : shown.split('\n');
  const { start } = s.bodyRange;
  const patch = [
    `@@ -${start},${oldLines.length} +${start},${newLines.length} @@ ${s.qualname}`,
    ...oldLines.map((l) => `-${l}`),
    ...newLines.map((l) => `+${l}`),
  ].join('\n');
  const notes = s.notes.map((n) => `> ${sanitizeUserText(n, 500)}`);
  if (s.imports?.length && s.bodyWithLocalImports === undefined) {
    notes.push(`> Needs ${s.imports.map((i) => code(i.text)).join(', ')} after line ${s.imports[0]!.afterLine}.`);
  }
  return [
    `#### ${code(s.file)} · ${code(s.qualname)}`,
    `Lines ${start}–${s.bodyRange.end} are outside this pull request's diff, so GitHub cannot take a committable suggestion there; apply this by hand:`,
    '',
    fenced('diff', patch),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n');
}

function details(review: ImplementationReview, withGraphs: boolean): string {
  const graphs = review.graphs.map((g) =>
    [
      `**${code(g.target)}**: partial dependency graph of ${plural(g.nodes, 'node')}, ${plural(g.edges, 'edge')}, ${plural(g.hops, 'hop')}`,
      '',
      withGraphs ? fenced('mermaid', g.mermaid) : '_(diagram omitted: the review would exceed GitHub’s size limit)_',
    ].join('\n'),
  );
  const u = review.usage;
  const table = [
    '| | |',
    '|---|---|',
    `| Context tokens | ${u.contextTokens} |`,
    `| Model tokens | ${u.promptTokens} prompt · ${u.completionTokens} completion |`,
    `| Files fetched | ${review.filesRead} of ${review.totalFiles} |`,
    ...(review.reads === undefined ? [] : [`| Reads | ${oneLine(review.reads).replace(/\|/g, '\\|')} |`]),
    `| Model | ${codeCell(review.model)} |`,
    ...instructionsUsedRow(review.instructions),
    `| Time | ${formatMs(review.ms)} |`,
  ].join('\n');
  return ['<details>', '<summary>How DyCoder built the context</summary>', '', ...graphs.flatMap((g) => [g, '']), table, '', '</details>'].join('\n');
}

function listSkipped(skipped: SkippedTarget[]): string[] {
  // An empty qualname: a whole file was skipped (e.g. too large to read).
  return skipped.map((s) => `- ${code(s.file)}${s.qualname === '' ? '' : ` · ${code(s.qualname)}`}: ${sanitizeUserText(s.reason, 500)}`);
}

/** The longest prefix of whole lines within `limit` characters. */
function cutAtLine(text: string, limit: number): string {
  const end = text.lastIndexOf('\n', limit);
  return end <= 0 ? '' : text.slice(0, end);
}

export function renderReview(review: ImplementationReview, diffs: ReadonlyMap<string, PatchLines>, opts: RenderOptions = {}): RenderedReview {
  const inline: SuggestedImplementation[] = [];
  const outside: SuggestedImplementation[] = [];
  for (const s of review.suggestions) {
    const lines = diffs.get(s.file);
    const ok = opts.inline !== false && opts.notInline?.has(key(s)) !== true && lines !== undefined && isCommentableRange(lines, s.bodyRange.start, s.bodyRange.end);
    (ok ? inline : outside).push(s);
  }
  const implemented = review.suggestions.map((s) => {
    const { start, end } = s.bodyRange;
    const lines = start === end ? `line ${start}` : `lines ${start}–${end}`;
    const where = inline.includes(s) ? `suggestion on ${lines}` : `as a diff below (${lines} are outside this PR's diff)`;
    return `- ${code(s.file)} · ${code(s.qualname)}: ${where}`;
  });
  // The review's marker, then one per suggestion (whether inline or in the body).
  const markers = [review.marker, ...review.suggestions.map((s) => suggestionMarker(review.headSha, s))].map(markerComment).join('');
  const headOf = (sections: string[]): string =>
    [
      markers,
      `### DyCoder: ${plural(review.suggestions.length, 'implementation')}${review.skipped.length ? `, ${review.skipped.length} skipped` : ''}`,
      ...[...(opts.notes ?? []), ...(review.notes ?? [])].map((n) => `> ${oneLine(n)}`),
      '',
      ...(implemented.length ? ['**Implemented**', ...implemented, ''] : []),
      ...(review.skipped.length ? ['**Skipped**', ...listSkipped(review.skipped), ''] : []),
      ...sections.flatMap((d) => [d, '']),
    ].join('\n');
  const bodyDiffs = outside.map(outsideDiff);
  let body = `${headOf(bodyDiffs)}\n${details(review, true)}`;
  if (body.length > BODY_LIMIT) body = `${headOf(bodyDiffs)}\n${details(review, false)}`;
  // Too long still: whole diffs give way, largest first, each to a one-line note; a diff is
  // never cut, since half a diff applied by hand is worse than none.
  while (body.length > BODY_LIMIT) {
    const largest = bodyDiffs.reduce((best, d, i) => (d.length > (bodyDiffs[best] ?? '').length ? i : best), 0);
    const s = outside[largest];
    if (s === undefined || bodyDiffs[largest]?.startsWith('#### ') !== true) break;
    bodyDiffs[largest] = `- ${code(s.file)} · ${code(s.qualname)}: the diff is too large for a review; run \`dycoder implement\` locally to see it.`;
    body = `${headOf(bodyDiffs)}\n${details(review, false)}`;
  }
  if (body.length > BODY_LIMIT) body = `${cutAtLine(body, BODY_LIMIT)}\n\n_(truncated)_`;
  // Import suggestions come after the bodies' comments, so `comments[i]` stays `inline[i]`'s.
  const plan = planImports(inline, diffs);
  const comments = [...inline.map((s) => suggestionComment(s, plan)), ...plan.comments.map((c) => ({ ...c, side: 'RIGHT' as const }))];
  return { body, comments, inline: inline.map(key), outside: outside.map(key) };
}
