/**
 * File-level Go declarations as definitions (the same rule as test/support/go-ast-oracle.go):
 * functions, methods (`Recv.Name`, parent the receiver's type, wherever in the package that type
 * is declared), types ('class'; declKind 'struct', 'interface' or 'type'), the methods an interface
 * lists, and each name of a `const`/`var` spec ('variable'). Struct fields are the type's
 * attributes (typed by their declared type); embedded fields and embedded interfaces are its bases.
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, fields, lineAt, text } from '../tree-text.js';
import type { Definition, InstanceAttribute, Reference } from '../types.js';
import { scanBody } from './body-scan.js';
import { receiverType, typeChain } from './types-of.js';

export interface GoWalk {
  tree: LiteTree;
  definitions: Definition[];
  moduleReferences: Reference[];
}

const line = (w: GoWalk, index: number): number => lineAt(w.tree, index);
const endLine = (w: GoWalk, node: LNode): number => lineAt(w.tree, Math.max(node.start, node.end - 1));

/** The `//` comment lines (or one `/* *\/` block) right above `start`, without markers. */
export function docAbove(tree: LiteTree, start: number): string | undefined {
  const lines: string[] = [];
  let lineNo = lineAt(tree, start) - 1;
  while (lineNo >= 1) {
    const from = tree.lineStarts[lineNo - 1] ?? 0;
    const to = (tree.lineStarts[lineNo] ?? tree.source.length + 1) - 1;
    const raw = tree.source.slice(from, to).trim();
    if (!raw.startsWith('//')) break;
    lines.unshift(raw.replace(/^\/\/ ?/, ''));
    lineNo -= 1;
  }
  const doc = lines.join('\n').trim();
  return doc === '' ? undefined : doc;
}

function base(w: GoWalk, kind: Definition['kind'], name: string, qualname: string, node: LNode): Definition {
  const start = line(w, node.start);
  const end = endLine(w, node);
  return {
    kind, name, qualname, range: { start, end }, fullRange: { start, end }, signature: '', decorators: [], bases: [],
    isAsync: false, parameters: [], locals: [], references: [], attributes: [],
  };
}

/** Parameter names of a parameter list, in order (`_` and unnamed ones left out). */
function parameterNames(w: GoWalk, list: LNode | undefined): string[] {
  return (list?.children ?? []).flatMap((p) => fields(p, 'name').map((n) => text(w.tree, n))).filter((n) => n !== '_');
}

export function addFunction(w: GoWalk, node: LNode): void {
  const nameNode = field(node, 'name');
  if (nameNode === undefined) return;
  const name = text(w.tree, nameNode);
  const body = field(node, 'body');
  const recv = node.type === 'method_declaration' ? receiverType(w.tree, field(node, 'receiver')) : undefined;
  if (node.type === 'method_declaration' && recv === undefined) return;
  const def = base(w, recv ? 'method' : 'function', name, recv ? `${recv.name}.${name}` : name, node);
  if (recv) {
    def.parent = recv.name;
    if (recv.param !== undefined && recv.param !== '_') def.receiver = recv.param;
  }
  def.signature = w.tree.source.slice(node.start, body?.start ?? node.end).trimEnd();
  const params = field(node, 'parameters');
  const result = field(node, 'result');
  def.parameters = [...(recv?.param !== undefined && recv.param !== '_' ? [recv.param] : []), ...parameterNames(w, params)];
  const scan = scanBody(w.tree, node.children.filter((c) => c !== nameNode));
  const paramSet = new Set(def.parameters);
  def.locals = scan.locals.filter((n) => !paramSet.has(n));
  def.references = scan.references;
  def.typeHints = scan.typeHints;
  if (recv?.param !== undefined && recv.param !== '_') def.typeHints[recv.param] = { chains: [[recv.name]], via: 'annotation' };
  const results = result === undefined ? [] : result.type === 'parameter_list' ? result.children.map((p) => field(p, 'type')) : [result];
  const returns = results.map((r) => typeChain(w.tree, r)).filter((c): c is string[] => c !== undefined && c[0] !== 'error');
  if (returns.length > 0) def.returns = returns;
  if (body !== undefined) {
    const first = body.children[0];
    const open = line(w, body.start);
    def.bodyRange = { start: first === undefined ? Math.min(open + 1, def.range.end) : line(w, first.start), end: def.range.end };
  } else {
    def.declKind = 'external';
  }
  const doc = docAbove(w.tree, node.start);
  if (doc !== undefined) def.docstring = doc;
  w.definitions.push(def);
}

