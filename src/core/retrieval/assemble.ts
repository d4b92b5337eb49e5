/**
 * Context assembly: the target's file context first, then candidates in rank order, each in
 * full when it fits, else summarised (signature and docstring, body elided), never cut in the
 * middle. The total, counted with the real tokenizer on the final text, stays within budget.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { fullText, fullTextLeast, summaryText } from './snippets.js';
import type { TargetContext } from './target-context.js';
import { tokensAtLeast, type BoundedTokenCounter, type TokenCounter } from './tokens.js';
import type { RetrievedItem } from './types.js';

export interface Candidate {
  mod: LoadedModule;
  def: Definition;
  reason: string;
  hop: number;
  score: number;
}

export interface Assembled {
  context: string;
  items: RetrievedItem[];
  tokens: number;
}

function sectionHeader(c: Candidate): string {
  const where = c.def.parent === undefined ? '' : ` (in ${c.def.parent})`;
  return `# file: ${c.mod.file}${where}`;
}

const SEPARATOR = '\n\n';

export interface AssembleOptions {
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

interface PoolEntry {
  c: Candidate;
  header: string;
  text: string;
  full: string;
  /** Place in the pool (rank order): ties of value keep it. */
  index: number;
  /** The exact tokens of `full` plus one (capped past the item limit), once counted. */
  tokens: number | undefined;
  /** At most `tokens`: a lower bound until counted, then `tokens`. */
  least: number;
  /** The knapsack value of the exact tokens once counted; until then at least it. */
  value: number;
}

/** A candidate's worth for the knapsack: its score, less a penalty growing with its size. */
const valueOf = (score: number, tokens: number, beta: number): number => score - beta * Math.log(Math.max(1, tokens / 150));
/** Added to a value computed from a lower bound, so that it is surely not below the exact value. */
const VALUE_SLACK = 1e-9;

/**
 * Visits `entries` in the order a stable sort by exact value (highest first) would give, counting
 * an entry only when its place or its fate needs the number: the entry with the highest value so
 * far (exact, or an upper bound from its lower bound of tokens) comes next when it is counted;
 * when it is not, it is either passed over (`passOver`: it cannot fit wherever it comes, as its
 * exact place is not earlier than now) or counted and weighed again.
 */
function lazyOrder(entries: readonly PoolEntry[], passOver: (p: PoolEntry) => boolean, countExact: (p: PoolEntry) => number, visit: (p: PoolEntry) => void): void {
  /** Whether `a` comes before `b`: higher value, then earlier in rank order. */
  const before = (a: PoolEntry, b: PoolEntry): boolean => a.value > b.value || (a.value === b.value && a.index < b.index);
  const left = [...entries].sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  for (let head = 0; head < left.length; ) {
    const p = left[head] as PoolEntry;
    if (p.tokens !== undefined) {
      head += 1;
      visit(p);
    } else if (passOver(p)) {
      head += 1;
    } else {
      // Counted, its value can only fall: it moves down to its place among the rest.
      countExact(p);
      let lo = head + 1;
      let hi = left.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (before(left[mid] as PoolEntry, p)) lo = mid + 1;
        else hi = mid;
      }
      left.splice(lo, 0, p);
      left.splice(head, 1);
    }
  }
}

function describe(c: Candidate, tokens: number, elided: boolean): RetrievedItem {
  const item: RetrievedItem = { file: c.mod.file, name: c.def.qualname, kind: c.def.kind, reason: c.reason, hop: c.hop, tokens };
  if (elided) item.elided = true;
  return item;
}

export function assembleContext(
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
  const pool: PoolEntry[] = [];
  for (const c of candidates) {
    // A static member and an instance member may share a name (TypeScript): both can be shown.
    // Overloads shown apart (Java) are told apart by their line.
    const overload = c.mod.language.retrieval.overloadCandidates === true ? `@${c.def.range.start}` : '';
    const key = `${c.mod.file}:${c.def.qualname}${c.def.isStatic === true ? ':static' : ''}${overload}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const wholeDoc = opts.wholeDoc?.(c.def) ?? false;
    const text = fullText(c.mod, c.def, wholeDoc);
    if (shown !== undefined && sameFile(c) && shownAlready(shown, text)) continue;
    const header = sectionHeader(c);
    const full = `${header}\n${text}`;
    // Counted when a decision needs the exact number (lazyOrder below); until then a lower bound.
    // Past maxItem a full text is never chosen (`fill` skips it), so its count stops there. The bound of `full` is
    // its header's plus its text's (the line break between them ends a run), the text's remembered per definition.
    const fullLeast = tokensAtLeast(header) + fullTextLeast(c.mod, c.def, wholeDoc);
    const least = (opts.countUpTo === undefined ? fullLeast : Math.min(fullLeast, maxItem)) + 1;
    pool.push({ c, header, text, full, index: pool.length, tokens: undefined, least, value: valueOf(c.score, least, beta) + VALUE_SLACK });
    if (pool.length >= (opts.consider ?? 250)) break;
  }
  const exactTokens = (p: PoolEntry): number => {
    if (p.tokens === undefined) {
      p.tokens = (opts.countUpTo === undefined ? count(p.full) : (opts.countUpTo(p.full, maxItem) ?? maxItem)) + 1;
      p.value = valueOf(p.c.score, p.tokens, beta);
    }
    return p.tokens;
  };

  // Full texts, chosen by score with a penalty for size (a knapsack heuristic): a small
  // likely helper beats a huge somewhat-likely one. Visited best value first (ties in rank
  // order), as a stable sort of the pool by exact value would give them.
  const chosen = new Map<Candidate, Piece>();
  /** What a piece adds at least, wherever it comes: a header may be paid for by then (grouped). */
  const leastCost = (p: PoolEntry): number => (grouped ? Math.max(1, p.least - headerCost(p.header)) : p.least);
  const fill = (limit: number): void => {
    lazyOrder(
      pool.filter((p) => !chosen.has(p.c)),
      // An entry not counted yet that cannot fit now never fits later in this pass (`used` only
      // grows, and a later place in the order only comes later): it is passed over uncounted.
      (p) => p.least > maxItem || used + leastCost(p) > limit,
      exactTokens,
      (p) => {
        const tokens = exactTokens(p);
        const cost = costOf(p.header, tokens);
        if (tokens > maxItem || used + cost > limit) return;
        chosen.set(p.c, { header: p.header, body: p.text, item: describe(p.c, cost, false), score: p.c.score });
        paid.add(p.header);
        used += cost;
      },
    );
  };
  fill(Math.min(budget - reserve, Math.floor(budget * (opts.fullShare ?? 1))));
  // Then summaries of the best of the rest, then full texts again if room is left.
  for (const p of pool) {
    if (chosen.has(p.c)) continue;
    const head = summaryText(p.c.mod, p.c.def, opts.headLines ?? 8, opts.docFirstLine ?? false);
    if (shown !== undefined && sameFile(p.c) && shownAlready(shown, head)) continue;
    const summary = `${p.header}\n${head}`;
    // A summary that cannot fit even at its least is passed over uncounted.
    if (used + (grouped ? Math.max(1, tokensAtLeast(summary) + 1 - headerCost(p.header)) : tokensAtLeast(summary) + 1) > budget) continue;
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
