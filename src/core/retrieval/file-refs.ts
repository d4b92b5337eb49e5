/**
 * Baseline `file-refs` (DESIGN.md §5): a simple static rule, kept as the bar the product must
 * clear. A window of the target's file centred on the target (35% of the budget), then the
 * definitions of every name the whole file references (calls, attribute loads, capitalised
 * names, `from` imports by imported and local name, the local name an import binds under a name of its own
 * choosing: `const f = require('./f')`, `import f = require('./f')`), weighted by nearness to the target and by the target's header words.
 * Names with more than three definitions are skipped; each definition is cut to 25 lines.
 */
import type { Definition } from '../languages/types.js';
import type { LoadedModule } from '../graph/module-loader.js';
import { finishResult, type Session } from './session.js';
import { loadAll } from './similarity.js';
import { identifierParts } from '../languages/identifiers.js';
import type { RetrievalResult, RetrievedItem } from './types.js';

const MAX_DEFINITIONS = 3;
const MAX_LINES = 25;

/** Names the file refers to, each with the line nearest to the target's. */
function referencedNames(s: Session): Map<string, number> {
  const near = new Map<string, number>();
  const note = (name: string | undefined, line: number): void => {
    if (name === undefined || name === 'self' || name === 'cls' || name === 'super()') return;
    const d = line >= s.def.range.start && line <= s.def.range.end ? 0 : Math.min(Math.abs(line - s.def.range.start), Math.abs(line - s.def.range.end));
    near.set(name, Math.min(near.get(name) ?? Number.POSITIVE_INFINITY, d));
  };
  const refs = [...s.mod.parsed.moduleReferences, ...s.mod.parsed.definitions.flatMap((d) => d.references)];
  for (const ref of refs) {
    const head = ref.chain[0];
    const last = ref.chain[ref.chain.length - 1];
    if (ref.kind === 'call' || ref.chain.length > 1) note(last, ref.line);
    if (head !== undefined && /^[A-Z]/.test(head)) note(head, ref.line);
  }
  // A `from` import's imported name and the local name it binds: the file uses the local name,
  // and a default import (`import arrayMap from './_arrayMap.js'`) imports only `default`.
  // A whole-module import with a local name of the file's choosing (CommonJS `const isObject =
  // require('./is-object')`, where the module is `module.exports = isObject`) binds that name only.
  for (const b of s.mod.parsed.imports) {
    if (b.kind === 'import' && b.alias !== undefined && b.alias !== '*') note(b.boundName, b.line);
    if (b.kind !== 'from' || b.name === undefined || b.name === '*') continue;
    if (b.name !== 'default') note(b.name, b.line);
    if (b.boundName !== b.name) note(b.boundName, b.line);
  }
  return near;
}

/** Lines of the target's file around the target, growing both ways while they fit. */
function fileWindow(s: Session, maxTokens: number): string {
  const header = `# file: ${s.mod.file}`;
  let lo = s.def.fullRange.start;
  let hi = s.def.fullRange.end;
  const text = (a: number, b: number): string => [header, ...s.mod.lines.slice(a - 1, b)].join('\n');
  for (let grew = true; grew; ) {
    grew = false;
    if (lo > 1 && s.count(text(Math.max(1, lo - 10), hi)) <= maxTokens) [lo, grew] = [Math.max(1, lo - 10), true];
    if (hi < s.mod.lines.length && s.count(text(lo, Math.min(s.mod.lines.length, hi + 10))) <= maxTokens) [hi, grew] = [Math.min(s.mod.lines.length, hi + 10), true];
  }
  return text(lo, hi);
}

export async function retrieveFileRefs(s: Session, now: () => number): Promise<RetrievalResult> {
  const byName = new Map<string, { mod: LoadedModule; def: Definition }[]>();
  for (const mod of await loadAll(s)) {
    for (const def of mod.parsed.definitions) {
      if (def.kind !== 'variable' && def !== s.def) byName.set(def.name, [...(byName.get(def.name) ?? []), { mod, def }]);
    }
  }
  const headerWords = new Set(identifierParts(`${s.def.signature} ${s.def.docstring ?? ''}`));
  const ranked = [...referencedNames(s)]
    .map(([name, distance]) => {
      const words = identifierParts(name);
      const header = words.length === 0 ? 0 : words.filter((w) => headerWords.has(w)).length / words.length;
      return { name, score: 1 / (1 + distance / 40) + header };
    })
    .filter((r) => (byName.get(r.name)?.length ?? 0) > 0 && (byName.get(r.name)?.length ?? 0) <= MAX_DEFINITIONS)
    .sort((a, b) => b.score - a.score);

  const budget = s.options.budgetTokens;
  const window = fileWindow(s, Math.floor(budget * 0.35));
  const items: RetrievedItem[] = [{ file: s.mod.file, name: s.def.qualname, kind: s.def.kind, reason: 'target', hop: 0, tokens: s.count(window) }];
  const parts = [window];
  let used = s.count(window);
  for (const { name } of ranked) {
    for (const { mod, def } of byName.get(name) ?? []) {
      const where = def.parent === undefined ? '' : ` (in ${def.parent})`;
      const text = [`# file: ${mod.file}${where}`, ...mod.lines.slice(def.fullRange.start - 1, Math.min(def.fullRange.end, def.fullRange.start - 1 + MAX_LINES))].join('\n');
      const tokens = s.count(text) + 1;
      if (used + tokens > budget) continue;
      parts.push(text);
      used += tokens;
      items.push({ file: mod.file, name: def.qualname, kind: def.kind, reason: 'file-ref', hop: 1, tokens });
    }
  }
  let context = parts.join('\n\n');
  // Joins can shift the count by a token or two; a target larger than the budget is cut.
  while (s.count(context) > budget && parts.length > 1) {
    parts.pop();
    items.pop();
    context = parts.join('\n\n');
  }
  if (s.count(context) > budget) context = context.slice(0, Math.floor(context.length * (budget / s.count(context)) * 0.9));
  return finishResult(s, { context, items, tokens: s.count(context) }, { nodes: items.length, edges: 0, hops: 1, mermaid: 'graph LR' }, now);
}
