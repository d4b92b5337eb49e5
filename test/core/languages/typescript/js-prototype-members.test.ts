/**
 * The JavaScript answer check on members a constructor function gets through its PROTOTYPE from another
 * module (issue 22, held out 9's moment false rejection): moment 2.31.0's `Moment` (src/lib/moment/constructor.js)
 * calls `this.isValid()`, which `prototype.js` beside it assigns through an alias
 * (`var proto = Moment.prototype; proto.isValid = isValid;`). Read, the alias file fills the member set (a name
 * it does not assign stays an error); unread, an exported constructor function whose file never touches its
 * prototype has its members where the check cannot look (open). The pipeline reads the target directory's
 * JavaScript files for such a constructor (answer/prototype-files.ts). A constructor function whose own file
 * fills its prototype stays closed (source-map-js 1.2.4's MappingList). Verbatim files in
 * test/fixtures/moment-prototype-alias (MIT) and test/fixtures/source-map-js-prototype (BSD-3-Clause).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { prototypeFillerFiles, unfilledConstructors } from '../../../../src/core/languages/typescript/answer/prototype-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures');
const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const CONSTRUCTOR = 'src/lib/moment/constructor.js';
const PROTOTYPE = 'src/lib/moment/prototype.js';
const read = (fixture: string, file: string): string => readFileSync(resolve(FIXTURES, fixture, file), 'utf8');
const CONSTRUCTOR_TEXT = read('moment-prototype-alias', CONSTRUCTOR);
const PROTOTYPE_TEXT = read('moment-prototype-alias', PROTOTYPE);
const MOMENT_BODY = [
  'copyConfig(this, config);',
  'this._d = new Date(config._d != null ? config._d.getTime() : NaN);',
  'if (!this.isValid()) {',
  '    this._d = new Date(NaN);',
  '}',
  '// Prevent infinite loop in case updateOffset creates new moment',
  '// objects.',
  'if (updateInProgress === false) {',
  '    updateInProgress = true;',
  '    hooks.updateOffset(this);',
  '    updateInProgress = false;',
  '}',
].join('\n');

/** The check of `qualname`'s body in `text` (the lines of `body`, indented four spaces, replaced by a stub), with `others` read too. */
function checker(text: string, file: string, qualname: string, body: string, others: ReadonlyMap<string, string>, indent = '    ') {
  const indented = body.split('\n').map((l) => (l === '' ? l : `${indent}${l}`)).join('\n');
  expect(text).toContain(indented);
  const source = text.replace(indented, `${indent}throw new Error('not implemented');`);
  const parsed = parseTypeScript(source, file);
  const stub = parsed.stubs!.find((s) => s.qualname === qualname)!;
  const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  const readFiles = new Map<string, string>([...others, [file, source]]);
  return (b: string) => validateImplementation({ source, parsed, target: def, stub, body: b, file, readFiles, cache }).errors;
}

