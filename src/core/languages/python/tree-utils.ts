/** Small helpers over the light tree: lines, text, fields. */
import type { LNode, LiteTree } from './parser.js';
import { lineAt, text } from '../tree-text.js';

export { code, field, fields, firstOfType, indentAt, lineAt, text } from '../tree-text.js';

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

/** Text of a dotted_name / identifier / attribute chain with whitespace removed. */
export function dotted(tree: LiteTree, node: LNode): string {
  return text(tree, node).replace(/[\s\\]+/g, '');
}
