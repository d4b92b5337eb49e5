/**
 * A reference for tests: context assembly as it was before the full texts were counted lazily
 * (src/core/retrieval/assemble.ts at 7a6d1cc): every candidate's full text counted up front, the
 * pool sorted by value, then filled. The lazy assembly must give exactly what this gives.
 */
import type { Definition } from '../../src/core/languages/types.js';
import type { LoadedModule } from '../../src/core/graph/module-loader.js';
import { fullText, summaryText } from '../../src/core/retrieval/snippets.js';
import type { TargetContext } from '../../src/core/retrieval/target-context.js';
import type { BoundedTokenCounter, TokenCounter } from '../../src/core/retrieval/tokens.js';
import type { RetrievedItem } from '../../src/core/retrieval/types.js';

interface Candidate {
  mod: LoadedModule;
  def: Definition;
  reason: string;
  hop: number;
  score: number;
}

interface Assembled {
  context: string;
  items: RetrievedItem[];
  tokens: number;
}

function sectionHeader(c: Candidate): string {
  const where = c.def.parent === undefined ? '' : ` (in ${c.def.parent})`;
  return `# file: ${c.mod.file}${where}`;
}

const SEPARATOR = '\n\n';

interface AssembleOptions {
  budget: number;
  count: TokenCounter;
  /** Counts a full text only as far as a single item may go (a class of 20,000 tokens stops at the cap). */
  countUpTo?: BoundedTokenCounter;
  /** A single full definition may take at most this share of the budget (default 0.35). */
  maxShare?: number;
  /** Share of the budget kept for summaries of what does not fit in full (default 0.05). */
  summaryShare?: number;
  /** How much size counts against a candidate when choosing full texts (default 0.4). */
  sizePenalty?: number;
  /** Candidates considered at all, best first (default 250). */
  consider?: number;
  /** Definitions whose docstring is kept whole (e.g. the target's docstring names them). */
  wholeDoc?: (def: Definition) => boolean;
  /** Body lines kept under the signature when a definition does not fit whole (default 8). */
  headLines?: number;
  /**
   * Share of the budget the first pass of full texts may fill (default: all but the summary
   * share). What is left goes to heads (signature and first statements) of the next candidates
   * in rank order, so that many likely dependencies are seen rather than a few in full.
   */
  fullShare?: number;
  /** Heads keep only the first line of a docstring (default: its summary paragraph). */
  docFirstLine?: boolean;
  /**
   * Leaves out a candidate of the target's file whose text the target's context already shows
   * line for line (a field of the target's class in its outline): it would cost tokens and add nothing.
   */
  skipShown?: boolean;
  /**
   * Candidates under the same `# file:` line (same file and class) are shown in one section under one
   * header, which is paid for once: the tokens go to more definitions instead of repeated paths.
   */
  groupSections?: boolean;
}

