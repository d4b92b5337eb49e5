/**
 * One in-memory compiler run over the target's file: a CompilerHost that serves the file (with the
 * suggested body in place), the repository files the job has read, and the per-process standard
 * library (lib-env.ts). A module the job did not read does not resolve, and the compiler types
 * what it imports as `any`. Ambient `.d.ts` files the job read (`declare const __DEV__: boolean`)
 * are roots, so their globals are known.
 */
import ts from 'typescript';

const dirOf = (path: string): string => path.slice(0, Math.max(path.lastIndexOf('/'), 0)) || '/';
import { TYPESCRIPT_TYPES_GLOBALS, TYPESCRIPT_TYPES_LIST } from '../../../dependencies/port.js';
import { ownPackageFile, ownPackages } from '../answer/own-package.js';
import { ambientTypesPackages } from '../answer/package-type-files.js';
import { parseTypesGlobals } from '../../../dependencies/types-globals.js';
import { isNodeModulesTypes, nearestConfig, projectTypes, type ProjectTypes } from '../resolve/project-types.js';
import { LIB_DIR, type TsLibEnv } from './lib-env.js';
import { partlyReadTypes } from './partial-types.js';
import { bodyNodes, semanticDiagnosticsOf } from './region.js';
import { virtualPath } from './parsed-handoff.js';
import { uncachedSources, type SourceFileCache } from './source-cache.js';

/** Read files above this size (bundles, generated code) are left out: they cost more than they tell. */
const MAX_READ_FILE_CHARS = 400_000;
/** A package's declaration file (csstype's ~1 MB, what React's CSS properties are) is parsed once per process. */
const MAX_PACKAGE_FILE_CHARS = 1_600_000;
const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/i;
const JS_FILE = /\.(js|jsx|mjs|cjs)$/i;
const DECLARATION_FILE = /\.d\.[cm]?ts$/i;
/** "Cannot find type definition file for 'x'": a `types` entry that did not resolve. */
const CANNOT_FIND_TYPE_DEFINITION = 2688;

/** The compiler's extension tag of a resolved file. */
function extensionOf(path: string): ts.Extension {
  const m = /(\.d\.[cm]?ts|\.[cm]?[jt]sx?)$/i.exec(path)?.[1]?.toLowerCase() ?? '.ts';
  const map: Record<string, ts.Extension> = {
    '.d.ts': ts.Extension.Dts, '.d.mts': ts.Extension.Dmts, '.d.cts': ts.Extension.Dcts, '.ts': ts.Extension.Ts, '.tsx': ts.Extension.Tsx,
    '.mts': ts.Extension.Mts, '.cts': ts.Extension.Cts, '.js': ts.Extension.Js, '.jsx': ts.Extension.Jsx, '.mjs': ts.Extension.Mjs, '.cjs': ts.Extension.Cjs,
  };
  return map[m] ?? ts.Extension.Ts;
}

export const isJsFile = (file: string): boolean => JS_FILE.test(file);
/**
 * A module that adds to the global scope (`declare global { namespace PothosSchemaTypes { interface Plugins ... } }`):
 * the project's tsconfig compiles every file, so what it declares is seen everywhere, imported or not.
 */
const GLOBAL_AUGMENTATION = /^[ \t]*declare[ \t]+global[ \t]*\{/m;
const augmentsGlobal = (text: string): boolean => text.includes('declare global') && GLOBAL_AUGMENTATION.test(text);
export const isDeclarationFile = (file: string): boolean => DECLARATION_FILE.test(file);
export { virtualPath };

/** Where the packages' `@types` folders sit among the compiler's paths (check/package-files.ts). */
const TYPE_ROOT = '/node_modules/@types';

/**
 * The `types` the compiler is given, and where it looks for them: the project's tsconfig's (resolve/project-types.ts,
 * when the job read it and the dependencies are known), else every listed `@types` package the job read (tsc's default).
 * `open`: a package the project sees was not read (its globals unknown).
 */
/**
 * The names an `@types` package the compiler was not given whole may supply (TYPESCRIPT_TYPES_GLOBALS), or `all` when
 * one of the packages' names is not known (no answer read, or the adapter's bounds): session 25's open globals.
 */
function openNames(packages: readonly string[], globalsText: string | undefined): ReadonlySet<string> | 'all' {
  if (packages.length === 0) return new Set();
  if (globalsText === undefined) return 'all';
  const index = parseTypesGlobals(globalsText);
  const out = new Set<string>();
  for (const p of packages) {
    const names = index.get(p);
    if (names === undefined || names === 'unknown') return 'all';
    for (const n of names) out.add(n);
  }
  return out;
}

/** `Cannot find type definition file for 'jest'.`: the package named. */
const TYPE_DEFINITION_NAME = /'([^']{1,200})'/;

