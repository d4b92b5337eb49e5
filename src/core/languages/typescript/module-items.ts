/** `import` and `export` statements: bindings, re-exports, and the declarations they carry. */
import type { LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { ExportBinding, ImportBinding } from '../types.js';
import { defineClass, defineFunction, defineNamespace, defineTypeDeclaration } from './declarations.js';
import { visitVariables } from './variables.js';
import type { TsScope, TsWalk } from './walk-state.js';
import { emit, visit } from './walk-state.js';

function specifierOf(w: TsWalk, node: LNode): string | undefined {
  const source = field(node, 'source') ?? node.children.find((c) => c.type === 'string');
  return source ? text(w.tree, source).slice(1, -1) : undefined;
}

const startsWithType = (s: string): boolean => /^type\s/.test(s);

export function visitImport(w: TsWalk, scope: TsScope, node: LNode): void {
  if (scope.kind !== 'module') return;
  const statement = text(w.tree, node);
  const typeOnly = /^import\s+type\s/.test(statement);
  const line = lineAt(w.tree, node.start);
  const endLine = lineAt(w.tree, Math.max(node.start, node.end - 1));
  const add = (b: Omit<ImportBinding, 'level' | 'line' | 'endLine' | 'optional' | 'typeCheckingOnly' | 'module'>, module: string, typeSpec = false): void => {
    w.imports.push({ ...b, module, level: 0, line, endLine, optional: false, typeCheckingOnly: typeOnly || typeSpec });
  };
  const require = node.children.find((c) => c.type === 'import_require_clause');
  if (require) {
    const id = require.children.find((c) => c.type === 'identifier');
    const module = specifierOf(w, require);
    if (id && module !== undefined) add({ kind: 'import', alias: text(w.tree, id), boundName: text(w.tree, id) }, module);
    return;
  }
  const module = specifierOf(w, node);
  const clause = node.children.find((c) => c.type === 'import_clause');
  if (module === undefined || !clause) return;
  for (const part of clause.children) {
    if (part.type === 'identifier') add({ kind: 'from', name: 'default', boundName: text(w.tree, part) }, module);
    else if (part.type === 'namespace_import') {
      const id = part.children.find((c) => c.type === 'identifier');
      if (id) add({ kind: 'import', alias: text(w.tree, id), boundName: text(w.tree, id) }, module);
    } else if (part.type === 'named_imports') {
      for (const spec of part.children) {
        if (spec.type !== 'import_specifier') continue;
        const name = field(spec, 'name');
        const alias = field(spec, 'alias');
        if (!name) continue;
        const b: Parameters<typeof add>[0] = { kind: 'from', name: text(w.tree, name), boundName: text(w.tree, alias ?? name) };
        if (alias) b.alias = text(w.tree, alias);
        add(b, module, startsWithType(text(w.tree, spec)));
      }
    }
  }
}

function exportNamesOf(w: TsWalk, decl: LNode): string[] {
  if (decl.type === 'lexical_declaration' || decl.type === 'variable_declaration') {
    const out: string[] = [];
    for (const d of decl.children) {
      const name = d.type === 'variable_declarator' ? field(d, 'name') : undefined;
      if (name?.type === 'identifier') out.push(text(w.tree, name));
      else if (name) for (const m of text(w.tree, name).matchAll(/[A-Za-z_$][\w$]*/g)) out.push(m[0]);
    }
    return out;
  }
  if (decl.type === 'ambient_declaration') return decl.children.flatMap((c) => exportNamesOf(w, c));
  const name = field(decl, 'name');
  return name && name.type !== 'string' ? [text(w.tree, name).replace(/\s+/g, '')] : [];
}

/** A declaration wherever it appears (also inside `declare` and `export`). */
function visitDeclaration(w: TsWalk, scope: TsScope, decl: LNode, outer: LNode, name?: string): string | undefined {
  const opts = { outer, ...(name !== undefined ? { name } : {}) };
  switch (decl.type) {
    case 'function_declaration':
    case 'generator_function_declaration':
    case 'function_signature':
    case 'function_expression':
    case 'function':
    case 'generator_function':
      return defineFunction(w, scope, decl, opts).def.name;
    case 'class_declaration':
    case 'abstract_class_declaration':
    case 'class':
      return defineClass(w, scope, decl, opts).name;
    case 'interface_declaration':
    case 'type_alias_declaration':
    case 'enum_declaration':
      return defineTypeDeclaration(w, scope, decl, opts)?.name;
    case 'internal_module':
    case 'module':
      return defineNamespace(w, scope, decl, opts)?.name;
    case 'lexical_declaration':
    case 'variable_declaration':
      visitVariables(w, scope, decl, opts);
      return undefined;
    case 'ambient_declaration':
    case 'expression_statement':
      for (const child of decl.children) visitDeclaration(w, scope, child, outer);
      return undefined;
    default:
      visit(w, scope, decl);
      return undefined;
  }
}

export function visitExport(w: TsWalk, scope: TsScope, node: LNode): void {
  const statement = text(w.tree, node);
  const typeOnly = /^export\s+type\s/.test(statement);
  const line = lineAt(w.tree, node.start);
  const record = scope.kind === 'module';
  const add = (e: Omit<ExportBinding, 'line' | 'typeOnly'>): void => {
    if (record) w.exports.push({ ...e, line, typeOnly });
  };
  const declaration = field(node, 'declaration');
  const value = field(node, 'value');
  const decorators = node.children.filter((c) => c.type === 'decorator');
  if (declaration) {
    const names = exportNamesOf(w, declaration);
    const isDefault = /^export\s+default\s/.test(statement.replace(/^(@[^\n]*\n\s*)+/, ''));
    const defined = declaration.type === 'class_declaration' || declaration.type === 'abstract_class_declaration'
      ? defineClass(w, scope, declaration, { outer: node, decorators }).name
      : visitDeclaration(w, scope, declaration, node);
    if (isDefault && defined !== undefined) add({ exported: 'default', local: defined });
    else for (const n of names) add({ exported: n, local: n });
    return;
  }
  if (value) {
    const anonymous = ['function_expression', 'function', 'generator_function', 'class', 'arrow_function'].includes(value.type);
    if (anonymous) {
      const nameNode = field(value, 'name');
      const name = value.type === 'arrow_function' ? 'default' : nameNode ? text(w.tree, nameNode) : 'default';
      if (value.type === 'arrow_function') defineFunction(w, scope, node, { fn: value, name, declKind: 'arrow' });
      else visitDeclaration(w, scope, value, node, name);
      add({ exported: 'default', local: name });
    } else if (value.type === 'identifier') {
      emit(w, scope, 'name', [text(w.tree, value)], value);
      add({ exported: 'default', local: text(w.tree, value) });
    } else {
      visit(w, scope, value);
      add({ exported: 'default' });
    }
    return;
  }
  const module = specifierOf(w, node);
  const clause = node.children.find((c) => c.type === 'export_clause');
  if (clause) {
    for (const spec of clause.children) {
      if (spec.type !== 'export_specifier') continue;
      const name = field(spec, 'name');
      const alias = field(spec, 'alias');
      if (!name) continue;
      const exported = text(w.tree, alias ?? name);
      if (module !== undefined) add({ exported, name: text(w.tree, name), module });
      else {
        add({ exported, local: text(w.tree, name) });
        emit(w, scope, 'name', [text(w.tree, name)], name);
      }
    }
    return;
  }
  const namespace = node.children.find((c) => c.type === 'namespace_export');
  if (module !== undefined) {
    const id = namespace?.children.find((c) => c.type === 'identifier' || c.type === 'string');
    add({ exported: id ? text(w.tree, id) : '*', name: '*', module });
    return;
  }
  // `export = x`
  const assigned = node.children.find((c) => c.type === 'identifier');
  if (assigned && /^export\s*=/.test(statement)) add({ exported: '=', local: text(w.tree, assigned) });
  for (const child of node.children) if (child !== assigned) visit(w, scope, child);
}
