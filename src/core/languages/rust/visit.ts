/**
 * The walk's dispatcher: items (with the attributes and doc comments above them) go to items.ts,
 * `use`/`mod`/`extern crate` to use-tree.ts, everything else to expressions.ts.
 */
import type { LNode } from '../lite-tree.js';
import { lineAt, text } from '../tree-text.js';
import { visitExpression } from './expressions.js';
import { classItem, functionItem, macroDefinition, variableItem, type Leading } from './items.js';
import { externCrate, modDeclaration, useDeclaration } from './use-tree.js';
import { newScope, visitChildren, type RsScope, type RsWalk } from './walk-state.js';

/** Deeper nesting than this is not walked (a generated or hostile file), keeping the stack safe. */
const MAX_DEPTH = 400;

const CONTAINERS = new Set(['source_file', 'declaration_list', 'block']);

function docText(comment: string): string | undefined {
  if (comment.startsWith('///') && !comment.startsWith('////')) return comment.slice(3).replace(/^ /, '');
  if (comment.startsWith('/**') && !comment.startsWith('/***') && comment !== '/**/') {
    return comment
      .slice(3, -2)
      .split('\n')
      .map((l) => l.replace(/^\s*\* ?/, ''))
      .join('\n')
      .trim();
  }
  return undefined;
}

function attributeText(w: RsWalk, node: LNode): string {
  const t = text(w.tree, node);
  return t.replace(/^#!?\[/, '').replace(/\]$/, '').trim();
}

function visitItem(w: RsWalk, scope: RsScope, node: LNode, leading: Leading): void {
  switch (node.type) {
    case 'function_item':
    case 'function_signature_item':
      functionItem(w, scope, node, leading);
      return;
    case 'struct_item':
    case 'enum_item':
    case 'union_item':
    case 'trait_item':
    case 'type_item':
    case 'associated_type':
    case 'impl_item':
      classItem(w, scope, node, leading);
      return;
    case 'mod_item':
      if (node.children.some((c) => c.field === 'body')) classItem(w, scope, node, leading);
      else modDeclaration(w, node, leading.attributes);
      return;
    case 'const_item':
    case 'static_item':
      variableItem(w, scope, node, leading);
      return;
    case 'macro_definition':
      macroDefinition(w, scope, node, leading);
      return;
    case 'foreign_mod_item': {
      const inner = newScope('foreign', scope.def, scope);
      inner.refs = scope.refs;
      inner.locals = scope.locals;
      for (const c of node.children) if (c.field === 'body') visitContainer(w, inner, c);
      return;
    }
    case 'use_declaration':
      useDeclaration(w, scope, node);
      return;
    case 'extern_crate_declaration':
      externCrate(w, scope, node);
      return;
    default:
      if (!visitExpression(w, scope, node)) visitChildren(w, scope, node);
  }
}

/** A list of items or statements: attributes and doc comments belong to the item after them. */
function visitContainer(w: RsWalk, scope: RsScope, node: LNode): void {
  let leading: Leading = { attributes: [], firstLine: undefined, doc: undefined };
  const docs: string[] = [];
  for (const child of node.children) {
    if (child.type === 'attribute_item') {
      leading.attributes.push(attributeText(w, child));
      leading.firstLine ??= lineAt(w.tree, child.start);
      continue;
    }
    if (child.type === 'line_comment' || child.type === 'block_comment') {
      const doc = docText(text(w.tree, child));
      if (doc !== undefined) {
        docs.push(doc);
        leading.firstLine ??= lineAt(w.tree, child.start);
      }
      continue;
    }
    if (child.type === 'inner_attribute_item') continue;
    if (docs.length > 0) leading.doc = docs.join('\n').trim();
    w.visit(w, scope, child, leading);
    leading = { attributes: [], firstLine: undefined, doc: undefined };
    docs.length = 0;
  }
}

export function visit(w: RsWalk, scope: RsScope, node: LNode, leading?: Leading): void {
  if (w.depth > MAX_DEPTH) return;
  w.depth += 1;
  try {
    if (CONTAINERS.has(node.type)) visitContainer(w, scope, node);
    else visitItem(w, scope, node, leading ?? { attributes: [], firstLine: undefined, doc: undefined });
  } finally {
    w.depth -= 1;
  }
}
