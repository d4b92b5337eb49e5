/**
 * JavaScript: "Duplicate identifier" (TS2300) on a PROPERTY is the compiler merging a class's members
 * from its assignments, not an error of the program: `this._step = this._step.bind(this)` in a
 * constructor function whose prototype also assigns `_step` (muuri's Ticker, held out 14) runs as written,
 * and a property may be assigned or redefined at will. A duplicate BINDING (`function f(a, a)` in a
 * module, `class C {}` twice) is a SyntaxError at load time, and stays a finding.
 */
import ts from 'typescript';
import { nodeAt } from './escapes.js';

export function isRedefinedProperty(sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  if (d.code !== 2300 || d.start === undefined) return false;
  const node = nodeAt(sf, d.start);
  const p = node?.parent;
  if (node === undefined || p === undefined) return false;
  if (ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p)) return true;
  return (ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p) || ts.isMethodDeclaration(p) || ts.isGetAccessor(p) || ts.isSetAccessor(p)) && p.name === node;
}
