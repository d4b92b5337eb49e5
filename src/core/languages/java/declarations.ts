/**
 * Java declarations as definitions (the same rule as bench/java-oracle/JavaOracle.java, javac's
 * tree API): every type declared at top level or as a member of a type ('class'; declKind
 * 'class', 'interface', 'enum', 'record' or 'annotation'), qualified by its enclosing types
 * (`Outer.Inner`); its methods, constructors (named after the class: `Cart.Cart`) and annotation
 * elements ('method'; declKind 'constructor', 'abstract' for a method without a body,
 * 'annotation-element'); each name of a field or constant declaration and each enum constant
 * ('variable' with the type as parent; declKind 'field', 'constant' or 'enum-constant').
 * Local and anonymous classes are part of the code around them, not definitions.
 * Lines: `range` starts after the annotations (what `fullRange` includes), Javadoc excluded.
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, fields, lineAt, text } from '../tree-text.js';
import type { Definition, InstanceAttribute, Reference } from '../types.js';
import { scanBody } from './body-scan.js';
import { javadocOf } from './javadoc.js';
import { detectJavaStub } from './stubs.js';
import type { Stub } from '../types.js';
import { typeChain, typeName } from './types-of.js';

export interface JavaWalk {
  tree: LiteTree;
  definitions: Definition[];
  stubs: Stub[];
}

export const TYPE_DECLARATIONS: Readonly<Record<string, string>> = {
  class_declaration: 'class',
  interface_declaration: 'interface',
  enum_declaration: 'enum',
  record_declaration: 'record',
  annotation_type_declaration: 'annotation',
};

const ANNOTATIONS = new Set(['annotation', 'marker_annotation']);
const endLine = (w: JavaWalk, node: LNode): number => lineAt(w.tree, Math.max(node.start, node.end - 1));

/** Offset of the first token after a declaration's annotations (comments and whitespace skipped). */
function afterAnnotations(w: JavaWalk, node: LNode): number {
  const mods = node.children.find((c) => c.type === 'modifiers');
  const last = mods?.children.filter((c) => ANNOTATIONS.has(c.type)).at(-1);
  if (last === undefined) return node.start;
  const src = w.tree.source;
  let i = last.end;
  for (;;) {
    while (i < node.end && /\s/.test(src[i] ?? '')) i += 1;
    if (src.startsWith('//', i)) i = src.indexOf('\n', i) < 0 ? node.end : src.indexOf('\n', i);
    else if (src.startsWith('/*', i)) i = src.indexOf('*/', i + 2) < 0 ? node.end : src.indexOf('*/', i + 2) + 2;
    else return i;
  }
}

/** Modifier keywords of a declaration (`public`, `static`, ...), annotations left out. */
export function modifierWords(w: JavaWalk, node: LNode): Set<string> {
  const mods = node.children.find((c) => c.type === 'modifiers');
  if (mods === undefined) return new Set();
  let raw = text(w.tree, mods);
  for (const a of [...mods.children].reverse()) raw = raw.slice(0, a.start - mods.start) + raw.slice(a.end - mods.start);
  return new Set(raw.split(/[^A-Za-z-]+/).filter((x) => x !== ''));
}

function create(w: JavaWalk, kind: Definition['kind'], name: string, node: LNode, parent: Definition | undefined, doc: string | undefined): Definition {
  const start = lineAt(w.tree, afterAnnotations(w, node));
  const end = endLine(w, node);
  const mods = node.children.find((c) => c.type === 'modifiers');
  const def: Definition = {
    kind, name, qualname: parent ? `${parent.qualname}.${name}` : name, range: { start, end }, fullRange: { start: lineAt(w.tree, node.start), end },
    signature: '', decorators: (mods?.children ?? []).filter((c) => ANNOTATIONS.has(c.type)).map((a) => text(w.tree, a).replace(/^@\s*/, '')),
    bases: [], isAsync: false, parameters: [], locals: [], references: [], attributes: [],
  };
  if (parent) def.parent = parent.qualname;
  if (doc !== undefined) def.docstring = doc;
  return def;
}

