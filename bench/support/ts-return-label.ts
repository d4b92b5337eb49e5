/**
 * bench:validate's label of a wrong-return-type mutant (session 18), computed by the GENERATOR from the whole installed
 * package with the TypeScript compiler, never by the answer check (as ts-member-label.ts does for wrong members):
 * "open" when the stub's declared return type (a `Promise<T>`'s `T`), or any part of it (union and intersection members,
 * type arguments of a reference, array elements), is `any`/`unknown` to the compiler over the package, or is a type
 * or alias declared outside the package, TypeScript's lib and @types/node (a dependency's type: rxjs's `Observable`,
 * get-it's `Requester`, @yume-chan/struct's `StructValue`); "closed" otherwise. The bench reports the return-type row
 * split by it (extra rows; the all-mutants row stays the headline): a miss on an "open" return type is a type the check
 * cannot know without the dependency's declarations, which a repository does not hold.
 */
import { join } from 'node:path';
import ts from 'typescript';
import type { CheckTarget } from '../../test/support/ts-check-targets.js';
import { optionsFor, type MemberLabel } from './ts-member-label.js';

export function returnTypeLabel(pkgRoot: string, t: CheckTarget): MemberLabel {
  const path = join(pkgRoot, t.file);
  const program = ts.createProgram({ rootNames: [path], options: optionsFor(pkgRoot, false) });
  const sf = program.getSourceFile(path);
  if (!sf || t.fn.type === undefined) return { label: 'open', reason: 'target not compiled' };
  const checker = program.getTypeChecker();
  // The same declaration in the package's own compile: by position.
  let node: ts.TypeNode | undefined;
  const at = t.fn.type.getStart(t.original);
  const visit = (n: ts.Node): void => {
    if (node || at < n.getStart(sf) || at >= n.end) return;
    if (ts.isTypeNode(n) && n.getStart(sf) === at && n.end === t.fn.type!.end) node = n;
    else ts.forEachChild(n, visit);
  };
  ts.forEachChild(sf, visit);
  if (!node) return { label: 'open', reason: 'return type not found' };
  const inPackage = (file: ts.SourceFile): boolean => file.fileName.startsWith(`${pkgRoot}/`) && !file.fileName.slice(pkgRoot.length).includes('/node_modules/');
  const inLib = (file: ts.SourceFile): boolean => program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/typescript/lib/') || file.fileName.includes('/@types/node/');
  const outside = (symbol: ts.Symbol | undefined): string | undefined => {
    for (const decl of symbol?.declarations ?? []) {
      const file = decl.getSourceFile();
      if (!inPackage(file) && !inLib(file)) return `${symbol!.name} declared outside the package (${file.fileName.slice(file.fileName.lastIndexOf('node_modules/'))})`;
    }
    return undefined;
  };
  const seen = new Set<ts.Type>();
  const openOf = (type: ts.Type, depth: number): string | undefined => {
    if (seen.has(type) || depth > 4) return undefined;
    seen.add(type);
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return `${checker.typeToString(type)}`;
    const why = outside(type.aliasSymbol) ?? outside(type.getSymbol());
    if (why) return why;
    const parts = type.isUnionOrIntersection() ? type.types : [...(type.aliasTypeArguments ?? []), ...(type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference ? checker.getTypeArguments(type as ts.TypeReference) : [])];
    for (const part of parts) {
      const w = openOf(part, depth + 1);
      if (w) return w;
    }
    return undefined;
  };
  const declared = checker.getTypeFromTypeNode(node);
  const type = checker.getAwaitedType(declared) ?? declared;
  const why = openOf(type, 0);
  return why === undefined ? { label: 'closed', reason: checker.typeToString(type) } : { label: 'open', reason: why };
}
