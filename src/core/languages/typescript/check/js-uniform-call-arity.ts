/**
 * JavaScript only: "Expected 0 arguments, but got 1" (TS2554) on a call whose argument list the same function passes,
 * word for word, to another callee that takes it. Functions used interchangeably (pipeline stages, plugin factories,
 * middleware) are called uniformly, and JavaScript ignores an argument a function does not declare: vinyl-fs 4.0.2's
 * `src` builds `pipeline(gs(glob, opt), wrapVinyl(optResolver), resolveSymlinks(optResolver), prepare(optResolver), ...)`
 * where `wrapVinyl()` takes nothing and its siblings take `optResolver` (held out 20, session 27: the correct body was
 * rejected). tsc with checkJs reports the call; the project does not type-check its JavaScript, and the code runs as
 * written. An extra argument no sibling call shares (a model's `f(a, b, undefined)`) stays an error, as tsc reports it.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';

const argumentsText = (sf: ts.SourceFile, call: ts.CallExpression): string => call.arguments.map((a) => a.getText(sf)).join('\u0000');

/** Whether the callee of `call` takes `count` arguments: a declaration with as many parameters or a rest one, or unknown (`any`). */
function takes(checker: ts.TypeChecker, call: ts.CallExpression, count: number): boolean {
  // An `any` callee's signature has no declaration (the compiler's type says there always is one).
  const declaration: ts.SignatureDeclaration | undefined = checker.getResolvedSignature(call)?.getDeclaration();
  if (declaration === undefined) return (checker.getTypeAtLocation(call.expression).flags & ts.TypeFlags.Any) !== 0;
  return declaration.parameters.length >= count || declaration.parameters.some((p) => p.dotDotDotToken !== undefined);
}

/** Whether the TS2554 finding `d` is an extra argument that a sibling call of the same function passes to a callee taking it. */
export function isUniformCallArity(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (d.code !== 2554 || d.start === undefined) return false;
  let call: ts.Node | undefined = nodeAt(sf, d.start);
  while (call !== undefined && !ts.isCallExpression(call)) call = call.parent;
  if (call === undefined || !ts.isCallExpression(call) || call.arguments.length === 0) return false;
  const extra = call;
  let scope: ts.Node | undefined = extra.parent;
  while (scope !== undefined && !ts.isFunctionLike(scope)) scope = scope.parent;
  const root = scope ?? sf;
  const args = argumentsText(sf, extra);
  const callee = extra.expression.getText(sf);
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (n !== extra && ts.isCallExpression(n) && n.arguments.length === extra.arguments.length && n.expression.getText(sf) !== callee
      && argumentsText(sf, n) === args && takes(checker, n, n.arguments.length)) {
      found = true;
      return;
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(root, visit);
  return found;
}
