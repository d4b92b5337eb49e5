/**
 * The global names a declaration file can put in scope without an import (issue 22): what an `@types` package the
 * compiler includes automatically adds to every file. A file with no top-level import/export is a global script: every
 * top-level declaration is global (`declare var chrome`, `interface JQuery`, `declare namespace CodeMirror`). A module
 * adds only its `declare global { … }` blocks (also inside `declare module 'x' { … }`) and `export as namespace X` (a
 * UMD global). The packages it names (`/// <reference types>`, imports) may add theirs: they are returned for the
 * caller to follow. TypeScript's own parser, one file at a time.
 * The node_modules adapter (types-globals.ts) answers TYPESCRIPT_TYPES_GLOBALS from it (core/dependencies/types-globals.ts).
 */
import ts from 'typescript';

export interface FileGlobals {
  names: string[];
  /** Bare packages the file references or imports (`jquery`, `@types/sizzle`), for the caller to follow. */
  packages: string[];
}

function nameOf(node: ts.Node): string[] {
  if (ts.isVariableStatement(node)) return node.declarationList.declarations.flatMap((d) => bindingNames(d.name));
  if (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node)) {
    return node.name === undefined ? [] : [node.name.text];
  }
  if (ts.isModuleDeclaration(node) && ts.isIdentifier(node.name)) return [node.name.text];
  if (ts.isImportEqualsDeclaration(node)) return [node.name.text];
  return [];
}

function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : bindingNames(e.name)));
}

function isGlobalBlock(node: ts.Node): node is ts.ModuleDeclaration {
  return ts.isModuleDeclaration(node) && (node.flags & ts.NodeFlags.GlobalAugmentation) !== 0;
}

/** `declare global { … }` blocks among `statements`, and inside `declare module 'x' { … }` bodies. */
function globalBlockNames(statements: readonly ts.Statement[], depth = 0): string[] {
  const out: string[] = [];
  for (const s of statements) {
    if (isGlobalBlock(s)) {
      if (s.body !== undefined && ts.isModuleBlock(s.body)) for (const inner of s.body.statements) out.push(...nameOf(inner));
    } else if (depth < 4 && ts.isModuleDeclaration(s) && ts.isStringLiteral(s.name) && s.body !== undefined && ts.isModuleBlock(s.body)) {
      out.push(...globalBlockNames(s.body.statements, depth + 1));
    }
  }
  return out;
}

const BARE = /^(?:@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*/;

/** The package a bare specifier names (`@a/b/c` → `@a/b`), undefined for a relative or host one. */
function packageOf(spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.includes(':')) return undefined;
  return BARE.exec(spec)?.[0];
}

/** The global names `text` (a declaration file) can declare, and the packages it leads to. */
export function declaredGlobals(text: string, fileName = 'file.d.ts'): FileGlobals {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ESNext, false, ts.ScriptKind.TS);
  const names = new Set<string>();
  const packages = new Set<string>();
  for (const ref of sf.typeReferenceDirectives) {
    const p = packageOf(ref.fileName);
    if (p !== undefined) packages.add(p);
  }
  const script = !ts.isExternalModule(sf);
  for (const s of sf.statements) {
    if (script) for (const n of nameOf(s)) names.add(n);
    if (ts.isNamespaceExportDeclaration(s)) names.add(s.name.text);
    if ((ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) && s.moduleSpecifier !== undefined && ts.isStringLiteral(s.moduleSpecifier)) {
      const p = packageOf(s.moduleSpecifier.text);
      if (p !== undefined) packages.add(p);
    }
    if (ts.isImportEqualsDeclaration(s) && ts.isExternalModuleReference(s.moduleReference) && ts.isStringLiteral(s.moduleReference.expression)) {
      const p = packageOf(s.moduleReference.expression.text);
      if (p !== undefined) packages.add(p);
    }
  }
  for (const n of globalBlockNames(sf.statements)) names.add(n);
  return { names: [...names], packages: [...packages] };
}
