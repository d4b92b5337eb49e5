/**
 * The package's own name (issue 22; seen blind on held out 10): @sanity/client's `csm/types.ts` re-exports
 * `ContentSourceMapPaths` from `'@sanity/client'`, the package's own name (Node's self-reference through package.json
 * `name` + `exports`). The check's compiler took it for an outside module (`any`), so `jsonPath`, declared to return
 * `ContentSourceMapPaths[number]`, accepted `return Symbol('x')`. Now scopeFiles asks, round by round, for the
 * nearest package.json, the entry its `exports` names (the `source` condition first, else the source beside the
 * build output) and the modules the entry re-exports; the compiler host resolves the own name through the read
 * package.json (answer/own-package.ts). Verbatim files of @sanity/client 7.28.0 (MIT) in
 * test/fixtures/sanity-client-own-name, stored as `.txt`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { ownPackageFile, ownPackages } from '../../../../src/core/languages/typescript/answer/own-package.js';
import { ownPackageScopeFiles } from '../../../../src/core/languages/typescript/answer/own-package-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const read = (file: string): string => readFileSync(resolve(import.meta.dirname, '../../../fixtures/sanity-client-own-name', `${file}.txt`), 'utf8');
const FILE = 'src/csm/jsonPath.ts';
const FIXTURES = ['package.json', 'src/csm/types.ts', FILE, 'src/index.ts', 'src/defineCreateClient.ts', 'src/types.ts'];
// The repository's listing: the fixtures and the files their imports name (not read here, as in a job).
const LISTING = [...FIXTURES, 'src/csm/studioPath.ts', 'src/config.ts', 'src/SanityClient.ts', 'src/data/patch.ts', 'src/data/transaction.ts', 'src/index.browser.ts', 'src/stega/index.ts', 'src/csm/index.ts'];
const original = read(FILE);
const head = 'export function jsonPath(path: ContentSourceMapParsedPath): ContentSourceMapPaths[number] {\n';
const start = original.indexOf(head) + head.length;
const end = original.indexOf('\n}\n', start);
const BODY = original.slice(start, end).replace(/^ {2}/gm, '');
const SOURCE = `${original.slice(0, start)}  throw new Error('not implemented')${original.slice(end)}`;

function check(body: string, files: readonly string[]) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'jsonPath');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[FILE, SOURCE], ...files.map((f) => [f, read(f)] as const)]);
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

describe("the package's own name (@sanity/client's csm/types.ts re-exports from '@sanity/client')", () => {
  it('resolves the own name and its subpaths through package.json exports, and nothing else', () => {
    const packages = ownPackages(new Map([['package.json', read('package.json')]]));
    expect(packages.map((p) => p.name)).toEqual(['@sanity/client']);
    const has = (p: string): boolean => LISTING.includes(p);
    expect(ownPackageFile('@sanity/client', packages, has)).toBe('src/index.ts');
    expect(ownPackageFile('@sanity/client/stega', packages, has)).toBe('src/stega/index.ts');
    expect(ownPackageFile('@sanity/client/csm', packages, has)).toBe('src/csm/index.ts');
    // Another package, a relative path, a subpath the package does not export: not the own package.
    expect(ownPackageFile('get-it', packages, has)).toBeUndefined();
    expect(ownPackageFile('./types', packages, has)).toBeUndefined();
    expect(ownPackageFile('@sanity/client/nope', packages, has)).toBeUndefined();
    // Without `exports`, an entry naming build output missing from the repository is the source beside it.
    const plain = ownPackages(new Map([['pkg/package.json', JSON.stringify({ name: 'plain', main: './dist/index.js' })]]));
    expect(ownPackageFile('plain', plain, (p) => p === 'pkg/src/index.ts')).toBe('pkg/src/index.ts');
  });

  it('scopeFiles asks for the package.json, then the entry, then what the entry re-exports', () => {
    const rounds: string[][] = [];
    const readNow = new Map([['src/csm/types.ts', read('src/csm/types.ts')]]);
    for (let i = 0; i < 4; i++) {
      const asked = ownPackageScopeFiles(FILE, LISTING, SOURCE, readNow);
      rounds.push(asked);
      for (const f of asked) if (FIXTURES.includes(f)) readNow.set(f, read(f));
    }
    expect(rounds[0]).toEqual(['package.json']);
    expect(rounds[1]).toEqual(['src/index.ts']);
    expect(rounds[2]).toEqual(['src/defineCreateClient.ts']);
    expect(rounds[3]).toContain('src/types.ts');
    // Nothing names a bare module: the package.json is not asked for; a file outside the listing's packages: nothing.
    expect(ownPackageScopeFiles(FILE, LISTING, SOURCE, new Map())).toEqual([]);
    expect(ownPackageScopeFiles(FILE, LISTING.filter((f) => f !== 'package.json'), SOURCE, readNow)).toEqual([]);
  });

  it('with those files read, a wrong return value is rejected and the original body accepted clean', () => {
    const wrong = BODY.replace(/return `\$\$\{path[\s\S]*$/, "return Symbol('x')");
    expect(wrong).toContain("return Symbol('x')");
    // Without the package.json the own name is an outside module: `any`, the wrong value passes (the gap).
    expect(check(wrong, FIXTURES.filter((f) => f !== 'package.json' && f !== FILE)).ok).toBe(true);
    const all = FIXTURES.filter((f) => f !== FILE);
    const rejected = check(wrong, all);
    expect(rejected.ok).toBe(false);
    expect(rejected.errors.join(' ')).toMatch(/TS2322/);
    expect(check(BODY, all)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});
