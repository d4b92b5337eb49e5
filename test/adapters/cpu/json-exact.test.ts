/**
 * jsonExact (adapters/cpu/json-exact.ts): true only where JSON carries a value exactly, so a parse
 * thread's module sent as JSON text is the module the loop would have parsed. Real modules of every
 * language (Debian's rich and click, zod from node_modules, cobra, syn, a Bazel Java file) are carried
 * exactly and said to be; every value JSON would change is refused.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsonExact, jsonExactBound } from '../../../src/adapters/cpu/json-exact.js';
import { parseSource } from '../../../src/core/languages/index.js';

const ROOT = join(import.meta.dirname, '../../..');
const CLICK = '/usr/lib/python3/dist-packages/click';
const REAL: string[] = [
  ...readdirSync(CLICK).filter((f) => f.endsWith('.py')).map((f) => join(CLICK, f)),
  '/usr/lib/python3/dist-packages/rich/console.py',
  '/usr/lib/python3/dist-packages/rich/table.py',
  join(ROOT, 'node_modules/zod/src/v4/classic/schemas.ts'),
  '/usr/share/gocode/src/github.com/spf13/cobra/command.go',
  '/usr/share/cargo/registry/syn-1.0.107/src/expr.rs',
  '/usr/src/bazel-bootstrap/src/test/py/bazel/testdata/runfiles_test/foo/Foo.java',
];

describe('jsonExact', () => {
  it('says yes to real modules of every language, and JSON gives them back equal', () => {
    for (const path of REAL) {
      const text = readFileSync(path, 'utf8');
      const parsed = parseSource(text, path);
      expect(jsonExact(parsed, jsonExactBound(text)), path).toBe(true);
      expect(JSON.parse(JSON.stringify(parsed)), path).toEqual(parsed);
      // toStrictEqual also tells an undefined-valued key from a missing one (prototypes aside, as a structured clone's).
      expect(JSON.parse(JSON.stringify(parsed)), path).toStrictEqual(structuredClone(parsed));
    }
  });

  it('says no to every value JSON would change', () => {
    const bound = 1_000;
    const holed: number[] = [1];
    holed[2] = 3;
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    class Point {
      x = 1;
    }
    const lossy: Array<[string, unknown]> = [
      ['an undefined-valued key', { a: 1, b: undefined }],
      ['undefined in an array', [1, undefined]],
      ['NaN', { n: Number.NaN }],
      ['Infinity', [Number.POSITIVE_INFINITY]],
      ['-0', { z: -0 }],
      ['an array hole', holed],
      ['a Map', { m: new Map([['a', 1]]) }],
      ['a Set', [new Set([1])]],
      ['a Date', { d: new Date(0) }],
      ['a class instance', { p: new Point() }],
      ['a bigint', { b: 1n }],
      ['a function', { f: () => 1 }],
      ['a symbol', [Symbol('s')]],
      ['a toJSON method', { toJSON: () => 'x' }],
      ['a cycle', cycle],
    ];
    for (const [what, value] of lossy) expect(jsonExact(value, bound), what).toBe(false);
    // A null-prototype record (a definition's typeHints) is carried as a structured clone carries it: plain.
    expect(jsonExact({ hints: Object.assign(Object.create(null) as object, { constructor: { chains: [['str']] } }) }, bound)).toBe(true);
    // More values than the bound: refused (the structured clone is sent).
    expect(jsonExact(Array.from({ length: 2_000 }, (_, i) => i), bound)).toBe(false);
  });
});
