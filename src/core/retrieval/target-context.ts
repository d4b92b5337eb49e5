/**
 * Hop 0: the target's own file as a developer sees it around the function — the imports, the
 * enclosing class with its members' signatures, the file's other definitions as signatures,
 * and the target itself in full. Always part of the context.
 */
import type { Definition } from '../languages/types.js';
import { elidedBodyLine } from '../languages/stubs-elided.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { classOutline, importBlock } from './snippets.js';
import type { TokenCounter } from './tokens.js';

function topAncestor(mod: LoadedModule, def: Definition): Definition {
  let top = def;
  while (top.parent !== undefined) {
    const parent = mod.byQualname.get(top.parent);
    if (parent === undefined) break;
    top = parent;
  }
  return top;
}

function headerOnly(mod: LoadedModule, def: Definition): string {
  // A one-line declaration (TypeScript's `type A = B | C`) is shown as it is.
  if (mod.language.retrieval.oneLineDeclarations && def.range.end <= def.range.start) return mod.lines.slice(def.fullRange.start - 1, def.range.end).join('\n');
  const bodyStart = def.docstringRange?.start ?? def.bodyRange?.start ?? def.range.end + 1;
  const end = Math.max(def.range.start, bodyStart - 1);
  const lines = mod.lines.slice(def.fullRange.start - 1, end);
  return [...lines, `${/^\s*/.exec(lines[lines.length - 1] ?? '')?.[0] ?? ''}    ${elidedBodyLine(mod.parsed, def, mod.language.lineComment)}`].join('\n');
}

export interface TargetContext {
  text: string;
  tokens: number;
}

/**
 * The enclosing class outlined around the target; when that is over `maxTokens`, the members
 * with the lowest `priority` are left out (the target always stays).
 */
