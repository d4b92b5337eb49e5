/**
 * A name used as a value that only a type binds (TS2693; held out 15's tgrid `WebSocketPolyfill`: `NodeModule.ws.get()`
 * with the file's import of its own `NodeModule` taken out). The check declares Node's `NodeModule` as a host type
 * (lib-env.ts), so the name was no "Cannot find name" and no needed import was looked for. Now a value that a read file
 * exports under the name is a needed import, as for an unbound name; with no such file the body is still rejected.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('src/web/polyfill.ts', cache);
shareTsLibEnv(cache);

const FILE = 'src/web/polyfill.ts';
const SOURCE = "export async function webSocketPolyfill(): Promise<unknown> {\n  throw new Error('not implemented');\n}\n";
const MODULE = ['src/utils/NodeModule.ts', "export namespace NodeModule {\n  export const ws = { get: async () => ({ default: class {} }) };\n}\n"] as const;
const BODY = 'const modulo = await NodeModule.ws.get();\nreturn modulo.default;';

function check(files: ReadonlyMap<string, string>) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'webSocketPolyfill')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return validateImplementation({ source: SOURCE, parsed, target, stub, body: BODY, file: FILE, readFiles: new Map([[FILE, SOURCE], ...files]), cache });
}

describe('a value named like a host type only', () => {
  it('is a needed import when a read file exports a value under the name', () => {
    const result = check(new Map([MODULE]));
    expect(result.errors).toEqual([]);
    expect(result.imports).toEqual([{ text: "import { NodeModule } from '../utils/NodeModule';", afterLine: 0, names: ['NodeModule'] }]);
  });

  it('is still rejected when no read file has it', () => {
    const result = check(new Map());
    expect(result.errors.join(' ')).toMatch(/'NodeModule' only refers to a type.*TS2693/);
    expect(result.imports).toEqual([]);
  });
});
