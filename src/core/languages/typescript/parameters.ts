/** Parameters and binding patterns: the names they bind, and the types and defaults they use. */
import type { LNode } from '../lite-tree.js';
import { field, text } from '../tree-text.js';
import type { TsScope, TsWalk } from './walk-state.js';
import { visit } from './walk-state.js';

/** Adds every name a pattern binds (`x`, `{a, b: c}`, `[d, ...e]`, `f = 1`) to `into`; defaults are walked. */
export function bindPattern(w: TsWalk, scope: TsScope, node: LNode, into: Set<string>, order?: string[]): void {
  switch (node.type) {
    case 'identifier':
    case 'shorthand_property_identifier_pattern': {
      const name = text(w.tree, node);
      into.add(name);
      order?.push(name);
      return;
    }
    case 'object_pattern':
    case 'array_pattern':
    case 'rest_pattern':
      for (const child of node.children) bindPattern(w, scope, child, into, order);
      return;
    case 'pair_pattern': {
      const value = field(node, 'value');
      const key = field(node, 'key');
      if (key?.type === 'computed_property_name') visit(w, scope, key);
      if (value) bindPattern(w, scope, value, into, order);
      return;
    }
    case 'assignment_pattern':
    case 'object_assignment_pattern': {
      const left = field(node, 'left') ?? node.children[0];
      if (left) bindPattern(w, scope, left, into, order);
      for (const child of node.children) if (child !== left) visit(w, scope, child);
      return;
    }
    default:
      // `for (x.y of z)` and other assignment targets bind nothing new; their reads are references.
      visit(w, scope, node);
  }
}

export interface ParameterInfo {
  names: string[];
  /** Constructor parameter properties (`private readonly svc: Service`): name and type node. */
  properties: { name: string; type: LNode | undefined }[];
}

/** Walks `formal_parameters`: names into `into` (in order), types as annotations, defaults as code. */
export function visitParameters(w: TsWalk, scope: TsScope, params: LNode, into: Set<string>): ParameterInfo {
  const info: ParameterInfo = { names: [], properties: [] };
  for (const p of params.children) {
    if (p.type !== 'required_parameter' && p.type !== 'optional_parameter') {
      if (p.type !== 'comment') bindPattern(w, scope, p, into, info.names);
      continue;
    }
    const pattern = field(p, 'pattern');
    const type = field(p, 'type');
    if (pattern?.type === 'this') {
      if (type) visit(w, scope, type);
      continue;
    }
    const isProperty = p.children.some((c) => c.type === 'accessibility_modifier' || c.type === 'override_modifier') || /^\s*(readonly|public|private|protected)\b/.test(text(w.tree, p));
    if (pattern) bindPattern(w, scope, pattern, into, info.names);
    if (isProperty && pattern?.type === 'identifier') info.properties.push({ name: text(w.tree, pattern), type });
    for (const child of p.children) {
      if (child !== pattern && child.type !== 'accessibility_modifier' && child.type !== 'decorator') visit(w, scope, child);
      if (child.type === 'decorator') visit(w, scope, child);
    }
  }
  return info;
}

export function visitTypeParameters(w: TsWalk, scope: TsScope, node: LNode): void {
  for (const param of node.children) {
    if (param.type !== 'type_parameter') continue;
    for (const part of param.children) {
      if (part.field === 'name') scope.locals.add(text(w.tree, part));
      else visit(w, scope, part);
    }
  }
}
