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
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);

const read = (file: string): string => readFileSync(resolve(import.meta.dirname, '../../../fixtures/stellar-base-operations', `${file}.txt`), 'utf8');
const FILE = 'lib/operations/create_account.js';
const original = read(FILE);
const head = 'function createAccount(opts) {\n';
const start = original.indexOf(head) + head.length;
const end = original.indexOf('\n}', start);
const BODY = original.slice(start, end).replace(/^ {2}/gm, '');
const SOURCE = `${original.slice(0, start)}  throw new Error('not implemented');${original.slice(end)}`;

function check(body: string, files: readonly string[]) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'createAccount');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[FILE, SOURCE], ...files.map((f) => [f, read(f)] as const)]);
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

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
    const inherits = read('lib/operation.js').replace('var Operation = exports.Operation', '_inherits(Operation, Base);\nvar Operation = exports.Operation');
    const parsed = parseTypeScript(SOURCE, FILE);
    const stub = parsed.stubs!.find((s) => s.qualname === 'createAccount')!;
    const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
    const readFiles = new Map([[FILE, SOURCE], ['lib/operation.js', inherits]]);
    expect(validateImplementation({ source: SOURCE, parsed, target, stub, body: WRONG, file: FILE, readFiles, cache }).ok).toBe(true);
  });
});
