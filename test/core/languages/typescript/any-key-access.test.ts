/**
 * The TypeScript answer check on a value read with a key of type `any` through an index signature (issue 22,
 * held out 8's happy-dom false rejection): happy-dom 21.0.4's `HTMLSelectElement.remove` reads
 * `this[PropertySymbol.removeChild]` and `QuerySelector.querySelectorAll(this, 'option')[PropertySymbol.items]`;
 * with `PropertySymbol` (a module of unique symbols) not read, the key is `any`, and the compiler picks the
 * number index signature (`[index: number]: HTMLOptionElement`, NodeList's `[index: number]: T`): "Property
 * 'length' does not exist on type 'HTMLOptionElement'" and "This expression is not callable" on correct code.
 * Verbatim files in test/fixtures/happydom-any-key (MIT; stored with a .txt suffix): the select element and the modules retrieval read
 * with it (QuerySelector, NodeList, HTMLOptionElement, IHTMLElementTagNameMap), not PropertySymbol.ts.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const ROOT = resolve(import.meta.dirname, '../../../fixtures/happydom-any-key');
/** Stored as `<file>.txt` so that the repository's own type check does not compile them. */
const read = (file: string): string => readFileSync(join(ROOT, `${file}.txt`), 'utf8');
const FILE = 'src/nodes/html-select-element/HTMLSelectElement.ts';
const OTHERS = ['src/query-selector/QuerySelector.ts', 'src/nodes/node/NodeList.ts', 'src/nodes/html-option-element/HTMLOptionElement.ts', 'src/config/IHTMLElementTagNameMap.ts'];
const BODY = [
  "if (typeof index === 'number') {",
  "\tconst options = QuerySelector.querySelectorAll(this, 'option')[PropertySymbol.items];",
  '',
  '\tif (!options[index]) {',
  '\t\treturn;',
  '\t}',
  '',
  '\tconst childNodes = this[PropertySymbol.nodeArray];',
  '',
  '\twhile (childNodes.length) {',
  '\t\tthis[PropertySymbol.removeChild](childNodes[0]);',
  '\t}',
  '',
  '\tfor (let i = 0, max = options.length; i < max; i++) {',
  '\t\tif (i !== index) {',
  '\t\t\tthis[PropertySymbol.appendChild](options[i]);',
  '\t\t}',
  '\t}',
  '} else {',
  '\tsuper.remove();',
  '}',
].join('\n');
const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

function checker() {
  const text = read(FILE);
  const indented = BODY.split('\n').map((l) => (l === '' ? l : `\t\t${l}`)).join('\n');
  expect(text).toContain(indented);
  const source = text.replace(indented, "\t\tthrow new Error('not implemented');");
  const parsed = parseTypeScript(source, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'HTMLSelectElement.remove')!;
  const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  const readFiles = new Map<string, string>([[FILE, source], ...OTHERS.map((f) => [f, read(f)] as const)]);
  return (body: string) => validateImplementation({ source, parsed, target: def, stub, body, file: FILE, readFiles, cache }).errors;
}

describe('a value read with an `any` key through an index signature', () => {
  it("accepts happy-dom's HTMLSelectElement.remove, whose PropertySymbol keys are not read", () => {
    expect(checker()(BODY)).toEqual([]);
  });

  it('keeps a call of an index read with a known key, and a wrong member of the collection, errors', () => {
    const check = checker();
    expect(check(BODY.replace('\t\tthis[PropertySymbol.removeChild](childNodes[0]);', '\t\tthis[0](childNodes[0]);'))).toEqual([
      expect.stringMatching(/not callable.*HTMLOptionElement.*\(TS2349\)/),
    ]);
    expect(check(BODY.replace("querySelectorAll(this, 'option')[PropertySymbol.items];", "querySelectorAll(this, 'option').itemz;"))).toEqual([
      expect.stringMatching(/Property 'itemz' does not exist on type 'NodeList<HTMLOptionElement>'/),
    ]);
  });
});
