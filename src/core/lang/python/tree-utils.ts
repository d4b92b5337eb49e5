/** Small helpers over the light tree: lines, text, fields. */
import type { LNode, LiteTree } from './parser.js';

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

export function startLine(tree: LiteTree, node: LNode): number {
  return lineAt(tree, node.start);
}

// Nodes that own blocks: tree-sitter may hang trailing comments (even dedented ones) on them,
// while ast's end_lineno is the end of the last statement, so we descend past comments.
const BLOCK_OWNERS = new Set([
  'module',
  'block',
  'function_definition',
  'class_definition',
  'decorated_definition',
  'if_statement',
  'elif_clause',
  'else_clause',
  'for_statement',
  'while_statement',
  'try_statement',
  'except_clause',
  'except_group_clause',
  'finally_clause',
  'with_statement',
  'match_statement',
  'case_clause',
]);

/** Last line of a node as ast counts it (trailing comments excluded). */
export function endLine(tree: LiteTree, node: LNode): number {
  let current = node;
  for (;;) {
    if (!BLOCK_OWNERS.has(current.type)) break;
    const last = lastNonComment(current);
    if (!last) break;
    current = last;
  }
  return lineAt(tree, current.end > current.start ? current.end - 1 : current.start);
}

function lastNonComment(node: LNode): LNode | undefined {
  for (let i = node.children.length - 1; i >= 0; i--) {
    const child = node.children[i];
    if (child && child.type !== 'comment') return child;
  }
  return undefined;
}

export function text(tree: LiteTree, node: LNode): string {
  return tree.source.slice(node.start, node.end);
}

export function field(node: LNode, name: string): LNode | undefined {
  for (const child of node.children) if (child.field === name) return child;
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

/** Text of a dotted_name / identifier / attribute chain with whitespace removed. */
export function dotted(tree: LiteTree, node: LNode): string {
  return text(tree, node).replace(/[\s\\]+/g, '');
}
