/**
 * Node's `global` (issue 22, a false rejection of TS/JS held out 11, read after its blind run): nightwatch 3.16.0's
 * `lib/index.js` `throwIfBrowserNotAvailable` reads `global.browser`. The check declares Node's globals `any`
 * (lib-env.ts), but the TypeScript lib's own `declare global { ... }` block (lib.esnext.iterator.d.ts) was counted
 * as a lib name `global`, so the host globals left Node's `global` out and the compiler said "Cannot find name
 * 'global'". The body below is nightwatch's (MIT), in a CommonJS file of the same shape.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FILE = 'lib/index.js';
const BODY = `  if (!global.browser) {
    const err = new TypeError('Nightwatch client is not yet available.');
    err.addDetailedErr = true;
    throw err;
  }
`;
const source = `'use strict';
const Nightwatch = require('./nightwatch.js');

function throwIfBrowserNotAvailable() {
  throw new Error('not implemented');
}

module.exports = Nightwatch;
module.exports.expect = (...args) => {
  throwIfBrowserNotAvailable();

  return global.browser.expect(...args);
};
`;
const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

describe("Node's global in the type check", () => {
  it("accepts nightwatch's `global.browser`, and still rejects a name nothing declares", () => {
    const parsed = parseTypeScript(source, FILE);
    const stub = parsed.stubs!.find((s) => s.qualname === 'throwIfBrowserNotAvailable')!;
    const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
    const check = (body: string) => validateImplementation({ source, parsed, target: def, stub, body, file: FILE, readFiles: new Map([[FILE, source]]), cache }).errors;
    expect(check(BODY)).toEqual([]);
    expect(check(BODY.replace('global.browser', 'globl.browser'))).toEqual([expect.stringMatching(/Cannot find name 'globl'/)]);
  });

  it("declares Node's `global` in the check's host globals, once", async () => {
    const { createTsLibEnv, HOST_GLOBALS_FILE } = await import('../../../../src/core/languages/typescript/check/lib-env.js');
    const text = createTsLibEnv().sourceFile(HOST_GLOBALS_FILE)!.text;
    expect(text.split('\n').filter((l) => l === 'declare var global: any;')).toHaveLength(1);
  });
});
