/**
 * An `@types` package the checks could not read whole opens only the global names it can declare (issue 22, T2b).
 * Held out 19's corpus has 70 `@types` packages; session 25's rule (any unread listed package → every "Cannot find
 * name" dropped) left every TypeScript target's globals open there, and a made-up helper or Python's `None` passed.
 * The node_modules adapter now answers TYPESCRIPT_TYPES_GLOBALS: per listed package, the names its declaration files
 * (and the packages they reference or import) can declare, read with TypeScript's parser. Real packages: Debian's
 * @types/codemirror and @types/tern (libjs-codemirror, /usr/share/nodejs) and the @types packages npm installed in
 * this repository's node_modules; the index is cross-checked against the compiler's own scope.
 */
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, parseDependencyPath, TYPESCRIPT_TYPES_GLOBALS, TYPESCRIPT_TYPES_LIST, type DependencySource } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { packageTypeFiles } from '../../../../src/core/languages/typescript/answer/package-type-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { parseTypesGlobals } from '../../../../src/core/dependencies/types-globals.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const DEBIAN_NODE_MODULES = '/usr/share/nodejs';
const REPO_NODE_MODULES = join(process.cwd(), 'node_modules');
const FILE = 'src/editor.ts';
const SOURCE = [
  'export function mountEditor(area: HTMLTextAreaElement): string {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
const ORIGINAL = "const editor = CodeMirror.fromTextArea(area, { lineNumbers: true });\nreturn editor.getValue();";
const HELPER = 'const editor = createEditorFor(area);\nreturn editor.getValue();';
/** Python's built-ins written as TypeScript (the shape of held out 19's Python-as-TS mutants that parse). */
const PYTHON = 'const n = len(area.value);\nreturn str(n);';

const cache = createValidationCache();
await prepareValidation(FILE, cache);
shareTsLibEnv(cache);
const signal = new AbortController().signal;

async function readRounds(source: DependencySource): Promise<Map<string, string>> {
  const read = new Map<string, string>();
  const asked = new Set<string>();
  for (let round = 0; round < 10; round++) {
    const fresh = packageTypeFiles(FILE, SOURCE, read).filter((p) => !asked.has(p));
    if (fresh.length === 0) break;
    for (const p of fresh) {
      asked.add(p);
      const text = await source.readFile(parseDependencyPath(p)!.path, signal);
      if (text !== undefined) read.set(p, text);
    }
  }
  return read;
}

function check(body: string, read: ReadonlyMap<string, string>): string[] {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'mountEditor')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE], ...read]), cache }).errors;
}

/** The libraries' and packages' parses, shared by the probes. */
const parsed = new Map<string, ts.SourceFile | undefined>();

const MEANING = ts.SymbolFlags.Value | ts.SymbolFlags.Type | ts.SymbolFlags.Namespace;

/** A script that the compiler is given with only `@types/<name>` of `nodeModules` (or none), for resolving names in. */
function probe(nodeModules: string, types: string[]): { program: ts.Program; sf: ts.SourceFile } {
  const file = join(nodeModules, '..', '(probe).ts');
  const host = ts.createCompilerHost({});
  const base = host.getSourceFile.bind(host);
  host.getSourceFile = (f, v) => {
    if (f === file) return ts.createSourceFile(f, '// probe\n', v);
    let sf = parsed.get(f);
    if (sf === undefined) parsed.set(f, (sf = base(f, v)));
    return sf;
  };
  const program = ts.createProgram({ rootNames: [file], host, options: { noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types, typeRoots: [join(nodeModules, '@types')], moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext } });
  return { program, sf: program.getSourceFile(file)! };
}

/**
 * The names the compiler resolves in a script's scope when given `@types/<name>` and not without it: every identifier
 * of the files it loads for the package is tried (checker.resolveName; UMD globals included).
 */
function compilerGlobals(nodeModules: string, name: string): string[] {
  const withIt = probe(nodeModules, [name]);
  const without = probe(nodeModules, []);
  const candidates = new Set<string>();
  for (const f of withIt.program.getSourceFiles()) {
    if (withIt.program.isSourceFileDefaultLibrary(f) || f === withIt.sf) continue;
    const scanner = ts.createScanner(ts.ScriptTarget.ESNext, true, ts.LanguageVariant.Standard, f.text);
    for (let t = scanner.scan(); t !== ts.SyntaxKind.EndOfFileToken; t = scanner.scan()) if (t === ts.SyntaxKind.Identifier) candidates.add(scanner.getTokenValue());
  }
  const has = (p: { program: ts.Program; sf: ts.SourceFile }, n: string): boolean => p.program.getTypeChecker().resolveName(n, p.sf, MEANING, false) !== undefined;
  return [...candidates].filter((n) => has(withIt, n) && !has(without, n));
}

describe('the global names of the @types packages (TYPESCRIPT_TYPES_GLOBALS)', () => {
  it('lists every global the compiler gets from each package, on Debian and npm installs', { timeout: 240_000 }, async () => {
    const seen = new Map<string, string[]>();
    for (const dir of [DEBIAN_NODE_MODULES, REPO_NODE_MODULES]) {
      const deps = createLocalTypeScriptDependencies([dir]);
      const listed = (await deps.readFile(TYPESCRIPT_TYPES_LIST, signal))!.split('\n').filter((n) => n !== '' && n !== 'node');
      const index = parseTypesGlobals((await deps.readFile(TYPESCRIPT_TYPES_GLOBALS, signal))!);
      expect(listed.length).toBeGreaterThan(0);
      for (const name of listed) {
        const names = index.get(name);
        expect(names, name).toBeInstanceOf(Set);
        const fromCompiler = compilerGlobals(dir, name);
        seen.set(name, fromCompiler);
        expect(fromCompiler.filter((n) => !(names as ReadonlySet<string>).has(n)), name).toEqual([]);
      }
    }
    // Not vacuous: the compiler does get globals from these packages.
    expect(seen.get('codemirror')).toContain('CodeMirror');
    expect(seen.get('chai')).toContain('Chai');
    const debian = parseTypesGlobals((await createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES]).readFile(TYPESCRIPT_TYPES_GLOBALS, signal))!);
    expect([...(debian.get('codemirror') as ReadonlySet<string>)]).toContain('CodeMirror');
  });

  it('an unread package opens only its own names: a made-up helper and Python are rejected, the original clean', async () => {
    // A 4 KB file cap: @types/codemirror's index.d.ts is not read (the compiler is not given it).
    const read = await readRounds(createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES], 4096));
    expect(read.has(dependencyPath('typescript', '@types/codemirror/index.d.ts'))).toBe(false);
    expect(read.has(dependencyPath('typescript', TYPESCRIPT_TYPES_GLOBALS))).toBe(true);
    expect(check(ORIGINAL, read)).toEqual([]);
    expect(check(HELPER, read).join('\n')).toMatch(/Cannot find name 'createEditorFor'/);
    expect(check(PYTHON, read).join('\n')).toMatch(/Cannot find name 'len'/);
  });

  it('without the index (an older adapter, a remote source) every global stays open, as before', async () => {
    const read = await readRounds(createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES], 4096));
    read.delete(dependencyPath('typescript', TYPESCRIPT_TYPES_GLOBALS));
    expect(check(HELPER, read)).toEqual([]);
  });
});