function signatureOf(w: JavaWalk, node: LNode, body: LNode | undefined): string {
  return w.tree.source.slice(afterAnnotations(w, node), body?.start ?? node.end).trim().replace(/;$/, '').trimEnd();
}

/** Parameter names of a formal parameter list, in order. */
function parameterNames(w: JavaWalk, list: LNode | undefined): string[] {
  return (list?.children ?? []).flatMap((p) => {
    if (p.type === 'formal_parameter') return fields(p, 'name').map((n) => text(w.tree, n));
    if (p.type === 'spread_parameter') {
      const decl = p.children.find((c) => c.type === 'variable_declarator');
      const n = decl === undefined ? undefined : field(decl, 'name');
      return n === undefined ? [] : [text(w.tree, n)];
    }
    return [];
  });
}

function addMethod(w: JavaWalk, node: LNode, owner: Definition, doc: string | undefined): Definition {
  const ctor = node.type === 'constructor_declaration' || node.type === 'compact_constructor_declaration';
  const nameNode = field(node, 'name');
  const name = ctor ? owner.name : nameNode === undefined ? '' : text(w.tree, nameNode);
  const def = create(w, 'method', name, node, owner, doc);
  const body = field(node, 'body');
  def.signature = signatureOf(w, node, body);
  def.receiver = 'this';
  def.parameters = node.type === 'compact_constructor_declaration' ? [...owner.parameters] : parameterNames(w, field(node, 'parameters'));
  if (ctor) def.declKind = 'constructor';
  else if (node.type === 'annotation_type_element_declaration') def.declKind = 'annotation-element';
  else if (body === undefined) def.declKind = 'abstract';
  const scan = scanBody(w.tree, node.children.filter((c) => c !== nameNode));
  const params = new Set(def.parameters);
  def.locals = scan.locals.filter((n) => !params.has(n));
  def.references = scan.references;
  def.typeHints = scan.typeHints;
  const returns = typeChain(w.tree, field(node, 'type'));
  if (returns !== undefined) def.returns = [returns];
  if (body !== undefined) {
    const first = body.children[0];
    def.bodyRange = { start: first === undefined ? Math.min(lineAt(w.tree, body.start) + 1, def.range.end) : lineAt(w.tree, first.start), end: def.range.end };
    const stub = detectJavaStub(w.tree, def, node, body);
    if (stub) w.stubs.push(stub);
  }
  w.definitions.push(def);
  return def;
}

function addFields(w: JavaWalk, node: LNode, owner: Definition, doc: string | undefined, inInterface: boolean): void {
  const type = field(node, 'type');
  const chain = typeChain(w.tree, type);
  const words = modifierWords(w, node);
  const constant = inInterface || node.type === 'constant_declaration' || (words.has('static') && words.has('final'));
  const scan = scanBody(w.tree, node.children.filter((c) => c.type !== 'variable_declarator').concat(node.children.filter((c) => c.type === 'variable_declarator').flatMap((d) => fields(d, 'value'))));
  for (const decl of node.children.filter((c) => c.type === 'variable_declarator')) {
    const nameNode = field(decl, 'name');
    if (nameNode === undefined) continue;
    const name = text(w.tree, nameNode);
    const def = create(w, 'variable', name, node, owner, doc);
    def.declKind = constant ? 'constant' : 'field';
    def.signature = signatureOf(w, node, undefined).split('\n')[0] ?? name;
    def.references = scan.references;
    if (type !== undefined) def.annotation = text(w.tree, type);
    w.definitions.push(def);
    const attr: InstanceAttribute = { name, line: lineAt(w.tree, nameNode.start) };
    if (chain) attr.annotation = chain;
    const value = field(decl, 'value');
    const made = value?.type === 'object_creation_expression' ? typeChain(w.tree, field(value, 'type')) : undefined;
    if (made) attr.assignedFromCall = made;
    owner.attributes.push(attr);
  }
}

