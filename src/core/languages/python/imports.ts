/** Import statements to ImportBindings. */
import type { LNode } from './parser.js';
import type { Flags, Scope, Walk } from './scope.js';
import { addLocal } from './scope.js';
import type { ImportBinding } from './types.js';
import { dotted, field, lineAt, text } from './tree-utils.js';

function binding(
  base: Omit<ImportBinding, 'name' | 'alias' | 'boundName'>,
  name: string | undefined,
  alias: string | undefined,
  boundName: string,
): ImportBinding {
  const b: ImportBinding = { ...base, boundName };
  if (name !== undefined) b.name = name;
  if (alias !== undefined) b.alias = alias;
  return b;
}

/** Records the bindings of an import / from-import / __future__ import statement. */
export function visitImport(w: Walk, scope: Scope, node: LNode, flags: Flags): void {
  const line = lineAt(w.tree, node.start);
  const common = { line, typeCheckingOnly: flags.typeChecking, optional: flags.optional };
  const scoped = scope.def ? { scope: scope.def.qualname } : {};
  const out: ImportBinding[] = [];
  if (node.type === 'import_statement') {
    for (const item of node.children) {
      const nameNode = item.type === 'aliased_import' ? field(item, 'name') : item.type === 'dotted_name' ? item : undefined;
      if (!nameNode) continue;
      const module = dotted(w.tree, nameNode);
      const aliasNode = item.type === 'aliased_import' ? field(item, 'alias') : undefined;
      const alias = aliasNode ? text(w.tree, aliasNode) : undefined;
      out.push(binding({ kind: 'import', module, level: 0, ...common, ...scoped }, undefined, alias, alias ?? module.split('.')[0] ?? module));
    }
  } else {
    let module = '__future__';
    let level = 0;
    const moduleNode = field(node, 'module_name');
    if (moduleNode?.type === 'relative_import') {
      const prefix = moduleNode.children.find((c) => c.type === 'import_prefix');
      level = prefix ? text(w.tree, prefix).replace(/[^.]/g, '').length : 0;
      const name = moduleNode.children.find((c) => c.type === 'dotted_name');
      module = name ? dotted(w.tree, name) : '';
    } else if (moduleNode) {
      module = dotted(w.tree, moduleNode);
    }
    const base = { kind: 'from' as const, module, level, ...common, ...scoped };
    for (const item of node.children) {
      if (item.field === 'module_name') continue;
      if (item.type === 'wildcard_import') out.push(binding(base, '*', undefined, '*'));
      else if (item.type === 'dotted_name') {
        const name = dotted(w.tree, item);
        out.push(binding(base, name, undefined, name));
      } else if (item.type === 'aliased_import') {
        const nameNode = field(item, 'name');
        const aliasNode = field(item, 'alias');
        if (!nameNode) continue;
        const name = dotted(w.tree, nameNode);
        const alias = aliasNode ? text(w.tree, aliasNode) : undefined;
        out.push(binding(base, name, alias, alias ?? name));
      }
    }
  }
  for (const b of out) {
    w.imports.push(b);
    if (b.boundName !== '*') addLocal(scope, b.boundName);
  }
}