function ownBlockFor(
  mod: LoadedModule,
  top: Definition,
  target: Definition,
  count: TokenCounter,
  maxTokens: number,
  priority: (def: Definition) => number,
): string {
  if (top.kind !== 'class') return mod.lines.slice(top.fullRange.start - 1, top.fullRange.end).join('\n');
  if (target.fullRange.start > top.fullRange.end || target.fullRange.end < top.fullRange.start) return outsideBlock(mod, top, target, count, maxTokens);
  const keepFull = new Set([target]);
  const full = classOutline(mod, top, { keepFull, maxDocLines: 12 });
  if (count(full) <= maxTokens) return full;
  // Members' doc comments cut to their first line (TypeScript's JSDoc), so that more signatures fit.
  const docs = mod.language.retrieval.memberDocSummary ? { memberDocSummary: true } : {};
  const prefix = `${top.qualname}.`;
  const members = mod.parsed.definitions
    .filter((d) => d.qualname.startsWith(prefix) && d !== target && (d.kind === 'method' || d.kind === 'function'))
    .sort((a, b) => priority(a) - priority(b));
  let lo = 0;
  let hi = members.length;
  let best = classOutline(mod, top, { keepFull, maxDocLines: 6, ...docs, omit: new Set(members) });
  // Binary search on how many of the least useful members to leave out.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const text = classOutline(mod, top, { keepFull, maxDocLines: 6, ...docs, omit: new Set(members.slice(0, mid)) });
    if (count(text) <= maxTokens) {
      best = text;
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  if (count(best) <= maxTokens) return best;
  // Even without its methods the class is over the share (fields and nested types by the hundred):
  // its nested types and fields go too, the least useful first; never one that holds the target.
  const holdsTarget = (d: Definition): boolean => d.fullRange.start <= target.fullRange.start && d.fullRange.end >= target.fullRange.end;
  const rest = mod.parsed.definitions
    .filter((d) => d.qualname.startsWith(prefix) && d.kind !== 'method' && d.kind !== 'function' && !holdsTarget(d))
    .sort((a, b) => priority(a) - priority(b) || Math.abs(b.range.start - target.range.start) - Math.abs(a.range.start - target.range.start));
  lo = 0;
  hi = rest.length;
  const withRest = (n: number): string => classOutline(mod, top, { keepFull, maxDocLines: 6, ...docs, omit: new Set([...members, ...rest.slice(0, n)]) });
  best = withRest(rest.length);
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const text = withRest(mid);
    if (count(text) <= maxTokens) {
      best = text;
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return count(best) <= maxTokens ? best : skeleton(mod, top, target);
}

/**
 * The declaration lines of the target's enclosing classes and the target in full, the rest marked
 * as left out: what a class shows when even its outline without members is over the share (Java's
 * instance initializers of a hundred lines).
 */
function skeleton(mod: LoadedModule, top: Definition, target: Definition): string {
  const chain: Definition[] = [];
  for (let d = mod.byQualname.get(target.parent ?? ''); d !== undefined; d = d.parent === undefined ? undefined : mod.byQualname.get(d.parent)) {
    chain.unshift(d);
    if (d === top) break;
  }
  const line = (n: number): string => mod.lines[n - 1] ?? '';
  const out: string[] = [];
  for (const d of chain) out.push(...mod.lines.slice(d.range.start - 1, Math.max(d.range.start, (d.bodyRange?.start ?? d.range.start) - 1)));
  const inner = line(target.fullRange.start);
  out.push(`${/^\s*/.exec(inner)?.[0] ?? ''}${mod.language.lineComment} … other members not shown`);
  out.push(...mod.lines.slice(target.fullRange.start - 1, target.fullRange.end));
  for (const d of [...chain].reverse()) {
    const last = line(d.range.end);
    if (last.trim().startsWith('}')) out.push(last);
  }
  return out.join('\n');
}

/**
 * A method declared outside its type's text (Go's `func (r *T) m()`): the type's declaration,
 * fitted to what the target leaves of `maxTokens`, and the target in full, in file order.
 */
function outsideBlock(mod: LoadedModule, top: Definition, target: Definition, count: TokenCounter, maxTokens: number): string {
  const targetText = mod.lines.slice(target.fullRange.start - 1, target.fullRange.end).join('\n');
  const room = Math.max(0, maxTokens - count(targetText) - 2);
  const typeText = room < 20 ? '' : fitLines(classOutline(mod, top, { maxDocLines: 6 }), count, room, 'the type');
  const parts = top.range.start < target.range.start ? [typeText, targetText] : [targetText, typeText];
  return parts.filter((p) => p !== '').join('\n\n');
}

/** Keeps whole lines from the start while they fit, then says how many were left out. */
function fitLines(text: string, count: TokenCounter, maxTokens: number, what: string): string {
  if (count(text) <= maxTokens) return text;
  const lines = text.split('\n');
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (count(lines.slice(0, mid).join('\n')) + 12 <= maxTokens) lo = mid;
    else hi = mid - 1;
  }
  return [...lines.slice(0, lo), `# ... ${lines.length - lo} more lines of ${what} not shown`].join('\n');
}

export function buildTargetContext(
  mod: LoadedModule,
  target: Definition,
  count: TokenCounter,
  maxTokens: number,
  priority: (def: Definition) => number = (d) => -Math.abs(d.range.start - target.range.start),
): TargetContext {
  const top = topAncestor(mod, target);
  const header = `# file: ${mod.file} (the target's file: imports and outline)`;
  // The target itself comes first in the budget, then its class outline, then the imports.
  const targetText = mod.lines.slice(target.fullRange.start - 1, target.fullRange.end).join('\n');
  const floor = count(header) + count(targetText) + 20;
  const cap = Math.max(maxTokens, floor);
  const ownBlock = ownBlockFor(mod, top, target, count, Math.max(floor, Math.floor(cap * 0.6)), priority);
  const imports = fitLines(importBlock(mod), count, Math.max(0, cap - count(header) - count(ownBlock) - 8), 'imports');
  const fixed = [header, imports, ownBlock].filter((s) => s !== '').join('\n\n');
  let used = count(fixed);

  // Other top-level definitions as signatures, nearest to the target first, while they fit.
  const others = mod.parsed.definitions
    .filter((d) => d.parent === undefined && d !== top && d.kind !== 'variable')
    .sort((a, b) => Math.abs(a.range.start - target.range.start) - Math.abs(b.range.start - target.range.start));
  const kept = new Map<Definition, string>();
  for (const def of others) {
    const text = headerOnly(mod, def);
    const cost = count(text) + 1;
    if (used + cost > cap) break;
    kept.set(def, text);
    used += cost;
  }
  const inFileOrder = [...kept.entries()].sort(([a], [b]) => a.range.start - b.range.start);
  const before = inFileOrder.filter(([d]) => d.range.start < top.range.start).map(([, t]) => t);
  const after = inFileOrder.filter(([d]) => d.range.start > top.range.start).map(([, t]) => t);
  const text = [header, imports, ...before, ownBlock, ...after].filter((s) => s !== '').join('\n\n');
  return { text, tokens: count(text) };
}

/** The smallest target context: the file header and the target alone, cut to fit if need be. */
export function minimalTargetContext(mod: LoadedModule, target: Definition, count: TokenCounter, maxTokens: number): TargetContext {
  const header = `# file: ${mod.file}`;
  const body = mod.lines.slice(target.fullRange.start - 1, target.fullRange.end).join('\n');
  const text = fitLines(`${header}\n${body}`, count, maxTokens, 'the target');
  return { text, tokens: count(text) };
}
