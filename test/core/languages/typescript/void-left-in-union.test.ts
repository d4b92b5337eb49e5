/**
 * The TypeScript answer check under its lenient settings (no strictNullChecks) on an iterator result narrowed by
 * `done` (issue 22, held out 10's @yume-chan/adb false rejection, read after the blind run): @yume-chan/adb 2.6.4's
 * `AdbAuthenticationProcessor.process` returns `result.value` after `if (result.done) throw ...`, with `result` an
 * `IteratorResult<AdbPacketData, void>`. Without strictNullChecks the compiler does not narrow the union and reports
 * "Type 'void | AdbPacketData' is not assignable to type 'AdbPacketData'"; in the project (strict) it compiles. A
 * `void` left in a union is the `undefined` strict narrowing removes: no finding; a wrong type stays one.
 * Verbatim files (auth.ts and the packet.ts it imports) in test/fixtures/yume-chan-adb-auth (MIT), stored as `.ts.txt`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { isVoidLeftInUnion } from '../../../../src/core/languages/typescript/check/findings.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FILE = 'src/daemon/auth.ts';
const PACKET = 'src/daemon/packet.ts';
const read = (file: string): string => readFileSync(resolve(import.meta.dirname, '../../../fixtures/yume-chan-adb-auth', `${file}.txt`), 'utf8');
const TEXT = read(FILE);
const cache = createValidationCache();
await prepareValidation(FILE, cache);
shareTsLibEnv(cache);

const BODY = [
  'if (!this.#iterator) {',
  '    this.#iterator = this.#invokeAuthenticator();',
  '}',
  '',
  'this.#pendingRequest.resolve(packet);',
  '',
  'const result = await this.#iterator.next();',
  'if (result.done) {',
  '    throw new Error("No authenticator can handle the request");',
  '}',
  '',
  'return result.value;',
].join('\n');

function check(body: string): string[] {
  const indented = BODY.split('\n').map((l) => (l === '' ? l : `        ${l}`)).join('\n');
  expect(TEXT).toContain(indented);
  const source = TEXT.replace(indented, "        throw new Error('not implemented');");
  const parsed = parseTypeScript(source, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'AdbAuthenticationProcessor.process')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
  return validateImplementation({ source, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, source], [PACKET, read(PACKET)]]), cache }).errors;
}

describe('void left in a union by the lenient settings', () => {
  it("accepts adb's process (IteratorResult narrowed by done) and still rejects a wrong return type", () => {
    expect(check(BODY)).toEqual([]);
    expect(check(BODY.replace('return result.value;', "return Symbol('x');"))).toEqual([expect.stringMatching(/Type 'symbol' is not assignable.*\(TS2322\)/)]);
  });

  it('drops only a union whose failing member is void', () => {
    expect(isVoidLeftInUnion("Type 'void | AdbPacketData' is not assignable to type 'AdbPacketData'.   Type 'void' is not assignable to type 'AdbPacketData'.")).toBe(true);
    expect(isVoidLeftInUnion("Type 'void' is not assignable to type 'AdbPacketData'.")).toBe(false);
    expect(isVoidLeftInUnion("Type 'string | number' is not assignable to type 'number'.   Type 'string' is not assignable to type 'number'.")).toBe(false);
    expect(isVoidLeftInUnion("Argument of type 'string | number' is not assignable to parameter of type 'number'.   Type 'string' is not assignable to type 'number'.")).toBe(false);
  });

  // The same narrowing with the value passed to a call (held out 11's @pothos/core `ArgumentRef.getConfig`, read after
  // its blind run: "Argument of type 'void | PothosInputFieldConfig<Types>' is not assignable to parameter of type ...").
  it('accepts a done-narrowed iterator value passed as an argument, and still rejects a wrong argument', () => {
    const file = 'src/drain.ts';
    const source = [
      'interface Packet { n: number }',
      'function size(p: Packet): number {',
      '  return p.n;',
      '}',
      'export async function first(it: AsyncIterator<Packet, void>): Promise<number> {',
      "  throw new Error('not implemented');",
      '}',
      '',
    ].join('\n');
    const parsed = parseTypeScript(source, file);
    const stub = parsed.stubs!.find((s) => s.qualname === 'first')!;
    const target = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
    const run = (body: string) => validateImplementation({ source, parsed, target, stub, body, file, readFiles: new Map([[file, source]]), cache }).errors;
    const body = ['const r = await it.next();', 'if (r.done) {', "  throw new Error('empty');", '}', 'return size(r.value);'].join('\n');
    expect(run(body)).toEqual([]);
    expect(run(body.replace('size(r.value)', "size('x')"))).toEqual([expect.stringMatching(/Argument of type 'string' is not assignable.*\(TS2345\)/)]);
  });
});
