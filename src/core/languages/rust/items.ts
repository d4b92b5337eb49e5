/**
 * Rust items as Definitions (one walk, items at any depth, as `syn::visit` sees them):
 * - `fn` -> 'function' ('method' inside an impl or trait, with receiver `self`); a trait's
 *   bodiless `fn` has declKind 'signature', an `extern` block's has 'extern'.
 * - struct, enum, union, trait, type alias, inline `mod` and impl blocks -> 'class' with declKind
 *   of that name. An impl block's name and qualname are its self type's (`impl<T> Display for
 *   Foo<T>` -> `Foo`, bases ['Display']), so its methods are `Foo.fmt` wherever the impl sits,
 *   and the impl and the struct share a qualname (the same type seen twice, as repeated names are).
 * - const and static items -> 'variable' (inside impls and traits too); `macro_rules!` -> 'function'
 *   with declKind 'macro'; a trait's associated `type` -> 'class' with declKind 'type'.
 * Signature: the item's text from its visibility to the body's `{` (or the `;`), attributes excluded.
 */
import type { LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { Definition, InstanceAttribute } from '../types.js';
import { chainOf, typeChain } from './paths.js';
import { visitPattern, visitType } from './expressions.js';
import { detectRustStub } from './stubs.js';
import { emit, newScope, qualnameFor, type RsScope, type RsScopeKind, type RsWalk } from './walk-state.js';

export interface Leading {
  /** Attribute texts without `#[` and `]`. */
  attributes: string[];
  /** The first line of the attributes and doc comments above the item, if any. */
  firstLine: number | undefined;
  doc: string | undefined;
}

const CLASS_ITEMS: Record<string, string> = {
  struct_item: 'struct',
  enum_item: 'enum',
  union_item: 'union',
  trait_item: 'trait',
  type_item: 'type',
  associated_type: 'type',
  mod_item: 'mod',
  impl_item: 'impl',
};

function lineOf(w: RsWalk, index: number): number {
  return lineAt(w.tree, index);
}

function endLine(w: RsWalk, node: LNode): number {
  return lineOf(w, Math.max(node.start, node.end - 1));
}

function signatureOf(w: RsWalk, node: LNode, body: LNode | undefined): string {
  const end = body === undefined ? node.end : body.start;
  return w.tree.source.slice(node.start, end).trim().replace(/;$/, '').trimEnd();
}

function baseDefinition(w: RsWalk, scope: RsScope, node: LNode, name: string, kind: Definition['kind'], declKind: string, leading: Leading, body: LNode | undefined): Definition {
  const start = lineOf(w, node.start);
  const def: Definition = {
    kind,
    name,
    qualname: qualnameFor(scope, name),
    range: { start, end: endLine(w, node) },
    fullRange: { start: Math.min(start, leading.firstLine ?? start), end: endLine(w, node) },
    signature: signatureOf(w, node, body),
    decorators: leading.attributes,
    bases: [],
    isAsync: false,
    parameters: [],
    locals: [],
    references: [],
    attributes: [],
    declKind,
  };
  if (scope.def) def.parent = scope.def.qualname;
  if (leading.doc !== undefined) def.docstring = leading.doc;
  if (body !== undefined && body.children.length > 0) {
    const first = body.children[0]!;
    def.bodyRange = { start: lineOf(w, first.start), end: def.range.end };
  }
  w.definitions.push(def);
  return def;
}

function parameters(w: RsWalk, scope: RsScope, def: Definition, params: LNode | undefined): void {
  if (!params) return;
  for (const p of params.children) {
    if (p.type === 'self_parameter') {
      def.parameters.push('self');
      continue;
    }
    if (p.type !== 'parameter') {
      if (p.type !== 'line_comment' && p.type !== 'block_comment') visitType(w, scope, p);
      continue;
    }
    const pattern = field(p, 'pattern');
    const type = field(p, 'type');
    visitType(w, scope, type);
    const bound = newScope('function', undefined, undefined);
    visitPattern(w, bound, pattern);
    def.parameters.push(...bound.locals);
    const chain = typeChain(w.tree, type);
    if (pattern?.type === 'identifier' && chain) scope.hints[text(w.tree, pattern)] = { chains: [chain], via: 'annotation' };
  }
}

export function functionItem(w: RsWalk, scope: RsScope, node: LNode, leading: Leading): void {
  const name = field(node, 'name');
  if (!name) return;
  const body = field(node, 'body');
  const inType = scope.kind === 'impl' || scope.kind === 'trait';
  const declKind = scope.kind === 'foreign' ? 'extern' : body === undefined ? 'signature' : inType ? 'method' : 'fn';
  const def = baseDefinition(w, scope, node, text(w.tree, name), inType ? 'method' : 'function', declKind, leading, body);
  const modifiers = node.children.find((c) => c.type === 'function_modifiers');
  def.isAsync = modifiers !== undefined && /\basync\b/.test(text(w.tree, modifiers));
  if (inType) def.receiver = 'self';
  const fnScope = newScope('function', def, scope);
  visitType(w, fnScope, field(node, 'type_parameters'));
  parameters(w, fnScope, def, field(node, 'parameters'));
  const ret = field(node, 'return_type');
  visitType(w, fnScope, ret);
  const retChain = typeChain(w.tree, ret);
  if (retChain) def.returns = [retChain.map((c) => (c === 'Self' && scope.selfType ? scope.selfType : c))];
  for (const c of node.children) if (c.type === 'where_clause') visitType(w, fnScope, c);
  if (body) {
    w.visit(w, fnScope, body);
    const stub = detectRustStub(w, def, body);
    if (stub) w.stubs.push(stub);
  }
  def.references = fnScope.refs;
  def.locals = [...fnScope.locals].filter((l) => !def.parameters.includes(l));
  if (Object.keys(fnScope.hints).length > 0) def.typeHints = fnScope.hints;
}

function fieldsOf(w: RsWalk, scope: RsScope, list: LNode | undefined, out: InstanceAttribute[]): void {
  if (!list) return;
  for (const f of list.children) {
    if (f.type === 'field_declaration') {
      const name = field(f, 'name');
      const type = field(f, 'type');
      visitType(w, scope, type);
      if (!name) continue;
      const attr: InstanceAttribute = { name: text(w.tree, name), line: lineOf(w, f.start) };
      const chain = typeChain(w.tree, type);
      if (chain) attr.annotation = chain;
      out.push(attr);
    } else if (f.type === 'enum_variant') {
      fieldsOf(w, scope, field(f, 'body'), []);
      const value = field(f, 'value');
      if (value) w.visit(w, scope, value);
    } else if (f.type === 'ordered_field_declaration_list' || f.type === 'enum_variant_list') {
      fieldsOf(w, scope, f, out);
    } else if (f.type !== 'line_comment' && f.type !== 'block_comment' && f.type !== 'attribute_item') {
      visitType(w, scope, f);
    }
  }
}

/** The self type's name of an impl (`&'a mut Foo<T>` -> 'Foo'; `dyn Trait` -> 'Trait'; `[u8]`, `(A, B)` -> '_'). */
function implName(w: RsWalk, type: LNode | undefined): string {
  return typeChain(w.tree, type)?.at(-1) ?? '_';
}

export function classItem(w: RsWalk, scope: RsScope, node: LNode, leading: Leading): void {
  const declKind = CLASS_ITEMS[node.type] ?? 'struct';
  const typeNode = field(node, 'type');
  const nameNode = field(node, 'name');
  const name = node.type === 'impl_item' ? implName(w, typeNode) : nameNode ? text(w.tree, nameNode) : undefined;
  if (name === undefined) return;
  const body = field(node, 'body');
  const braced = body?.type === 'declaration_list' || body?.type === 'field_declaration_list' || body?.type === 'enum_variant_list' ? body : undefined;
  const def = baseDefinition(w, scope, node, name, 'class', declKind, leading, braced);
  const kinds: Record<string, RsScopeKind> = { impl: 'impl', trait: 'trait', mod: 'mod' };
  const selfType = declKind === 'impl' || declKind === 'trait' ? name : declKind === 'mod' ? undefined : scope.selfType;
  const inner = newScope(kinds[declKind] ?? 'type', def, scope, selfType);
  visitType(w, inner, field(node, 'type_parameters'));
  if (node.type === 'impl_item') {
    const trait = field(node, 'trait');
    const traitChain = chainOf(w.tree, trait);
    if (traitChain && trait) {
      def.bases.push(traitChain.join('::'));
      emit(w, inner, 'base', traitChain, trait);
      visitType(w, inner, field(trait, 'type_arguments'));
    }
    visitType(w, inner, typeNode);
  } else if (node.type === 'trait_item') {
    const bounds = field(node, 'bounds');
    for (const b of bounds?.children ?? []) {
      const chain = typeChain(w.tree, b);
      if (chain) {
        def.bases.push(chain.join('::'));
        emit(w, inner, 'base', chain, b);
      }
    }
  } else if (node.type === 'type_item') {
    visitType(w, inner, typeNode);
  }
  for (const c of node.children) if (c.type === 'where_clause') visitType(w, inner, c);
  if (body?.type === 'declaration_list') {
    w.visit(w, inner, body);
  } else if (body) {
    fieldsOf(w, inner, body, def.attributes);
  }
  def.references = inner.refs;
  const members = w.definitions.filter((d) => d.parent === def.qualname).map((d) => d.name);
  def.locals = [...new Set([...def.attributes.map((a) => a.name), ...members])];
}

export function variableItem(w: RsWalk, scope: RsScope, node: LNode, leading: Leading): void {
  const name = field(node, 'name');
  if (!name) return;
  const def = baseDefinition(w, scope, node, text(w.tree, name), 'variable', node.type === 'static_item' ? 'static' : 'const', leading, undefined);
  const type = field(node, 'type');
  if (type) def.annotation = text(w.tree, type);
  // Items inside the initializer (`const X: T = { fn helper() {} ... }`) nest in the enclosing item, as syn counts them.
  const inner = newScope('type', scope.def, scope);
  visitType(w, inner, type);
  const value = field(node, 'value');
  if (value) w.visit(w, inner, value);
  def.references = inner.refs;
  if (scope.kind === 'module') scope.refs.push(...inner.refs);
}

export function macroDefinition(w: RsWalk, scope: RsScope, node: LNode, leading: Leading): void {
  const name = field(node, 'name');
  if (name) baseDefinition(w, scope, node, text(w.tree, name), 'function', 'macro', leading, undefined);
}
