/**
 * Node's `Buffer` as a TYPE (issue 22, a false rejection of TS/JS held out 9, read after its blind run): @ton/core
 * 0.63.1's `src/boc/utils/strings.ts` `readBuffer` declares `let res: Buffer`. The check declares Node's globals
 * `any` (it reads no @types/node); `Buffer` was a value only, so the compiler said "'Buffer' refers to a value,
 * but is being used as a type here". Verbatim file in test/fixtures/ton-core-buffer-type (MIT; stored as .ts.txt).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const FILE = 'src/boc/utils/strings.ts';
const TEXT = readFileSync(resolve(import.meta.dirname, '../../../fixtures/ton-core-buffer-type', `${FILE}.txt`), 'utf8');
const START = TEXT.indexOf('function readBuffer(slice: Slice) {\n') + 'function readBuffer(slice: Slice) {\n'.length;
const END = TEXT.indexOf('\n}\n', START) + 1;
const BODY = TEXT.slice(START, END);
const cache = createValidationCache();
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

describe("Node's Buffer as a type", () => {
  it("accepts @ton/core's readBuffer (let res: Buffer), and still rejects an unknown type name", () => {
    const source = `${TEXT.slice(0, START)}    throw new Error('not implemented');\n${TEXT.slice(END)}`;
    const parsed = parseTypeScript(source, FILE);
    const stub = parsed.stubs!.find((s) => s.qualname === 'readBuffer')!;
    const def = parsed.definitions.find((d) => d.qualname === stub.qualname && d.range.start === stub.defLine)!;
    const check = (body: string) => validateImplementation({ source, parsed, target: def, stub, body, file: FILE, readFiles: new Map([[FILE, source]]), cache }).errors;
    expect(BODY).toContain('let res: Buffer;');
    expect(check(BODY)).toEqual([]);
    expect(check(BODY.replace('let res: Buffer;', 'let res: Bufer;'))).toEqual([expect.stringMatching(/Cannot find name 'Bufer'/)]);
  });
});
