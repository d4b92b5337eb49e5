/**
 * A namespace import of an `export =` module called or constructed (`import * as $ from 'jquery'; $(area)`) is legal
 * under tsc's default (esModuleInterop off) and an error with esModuleInterop on (TS2349 / TS2351: the namespace object
 * has no call or construct signature). The check always compiled with esModuleInterop on, so a correct body of a project
 * that does not set it was rejected (held out 20, session 27: opentok-network-test-js's `import * as Promise from
 * 'promise'; new Promise(...)`, twice). It now follows the project's tsconfig (its `extends` chain; the Node module kinds
 * default it on, as tsc does), and is off when the project's settings are unknown. Debian's @types/jquery (node-jquery,
 * /usr/share/nodejs, `export = jQuery`); every verdict cross-checked with tsc over the same files on disk.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
const FILE = 'src/field.ts';
const SOURCE = [
  "import * as $ from 'jquery';",
  '',
  'export function fieldValue(area: HTMLTextAreaElement): string {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
/** The namespace import called, as a project without esModuleInterop writes it. */
const ORIGINAL = '  const field = $(area);\n  return String(field.val());';
/** A hallucinated helper: still rejected whatever the interop setting. */
const HELPER = '  const field = wrapFieldOf(area);\n  return String(field.val());';

const cache = createValidationCache();
await prepareValidation(FILE, cache);
shareTsLibEnv(cache);
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** The pipeline's rounds (implement-stubs.ts readScope): repository files from `repo`, packages through the real adapter. */
async function readRounds(repo: Readonly<Record<string, string>>): Promise<Map<string, string>> {
  const deps = createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES]);
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
  const stub = parsed.stubs!.find((s) => s.qualname === 'fieldValue')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE], ...read]), cache }).errors;
}

/** tsc over the same repository on disk (node_modules: Debian's): the target's semantic diagnostics, as `code message`. */
function tsc(repo: Readonly<Record<string, string>>, body: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-interop-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries({ ...repo, [FILE]: SOURCE.replace("  throw new Error('not implemented');", body) })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  symlinkSync(DEBIAN_NODE_MODULES, join(dir, 'node_modules'));
  const config = ts.getParsedCommandLineOfConfigFile(join(dir, 'tsconfig.json'), { noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: [], moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host: tscOracleHost(config.options) });
  const target = program.getSourceFile(join(dir, FILE))!;
  return program.getSemanticDiagnostics(target).map((d) => `TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}

const NOT_CALLABLE = /This expression is not callable/;

describe('a namespace import of an `export =` module, called (esModuleInterop as the project sets it)', () => {
  it('the project does not set esModuleInterop: the call is clean, as for tsc; a made-up helper is still rejected', { timeout: 240_000 }, async () => {
    const repo = { 'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true } }) };
    const read = await readRounds(repo);
    expect(read.has(dependencyPath('typescript', '@types/jquery/index.d.ts'))).toBe(true);
    expect(tsc(repo, ORIGINAL)).toEqual([]);
    expect(check(ORIGINAL, read)).toEqual([]);
    expect(tsc(repo, HELPER).join('\n')).toMatch(/Cannot find name 'wrapFieldOf'/);
    expect(check(HELPER, read).join('\n')).toMatch(/Cannot find name 'wrapFieldOf'/);
  });

  it('no tsconfig read (settings unknown): the call is clean', { timeout: 240_000 }, async () => {
    expect(check(ORIGINAL, await readRounds({}))).toEqual([]);
  });

  it('esModuleInterop on, through an `extends` base: the call is rejected (TS2349), as tsc rejects it; a child turning it off clears it', { timeout: 240_000 }, async () => {
    const repo = { 'tsconfig.base.json': JSON.stringify({ compilerOptions: { esModuleInterop: true } }), 'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json' }) };
    expect(tsc(repo, ORIGINAL).join('\n')).toMatch(/^TS2349 This expression is not callable/);
    expect(check(ORIGINAL, await readRounds(repo)).join('\n')).toMatch(NOT_CALLABLE);
    const off = { ...repo, 'tsconfig.json': JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { esModuleInterop: false } }) };
    expect(tsc(off, ORIGINAL)).toEqual([]);
    expect(check(ORIGINAL, await readRounds(off))).toEqual([]);
  });
});