/**
 * The project's settings the check follows, when the job read its tsconfig chain whole and the config compiles the file
 * (resolve/project-types.ts); undefined otherwise (the lenient defaults stay).
 */
function projectOf(file: string, readFiles: ReadonlyMap<string, string>, packageFiles: ReadonlyMap<string, string>): ProjectTypes | undefined {
  const found = projectTypes(file, nearestConfig(file, (p) => readFiles.has(p)), (ref) => (ref.where === 'repo' ? readFiles.get(ref.path) : packageFiles.get(`/node_modules/${ref.path}`)));
  return found.want.length === 0 ? found.result : undefined;
}

function typesOptions(listed: string | undefined, manifests: ReadonlyMap<string, string>, found: ProjectTypes | undefined): { types: string[]; typeRoots: string[]; unread: string[] } {
  const ambient = listed === undefined ? [] : ambientTypesPackages(listed);
  const read = ambient.filter((n) => manifests.has(`${TYPE_ROOT}/${n}/package.json`));
  // The project's types only once the dependencies are known (their list read).
  const project = listed === undefined ? undefined : found;
  // Every installed package is served under /node_modules (check/package-files.ts), wherever its node_modules lies.
  const roots = project?.typeRoots?.map((r) => (isNodeModulesTypes(r) ? TYPE_ROOT : r.startsWith('node_modules/') ? `/${r}` : virtualPath(r)));
  if (project?.types !== undefined) {
    // The tsconfig's list as written (`jest`, `vite/client`), less Node's: the host stays open by design.
    const types = project.types.filter((t) => t !== 'node' && !t.startsWith('node/') && t !== '@types/node');
    return { types, typeRoots: roots ?? [TYPE_ROOT], unread: [] };
  }
  if (roots !== undefined && !project?.typeRoots?.some(isNodeModulesTypes)) return { types: [], typeRoots: roots, unread: [] };
  return { types: read, typeRoots: [TYPE_ROOT], unread: ambient.filter((n) => !read.includes(n)) };
}

function compilerOptions(env: TsLibEnv, js: boolean, types: readonly string[], typeRoots: readonly string[], esModuleInterop: boolean, strict: boolean): ts.CompilerOptions {
  return {
    noEmit: true,
    target: ts.ScriptTarget.ESNext,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: [...env.lib],
    // The standard library is the installed compiler's (lib-env.ts), never a repository's: without this the compiler
    // looks up every `/// <reference lib>` of every lib file (about 90 per program) as a package
    // `@typescript/lib-*` among the files the job read, and one read under `node_modules/@typescript/` would
    // replace part of the standard library. Each lookup failed (the answer is the lib file); it was most of a
    // check's program creation after parsing (issue 24).
    libReplacement: false,
    // The `@types` packages the job read of those the project sees (TYPESCRIPT_TYPES_LIST): what the compiler includes
    // without compilerOptions.types. No other package is looked up.
    types: [...types],
    ...(types.length > 0 ? { typeRoots: [...typeRoots] } : {}),
    allowJs: true,
    // JavaScript: the checker runs so that unbound names are found; validate keeps only scope findings.
    checkJs: js,
    // The lenient settings by default; `strict` (check/strictness.ts) is the second opinion a strict or unknown project's
    // finding needs: the strict family that changes inference and relations, never noImplicitAny (a parameter typed by
    // an unread module is `any` implicitly) nor the rules of class fields.
    strict: false,
    noImplicitAny: false,
    ...(strict ? { strictNullChecks: true, strictFunctionTypes: true, strictBindCallApply: true } : {}),
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    // A namespace import of an `export =` module (`import * as $ from 'jquery'`) is callable and constructable without
    // esModuleInterop, a namespace object with it (TS2349/TS2351): the project's setting when its tsconfig was read,
    // else off, the lenient one. Default imports of such modules stay allowed either way (allowSyntheticDefaultImports).
    esModuleInterop,
    allowSyntheticDefaultImports: true,
    allowUmdGlobalAccess: true,
    resolveJsonModule: false,
    jsx: ts.JsxEmit.Preserve,
    noErrorTruncation: true,
  };
}

