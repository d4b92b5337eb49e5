/**
 * Renders a partial graph for people: a mermaid `graph LR` diagram (shown in the PR review)
 * and a plain-text edge list (shown by the CLI).
 */
import type { GraphNode, PartialGraph } from './partial-graph.js';

/** Repository text in a label is shown, never rendered: Mermaid labels take HTML and (after a backtick) Markdown. */
function inert(text: string): string {
  return text.replace(/[#"<>&`]/g, (c) => `#${c.charCodeAt(0)};`);
}

function label(node: GraphNode): string {
  const base = node.file.split('/').pop() ?? node.file;
  return node.qualname === '' ? inert(base) : `${inert(node.qualname)}<br/>${inert(base)}`;
}

/**
 * `keep` limits the diagram to the given node ids (e.g. what made it into the context), so a
 * review stays readable; edges between kept nodes are all drawn.
 */
export function renderMermaid(graph: PartialGraph, keep?: ReadonlySet<string>, maxNodes = 40): string {
  const chosen = [...graph.nodes.values()]
    .filter((n) => keep === undefined || keep.has(n.id) || n.reason === 'target')
    .sort((a, b) => a.hop - b.hop)
    .slice(0, maxNodes);
  const ids = new Map(chosen.map((n, i) => [n.id, `n${i}`]));
  const lines = ['graph LR'];
  for (const node of chosen) {
    const shape = node.reason === 'target' ? [`(["`, `"])`] : node.kind === 'class' ? [`[["`, `"]]`] : [`["`, `"]`];
    lines.push(`  ${ids.get(node.id)}${shape[0]}${label(node)}${shape[1]}`);
  }
  for (const edge of graph.edges) {
    const from = ids.get(edge.from);
    const to = ids.get(edge.to);
    if (from !== undefined && to !== undefined) lines.push(`  ${from} -->|${edge.kind}| ${to}`);
  }
  return lines.join('\n');
}

export function renderGraphText(graph: PartialGraph): string {
  const name = (id: string): string => {
    const n = graph.nodes.get(id);
    return n === undefined ? id : n.qualname === '' ? n.file : `${n.file}:${n.qualname}`;
  };
  return graph.edges.map((e) => `${name(e.from)} --${e.kind}--> ${name(e.to)}`).join('\n');
}
