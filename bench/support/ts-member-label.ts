/**
 * bench:validate's label of a wrong-member mutant (session 17), computed by the GENERATOR from the whole installed
 * package with the TypeScript compiler, never by the answer check: "closed" when the renamed member's receiver has a
 * type the package (or TypeScript's lib / @types/node) declares and every base, mixin and prototype assignment of it
 * resolves there; "open" otherwise. The bench reports the wrong-member row split by it (extra rows; the all-mutants
 * row stays the headline): a miss on an "open" receiver is a member set nobody can enumerate from the package alone.
 *
 * The rule, in order (the first that applies gives "open" with its reason; none gives "closed"):
 * - the receiver's type (the compiler over the package: the target file as the root, its imports resolved from the
 *   installed package and its installed dependencies, JavaScript checked as JavaScript) is `any` or `unknown`
 *   (`this` of a plain function, an unresolved import, an untyped parameter);
 * - it, or a base it extends (transitively), is declared outside the package, TypeScript's lib and @types/node
 *   (a dependency's class);
 * - it or a base has an index signature (any name is a member);
 * - a base expression's type is `any` (`extends Mixin(Base)` of an untyped mixin, an unresolved base);
 * - anywhere in the package's source files, its class or constructor function `N` (or a base's) has its prototype
 *   handled dynamically: `N.prototype` aliased (`x = N.prototype`), passed to a call (`Object.assign(N.prototype, ...)`,
 *   `mixin(N.prototype, ...)`) or written under a computed key (`N.prototype[k] = ...`), or `N` itself passed to a
 *   call (`util.inherits(N, Base)`, `mixin(N)`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import type { CheckTarget } from '../../test/support/ts-check-targets.js';

export interface MemberLabel {
  label: 'closed' | 'open';
  reason: string;
}

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const packageTexts = new Map<string, string[]>();

/** The package's source texts (not node_modules, not declarations, files under 200 KB), once per package. */
function textsOf(pkgRoot: string): string[] {
  let out = packageTexts.get(pkgRoot);
  if (out) return out;
  out = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && !e.name.startsWith('.')) walk(path);
      } else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts') && statSync(path).size < 200_000) out.push(readFileSync(path, 'utf8'));
    }
  };
  walk(pkgRoot);
  packageTexts.set(pkgRoot, out);
  return out;
}

const escape = (s: string): string => s.replace(/[$]/g, '\\$');

/** A dynamic handling of `name`'s prototype (or `name` passed to a call) in the package's sources, or undefined. */
function dynamicPrototype(pkgRoot: string, name: string): string | undefined {
  const n = escape(name);
  const patterns: [RegExp, string][] = [
    [new RegExp(`(^|[^.\\w$])(var|let|const)?\\s*[\\w$]+\\s*=\\s*${n}\\.prototype\\s*[;,\\n)]`), 'prototype aliased'],
    [new RegExp(`[(,]\\s*${n}\\.prototype\\s*[,)]`), 'prototype passed to a call'],
    [new RegExp(`(^|[^.\\w$])${n}\\.prototype\\[(?!\\s*Symbol\\b)`), 'prototype written under a computed key'],
    [new RegExp(`[\\w$]\\s*\\(\\s*${n}\\s*[,)]`), 'constructor passed to a call'],
  ];
  for (const text of textsOf(pkgRoot)) {
    if (!text.includes(name)) continue;
    for (const [re, why] of patterns) if (re.test(text)) return `${name}: ${why}`;
  }
  return undefined;
}

export function optionsFor(pkgRoot: string, js: boolean): ts.CompilerOptions {
  const options: ts.CompilerOptions = {
    noEmit: true, strict: !js, target: ts.ScriptTarget.ESNext, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true, skipLibCheck: true, esModuleInterop: true, resolveJsonModule: true, experimentalDecorators: true,
    jsx: ts.JsxEmit.ReactJSX, lib: ['lib.esnext.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'], allowJs: js, checkJs: js,
  };
  for (let dir = pkgRoot; dir !== dirname(dir); dir = dirname(dir)) {
    const types = join(dir, 'node_modules', '@types');
    if (existsSync(join(types, 'node'))) {
      options.typeRoots = [types];
      options.types = ['node'];
      break;
    }
  }
  if (options.types === undefined) options.types = [];
  return options;
}

