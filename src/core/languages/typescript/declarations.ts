/** Functions, methods, classes, interfaces, type aliases, enums and namespaces as definitions. */
import type { LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { Definition, InstanceAttribute } from '../types.js';
import { chainOf, typeChainOf } from './chains.js';
import { visitParameters, visitTypeParameters, type ParameterInfo } from './parameters.js';
import { detectTsStub } from './stubs.js';
import type { TsScope, TsWalk } from './walk-state.js';
import { emit, isFunctionValue, newScope, qualnameFor, visit, visitChildren } from './walk-state.js';

export interface DeclOptions {
  /** The statement that carries the declaration (`export ...`, `const f = ...`): sets fullRange. */
  outer?: LNode;
  /** The function node when it is not `node` itself (`const f = () => ...`, `f = () => ...` in a class). */
  fn?: LNode;
  /** Name when the node has none (`export default function () {}`), or the variable's name. */
  name?: string;
  /** Where the signature text starts (default: the node). */
  signatureStart?: number;
  decorators?: LNode[];
  declKind?: string;
}

function endLineOf(w: TsWalk, node: LNode): number {
  return lineAt(w.tree, node.end > node.start ? node.end - 1 : node.start);
}

function baseDefinition(w: TsWalk, scope: TsScope, node: LNode, name: string, kind: Definition['kind'], opts: DeclOptions): Definition {
  const outer = opts.outer ?? node;
  const decorators = opts.decorators ?? [];
  const first = decorators[0];
  const def: Definition = {
    kind,
    name,
    qualname: qualnameFor(scope, name),
    range: { start: lineAt(w.tree, node.start), end: endLineOf(w, node) },
    fullRange: { start: lineAt(w.tree, Math.min(first?.start ?? outer.start, outer.start)), end: endLineOf(w, outer) },
    signature: '',
    decorators: decorators.map((d) => text(w.tree, d).replace(/^@\s*/, '')),
    bases: [],
    isAsync: false,
    parameters: [],
    locals: [],
    references: [],
    attributes: [],
  };
  if (scope.def) def.parent = scope.def.qualname;
  if (opts.declKind !== undefined) def.declKind = opts.declKind;
  scope.locals.add(name);
  w.definitions.push(def);
  return def;
}

function signatureText(w: TsWalk, start: number, end: number): string {
  return w.tree.source.slice(start, end).trimEnd().replace(/;$/, '');
}

/** Sets the body range: from the first thing inside the block (or the expression body) to the end. */
function setBodyRange(w: TsWalk, def: Definition, body: LNode): void {
  const first = body.type === 'statement_block' || body.type === 'class_body' || body.type === 'interface_body' || body.type === 'enum_body' ? body.children[0] : body;
  if (first !== undefined) def.bodyRange = { start: lineAt(w.tree, first.start), end: def.range.end };
}

export function defineFunction(w: TsWalk, scope: TsScope, node: LNode, opts: DeclOptions): { def: Definition; params: ParameterInfo } {
  const fn = opts.fn ?? node;
  const nameNode = opts.fn ? undefined : field(node, 'name');
  const name = opts.name ?? (nameNode ? text(w.tree, nameNode) : 'default');
  const kind = scope.kind === 'class' ? 'method' : 'function';
  const body = field(fn, 'body');
  const declKind = opts.declKind ?? (body === undefined ? 'overload' : undefined);
  const def = baseDefinition(w, scope, node, name, kind, { ...opts, ...(declKind !== undefined ? { declKind } : {}) });
  const sigEnd = body?.start ?? fn.end;
  def.signature = signatureText(w, opts.signatureStart ?? node.start, sigEnd);
  const params0 = fn.children.find((c) => c.type === 'formal_parameters' || c.field === 'parameter');
  def.isAsync = /\basync\b/.test(w.tree.source.slice(fn.start, params0?.start ?? sigEnd));
  if (kind === 'method') def.receiver = 'this';
  const inner = newScope('function', def, scope);
  for (const d of opts.decorators ?? []) visit(w, inner, d);
  let params: ParameterInfo = { names: [], properties: [] };
  const paramSet = new Set<string>();
  for (const child of fn.children) {
    if (child === body || child === nameNode || child.field === 'name') continue;
    if (child.type === 'formal_parameters') params = visitParameters(w, inner, child, paramSet);
    else if (child.field === 'parameter') {
      params.names.push(text(w.tree, child));
    } else if (child.type === 'type_parameters') visitTypeParameters(w, inner, child);
    else visit(w, inner, child);
  }
  def.parameters = params.names;
  if (body) {
    setBodyRange(w, def, body);
    const stub = detectTsStub(w, def, fn, body);
    if (stub) w.stubs.push(stub);
    if (body.type === 'statement_block') visitChildren(w, inner, body);
    else visit(w, inner, body);
  }
  def.locals = [...inner.locals].filter((n) => !paramSet.has(n));
  def.references = inner.refs;
  return { def, params };
}

function attributeOf(w: TsWalk, member: LNode, name: string): InstanceAttribute {
  const attr: InstanceAttribute = { name, line: lineAt(w.tree, member.start) };
  const type = field(member, 'type')?.children[0];
  const annotation = type ? typeChainOf(w.tree, type) : undefined;
  if (annotation) attr.annotation = annotation;
  const value = field(member, 'value');
  const ctor = value?.type === 'new_expression' ? field(value, 'constructor') : undefined;
  const call = ctor ? chainOf(w.tree, ctor) : undefined;
  if (call) attr.assignedFromCall = call;
  return attr;
}

/** The member just defined is `static` (a class may have a static and an instance member of one name). */
function markStatic(w: TsWalk, member: LNode, def: Definition): void {
  const name = field(member, 'name') ?? field(member, 'property');
  // Modifiers are anonymous tokens before the name: `public static async`, `static readonly`.
  if (name !== undefined && /\bstatic\b/.test(w.tree.source.slice(member.start, name.start))) def.isStatic = true;
}

function visitClassMembers(w: TsWalk, inner: TsScope, def: Definition, body: LNode): void {
  let pending: LNode[] = [];
  for (const member of body.children) {
    if (member.type === 'decorator') {
      pending.push(member);
      continue;
    }
    const decorators = [...pending, ...member.children.filter((c) => c.type === 'decorator')];
    pending = [];
    // tree-sitter-javascript names a class field `field_definition` with the name in `property`.
    const isField = member.type === 'public_field_definition' || member.type === 'field_definition';
    const nameNode = field(member, 'name') ?? (isField ? field(member, 'property') : undefined);
    const name = nameNode ? text(w.tree, nameNode) : '';
    if (member.type === 'method_definition' || member.type === 'method_signature' || member.type === 'abstract_method_signature') {
      const declKind = member.type === 'abstract_method_signature' ? 'abstract' : member.type === 'method_signature' ? 'overload' : undefined;
      const { def: method, params } = defineFunction(w, inner, member, { decorators, ...(declKind ? { declKind } : {}) });
      markStatic(w, member, method);
      for (const p of params.properties) {
        const attr: InstanceAttribute = { name: p.name, line: lineAt(w.tree, member.start) };
        const chain = p.type?.children[0] ? typeChainOf(w.tree, p.type.children[0]) : undefined;
        if (chain) attr.annotation = chain;
        def.attributes.push(attr);
      }
    } else if (isField && isFunctionValue(field(member, 'value'))) {
      const fn = field(member, 'value');
      markStatic(w, member, defineFunction(w, inner, member, { name, decorators, declKind: 'arrow', ...(fn ? { fn } : {}) }).def);
    } else if (isField) {
      if (name !== '') def.attributes.push(attributeOf(w, member, name));
      for (const d of decorators) visit(w, inner, d);
      for (const child of member.children) if (child !== nameNode && child.type !== 'decorator') visit(w, inner, child);
    } else visit(w, inner, member);
  }
}

export function defineClass(w: TsWalk, scope: TsScope, node: LNode, opts: DeclOptions): Definition {
  const nameNode = field(node, 'name');
  const name = opts.name ?? (nameNode ? text(w.tree, nameNode) : 'default');
  const decorators = [...(opts.decorators ?? []), ...node.children.filter((c) => c.type === 'decorator')];
  const declKind = opts.declKind ?? (node.type === 'abstract_class_declaration' ? 'abstract-class' : undefined);
  const def = baseDefinition(w, scope, node, name, 'class', { ...opts, decorators, ...(declKind ? { declKind } : {}) });
  const body = field(node, 'body');
  def.signature = signatureText(w, node.start, body?.start ?? node.end);
  const inner = newScope('class', def, scope);
  for (const d of decorators) visit(w, inner, d);
  for (const child of node.children) {
    if (child.type === 'class_heritage') {
      for (const clause of child.children) {
        // typescript/tsx: extends_clause / implements_clause; javascript: the expression itself.
        const parts = clause.type === 'extends_clause' || clause.type === 'implements_clause' ? clause.children : [clause];
        for (const part of parts) {
          const chain = part.type === 'type_arguments' ? undefined : (chainOf(w.tree, part) ?? typeChainOf(w.tree, part));
          if (chain) {
            def.bases.push(chain.join('.'));
            emit(w, inner, 'base', chain, part);
            if (part.type === 'generic_type') for (const c of part.children) if (c.field !== 'name') visit(w, inner, c);
          } else visit(w, inner, part);
        }
      }
    } else if (child.type === 'type_parameters') visitTypeParameters(w, inner, child);
  }
  if (body) {
    setBodyRange(w, def, body);
    visitClassMembers(w, inner, def, body);
  }
  def.locals = [...inner.locals];
  def.references = inner.refs;
  return def;
}

const TYPE_KIND: Record<string, string> = { interface_declaration: 'interface', type_alias_declaration: 'type', enum_declaration: 'enum' };

export function defineTypeDeclaration(w: TsWalk, scope: TsScope, node: LNode, opts: DeclOptions): Definition | undefined {
  const nameNode = field(node, 'name');
  if (!nameNode) return undefined;
  const def = baseDefinition(w, scope, node, text(w.tree, nameNode), 'class', { ...opts, declKind: TYPE_KIND[node.type] ?? 'type' });
  const body = field(node, 'body');
  const value = field(node, 'value');
  def.signature = body ? signatureText(w, node.start, body.start) : (text(w.tree, node).split('\n')[0] ?? '').trimEnd();
  const inner = newScope('class', def, scope);
  for (const child of node.children) {
    if (child === nameNode) continue;
    if (child.type === 'extends_type_clause') {
      for (const part of child.children) {
        const chain = typeChainOf(w.tree, part);
        if (chain) {
          def.bases.push(chain.join('.'));
          emit(w, inner, 'base', chain, part);
          if (part.type === 'generic_type') for (const c of part.children) if (c.field !== 'name') visit(w, inner, c);
        } else visit(w, inner, part);
      }
    } else if (child.type === 'type_parameters') visitTypeParameters(w, inner, child);
    else visit(w, inner, child);
  }
  const shown = body ?? value;
  if (shown) setBodyRange(w, def, shown);
  def.locals = [...inner.locals];
  def.references = inner.refs;
  return def;
}

/** `namespace A { ... }` / `module A.B { ... }`; `declare module 'x'` and `declare global` are not definitions. */
export function defineNamespace(w: TsWalk, scope: TsScope, node: LNode, opts: DeclOptions): Definition | undefined {
  const nameNode = field(node, 'name');
  if (!nameNode || (nameNode.type !== 'identifier' && nameNode.type !== 'nested_identifier')) return undefined;
  const def = baseDefinition(w, scope, node, text(w.tree, nameNode).replace(/\s+/g, ''), 'class', { ...opts, declKind: 'namespace' });
  const body = field(node, 'body');
  def.signature = signatureText(w, node.start, body?.start ?? node.end);
  const inner = newScope('namespace', def, scope);
  if (body) {
    setBodyRange(w, def, body);
    visitChildren(w, inner, body);
  }
  def.locals = [...inner.locals];
  def.references = inner.refs;
  return def;
}
