/**
 * An `@types` package the compiler was given but not whole (issue 22; session 26's T2b left it counted as read): its
 * entry was read, a file the entry names was not (a `/// <reference path>` file, a relative import or re-export, a
 * `/// <reference types>` package: over the file cap or past the job's dependency budget). What that file declares
 * globally (`@types/react`'s global.d.ts: `interface HTMLWebViewElement`) is then unknown to the compiler, and an
 * unbound name may be one of them: the package's global names stay open (program.ts `openGlobals`), as for an unread
 * package. Read from the program's own parse of the package's files: their references and module specifiers.
 */
import ts from 'typescript';
import { dirOf, joinPath } from '../resolve/paths.js';

/** Where a relative specifier or a reference path may land, the compiler's way (extension added, `.js` → `.d.ts`, an index). */
function candidates(path: string): string[] {
  const js = /\.([cm]?)js$/i.exec(path);
  const declared = js === null ? [] : [`${path.slice(0, -js[0].length)}.d.${js[1] ?? ''}ts`];
  return [path, `${path}.d.ts`, `${path}.ts`, `${path}/index.d.ts`, ...declared];
}

/** Relative module specifiers of a declaration file: top-level imports/exports and those inside `declare module` blocks. */
function relativeSpecifiers(sf: ts.SourceFile): string[] {
  const out: string[] = [];
  const visit = (statements: readonly ts.Statement[]): void => {
    for (const s of statements) {
      let spec: ts.Expression | undefined;
      if (ts.isImportDeclaration(s) || ts.isExportDeclaration(s)) spec = s.moduleSpecifier;
      else if (ts.isImportEqualsDeclaration(s) && ts.isExternalModuleReference(s.moduleReference)) spec = s.moduleReference.expression;
      else if (ts.isModuleDeclaration(s) && s.body !== undefined && ts.isModuleBlock(s.body)) visit(s.body.statements);
      if (spec !== undefined && ts.isStringLiteral(spec) && spec.text.startsWith('.')) out.push(spec.text);
    }
  };
  visit(sf.statements);
  return out;
}

/**
 * The packages of `types` (names under `typeRoot`) of which the program holds a file that names another file or
 * package the compiler was not given (`has`: the compiler's paths it can read). `node` references are not counted:
 * the host stays open by design.
 */
export function partlyReadTypes(program: ts.Program, types: readonly string[], typeRoot: string, has: (path: string) => boolean): string[] {
  if (types.length === 0) return [];
  const byPackage = new Map<string, ts.SourceFile[]>();
  for (const sf of program.getSourceFiles()) {
    if (!sf.fileName.startsWith(`${typeRoot}/`)) continue;
    const rest = sf.fileName.slice(typeRoot.length + 1).split('/');
    const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    if (!types.includes(name)) continue;
    const list = byPackage.get(name) ?? [];
    list.push(sf);
    byPackage.set(name, list);
  }
  const readable = (from: ts.SourceFile, rel: string): boolean => {
    const path = joinPath(dirOf(from.fileName.slice(1)), rel);
    return path === undefined || candidates(`/${path}`).some(has);
  };
  const readTypes = (name: string): boolean => name === 'node' || name.startsWith('node/') || has(`${typeRoot}/${name}/package.json`) || has(`/node_modules/${name}/package.json`);
  const out: string[] = [];
  for (const [name, files] of byPackage) {
    const partial = files.some((sf) => sf.referencedFiles.some((r) => !readable(sf, r.fileName))
      || sf.typeReferenceDirectives.some((r) => !readTypes(r.fileName))
      || relativeSpecifiers(sf).some((spec) => !readable(sf, spec)));
    if (partial) out.push(name);
  }
  return out;
}
