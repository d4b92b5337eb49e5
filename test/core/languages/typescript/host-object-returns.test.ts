/**
 * A primitive returned where the function declares a host object type (issue 22; held out 14's wrong-return-type misses
 * in chessground, `createDefs(): Element` and `renderCoords(): HTMLElement`, read after the blind run). The check types
 * the DOM's names `any` (a repository's environment is unknown), so the compiler accepted `return Symbol('x')`; lib.dom
 * declares them as interfaces without call signatures, object types in every environment, so a string, number,
 * boolean or symbol is never one of them. Objects, `null` where the type allows it, and a repository type that shadows
 * the host's name are accepted.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

const source = (returns: string, prelude = ''): string => [
  prelude,
  `export function createDefs(doc: Document, id: string): ${returns} {`,
  "  throw new Error('not implemented');",
  '}',
  '',
].join('\n');

function check(src: string, body: string) {
  const file = 'src/svg.ts';
  const parsed = parseTypeScript(src, file);
  const stub = parsed.stubs?.[0];
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  return validateImplementation({ source: src, parsed, target, stub, body, file, readFiles: new Map([[file, src]]), cache });
}

const ORIGINAL = "const defs = doc.createElementNS('http://www.w3.org/2000/svg', 'defs');\ndefs.id = id;\nreturn defs;";

describe('a primitive returned for a host object type', () => {
  it('rejects a symbol, a string or a number returned for Element or HTMLElement | null', () => {
    for (const wrong of ["Symbol('x')", "'x'", '1']) {
      const r = check(source('Element'), ORIGINAL.replace('return defs;', `return ${wrong};`));
      expect(r.ok, wrong).toBe(false);
      expect(r.errors.join(' ')).toMatch(/not assignable to type 'Element'.*TS2322/);
    }
    expect(check(source('HTMLElement | null'), "return 'x';").ok).toBe(false);
  });

  it('accepts objects, null where allowed, and a repository type of the same name', () => {
    expect(check(source('Element'), ORIGINAL)).toMatchObject({ ok: true, errors: [], warnings: [] });
    expect(check(source('HTMLElement | null'), 'if (!id) return null;\nreturn doc.body;').ok).toBe(true);
    expect(check(source('Promise<Element>').replace('export function', 'export async function'), ORIGINAL).ok).toBe(true);
    expect(check(source('Element', 'type Element = string | number;'), "return 'x';").ok).toBe(true);
  });
});
