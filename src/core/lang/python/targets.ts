/** Assignment targets: locals, instance attributes, and ast-style module variable names. */
import type { LNode } from './parser.js';
import { chainOf } from './chains.js';
import { walkExpr } from './expressions.js';
import type { Scope, Walk } from './scope.js';
import { addLocal, recordAttribute } from './scope.js';
import { field, lineAt, text } from './tree-utils.js';

const SEQUENCES = new Set([
  'pattern_list',
  'tuple_pattern',
  'list_pattern',
  'tuple',
  'list',
  'expression_list',
  'parenthesized_expression',
  'list_splat_pattern',
  'list_splat',
]);

export interface AssignedValue {
  value?: LNode | undefined;
  annotation?: LNode | undefined;
}

/** Chain of an annotation, unwrapping Optional/ClassVar/Final/Annotated and quotes. */
export function annotationChain(w: Walk, node: LNode | undefined): string[] | undefined {
  if (!node) return undefined;
  const inner = node.type === 'type' ? node.children.find((c) => c.type !== 'comment') : node;
  if (!inner) return undefined;
  if (inner.type === 'string') {
    const raw = text(w.tree, inner).replace(/^[a-zA-Z]*['"]+|['"]+$/g, '').trim();
    return /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(raw) ? raw.split('.') : undefined;
  }
  if (inner.type === 'generic_type' || inner.type === 'subscript') {
    const head = inner.type === 'subscript' ? field(inner, 'value') : inner.children[0];
    const headChain = head ? chainOf(w.tree, head)?.chain : undefined;
    const last = headChain?.[headChain.length - 1];
    if (last && ['Optional', 'ClassVar', 'Final', 'Annotated'].includes(last)) {
      const arg = inner.type === 'subscript' ? field(inner, 'subscript') : inner.children[1]?.children[0];
      return annotationChain(w, arg) ?? headChain;
    }
    return headChain;
  }
  return chainOf(w.tree, inner)?.chain;
}

/** Binds a target in the scope; attribute targets on `self` become class attributes. */
export function bindTarget(w: Walk, scope: Scope, node: LNode, assigned: AssignedValue = {}): void {
  if (node.type === 'identifier') {
    addLocal(scope, text(w.tree, node));
    return;
  }
  if (SEQUENCES.has(node.type)) {
    for (const child of node.children) if (child.type !== 'comment') bindTarget(w, scope, child);
    return;
  }
  if (node.type === 'attribute') {
    const object = field(node, 'object');
    const attr = field(node, 'attribute');
    if (object && attr && scope.selfName && scope.classScope && object.type === 'identifier' && text(w.tree, object) === scope.selfName) {
      const call = assigned.value?.type === 'call' ? field(assigned.value, 'function') : undefined;
      const callChain = call ? chainOf(w.tree, call)?.chain : undefined;
      recordAttribute(scope.classScope, text(w.tree, attr), lineAt(w.tree, node.start), annotationChain(w, assigned.annotation), callChain);
      return;
    }
    if (object) walkExpr(w, scope, object);
    return;
  }
  walkExpr(w, scope, node);
}

/** Names an ast Assign/AnnAssign target defines: Name, and Names inside Tuple/List/Starred. */
export function targetNames(w: Walk, node: LNode, out: string[] = []): string[] {
  if (node.type === 'identifier') out.push(text(w.tree, node));
  else if (SEQUENCES.has(node.type)) for (const child of node.children) targetNames(w, child, out);
  return out;
}
