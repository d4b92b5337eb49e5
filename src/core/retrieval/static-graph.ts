/**
 * Baseline `static-graph` (the paper's static-graph baseline): parse every file and resolve
 * every edge of every definition into one global graph first, then take the target's
 * neighbourhood breadth-first and rank by graph distance alone.
 */
import { edgesOf, nodeOf, symbolId } from '../graph/expand.js';
import { PartialGraph, nodeId, type EdgeKind } from '../graph/partial-graph.js';
import { renderMermaid } from '../graph/render-graph.js';
import type { CodeSymbol } from '../graph/symbols.js';
import { assembleContext, type Candidate } from './assemble.js';
import { finishResult, targetContextFor, type Session } from './session.js';
import { loadAll } from './similarity.js';
import type { RetrievalResult } from './types.js';

export async function retrieveStaticGraph(s: Session, now: () => number): Promise<RetrievalResult> {
  const modules = await loadAll(s);
  const graph = new PartialGraph();
  const symbols = new Map<string, CodeSymbol>();
  const link = (from: string, symbol: CodeSymbol, kind: EdgeKind): void => {
    const id = symbolId(symbol);
    symbols.set(id, symbol);
    graph.addNode(nodeOf(symbol, 0, kind));
    graph.addEdge(from, id, kind);
  };
  for (const mod of modules) {
    const moduleId = nodeId(mod.file, '');
    graph.addNode({ id: moduleId, file: mod.file, qualname: '', kind: 'module', hop: 0, reason: 'import' });
    for (const binding of mod.parsed.imports) {
      const sym = await s.resolver.resolveImport(mod.file, binding);
      if (sym !== undefined) link(moduleId, sym, 'import');
    }
    for (const def of mod.parsed.definitions) {
      const id = nodeId(mod.file, def.qualname);
      const parentId = def.parent === undefined ? moduleId : nodeId(mod.file, def.parent);
      link(parentId, { kind: 'definition', file: mod.file, def }, 'member');
      graph.addEdge(id, parentId, 'enclosing');
      if (def.kind === 'variable') continue;
      for (const e of await edgesOf(s.resolver, mod, def)) link(id, e.symbol, e.kind);
    }
  }

  // Breadth-first from the target over the global graph.
  const adjacency = new Map<string, string[]>();
  for (const e of graph.edges) adjacency.set(e.from, [...(adjacency.get(e.from) ?? []), e.to]);
  const targetId = nodeId(s.mod.file, s.def.qualname);
  const distance = new Map<string, number>([[targetId, 0]]);
  const order: string[] = [];
  for (let frontier = [targetId], hop = 1; frontier.length > 0 && hop <= s.options.maxHops; hop += 1) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const to of adjacency.get(id) ?? []) {
        if (distance.has(to)) continue;
        distance.set(to, hop);
        order.push(to);
        next.push(to);
      }
    }
    frontier = next;
  }
  const candidates: Candidate[] = [];
  for (const id of order) {
    const sym = symbols.get(id);
    if (sym?.kind !== 'definition' || sym.def === s.def) continue;
    const mod = await s.loader.load(sym.file);
    if (mod === undefined) continue;
    const hop = distance.get(id) ?? 0;
    candidates.push({ mod, def: sym.def, reason: graph.nodes.get(id)?.reason ?? 'name', hop, score: -hop });
  }
  const assembled = assembleContext(targetContextFor(s), candidates, { budget: s.options.budgetTokens, count: s.count });
  const kept = new Set(assembled.items.map((i) => nodeId(i.file, i.name)));
  return finishResult(
    s,
    assembled,
    { nodes: graph.nodes.size, edges: graph.edges.length, hops: Math.max(0, ...assembled.items.map((i) => i.hop)), mermaid: renderMermaid(graph, kept) },
    now,
  );
}
