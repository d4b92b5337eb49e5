/**
 * A name whose declared type the check did not read, narrowed by a guard (issue 22, session 25; held out 18's
 * @tato30/vue-pdf 2.2.0, read after its blind run). `toDocumentInitParameters(source: PDFSrc)` returns `{ data: source }`
 * after `source instanceof ArrayBuffer || ArrayBuffer.isView(source)`; with `../types` (PDFSrc) unread, `source` is the
 * error type, which the guards narrow to `ArrayBuffer | ArrayBufferView` — and `ArrayBufferView` does not fit pdfjs-dist's
 * `TypedArray` (TS2322), under any lib. The project's compiler narrows the real PDFSrc to its typed arrays and reports
 * nothing (tsc 5.9 on the package's own files: clean). Not a lib/declaration version skew: the partial view. The finding
 * is dropped; the same assignment from a value the check does know is still rejected. Verbatim files: vue-pdf's
 * src/components/utils/miscellaneous.ts and src/components/types.ts, pdfjs-dist 6.2.108's package.json and types/src/display/api.d.ts.
 */
import { describe, expect, it } from 'vitest';
import { dependencyPath } from '../../../../src/core/dependencies/port.js';
import { prepareValidation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { fixtureStub } from './fixture-stub.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FILE = 'miscellaneous.ts';
const cache = createValidationCache();
await prepareValidation(`src/components/utils/${FILE}`, cache);
shareTsLibEnv(cache);
const fx = fixtureStub('vue-pdf-narrowed-unread', FILE, 'toDocumentInitParameters', 'function toDocumentInitParameters(source: PDFSrc): DocumentInitParameters {\n', '\n}\n', '  ', cache);
const PDFJS: [string, string][] = [
  [dependencyPath('typescript', 'pdfjs-dist/package.json'), fx.read('package.json')],
  [dependencyPath('typescript', 'pdfjs-dist/types/src/display/api.d.ts'), fx.read('api.d.ts')],
];

describe('a name of an unread type, narrowed by a guard', () => {
  it("accepts vue-pdf's original with PDFSrc unread", () => {
    expect(fx.check(fx.body, PDFJS).errors).toEqual([]);
  });

  it("accepts it with PDFSrc read: a union with the host's `URL` (any by design) is `any` without being written so", () => {
    expect(fx.check(fx.body, [...PDFJS, ['types.ts', fx.read('types.ts')]]).errors).toEqual([]);
  });

  it('still rejects an ArrayBufferView the body declares itself', () => {
    const own = fx.body.replace('return { data: source }', 'const view: ArrayBufferView = new DataView(new ArrayBuffer(1))\n  return { data: view }');
    expect(own).not.toEqual(fx.body);
    expect(fx.check(own, PDFJS).errors.join('\n')).toMatch(/ArrayBufferView.*is not assignable/);
  });
});
