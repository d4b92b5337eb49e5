/**
 * A JavaScript class whose base the compiler takes from a hand-written declaration file (issue 22; a false rejection
 * of blind held out 11): ecsy's `class EntityPool extends ObjectPool` in src/EntityManager.js imports
 * `./ObjectPool.js`; src/ObjectPool.d.ts beside it declares the public API only (no `T`, `freeList`, `count`, which
 * the constructor in ObjectPool.js assigns). The answer checks read both (the `.d.ts` as an ambient file of the
 * target's folder, the `.js` as the base's module), and the compiler resolves `./ObjectPool.js` to the declaration
 * file first, as tsc with allowJs does: `this.T` was "Property 'T' does not exist on type 'EntityPool'" in the
 * original body. The JavaScript is the class that runs: check/js-chain-members.ts now asks it for the member (and
 * takes the member as unknown, not wrong, when it was not read). Verbatim src/EntityManager.js, src/ObjectPool.js and
 * src/ObjectPool.d.ts of ecsy 0.4.3 (MIT) in test/fixtures/ecsy-entity-pool, stored as `.txt`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);

const read = (file: string): string => readFileSync(resolve(import.meta.dirname, '../../../fixtures/ecsy-entity-pool', `${file}.txt`), 'utf8');
const FILE = 'src/EntityManager.js';
const original = read(FILE);
const head = '  expand(count) {\n';
const start = original.indexOf(head) + head.length;
const end = original.indexOf('\n  }\n', start);
const BODY = original.slice(start, end).replace(/^ {4}/gm, '');
const SOURCE = `${original.slice(0, start)}    throw new Error('not implemented')${original.slice(end)}`;

function check(body: string, files: readonly string[]) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'EntityPool.expand');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[FILE, SOURCE], ...files.map((f) => [f, read(f)] as const)]);
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

describe("a JavaScript class's base from a hand-written declaration file (ecsy's EntityPool extends ObjectPool)", () => {
  const BOTH = ['src/ObjectPool.d.ts', 'src/ObjectPool.js'];

  it('accepts the original body clean when the typings lack the fields the JavaScript base assigns', () => {
    expect(BODY).toContain('new this.T(this.entityManager)');
    expect(check(BODY, BOTH)).toMatchObject({ ok: true, errors: [], warnings: [] });
    // Only the typings read: the fields of the class that runs are unknown, not wrong.
    expect(check(BODY, ['src/ObjectPool.d.ts'])).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects a member neither the typings nor the JavaScript base has', () => {
    const wrong = BODY.replace('this.freeList.push', 'this.freeItems.push');
    expect(wrong).not.toBe(BODY);
    const rejected = check(wrong, BOTH);
    expect(rejected.ok).toBe(false);
    expect(rejected.errors.join(' ')).toMatch(/freeItems.*TS2339/);
    // A member the typings declare (a method) is found as before; a misspelt one is rejected.
    expect(check(BODY.replace('clone._pool = this;', 'clone._pool = this;\nthis.totalFree();'), BOTH).ok).toBe(true);
    expect(check(BODY.replace('clone._pool = this;', 'clone._pool = this;\nthis.totalFreed();'), BOTH).ok).toBe(false);
  });
});
