/**
 * References, locals and type hints inside Rust code: calls (`f()`, `a::b()`, `self.m()`,
 * `Foo::new()`, macros), paths and field chains read as values, types (annotations), struct
 * literals, and the names patterns bind (`let`, parameters, closures, `for`, `match`, `if let`).
 * Macro arguments are token trees: the paths in them (`vec![Foo::new()]`) are read from the tokens.
 */
import type { LNode } from '../lite-tree.js';
import { field, text } from '../tree-text.js';
import { COMMENT_TYPES } from './parser.js';
import { chainOf, typeChain } from './paths.js';
import { emit, visitChildren, type RsScope, type RsWalk } from './walk-state.js';

const TYPE_NODES = new Set(['type_identifier', 'scoped_type_identifier', 'generic_type']);

/** A type: each named type in it is an annotation reference. */
export function visitType(w: RsWalk, scope: RsScope, node: LNode | undefined): void {
  if (node === undefined) return;
  if (TYPE_NODES.has(node.type)) {
    const chain = chainOf(w.tree, node);
    if (chain) emit(w, scope, 'annotation', chain, node);
    const args = field(node, 'type_arguments');
    if (args) for (const a of args.children) visitType(w, scope, a);
    return;
  }
  if (node.type === 'lifetime' || node.type === 'primitive_type' || COMMENT_TYPES.has(node.type)) return;
  for (const child of node.children) visitType(w, scope, child);
}

/** The names a pattern binds become locals; the paths it names (enum variants, structs) are references. */
export function visitPattern(w: RsWalk, scope: RsScope, node: LNode | undefined): void {
  if (node === undefined) return;
  switch (node.type) {
    case 'identifier':
      scope.locals.add(text(w.tree, node));
      return;
    case 'shorthand_field_identifier':
      scope.locals.add(text(w.tree, node));
      return;
    case 'scoped_identifier': {
      const chain = chainOf(w.tree, node);
      if (chain) emit(w, scope, 'name', chain, node);
      return;
    }
    case 'tuple_struct_pattern':
    case 'struct_pattern': {
      const type = field(node, 'type');
      const chain = chainOf(w.tree, type);
      if (chain && type) emit(w, scope, 'name', chain, type);
      for (const child of node.children) if (child !== type) visitPattern(w, scope, child);
      return;
    }
    case 'field_pattern': {
      const pattern = field(node, 'pattern');
      if (pattern) visitPattern(w, scope, pattern);
      else for (const child of node.children) visitPattern(w, scope, child);
      return;
    }
    default:
      for (const child of node.children) visitPattern(w, scope, child);
  }
}

/** Paths in a macro's token tree: identifiers joined by `::` or `.`; `(` after one makes it a call. */
function visitTokens(w: RsWalk, scope: RsScope, tree: LNode): void {
  const src = w.tree.source;
  let chain: string[] = [];
  let last: LNode | undefined;
  const flush = (): void => {
    if (last !== undefined && chain.length > 0) {
      const next = src.slice(last.end, last.end + 40).trimStart();
      emit(w, scope, next.startsWith('(') || next.startsWith('!') || next.startsWith('{') ? 'call' : 'name', chain, last);
    }
    chain = [];
    last = undefined;
  };
  for (const child of tree.children) {
    if (child.type === 'identifier' || child.type === 'self' || child.type === 'crate' || child.type === 'super') {
      const between = last === undefined ? '' : src.slice(last.end, child.start).trim();
      if (last !== undefined && between !== '::' && between !== '.') flush();
      chain.push(text(w.tree, child));
      last = child;
    } else {
      flush();
      if (child.type === 'token_tree') visitTokens(w, scope, child);
    }
  }
  flush();
}

