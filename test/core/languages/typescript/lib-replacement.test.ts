/**
 * The check's standard library is the installed compiler's, never a repository's (check/lib-env.ts,
 * check/program.ts `libReplacement: false`). The compiler's default looks up each lib file as a package
 * `@typescript/lib-*` beside the program's files first (about 90 lookups per program, issue 24's zod profile), so
 * a read file under `node_modules/@typescript/lib-es5/` stood in for `lib.es5.d.ts` and took `Array`, `String`
 * and every other ECMAScript type out of the check: a correct body was rejected.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FILE = 'src/words.ts';
const source = `export function longest(words: string[]): string {
  throw new Error('not implemented');
}
`;
const BODY = `  return words.reduce((a, b) => (b.length > a.length ? b : a), '').trim();
`;
/** A package the repository vendors (or any file at that path): read by the job, it is a repository file like any other. */
const VENDORED = 'node_modules/@typescript/lib-es5/index.d.ts';
const VENDORED_TEXT = `declare var vendoredOnly: number;
`;
const PACKAGE = 'node_modules/@typescript/lib-es5/package.json';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

describe("the type check's standard library", () => {
  const parsed = parseTypeScript(source, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'longest')!;
  const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  const check = (body: string, readFiles: Map<string, string>) => validateImplementation({ source, parsed, target: def, stub, body, file: FILE, readFiles, cache }).errors;

  it("is the compiler's own even when the job read a file where a lib replacement package would be", () => {
    const read = new Map([[FILE, source], [VENDORED, VENDORED_TEXT], [PACKAGE, '{"name":"@typescript/lib-es5","types":"index.d.ts"}']]);
    expect(check(BODY, read)).toEqual([]);
    // Still a real check: a member strings do not have is found, and the vendored file's global is seen (a read .d.ts is a root).
    expect(check(BODY.replace('.trim()', '.trimmed()'), read)).toEqual([expect.stringMatching(/Property 'trimmed' does not exist on type 'string'/)]);
    expect(check(`  return String(vendoredOnly);\n`, read)).toEqual([]);
  });

  it('gives the same verdicts without that file', () => {
    const read = new Map([[FILE, source]]);
    expect(check(BODY, read)).toEqual([]);
    expect(check(BODY.replace('.trim()', '.trimmed()'), read)).toEqual([expect.stringMatching(/Property 'trimmed' does not exist on type 'string'/)]);
  });
});
