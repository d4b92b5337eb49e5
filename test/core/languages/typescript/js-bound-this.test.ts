/**
 * JavaScript: `this` of a plain function that its own file binds to the instance of one of its classes (issue 22;
 * held out 14's closed wrong-member miss in x-data-spreadsheet's toolbar, read after the blind run: `function
 * initBtns2() { ... this.items ... }` called as `initBtns2.call(this)` in the `Toolbar` constructor). The compiler
 * types such a `this` as the function's own; the check left every member open. With one class binding it (`.call`,
 * `.apply` or `.bind` with `this`), a member that no read file names, nor the file outside the body, is made up and
 * rejected; a member the class assigns stays accepted, and a class that extends another stays open.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const source = (heritage: string): string => [
  'function measure() {',
  "  throw new Error('not implemented');",
  '}',
  '',
  `export default class Bar${heritage} {`,
  '  constructor(items) {',
  '    this.items = items;',
  '    this.widths = [];',
  '    setTimeout(() => {',
  '      measure.call(this);',
  '    }, 0);',
  '  }',
  '}',
  '',
].join('\n');

function check(src: string, body: string) {
  const file = 'src/bar.js';
  const parsed = parseTypeScript(src, file);
  const stub = parsed.stubs?.find((s) => s.qualname === 'measure');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source: src, parsed, target, stub, body, file, readFiles: new Map([[file, src]]), cache });
}

const ORIGINAL = 'this.widths = [];\nthis.items.forEach((it) => {\n  this.widths.push(it.width);\n});';
const WRONG = ORIGINAL.replace('this.items.forEach', 'this.itemList.forEach');

describe('this of a plain function its file binds to a class instance', () => {
  it('accepts the original and rejects a member nothing names', () => {
    expect(check(source(''), ORIGINAL)).toMatchObject({ ok: true, errors: [], warnings: [] });
    const r = check(source(''), WRONG);
    expect(r.ok).toBe(false);
    expect(r.errors.join(' ')).toMatch(/itemList.*'Bar'/);
  });

  it('leaves the members open when the class extends another', () => {
    expect(check(source(' extends Base'), WRONG).ok).toBe(true);
  });
});
