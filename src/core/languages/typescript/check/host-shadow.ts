/**
 * Names the body binds only to a host global the check itself declared `any` (lib-env.ts: the DOM's
 * and Node's globals, which the check does not type). A repository's own `Node`, `Range` or `Event`
 * taken out of the file's imports is not "Cannot find name" but such a global: the compiler is
 * silent. These names are needed-import candidates, imported only through a module the file already
 * imports from (imports.ts), where the repository's meaning is clear.
 */
import ts from 'typescript';
import { HOST_GLOBALS_FILE } from './lib-env.js';
import type { CheckRun } from './program.js';

/** Identifiers on file lines [start, end] of the target that resolve to a host global only. */
export function hostGlobalNames(run: CheckRun, start: number, end: number): string[] {
  const sf = run.target;
  const starts = sf.getLineStarts();
  const from = starts[start - 1] ?? sf.text.length;
  const to = end < starts.length ? starts[end]! : sf.text.length;
  const out = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (node.end < from || node.pos > to) return;
    if (ts.isIdentifier(node) && node.pos >= from && !isMemberName(node)) {
      const symbol = run.checker.getSymbolAtLocation(node);
      const decls = symbol?.declarations ?? [];
      if (decls.length > 0 && decls.every((d) => d.getSourceFile().fileName === HOST_GLOBALS_FILE)) out.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...out].sort();
}

/** `x.name`, `{ name: ... }`, `name() {}`: a member's name, never a free name. */
function isMemberName(node: ts.Identifier): boolean {
  const p = node.parent;
  if (p === undefined) return false;
  return (
    ((ts.isPropertyAccessExpression(p) || ts.isQualifiedName(p)) && (ts.isPropertyAccessExpression(p) ? p.name : p.right) === node) ||
    ((ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isPropertyDeclaration(p) || ts.isPropertySignature(p)) && p.name === node)
  );
}
