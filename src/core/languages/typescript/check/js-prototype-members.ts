/**
 * JavaScript only: the members a class or constructor function gets through its PROTOTYPE from code the
 * compiler does not tie to it. The compiler knows a JavaScript class's members from its own file
 * (`this.x = ...`, `F.prototype.m = ...`, `F.prototype = {...}`), not from another module that fills the
 * prototype through an alias: moment 2.31's `Moment` constructor calls `this.isValid()`, and
 * `src/lib/moment/prototype.js` does `var proto = Moment.prototype; proto.isValid = isValid;`.
 *
 * For a missing member `name` of `this` whose class (the enclosing class, or the constructor function
 * `F` whose `this` it is, or the `F` of `F.prototype.m = function () {...}`) is `F`, the prototype facts
 * of the target file and of every JavaScript file the job read are collected, with `F` bound by its own
 * name or by an import of it (`import { F as G }`, `const { F } = require(...)`):
 * - FILLED with `name` (no finding): `P.name = ...`, `Object.defineProperty(P, 'name', ...)`,
 *   `Object.defineProperties(P, { name: ... })`, `F.prototype = { name: ... }`, where `P` is
 *   `F.prototype` or a variable assigned `F.prototype` (`var proto = Moment.prototype`);
 * - OPEN (no finding, whatever the name): `P[key] = ...`, `P.__proto__ = ...` (the chain set at run time), `P` or `F` passed to any call
 *   (`Object.assign(F.prototype, ...)`, `extend(F.prototype, ...)`, `mixin(F.prototype, ...)`,
 *   `util.inherits(F, Base)`), `F.prototype = <anything but an object literal>`, an object literal with a
 *   spread or a computed key;
 * - and when the target file exports `F` (`export function F`, `export { F }`, `module.exports = F`,
 *   `exports.F = F`) but nothing in it touches `F.prototype`, the prototype is filled in a module the check
 *   cannot read (or nowhere): open — unless the job read other JavaScript files of the target's directory
 *   (answer/prototype-files.ts asks for them) and none of them touches it either: then nothing near fills it.
 * A name no fact provides, on a class whose prototype facts are all read and closed, stays an error.
 */
import ts from 'typescript';
import { receiverOf } from './escapes.js';

const JS_FILE = /\.(js|jsx|mjs|cjs)$/i;
/** Read files scanned at most (the job's read files are bounded; this bounds the parse cost). */
const MAX_FILES = 40;

/** What the files say about one prototype: the names they put on it, or that it is open. */
interface PrototypeFacts {
  open: boolean;
  names: Set<string>;
  /** Whether any statement touched the prototype at all (`F.prototype` read, written or aliased). */
  touched: boolean;
}

const keyName = (n: ts.PropertyName | undefined): string | undefined =>
  n !== undefined && (ts.isIdentifier(n) || ts.isStringLiteralLike(n) || ts.isNumericLiteral(n) || ts.isPrivateIdentifier(n)) ? n.text : undefined;

/** The class `this` (at `node`) stands for, by name: an enclosing class, a constructor function, or the `F` of `F.prototype.m = function`. */
export function thisClassName(node: ts.Node): string | undefined {
  return thisOwnerOf(node)?.name;
}

/** The name of the class `this` stands for, and whether it is a `class` (its methods are declared in its body). */
function thisOwnerOf(node: ts.Node): { name: string; isClass: boolean } | undefined {
  const name = thisOwnerName(node);
  if (name === undefined) return undefined;
  let isClass = false;
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) if (ts.isClassLike(n)) isClass = true;
  return { name, isClass };
}

function thisOwnerName(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isArrowFunction(n)) continue;
    if (ts.isClassLike(n)) return n.name?.text ?? (ts.isVariableDeclaration(n.parent) && ts.isIdentifier(n.parent.name) ? n.parent.name.text : undefined);
    if (ts.isFunctionDeclaration(n)) return n.name?.text;
    if (ts.isFunctionExpression(n) || ts.isMethodDeclaration(n) || ts.isAccessor(n)) {
      let outer: ts.Node = n.parent;
      while (ts.isParenthesizedExpression(outer)) outer = outer.parent;
      // `F.prototype.m = function () {}`
      if (ts.isBinaryExpression(outer) && ts.isPropertyAccessExpression(outer.left) && ts.isPropertyAccessExpression(outer.left.expression) && outer.left.expression.name.text === 'prototype' && ts.isIdentifier(outer.left.expression.expression)) {
        return outer.left.expression.expression.text;
      }
      // `F.prototype = { m: function () {} }` / `{ m() {} }`
      const literal = ts.isPropertyAssignment(outer) ? outer.parent : ts.isObjectLiteralExpression(outer) ? outer : undefined;
      if (literal && ts.isObjectLiteralExpression(literal) && ts.isBinaryExpression(literal.parent) && literal.parent.right === literal) {
        const left = literal.parent.left;
        if (ts.isPropertyAccessExpression(left) && left.name.text === 'prototype' && ts.isIdentifier(left.expression)) return left.expression.text;
      }
      if (ts.isFunctionExpression(n) && ts.isVariableDeclaration(outer) && ts.isIdentifier(outer.name)) return outer.name.text;
      return ts.isFunctionExpression(n) ? n.name?.text : undefined;
    }
    if (ts.isFunctionLike(n) || ts.isSourceFile(n)) return undefined;
  }
  return undefined;
}

