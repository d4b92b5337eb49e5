/**
 * The project's strictness (held out 21, session 28: vest-utils 2.0.17's `invariant` rejected with TS2769). Its body
 * `throw message instanceof String ? message.valueOf() : new Error(message ? dynamicValue(message) : message)` is clean
 * under `strict` and an error without it (the lenient settings infer `dynamicValue`'s `T` as the whole `Stringable`
 * union). The check compiles leniently; a type finding now needs a strict run's agreement unless the project's tsconfig
 * is read and leaves `strict` off (then the lenient run is tsc's own verdict). The package ships no tsconfig (its
 * monorepo compiles it under strict): with no config read the settings are unknown, and what either setting accepts is
 * accepted. Verbatim files (MIT, LICENSE beside them): vest-utils' src/invariant.ts, dynamicValue.ts, utilityTypes.ts,
 * isFunction.ts. Every verdict cross-checked with tsc over the same files on disk.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';

const FILE = 'invariant.ts';
const cache = createValidationCache();
await prepareValidation(FILE, cache);
const fx = fixtureStub('vest-utils-invariant', FILE, 'invariant', '): asserts condition {\n', '\n}\n', '  ', cache);
const SIBLINGS = ['dynamicValue.ts', 'utilityTypes.ts', 'isFunction.ts'];
/** A wrong type the body gives itself: an error under either setting. */
const WRONG = fx.body.replace('new Error(message ? dynamicValue(message) : message)', 'new Error(message ? dynamicValue(message) : 42)');
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

const config = (strict: boolean): [string, string] => ['tsconfig.json', JSON.stringify({ compilerOptions: { strict } })];

/** tsc over the fixture on disk with `body` in place: the target's diagnostics, as `TSnnnn`. */
function tsc(body: string, strict: boolean): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-strictness-'));
  dirs.push(dir);
  const files = { [FILE]: fx.source.replace("  throw new Error('not implemented');", body.replace(/^/gm, '  ')), ...Object.fromEntries(SIBLINGS.map((f) => [f, fx.read(f)])) };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const program = ts.createProgram({ rootNames: Object.keys(files).map((f) => join(dir, f)), options: { noEmit: true, strict, types: [], lib: ['lib.es2022.d.ts'], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler } });
  const sf = program.getSourceFile(join(dir, FILE))!;
  return [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) => `TS${d.code}`);
}

describe("the project's strictness decides a type finding", () => {
  it('tsc: the original is clean under strict, TS2769 without it; the wrong type is an error under both', () => {
    expect(tsc(fx.body, true)).toEqual([]);
    expect(tsc(fx.body, false)).toEqual(['TS2769']);
    expect(tsc(WRONG, true)).toContain('TS2769');
    expect(tsc(WRONG, false)).toContain('TS2769');
  });

  it('no tsconfig read (settings unknown): the original is accepted; the wrong type is still rejected', () => {
    expect(fx.check(fx.body, SIBLINGS).errors).toEqual([]);
    expect(fx.check(WRONG, SIBLINGS).errors.join('\n')).toMatch(/\(TS2769\)/);
  });

  it('a tsconfig with strict on: the original is accepted; the wrong type is still rejected', () => {
    expect(fx.check(fx.body, [...SIBLINGS, config(true)]).errors).toEqual([]);
    expect(fx.check(WRONG, [...SIBLINGS, config(true)]).errors.join('\n')).toMatch(/\(TS2769\)/);
  });

  it("a tsconfig with strict off: tsc's own verdict, the original rejected (TS2769)", () => {
    expect(fx.check(fx.body, [...SIBLINGS, config(false)]).errors.join('\n')).toMatch(/No overload matches this call.*\(TS2769\)/);
  });
});
