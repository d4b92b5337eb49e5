/** Java type expressions as chains: what a parameter, field or variable of that type is an instance of. */
import type { LiteTree, LNode } from '../lite-tree.js';
import { text } from '../tree-text.js';

/**
 * The named type a type expression stands for, as a chain: `T`, `List<T>`, `@NonNull T` -> ['T'] / ['List'];
 * `java.util.Map.Entry<K, V>` -> ['java', 'util', 'Map', 'Entry']. Primitive types, arrays and `var`
 * have no single named type (undefined).
 */
export function typeChain(tree: LiteTree, node: LNode | undefined): string[] | undefined {
  if (node === undefined) return undefined;
  switch (node.type) {
    case 'type_identifier': {
      const name = text(tree, node);
      return name === 'var' ? undefined : [name];
    }
    case 'scoped_type_identifier': {
      const parts = node.children.filter((c) => c.type === 'type_identifier' || c.type === 'scoped_type_identifier' || c.type === 'generic_type');
      const chains = parts.map((p) => typeChain(tree, p));
      if (chains.some((c) => c === undefined)) return undefined;
      return chains.flatMap((c) => c ?? []);
    }
    case 'generic_type':
      return typeChain(tree, node.children.find((c) => c.type !== 'type_arguments'));
    case 'annotated_type':
      return typeChain(tree, node.children.find((c) => c.type !== 'annotation' && c.type !== 'marker_annotation'));
    default:
      return undefined;
  }
}

/** A type's text without its type arguments (`java.util.List<String>` -> `java.util.List`), for bases. */
export function typeName(tree: LiteTree, node: LNode): string {
  return typeChain(tree, node)?.join('.') ?? text(tree, node).replace(/<[\s\S]*$/, '').trim();
}