/** The local names `className` goes by in `sf`: its own in the target file, an import's or a require's elsewhere. */
function localNames(sf: ts.SourceFile, className: string, isTarget: boolean): Set<string> {
  const out = new Set<string>();
  if (isTarget) out.add(className);
  const visit = (n: ts.Node): void => {
    if (ts.isImportSpecifier(n) && (n.propertyName ?? n.name).text === className) out.add(n.name.text);
    else if (ts.isImportClause(n) && n.name?.text === className) out.add(className);
    else if (ts.isBindingElement(n) && ts.isIdentifier(n.name) && (keyName(n.propertyName) ?? n.name.text) === className) out.add(n.name.text);
    else if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.name.text === className && n.initializer !== undefined) out.add(className);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** `Symbol.iterator`, `Symbol.for('x')`, `Symbol('x')`: a key no `this.name` can be. */
function isSymbolKey(e: ts.Expression): boolean {
  const head = ts.isCallExpression(e) ? e.expression : e;
  return (ts.isIdentifier(head) && head.text === 'Symbol') || (ts.isPropertyAccessExpression(head) && ts.isIdentifier(head.expression) && head.expression.text === 'Symbol');
}

function literalFacts(lit: ts.ObjectLiteralExpression, facts: PrototypeFacts): void {
  for (const p of lit.properties) {
    if (!ts.isSpreadAssignment(p) && p.name !== undefined && ts.isComputedPropertyName(p.name) && isSymbolKey(p.name.expression)) continue;
    const name = ts.isSpreadAssignment(p) ? undefined : keyName(p.name);
    if (name === undefined) facts.open = true;
    else facts.names.add(name);
  }
}

/** Adds what `sf` says about the prototype of the class bound to `names` in it. */
function scanFile(sf: ts.SourceFile, names: ReadonlySet<string>, facts: PrototypeFacts): void {
  if (names.size === 0) return;
  const aliases = new Set<string>();
  const isClass = (e: ts.Node): boolean => ts.isIdentifier(e) && names.has(e.text);
  const isProto = (e: ts.Node): boolean => {
    while (ts.isParenthesizedExpression(e)) e = e.expression;
    return (ts.isPropertyAccessExpression(e) && e.name.text === 'prototype' && isClass(e.expression)) || (ts.isIdentifier(e) && aliases.has(e.text));
  };
  // Aliases first (`var proto = F.prototype`, `proto = F.prototype`), wherever they are in the file.
  const findAliases = (n: ts.Node): void => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer !== undefined && isProto(n.initializer)) aliases.add(n.name.text);
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(n.left) && isProto(n.right)) aliases.add(n.left.text);
    ts.forEachChild(n, findAliases);
  };
  findAliases(sf);
  const visit = (n: ts.Node): void => {
    if (isProto(n)) facts.touched = true;
    if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
      const left = n.left;
      // `F.prototype.__proto__ = Base.prototype`: the chain set at run time, as `Object.setPrototypeOf` sets it (neo-blessed's
      // widgets, EventEmitter at the end): the base's members are the prototype's, and the check does not follow them.
      if (ts.isPropertyAccessExpression(left) && isProto(left.expression) && left.name.text === '__proto__') { facts.open = true; facts.touched = true; }
      else if (ts.isPropertyAccessExpression(left) && isProto(left.expression)) facts.names.add(left.name.text);
      else if (ts.isElementAccessExpression(left) && isProto(left.expression)) {
        if (ts.isStringLiteralLike(left.argumentExpression)) facts.names.add(left.argumentExpression.text);
        // A symbol key (`proto[Symbol.for('nodejs.util.inspect.custom')]`) names no member a body can spell with a dot.
        else if (!isSymbolKey(left.argumentExpression)) facts.open = true;
      } else if (ts.isPropertyAccessExpression(left) && left.name.text === 'prototype' && isClass(left.expression)) {
        facts.touched = true;
        let right = n.right;
        while (ts.isParenthesizedExpression(right)) right = right.expression;
        if (ts.isObjectLiteralExpression(right)) literalFacts(right, facts);
        else facts.open = true;
      }
    }
    if (ts.isCallExpression(n)) {
      const callee = n.expression;
      const objectCall = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'Object' ? callee.name.text : undefined;
      const [first, second] = n.arguments;
      if (objectCall === 'defineProperty' && first && isProto(first) && second && ts.isStringLiteralLike(second)) facts.names.add(second.text);
      else if (objectCall === 'defineProperties' && first && isProto(first) && second && ts.isObjectLiteralExpression(second)) literalFacts(second, facts);
      else if (n.arguments.some((a) => isProto(a) || isClass(a))) {
        // Object.assign(F.prototype, ...), extend(F.prototype, ...), mixin(...), util.inherits(F, Base): members
        // the check cannot enumerate. (`Object.getPrototypeOf(F.prototype)` and friends read; they add nothing.)
        if (objectCall === undefined || /^(assign|setPrototypeOf|mixin)$/.test(objectCall)) {
          facts.open = true;
          facts.touched = true;
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

/** Whether the target file exports `name` (ES export or CommonJS). */
function exportsName(sf: ts.SourceFile, name: string): boolean {
  let found = false;
  const isName = (e: ts.Node): boolean => ts.isIdentifier(e) && e.text === name;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if ((ts.isFunctionDeclaration(n) || ts.isClassDeclaration(n)) && n.name?.text === name && n.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) found = true;
    else if (ts.isVariableStatement(n) && n.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) && n.declarationList.declarations.some((d) => isName(d.name))) found = true;
    else if (ts.isExportSpecifier(n) && (n.propertyName ?? n.name).text === name) found = true;
    else if (ts.isExportAssignment(n) && isName(n.expression)) found = true;
    else if (ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.EqualsToken && isName(n.right) && ts.isPropertyAccessExpression(n.left) && /^(module|exports)\b/.test(n.left.getText(sf))) found = true;
    else if (ts.isShorthandPropertyAssignment(n) && n.name.text === name && ts.isObjectLiteralExpression(n.parent) && ts.isBinaryExpression(n.parent.parent) && /^module\.exports$/.test(n.parent.parent.left.getText(sf))) found = true;
    if (!found) ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

const parsedCache = new WeakMap<ReadonlyMap<string, string>, Map<string, ts.SourceFile>>();

function readSourceFiles(target: ts.SourceFile, readFiles: ReadonlyMap<string, string>, className: string): ts.SourceFile[] {
  let cache = parsedCache.get(readFiles);
  if (!cache) parsedCache.set(readFiles, (cache = new Map<string, ts.SourceFile>()));
  const out: ts.SourceFile[] = [];
  for (const [path, text] of readFiles) {
    if (out.length >= MAX_FILES) break;
    if (!JS_FILE.test(path) || `/${path.replace(/^\/+/, '')}` === target.fileName || !text.includes(className)) continue;
    let sf = cache.get(path);
    if (!sf) cache.set(path, (sf = ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true, ts.ScriptKind.JS)));
    out.push(sf);
  }
  return out;
}

/**
 * For a missing member of `this` in a JavaScript body (finding `d`): whether the prototype of `this`'s class
 * gets the member, or members the check cannot enumerate, outside what the compiler ties to the class.
 */
export function providedByPrototype(sf: ts.SourceFile, d: ts.Diagnostic, readFiles: ReadonlyMap<string, string>): boolean {
  const receiver = receiverOf(sf, d);
  if (!receiver || receiver.kind !== ts.SyntaxKind.ThisKeyword || !ts.isPropertyAccessExpression(receiver.parent)) return false;
  const member = receiver.parent.name.text;
  const owner = thisOwnerOf(receiver);
  if (owner === undefined) return false;
  const className = owner.name;
  const facts: PrototypeFacts = { open: false, names: new Set(), touched: false };
  scanFile(sf, new Set([className]), facts);
  const ownTouched = facts.touched;
  for (const other of readSourceFiles(sf, readFiles, className)) scanFile(other, localNames(other, className, false), facts);
  if (facts.open || facts.names.has(member)) return true;
  // A constructor function, exported, whose own file never touches its prototype: the prototype is filled
  // where the check cannot read (a class declares its methods in its body: not open for that).
  // Once the directory's files are read (answer/prototype-files.ts asks for them) and none touches the prototype,
  // nothing near fills it: the members are the compiler's.
  return !owner.isClass && !ownTouched && !facts.touched && exportsName(sf, className) && !readsSiblings(sf.fileName, readFiles);
}

/** Whether the job read another JavaScript file of the target's directory (`target` as the program names it: `/dir/f.js`). */
function readsSiblings(target: string, readFiles: ReadonlyMap<string, string>): boolean {
  const path = target.replace(/^\/+/, '');
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  return [...readFiles.keys()].some((f) => f !== path && JS_FILE.test(f) && f.startsWith(dir) && !f.slice(dir.length).includes('/'));
}
