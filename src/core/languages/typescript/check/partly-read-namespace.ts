/**
 * A member missing on a MODULE's namespace (`import * as z from 'zod/v3'; z.custom(...)`) whose module re-exports, through
 * its `export * from` chain, a module the check did not read: the namespace holds only the names of the files read, and
 * any other name may be the unread one's (held out 21, session 28: unstructured-client's `z.ZodError` and `z.custom`,
 * "does not exist on type 'typeof import(\"/node_modules/zod/v3/index\")'", with zod's `types.d.cts` unread). A member
 * missing on a namespace whose chain was read whole stays an error.
 */
import ts from 'typescript';

const MAX_MODULES = 64;

/** The statements of a module's declarations (a file, or an ambient `declare module 'x' { ... }`). */
function statementsOf(symbol: ts.Symbol): ts.Statement[] {
  return (symbol.declarations ?? []).flatMap((d) => (ts.isSourceFile(d) ? [...d.statements] : ts.isModuleDeclaration(d) && d.body !== undefined && ts.isModuleBlock(d.body) ? [...d.body.statements] : []));
}

/** Whether `module`'s `export *` chain reaches a specifier that does not resolve among the files read. */
export function reExportsUnread(checker: ts.TypeChecker, module: ts.Symbol): boolean {
  const seen = new Set<ts.Symbol>();
  const queue = [module];
  while (queue.length > 0 && seen.size < MAX_MODULES) {
    const m = queue.shift()!;
    if (seen.has(m)) continue;
    seen.add(m);
    for (const st of statementsOf(m)) {
      if (!ts.isExportDeclaration(st) || st.exportClause !== undefined || st.moduleSpecifier === undefined) continue;
      const target = checker.getSymbolAtLocation(st.moduleSpecifier);
      if (target === undefined) return true;
      queue.push(target);
    }
  }
  return false;
}

/** TS2339/TS2551 at `node` (a member's name): the receiver is a module namespace whose `export *` chain reaches the unread. */
export function memberOfPartlyReadNamespace(checker: ts.TypeChecker, node: ts.Node): boolean {
  const p = node.parent;
  if (p === undefined || !ts.isPropertyAccessExpression(p) || p.name !== node) return false;
  const symbol = checker.getTypeAtLocation(p.expression).getSymbol();
  if (symbol === undefined || (symbol.flags & ts.SymbolFlags.ValueModule) === 0) return false;
  return reExportsUnread(checker, symbol);
}
