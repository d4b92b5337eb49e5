/**
 * Go imports as bindings: `import "a/b/c"` binds the package's name (by convention the path's
 * last element: `gopkg.in/yaml.v3` -> yaml, `github.com/x/go-isatty` -> isatty,
 * `example.com/m/v2` -> m); `import f "fmt"` binds f; `import . "x"` is a star import
 * (boundName '*'); `import _ "x"` binds nothing usable ('_').
 */
import type { LiteTree, LNode } from '../lite-tree.js';
import { field, lineAt, text } from '../tree-text.js';
import type { ImportBinding } from '../types.js';

/** The package name an import path conventionally binds. */
export function packageNameOf(path: string): string {
  const parts = path.split('/').filter((p) => p !== '');
  let last = parts.at(-1) ?? path;
  if (/^v\d+$/.test(last) && parts.length > 1) last = parts.at(-2) ?? last;
  return last.replace(/\.v\d+$/, '').replace(/^go-/, '').replace(/[-.]go$/, '').replace(/[^A-Za-z0-9_]/g, '');
}

function stringValue(tree: LiteTree, node: LNode | undefined): string {
  if (node === undefined) return '';
  const raw = text(tree, node);
  return raw.length >= 2 ? raw.slice(1, -1) : raw;
}

export function importsOf(tree: LiteTree, decl: LNode): ImportBinding[] {
  const specs = decl.children.flatMap((c) => (c.type === 'import_spec_list' ? c.children : [c])).filter((c) => c.type === 'import_spec');
  return specs.map((spec) => {
    const path = stringValue(tree, field(spec, 'path'));
    const nameNode = field(spec, 'name');
    const alias = nameNode === undefined ? undefined : text(tree, nameNode);
    const binding: ImportBinding = {
      kind: alias === '.' ? 'from' : 'import',
      module: path,
      level: 0,
      boundName: alias === '.' ? '*' : alias ?? packageNameOf(path),
      line: lineAt(tree, spec.start),
      endLine: lineAt(tree, Math.max(spec.start, spec.end - 1)),
      typeCheckingOnly: false,
      optional: false,
    };
    if (alias === '.') binding.name = '*';
    else if (alias !== undefined) binding.alias = alias;
    return binding;
  });
}
