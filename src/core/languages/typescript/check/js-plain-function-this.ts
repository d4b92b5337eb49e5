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
 *
 * One binding is known from elsewhere: a read file installs the function as a member of an object it defines
 * (@stellar/stellar-base's `Operation.createAccount = ops.createAccount;` in operation.js, the function in
 * operations/create_account.js reading `this.isValidAmount`). `this` is then that object, and a member that no read
 * file names at all (nor the target file outside the body) is made up: installedThisFindings reports it (the compiler
 * types such a `this` as `any` and reports nothing). When
 * the object inherits (`extends`, Babel's `_inherits`, `setPrototypeOf`, `Object.assign`) or is not defined in the
 * installing file, the members stay unknown. The same holds when the target file itself binds the function to the
 * instance of one of its classes (`initBtns2.call(this)` in a constructor, boundInClass).
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

const WORD = /^[A-Za-z_$][\w$]*$/;
const escape = (name: string): string => name.replace(/\$/g, '\\$');

/** The read file (not the target) that installs `fn` as `Owner.fn = ...fn;` or `Owner.prototype.fn = ...fn;`, and the owner. */
function installer(fn: string, target: string, readFiles: ReadonlyMap<string, string>): { text: string; owner: string } | undefined {
  if (!WORD.test(fn)) return undefined;
  const install = new RegExp(`(?:^|[^\\w$.])([A-Za-z_$][\\w$]*)\\.(?:prototype\\.)?${escape(fn)}[ \\t]*=[ \\t]*(?:[A-Za-z_$][\\w$]*\\.)?${escape(fn)}[ \\t]*[;\\n]`);
  for (const [path, text] of readFiles) {
    if (`/${path.replace(/^\/+/, '')}` === target || !/\.[cm]?jsx?$/i.test(path) || !text.includes(fn)) continue;
    const m = install.exec(text);
    if (m) return { text, owner: m[1]! };
  }
  return undefined;
}

/** Whether a read file installs the plain function `owner` on an object it defines without inheritance: the owner's name and file. */
function installedOn(sf: ts.SourceFile, owner: ts.FunctionDeclaration | ts.FunctionExpression, readFiles: ReadonlyMap<string, string>): { owner: string; text: string } | undefined {
  const name = nameOf(owner);
  if (name === undefined || usedAsClass(sf, owner, name)) return undefined;
  const found = installer(name, sf.fileName, readFiles);
  if (!found) return undefined;
  const o = escape(found.owner);
  if (!new RegExp(`\\b(?:class|function)\\s+${o}\\b|\\b(?:var|let|const)\\s+${o}\\s*=`).test(found.text)) return undefined;
  if (new RegExp(`\\bclass\\s+${o}\\s+extends\\b|\\b(?:_inherits|setPrototypeOf|Object\\.assign)\\(\\s*${o}\\b`).test(found.text)) return undefined;
  return found;
}

/**
 * The class the target file binds the plain function `owner` to: every `name.call(this, ...)`, `name.apply(this, ...)`
 * and `name.bind(this)` of the file is in the methods of one class that extends nothing (x-data-spreadsheet's toolbar:
 * `initBtns2.call(this)` in `Toolbar`'s constructor). Its `this` is then that class's instance.
 */
function boundInClass(sf: ts.SourceFile, owner: ts.FunctionDeclaration | ts.FunctionExpression): { owner: string; text: string } | undefined {
  const name = nameOf(owner);
  if (name === undefined || usedAsClass(sf, owner, name)) return undefined;
  const classes = new Set<ts.ClassLikeDeclaration | undefined>();
  const visit = (n: ts.Node): void => {
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      ts.isIdentifier(n.expression.expression) &&
      n.expression.expression.text === name &&
      /^(call|apply|bind)$/.test(n.expression.name.text) &&
      n.arguments[0]?.kind === ts.SyntaxKind.ThisKeyword
    ) {
      const fn = thisOwner(n.arguments[0]);
      classes.add(fn !== undefined && (ts.isMethodDeclaration(fn) || ts.isConstructorDeclaration(fn)) && ts.isClassLike(fn.parent) ? fn.parent : undefined);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  const [cls] = [...classes];
  if (classes.size !== 1 || cls === undefined || cls.name === undefined) return undefined;
  if ((cls.heritageClauses ?? []).some((c) => c.token === ts.SyntaxKind.ExtendsKeyword)) return undefined;
  return { owner: cls.name.text, text: sf.text };
}

/**
 * JavaScript: members of `this` in lines [bodyStart, bodyEnd] of a plain function that a read file installs on an object
 * it defines (see the module comment), named by no read file nor by the target outside the body: made up. The compiler
 * types such a `this` as `any` and reports nothing; these are the findings.
 */
export function installedThisFindings(sf: ts.SourceFile, bodyStart: number, bodyEnd: number, readFiles: ReadonlyMap<string, string>): { bodyLine: number; code: number; message: string }[] {
  const out: { bodyLine: number; code: number; message: string }[] = [];
  const lines = sf.text.split('\n');
  const outside = [...lines.slice(0, bodyStart - 1), ...lines.slice(bodyEnd)].join('\n');
  const owners = new Map<ts.Node, { owner: string; text: string } | undefined>();
  // Members the body itself assigns (`this.cache = ...`) are created there.
  const seen = new Set<string>();
  const assigned = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isPropertyAccessExpression(node.left) && node.left.expression.kind === ts.SyntaxKind.ThisKeyword) seen.add(node.left.name.text);
    ts.forEachChild(node, assigned);
  };
  assigned(sf);
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword && ts.isIdentifier(node.name)) {
      const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
      const fn = thisOwner(node.expression);
      const member = node.name.text;
      if (line >= bodyStart && line <= bodyEnd && fn && (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) && !seen.has(member)) {
        if (!owners.has(fn)) owners.set(fn, installedOn(sf, fn, readFiles) ?? boundInClass(sf, fn));
        const found = owners.get(fn);
        const word = new RegExp(`(?:^|[^\\w$])${escape(member)}(?![\\w$])`);
        if (found && !word.test(outside) && ![...readFiles].some(([path, text]) => `/${path.replace(/^\/+/, '')}` !== sf.fileName && word.test(text))) {
          seen.add(member);
          out.push({ bodyLine: line - bodyStart + 1, code: 2339, message: `Property '${member}' does not exist on '${found.owner}', which \`${nameOf(fn) ?? 'this function'}\` is installed on; no file names it.` });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}
