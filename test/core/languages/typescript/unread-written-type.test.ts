/**
 * A value whose WRITTEN type names something the check did not read (held out 21, session 28: @ariakit/test 0.8.0's
 * `query`, rejected with "Spread types may only be created from object types" (TS2698) twice). Its `options` are
 * `Parameters<Page["getByRole"]>[1]` — on a callback's parameter through the file's `RoleQuery` type, and written on
 * `text`'s own parameter — with `Page` from @playwright/test, which the job did not read (not installed here either):
 * the error type through `Parameters<...>[1]` becomes `unknown`, which looks closed. Such a finding may come from the
 * partial view and is dropped; a spread of an `unknown` the body declares itself is still rejected (tsc agrees).
 * Verbatim files (MIT, LICENSE beside them): @ariakit/test 0.8.0's src/playwright.ts and src/__aria-role.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';

const FILE = 'playwright.ts';
const cache = createValidationCache();
await prepareValidation(FILE, cache);
const fx = fixtureStub('ariakit-test-unread-spread', FILE, 'query', 'export function query(locator: Page | Locator | FrameLocator): Queries {\n', '\n}\n', '  ', cache);
const ROLES = '__aria-role.ts';
/** The body's own `unknown`, spread: an error whatever the unread files say. */
const OWN_UNKNOWN = fx.body.replace('return {\n', 'const extra: unknown = JSON.parse("{}");\nreturn {\n  ...extra,\n');
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('a written type that names an unread module', () => {
  it("accepts @ariakit/test's original `query` with @playwright/test unread", () => {
    expect(fx.check(fx.body, [ROLES]).errors).toEqual([]);
  });

  it("still rejects a spread of an `unknown` the body declares, as tsc does", () => {
    expect(OWN_UNKNOWN).not.toEqual(fx.body);
    expect(fx.check(OWN_UNKNOWN, [ROLES]).errors.join('\n')).toMatch(/Spread types may only be created from object types.*\(TS2698\)/);
    const dir = mkdtempSync(join(tmpdir(), 'dycoder-unread-spread-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'own.ts'), 'export function f(): object {\n  const extra: unknown = JSON.parse("{}");\n  return { ...extra };\n}\n');
    const program = ts.createProgram({ rootNames: [join(dir, 'own.ts')], options: { noEmit: true, strict: true, types: [], lib: ['lib.es2022.d.ts'] } });
    expect(program.getSemanticDiagnostics().map((d) => d.code)).toEqual([2698]);
  });
});
