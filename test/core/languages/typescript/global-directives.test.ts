/**
 * The JavaScript answer check on a name the file declares with a linter's `/* global *\/` directive (issue 22,
 * a false rejection of TS/JS held out 9, read after its blind run): leaflet 1.9.4's `src/core/Class.js`
 * `checkDeprecatedMixinEvents` reads the page's `L` under `/* global L: true *\/`. A listed name is the host's;
 * an unlisted one stays "Cannot find name". Verbatim file in test/fixtures/leaflet-global-directive (BSD-2-Clause).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { globalDirectiveNames } from '../../../../src/core/languages/typescript/check/global-directives.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FILE = 'src/core/Class.js';
/** The file has CRLF line ends; the test reads it with LF ones. */
const TEXT = readFileSync(resolve(import.meta.dirname, '../../../fixtures/leaflet-global-directive', FILE), 'utf8').replaceAll('\r\n', '\n');
const BODY = [
  '/* global L: true */',
  "if (typeof L === 'undefined' || !L || !L.Mixin) { return; }",
  '',
  'includes = Util.isArray(includes) ? includes : [includes];',
  '',
  'for (var i = 0; i < includes.length; i++) {',
  '\tif (includes[i] === L.Mixin.Events) {',
  "\t\tconsole.warn('Deprecated include of L.Mixin.Events: ' +",
  "\t\t\t'this property will be removed in future releases, ' +",
  "\t\t\t'please inherit from L.Evented instead.', new Error().stack);",
  '\t}',
  '}',
].join('\n');
const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

function checker() {
  const indented = BODY.split('\n').map((l) => (l === '' ? l : `\t${l}`)).join('\n');
  expect(TEXT).toContain(indented);
  const source = TEXT.replace(indented, "\tthrow new Error('not implemented');");
  const parsed = parseTypeScript(source, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'checkDeprecatedMixinEvents')!;
  const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  return (body: string) => validateImplementation({ source, parsed, target: def, stub, body, file: FILE, readFiles: new Map([[FILE, source]]), cache }).errors;
}

describe('names a /* global */ directive declares', () => {
  it('reads the names of global and globals directives', () => {
    expect([...globalDirectiveNames('/* global L: true */ x; /*globals jQuery, $ : false, _ */')]).toEqual(['L', 'jQuery', '$', '_']);
    expect(globalDirectiveNames('// global L\n/* a global thing */').size).toBe(0);
  });

  it("accepts leaflet's checkDeprecatedMixinEvents, and rejects a name the directive does not list", () => {
    const check = checker();
    expect(check(BODY)).toEqual([]);
    expect(check(BODY.replace('includes[i] === L.Mixin.Events', 'includes[i] === Leaflet.Mixin.Events'))).toEqual([expect.stringMatching(/Cannot find name 'Leaflet'/)]);
  });
});
