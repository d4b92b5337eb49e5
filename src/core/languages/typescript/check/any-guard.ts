/**
 * A value the check did not narrow only because the type guard that narrows it comes from a module it did
 * not read. `if (_.isFunction(source)) return source(params);` with lodash unread: `_.isFunction` is `any`,
 * so `source` keeps its whole union and the compiler reports "not callable" (TS2349), "must have a
 * `[Symbol.iterator]()`" (TS2488), a member or an argument that fits only one branch of the union. With the
 * package's types, `isFunction(value): value is (...args: any[]) => any` narrows it and none of these is
 * reported (seen blind on mockttp's `getProxySetting`, held out 6). Such a finding is the check's blind spot:
 * it is dropped when the value it points at is an argument of an `any`-typed call in the condition of an
 * enclosing `if` or `?:` (either branch: a guard's `else` narrows too), or of an earlier `if` of an enclosing block
 * (the guard's early exit narrows what follows: `if (!isNumber(day)) return false; return day >= 1;`, and
 * `if (isArray(sep)) { ...; sep = ','; } return array.join(sep);`: held out 19's two false rejections, v-calendar's
 * lodash `isNumber` and ember-composable-helpers' `isArray` of @ember/array, both unread). For such a value an operator
 * over `unknown` (TS2365, TS2362/2363) and a use of an `unknown` (TS18046, TS2571) count as narrowing findings too.
 * A value the body narrows with a guard the check knows, or does not narrow at all, keeps its findings.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';

/** Findings that a narrowing the check missed can cause on the narrowed value itself. */
const NARROWING_CODES = new Set([2349, 2488, 2504, 2339, 2345, 2322, 2769, 2551, 18048, 2532, 18047, 2531, 2365, 2362, 2363, 18046, 2571]);

const MAX_ANCESTORS = 64;

/** The identifier a finding points at: itself, the receiver of the member it names, or the value a `return` gives. */
function valueOf(node: ts.Node): ts.Identifier | undefined {
  if (ts.isIdentifier(node)) {
    const parent = node.parent;
    if (parent !== undefined && ts.isPropertyAccessExpression(parent) && parent.name === node) {
      return ts.isIdentifier(parent.expression) ? parent.expression : undefined;
    }
    return node;
  }
  if (ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) return ts.isIdentifier(node.expression) ? node.expression : undefined;
  // A return type mismatch points at the `return` itself.
  if (ts.isReturnStatement(node)) return node.expression !== undefined && ts.isIdentifier(node.expression) ? node.expression : undefined;
  return undefined;
}

/** `cond` calls an `any`-typed function with `symbol`'s value as an argument (`_.isArray(x)`, `!is.fn(x)`). */
function guardsWithAny(checker: ts.TypeChecker, cond: ts.Expression, symbol: ts.Symbol): boolean {
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isCallExpression(n) && (checker.getTypeAtLocation(n.expression).flags & ts.TypeFlags.Any) !== 0
      && n.arguments.some((a) => ts.isIdentifier(a) && checker.getSymbolAtLocation(a) === symbol)) {
      found = true;
      return;
    }
    // A function in the condition has a scope of its own.
    if (ts.isFunctionLike(n)) return;
    ts.forEachChild(n, visit);
  };
  visit(cond);
  return found;
}

/** The diagnostic is about a value that an unread module's type guard would have narrowed. */
export function isUnnarrowedByAnyGuard(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (!NARROWING_CODES.has(d.code) || d.start === undefined) return false;
  const node = nodeAt(sf, d.start);
  const value = node === undefined ? undefined : valueOf(node);
  const symbol = value === undefined ? undefined : checker.getSymbolAtLocation(value);
  if (value === undefined || symbol === undefined) return false;
  let child: ts.Node = value;
  let parent = value.parent;
  for (let i = 0; parent !== undefined && i < MAX_ANCESTORS; i++) {
    if (ts.isIfStatement(parent) && child !== parent.expression && guardsWithAny(checker, parent.expression, symbol)) return true;
    if (ts.isConditionalExpression(parent) && child !== parent.condition && guardsWithAny(checker, parent.condition, symbol)) return true;
    // An earlier `if` of the same block: what follows it is narrowed by its exit or its assignments.
    if ((ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isCaseOrDefaultClause(parent)) && ts.isStatement(child)) {
      for (const s of parent.statements) {
        if (s === child) break;
        if (ts.isIfStatement(s) && guardsWithAny(checker, s.expression, symbol)) return true;
      }
    }
    child = parent;
    parent = parent.parent;
  }
  return false;
}
