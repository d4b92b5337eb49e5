/** Rust paths as chains: `a::b::C`, `self.x.y`, `Vec::<T>::new` -> ['Vec', 'new']. */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, text } from '../tree-text.js';

const SEGMENT_TYPES = new Set(['identifier', 'type_identifier', 'field_identifier', 'self', 'super', 'crate', 'metavariable', 'primitive_type', 'shorthand_field_identifier']);

/** The chain a path, field access or type names; undefined for anything else (calls, literals). */
export function chainOf(tree: LiteTree, node: LNode | undefined): string[] | undefined {
  if (node === undefined) return undefined;
  if (SEGMENT_TYPES.has(node.type)) return [text(tree, node)];
  switch (node.type) {
    case 'scoped_identifier':
    case 'scoped_type_identifier': {
      const name = field(node, 'name');
      const path = field(node, 'path');
      const head = path === undefined ? [] : chainOf(tree, path);
      if (head === undefined || name === undefined) return undefined;
      return [...head, text(tree, name)];
    }
    case 'field_expression': {
      const value = chainOf(tree, field(node, 'value'));
      const name = field(node, 'field');
      return value === undefined || name === undefined ? undefined : [...value, text(tree, name)];
    }
    case 'generic_type':
    case 'generic_function':
      return chainOf(tree, field(node, 'type') ?? field(node, 'function'));
    case 'reference_type':
    case 'pointer_type':
      return chainOf(tree, field(node, 'type'));
    default:
      return undefined;
  }
}

/**
 * The name a type stands for once references, generics and the `dyn`/`impl` keyword are
 * stripped: `&'a mut Foo<T>` -> ['Foo']; `Box<dyn Trait>` keeps `Box`.
 */
export function typeChain(tree: LiteTree, node: LNode | undefined): string[] | undefined {
  if (node === undefined) return undefined;
  if (node.type === 'reference_type' || node.type === 'pointer_type') return typeChain(tree, field(node, 'type'));
  if (node.type === 'dynamic_type' || node.type === 'abstract_type' || node.type === 'bounded_type') {
    for (const child of node.children) {
      const chain = typeChain(tree, child);
      if (chain) return chain;
    }
    return undefined;
  }
  return chainOf(tree, node);
}
