/**
 * The module of a class's base (issue 22; seen blind on held out 10): @npmcli/arborist's `class Link extends Node`
 * (`const Node = require('./node.js')`). Retrieval had not read node.js, so `Node` was `any` to the check, every
 * member of `this` open, and `this.targetValue` (a member nothing defines) passed. scopeFiles now names the base's
 * module (answer/base-files.ts); read, the member set is Link's and Node's. Verbatim lib/link.js and lib/node.js of
 * @npmcli/arborist 9.9.3 (ISC) in test/fixtures/npmcli-arborist-link, stored as `.txt`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { baseClassFiles } from '../../../../src/core/languages/typescript/answer/base-files.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { shareTsLibEnv } from '../../../support/ts-lib-env.js';

const cache = createValidationCache();
await prepareValidation('check.js', cache);
shareTsLibEnv(cache);

const read = (file: string): string => readFileSync(resolve(import.meta.dirname, '../../../fixtures/npmcli-arborist-link', `${file}.txt`), 'utf8');
const FILE = 'lib/link.js';
const LISTING = [FILE, 'lib/node.js', 'lib/relpath.js', 'lib/edge.js', 'lib/inventory.js'];
const original = read(FILE);
const head = '  recalculateOutEdgesOverrides () {\n';
const start = original.indexOf(head) + head.length;
const end = original.indexOf('\n  }\n', start);
const BODY = original.slice(start, end).replace(/^ {4}/gm, '');
const SOURCE = `${original.slice(0, start)}    throw new Error('not implemented')${original.slice(end)}`;

function check(body: string, files: readonly string[]) {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs?.find((s) => s.qualname === 'Link.recalculateOutEdgesOverrides');
  const target = stub && parsed.definitions.find((d) => d.qualname === stub.qualname);
  if (!stub || !target) throw new Error('no stub');
  const readFiles = new Map([[FILE, SOURCE], ...files.map((f) => [f, read(f)] as const)]);
  return validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles, cache });
}

describe("the module of a class's base (@npmcli/arborist's Link extends Node)", () => {
  it("names the base's module, bound by require or import, and nothing once it is read", () => {
    expect(baseClassFiles(FILE, LISTING, SOURCE, new Map())).toEqual(['lib/node.js']);
    // node.js read: its own bases (none relative here) are followed; nothing more to ask.
    expect(baseClassFiles(FILE, LISTING, SOURCE, new Map([['lib/node.js', read('lib/node.js')]]))).toEqual([]);
    // The same shapes written as ES modules, a renamed named import, a type parameter list; an outside base: nothing.
    expect(baseClassFiles('src/a.ts', ['src/a.ts', 'src/b.ts'], "import { B as Base } from './b'\nexport class A<T> extends Base {}\n", new Map())).toEqual(['src/b.ts']);
    expect(baseClassFiles('src/a.ts', ['src/a.ts', 'src/b.ts'], "import Base from './b.js'\nclass A extends Base {}\n", new Map())).toEqual(['src/b.ts']);
    expect(baseClassFiles('src/a.ts', ['src/a.ts', 'src/b.ts'], "import { EventEmitter } from 'node:events'\nclass A extends EventEmitter {}\n", new Map())).toEqual([]);
    // A JavaScript importer gets the JavaScript base, not the hand-written `.d.ts` beside it (ecsy's ObjectPool, held
    // out 11: its typings lack the fields the constructor assigns); a TypeScript importer resolves as the compiler does.
    const js = "import { ObjectPool } from './ObjectPool.js';\nclass EntityPool extends ObjectPool {}\n";
    expect(baseClassFiles('src/E.js', ['src/E.js', 'src/ObjectPool.js', 'src/ObjectPool.d.ts'], js, new Map())).toEqual(['src/ObjectPool.js']);
    expect(baseClassFiles('src/E.ts', ['src/E.ts', 'src/ObjectPool.js', 'src/ObjectPool.d.ts'], js, new Map())).toEqual(['src/ObjectPool.d.ts']);
    // Bases of bases, through the files read so far.
    const chain = new Map([['src/b.ts', "import { C } from './c'\nexport class B extends C {}\n"]]);
    expect(baseClassFiles('src/a.ts', ['src/a.ts', 'src/b.ts', 'src/c.ts'], "import { B } from './b'\nclass A extends B {}\n", chain)).toEqual(['src/c.ts']);
  });

  it('with the base read, a member nothing defines is rejected and the original body accepted clean', () => {
    expect(BODY).toContain('this.target.updateOverridesEdgeInAdded');
    // A read that is no probe (`!this.targetValue ||` is one: JavaScript code tests a member a subclass or a caller
    // may provide before use, and the check takes such a member as provided — that escape stays).
    const wrong = BODY.replace('this.target.updateOverridesEdgeInAdded', 'this.targetValue.updateOverridesEdgeInAdded');
    expect(wrong).not.toBe(BODY);
    // Unread, `Node` is `any`: the wrong member passes (the gap).
    expect(check(wrong, []).ok).toBe(true);
    const rejected = check(wrong, ['lib/node.js']);
    expect(rejected.ok).toBe(false);
    expect(rejected.errors.join(' ')).toMatch(/targetValue.*TS2339/);
    expect(check(BODY, ['lib/node.js'])).toMatchObject({ ok: true, errors: [], warnings: [] });
  });
});