/** Code inside a body or an initializer. Items nested in it go back to the dispatcher. */
export function visitExpression(w: RsWalk, scope: RsScope, node: LNode): boolean {
  switch (node.type) {
    case 'call_expression': {
      const fn = field(node, 'function');
      const chain = chainOf(w.tree, fn);
      if (chain && fn) {
        emit(w, scope, 'call', chain, fn);
        if (fn.type === 'generic_function') visitType(w, scope, field(fn, 'type_arguments'));
      } else if (fn) w.visit(w, scope, fn);
      const args = field(node, 'arguments');
      if (args) visitChildren(w, scope, args);
      return true;
    }
    case 'macro_invocation': {
      const chain = chainOf(w.tree, field(node, 'macro'));
      if (chain) emit(w, scope, 'call', chain, node);
      for (const child of node.children) if (child.type === 'token_tree') visitTokens(w, scope, child);
      return true;
    }
    case 'identifier':
    case 'self':
    case 'scoped_identifier':
    case 'field_expression': {
      const chain = chainOf(w.tree, node);
      if (chain) emit(w, scope, 'name', chain, node);
      else visitChildren(w, scope, node);
      return true;
    }
    case 'generic_function': {
      const chain = chainOf(w.tree, node);
      if (chain) emit(w, scope, 'name', chain, node);
      visitType(w, scope, field(node, 'type_arguments'));
      return true;
    }
    case 'struct_expression': {
      const name = field(node, 'name');
      const chain = typeChain(w.tree, name);
      if (chain && name) emit(w, scope, 'call', chain, name);
      const body = field(node, 'body');
      if (body) visitChildren(w, scope, body);
      return true;
    }
    case 'field_initializer': {
      const value = field(node, 'value');
      if (value) w.visit(w, scope, value);
      return true;
    }
    case 'shorthand_field_initializer':
      visitChildren(w, scope, node);
      return true;
    case 'let_declaration': {
      const pattern = field(node, 'pattern');
      const type = field(node, 'type');
      const value = field(node, 'value');
      visitType(w, scope, type);
      if (value) w.visit(w, scope, value);
      const alternative = field(node, 'alternative');
      if (alternative) w.visit(w, scope, alternative);
      visitPattern(w, scope, pattern);
      if (pattern?.type === 'identifier') hintFor(w, scope, text(w.tree, pattern), type, value);
      return true;
    }
    case 'let_condition':
    case 'for_expression':
    case 'match_arm': {
      visitPattern(w, scope, field(node, 'pattern'));
      for (const child of node.children) if (child.field !== 'pattern') w.visit(w, scope, child);
      return true;
    }
    case 'closure_expression': {
      const params = field(node, 'parameters');
      if (params) for (const p of params.children) {
        if (p.type === 'parameter') {
          visitPattern(w, scope, field(p, 'pattern'));
          visitType(w, scope, field(p, 'type'));
        } else visitPattern(w, scope, p);
      }
      visitType(w, scope, field(node, 'return_type'));
      const body = field(node, 'body');
      if (body) w.visit(w, scope, body);
      return true;
    }
    case 'type_cast_expression': {
      const value = field(node, 'value');
      if (value) w.visit(w, scope, value);
      visitType(w, scope, field(node, 'type'));
      return true;
    }
    case 'type_arguments':
      visitType(w, scope, node);
      return true;
    case 'field_identifier':
    case 'lifetime':
    case 'label':
    case 'attribute_item':
    case 'inner_attribute_item':
    case 'line_comment':
    case 'block_comment':
      return true;
    default:
      return false;
  }
}

/** What a `let` says about its variable's type: the annotation, else the call it is assigned from. */
function hintFor(w: RsWalk, scope: RsScope, name: string, type: LNode | undefined, value: LNode | undefined): void {
  const annotated = typeChain(w.tree, type);
  if (annotated) {
    scope.hints[name] = { chains: [annotated], via: 'annotation' };
    return;
  }
  if (value?.type === 'call_expression') {
    const chain = chainOf(w.tree, field(value, 'function'));
    if (chain) scope.hints[name] = { chains: [chain.map((c) => (c === 'Self' && scope.selfType ? scope.selfType : c))], via: 'call' };
  } else if (value?.type === 'struct_expression') {
    const chain = typeChain(w.tree, field(value, 'name'));
    if (chain) scope.hints[name] = { chains: [chain], via: 'annotation' };
  }
}
