/**
 * A repository's acceptance table: what became of the suggestions posted in the last N days,
 * counted by outcome, and the share of decided suggestions that people committed (as-is or
 * edited). Rendered as markdown for the `/dycoder stats` reply.
 */
import { SUGGESTION_OUTCOMES, type SuggestionOutcome } from './outcome.js';

export interface JudgedSuggestion {
  postedAt: number;
  /** Undefined until a later push or the PR's closing has been looked at. */
  outcome?: SuggestionOutcome | undefined;
  similarity?: number | undefined;
  /** Refinements in the suggestion's thread that led to it (0 or absent: the first suggestion). */
  refined?: number | undefined;
}

export type OutcomeRow = SuggestionOutcome | 'pending';

export interface AcceptanceTable {
  days: number;
  since: number;
  total: number;
  counts: Record<OutcomeRow, number>;
  /** Outcomes that will not change by themselves: everything but pending and stub-remains. */
  decided: number;
  accepted: number;
  /** Of the accepted: those committed after at least one refinement in the thread. */
  acceptedAfterRefine: number;
  /** accepted / decided; undefined when nothing is decided yet. */
  rate?: number;
  /** Mean similarity of the suggestions applied with edits. */
  editSimilarity?: number;
}

const ACCEPTED: ReadonlySet<OutcomeRow> = new Set(['applied', 'applied-with-edits']);
const UNDECIDED: ReadonlySet<OutcomeRow> = new Set(['pending', 'stub-remains']);
const DAY_MS = 24 * 3600 * 1000;

export function acceptanceTable(suggestions: readonly JudgedSuggestion[], now: number, days = 30): AcceptanceTable {
  const since = now - days * DAY_MS;
  const counts = Object.fromEntries([...SUGGESTION_OUTCOMES, 'pending'].map((o) => [o, 0])) as Record<OutcomeRow, number>;
  const edited: number[] = [];
  let total = 0;
  let acceptedAfterRefine = 0;
  for (const s of suggestions) {
    if (s.postedAt < since || s.postedAt > now) continue;
    total += 1;
    const row: OutcomeRow = s.outcome ?? 'pending';
    counts[row] += 1;
    if (ACCEPTED.has(row) && (s.refined ?? 0) > 0) acceptedAfterRefine += 1;
    if (row === 'applied-with-edits' && s.similarity !== undefined) edited.push(s.similarity);
  }
  const rows = Object.keys(counts) as OutcomeRow[];
  const decided = rows.filter((r) => !UNDECIDED.has(r)).reduce((n, r) => n + counts[r], 0);
  const accepted = rows.filter((r) => ACCEPTED.has(r)).reduce((n, r) => n + counts[r], 0);
  return {
    days,
    since,
    total,
    counts,
    decided,
    accepted,
    acceptedAfterRefine,
    ...(decided > 0 ? { rate: accepted / decided } : {}),
    ...(edited.length > 0 ? { editSimilarity: edited.reduce((a, b) => a + b, 0) / edited.length } : {}),
  };
}

const LABELS: Record<OutcomeRow, string> = {
  applied: 'Applied as-is',
  'applied-with-edits': 'Applied with edits',
  replaced: 'Replaced by other code',
  'stub-remains': 'Stub still there (PR open)',
  removed: 'Function removed',
  'closed-without': 'PR closed without it',
  pending: 'Not looked at yet (no push since)',
};

const percent = (x: number): string => `${Math.round(x * 100)}%`;

export function renderAcceptanceTable(table: AcceptanceTable, repository: string): string {
  const title = `### DyCoder suggestions in ${repository}, last ${table.days} days`;
  if (table.total === 0) return `${title}\n\nNo suggestions were posted in this period.`;
  const rows = (Object.keys(LABELS) as OutcomeRow[]).map((r) => {
    const extra = r === 'applied-with-edits' && table.editSimilarity !== undefined ? ` (mean similarity ${percent(table.editSimilarity)})` : '';
    return `| ${LABELS[r]}${extra} | ${table.counts[r]} | ${percent(table.counts[r] / table.total)} |`;
  });
  const summary =
    table.rate === undefined
      ? 'None of them is decided yet.'
      : `**Acceptance: ${percent(table.rate)}** — ${table.accepted} of ${table.decided} decided suggestions were committed, as-is or edited.`;
  const refined = table.acceptedAfterRefine > 0 ? [`${table.acceptedAfterRefine} of the committed suggestions were committed after a refinement in their thread.`] : [];
  return [title, '', '| Outcome | Suggestions | Share |', '|---|---:|---:|', ...rows, `| **Total** | ${table.total} | 100% |`, '', summary, ...(refined.length > 0 ? ['', ...refined] : [])].join('\n');
}
