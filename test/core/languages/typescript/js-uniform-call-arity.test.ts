/**
 * JavaScript: an extra argument that the same function passes, word for word, to sibling callees that take it (issue 22;
 * a false rejection of blind TS/JS held out 20, read after its run). vinyl-fs's `src` builds its stream pipeline as
 * `[gs(glob, opt), wrapVinyl(optResolver), resolveSymlinks(optResolver), prepare(optResolver), ...]`: the stages are
 * called uniformly, and `wrapVinyl()` takes no parameter. tsc with allowJs/checkJs says "Expected 0 arguments, but got 1"
 * (TS2554) there; JavaScript ignores the argument and the package runs as written (check/js-uniform-call-arity.ts). An
 * extra argument no sibling shares stays an error, as tsc reports it. vinyl-fs 3.0.3's lib/src as Debian ships it
 * (node-vinyl-fs), verbatim (Expat) in test/fixtures/vinyl-fs-src: the package is not installed for the test, as its
 * dependencies add ~300 `@types` packages to /usr/share/nodejs, which other tests use as a node_modules. The verdicts are
 * cross-checked with tsc (allowJs, checkJs) over the same files.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import type { ValidationResult } from '../../../../src/core/generate/types.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';
import { tscOracleHost } from '../../../support/tsc-oracle-host.js';

const SRC = resolve(import.meta.dirname, '../../../fixtures/vinyl-fs-src/lib/src');
const fixture = (f: string): string => readFileSync(join(SRC, `${f}.txt`), 'utf8');
const FILE = 'lib/src/index.js';
/** The modules `src` calls, as the job reads them (read-contents is a folder). */
const SIBLINGS = ['wrap-vinyl.js', 'resolve-symlinks.js', 'prepare.js', 'read-contents/index.js', 'sourcemap.js', 'options.js'];

const cache = createValidationCache();
await prepareValidation(FILE, cache);
shareTsLibEnv(cache);

const original = fixture('index.js');
const HEAD = 'function src(glob, opt) {\n';
const start = original.indexOf(HEAD) + HEAD.length;
const end = original.indexOf('\n}\n', start);
const BODY = original.slice(start, end).replace(/^ {2}/gm, '');
const SOURCE = `${original.slice(0, start)}  throw new Error('not implemented');${original.slice(end)}`;
const readFiles = new Map<string, string>([[FILE, SOURCE], ...SIBLINGS.map((f) => [`lib/src/${f}`, fixture(f)] as const)]);

function check(body: string): ValidationResult {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'src')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

const work = mkdtempSync(join(tmpdir(), 'dycoder-uniform-arity-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** tsc (allowJs, checkJs) over a copy of the package's src/ on disk with `body` in place: the TS2554 messages in index.js. */
function tscArity(body: string): string[] {
  const dir = join(work, 'lib', 'src');
  mkdirSync(join(dir, 'read-contents'), { recursive: true });
  for (const f of SIBLINGS) writeFileSync(join(dir, f), fixture(f));
  writeFileSync(join(dir, 'index.js'), SOURCE.replace("  throw new Error('not implemented');", body.split('\n').map((l) => (l === '' ? l : `  ${l}`)).join('\n')));
  const options: ts.CompilerOptions = { noEmit: true, allowJs: true, checkJs: true, types: [], lib: ['lib.es2020.d.ts'], module: ts.ModuleKind.CommonJS, moduleResolution: ts.ModuleResolutionKind.Node10 };
  const program = ts.createProgram({ rootNames: [join(dir, 'index.js')], options, host: tscOracleHost(options) });
  return program.getSemanticDiagnostics(program.getSourceFile(join(dir, 'index.js'))).filter((d) => d.code === 2554).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

describe("an extra argument a JavaScript function's sibling calls share", () => {
  it("vinyl-fs's src as written: tsc says TS2554 on `wrapVinyl(optResolver)`, the check accepts it", () => {
    expect(BODY).toContain('wrapVinyl(optResolver),');
    expect(tscArity(BODY)).toEqual(['Expected 0 arguments, but got 1.']);
    expect(check(BODY)).toMatchObject({ ok: true, errors: [] });
  });

  it('an extra argument no sibling shares stays an error, as tsc reports it', () => {
    const wider = BODY.replace('prepare(optResolver),', 'prepare(optResolver, undefined),');
    expect(tscArity(wider)).toEqual(['Expected 0 arguments, but got 1.', 'Expected 0-1 arguments, but got 2.']);
    const r = check(wider);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/Expected 0-1 arguments, but got 2\. \(TS2554\)/);
    expect(r.errors.join(' ')).not.toMatch(/Expected 0 arguments/);
    // Alone (its siblings gone), the extra argument to `wrapVinyl()` is an error again.
    const alone = 'var optResolver = createResolver(config, opt);\nreturn wrapVinyl(optResolver);';
    expect(tscArity(alone)).toEqual(['Expected 0 arguments, but got 1.']);
    expect(check(alone).errors.join(' ')).toMatch(/Expected 0 arguments, but got 1\. \(TS2554\)/);
  });
});
