/**
 * How many arguments a Go function or method takes, read from its signature text (a method of an
 * interface as its method_elem text): each name of a grouped `a, b int` is one parameter, an
 * unnamed parameter is one, a final `...T` makes the rest variadic.
 */
import type { LiteTree, LNode } from '../../lite-tree.js';
import type { Definition } from '../../types.js';
import { parseGoLite } from '../parser.js';
import { field, fields, text } from '../../tree-text.js';

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

/** A named type as written: `T`, `*T`, `pkg.T`, `*pkg.T` (generic instantiations and type literals: undefined). */
export interface NamedType {
  alias: string | undefined;
  name: string;
}

function namedType(node: LNode | undefined, tree: LiteTree): NamedType | undefined {
  const inner = node?.type === 'pointer_type' ? node.children[0] : node;
  const slice = (n: LNode): string => text(tree, n);
  if (inner?.type === 'type_identifier') return { alias: undefined, name: slice(inner) };
  if (inner?.type !== 'qualified_type') return undefined;
  const pkg = field(inner, 'package');
  const name = field(inner, 'name');
  return pkg === undefined || name === undefined ? undefined : { alias: slice(pkg), name: slice(name) };
}

/**
 * The named type of a function's first result (`func NewT(...) (*T, error)` gives T); undefined for a generic
 * function (its result may be a type parameter), no result, or a result that is not a named type.
 */
export function firstResultOf(def: Definition): NamedType | undefined {
  if (def.kind !== 'function') return undefined;
  const wrapped = `package _x\n${def.signature} {}\n`;
  const tree = parseGoLite(wrapped);
  if (tree.problems.length > 0) return undefined;
  const decl = find(tree.root, DECLS);
  if (decl === undefined || field(decl, 'type_parameters') !== undefined) return undefined;
  const result = field(decl, 'result');
  if (result?.type !== 'parameter_list') return namedType(result, tree);
  const first = result.children.find((c) => c.type === 'parameter_declaration');
  return namedType(first === undefined ? undefined : field(first, 'type'), tree);
}
