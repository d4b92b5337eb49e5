/**
 * JavaScript only: members of `this` that the compiler cannot see because a SUBCLASS provides them. A
 * JavaScript class's members are, to the compiler, what its own code assigns (`this.x = ...`); a base
 * class whose methods read a member only its subclasses assign (discord.js's BaseInteraction reads
 * `this.commandType`, which CommandInteraction and AutocompleteInteraction assign) gets "Property does
 * not exist" on correct code. A missing member of `this` in the body is no finding when
 * - the class (outside the body) or a class it extends reads or writes `this.<name>` too: the
 *   repository's own code relies on the member, so it is the hierarchy's, not the body's invention; or
 * - a class of a file the job read extends the class (directly or through another such class) and
 *   assigns `this.<name> = ...`, defines it with `Object.defineProperty(this, ...)`, or declares it as
 *   a method, accessor or field; or
 * - a class of the chain comes from a declaration file (`x.d.ts`) and the JavaScript beside it, the class
 *   that runs, has the member, or was not read (the typings' class is the public API only).
 * A name nothing in the hierarchy uses stays an error.
 */
import ts from 'typescript';
import { baseClasses, receiverOf } from './escapes.js';

const JS_FILE = /\.(js|jsx|mjs|cjs)$/i;
/** Files scanned for subclasses at most (the job's read files are bounded; this bounds the parse cost). */
const MAX_SUBCLASS_FILES = 40;

function enclosingClass(node: ts.Node): ts.ClassLikeDeclaration | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isClassLike(n)) return n;
    if (ts.isFunctionDeclaration(n) || ts.isFunctionExpression(n)) return undefined;
  }
  return undefined;
}

