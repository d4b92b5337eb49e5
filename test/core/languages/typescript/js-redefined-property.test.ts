/**
 * JavaScript: "Duplicate identifier" on a property is the compiler merging a constructor function's members, not an
 * error of the program (issue 22; held out 14's false rejection in muuri's `Ticker`, read after the blind run): a
 * constructor that binds a prototype method to the instance (`this._tick = this._tick.bind(this)`) runs as written.
 * A duplicate binding (two parameters of one name in a module, a `let` declared twice) is a SyntaxError when the file
 * loads and stays a finding.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const SOURCE = [
  'function Clock(lanes) {',
  "  throw new Error('not implemented');",
  '}',
  '',
  'Clock.prototype._tick = function (time) {',
  '  this._last = time;',
  '  return this._lanes.length;',
  '};',
  '',
  'export default Clock;',
  '',
].join('\n');

function check(body: string) {
  const file = 'src/clock.js';
  const parsed = parseTypeScript(SOURCE, file);
  const stub = parsed.stubs?.[0];
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file, readFiles: new Map([[file, SOURCE]]), cache });
}

const ORIGINAL = 'this._last = 0;\nthis._lanes = [];\nthis._tick = this._tick.bind(this);\nfor (var i = 0; i < lanes; i++) this._lanes.push([]);';

describe('a JavaScript property assigned in the constructor and on the prototype', () => {
  it('accepts the original constructor', () => {
    expect(check(ORIGINAL)).toMatchObject({ ok: true, errors: [], warnings: [] });
  });

  it('still rejects a duplicate binding', () => {
    const params = check(`${ORIGINAL}\nfunction add(a, a) { return a; }\nthis._add = add;`);
    expect(params.ok).toBe(false);
    expect(params.errors.join(' ')).toMatch(/Duplicate identifier 'a'.*TS2300/);
    const lets = check(`let n = lanes;\nlet n = 0;\n${ORIGINAL}`);
    expect(lets.ok).toBe(false);
    expect(lets.errors.join(' ')).toMatch(/TS2451/);
  });
});
