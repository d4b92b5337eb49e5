/**
 * Imports of a Rust file as ImportBindings (paths joined with `::`, as written):
 * - `use a::b::C;` -> from 'a::b' name 'C'; `use a::b::C as D;` -> alias 'D'; `use a::b::*;` -> name '*';
 *   `use a::{self, b}` -> from '' name 'a' and from 'a' name 'b'; `use foo;` -> import 'foo'.
 * - `pub use` items are also exports (re-exports), as `export { C } from 'a::b'` would be.
 * - `extern crate foo as bar;` -> import 'foo' bound to 'bar'.
 * - `mod foo;` -> import 'foo' with level 1 (a child module declared here); `#[path = "x.rs"]`
 *   puts the path in `name`. The resolver maps these to files.
 */
import type { LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { ImportBinding } from '../types.js';
import { chainOf } from './paths.js';
import { functionScope, type RsScope, type RsWalk } from './walk-state.js';

interface UseLeaf {
  path: string[];
  alias?: string | undefined;
  star: boolean;
}

function leaves(w: RsWalk, node: LNode, prefix: string[], out: UseLeaf[]): void {
  switch (node.type) {
    case 'use_as_clause': {
      const path = chainOf(w.tree, field(node, 'path'));
      const alias = field(node, 'alias');
      if (path) out.push({ path: [...prefix, ...path], alias: alias === undefined ? undefined : text(w.tree, alias), star: false });
      return;
    }
    case 'use_wildcard': {
      const path = node.children[0] === undefined ? [] : (chainOf(w.tree, node.children[0]) ?? []);
      out.push({ path: [...prefix, ...path], star: true });
      return;
    }
    case 'scoped_use_list': {
      const pathNode = field(node, 'path');
      const head = pathNode === undefined ? [] : (chainOf(w.tree, pathNode) ?? []);
      const list = field(node, 'list');
      if (list) leaves(w, list, [...prefix, ...head], out);
      return;
    }
    case 'use_list':
      for (const child of node.children) leaves(w, child, prefix, out);
      return;
    default: {
      const path = chainOf(w.tree, node);
      if (path) out.push({ path: [...prefix, ...path], star: false });
    }
  }
}

function isPublic(node: LNode): boolean {
  return node.children.some((c) => c.type === 'visibility_modifier');
}

export function useDeclaration(w: RsWalk, scope: RsScope, node: LNode): void {
  const argument = field(node, 'argument');
  if (!argument) return;
  const found: UseLeaf[] = [];
  leaves(w, argument, [], found);
  const line = lineAt(w.tree, node.start);
  const endLine = lineAt(w.tree, Math.max(node.start, node.end - 1));
  const fnScope = functionScope(scope);
  const pub = isPublic(node);
  for (const leaf of found) {
    const path = leaf.path.at(-1) === 'self' ? leaf.path.slice(0, -1) : leaf.path;
    const name = path.at(-1);
    if (name === undefined) continue;
    const module = leaf.star ? path.join('::') : path.slice(0, -1).join('::');
    const boundName = leaf.star ? '*' : (leaf.alias ?? name);
    const binding: ImportBinding = leaf.star
      ? { kind: 'from', module, level: 0, name: '*', boundName, line, endLine, typeCheckingOnly: false, optional: false }
      : module === ''
        ? { kind: 'import', module: name, level: 0, boundName, line, endLine, typeCheckingOnly: false, optional: false }
        : { kind: 'from', module, level: 0, name, boundName, line, endLine, typeCheckingOnly: false, optional: false };
    if (leaf.alias !== undefined) binding.alias = leaf.alias;
    if (fnScope !== undefined) binding.scope = fnScope;
    w.imports.push(binding);
    if (pub && fnScope === undefined) {
      w.exports.push({ exported: boundName, name: leaf.star ? '*' : name, module: module === '' ? name : module, typeOnly: false, line });
    }
  }
}

export function externCrate(w: RsWalk, scope: RsScope, node: LNode): void {
  const name = field(node, 'name');
  if (!name) return;
  const alias = field(node, 'alias');
  const module = text(w.tree, name);
  const binding: ImportBinding = { kind: 'import', module, level: 0, boundName: alias ? text(w.tree, alias) : module, line: lineAt(w.tree, node.start), typeCheckingOnly: false, optional: false };
  if (alias) binding.alias = text(w.tree, alias);
  const fnScope = functionScope(scope);
  if (fnScope !== undefined) binding.scope = fnScope;
  w.imports.push(binding);
}

/** `mod foo;` (no body): the child module's file is found by the resolver; `#[path]` is kept in `name`. */
export function modDeclaration(w: RsWalk, node: LNode, attributes: readonly string[]): void {
  const name = field(node, 'name');
  if (!name) return;
  const module = text(w.tree, name);
  const binding: ImportBinding = { kind: 'import', module, level: 1, boundName: module, line: lineAt(w.tree, node.start), typeCheckingOnly: false, optional: false };
  for (const attr of attributes) {
    const m = /^path\s*=\s*"([^"]*)"$/.exec(attr.trim());
    if (m?.[1] !== undefined) binding.name = m[1];
  }
  w.imports.push(binding);
  if (isPublic(node)) w.exports.push({ exported: module, local: module, typeOnly: false, line: binding.line });
}
