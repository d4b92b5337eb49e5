/**
 * Real TypeScript/JavaScript functions from packages installed in node_modules, stubbed in place
 * (their body replaced by `throw new Error('not implemented')`), with the files such a job reads
 * (the target's file and the repository files it imports), the ORIGINAL body and mechanical
 * mutants of it, for the answer checks (test/core/languages/typescript/type-check*.test.ts and
 * bench/ts-check.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { parseTypeScript } from '../../src/core/languages/typescript/index.js';
import type { Definition, ParsedModule, Stub } from '../../src/core/languages/types.js';

export interface CheckTarget {
  /** Package-relative path of the target's file. */
  file: string;
  qualname: string;
  /** The stubbed file, parsed. */
  source: string;
  parsed: ParsedModule;
  target: Definition;
  stub: Stub;
  body: string;
  readFiles: Map<string, string>;
  /** The function node in the ORIGINAL file, for mutants. */
  fn: ts.FunctionLikeDeclaration;
  original: ts.SourceFile;
}

export function listFiles(root: string, dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir)).sort()) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) {
      if (name !== 'node_modules' && name !== 'tests' && name !== '_vendor') out.push(...listFiles(root, path, pattern));
    } else if (pattern.test(name)) out.push(path);
  }
  return out;
}

/** The target file plus the package files its relative imports name (one level) and a JavaScript file's declaration file, as repository paths. */
function readSet(root: string, file: string, text: string): Map<string, string> {
  const files = new Map([[file, text]]);
  // The declaration file beside a JavaScript file, which the pipeline reads for validation (validationCompanions).
  const companion = file.replace(/\.([cm]?)jsx?$/, '.d.$1ts');
  if (companion !== file) {
    try {
      files.set(companion, readFileSync(join(root, companion), 'utf8'));
    } catch {
      // none shipped
    }
  }
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext, false);
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '';
  for (const st of sf.statements) {
    const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined;
    if (spec === undefined || !spec.startsWith('.')) continue;
    const base = relative(root, join(root, dir, spec)).replace(/\.js$/, '');
    for (const cand of [`${base}.ts`, `${base}.js`, `${base}.d.ts`, `${base}/index.ts`, `${base}/index.js`]) {
      try {
        files.set(cand, readFileSync(join(root, cand), 'utf8'));
        break;
      } catch {
        // not this extension
      }
    }
  }
  return files;
}