function addTypeSpec(w: GoWalk, spec: LNode): void {
  const nameNode = field(spec, 'name');
  const typeNode = field(spec, 'type');
  if (nameNode === undefined) return;
  const name = text(w.tree, nameNode);
  const def = base(w, 'class', name, name, spec);
  def.declKind = typeNode?.type === 'struct_type' ? 'struct' : typeNode?.type === 'interface_type' ? 'interface' : 'type';
  def.signature = `type ${text(w.tree, spec).split('\n')[0]?.replace(/\s*\{\s*$/, '') ?? name}`;
  const scan = scanBody(w.tree, spec.children.filter((c) => c !== nameNode));
  def.references = scan.references;
  const members: Definition[] = [];
  if (typeNode?.type === 'struct_type') {
    const list = typeNode.children.find((c) => c.type === 'field_declaration_list');
    for (const fd of list?.children ?? []) {
      if (fd.type !== 'field_declaration') continue;
      const chain = typeChain(w.tree, field(fd, 'type'));
      const names = fields(fd, 'name');
      if (names.length === 0) {
        // Embedded: a base whose fields and methods are promoted, and a field named by its type.
        if (chain) {
          def.bases.push(chain.join('.'));
          def.attributes.push({ name: chain.at(-1) ?? '', annotation: chain, line: line(w, fd.start) });
        }
        continue;
      }
      for (const n of names) {
        const attr: InstanceAttribute = { name: text(w.tree, n), line: line(w, n.start) };
        if (chain) attr.annotation = chain;
        def.attributes.push(attr);
      }
    }
  } else if (typeNode?.type === 'interface_type') {
    for (const elem of typeNode.children) {
      if (elem.type === 'method_elem') {
        const m = field(elem, 'name');
        if (m === undefined) continue;
        const mName = text(w.tree, m);
        const md = base(w, 'method', mName, `${name}.${mName}`, elem);
        md.parent = name;
        md.declKind = 'interface-method';
        md.signature = text(w.tree, elem);
        md.parameters = parameterNames(w, field(elem, 'parameters'));
        md.references = scanBody(w.tree, elem.children.filter((c) => c !== m)).references;
        const doc = docAbove(w.tree, elem.start);
        if (doc !== undefined) md.docstring = doc;
        members.push(md);
      } else if (elem.type === 'type_elem' && elem.children.length === 1) {
        const chain = typeChain(w.tree, elem.children[0]);
        if (chain) def.bases.push(chain.join('.'));
      }
    }
  }
  def.locals = [...def.attributes.map((a) => a.name), ...members.map((m) => m.name)];
  const doc = docAbove(w.tree, spec.start);
  if (doc !== undefined) def.docstring = doc;
  w.definitions.push(def, ...members);
}

function addValueSpec(w: GoWalk, spec: LNode, isConst: boolean): void {
  const scan = scanBody(w.tree, spec.children.filter((c) => c.field !== 'name'));
  const type = field(spec, 'type');
  for (const n of fields(spec, 'name')) {
    const name = text(w.tree, n);
    const def = base(w, 'variable', name, name, spec);
    def.declKind = isConst ? 'const' : 'var';
    def.signature = text(w.tree, spec).split('\n')[0] ?? name;
    def.references = scan.references;
    if (type !== undefined) def.annotation = text(w.tree, type);
    w.definitions.push(def);
  }
  w.moduleReferences.push(...scan.references);
}

/** One file-level declaration (imports are read elsewhere). */
export function addDeclaration(w: GoWalk, node: LNode): void {
  if (node.type === 'function_declaration' || node.type === 'method_declaration') return addFunction(w, node);
  if (node.type === 'type_declaration') {
    for (const spec of node.children) if (spec.type === 'type_spec' || spec.type === 'type_alias') addTypeSpec(w, spec);
    return;
  }
  if (node.type === 'const_declaration' || node.type === 'var_declaration') {
    const specs = node.children.flatMap((c) => (c.type === 'var_spec_list' ? c.children : [c]));
    for (const spec of specs) if (spec.type === 'const_spec' || spec.type === 'var_spec') addValueSpec(w, spec, node.type === 'const_declaration');
  }
}
