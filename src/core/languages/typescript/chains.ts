/** Dotted chains of expressions and types: `a.b.c`, `this.x.m`, `super.m`, `ns.Type`. */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, text } from '../tree-text.js';

/** `a.b.c` -> ['a','b','c']; `this.x` -> ['this','x']; `super.m` -> ['super()','m']; undefined otherwise. */
export function chainOf(tree: LiteTree, node: LNode): string[] | undefined {
  switch (node.type) {
    case 'identifier':
    case 'shorthand_property_identifier':
      return [text(tree, node)];
    case 'this':
      return ['this'];
    case 'super':
      return ['super()'];
    case 'non_null_expression': {
      const inner = node.children[0];
      return inner ? chainOf(tree, inner) : undefined;
    }
    case 'member_expression':
    case 'nested_identifier': {
      const object = field(node, 'object') ?? node.children[0];
      const property = field(node, 'property') ?? node.children[node.children.length - 1];
      if (!object || !property || object === property) return undefined;
      const head = chainOf(tree, object);
      if (!head) return undefined;
      if (property.type !== 'property_identifier' && property.type !== 'private_property_identifier' && property.type !== 'identifier') return undefined;
      return [...head, text(tree, property)];
    }
    default:
      return undefined;
  }
}

/** A type reference's chain: `Foo` -> ['Foo'], `ns.Foo` -> ['ns','Foo'], `Foo<T>` -> ['Foo']. */
export function typeChainOf(tree: LiteTree, node: LNode): string[] | undefined {
  switch (node.type) {
    case 'type_identifier':
    case 'identifier':
      return [text(tree, node)];
    case 'nested_type_identifier':
    case 'nested_identifier':
    case 'member_expression': {
      // `import('m').A<T>` reaches the grammar as `import_____.A<T>` (grammar-gaps.ts): an inline
      // import type, no reference to a name in scope.
      const written = text(tree, node);
      return /^import\s*\(/.test(written) ? undefined : written.replace(/\s+/g, '').split('.');
    }
    case 'generic_type': {
      const name = field(node, 'name') ?? node.children[0];
      return name ? typeChainOf(tree, name) : undefined;
    }
    default:
      return undefined;
  }
}

export function lastSegment(dotted: string): string {
  const i = dotted.lastIndexOf('.');
  return i < 0 ? dotted : dotted.slice(i + 1);
}
