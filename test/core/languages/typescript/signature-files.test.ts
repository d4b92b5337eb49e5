/**
 * A stub's declared return type from a module retrieval did not read (issue 22; seen blind on held out 6:
 * @mistralai/mistralai's `funcs/*` return `APIPromise<Result<...>>` from `types/async.ts`). Unread, the type is
 * `any` to the check and a body returning the wrong thing passes; the answer checks now read the module that
 * declares the head of each stub's return type (Language.scopeFiles, answer/signature-files.ts). On real code:
 * the openai package (a dependency of this repository), `Models.retrieve` returning `APIPromise<Model>` from
 * `../core/api-promise`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { signatureTypeFiles } from '../../../../src/core/languages/typescript/answer/signature-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import type TypeScript from 'typescript';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const ROOT = join(process.cwd(), 'node_modules/openai');
const listing = (dir: string): string[] =>
  readdirSync(join(ROOT, dir)).flatMap((n) => (statSync(join(ROOT, dir, n)).isDirectory() ? listing(join(dir, n)) : [relative(ROOT, join(ROOT, dir, n))]));
const FILES = listing('src');
const FILE = 'src/resources/models.ts';
const PROMISE_FILE = 'src/core/api-promise.ts';
const original = readFileSync(join(ROOT, FILE), 'utf8');
const head = '  retrieve(model: string, options?: RequestOptions): APIPromise<Model> {\n';
const start = original.indexOf(head) + head.length;
const end = original.indexOf('\n  }\n', start);
const BODY = original.slice(start, end).replace(/^ {4}/gm, '');
const SOURCE = `${original.slice(0, start)}    throw new Error('not implemented');${original.slice(end)}`;

function check(body: string, others: readonly string[]) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'Models.retrieve');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[FILE, SOURCE], ...others.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')] as const)]);
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

describe("the module of a stub's return type (openai's Models.retrieve: APIPromise<Model>)", () => {
  it('names the file that declares the head of the stub\'s return type, only that one', () => {
    expect(BODY).toContain('this._client.get(');
    expect(signatureTypeFiles(FILE, FILES, SOURCE)).toEqual([PROMISE_FILE]);
    // No stub in the file: nothing to read; a JavaScript file or a declaration file: nothing either.
    expect(signatureTypeFiles(FILE, FILES, original)).toEqual([]);
    expect(signatureTypeFiles('src/resources/models.js', FILES, SOURCE)).toEqual([]);
    // An indexed access or a type operator (`Paths[number]`, as @sanity/client's `jsonPath` returns; `readonly X[]`):
    // the type is read out of its object type, whose module is read the same way.
    expect(signatureTypeFiles(FILE, FILES, SOURCE.replace('APIPromise<Model> {', "APIPromise<Model>['then'] {"))).toEqual([PROMISE_FILE]);
    expect(signatureTypeFiles(FILE, FILES, SOURCE.replace('APIPromise<Model> {', 'readonly APIPromise<Model>[] {'))).toEqual([PROMISE_FILE]);
  });

  it('with that file read, a wrong return value is rejected and the original body still accepted clean', () => {
    const wrong = "return Symbol('x');";
    // Unread, `APIPromise` is `any`: the wrong value passes (the gap this closes).
    expect(check(wrong, []).ok).toBe(true);
    const read = check(wrong, [PROMISE_FILE]);
    expect(read.ok).toBe(false);
    expect(read.errors.join(' ')).toMatch(/TS2322/);
    expect(check(BODY, [PROMISE_FILE])).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});

describe('asked again with the same path list (the pipeline asks scopeFiles up to three rounds per target)', () => {
  // The compiler's own count of its parses (ts.performance, the counter `tsc --extendedDiagnostics` reads).
  const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript & { performance: { enable(): void; disable(): void; getCount(mark: string): number } };
  const parses = (run: () => void): number => {
    ts.performance.enable();
    try {
      const before = ts.performance.getCount('beforeParse');
      run();
      return ts.performance.getCount('beforeParse') - before;
    } finally {
      ts.performance.disable();
    }
  };

  it('parses the file once per list and text, with the same answer each time', () => {
    const files = [...FILES];
    expect(parses(() => expect(signatureTypeFiles(FILE, files, SOURCE)).toEqual([PROMISE_FILE]))).toBe(1);
    expect(parses(() => {
      for (let round = 0; round < 3; round += 1) expect(signatureTypeFiles(FILE, files, SOURCE)).toEqual([PROMISE_FILE]);
    })).toBe(0);
    // A caller that changes the answer it got does not change the next one.
    signatureTypeFiles(FILE, files, SOURCE).push('src/other.ts');
    expect(signatureTypeFiles(FILE, files, SOURCE)).toEqual([PROMISE_FILE]);
    // Another text of the file, or another list (another job's snapshot), is parsed and answered afresh.
    expect(parses(() => expect(signatureTypeFiles(FILE, files, original)).toEqual([]))).toBe(1);
    expect(parses(() => expect(signatureTypeFiles(FILE, files.filter((f) => f !== PROMISE_FILE), SOURCE)).toEqual([]))).toBe(1);
  });
});
