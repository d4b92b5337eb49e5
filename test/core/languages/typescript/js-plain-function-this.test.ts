/**
 * The JavaScript answer check on `this` inside a PLAIN function (issue 22, held out 8's formidable false
 * rejections): formidable 3.5.4's `plugins/json.js` defines `function init()`, which assigns `this.type`
 * (so the compiler takes it for a constructor function) and reads `this.options` / `this._maybeEnd()`,
 * members of the Formidable instance its caller binds with `init.call(self, ...)`. A function the file does
 * not use as a class has the caller's `this`: its members are unknown, no finding. A constructor function
 * used as a class (`new`, `X.prototype`, exported capitalized) keeps its members checked: source-map-js
 * 1.2.4's MappingList. Verbatim files in test/fixtures/formidable-plugin-this (MIT) and
 * test/fixtures/source-map-js-prototype (BSD-3-Clause).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FIXTURES = resolve(import.meta.dirname, '../../../fixtures');
const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

/** The check of `qualname`'s body in `text` (its body `body`, indented two spaces, replaced by a stub). */
function checker(text: string, file: string, qualname: string, body: string) {
  const indented = body.split('\n').map((l) => (l === '' ? l : `  ${l}`)).join('\n');
  expect(text).toContain(indented);
  const source = text.replace(indented, "  throw new Error('not implemented');");
  const parsed = parseTypeScript(source, file);
  const stub = parsed.stubs!.find((s) => s.qualname === qualname)!;
  const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  const readFiles = new Map<string, string>([[file, source]]);
  return (b: string) => validateImplementation({ source, parsed, target: def, stub, body: b, file, readFiles, cache }).errors;
}

const JSON_FILE = 'src/plugins/json.js';
const JSON_TEXT = readFileSync(resolve(FIXTURES, 'formidable-plugin-this', JSON_FILE), 'utf8');
const INIT_BODY = [
  'this.type = jsonType;',
  '',
  'const parser = new JSONParser(this.options);',
  '',
  "parser.on('data', (fields) => {",
  '  this.fields = fields;',
  '});',
  '',
  "parser.once('end', () => {",
  '  this.ended = true;',
  '  this._maybeEnd();',
  '});',
  '',
  'this._parser = parser;',
].join('\n');

describe("JavaScript: `this` of a plain function is the caller's", () => {
  it("accepts formidable's init (called as init.call(self, ...)), and still rejects an unbound name in it", () => {
    const check = checker(JSON_TEXT, JSON_FILE, 'init', INIT_BODY);
    expect(check(INIT_BODY)).toEqual([]);
    expect(check(INIT_BODY.replace('new JSONParser(this.options)', 'makeJsonParser(this.options)'))).toEqual([expect.stringMatching(/Cannot find name 'makeJsonParser'.*\(TS(2304|2552)\)/)]);
  });

  it('checks the members of the same function once the file calls it with new', () => {
    const edited = JSON_TEXT.replace('init.call(self, self, options);', 'return new init(self, options);');
    expect(edited).not.toBe(JSON_TEXT);
    const errors = checker(edited, JSON_FILE, 'init', INIT_BODY)(INIT_BODY);
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/Property 'options' does not exist on type 'init'/), expect.stringMatching(/Property '_maybeEnd' does not exist on type 'init'/)]));
  });

  it("keeps a constructor function used as a class checked (source-map-js's MappingList)", () => {
    const file = 'lib/mapping-list.js';
    const text = readFileSync(resolve(FIXTURES, 'source-map-js-prototype', file), 'utf8');
    const body = ['this._array = [];', 'this._sorted = true;', '// Serves as infimum', 'this._last = { generatedLine: -1, generatedColumn: 0 };'].join('\n');
    const check = checker(text, file, 'MappingList', body);
    expect(check(body)).toEqual([]);
    expect(check(body.replace('this._sorted = true;', 'this._sorted = this._array.length === 0 || this._isSorted;'))).toEqual([
      expect.stringMatching(/Property '_isSorted' does not exist on type 'MappingList'.*\(TS(2339|2551)\)/),
    ]);
  });
});
