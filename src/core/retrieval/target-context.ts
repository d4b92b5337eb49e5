/**
 * Hop 0: the target's own file as a developer sees it around the function — the imports, the
 * enclosing class with its members' signatures, the file's other definitions as signatures,
 * and the target itself in full. Always part of the context.
 */
import type { Definition } from '../lang/python/types.js';
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
  const end = Math.max(def.range.start, (def.docstringRange?.start ?? def.bodyRange?.start ?? def.range.end + 1) - 1);
  const lines = mod.lines.slice(def.fullRange.start - 1, end);
  return [...lines, `${/^\s*/.exec(lines[lines.length - 1] ?? '')?.[0] ?? ''}    ...`].join('\n');
}

export interface TargetContext {
  text: string;
  tokens: number;
  /** Qualnames whose signature is listed in the outline. */
  outlined: string[];
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
  const keepFull = new Set([target.qualname]);
  const full = classOutline(mod, top, { keepFull, maxDocLines: 12 });
  if (count(full) <= maxTokens) return full;
  const prefix = `${top.qualname}.`;
  const members = mod.parsed.definitions
    .filter((d) => d.qualname.startsWith(prefix) && d !== target && (d.kind === 'method' || d.kind === 'function'))
    .sort((a, b) => priority(a) - priority(b));
  let lo = 0;
  let hi = members.length;
  let best = classOutline(mod, top, { keepFull, maxDocLines: 6, omit: new Set(members.map((m) => m.qualname)) });
  // Binary search on how many of the least useful members to leave out.
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const text = classOutline(mod, top, { keepFull, maxDocLines: 6, omit: new Set(members.slice(0, mid).map((m) => m.qualname)) });
    if (count(text) <= maxTokens) {
      best = text;
      hi = mid;
    } else {
      lo = mid + 1;
    }
  }
  return best;
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
  const imports = importBlock(mod);
  const ownBlock = ownBlockFor(mod, top, target, count, Math.max(200, maxTokens - count(imports)), priority);
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
    if (used + cost > maxTokens) break;
    kept.set(def, text);
    used += cost;
  }
  const inFileOrder = [...kept.entries()].sort(([a], [b]) => a.range.start - b.range.start);
  const before = inFileOrder.filter(([d]) => d.range.start < top.range.start).map(([, t]) => t);
  const after = inFileOrder.filter(([d]) => d.range.start > top.range.start).map(([, t]) => t);
  const text = [header, imports, ...before, ownBlock, ...after].filter((s) => s !== '').join('\n\n');
  const outlined = [...kept.keys()].map((d) => d.qualname);
  if (top.kind === 'class') {
    const prefix = `${top.qualname}.`;
    outlined.push(...mod.parsed.definitions.filter((d) => d.qualname.startsWith(prefix) && d !== target).map((d) => d.qualname));
  }
  return { text, tokens: count(text), outlined };
}