describe('JavaScript: members a prototype gets from another module', () => {
  it("accepts moment's Moment calling this.isValid() with prototype.js read, and rejects a name prototype.js does not assign", () => {
    const check = checker(CONSTRUCTOR_TEXT, CONSTRUCTOR, 'Moment', MOMENT_BODY, new Map([[PROTOTYPE, PROTOTYPE_TEXT]]));
    expect(check(MOMENT_BODY)).toEqual([]);
    expect(check(MOMENT_BODY.replace('this.isValid()', 'this.isValidValue()'))).toEqual([expect.stringMatching(/Property 'isValidValue' does not exist on type 'Moment'.*\(TS2339\)/)]);
  });

  it('takes the members as open when the file that fills the prototype was not read (and still checks names in scope)', () => {
    const check = checker(CONSTRUCTOR_TEXT, CONSTRUCTOR, 'Moment', MOMENT_BODY, new Map());
    expect(check(MOMENT_BODY)).toEqual([]);
    expect(check(MOMENT_BODY.replace('copyConfig(this', 'copyMomentConfig(this'))).toEqual([expect.stringMatching(/Cannot find name 'copyMomentConfig'.*\(TS(2304|2552)\)/)]);
  });

  it('stays closed when the alias file assigns a name under a computed key only through Symbol', () => {
    expect(PROTOTYPE_TEXT).toContain("proto[Symbol.for('nodejs.util.inspect.custom')]");
    const check = checker(CONSTRUCTOR_TEXT, CONSTRUCTOR, 'Moment', MOMENT_BODY, new Map([[PROTOTYPE, PROTOTYPE_TEXT]]));
    expect(check(MOMENT_BODY.replace('this.isValid()', 'this.inspectCustom()'))).toHaveLength(1);
  });

  it("keeps the members closed when the directory's files were read and none fills the prototype", () => {
    const check = checker(CONSTRUCTOR_TEXT, CONSTRUCTOR, 'Moment', MOMENT_BODY, new Map([['src/lib/moment/valid.js', 'export function isValid() {}\n']]));
    expect(check(MOMENT_BODY)).toEqual([expect.stringMatching(/Property 'isValid' does not exist on type 'Moment'/)]);
  });

  it('opens the member set when a read file extends the prototype with a call (Object.assign(Moment.prototype, ...))', () => {
    const extended = `${PROTOTYPE_TEXT}\nObject.assign(Moment.prototype, plugins);\n`;
    const check = checker(CONSTRUCTOR_TEXT, CONSTRUCTOR, 'Moment', MOMENT_BODY, new Map([[PROTOTYPE, extended]]));
    expect(check(MOMENT_BODY.replace('this.isValid()', 'this.isValidValue()'))).toEqual([]);
  });

  it("keeps source-map-js's MappingList closed: its own file fills its prototype", () => {
    const file = 'lib/mapping-list.js';
    const text = read('source-map-js-prototype', file);
    const body = ['this._array = [];', 'this._sorted = true;', '// Serves as infimum', 'this._last = { generatedLine: -1, generatedColumn: 0 };'].join('\n');
    const check = checker(text, file, 'MappingList', body, new Map(), '  ');
    expect(check(body.replace('this._sorted = true;', 'this._sorted = this._array.length === 0 || this._isSorted;'))).toEqual([
      expect.stringMatching(/Property '_isSorted' does not exist on type 'MappingList'.*\(TS(2339|2551)\)/),
    ]);
    expect(unfilledConstructors(text)).toEqual([]);
  });

  it("reads the target directory's JavaScript files for an exported constructor whose prototype its file never fills", () => {
    expect(unfilledConstructors(CONSTRUCTOR_TEXT)).toEqual(['Moment']);
    const files = ['src/lib/moment/constructor.js', 'src/lib/moment/prototype.js', 'src/lib/moment/valid.js', 'src/lib/utils/hooks.js', 'src/moment.js'];
    expect(prototypeFillerFiles(CONSTRUCTOR, files, CONSTRUCTOR_TEXT)).toEqual(['src/lib/moment/prototype.js', 'src/lib/moment/valid.js']);
    expect(prototypeFillerFiles(PROTOTYPE, files, PROTOTYPE_TEXT)).toEqual([]);
  });

  it('reads an export list by its local names, takes `$` in a name literally, and stops at an export list that never closes', () => {
    expect(unfilledConstructors('function Moment() {}\nexport { Moment as default };')).toEqual(['Moment']);
    expect(unfilledConstructors('function Zed() {}\nexport { other as Zed };')).toEqual([]);
    expect(unfilledConstructors('function A$() {}\nmodule.exports = A$;')).toEqual(['A$']);
    expect(unfilledConstructors('function A() {}\nmodule.exports = A$;')).toEqual([]);
    // Hostile input: an export list without its `}` over a megabyte (the old pattern backtracked over the rest of the file).
    expect(unfilledConstructors(`function A() {}\nexport { ${'a'.repeat(1_000_000)}`)).toEqual([]);
  });
});