export interface CheckFiles {
  /** The target's repository path and its text with the body in place. */
  file: string;
  source: string;
  /** Repository path → text of the files the job read (the target's own entry is replaced by `source`). */
  readFiles: ReadonlyMap<string, string>;
  /**
   * The body's first and last line in `source`: only the declaration that holds it is checked (what
   * the compiler reports in the body comes from there). Without it, the whole file is checked.
   */
  region?: { start: number; end: number };
  /**
   * Installed packages' files the job read, by compiler path (`/node_modules/@types/react/index.d.ts`, their
   * `package.json`s; check/package-files.ts): bare imports resolve to them the compiler's way; they are no roots.
   */
  packageFiles?: ReadonlyMap<string, string>;
  /**
   * A finished run over an earlier text of the same target with the same read and package files (the check again with
   * the needed imports in place): its program is the new one's `oldProgram` (the compiler keeps what no change touched:
   * the files, their module resolutions) and its target's tree is edited into this text's (source-cache.ts `edit`). It
   * serves one run: its target's tree is consumed.
   */
  previous?: CheckRun;
  /** Compile with the strict family on (check/strictness.ts): the second opinion of a strict or unknown project. */
  strict?: boolean;
}

export interface CheckRun {
  program: ts.Program;
  checker: ts.TypeChecker;
  target: ts.SourceFile;
  /** The target file's syntactic and semantic diagnostics (the region's, when one is given). */
  diagnostics: readonly ts.Diagnostic[];
  /** The parse options the compiler host was given for the target (a read file parsed with them is the program's parse of it). */
  parseOptions?: ts.CreateSourceFileOptions;
  /**
   * An `@types` package the project sees (TYPESCRIPT_TYPES_LIST) was not read whole (over a cap, the job's budget): any
   * global may be its, so an unbound name is no finding.
   */
  globalsOpen?: boolean;
  /**
   * Narrower than globalsOpen: the unread `@types` packages' global names are known (TYPESCRIPT_TYPES_GLOBALS), and an
   * unbound name among these may be theirs; any other unbound name is still a finding (issue 22).
   */
  openGlobals?: ReadonlySet<string>;
  /**
   * The project's `strict` when its tsconfig chain was read whole and compiles the file; undefined when unknown
   * (check/strictness.ts).
   */
  projectStrict?: boolean;
}

