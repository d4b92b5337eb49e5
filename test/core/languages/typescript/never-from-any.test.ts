/**
 * A value narrowed to `never` only because the check types its declared type `any` (read after held out 16's blind run:
 * @cycle/dom's `VNodeWrapper.call`, `rootElement: Element | DocumentFragment` with the DOM's types `any` to the check;
 * after `if (isDocFrag(this.rootElement)) return ...;` the compiler said "Property 'id' does not exist on type 'never'").
 * The fixture is written here after that pattern. A `never` from a type the check knows still rejects.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('src/wrap.ts', cache);
shareTsLibEnv(cache);

const FILE = 'src/wrap.ts';
const SOURCE = [
  'function isFragment(el: Element | DocumentFragment): el is DocumentFragment {',
  '  return el.nodeType === 11;',
  '}',
  'export class Wrapper {',
  '  constructor(public root: Element | DocumentFragment, public label: string | number) {}',
  '  matches(id: string): boolean {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');

function check(body: string) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'Wrapper.matches')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE]]), cache });
}

describe('a value narrowed to never from a declared type the check has as any', () => {
  it('accepts members of the rest of the union after an early return on a guard', () => {
    expect(check('if (isFragment(this.root)) {\n  return false;\n}\nreturn this.root.id === id && this.root.tagName !== "";').errors).toEqual([]);
  });

  it('still rejects a member of never from a type the check knows', () => {
    const result = check("if (typeof this.label === 'string' || typeof this.label === 'number') {\n  return false;\n}\nreturn this.label.id === id;");
    expect(result.errors.join(' ')).toMatch(/never/);
  });
});
