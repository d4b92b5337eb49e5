/**
 * How many arguments a Go function or method takes, read from its signature text (a method of an
 * interface as its method_elem text): each name of a grouped `a, b int` is one parameter, an
 * unnamed parameter is one, a final `...T` makes the rest variadic.
 */
import type { LNode } from '../../lite-tree.js';
import type { Definition } from '../../types.js';
import { parseGoLite } from '../parser.js';
import { field, fields } from '../../tree-text.js';

export interface Arity {
  count: number;
  variadic: boolean;
}

export function arityOfList(list: LNode | undefined): Arity {
  let count = 0;
  let variadic = false;
  for (const p of list?.children ?? []) {
    if (p.type === 'parameter_declaration') count += Math.max(1, fields(p, 'name').length);
    else if (p.type === 'variadic_parameter_declaration') {
      count += 1;
      variadic = true;
    }
  }
  return { count, variadic };
}

function find(node: LNode, types: ReadonlySet<string>): LNode | undefined {
  if (types.has(node.type)) return node;
  for (const c of node.children) {
    const found = find(c, types);
    if (found !== undefined) return found;
  }
  return undefined;
}

const DECLS = new Set(['function_declaration', 'method_declaration', 'method_elem']);

/** The arity of a function, method or interface method; undefined when its signature does not read. */
export function arityOf(def: Definition): Arity | undefined {
  const wrapped = def.declKind === 'interface-method' ? `package _x\ntype _I interface {\n${def.signature}\n}\n` : `package _x\n${def.signature} {}\n`;
  const tree = parseGoLite(wrapped);
  if (tree.problems.length > 0) return undefined;
  const decl = find(tree.root, DECLS);
  return decl === undefined ? undefined : arityOfList(field(decl, 'parameters'));
}