/** `sources`: parsed repository files, shared between runs (source-cache.ts); the target's own text is parsed per run. */
export function runCheck(env: TsLibEnv, input: CheckFiles, sources: SourceFileCache = uncachedSources()): CheckRun {
  const texts = new Map<string, string>();
  for (const [path, text] of input.readFiles) {
    if (CODE_FILE.test(path) && text.length <= MAX_READ_FILE_CHARS) texts.set(virtualPath(path), text);
  }
  // Packages' declaration files (a larger cap: parsed once per process, source-cache.ts) and manifests, which only the
  // resolver reads; a repository file at the same path wins.
  const manifests = new Map<string, string>();
  const fromPackages = new Set<string>();
  for (const [path, text] of input.packageFiles ?? []) {
    if (texts.has(path)) continue;
    if (path.endsWith('/package.json')) manifests.set(path, text);
    else if (isDeclarationFile(path) && text.length <= MAX_PACKAGE_FILE_CHARS) {
      texts.set(path, text);
      fromPackages.add(path);
    }
  }
  const targetPath = virtualPath(input.file);
  texts.set(targetPath, input.source);
  const dirs = new Set<string>(['/']);
  for (const path of [...texts.keys(), ...manifests.keys()]) for (let d = dirOf(path); d !== '/' && !dirs.has(d); d = dirOf(d)) dirs.add(d);
  const listed = input.packageFiles?.get(`/node_modules/${TYPESCRIPT_TYPES_LIST}`);
  const project = projectOf(input.file, input.readFiles, input.packageFiles ?? new Map());
  const { types, typeRoots, unread } = typesOptions(listed, manifests, project);
  const options = compilerOptions(env, isJsFile(input.file), types, typeRoots, project?.esModuleInterop === true, input.strict === true);
  let parseOptions: ts.CreateSourceFileOptions | undefined;
  let targetFile: ts.SourceFile | undefined;
  const host: ts.CompilerHost = {
    getSourceFile(fileName, languageVersionOrOptions) {
      if (fileName.startsWith(`${LIB_DIR}/`)) return env.sourceFile(fileName);
      const text = texts.get(fileName);
      if (text === undefined) return undefined;
      if (fileName === targetPath) {
        // Asked for again when the compiler could not keep the old program's structure: the one parse of this run.
        if (targetFile !== undefined) return targetFile;
        if (typeof languageVersionOrOptions === 'object') parseOptions = languageVersionOrOptions;
        targetFile = input.previous === undefined ? sources.parse(fileName, text, languageVersionOrOptions) : sources.edit(input.previous.target, text, languageVersionOrOptions);
        return targetFile;
      }
      return sources.get(fileName, text, languageVersionOrOptions);
    },
    getDefaultLibFileName: () => `${LIB_DIR}/lib.esnext.d.ts`,
    getDefaultLibLocation: () => LIB_DIR,
    writeFile: () => undefined,
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (f) => f,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (f) => texts.has(f) || manifests.has(f),
    readFile: (f) => texts.get(f) ?? manifests.get(f),
    directoryExists: (d) => dirs.has(d.replace(/\/+$/, '') || '/'),
    getDirectories: () => [],
  };
  // The package's own name (`import type {X} from '@sanity/client'` inside @sanity/client): through a package.json the
  // job read (answer/own-package.ts), to the read source file it names; every other specifier the compiler's way.
  const own = ownPackages(input.readFiles);
  if (own.length > 0) {
    const cache = ts.createModuleResolutionCache('/', (f) => f, options);
    host.resolveModuleNameLiterals = (literals, containingFile, redirected, opts) => literals.map((lit) => {
      const path = ownPackageFile(lit.text, own, (p) => texts.has(virtualPath(p)));
      if (path !== undefined) return { resolvedModule: { resolvedFileName: virtualPath(path), extension: extensionOf(path), isExternalLibraryImport: false } };
      return ts.resolveModuleName(lit.text, containingFile, opts, host, cache, redirected);
    });
  }
  const roots = [...env.roots, targetPath, ...[...texts.keys()].filter((p) => p !== targetPath && !fromPackages.has(p) && (isDeclarationFile(p) || augmentsGlobal(texts.get(p)!)))];
  const program = ts.createProgram({ rootNames: roots, options, host, ...(input.previous === undefined ? {} : { oldProgram: input.previous.program }) });
  const target = program.getSourceFile(targetPath)!;
  const nodes = input.region === undefined ? undefined : bodyNodes(target, input.region.start, input.region.end);
  const diagnostics = [...program.getSyntacticDiagnostics(target), ...semanticDiagnosticsOf(program, target, nodes)];
  // A listed package unread, or one whose entry did not resolve (not read: over the file cap or the job's budget).
  const unresolved = types.length === 0 ? [] : program.getOptionsDiagnostics().filter((d) => d.code === CANNOT_FIND_TYPE_DEFINITION);
  const notGiven = [...unread];
  // A package given but not whole (its entry read, a file it references not): its names stay open too.
  for (const p of partlyReadTypes(program, types, TYPE_ROOT, (f) => texts.has(f) || manifests.has(f))) if (!notGiven.includes(p)) notGiven.push(p);
  for (const d of unresolved) {
    const named = TYPE_DEFINITION_NAME.exec(ts.flattenDiagnosticMessageText(d.messageText, '\n'))?.[1];
    // A tsconfig `types` entry that is no `@types` package (`vite/client`) has no names in the index: all open.
    notGiven.push(named !== undefined && types.includes(named) && !named.includes('/') ? named : '(unknown)');
  }
  const open = openNames(notGiven, input.packageFiles?.get(`/node_modules/${TYPESCRIPT_TYPES_GLOBALS}`));
  const openState = open === 'all' ? { globalsOpen: true } : open.size > 0 ? { openGlobals: open } : {};
  return { program, checker: program.getTypeChecker(), target, diagnostics, ...(parseOptions === undefined ? {} : { parseOptions }), ...openState, ...(project === undefined ? {} : { projectStrict: project.strict }) };
}
