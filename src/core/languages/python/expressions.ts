/** References in expressions: calls, loaded names, annotations, f-strings, lambdas, comprehensions. */
import type { LNode } from './parser.js';
import type { ReferenceKind } from './types.js';
import { chainOf, namesInStringAnnotation, type ChainResult } from './chains.js';
import type { Scope, Walk } from './scope.js';
import { addLocal, emit, MAX_EXPRESSION_DEPTH } from './scope.js';
import { stringInfo } from './strings.js';
import { field, lineAt, text } from './tree-utils.js';

export type Mode = 'load' | 'annotation';

// Leaves that carry no reference.
const INERT = new Set([
  'integer',
  'float',
  'true',
  'false',
  'none',
  'ellipsis',
  'comment',
  'escape_sequence',
  'string_content',
  'string_start',
  'string_end',
  'type_conversion',
  'line_continuation',
  'keyword_separator',
  'positional_separator',
  'wildcard_import',
  'import_prefix',
  'escape_interpolation',
]);

const COMPREHENSIONS = new Set(['list_comprehension', 'set_comprehension', 'dictionary_comprehension', 'generator_expression']);

function chainKind(mode: Mode): ReferenceKind {
  return mode === 'annotation' ? 'annotation' : 'name';
}

/** Visits an expression, emitting its references into the scope's sink. */
export function walkExpr(w: Walk, scope: Scope, node: LNode, mode: Mode = 'load'): void {
  if (w.depth >= MAX_EXPRESSION_DEPTH) return;
  w.depth++;
  try {
    visitExpr(w, scope, node, mode);
  } finally {
    w.depth--;
  }
}

function visitExpr(w: Walk, scope: Scope, node: LNode, mode: Mode): void {
  switch (node.type) {
    case 'identifier':
    case 'attribute':
    case 'dotted_name':
      emitChainOrWalk(w, scope, node, chainKind(mode), mode);
      return;
    case 'call':
      walkCall(w, scope, node, mode);
      return;
    case 'string':
      walkString(w, scope, node, mode);
      return;
    case 'lambda':
      walkLambda(w, scope, node);
      return;
    case 'named_expression': {
      const name = field(node, 'name');
      if (name) addLocal(scope, text(w.tree, name));
      const value = field(node, 'value');
      if (value) walkExpr(w, scope, value, mode);
      return;
    }
    case 'keyword_argument': {
      const value = field(node, 'value');
      if (value) walkExpr(w, scope, value, mode);
      return;
    }
    case 'type':
      walkChildren(w, scope, node, 'annotation');
      return;
    default:
      if (INERT.has(node.type)) return;
      if (COMPREHENSIONS.has(node.type)) {
        walkComprehension(w, scope, node, mode);
        return;
      }
      walkChildren(w, scope, node, mode);
  }
}

/** Walks every child (indexed: a `for…of` made an iterator and a result per child where V8 did not optimize it away). */
function walkChildren(w: Walk, scope: Scope, node: LNode, mode: Mode): void {
  const children = node.children;
  for (let i = 0; i < children.length; i++) walkExpr(w, scope, children[i]!, mode);
}

/**
 * Emits the node's chain with `kind`, or walks it when it is not a plain chain. `known`: the node's
 * chainOf when the caller has it already.
 */
export function emitChainOrWalk(w: Walk, scope: Scope, node: LNode, kind: ReferenceKind, mode: Mode = 'load', known?: ChainResult): void {
  const result = known ?? chainOf(w.tree, node);
  if (!result) {
    // `a().b.c`: only the object side holds references; the attribute names are not names.
    const children = node.children;
    for (let i = 0; i < children.length; i++) {
      const child = children[i]!;
      if (node.type !== 'attribute' || child.field === 'object') walkExpr(w, scope, child, mode);
    }
    return;
  }
  emit(w, scope, kind, result.chain, node);
  if (result.superCall) walkArguments(w, scope, field(result.superCall, 'arguments'), mode);
}

/** isinstance/except targets: each element of a tuple is its own reference. */
export function emitTypes(w: Walk, scope: Scope, node: LNode, kind: ReferenceKind): void {
  if (node.type === 'tuple' || node.type === 'parenthesized_expression' || node.type === 'list_splat' || node.type === 'expression_list') {
    for (const child of node.children) emitTypes(w, scope, child, kind);
    return;
  }
  const chain = chainOf(w.tree, node);
  if (chain) emitChainOrWalk(w, scope, node, kind, 'load', chain);
  else walkExpr(w, scope, node);
}

/** A callee (call, decorator, raise): emits `kind` for its chain, then walks its arguments. */
export function walkCallee(w: Walk, scope: Scope, node: LNode, kind: ReferenceKind): void {
  if (node.type === 'call') {
    const fn = field(node, 'function');
    const chain = fn ? chainOf(w.tree, fn) : undefined;
    if (fn && chain) {
      emitChainOrWalk(w, scope, fn, kind, 'load', chain);
      walkArguments(w, scope, field(node, 'arguments'), 'load');
      return;
    }
    walkExpr(w, scope, node);
    return;
  }
  const chain = chainOf(w.tree, node);
  if (chain) emitChainOrWalk(w, scope, node, kind, 'load', chain);
  else walkExpr(w, scope, node);
}