/** Lines that say nothing alone (braces, elision marks): they do not make a text new. */
const TRIVIAL_LINE = /^(?:[{}();,]*|\.\.\.|(?:#|\/\/) … body elided …)$/;

/** The telling lines of a text, trimmed, in order. */
const tellingLines = (text: string): string[] => text.split('\n').map((l) => l.trim()).filter((l) => !TRIVIAL_LINE.test(l));

/**
 * Whether the telling lines of `text` appear in the target's context as one run, in order. Lines found
 * apart do not count: a class `E(Exception)` whose header is in the outline and whose `pass` is the
 * stubbed target's own body is not shown.
 */
function shownAlready(shown: readonly string[], text: string): boolean {
  const lines = tellingLines(text);
  if (lines.length === 0) return true;
  for (let i = 0; i + lines.length <= shown.length; i++) {
    if (shown[i] === lines[0] && lines.every((l, k) => shown[i + k] === l)) return true;
  }
  return false;
}

interface Piece {
  /** The section header (`# file: …`) and the text under it. */
  header: string;
  body: string;
  item: RetrievedItem;
  score: number;
}

/**
 * The chosen pieces as sections, best first. Grouped: one section per header, in the order of its
 * best piece, its pieces best first under the one header.
 */
function render(target: string, pieces: readonly Piece[], grouped: boolean): string {
  if (!grouped) return [target, ...pieces.map((p) => `${p.header}\n${p.body}`)].join(SEPARATOR);
  const groups = new Map<string, string[]>();
  for (const p of pieces) {
    const bodies = groups.get(p.header) ?? [];
    bodies.push(p.body);
    groups.set(p.header, bodies);
  }
  return [target, ...[...groups].map(([header, bodies]) => `${header}\n${bodies.join(SEPARATOR)}`)].join(SEPARATOR);
}

function describe(c: Candidate, tokens: number, elided: boolean): RetrievedItem {
  const item: RetrievedItem = { file: c.mod.file, name: c.def.qualname, kind: c.def.kind, reason: c.reason, hop: c.hop, tokens };
  if (elided) item.elided = true;
  return item;
}

export function assembleContextEager(
  target: { ctx: TargetContext; item: RetrievedItem },
  candidates: readonly Candidate[],
  opts: AssembleOptions,
): Assembled {
  const { budget, count } = opts;
  const maxItem = Math.floor(budget * (opts.maxShare ?? 0.35));
  const reserve = Math.floor(budget * (opts.summaryShare ?? 0.05));
  const beta = opts.sizePenalty ?? 0.4;
  let used = target.ctx.tokens;

  const seen = new Set<string>();
  const shown = opts.skipShown === true ? tellingLines(target.ctx.text) : undefined;
  const sameFile = (c: Candidate): boolean => shown !== undefined && c.mod.file === target.item.file;
  const grouped = opts.groupSections === true;
  /** Headers already paid for (grouped sections), and each header's own tokens. */
  const paid = new Set<string>();
  const headerTokens = new Map<string, number>();
  const headerCost = (header: string): number => {
    let n = headerTokens.get(header);
    if (n === undefined) {
      n = count(header);
      headerTokens.set(header, n);
    }
    return n;
  };
  /** What a piece adds to the context: without its header when a chosen piece already pays for it. */
  const costOf = (header: string, tokens: number): number => (grouped && paid.has(header) ? Math.max(1, tokens - headerCost(header)) : tokens);
  const pool: { c: Candidate; header: string; text: string; full: string; tokens: number }[] = [];
  for (const c of candidates) {
    // A static member and an instance member may share a name (TypeScript): both can be shown.
    // Overloads shown apart (Java) are told apart by their line.
    const overload = c.mod.language.retrieval.overloadCandidates === true ? `@${c.def.range.start}` : '';
    const key = `${c.mod.file}:${c.def.qualname}${c.def.isStatic === true ? ':static' : ''}${overload}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const text = fullText(c.mod, c.def, opts.wholeDoc?.(c.def) ?? false);
    if (shown !== undefined && sameFile(c) && shownAlready(shown, text)) continue;
    const header = sectionHeader(c);
    const full = `${header}\n${text}`;
    // Past maxItem a full text is never chosen (`fill` skips it, and the others keep their order),
    // so its exact size is not needed: counting stops there.
    const tokens = opts.countUpTo === undefined ? count(full) : (opts.countUpTo(full, maxItem) ?? maxItem);
    pool.push({ c, header, text, full, tokens: tokens + 1 });
    if (pool.length >= (opts.consider ?? 250)) break;
  }

  // Full texts, chosen by score with a penalty for size (a knapsack heuristic): a small
  // likely helper beats a huge somewhat-likely one.
  const chosen = new Map<Candidate, Piece>();
  const byValue = [...pool].sort(
    (a, b) => b.c.score - beta * Math.log(Math.max(1, b.tokens / 150)) - (a.c.score - beta * Math.log(Math.max(1, a.tokens / 150))),
  );
  const fill = (limit: number): void => {
    for (const p of byValue) {
      const cost = costOf(p.header, p.tokens);
      if (chosen.has(p.c) || p.tokens > maxItem || used + cost > limit) continue;
      chosen.set(p.c, { header: p.header, body: p.text, item: describe(p.c, cost, false), score: p.c.score });
      paid.add(p.header);
      used += cost;
    }
  };
  fill(Math.min(budget - reserve, Math.floor(budget * (opts.fullShare ?? 1))));
  // Then summaries of the best of the rest, then full texts again if room is left.
  for (const p of pool) {
    if (chosen.has(p.c)) continue;
    const head = summaryText(p.c.mod, p.c.def, opts.headLines ?? 8, opts.docFirstLine ?? false);
    if (shown !== undefined && sameFile(p.c) && shownAlready(shown, head)) continue;
    const summary = `${p.header}\n${head}`;
    const tokens = costOf(p.header, count(summary) + 1);
    if (used + tokens > budget) continue;
    chosen.set(p.c, { header: p.header, body: head, item: describe(p.c, tokens, true), score: p.c.score });
    paid.add(p.header);
    used += tokens;
    if (budget - used < 20) break;
  }
  fill(budget);

  const pieces: Piece[] = [...chosen.values()].sort((a, b) => b.score - a.score);
  // Tokens are counted per piece; merges across a join can shift the total by a token or
  // two, so the final text is counted once more and trimmed from the end if needed.
  let context = render(target.ctx.text, pieces, grouped);
  let tokens = count(context);
  while (tokens > budget && pieces.length > 0) {
    pieces.pop();
    context = render(target.ctx.text, pieces, grouped);
    tokens = count(context);
  }
  const items = [{ ...target.item, tokens: target.ctx.tokens }, ...pieces.map((p) => p.item)];
  return { context, items, tokens };
}