/** Whether `node` (a class) uses `this.<name>` outside lines [skipStart, skipEnd] of its file (1-based; 0, 0 skips nothing). */
function usesThisMember(node: ts.Node, name: string, skipStart: number, skipEnd: number): boolean {
  const sf = node.getSourceFile();
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (ts.isPropertyAccessExpression(n) && n.expression.kind === ts.SyntaxKind.ThisKeyword && n.name.text === name) {
      const line = sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
      if (line < skipStart || line > skipEnd) {
        found = true;
        return;
      }
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return found;
}

/** Whether a class declares `name` itself (method, accessor, field) or assigns/defines it on `this`. */
function providesMember(cls: ts.ClassLikeDeclaration, name: string): boolean {
  if (cls.members.some((m) => m.name !== undefined && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === name)) return true;
  let found = false;
  const visit = (n: ts.Node): void => {
    if (found) return;
    if (
      ts.isBinaryExpression(n) &&
      n.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(n.left) &&
      n.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
      n.left.name.text === name
    ) {
      found = true;
      return;
    }
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      ts.isIdentifier(n.expression.expression) &&
      n.expression.expression.text === 'Object' &&
      n.arguments[0]?.kind === ts.SyntaxKind.ThisKeyword
    ) {
      const arg = n.arguments[1];
      if (n.expression.name.text === 'defineProperty' && arg && ts.isStringLiteralLike(arg) && arg.text === name) found = true;
      if (n.expression.name.text === 'defineProperties' && arg && ts.isObjectLiteralExpression(arg)) {
        if (arg.properties.some((p) => p.name !== undefined && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && p.name.text === name)) found = true;
      }
    }
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(cls, visit);
  return found;
}

/** The name an `extends` expression ends in (`Base` of `Base` and of `structures.Base`), or undefined. */
function extendedName(cls: ts.ClassLikeDeclaration): string | undefined {
  const base = cls.heritageClauses?.find((c) => c.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  if (!base) return undefined;
  if (ts.isIdentifier(base)) return base.text;
  if (ts.isPropertyAccessExpression(base)) return base.name.text;
  return undefined;
}

function classesOf(sf: ts.SourceFile): ts.ClassLikeDeclaration[] {
  const out: ts.ClassLikeDeclaration[] = [];
  const visit = (n: ts.Node): void => {
    if (ts.isClassLike(n)) out.push(n);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

/** The classes of the target and the read JavaScript files that extend `className` (transitively, by name). */
export function readSubclasses(className: string, target: ts.SourceFile, readFiles: ReadonlyMap<string, string>): ts.ClassLikeDeclaration[] {
  const files: ts.SourceFile[] = [target];
  for (const [path, text] of readFiles) {
    if (files.length > MAX_SUBCLASS_FILES) break;
    if (!JS_FILE.test(path) || `/${path.replace(/^\/+/, '')}` === target.fileName || !text.includes('extends')) continue;
    files.push(ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true, ts.ScriptKind.JS));
  }
  const classes = files.flatMap(classesOf);
  const out: ts.ClassLikeDeclaration[] = [];
  const bases = new Set([className]);
  const queue = [className];
  while (queue.length > 0) {
    const base = queue.shift()!;
    for (const cls of classes) {
      if (extendedName(cls) !== base || out.includes(cls)) continue;
      out.push(cls);
      const own = cls.name?.text;
      if (own !== undefined && !bases.has(own)) {
        bases.add(own);
        queue.push(own);
      }
    }
  }
  return out;
}

/** Whether a class of a read JavaScript file extends `className` (transitively, by name) and provides `name`. */
function subclassProvides(className: string, name: string, target: ts.SourceFile, readFiles: ReadonlyMap<string, string>): boolean {
  return readSubclasses(className, target, readFiles).some((cls) => providesMember(cls, name));
}

/** The JavaScript files a declaration file describes (`x.d.ts` → `x.js`, `x.jsx`; `.d.mts` → `.mjs`; `.d.cts` → `.cjs`), as repository paths. */
function runtimeSiblings(declarationPath: string): string[] {
  const m = /^(.*)\.d\.([cm]?)ts$/i.exec(declarationPath);
  if (!m) return [];
  return m[2] === '' ? [`${m[1]}.js`, `${m[1]}.jsx`] : [`${m[1]}.${m[2]}js`];
}

/**
 * A base class the compiler took from a declaration file (`ObjectPool.d.ts`) while a JavaScript importer runs the
 * JavaScript beside it (`ObjectPool.js`). The compiler resolves `./ObjectPool.js` to the declaration file first (as
 * tsc with allowJs does), and hand-written typings declare the public API, not the fields the constructor assigns
 * (ecsy's `ObjectPool` declares no `T`, `freeList`, `count`; held out 11). The JavaScript is the class that runs: when
 * the job read it, the member counts when its class of the same name (else any code of the file) assigns, declares or
 * uses `this.<name>`; when it did not, the check cannot know the class's fields and the member is not rejected.
 */
function runtimeClassProvides(base: ts.ClassLikeDeclaration, name: string, readFiles: ReadonlyMap<string, string>): boolean {
  const declaration = base.getSourceFile().fileName.replace(/^\/+/, '');
  // A declaration file of the repository the job read (not the standard library's nor the host's).
  if (!readFiles.has(declaration)) return false;
  const siblings = runtimeSiblings(declaration);
  if (siblings.length === 0) return false;
  const path = siblings.find((p) => readFiles.has(p));
  if (path === undefined) return true;
  const text = readFiles.get(path)!;
  if (!text.includes(name)) return false;
  const js = ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true, ts.ScriptKind.JS);
  const className = base.name?.text;
  const same = classesOf(js).find((c) => className !== undefined && c.name?.text === className);
  if (same !== undefined) return providesMember(same, name) || usesThisMember(same, name, 0, 0);
  return usesThisMember(js, name, 0, 0);
}

/**
 * For a missing member of `this` in a JavaScript body (lines [bodyStart, bodyEnd] of the target):
 * whether the class hierarchy provides or relies on it (see the module comment).
 */
export function providedByHierarchy(
  checker: ts.TypeChecker,
  sf: ts.SourceFile,
  d: ts.Diagnostic,
  bodyStart: number,
  bodyEnd: number,
  readFiles: ReadonlyMap<string, string>,
): boolean {
  const receiver = receiverOf(sf, d);
  if (!receiver || receiver.kind !== ts.SyntaxKind.ThisKeyword || !ts.isPropertyAccessExpression(receiver.parent)) return false;
  const name = receiver.parent.name.text;
  const cls = enclosingClass(receiver.parent);
  if (!cls) return false;
  if (usesThisMember(cls, name, bodyStart, bodyEnd)) return true;
  const seen = new Set<ts.ClassLikeDeclaration>([cls]);
  const queue = baseClasses(checker, cls);
  while (queue.length > 0) {
    const base = queue.shift()!;
    if (seen.has(base)) continue;
    seen.add(base);
    const own = base.getSourceFile() === sf;
    if (usesThisMember(base, name, own ? bodyStart : 0, own ? bodyEnd : 0)) return true;
    if (base.getSourceFile().isDeclarationFile && runtimeClassProvides(base, name, readFiles)) return true;
    queue.push(...baseClasses(checker, base));
  }
  const className = cls.name?.text;
  return className !== undefined && subclassProvides(className, name, sf, readFiles);
}