function walkCall(w: Walk, scope: Scope, node: LNode, mode: Mode): void {
  const fn = field(node, 'function');
  const args = field(node, 'arguments');
  const callee = fn ? chainOf(w.tree, fn) : undefined;
  if (fn) {
    if (callee) emitChainOrWalk(w, scope, fn, 'call', mode, callee);
    else walkExpr(w, scope, fn, mode);
  }
  if (callee && args && scope.selfName && scope.def) noteSelfArguments(w, scope, callee.chain, args);
  const name = callee?.chain.length === 1 ? callee.chain[0] : undefined;
  if (args && (name === 'isinstance' || name === 'issubclass') && args.type === 'argument_list') {
    let position = 0;
    const list = args.children;
    for (let i = 0; i < list.length; i++) {
      const arg = list[i]!;
      if (arg.type === 'comment') continue;
      if (position === 1 && arg.type !== 'keyword_argument') emitTypes(w, scope, arg, 'isinstance');
      else walkExpr(w, scope, arg, mode);
      position++;
    }
    return;
  }
  walkArguments(w, scope, args, mode);
}

/** `Panel(db=self)` / `Panel(self)` inside a method: the receiver handed on, for call-site typing. */
function noteSelfArguments(w: Walk, scope: Scope, callee: string[], args: LNode): void {
  const def = scope.def;
  if (!def || callee[0] === scope.selfName) return;
  let position = 0;
  const list = args.children;
  for (let i = 0; i < list.length; i++) {
    const arg = list[i]!;
    if (arg.type === 'comment' || arg.type === '(' || arg.type === ')' || arg.type === ',') continue;
    const line = lineAt(w.tree, arg.start);
    if (arg.type === 'identifier' && text(w.tree, arg) === scope.selfName) {
      def.selfArguments = [...(def.selfArguments ?? []), { callee, position, line }];
    } else if (arg.type === 'keyword_argument') {
      const value = field(arg, 'value');
      const key = field(arg, 'name');
      if (value?.type === 'identifier' && key && text(w.tree, value) === scope.selfName) {
        def.selfArguments = [...(def.selfArguments ?? []), { callee, keyword: text(w.tree, key), line }];
      }
    }
    if (arg.type !== 'keyword_argument') position += 1;
  }
}

export function walkArguments(w: Walk, scope: Scope, args: LNode | undefined, mode: Mode): void {
  if (args) walkExpr(w, scope, args, mode);
}

function walkString(w: Walk, scope: Scope, node: LNode, mode: Mode): void {
  const info = stringInfo(w.tree, node);
  if (info.isFString) {
    for (const child of node.children) if (child.type === 'interpolation') walkExpr(w, scope, child, 'load');
    return;
  }
  if (mode !== 'annotation' || info.isBytes) return;
  for (const chain of namesInStringAnnotation(info.value)) emit(w, scope, 'annotation', chain, node);
}

/** Names bound by a lambda's parameters. */
function lambdaParams(w: Walk, scope: Scope, params: LNode | undefined): Set<string> {
  const names = new Set<string>();
  if (!params) return names;
  for (const p of params.children) {
    if (p.type === 'identifier') names.add(text(w.tree, p));
    else if (p.type === 'default_parameter') {
      const n = field(p, 'name');
      if (n) names.add(text(w.tree, n));
      const v = field(p, 'value');
      if (v) walkExpr(w, scope, v);
    } else if (p.type === 'list_splat_pattern' || p.type === 'dictionary_splat_pattern') {
      const inner = p.children.find((c) => c.type === 'identifier');
      if (inner) names.add(text(w.tree, inner));
    }
  }
  return names;
}

function walkLambda(w: Walk, scope: Scope, node: LNode): void {
  // Not a definition: its body's references belong to the enclosing scope; its params are not.
  const names = lambdaParams(w, scope, field(node, 'parameters'));
  scope.shadows.push(names);
  const body = field(node, 'body');
  if (body) walkExpr(w, scope, body);
  scope.shadows.pop();
}

/** Identifiers bound by a target (for-in clause, comprehension). */
export function targetIdentifiers(w: Walk, node: LNode, out: Set<string>): void {
  if (node.type === 'identifier') out.add(text(w.tree, node));
  else if (node.type !== 'attribute' && node.type !== 'subscript') for (const c of node.children) targetIdentifiers(w, c, out);
}

function walkComprehension(w: Walk, scope: Scope, node: LNode, mode: Mode): void {
  const bound = new Set<string>();
  for (const child of node.children) {
    if (child.type !== 'for_in_clause') continue;
    const left = field(child, 'left');
    if (left) targetIdentifiers(w, left, bound);
  }
  scope.shadows.push(bound);
  for (const child of node.children) {
    if (child.type === 'for_in_clause') {
      for (const part of child.children) if (part.field !== 'left') walkExpr(w, scope, part, mode);
    } else {
      walkExpr(w, scope, child, mode);
    }
  }
  scope.shadows.pop();
}
