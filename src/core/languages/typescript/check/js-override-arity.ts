/**
 * JavaScript only: "Expected 0 arguments, but got 1" (TS2554) on a method call of a class hierarchy whose
 * overrides take the argument. A JavaScript base class often declares a hook with no parameters that its
 * subclasses override with some (frappe-charts 1.6.2: `BaseChart.configure()` is called as
 * `this.configure(options)` by BaseChart itself, and `AggregationChart.configure(args)` forwards its own
 * argument with `super.configure(args)`). tsc with allowJs/checkJs reports every such call (8 TS2554 on the
 * package's src/, all of the hook shape), yet JavaScript ignores an extra argument, and the method that runs
 * for `this.m(...)` may be an override that reads it. So an extra argument is no finding when the call is
 * `this.m(...)` or `super.m(...)` inside a class and that class (for `super`: the override that forwards) or a
 * class extending it (in the target or a read file) declares `m` with at least as many parameters (or a rest
 * parameter). Any other extra argument (a plain function, a method no class of the hierarchy widens) stays an
 * error, as tsc reports it.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';
import { readSubclasses } from './js-chain-members.js';

/** Whether `fn` takes `count` arguments: as many parameters, or a rest parameter. */
const takes = (fn: ts.SignatureDeclarationBase, count: number): boolean => fn.parameters.length >= count || fn.parameters.some((p) => p.dotDotDotToken !== undefined);

function methodsNamed(cls: ts.ClassLikeDeclaration, name: string): ts.MethodDeclaration[] {
  return cls.members.filter((m): m is ts.MethodDeclaration => ts.isMethodDeclaration(m) && m.name !== undefined && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) && m.name.text === name);
}

/** Whether the TS2554 finding `d` is an extra argument to a method that an override in the hierarchy takes. */
export function isOverrideArity(sf: ts.SourceFile, d: ts.Diagnostic, readFiles: ReadonlyMap<string, string>): boolean {
  if (d.code !== 2554 || d.start === undefined) return false;
  let call: ts.Node | undefined = nodeAt(sf, d.start);
  while (call !== undefined && !ts.isCallExpression(call)) call = call.parent;
  if (call === undefined || !ts.isCallExpression(call)) return false;
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return false;
  const receiver = callee.expression.kind;
  if (receiver !== ts.SyntaxKind.ThisKeyword && receiver !== ts.SyntaxKind.SuperKeyword) return false;
  let cls: ts.Node | undefined = call.parent;
  while (cls !== undefined && !ts.isClassLike(cls)) cls = cls.parent;
  if (cls === undefined || !ts.isClassLike(cls)) return false;
  const name = callee.name.text;
  const count = call.arguments.length;
  const own = cls.name?.text;
  const hierarchy = [cls, ...(own !== undefined ? readSubclasses(own, sf, readFiles) : [])];
  return hierarchy.some((c) => methodsNamed(c, name).some((m) => takes(m, count)));
}
