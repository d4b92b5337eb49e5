/**
 * The alternative's static code graph (the DyCoder paper's static-graph RAG baseline): every
 * definition of the repository is a node; a definition has an edge to each definition whose name
 * it mentions (a name defined in at most AMBIGUOUS places links to all of them; a more common name
 * links only to the definitions in the same file or folder, as a resolver without import
 * resolution would pick them), and members to their container. A target's context is the graph
 * around it (its file's module-level names, imports included, are its neighbours too), breadth-first to two hops, nearest (then same file, then least ambiguous) first,
 * filled into the token budget.
 */
import type { Def, ParsedFile } from './syntax.js';

const AMBIGUOUS = 8;

export interface StaticGraph {
  defs: Def[];
  /** Def index → neighbour indexes. */
  edges: number[][];
  edgeCount: number;
  byFile: Map<string, ParsedFile>;
  /** The definitions a name links to from `file` (all of them, or the same folder's when the name is common). */
  resolve(name: string, file: string): number[];
}

const folder = (path: string): string => path.slice(0, path.lastIndexOf('/') + 1);

export function buildStaticGraph(files: readonly ParsedFile[]): StaticGraph {
  const defs = files.flatMap((f) => f.defs);
  const byName = new Map<string, number[]>();
  defs.forEach((d, i) => {
    if (d.name === '') return;
    const list = byName.get(d.name);
    if (list === undefined) byName.set(d.name, [i]);
    else list.push(i);
  });
  const byQualname = new Map<string, number>();
  defs.forEach((d, i) => byQualname.set(`${d.file}#${d.qualname}`, i));
  const resolve = (name: string, file: string): number[] => {
    const targets = byName.get(name);
    if (targets === undefined) return [];
    return targets.length <= AMBIGUOUS ? targets : targets.filter((t) => folder(defs[t]!.file) === folder(file));
  };
  let edgeCount = 0;
  const edges = defs.map((d, i) => {
    const out = new Set<number>();
    for (const ref of d.refs) for (const t of resolve(ref, d.file)) if (t !== i) out.add(t);
    const dot = d.qualname.lastIndexOf('.');
    const container = dot === -1 ? undefined : byQualname.get(`${d.file}#${d.qualname.slice(0, dot)}`);
    if (container !== undefined) out.add(container);
    edgeCount += out.size;
    return [...out];
  });
  return { defs, edges, edgeCount, byFile: new Map(files.map((f) => [f.path, f])), resolve };
}

export interface ContextPiece {
  file: string;
  qualname: string;
  text: string;
  tokens: number;
}

/** A definition as shown in a prompt: whole when short, else its first lines (a class: its head). */
function snippet(def: Def, file: ParsedFile): string {
  const lines = file.text.slice(def.start, def.end).split('\n');
  const max = def.type.includes('class') || def.type === 'impl_item' || def.type === 'trait_item' ? 12 : 40;
  return lines.length <= max ? lines.join('\n') : `${lines.slice(0, max).join('\n')}\n    ...`;
}

/** The target's neighbourhood in the graph, within `budget` tokens. */
export function contextFor(graph: StaticGraph, target: Def, budget: number, count: (text: string) => number): ContextPiece[] {
  const start = graph.defs.indexOf(target);
  const hop = new Map<number, number>([[start, 0]]);
  let frontier = [start];
  // The names the target's file imports and uses at module level are its neighbours too.
  const moduleLinks = [...(graph.byFile.get(target.file)?.moduleRefs ?? [])].flatMap((name) => graph.resolve(name, target.file));
  for (let h = 1; h <= 2; h += 1) {
    const next: number[] = [];
    for (const n of frontier) {
      for (const m of h === 1 ? [...(graph.edges[n] ?? []), ...moduleLinks] : graph.edges[n] ?? []) {
        if (hop.has(m)) continue;
        hop.set(m, h);
        next.push(m);
      }
    }
    frontier = next;
  }
  // The target's own file head (imports) comes first.
  const own = graph.byFile.get(target.file);
  const pieces: ContextPiece[] = [];
  let used = 0;
  if (own !== undefined) {
    const firstDef = own.defs[0]?.start ?? own.text.length;
    const head = own.text.slice(0, Math.min(firstDef, 4000));
    const tokens = count(head);
    if (head.trim() !== '' && tokens <= budget) {
      pieces.push({ file: own.path, qualname: '(module head)', text: head, tokens });
      used += tokens;
    }
  }
  const ranked = [...hop.entries()]
    .filter(([i]) => i !== start)
    .map(([i, h]) => ({ i, h, same: graph.defs[i]!.file === target.file ? 0 : 1 }))
    .sort((a, b) => a.h - b.h || a.same - b.same || a.i - b.i);
  for (const { i } of ranked) {
    const def = graph.defs[i]!;
    const file = graph.byFile.get(def.file);
    if (file === undefined) continue;
    const text = snippet(def, file);
    const tokens = count(text);
    if (used + tokens > budget) continue;
    pieces.push({ file: def.file, qualname: def.qualname, text, tokens });
    used += tokens;
    if (budget - used < 40) break;
  }
  return pieces;
}
