/**
 * A literal key of an interface that plugins augment (issue 22; a false rejection of blind TS/JS held out 12, read
 * after its run): hardhat 3.18.0's `readSourceFileFactory` calls `hooks.runHandlerChain("solidity", "readSourceFile",
 * ...)`, whose first parameter is constrained to `keyof HardhatHooks`. src/types/hooks.ts declares four categories;
 * the solidity plugin adds `solidity` with `declare module "../../../types/hooks.js" { export interface HardhatHooks
 * {...} }` in a type-extensions file the job did not read. The check said "Argument of type '"solidity"' is not
 * assignable to parameter of type 'keyof HardhatHooks'" (TS2345). An exported interface is open to augmentation from
 * any file of the program, so a literal outside the keys the check sees is unknown, not wrong
 * (check/keyof-augmentable.ts); a value that is no literal (`string`) stays an error, as tsc reports it.
 * Verbatim files (MIT) in test/fixtures/hardhat-hook-keys.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const FACTORY = fixtureStub(
  'hardhat-hook-keys', 'src/internal/builtin-plugins/solidity/build-system/read-source-file.ts', 'readSourceFileFactory',
  '): (absPath: string) => Promise<string> {\n', '\n}\n', '  ', cache,
);
const HOOKS = 'src/types/hooks.ts';

describe('a literal key of an interface other files augment', () => {
  it("accepts hardhat's `runHandlerChain(\"solidity\", ...)` with the un-augmented HardhatHooks read", () => {
    expect(FACTORY.body).toContain('"solidity",');
    expect(FACTORY.check(FACTORY.body, [HOOKS])).toMatchObject({ ok: true, errors: [] });
  });

  it('still rejects a `string` where the keys go', () => {
    const widened = FACTORY.check(FACTORY.body.replace('return async (factoryAbsPath: string) => {', 'const category: string = "solidity";\nreturn async (factoryAbsPath: string) => {').replace('"solidity",', 'category,'), [HOOKS]);
    expect(widened.ok).toBe(false);
    expect(widened.errors.join(' ')).toMatch(/Argument of type 'string' is not assignable to parameter of type 'keyof HardhatHooks'\. \(TS2345\)/);
  });
});
