/**
 * An `@types` package read only in part opens its global names (issue 22; session 26's T2b left it counted as read).
 * Debian's @types/jquery (node-jquery, /usr/share/nodejs): index.d.ts (2 KB) only references the files that declare
 * everything (`/// <reference path="JQuery.d.ts" />`: `interface JQuery<TElement>`, ~390 KB; misc.d.ts, JQueryStatic.d.ts).
 * With those over the job's file cap, the entry is read and the package counted as read: `JQuery` was then unbound,
 * and a correct body using it was rejected. The verdicts are cross-checked with tsc over the same files on disk.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalTypeScriptDependencies } from '../../../../src/adapters/dependencies/typescript-node-modules.js';
import { dependencyPath, parseDependencyPath, type DependencySource } from '../../../../src/core/dependencies/port.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { packageTypeFiles } from '../../../../src/core/languages/typescript/answer/package-type-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';
import { tscOracleHost } from '../../../support/tsc-oracle-host.js';

const DEBIAN_NODE_MODULES = '/usr/share/nodejs';
const JQUERY = join(DEBIAN_NODE_MODULES, '@types', 'jquery');
const FILE = 'src/field.ts';
const SOURCE = [
  'export function fieldValue(area: HTMLTextAreaElement): string {',
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');
/** `JQuery` (JQuery.d.ts) in a type position: "Cannot find name" when that file is not given (`$` alone is TS2581, no finding). */
const ORIGINAL = 'const field: JQuery<HTMLTextAreaElement> = $(area);\nreturn String(field.val());';
const HELPER = 'const field = wrapFieldOf(area);\nreturn String(field.val());';
/** Under JQuery.d.ts, JQueryStatic.d.ts and misc.d.ts (250-450 KB), over index.d.ts and legacy.d.ts (2 and 7 KB). */
const CAP = 100_000;

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
  const stub = parsed.stubs!.find((s) => s.qualname === 'fieldValue')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE], ...read]), cache }).errors;
}

const work = mkdtempSync(join(tmpdir(), 'types-partial-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** tsc over the body in place with `@types/jquery` from disk, whole: the "Cannot find name" messages. */
function tscUnbound(body: string): string[] {
  const file = join(work, 'field.ts');
  writeFileSync(file, SOURCE.replace("  throw new Error('not implemented');", body.split('\n').map((l) => `  ${l}`).join('\n')));
  const options: ts.CompilerOptions = { noEmit: true, skipLibCheck: true, lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'], types: ['jquery'], typeRoots: [join(DEBIAN_NODE_MODULES, '@types')], module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
  const program = ts.createProgram({ rootNames: [file], options, host: tscOracleHost(options) });
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')).filter((m) => m.startsWith('Cannot find name'));
}

describe('an @types package read only in part (a `/// <reference path>` file over the cap)', () => {
  it('is installed as the test expects (node-jquery: the entry small, the referenced files large)', () => {
    expect(existsSync(join(JQUERY, 'index.d.ts'))).toBe(true);
    expect(ts.sys.readFile(join(JQUERY, 'index.d.ts'))!.length).toBeLessThan(CAP);
    expect(ts.sys.readFile(join(JQUERY, 'misc.d.ts'))!.length).toBeGreaterThan(CAP);
  });

  it('opens the names it can declare: `JQuery` clean (tsc agrees), a made-up helper still rejected (tsc agrees)', { timeout: 240_000 }, async () => {
    const read = await readRounds(createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES], CAP));
    // The entry was read, the files that declare `JQuery` and `$` were not.
    expect(read.has(dependencyPath('typescript', '@types/jquery/index.d.ts'))).toBe(true);
    expect(read.has(dependencyPath('typescript', '@types/jquery/misc.d.ts'))).toBe(false);
    expect(read.has(dependencyPath('typescript', '@types/jquery/JQuery.d.ts'))).toBe(false);
    expect(tscUnbound(ORIGINAL)).toEqual([]);
    expect(check(ORIGINAL, read)).toEqual([]);
    expect(tscUnbound(HELPER).join('\n')).toMatch(/Cannot find name 'wrapFieldOf'/);
    expect(check(HELPER, read).join('\n')).toMatch(/Cannot find name 'wrapFieldOf'/);
  });

  it('read whole, the package still gives `JQuery` and rejects the helper', { timeout: 240_000 }, async () => {
    const read = await readRounds(createLocalTypeScriptDependencies([DEBIAN_NODE_MODULES]));
    expect(read.has(dependencyPath('typescript', '@types/jquery/misc.d.ts'))).toBe(true);
    expect(check(ORIGINAL, read)).toEqual([]);
    expect(check(HELPER, read).join('\n')).toMatch(/Cannot find name 'wrapFieldOf'/);
  });
});
