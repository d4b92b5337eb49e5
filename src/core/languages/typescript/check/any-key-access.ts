/**
 * A value read with a key of type `any` from a type with an index signature: `this[PropertySymbol.items]`
 * where the module declaring `PropertySymbol`'s unique symbols was not read (so the key is `any`). The
 * compiler then picks the receiver's NUMBER index signature (happy-dom's HTMLSelectElement has
 * `[index: number]: HTMLOptionElement`), and the real member's value becomes an HTMLOptionElement:
 * "Property 'length' does not exist on type 'HTMLOptionElement'" or "This expression is not callable"
 * on correct code (happy-dom's `HTMLSelectElement.remove`, a held out 8 false rejection). The type is
 * an artefact of the unknown key, not the body's mistake: a member or call finding on such an access
 * (directly, or through a variable it initializes) is no finding. A key of a known type stays checked.
 */
import ts from 'typescript';
import { nodeAt, receiverOf } from './escapes.js';

/** "This expression is not callable", "Not all constituents are callable". */
const CALL_CODES = new Set([2349, 2757]);

function strip(e: ts.Expression): ts.Expression {
  let out = e;
  while (ts.isParenthesizedExpression(out) || ts.isNonNullExpression(out)) out = out.expression;
  return out;
}

/** Whether `e` is `x[k]` with `k` of type `any` and `x` of a type with an index signature. */
function isAnyKeyAccess(checker: ts.TypeChecker, e: ts.Expression): boolean {
  const s = strip(e);
  if (!ts.isElementAccessExpression(s)) return false;
  const key = checker.getTypeAtLocation(s.argumentExpression);
  if (!(key.flags & ts.TypeFlags.Any)) return false;
  const receiver = checker.getTypeAtLocation(s.expression);
  return checker.getIndexInfosOfType(checker.getApparentType(receiver)).length > 0;
}

/** `e` itself, or the variable's initializer when `e` names a variable declared with one. */
function readsAnyKeyAccess(checker: ts.TypeChecker, e: ts.Expression): boolean {
  const s = strip(e);
  if (isAnyKeyAccess(checker, s)) return true;
  if (!ts.isIdentifier(s)) return false;
  const decl = checker.getSymbolAtLocation(s)?.valueDeclaration;
  return decl !== undefined && ts.isVariableDeclaration(decl) && decl.type === undefined && decl.initializer !== undefined && isAnyKeyAccess(checker, decl.initializer);
}

/** Whether the member or call finding `d` is about a value read with an `any` key through an index signature. */
export function isAnyKeyIndexRead(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  const receiver = receiverOf(sf, d);
  if (receiver && ts.isExpression(receiver)) return readsAnyKeyAccess(checker, receiver);
  if (!CALL_CODES.has(d.code) || d.start === undefined) return false;
  for (let n = nodeAt(sf, d.start); n && n.getStart(sf) === d.start; n = n.parent) {
    if (ts.isExpression(n) && readsAnyKeyAccess(checker, n)) return true;
    if (ts.isCallExpression(n)) break;
  }
  return false;
}
