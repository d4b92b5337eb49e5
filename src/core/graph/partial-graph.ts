/**
 * The partial dependency graph of one request: the definitions the walk reached and the
 * parser edges between them. Lives for one retrieval and is then dropped.
 */

export type EdgeKind =
  | 'call'
  | 'name'
  | 'annotation'
  | 'isinstance'
  | 'raise'
  | 'except'
  | 'decorator'
  | 'base'
  | 'import'
  | 'attribute-type'
  | 'member'
  | 'enclosing'
  | 'sibling'
  | 'inherited'
  | 'similar'
  /** Used by the target's class or file (the usage prior). */
  | 'usage'
  /** `x.m()` with `x` of unknown type, matched by method name (bounded, ranked by ambiguity). */
  | 'by-name';

export type NodeKind = 'function' | 'method' | 'class' | 'variable' | 'module';

export interface GraphNode {
  id: string;
  file: string;
  /** '' for a module node. */
  qualname: string;
  kind: NodeKind;
  hop: number;
  /** How the walk first reached it. */
  reason: EdgeKind | 'target';
}

export interface GraphEdge {
  from: string;
  to: string;
  kind: EdgeKind;
}

export function nodeId(file: string, qualname: string): string {
  return qualname === '' ? file : `${file}:${qualname}`;
}

export class PartialGraph {
  readonly nodes = new Map<string, GraphNode>();
  /** Edges added, by source, then target, then kinds (nested maps: no key string built per edge offered). */
  private readonly edgeKeys = new Map<string, Map<string, Set<EdgeKind>>>();
  readonly edges: GraphEdge[] = [];

  /** Adds a node (keeping the smallest hop seen) and returns it. */
  addNode(node: GraphNode): GraphNode {
    const existing = this.nodes.get(node.id);
    if (existing === undefined) {
      this.nodes.set(node.id, node);
      return node;
    }
    if (node.hop < existing.hop) {
      existing.hop = node.hop;
      existing.reason = node.reason;
    }
    return existing;
  }

  addEdge(from: string, to: string, kind: EdgeKind): void {
    if (from === to) return;
    let byTo = this.edgeKeys.get(from);
    if (byTo === undefined) this.edgeKeys.set(from, (byTo = new Map<string, Set<EdgeKind>>()));
    let kinds = byTo.get(to);
    if (kinds === undefined) byTo.set(to, (kinds = new Set<EdgeKind>()));
    if (kinds.has(kind)) return;
    kinds.add(kind);
    this.edges.push({ from, to, kind });
  }

  maxHop(): number {
    let max = 0;
    for (const n of this.nodes.values()) max = Math.max(max, n.hop);
    return max;
  }
}
