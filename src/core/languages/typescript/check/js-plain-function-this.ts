/**
 * JavaScript only: `this` inside a PLAIN function is whatever its caller binds. The compiler takes a
 * JavaScript function that assigns `this.x = ...` for a constructor function, and its `this` for the
 * instance: formidable's `plugins/json.js` has `function init() { this.type = ...; ... this.options ... }`,
 * called as `init.call(self, ...)` with the Formidable instance, and the compiler reports "Property
 * 'options' does not exist on type 'init'" on correct code. A missing member of `this` is no finding
 * when the function `this` belongs to (arrow functions see through) is a function declaration or a
 * function expression that the file does not use as a class:
 * - not called with `new` (`new init(...)`), its `prototype` not read or written (`Init.prototype.x`),
 *   and not exported under a capitalized name (`export function Parser() {...}`, `module.exports = Parser`:
 *   other files may `new` it);
 * - not a method: not the value of an object literal's property (`{ m: function () { this.x } }` is
 *   checked against the literal) nor assigned to a member (`X.prototype.m = function ...`, `obj.m = ...`).
 * A class's methods, constructor functions used as classes and their prototype methods stay checked.
 */
import ts from 'typescript';
import { receiverOf } from './escapes.js';

/** The function whose `this` a `this` keyword is (arrow functions pass through), or undefined at the top level. */
function thisOwner(node: ts.Node): ts.Node | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isArrowFunction(n)) continue;
    if (ts.isFunctionLike(n) || ts.isClassLike(n) || ts.isSourceFile(n)) return n;
  }
  return undefined;
}

/** The name a plain function goes by in its file: its own, or the variable it initializes. */
function nameOf(fn: ts.FunctionDeclaration | ts.FunctionExpression): string | undefined {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text;
  const parent = fn.parent;
  if (ts.isVariableDeclaration(parent) && parent.initializer === fn && ts.isIdentifier(parent.name)) return parent.name.text;
  return fn.name?.text;
}

/** Whether the file uses `name` as a class: `new name(...)`, `name.prototype`, or exports a capitalized `name`. */
function usedAsClass(sf: ts.SourceFile, fn: ts.FunctionDeclaration | ts.FunctionExpression, name: string): boolean {
  const capitalized = /^[A-Z]/.test(name);
  if (capitalized && ts.isFunctionDeclaration(fn) && fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return true;
  let found = false;
  const isName = (e: ts.Node): boolean => ts.isIdentifier(e) && e.text === name;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isNewExpression(n) && isName(n.expression)) found = true;
    else if (ts.isPropertyAccessExpression(n) && n.name.text === 'prototype' && isName(n.expression)) found = true;
    else if (capitalized && ts.isExportAssignment(n) && isName(n.expression)) found = true;
    else if (capitalized && ts.isExportSpecifier(n) && (n.propertyName ?? n.name).text === name) found = true;
    else if (
      capitalized &&
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      isName(n.right) &&
      ts.isPropertyAccessExpression(n.left) &&
      /^(module|exports)$/.test(n.left.expression.getText(sf).split('.')[0] ?? '')
    ) {
      found = true;
    }
    if (!found) ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** Whether the member finding `d` is on `this` of a plain JavaScript function the file does not use as a class. */
export function isPlainFunctionThis(sf: ts.SourceFile, d: ts.Diagnostic): boolean {
  const receiver = receiverOf(sf, d);
  if (!receiver || receiver.kind !== ts.SyntaxKind.ThisKeyword) return false;
  const owner = thisOwner(receiver);
  if (!owner || !(ts.isFunctionDeclaration(owner) || ts.isFunctionExpression(owner))) return false;
  if (ts.isFunctionExpression(owner)) {
    let outer: ts.Node = owner.parent;
    while (ts.isParenthesizedExpression(outer)) outer = outer.parent;
    if (ts.isPropertyAssignment(outer)) return false;
    if (ts.isBinaryExpression(outer) && outer.operatorToken.kind === ts.SyntaxKind.EqualsToken && !ts.isIdentifier(outer.left)) return false;
  }
  const name = nameOf(owner);
  return name === undefined || !usedAsClass(sf, owner, name);
}
