/**
 * Needed imports and scope findings of the TypeScript check (issue 22): a name a read file exports
 * becomes the exact import line in the file's own style, ambient declarations the job read are in
 * scope, and Python, `await` outside async and near-miss names get the repair round's messages.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
// The TypeScript compiler check is loaded on demand, as implementTarget does before validating.
await prepareValidation('check.ts', cache);
shareTsLibEnv(cache);

function check(file: string, source: string, body: string, files: Record<string, string> = {}) {
  const parsed = parseTypeScript(source, file);
  const stub = parsed.stubs?.[0];
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[file, source], ...Object.entries(files)]);
  return validateImplementation({ source, parsed, target, stub, body, file, readFiles, cache });
}

const USERS = 'export interface User { id: number; name: string }\nexport function getUser(id: number): User {\n  return { id, name: String(id) };\n}\n';

describe('needed imports', () => {
  it('imports a function a read file exports, with the `.js` suffix the file uses under ESM, after its last import', () => {
    const source = [
      "import { db } from './db.js';",
      "import type { Config } from './config.js';",
      '',
      'export function nameOf(id: number, config: Config): string {',
      "  throw new Error('not implemented');",
      '}',
      '',
    ].join('\n');
    const v = check('src/names.ts', source, 'return getUser(id).name;', { 'src/users.ts': USERS, 'src/db.ts': 'export const db = {};\n' });
    expect(v.errors).toEqual([]);
    expect(v.imports).toEqual([{ text: "import { getUser } from './users.js';", afterLine: 2, names: ['getUser'] }]);
  });

  it('goes through a barrel the file already imports from, and imports a type as a type', () => {
    const source = ["import { db } from \"../lib\"", '', 'export function load(id: number) {', '  // TODO: implement', '}', ''].join('\n');
    const v = check('src/app/load.ts', source, 'const u: User = getUser(id);\nreturn u;', {
      'src/lib/index.ts': "export * from './users'\nexport const db = {}\n",
      'src/lib/users.ts': USERS,
    });
    expect(v.errors).toEqual([]);
    expect(v.imports).toEqual([{ text: 'import { type User, getUser } from "../lib"', afterLine: 1, names: ['User', 'getUser'] }]);
  });

  it('imports a repository name that only a DOM global of the same name would otherwise bind, through the module the file imports from', () => {
    const node = 'export class Node {\n  static fromJSON(json: unknown): Node { return new Node(); }\n}\nexport class TextNode extends Node {}\n';
    const source = ["import {TextNode} from './node'", '', 'export function load(json: unknown): TextNode | Node {', "  throw new Error('not implemented')", '}', ''].join('\n');
    const v = check('src/load.ts', source, 'return Node.fromJSON(json)', { 'src/node.ts': node });
    expect(v.errors).toEqual([]);
    expect(v.imports).toEqual([{ text: "import { Node } from './node'", afterLine: 1, names: ['Node'] }]);
    // The DOM's Node, in a file whose imports offer no Node: no import.
    const dom = ["import {parse} from './parse'", '', 'export function isElement(n: any): boolean {', "  throw new Error('not implemented')", '}', ''].join('\n');
    const d = check('src/dom.ts', dom, 'return n.nodeType === Node.ELEMENT_NODE', { 'src/parse.ts': 'export function parse() {}\n', 'src/node.ts': node });
    expect(d.errors).toEqual([]);
    expect(d.imports).toEqual([]);
  });

  it('writes `require` in a CommonJS file', () => {
    const source = ["'use strict';", "const db = require('./db');", '', 'function nameOf(id) {', "  throw new Error('not implemented');", '}', 'module.exports = { nameOf };', ''].join('\n');
    const v = check('lib/names.js', source, 'return getUser(id).name;', { 'lib/users.js': 'function getUser(id) { return { id }; }\nmodule.exports = { getUser };\n', 'lib/db.js': 'module.exports = {};\n' });
    expect(v.errors).toEqual([]);
    expect(v.imports).toEqual([{ text: "const { getUser } = require('./users');", afterLine: 2, names: ['getUser'] }]);
  });
});

describe('scope findings', () => {
  const source = ['export class Flags {', '  private on = false;', '  toggle(): void {', '    // TODO: implement', '  }', '}', ''].join('\n');

  it('knows the globals an ambient declaration file the job read declares', () => {
    const body = 'if (__DEV__) this.on = !this.on;';
    expect(check('src/flags.ts', source, body, { 'src/global.d.ts': 'declare const __DEV__: boolean;\n' })).toMatchObject({ ok: true, warnings: [], errors: [] });
    expect(check('src/flags.ts', source, body).errors).toEqual(["Body line 1: Cannot find name '__DEV__'. (TS2304)"]);
  });

  it('does not blame the body for a number the compiler made from values of modules it did not read', () => {
    const source = ["import { GWEI_TO_WEI } from '@chain/util'", "import { rewardAccount } from './reward'", '', 'export function gas(w: any): bigint {', "  throw new Error('not implemented')", '}', ''].join('\n');
    const files = { 'src/reward.ts': 'export function rewardAccount(reward: bigint): void {}\n' };
    expect(check('src/gas.ts', source, 'const per = w.bytes * GWEI_TO_WEI\nrewardAccount(w.amount * GWEI_TO_WEI)\nreturn per * BigInt(16)', files)).toMatchObject({ ok: true, errors: [] });
    // A number the body writes itself is still a number.
    expect(check('src/gas.ts', source, 'rewardAccount(2 * 3)\nreturn 2 * BigInt(16)', files).errors).toEqual([
      "Body line 1: Argument of type 'number' is not assignable to parameter of type 'bigint'. (TS2345)",
      "Body line 2: Operator '*' cannot be applied to types 'number' and 'bigint'. (TS2365)",
    ]);
  });

  it('takes a `__NAME__` in JavaScript for a bundler define, and still rejects other unbound names there', () => {
    const js = ['export function root() {', "  throw new Error('not implemented');", '}', ''].join('\n');
    expect(check('dist/register.js', js, 'return globalThis[__VITEST_MOCKER_ROOT__];')).toMatchObject({ ok: true, errors: [] });
    expect(check('dist/register.js', js, 'return globalThis[VITEST_MOCKER_ROOT];').errors).toEqual(["Body line 1: Cannot find name 'VITEST_MOCKER_ROOT'. (TS2304)"]);
  });

  it('rejects Python written as TypeScript in a void method, and a value returned from it', () => {
    const v = check('src/flags.ts', source, 'result = None\nreturn result');
    expect(v.ok).toBe(false);
    expect(v.errors[0]).toMatch(/^The body is Python, not TypeScript\/JavaScript \(`None`\)/);
    expect(check('src/flags.ts', source, 'this.on = !this.on;\nreturn this.on;').errors).toEqual([
      "Body line 2: Type 'boolean' is not assignable to type 'void'. (TS2322)",
    ]);
  });

  it('rejects `await` in a function that is not async, and names the close match a read file exports', () => {
    const src = ['export function total(ids: number[]): number {', "  throw new Error('not implemented');", '}', ''].join('\n');
    expect(check('src/total.ts', src, 'const r = await Promise.resolve(ids.length);\nreturn r;').errors).toEqual([
      expect.stringMatching(/^Body line 1: 'await' expressions are only allowed within async functions and at the top levels of modules\. \(TS1308\)$/),
    ]);
    const v = check('src/total.ts', src, 'return ids.map((id) => fetchUser(id).id).length;', { 'src/users.ts': USERS.replace('getUser', 'fetchUsers') });
    expect(v.errors).toEqual(["Body line 1: Cannot find name 'fetchUser'. `fetchUser` is defined nowhere; `fetchUsers` in `src/users.ts` is. (TS2304)"]);
  });

  it('finds unbound names in JavaScript, where types are not checked', () => {
    const src = ['export function total(ids) {', "  throw new Error('not implemented');", '}', ''].join('\n');
    expect(check('src/total.js', src, 'return ids.length.toFixedd(2);').errors).toEqual([]);
    expect(check('src/total.js', src, 'return sumOf(ids);').errors).toEqual(["Body line 1: Cannot find name 'sumOf'. (TS2304)"]);
  });
});