function nodeAt(sf: ts.SourceFile, pos: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (pos < node.getStart(sf) || pos >= node.end) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sf, visit);
  return found;
}

/** The label of the receiver of the member named at offset `memberAt` of the target's ORIGINAL file. */
export function memberLabel(pkgRoot: string, t: CheckTarget, memberAt: number): MemberLabel {
  const js = /\.[cm]?jsx?$/.test(t.file);
  const path = join(pkgRoot, t.file);
  const program = ts.createProgram({ rootNames: [path], options: optionsFor(pkgRoot, js) });
  const sf = program.getSourceFile(path);
  if (!sf) return { label: 'open', reason: 'target file not compiled' };
  const checker = program.getTypeChecker();
  const name = nodeAt(sf, memberAt);
  const access = name?.parent;
  if (!access || !ts.isPropertyAccessExpression(access) || access.name !== name) return { label: 'open', reason: 'member not found' };
  const inPackage = (file: ts.SourceFile): boolean => file.fileName.startsWith(`${pkgRoot}/`) && !file.fileName.slice(pkgRoot.length).includes('/node_modules/');
  const inLib = (file: ts.SourceFile): boolean => program.isSourceFileDefaultLibrary(file) || file.fileName.includes('/node_modules/typescript/lib/') || file.fileName.includes('/@types/node/');
  const seen = new Set<ts.Type>();
  const openOf = (type: ts.Type, what: string): string | undefined => {
    if (seen.has(type)) return undefined;
    seen.add(type);
    if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return `${what} is ${checker.typeToString(type)}`;
    if (type.isUnionOrIntersection()) {
      for (const part of type.types) {
        const why = openOf(part, what);
        if (why) return why;
      }
      return undefined;
    }
    if (checker.getIndexInfosOfType(type).length > 0 && !(type.flags & ts.TypeFlags.StringLike) && !checker.isArrayLikeType(type)) return `${checker.typeToString(type)} has an index signature`;
    const symbol = type.getSymbol() ?? type.aliasSymbol;
    for (const decl of symbol?.declarations ?? []) {
      const file = decl.getSourceFile();
      if (!inPackage(file) && !inLib(file)) return `${symbol!.name} declared outside the package (${file.fileName.slice(file.fileName.lastIndexOf('node_modules/'))})`;
      if (inLib(file)) continue;
      const own = ts.isClassLike(decl) || ts.isFunctionDeclaration(decl) || ts.isFunctionExpression(decl) ? (decl.name?.text ?? symbol!.name) : symbol!.name;
      const dynamic = own !== '__type' && own !== '__object' ? dynamicPrototype(pkgRoot, own) : undefined;
      if (dynamic) return dynamic;
      if (ts.isClassLike(decl) || ts.isInterfaceDeclaration(decl)) {
        for (const clause of (decl.heritageClauses ?? []).filter((c) => c.token === ts.SyntaxKind.ExtendsKeyword)) {
          for (const base of clause.types) {
            if (ts.isClassLike(decl)) {
              const ctor = checker.getTypeAtLocation(base.expression);
              if (ctor.flags & ts.TypeFlags.Any) return `base ${base.expression.getText(file)} is any`;
            }
            const why = openOf(checker.getTypeAtLocation(base), `base ${base.getText(file)}`);
            if (why) return why;
          }
        }
      }
    }
    return undefined;
  };
  const why = openOf(checker.getTypeAtLocation(access.expression), `receiver ${access.expression.getText(sf)}`);
  return why === undefined ? { label: 'closed', reason: checker.typeToString(checker.getTypeAtLocation(access.expression)) } : { label: 'open', reason: why };
}
