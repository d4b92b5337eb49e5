/**
 * Arithmetic on values the check cannot type. A module the job did not read is `any`, and the compiler
 * types `a * b` over two `any` operands as `number`, though in the repository they may be `bigint`
 * (`amount * GWEI_TO_WEI` with both from unread packages). A finding that such a `number` meets a
 * `bigint` (or any other type) is the check's blind spot, not the body's mistake: it is dropped.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';

/** Operators whose result is `number` over `any` operands (`+` stays `any`). */
const NUMERIC = new Set([
  ts.SyntaxKind.AsteriskToken, ts.SyntaxKind.SlashToken, ts.SyntaxKind.PercentToken, ts.SyntaxKind.MinusToken, ts.SyntaxKind.AsteriskAsteriskToken,
  ts.SyntaxKind.AmpersandToken, ts.SyntaxKind.BarToken, ts.SyntaxKind.CaretToken, ts.SyntaxKind.LessThanLessThanToken,
  ts.SyntaxKind.GreaterThanGreaterThanToken, ts.SyntaxKind.GreaterThanGreaterThanGreaterThanToken,
]);
/** Operator not applicable, argument not assignable, value not assignable. */
const CODES = new Set([2365, 2345, 2322, 2362, 2363]);

const isAny = (checker: ts.TypeChecker, e: ts.Expression): boolean => (checker.getTypeAtLocation(e).flags & ts.TypeFlags.Any) !== 0;

/** `e` is a number only because the compiler computed it from `any` operands. */
function numberFromAny(checker: ts.TypeChecker, e: ts.Expression, depth = 0): boolean {
  if (depth > 4) return false;
  const x = ts.skipPartiallyEmittedExpressions(e);
  if (ts.isParenthesizedExpression(x)) return numberFromAny(checker, x.expression, depth + 1);
  const loose = (o: ts.Expression): boolean => isAny(checker, o) || numberFromAny(checker, o, depth + 1);
  if (ts.isBinaryExpression(x) && NUMERIC.has(x.operatorToken.kind)) return loose(x.left) && loose(x.right);
  if (ts.isPrefixUnaryExpression(x) && (x.operator === ts.SyntaxKind.MinusToken || x.operator === ts.SyntaxKind.TildeToken)) return loose(x.operand);
  if (ts.isIdentifier(x)) {
    const decl = checker.getSymbolAtLocation(x)?.valueDeclaration;
    return decl !== undefined && ts.isVariableDeclaration(decl) && decl.type === undefined && decl.initializer !== undefined && numberFromAny(checker, decl.initializer, depth + 1);
  }
  return false;
}

/** The diagnostic is about a number made from `any` operands (the expression it points at, or an operand of it). */
export function isAnyArithmetic(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (!CODES.has(d.code) || d.start === undefined || d.length === undefined) return false;
  let node = nodeAt(sf, d.start);
  while (node?.parent !== undefined && node.parent.getStart(sf) === d.start && node.parent.end <= d.start + d.length) node = node.parent;
  if (node === undefined || !ts.isExpression(node)) return false;
  if (numberFromAny(checker, node)) return true;
  return ts.isBinaryExpression(node) && (numberFromAny(checker, node.left) || numberFromAny(checker, node.right));
}
