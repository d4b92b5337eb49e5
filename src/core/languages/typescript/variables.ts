/**
 * `const` / `let` / `var` declarations. At module (or namespace) level each bound name is a
 * definition: a 'function' when the value is an arrow function or function expression, a
 * 'variable' otherwise. Inside functions they are locals, except functions bound to names,
 * which are nested definitions (`outer.inner`). `const x = require('m')` is an import.
 */
import type { LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { ImportBinding } from '../types.js';
import { defineFunction, type DeclOptions } from './declarations.js';
import { chainOf } from './chains.js';
import { commonJsExportOf, defineObjectMembers, ownerScopes, variableDefinition } from './commonjs.js';
import { bindPattern } from './parameters.js';
import type { TsScope, TsWalk } from './walk-state.js';
import { inFunction, isFunctionValue, newScope, visit } from './walk-state.js';

/** The module of `require('m')`, when the value is exactly that call. */
export function requiredModule(w: TsWalk, value: LNode | undefined): string | undefined {
  if (value?.type !== 'call_expression') return undefined;
  const callee = field(value, 'function');
  const args = field(value, 'arguments');
  const arg = args?.children[0];
  if (callee?.type !== 'identifier' || text(w.tree, callee) !== 'require' || args?.children.length !== 1 || arg?.type !== 'string') return undefined;
  return text(w.tree, arg).slice(1, -1);
}

function requireBindings(w: TsWalk, decl: LNode, module: string, name: LNode): void {
  const base = { module, level: 0, line: lineAt(w.tree, decl.start), endLine: lineAt(w.tree, Math.max(decl.start, decl.end - 1)), typeCheckingOnly: false, optional: false };
  if (name.type === 'identifier') {
    const bound = text(w.tree, name);
    w.imports.push({ ...base, kind: 'import', alias: bound, boundName: bound });
    return;
  }
  if (name.type !== 'object_pattern') return;
  for (const part of name.children) {
    let binding: ImportBinding | undefined;
    if (part.type === 'shorthand_property_identifier_pattern') {
      const n = text(w.tree, part);
      binding = { ...base, kind: 'from', name: n, boundName: n };
    } else if (part.type === 'pair_pattern') {
      const key = field(part, 'key');
      const value = field(part, 'value');
      if (key && value?.type === 'identifier') binding = { ...base, kind: 'from', name: text(w.tree, key), alias: text(w.tree, value), boundName: text(w.tree, value) };
    }
    if (binding) w.imports.push(binding);
  }
}

export function visitVariables(w: TsWalk, scope: TsScope, node: LNode, opts: DeclOptions): void {
  const local = inFunction(scope) || scope.kind === 'class';
  const declarators = node.children.filter((c) => c.type === 'variable_declarator');
  for (const decl of declarators) {
    const name = field(decl, 'name');
    const value = field(decl, 'value');
    if (!name) continue;
    const required = scope.kind === 'module' ? requiredModule(w, value) : undefined;
    if (required !== undefined) {
      requireBindings(w, opts.outer ?? node, required, name);
      continue;
    }
    if (name.type === 'identifier' && isFunctionValue(value) && value) {
      // The signature runs from the statement (`export const f = (...) =>`) when f is its first name.
      const signatureStart = decl === declarators[0] ? (opts.outer ?? node).start : decl.start;
      defineFunction(w, scope, node, { ...opts, fn: value, name: text(w.tree, name), signatureStart, declKind: 'arrow' });
      continue;
    }
    if (!local && name.type === 'identifier' && value?.type === 'object') {
      // `const api = { m() {} }`: the variable owns its methods (`api.m`), as a class owns its own.
      const outer = opts.outer ?? node;
      const def = variableDefinition(w, scope, node, outer, text(w.tree, name), text(w.tree, decl).split('\n')[0] ?? '', []);
      const type = field(decl, 'type');
      if (type) {
        def.annotation = text(w.tree, type).replace(/^:\s*/, '');
        visit(w, ownerScopes(def, scope).refs, type);
      }
      defineObjectMembers(w, ownerScopes(def, scope), value);
      scope.refs.push(...def.references);
      continue;
    }
    if (local) {
      bindPattern(w, scope, name, scope.locals);
      for (const child of decl.children) if (child !== name) visit(w, scope, child);
      continue;
    }
    // `const re = exports.re = []`: the module exports the variable.
    const cjs = value?.type === 'assignment_expression' && name.type === 'identifier' && scope.kind === 'module' ? commonJsExportOf(chainOf(w.tree, field(value, 'left') ?? value)) : undefined;
    if (cjs !== undefined && cjs !== '=') w.exports.push({ exported: cjs, local: text(w.tree, name), line: lineAt(w.tree, decl.start), typeOnly: false });
    const names: string[] = [];
    const sink = newScope('function', undefined, scope);
    bindPattern(w, sink, name, new Set(), names);
    for (const child of decl.children) if (child !== name) visit(w, sink, child);
    scope.refs.push(...sink.refs);
    const outer = opts.outer ?? node;
    const type = field(decl, 'type');
    for (const n of names) {
      const def = variableDefinition(w, scope, node, outer, n, text(w.tree, decl).split('\n')[0] ?? '', [...sink.refs]);
      if (type) def.annotation = text(w.tree, type).replace(/^:\s*/, '');
    }
  }
}

