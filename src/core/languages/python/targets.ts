/** Assignment targets: locals, instance attributes, and ast-style module variable names. */
import type { LNode } from './parser.js';
import { chainOf } from './chains.js';
import { walkExpr } from './expressions.js';
import type { Scope, Walk } from './scope.js';
import { addLocal, recordAttribute } from './scope.js';
import { field, lineAt, text } from './tree-utils.js';
import type { Definition, TypeHint } from './types.js';
import { ownTypeHint, withTypeHint } from '../type-hints.js';

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
  if (inner.type === 'binary_operator') {
    // `Foo | None`: the first side that is not None.
    for (const side of [field(inner, 'left'), field(inner, 'right')]) {
      if (side && text(w.tree, side) !== 'None') return annotationChain(w, side);
    }
    return undefined;
  }
  if (inner.type === 'string') {
    const raw = text(w.tree, inner).replace(/^[a-zA-Z]*['"]+|['"]+$/g, '').trim();
    // "Foo | None" / "Optional[Foo]": the first name that is not None or a wrapper.
    const bare = raw.replace(/^(typing\.)?(Optional|ClassVar|Final)\[(.*)\]$/, '$3').split('|').map((p) => p.trim()).find((p) => p !== 'None') ?? '';
    return /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(bare) ? bare.split('.') : undefined;
  }
  if (inner.type === 'generic_type' || inner.type === 'subscript') {
    const head = inner.type === 'subscript' ? field(inner, 'value') : inner.children[0];
    const headChain = head ? chainOf(w.tree, head)?.chain : undefined;
    const last = headChain?.[headChain.length - 1];
    if (last && ['Optional', 'ClassVar', 'Final', 'Annotated', 'Union'].includes(last)) {
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
    const name = text(w.tree, node);
    addLocal(scope, name);
    if (scope.kind === 'function' && scope.def) noteLocalHint(w, scope.def, name, assigned);
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
      recordAttribute(scope.classScope, text(w.tree, attr), lineAt(w.tree, node.start), annotationChain(w, assigned.annotation), callChain, true);
      const value = assigned.value;
      const from = value?.type === 'identifier' ? text(w.tree, value) : undefined;
      const method = scope.def;
      const recorded = scope.classScope.attrs.get(text(w.tree, attr));
      if (from !== undefined && method && recorded && !recorded.fromParameter && method.parameters.includes(from)) {
        const hint = ownTypeHint(method.typeHints, from);
        recorded.fromParameter = hint ? { method: method.name, name: from, hint } : { method: method.name, name: from };
      }
      return;
    }
    if (object) walkExpr(w, scope, object);
    return;
  }
  walkExpr(w, scope, node);
}

/** `x: Foo = ...`, `x = Foo(...)`, `x = self.db`: what a local's value says about its type (first one wins). */
function noteLocalHint(w: Walk, def: Definition, name: string, assigned: AssignedValue): void {
  if (ownTypeHint(def.typeHints, name)) return;
  let hint: TypeHint | undefined;
  const annotated = annotationChain(w, assigned.annotation);
  const value = assigned.value;
  if (annotated) hint = { chains: [annotated], via: 'annotation' };
  else if (value?.type === 'call') {
    const callee = field(value, 'function');
    const chain = callee ? chainOf(w.tree, callee)?.chain : undefined;
    if (chain && chain[0] !== name) hint = { chains: [chain], via: 'call' };
  } else if (value && (value.type === 'attribute' || value.type === 'identifier')) {
    const chain = chainOf(w.tree, value)?.chain;
    if (chain && chain[0] !== name) hint = { chains: [chain], via: 'value' };
  }
  if (hint) def.typeHints = withTypeHint(def.typeHints, name, hint);
}

/** Names an ast Assign/AnnAssign target defines: Name, and Names inside Tuple/List/Starred. */
export function targetNames(w: Walk, node: LNode, out: string[] = []): string[] {
  if (node.type === 'identifier') out.push(text(w.tree, node));
  else if (SEQUENCES.has(node.type)) for (const child of node.children) targetNames(w, child, out);
  return out;
}
