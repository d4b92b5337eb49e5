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
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const FIXTURE = fixtureStub('ecsy-entity-pool', 'src/EntityManager.js', 'EntityPool.expand', '  expand(count) {\n', '\n  }\n', '    ', cache);
const BODY = FIXTURE.body;
const check = (body: string, files: readonly string[]) => FIXTURE.check(body, files);

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
