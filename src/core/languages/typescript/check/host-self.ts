/**
 * `self`, the global object of browsers and workers (`self.Worker`, `self.fetch`, `self.MSStream`): the check
 * declares it as `typeof globalThis` (lib-env.ts), so a body that reads the host through it is bound, and the
 * compiler (without noImplicitAny) lets any member of it through, as it does for `globalThis`. What that would hide
 * is Python's `self` for `this`: `self.name` where the class around the body has a member `name` and the host's
 * globals have none. Those are the findings; a member neither has is the host's business (a worker's
 * `self.importScripts`, an old browser's `self.MSStream`), which the check does not type.
 */
import ts from 'typescript';
import { HOST_GLOBALS_FILE } from './lib-env.js';
import type { CheckRun } from './program.js';

export interface PythonSelfFinding {
  bodyLine: number;
  code: number;
  message: string;
  pythonName: 'self';
}

/** Whether the class that holds `node` declares or inherits `name`, on its instances or as a static. */
function classHasMember(checker: ts.TypeChecker, node: ts.Node, name: string): boolean {
  for (let n: ts.Node | undefined = node.parent; n !== undefined; n = n.parent) {
    if (!ts.isClassLike(n)) continue;
    if (checker.getPropertyOfType(checker.getTypeAtLocation(n), name) !== undefined) return true;
    const symbol = n.name !== undefined ? checker.getSymbolAtLocation(n.name) : undefined;
    const statics = symbol !== undefined ? checker.getTypeOfSymbolAtLocation(symbol, n) : undefined;
    return statics !== undefined && checker.getPropertyOfType(statics, name) !== undefined;
  }
  return false;
}

/** `self.name` on file lines [start, end] where `self` is the host's and `name` a member of the class around it, not of the host. */
export function pythonSelfFindings(run: CheckRun, start: number, end: number): PythonSelfFinding[] {
  const sf = run.target;
  const starts = sf.getLineStarts();
  const from = starts[start - 1] ?? sf.text.length;
  const to = end < starts.length ? starts[end]! : sf.text.length;
  if (!sf.text.slice(from, to).includes('self')) return [];
  const out: PythonSelfFinding[] = [];
  const seen = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (node.end < from || node.pos > to) return;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'self' && ts.isIdentifier(node.name) && node.getStart(sf) >= from) {
      const member = node.name.text;
      const decls = run.checker.getSymbolAtLocation(node.expression)?.declarations ?? [];
      const host = decls.length > 0 && decls.every((d) => d.getSourceFile().fileName === HOST_GLOBALS_FILE);
      const global = run.checker.getPropertyOfType(run.checker.getTypeAtLocation(node.expression), member) !== undefined;
      if (host && !global && !seen.has(member) && classHasMember(run.checker, node, member)) {
        seen.add(member);
        const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
        out.push({ bodyLine: line - start + 1, code: 2339, message: `\`self.${member}\` reads the global object, which has no '${member}'; the instance's member is \`this.${member}\`.`, pythonName: 'self' });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
