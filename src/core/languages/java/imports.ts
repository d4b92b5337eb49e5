/**
 * Java imports as bindings, all of kind 'from' (a name taken from a package or a type):
 * `import a.b.C;` -> module 'a.b', name 'C'; `import a.b.*;` -> module 'a.b', name '*';
 * `import static a.b.C.m;` -> module 'a.b.C', name 'm'; `import static a.b.C.*;` -> module
 * 'a.b.C', name '*'. Whether the module is a package or a type is the resolver's question (a
 * nested type's import, `import a.b.Outer.Inner;`, has a type as its module too).
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { lineAt, text } from '../tree-text.js';
import type { ImportBinding } from '../types.js';

export function importOf(tree: LiteTree, decl: LNode): ImportBinding | undefined {
  const path = decl.children.find((c) => c.type === 'scoped_identifier' || c.type === 'identifier');
  if (path === undefined) return undefined;
  const parts = text(tree, path).split('.').map((p) => p.trim());
  const star = decl.children.some((c) => c.type === 'asterisk');
  const name = star ? '*' : parts.pop() ?? '';
  return {
    kind: 'from',
    module: parts.join('.'),
    level: 0,
    name,
    boundName: name,
    line: lineAt(tree, decl.start),
    endLine: lineAt(tree, Math.max(decl.start, decl.end - 1)),
    typeCheckingOnly: false,
    optional: false,
  };
}

/** True for `import static ...`. */
export function isStaticImport(tree: LiteTree, decl: LNode): boolean {
  return /^import\s+static\b/.test(text(tree, decl));
}

/** The package a file declares (`package a.b;` -> 'a.b'), '' for the unnamed package. */
export function packageOf(tree: LiteTree, root: LNode): string {
  const decl = root.children.find((c) => c.type === 'package_declaration');
  const name = decl?.children.find((c) => c.type === 'scoped_identifier' || c.type === 'identifier');
  return name === undefined ? '' : text(tree, name).replace(/\s+/g, '');
}
