/** Go type expressions as chains: what a parameter, field or variable of that type is an instance of. */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, text } from '../tree-text.js';

/**
 * The named type a type expression stands for, as a chain: `T`, `*T`, `T[int]` -> ['T'];
 * `pkg.T`, `*pkg.T` -> ['pkg', 'T']. Slices, maps, channels, functions and literal types have
 * no single named type (undefined).
 */
export function typeChain(tree: LiteTree, node: LNode | undefined): string[] | undefined {
  if (node === undefined) return undefined;
  switch (node.type) {
    case 'type_identifier':
      return [text(tree, node)];
    case 'qualified_type': {
      const pkg = field(node, 'package');
      const name = field(node, 'name');
      return pkg && name ? [text(tree, pkg), text(tree, name)] : undefined;
    }
    case 'pointer_type':
    case 'parenthesized_type':
      return typeChain(tree, node.children[0]);
    case 'generic_type':
      return typeChain(tree, field(node, 'type') ?? node.children[0]);
    default:
      return undefined;
  }
}

/** The receiver type's name of a method (`(s *Server[T])` -> 'Server'), or undefined. */
export function receiverType(tree: LiteTree, receiver: LNode | undefined): { name: string; param?: string } | undefined {
  const decl = receiver?.children.find((c) => c.type === 'parameter_declaration');
  if (decl === undefined) return undefined;
  const chain = typeChain(tree, field(decl, 'type'));
  const name = chain?.at(-1);
  if (name === undefined) return undefined;
  const param = field(decl, 'name');
  return param === undefined ? { name } : { name, param: text(tree, param) };
}