function addEnumConstant(w: JavaWalk, node: LNode, owner: Definition, doc: string | undefined): void {
  const nameNode = field(node, 'name');
  if (nameNode === undefined) return;
  const def = create(w, 'variable', text(w.tree, nameNode), node, owner, doc);
  def.declKind = 'enum-constant';
  def.signature = signatureOf(w, node, field(node, 'body')).split('\n')[0] ?? def.name;
  def.references = scanBody(w.tree, node.children.filter((c) => c !== nameNode)).references;
  w.definitions.push(def);
}

/** The members of a type body (enum constants and `enum_body_declarations` flattened). */
function membersOf(body: LNode | undefined): LNode[] {
  return (body?.children ?? []).flatMap((c) => (c.type === 'enum_body_declarations' ? c.children : [c]));
}

/** A type declaration, its members and its nested types. */
export function addType(w: JavaWalk, node: LNode, parent: Definition | undefined, doc: string | undefined): void {
  const nameNode = field(node, 'name');
  if (nameNode === undefined) return;
  const def = create(w, 'class', text(w.tree, nameNode), node, parent, doc);
  const declKind = TYPE_DECLARATIONS[node.type] ?? 'class';
  def.declKind = declKind;
  const body = field(node, 'body');
  def.signature = signatureOf(w, node, body);
  const references: Reference[] = [];
  const header = node.children.filter((c) => c !== nameNode && c !== body);
  const headerScan = scanBody(w.tree, header.filter((c) => c.type !== 'superclass' && c.type !== 'super_interfaces' && c.type !== 'extends_interfaces'));
  references.push(...headerScan.references);
  for (const clause of header.filter((c) => c.type === 'superclass' || c.type === 'super_interfaces' || c.type === 'extends_interfaces')) {
    const types = clause.children.flatMap((c) => (c.type === 'type_list' ? c.children : [c]));
    for (const t of types) {
      def.bases.push(typeName(w.tree, t));
      const chain = typeChain(w.tree, t);
      if (chain) references.push({ kind: 'base', chain, line: lineAt(w.tree, t.start) });
      references.push(...scanBody(w.tree, t.children.filter((c) => c.type === 'type_arguments')).references);
    }
  }
  if (declKind === 'record') {
    def.parameters = parameterNames(w, field(node, 'parameters'));
    for (const p of field(node, 'parameters')?.children ?? []) {
      const n = field(p, 'name');
      const chain = typeChain(w.tree, field(p, 'type'));
      if (n === undefined) continue;
      const attr: InstanceAttribute = { name: text(w.tree, n), line: lineAt(w.tree, n.start) };
      if (chain) attr.annotation = chain;
      def.attributes.push(attr);
    }
  }
  const members = membersOf(body);
  const first = members.find((c) => c.type !== 'line_comment' && c.type !== 'block_comment');
  if (first !== undefined) def.bodyRange = { start: lineAt(w.tree, first.start), end: def.range.end };
  w.definitions.push(def);
  const inInterface = declKind === 'interface' || declKind === 'annotation';
  const locals = new Set<string>();
  members.forEach((m, i) => {
    const memberDoc = javadocOf(w.tree, members, i);
    if (TYPE_DECLARATIONS[m.type] !== undefined) {
      addType(w, m, def, memberDoc);
      const n = field(m, 'name');
      if (n) locals.add(text(w.tree, n));
    } else if (m.type === 'method_declaration' || m.type === 'constructor_declaration' || m.type === 'compact_constructor_declaration' || m.type === 'annotation_type_element_declaration') {
      locals.add(addMethod(w, m, def, memberDoc).name);
    } else if (m.type === 'field_declaration' || m.type === 'constant_declaration') {
      const before = def.attributes.length;
      addFields(w, m, def, memberDoc, inInterface);
      references.push(...scanBody(w.tree, [m]).references);
      for (const a of def.attributes.slice(before)) locals.add(a.name);
    } else if (m.type === 'enum_constant') {
      addEnumConstant(w, m, def, memberDoc);
      const n = field(m, 'name');
      if (n) locals.add(text(w.tree, n));
    } else if (m.type === 'static_initializer' || m.type === 'block') {
      references.push(...scanBody(w.tree, [m]).references);
    }
  });
  def.references = references;
  def.locals = [...locals];
}
