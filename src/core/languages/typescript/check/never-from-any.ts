/**
 * A value narrowed to `never` only because its declared type is `any` to the check (held out 16's @cycle/dom, read after
 * its blind run: `rootElement: Element | DocumentFragment` is `any` here — the check declares the DOM's types `any` — so
 * after `if (isDocFrag(this.rootElement)) return ...;` the guard `el is DocumentFragment` removes all of `any` and
 * `this.rootElement.id` is "Property 'id' does not exist on type 'never'"). With the real types the rest of the union is
 * left; the project compiles. A finding on a `never` receiver whose declared type is `any` (a host type, an unread
 * module's) is dropped; a `never` from a declared type the check knows (`x: string` after `typeof x === 'string'`) stays.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';

/** The receiver of the member a diagnostic names (`x` of `x.id`, `this.rootElement` of `this.rootElement.id`). */
function receiverOfMember(sf: ts.SourceFile, d: ts.Diagnostic): ts.Expression | undefined {
  if (d.start === undefined) return undefined;
  const node = nodeAt(sf, d.start);
  const parent = node?.parent;
  return node !== undefined && parent !== undefined && ts.isPropertyAccessExpression(parent) && parent.name === node ? parent.expression : undefined;
}

export function isNeverFromAny(checker: ts.TypeChecker, sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (d.code !== 2339) return false;
  const receiver = receiverOfMember(sf, d);
  if (receiver === undefined || (checker.getTypeAtLocation(receiver).flags & ts.TypeFlags.Never) === 0) return false;
  const symbol = ts.isPropertyAccessExpression(receiver) ? checker.getSymbolAtLocation(receiver.name) : checker.getSymbolAtLocation(receiver);
  if (symbol === undefined) return false;
  const declared = checker.getTypeOfSymbol(symbol);
  return (declared.flags & ts.TypeFlags.Any) !== 0;
}
