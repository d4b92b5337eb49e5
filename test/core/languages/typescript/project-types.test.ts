/**
 * The project's tsconfig `types` and `typeRoots` (issue 22, session 26). Session 25 gave the checks every package of
 * node_modules/@types, as tsc does when compilerOptions.types is not set; with `types` set tsc includes only the listed
 * packages, and with `typeRoots` set only those folders' packages. The checks now read the nearest tsconfig above the
 * target and its `extends` chain through the job's rounds (resolve/project-types.ts) and follow the same rule. The
 * packages are Debian's real @types/codemirror and @types/tern (libjs-codemirror, /usr/share/nodejs, a node_modules
 * layout), whose `export as namespace CodeMirror` is a global; every verdict is cross-checked with tsc itself over the
 * same files on disk.
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, isDependencyPath, parseDependencyPath } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { packageTypeFiles } from '../../../../src/core/languages/typescript/answer/package-type-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';
import { tscOracleHost } from '../../../support/tsc-oracle-host.js';

const DEBIAN_NODE_MODULES = '/usr/share/nodejs';
const FILE = 'src/editor.ts';
const SOURCE = [
  'export function mountEditor(area: HTMLTextAreaElement): string {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
const ORIGINAL = "const editor = CodeMirror.fromTextArea(area, { lineNumbers: true });\nreturn editor.getValue();";
/** A hallucinated helper: a global no file or package declares. */
const HALLUCINATED = 'const editor = mountCodeMirror(area);\nreturn editor.getValue();';

const cache = createValidationCache();
await prepareValidation(FILE, cache);
shareTsLibEnv(cache);
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** The pipeline's rounds (implement-stubs.ts readScope): repository files from `repo`, packages through the real adapter. */
async function readRounds(repo: Readonly<Record<string, string>>, maxFileBytes?: number): Promise<Map<string, string>> {
  const deps = createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES], maxFileBytes);
  const files = [...Object.keys(repo), FILE];
  const read = new Map<string, string>();
  const asked = new Set<string>();
  for (let round = 0; round < 10; round++) {
    const fresh = packageTypeFiles(FILE, SOURCE, read, [], files).filter((p) => !asked.has(p));
    if (fresh.length === 0) break;
    for (const p of fresh) {
      asked.add(p);
      const text = isDependencyPath(p) ? await deps.readFile(parseDependencyPath(p)!.path, new AbortController().signal) : repo[p];
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

/** tsc over the same repository on disk (node_modules: Debian's), the target's diagnostics' messages. */
function tsc(repo: Readonly<Record<string, string>>, body: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-project-types-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries({ ...repo, [FILE]: SOURCE.replace("  throw new Error('not implemented');", body) })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(DEBIAN_NODE_MODULES, join(dir, 'node_modules'));
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), { noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'] }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host: tscOracleHost(config.options) });
  const target = program.getSourceFile(join(dir, FILE))!;
  return [...program.getSemanticDiagnostics(target), ...program.getOptionsDiagnostics()].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** The check is lenient about UMD globals in modules (check/program.ts); so is every fixture project. */
const config = (compilerOptions: object, more: object = {}): string => JSON.stringify({ compilerOptions: { allowUmdGlobalAccess: true, ...compilerOptions }, ...more });

describe("the project's tsconfig types and typeRoots", () => {
  it('types unset: every @types package is global (the original is clean, as for tsc)', async () => {
    const repo = { 'tsconfig.json': config({ strict: true }) };
    expect(check(ORIGINAL, await readRounds(repo))).toEqual([]);
    expect(tsc(repo, ORIGINAL)).toEqual([]);
  });

  it("types set without codemirror: CodeMirror is no global, as tsc says; listed, it is", async () => {
    const without = { 'tsconfig.json': config({ types: ['tern'] }) };
    const read = await readRounds(without);
    expect(read.has(dependencyPath('typescript', '@types/codemirror/index.d.ts'))).toBe(false);
    expect(check(ORIGINAL, read).join('\n')).toMatch(/Cannot find name 'CodeMirror'/);
    expect(tsc(without, ORIGINAL).join('\n')).toMatch(/Cannot find name 'CodeMirror'/);
    const listed = { 'tsconfig.json': config({ types: ['codemirror'] }) };
    expect(check(ORIGINAL, await readRounds(listed))).toEqual([]);
    expect(tsc(listed, ORIGINAL)).toEqual([]);
  });

  it('follows extends: a base config sets types, a child that does not set them keeps them', async () => {
    const repo = { 'tsconfig.base.json': config({ types: [] }), 'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { strict: false } }) };
    expect(check(ORIGINAL, await readRounds(repo)).join('\n')).toMatch(/Cannot find name 'CodeMirror'/);
    expect(tsc(repo, ORIGINAL).join('\n')).toMatch(/Cannot find name 'CodeMirror'/);
    const child = { ...repo, 'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { types: ['codemirror'] } }) };
    expect(check(ORIGINAL, await readRounds(child))).toEqual([]);
    expect(tsc(child, ORIGINAL)).toEqual([]);
  });

  it('typeRoots without node_modules/@types: no automatic @types package', async () => {
    const repo = { 'tsconfig.json': config({ typeRoots: ['./types'] }), 'types/.keep': '' };
    expect(check(ORIGINAL, await readRounds(repo)).join('\n')).toMatch(/Cannot find name 'CodeMirror'/);
    expect(tsc(repo, ORIGINAL).join('\n')).toMatch(/Cannot find name 'CodeMirror'/);
  });

  it('a hallucinated global is rejected when the packages the project lists were read, though another @types package was not', async () => {
    // A 4 KB file cap: @types/codemirror's index.d.ts is not read. The project lists only tern, so the globals are known.
    const repo = { 'tsconfig.json': config({ types: ['tern'] }) };
    expect(check(HALLUCINATED, await readRounds(repo, 4096)).join('\n')).toMatch(/Cannot find name 'mountCodeMirror'/);
    expect(tsc(repo, HALLUCINATED).join('\n')).toMatch(/Cannot find name 'mountCodeMirror'/);
    // Without a `types` list the unread codemirror opens only the globals it can declare (issue 22, T2b:
    // TYPESCRIPT_TYPES_GLOBALS): `CodeMirror` stays open, `mountCodeMirror` is no package's (tsc agrees).
    const all = { 'tsconfig.json': config({}) };
    expect(check(HALLUCINATED, await readRounds(all, 4096)).join('\n')).toMatch(/Cannot find name 'mountCodeMirror'/);
    expect(tsc(all, HALLUCINATED).join('\n')).toMatch(/Cannot find name 'mountCodeMirror'/);
  });

  it("a config that does not compile the file says nothing: tsc's default stays", async () => {
    const repo = { 'tsconfig.json': config({ types: [] }, { include: ['lib'] }) };
    expect(check(ORIGINAL, await readRounds(repo))).toEqual([]);
  });
});