function functionsOf(sf: ts.SourceFile): ts.FunctionLikeDeclaration[] {
  const out: ts.FunctionLikeDeclaration[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.body && node.name && ts.isIdentifier(node.name)) out.push(node);
    if (!ts.isFunctionLike(node) || ts.isSourceFile(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(sf, visit);
  return out;
}

/** Up to `max` functions of `file` whose body holds 2-25 whole lines between its braces, stubbed. */
export function targetsIn(root: string, file: string, max: number): CheckTarget[] {
  const text = readFileSync(join(root, file), 'utf8');
  const original = ts.createSourceFile(file, text, ts.ScriptTarget.ESNext, true);
  const lines = text.split('\n');
  const out: CheckTarget[] = [];
  for (const fn of functionsOf(original)) {
    if (out.length >= max) break;
    const block = fn.body!;
    const open = original.getLineAndCharacterOfPosition(block.getStart(original)).line + 1;
    const close = original.getLineAndCharacterOfPosition(block.end).line + 1;
    if (close - open - 1 < 2 || close - open - 1 > 25 || !(lines[open - 1] ?? '').trimEnd().endsWith('{') || (lines[close - 1] ?? '').trim() !== '}') continue;
    const body = lines.slice(open, close - 1).join('\n');
    const indent = /^[ \t]*/.exec(lines[open] ?? '')?.[0] ?? '  ';
    const source = [...lines.slice(0, open), `${indent}throw new Error('not implemented');`, ...lines.slice(close - 1)].join('\n');
    const parsed = parseTypeScript(source, file);
    const stub = parsed.stubs?.find((s) => s.defLine <= open && s.bodyRange.start === open + 1);
    const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine);
    if (!stub || !target) continue;
    out.push({ file, qualname: target.qualname, source, parsed, target, stub, body, readFiles: readSet(root, file, text), fn, original });
  }
  return out;
}

export type MutantKind = 'hallucinated-helper' | 'wrong-member' | 'needed-import' | 'wrong-arity' | 'python-as-ts' | 'wrong-return-type';

export interface Mutant {
  kind: MutantKind;
  /** The body the model would answer. */
  body: string;
  /** For needed-import: the stubbed file with that import removed, and the name. */
  source?: string;
  importName?: string;
  /** For wrong-member: the offset of the renamed member's name in the ORIGINAL file (bench:validate labels its receiver). */
  memberAt?: number;
}

const JS = /\.[cm]?jsx?$/;

/**
 * `DYCODER_LEGACY_IMPORT_MUTANTS=1`: the needed-import mutants as before session 14 (an import also read outside
 * the body could be taken out), to count what the rule below changed.
 */
const LEGACY_IMPORT_MUTANTS = process.env.DYCODER_LEGACY_IMPORT_MUTANTS === '1';

function descendants(node: ts.Node): ts.Node[] {
  const out: ts.Node[] = [];
  const visit = (n: ts.Node): void => {
    out.push(n);
    ts.forEachChild(n, visit);
  };
  ts.forEachChild(node, visit);
  return out;
}

/** The body with [start, end) of the ORIGINAL file replaced by `text`. */
function edit(t: CheckTarget, start: number, end: number, text: string): string {
  const open = t.original.getLineAndCharacterOfPosition(t.fn.body!.getStart(t.original)).line + 1;
  const base = t.original.getPositionOfLineAndCharacter(open, 0);
  return t.body.slice(0, start - base) + text + t.body.slice(end - base);
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Mechanical mutants of the target's ORIGINAL body: each one a mistake models make. */
export function mutantsOf(t: CheckTarget): Mutant[] {
  const sf = t.original;
  const nodes = descendants(t.fn.body!);
  const everywhere = [...t.readFiles.values()].join('\n');
  const out: Mutant[] = [];
  const unused = (name: string): boolean => !new RegExp(`\\b${name}\\b`).test(everywhere);

  const call = nodes.find((n): n is ts.CallExpression & { expression: ts.Identifier } => ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text !== 'require');
  if (call && unused(`compute${capital(call.expression.text)}`)) {
    out.push({ kind: 'hallucinated-helper', body: edit(t, call.expression.getStart(sf), call.expression.end, `compute${capital(call.expression.text)}`) });
  }
  // A member of `this` that the body reads (a call first): assigning a new member is no mistake in JavaScript.
  const thisMembers = nodes.filter((n): n is ts.PropertyAccessExpression => ts.isPropertyAccessExpression(n) && n.expression.kind === ts.SyntaxKind.ThisKeyword && ts.isIdentifier(n.name));
  const read = thisMembers.filter((n) => !(ts.isBinaryExpression(n.parent) && n.parent.left === n && n.parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment));
  const member = read.find((n) => ts.isCallExpression(n.parent) && n.parent.expression === n) ?? read[0];
  if (member && unused(`${member.name.text}Value`)) out.push({ kind: 'wrong-member', body: edit(t, member.name.getStart(sf), member.name.end, `${member.name.text}Value`), memberAt: member.name.getStart(sf) });
  else {
    // Session 12: with no member of `this` to rename, a member read on a receiver whose class this file
    // declares — a parameter annotated with the class, or a local the body binds once to `new Cls(...)`.
    // Classes and interfaces of this file, and those a relative import of the file names from a read file.
    type Shape = ts.ClassDeclaration | ts.InterfaceDeclaration;
    const shapesOf = (f: ts.SourceFile): Shape[] => descendants(f).filter((n): n is Shape => (ts.isClassDeclaration(n) || ts.isInterfaceDeclaration(n)) && n.name !== undefined);
    const own = shapesOf(sf);
    const importedNames = new Set(sf.statements.flatMap((st) => (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.moduleSpecifier.text.startsWith('.') && st.importClause?.namedBindings && ts.isNamedImports(st.importClause.namedBindings)
      ? st.importClause.namedBindings.elements.filter((e) => !e.propertyName).map((e) => e.name.text) : [])));
    const fromRead = [...t.readFiles].filter(([path]) => path !== t.file && !JS.test(path)).flatMap(([path, text]) => shapesOf(ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true)).filter((c) => importedNames.has(c.name!.text)));
    const all = [...own, ...fromRead];
    // One declaration per name (no declaration merging), with no base the receiver's members may come from unseen.
    const classes = new Map(all.filter((c) => all.filter((x) => x.name!.text === c.name!.text).length === 1 && (c.heritageClauses ?? []).every((h) => h.token !== ts.SyntaxKind.ExtendsKeyword) && !c.members.some((m) => ts.isIndexSignatureDeclaration(m))).map((c) => [c.name!.text, c] as const));
    const receivers = new Map<string, Shape>();
    for (const p of t.fn.parameters) {
      const ref = p.type !== undefined && ts.isTypeReferenceNode(p.type) && ts.isIdentifier(p.type.typeName) ? classes.get(p.type.typeName.text) : undefined;
      if (ref && ts.isIdentifier(p.name)) receivers.set(p.name.text, ref);
    }
    for (const n of nodes) {
      if (!ts.isVariableDeclaration(n) || !ts.isIdentifier(n.name) || n.initializer === undefined || !ts.isNewExpression(n.initializer) || !ts.isIdentifier(n.initializer.expression)) continue;
      const c = classes.get(n.initializer.expression.text);
      const bound = nodes.filter((x) => ts.isIdentifier(x) && x.text === (n.name as ts.Identifier).text && ((ts.isBinaryExpression(x.parent) && x.parent.left === x) || ts.isVariableDeclaration(x.parent) || ts.isParameter(x.parent))).length;
      if (c && bound === 1) receivers.set(n.name.text, c);
    }
    const membersOf = (c: Shape): Set<string> => new Set(c.members.flatMap((m) => (m.name !== undefined && ts.isIdentifier(m.name) ? [m.name.text] : [])));
    const typed = nodes.filter((n): n is ts.PropertyAccessExpression & { expression: ts.Identifier } => ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && receivers.has(n.expression.text) && ts.isIdentifier(n.name)
      && membersOf(receivers.get(n.expression.text)!).has(n.name.text)
      && !(ts.isBinaryExpression(n.parent) && n.parent.left === n && n.parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment));
    const pick = typed.find((n) => ts.isCallExpression(n.parent) && n.parent.expression === n) ?? typed[0];
    if (pick && unused(`${pick.name.text}Value`)) out.push({ kind: 'wrong-member', body: edit(t, pick.name.getStart(sf), pick.name.end, `${pick.name.text}Value`), memberAt: pick.name.getStart(sf) });
  }

  // A named import from a package file that the body uses, taken out of the file's import line.
  const used = new Set(nodes.filter(ts.isIdentifier).map((n) => n.text));
  // Session 14: only a name nothing outside the body reads. Taken out of an import that the rest of the file
  // also uses, the file breaks outside the body: not a body's mistake a model makes, and not a needed import
  // of the body alone (member names, `x.name` and `{ name: ... }` keys, are no reads of it).
  const body = t.fn.body!;
  const readOutside = (name: string): boolean => descendants(sf).some((n) => ts.isIdentifier(n) && n.text === name
    && (n.getStart(sf) < body.getStart(sf) || n.end > body.end)
    && !ts.findAncestor(n, ts.isImportDeclaration)
    && !((ts.isPropertyAccessExpression(n.parent) || ts.isQualifiedName(n.parent)) && (ts.isPropertyAccessExpression(n.parent) ? n.parent.name : n.parent.right) === n)
    && !((ts.isPropertyAssignment(n.parent) || ts.isPropertyDeclaration(n.parent) || ts.isMethodDeclaration(n.parent) || ts.isPropertySignature(n.parent) || ts.isMethodSignature(n.parent) || ts.isGetAccessor(n.parent) || ts.isSetAccessor(n.parent)) && n.parent.name === n));
  for (const st of sf.statements) {
    // Session 14: a type-only import too (`import type { A, B }`, `{ a, type B }`): a type the body names and the file does not import is the same mistake.
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith('.') || (LEGACY_IMPORT_MUTANTS && st.importClause?.isTypeOnly)) continue;
    const named = st.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named) || named.elements.length < 2) continue;
    const el = named.elements.find((e) => (!LEGACY_IMPORT_MUTANTS || !e.isTypeOnly) && !e.propertyName && used.has(e.name.text) && (LEGACY_IMPORT_MUTANTS || !readOutside(e.name.text)));
    if (!el) continue;
    const text = sf.text;
    const comma = text.slice(el.end).match(/^\s*,/)?.[0].length ?? 0;
    const stubbed = t.source;
    const offset = stubbed.indexOf(text.slice(st.getStart(sf), st.end));
    if (offset < 0) continue;
    const at = offset + (el.getStart(sf) - st.getStart(sf));
    const removed = stubbed.slice(at, at + (el.end - el.getStart(sf)) + comma);
    if (removed.includes('\n')) continue;
    out.push({ kind: 'needed-import', body: t.body, source: stubbed.slice(0, at) + stubbed.slice(at + removed.length), importName: el.name.text });
    break;
  }
  // Session 12, when no import line names two or more: a one-name relative import (`import { a } from './x'`,
  // `import a from './x'`) on a line of its own, whose name the body uses, taken out whole.
  if (!out.some((m) => m.kind === 'needed-import')) {
    for (const st of sf.statements) {
      if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !st.moduleSpecifier.text.startsWith('.') || st.importClause === undefined || (LEGACY_IMPORT_MUTANTS && st.importClause.isTypeOnly)) continue;
      const named = st.importClause.namedBindings;
      // Session 14: a namespace import (`import * as m from './x'`) too, when only the body reads `m`.
      const only = named === undefined ? st.importClause.name : !LEGACY_IMPORT_MUTANTS && ts.isNamespaceImport(named) && st.importClause.name === undefined ? named.name : ts.isNamedImports(named) && named.elements.length === 1 && st.importClause.name === undefined && (!LEGACY_IMPORT_MUTANTS || !named.elements[0]!.isTypeOnly) && !named.elements[0]!.propertyName ? named.elements[0]!.name : undefined;
      // A use as a value or type: not a member name (`x.a`, `{ a: 1 }`), and the body declares no `a` of its own.
      if (only === undefined || (!LEGACY_IMPORT_MUTANTS && readOutside(only.text))) continue;
      const uses = nodes.filter((n) => ts.isIdentifier(n) && n.text === only.text);
      if (uses.length === 0 || uses.some((n) => (ts.isPropertyAccessExpression(n.parent) && n.parent.name === n) || ((ts.isPropertyAssignment(n.parent) || ts.isVariableDeclaration(n.parent) || ts.isParameter(n.parent) || ts.isFunctionDeclaration(n.parent) || ts.isClassDeclaration(n.parent) || ts.isBindingElement(n.parent)) && n.parent.name === n))) continue;
      const text = st.getText(sf);
      if (text.includes('\n')) continue;
      const at = t.source.indexOf(text);
      if (at < 0 || t.source.indexOf(text, at + 1) >= 0) continue;
      out.push({ kind: 'needed-import', body: t.body, source: t.source.slice(0, at) + t.source.slice(at + text.length), importName: only.text });
      break;
    }
  }

  // One argument too many for a function or method of this file that takes a fixed number.
  const declared = new Map<string, ts.FunctionLikeDeclaration[]>();
  for (const n of descendants(sf)) {
    if ((ts.isFunctionDeclaration(n) || ts.isMethodDeclaration(n)) && n.name && ts.isIdentifier(n.name)) declared.set(n.name.text, [...(declared.get(n.name.text) ?? []), n]);
  }
  // Session 12: the functions the file's relative imports bring in (declared once in a read file, exported by name).
  const imported = new Set(sf.statements.flatMap((st) => (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier) && st.moduleSpecifier.text.startsWith('.') && st.importClause?.namedBindings && ts.isNamedImports(st.importClause.namedBindings)
    ? st.importClause.namedBindings.elements.filter((e) => !e.propertyName && !e.isTypeOnly).map((e) => e.name.text) : [])));
  for (const [path, text] of t.readFiles) {
    if (path === t.file || path.endsWith('.d.ts')) continue;
    const other = ts.createSourceFile(path, text, ts.ScriptTarget.ESNext, true);
    for (const st of other.statements) {
      if (ts.isFunctionDeclaration(st) && st.name && imported.has(st.name.text) && !declared.has(st.name.text) && st.body && (ts.getCombinedModifierFlags(st) & ts.ModifierFlags.Export) !== 0) {
        const same = other.statements.filter((x) => ts.isFunctionDeclaration(x) && x.name?.text === st.name!.text);
        if (same.length === 1) declared.set(st.name.text, [st]);
      }
    }
  }
  const fixed = nodes.find((n): n is ts.CallExpression => {
    if (!ts.isCallExpression(n)) return false;
    const callee = ts.isIdentifier(n.expression) ? n.expression.text : ts.isPropertyAccessExpression(n.expression) && n.expression.expression.kind === ts.SyntaxKind.ThisKeyword ? n.expression.name.text : undefined;
    const decls = callee !== undefined ? declared.get(callee) : undefined;
    const decl = decls?.length === 1 ? decls[0] : undefined;
    return decl !== undefined && !decl.parameters.some((p) => p.dotDotDotToken) && decl.parameters.length === n.arguments.length && !/\barguments\b/.test(decl.getText());
  });
  if (fixed) out.push({ kind: 'wrong-arity', body: edit(t, fixed.arguments.end, fixed.arguments.end, `${fixed.arguments.length > 0 ? ', ' : ''}undefined`) });

  out.push({ kind: 'python-as-ts', body: 'result = None\nreturn result' });

  const type = t.fn.type?.getText(sf);
  const inner = type?.replace(/^Promise<(.*)>$/s, '$1').trim();
  if (!JS.test(t.file) && inner !== undefined && !/\bany\b|\bunknown\b|^[A-Z]$|^this$|^\{\s*\}$|^Object$|^never$/.test(inner) && !(t.fn.typeParameters ?? []).some((p) => p.name.text === inner)) {
    const ret = nodes.find((n): n is ts.ReturnStatement => ts.isReturnStatement(n) && n.expression !== undefined && !ts.isFunctionLike(n.parent));
    // `'x'` only where the declared type is made of keywords and literals without `string` (`number`, `boolean | null`):
    // a type reference may alias `string` (multiformats' `Multibase<Prefix> = string | ...` accepted `'x'`), and
    // `0` fits `string | number`; a symbol fits none of them (only `symbol`, `PropertyKey`, `{}` and `any`, never
    // written here), so the mutant is wrong whatever the alias resolves to.
    const keywordsOnly = /^(?:\s|\||\[\]|\(|\)|number|boolean|null|undefined|bigint|true|false|\d+|void)*$/.test(inner);
    const wrong = keywordsOnly ? "'x'" : "Symbol('x')";
    if (!keywordsOnly && /\bsymbol\b|\bPropertyKey\b|\bkeyof\b/.test(inner)) return out;
    if (inner === 'void') out.push({ kind: 'wrong-return-type', body: `${t.body}\n${/^[ \t]*/.exec(t.body)?.[0] ?? ''}return 1;` });
    else if (ret?.expression && descendants(t.fn.body!).every((n) => !ts.isFunctionLike(n) || !n.getText(sf).includes(ret.getText(sf)))) {
      out.push({ kind: 'wrong-return-type', body: edit(t, ret.expression.getStart(sf), ret.expression.end, wrong) });
    }
  }
  return out;
}
