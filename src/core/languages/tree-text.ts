/** Language-neutral helpers over the light tree: lines, text, fields. */
import type { LNode, LiteTree } from './lite-tree.js';

/** A syntax problem at a 1-based line. */
export interface SyntaxProblemInfo {
  line: number;
  message: string;
}

/** 1-based line of a UTF-16 offset. */
export function lineAt(tree: LiteTree, index: number): number {
  const starts = tree.lineStarts;
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] ?? 0) <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

export function text(tree: LiteTree, node: LNode): string {
  const overridden = tree.textOverrides?.get(`${node.start}:${node.end}`);
  return overridden ?? tree.source.slice(node.start, node.end);
}

export function field(node: LNode, name: string): LNode | undefined {
  // Indexed: every front end asks this for most nodes it visits, and a `for…of` made an iterator
  // and a result per child wherever V8 did not optimize it away.
  const children = node.children;
  for (let i = 0; i < children.length; i++) if (children[i]!.field === name) return children[i];
  return undefined;
}

export function fields(node: LNode, name: string): LNode[] {
  return node.children.filter((c) => c.field === name);
}

export function firstOfType(node: LNode, type: string): LNode | undefined {
  for (const child of node.children) if (child.type === type) return child;
  return undefined;
}

/** Children that are not comments. */
export function code(node: LNode): LNode[] {
  return node.children.filter((c) => c.type !== 'comment');
}

/** Leading whitespace of the line holding `index`. */
export function indentAt(tree: LiteTree, index: number): string {
  const line = lineAt(tree, index);
  const start = tree.lineStarts[line - 1] ?? 0;
  const match = /^[ \t]*/.exec(tree.source.slice(start, start + 200));
  return match?.[0] ?? '';
}

/** The tree's syntax problems (ERROR and MISSING nodes) with 1-based lines, one per line and message, sorted. */
export function syntaxProblems(tree: LiteTree): SyntaxProblemInfo[] {
  const seen = new Set<string>();
  const out: SyntaxProblemInfo[] = [];
  for (const p of tree.problems) {
    const line = lineAt(tree, p.index);
    const key = `${line}|${p.message}`;
    if (!seen.has(key)) out.push({ line, message: p.message });
    seen.add(key);
  }
  return out.sort((a, b) => a.line - b.line);
}
