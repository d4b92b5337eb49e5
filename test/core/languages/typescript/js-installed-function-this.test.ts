/**
 * `this` of a plain JavaScript function that another file installs on an object (issue 22; wrong-member misses of blind
 * held out 11, 11 of 18 open ones): @stellar/stellar-base's lib/operations/create_account.js defines
 * `function createAccount(opts)` reading `this.isValidAmount`, `this._toXDRAmount`, `this.setSourceAccount`; lib/operation.js
 * installs it as `Operation.createAccount = ops.createAccount;` on the `Operation` class it defines. The check took such a
 * `this` as the caller's, every member open. With the installing file read, a member that no read file names (nor the
 * target outside the body) is made up and rejected; a member the owner's file names stays accepted, and without the
 * installing file nothing changes. Verbatim files of @stellar/stellar-base 15.0.0 (Apache-2.0) in
 * test/fixtures/stellar-base-operations, stored as `.txt`.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const FIXTURE = fixtureStub('stellar-base-operations', 'lib/operations/create_account.js', 'createAccount', 'function createAccount(opts) {\n', '\n}', '  ', cache);
const BODY = FIXTURE.body;
const check = (body: string, files: readonly (string | readonly [string, string])[]) => FIXTURE.check(body, files);

describe("this of a plain function another file installs on an object (@stellar/stellar-base's Operation.createAccount)", () => {
  const WRONG = BODY.replace('this.isValidAmount(', 'this.isValidAmountValue(');

  it('rejects a member nothing names once the installing file is read, and accepts the original', () => {
    expect(WRONG).not.toBe(BODY);
    expect(check(BODY, ['lib/operation.js'])).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(WRONG, ['lib/operation.js']);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/isValidAmountValue.*TS2339/);
    // A member the body assigns itself is created there.
    expect(check(`this.lastDestination = opts.destination;\n${BODY.replace('!_strkey', '!this.lastDestination || !_strkey')}`, ['lib/operation.js']).ok).toBe(true);
  });

  it('leaves the members open without the installing file, or when the owner inherits', () => {
    expect(check(WRONG, []).ok).toBe(true);
    const inherits = FIXTURE.read('lib/operation.js').replace('var Operation = exports.Operation', '_inherits(Operation, Base);\nvar Operation = exports.Operation');
    expect(check(WRONG, [['lib/operation.js', inherits]]).ok).toBe(true);
  });
});
