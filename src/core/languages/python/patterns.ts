/** match/case patterns: captures are locals, dotted values and class patterns are references. */
import type { LNode } from './parser.js';
import { chainOf } from './chains.js';
import { walkExpr } from './expressions.js';
import type { Scope, Walk } from './scope.js';
import { addLocal, emit } from './scope.js';
import { text } from './tree-utils.js';

function capture(w: Walk, scope: Scope, node: LNode): void {
  const name = text(w.tree, node);
  if (name !== '_') addLocal(scope, name);
}

export function visitPattern(w: Walk, scope: Scope, node: LNode): void {
  switch (node.type) {
    case 'identifier':
      capture(w, scope, node);
      return;
    case 'dotted_name': {
      const chain = chainOf(w.tree, node)?.chain ?? [];
      // A bare name is a capture pattern; a dotted one (Color.RED) is a value pattern.
      if (chain.length === 1) capture(w, scope, node);
      else emit(w, scope, 'name', chain, node);
      return;
    }
    case 'class_pattern': {
      const [cls, ...rest] = node.children;
      if (cls?.type === 'dotted_name') {
        const chain = chainOf(w.tree, cls)?.chain;
        if (chain) emit(w, scope, 'name', chain, cls);
      } else if (cls) visitPattern(w, scope, cls);
      for (const child of rest) visitPattern(w, scope, child);
      return;
    }
    case 'keyword_pattern':
      // The first identifier is the keyword (attribute name), not a capture.
      for (const child of node.children.slice(1)) visitPattern(w, scope, child);
      return;
    case 'case_pattern':
    case 'as_pattern':
    case 'splat_pattern':
    case 'list_pattern':
    case 'tuple_pattern':
    case 'union_pattern':
    case 'dict_pattern':
      for (const child of node.children) visitPattern(w, scope, child);
      return;
    default:
      walkExpr(w, scope, node);
  }
}
