import { describe, expect, it } from 'vitest';
import { languageFor, languageOf, parseSource } from '../../../../src/core/languages/index.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';

const ts = (...lines: string[]): string => `${lines.join('\n')}\n`;

describe('language dispatch', () => {
  it('routes files by extension and keeps Python the default', () => {
    expect(['a.py', 'a.pyi', 'a.ts', 'a.d.ts', 'a.tsx', 'a.js', 'a.mjs', 'a.cjs', 'a.jsx', 'README.md'].map((f) => languageOf(f)?.id)).toEqual([
      'python', 'python', 'typescript', 'typescript', 'typescript', 'typescript', 'typescript', 'typescript', 'typescript', undefined,
    ]);
    expect(languageFor('x.py').id).toBe('python');
    expect(parseSource('def f():\n    pass\n', 'm.py').definitions.map((d) => d.qualname)).toEqual(['f']);
    expect(parseSource('export function f() {}\n', 'm.ts').definitions.map((d) => d.qualname)).toEqual(['f']);
  });
});

describe('TypeScript definitions', () => {
  const parsed = parseTypeScript(ts(
    '/** Makes a thing. */',
    'export function make(a: Options, b = DEFAULT): Thing {',
    '  return new Thing(helper(a), b);',
    '}',
    'export const arrow = async (x: number): Promise<Item> => fetchItem(x);',
    '@Injectable()',
    'export class Service extends Base<Item> implements Api, ns.Other {',
    '  private cache = new Cache();',
    '  constructor(private readonly repo: Repo) { super(repo); }',
    '  find(id: string): Item | undefined { return this.repo.get(id) ?? this.cache.read(id); }',
    '  handler = (e: Event) => this.find(e.id);',
    '  abstract hook(): void;',
    '}',
    'interface Api extends Base2 { find(id: string): Item | undefined }',
    'type Alias<T> = Map<string, T>;',
    'enum Color { Red, Green }',
    'namespace Util { export function twice(n: number) { return n * 2; } }',
    'export default function () { return <Widget />; }',
  ), 'm.tsx');
  const byName = new Map(parsed.definitions.map((d) => [d.qualname, d]));

  it('finds every kind with qualified names, ranges and neutral kinds', () => {
    expect(parsed.definitions.map((d) => [d.qualname, d.kind, d.declKind ?? '', d.fullRange.start, d.fullRange.end])).toEqual([
      ['make', 'function', '', 2, 4],
      ['arrow', 'function', 'arrow', 5, 5],
      ['Service', 'class', '', 6, 13],
      ['Service.constructor', 'method', '', 9, 9],
      ['Service.find', 'method', '', 10, 10],
      ['Service.handler', 'method', 'arrow', 11, 11],
      ['Service.hook', 'method', 'abstract', 12, 12],
      ['Api', 'class', 'interface', 14, 14],
      ['Alias', 'class', 'type', 15, 15],
      ['Color', 'class', 'enum', 16, 16],
      ['Util', 'class', 'namespace', 17, 17],
      ['Util.twice', 'function', '', 17, 17],
      ['default', 'function', '', 18, 18],
    ]);
    expect(byName.get('make')?.docstring).toBe('Makes a thing.');
    expect(byName.get('make')?.signature).toBe('function make(a: Options, b = DEFAULT): Thing');
    expect(byName.get('make')?.parameters).toEqual(['a', 'b']);
    expect(byName.get('arrow')?.isAsync).toBe(true);
    expect(byName.get('Service')?.bases).toEqual(['Base', 'Api', 'ns.Other']);
    expect(byName.get('Service')?.decorators).toEqual(['Injectable()']);
    expect(byName.get('Service.find')?.receiver).toBe('this');
  });

  it('records calls, new, member chains, type references, bases, decorators and JSX components', () => {
    const refs = (q: string): string[] => (byName.get(q)?.references ?? []).map((r) => `${r.kind}:${r.chain.join('.')}`);
    expect(refs('make')).toEqual(expect.arrayContaining(['annotation:Options', 'annotation:Thing', 'name:DEFAULT', 'call:Thing', 'call:helper']));
    expect(refs('arrow')).toEqual(expect.arrayContaining(['annotation:Promise', 'annotation:Item', 'call:fetchItem']));
    expect(refs('Service')).toEqual(expect.arrayContaining(['base:Base', 'base:Api', 'base:ns.Other', 'decorator:Injectable', 'call:Cache']));
    expect(refs('Service.constructor')).toEqual(expect.arrayContaining(['annotation:Repo', 'call:super().constructor']));
    expect(refs('Service.find')).toEqual(expect.arrayContaining(['call:this.repo.get', 'call:this.cache.read']));
    expect(refs('Api')).toEqual(expect.arrayContaining(['base:Base2', 'annotation:Item']));
    expect(refs('default')).toEqual(['call:Widget']);
    expect(byName.get('Service')?.attributes.map((a) => [a.name, a.annotation?.join('.') ?? '', a.assignedFromCall?.join('.') ?? ''])).toEqual([
      ['cache', '', 'Cache'],
      ['repo', 'Repo', ''],
    ]);
  });
});

describe('TypeScript imports and exports', () => {
  const parsed = parseTypeScript(ts(
    "import Def, { a as b, type T } from './x.js';",
    "import * as ns from '../y';",
    "import type { U } from '@scope/pkg';",
    "import fs = require('fs');",
    "export { a, b as c } from './m';",
    "export * from './n';",
    "export * as nn from './o';",
    'const local = 1;',
    'export { local as renamed };',
    'export default local;',
    "const { join } = require('path');",
  ));

  it('binds names the way TypeScript does', () => {
    expect(parsed.imports.map((i) => [i.kind, i.module, i.name ?? '', i.boundName, i.typeCheckingOnly])).toEqual([
      ['from', './x.js', 'default', 'Def', false],
      ['from', './x.js', 'a', 'b', false],
      ['from', './x.js', 'T', 'T', true],
      ['import', '../y', '', 'ns', false],
      ['from', '@scope/pkg', 'U', 'U', true],
      ['import', 'fs', '', 'fs', false],
      ['from', 'path', 'join', 'join', false],
    ]);
  });

  it('records re-exports, renames and the default export', () => {
    expect(parsed.exports?.map((e) => [e.exported, e.local ?? '', e.name ?? '', e.module ?? ''])).toEqual([
      ['a', '', 'a', './m'],
      ['c', '', 'b', './m'],
      ['*', '', '*', './n'],
      ['nn', '', '*', './o'],
      ['renamed', 'local', '', ''],
      ['default', 'local', '', ''],
    ]);
    expect(parsed.definitions.map((d) => d.qualname)).toEqual(['local']);
  });
});

describe('TypeScript stubs', () => {
  it('finds TODO-only, not-implemented and marker bodies with the lines inside the braces', () => {
    const src = ts(
      'export function a(x: number): number {',
      '  // TODO: write this',
      '}',
      'class K {',
      '  m(): void {',
      "    throw new Error('Not implemented yet');",
      '  }',
      '  n(): string {',
      '    // TODO: implement',
      "    return '';",
      '  }',
      "  inline(): void { throw new Error('not implemented'); }",
      '  abstract abs(): void;',
      '  real(): number {',
      '    return 1;',
      '  }',
      '  empty(): void {}',
      "  fails(): void { throw new Error('bad input'); }",
      '}',
      'declare function d(): void;',
      'function over(a: string): void;',
      'function over(a: unknown) {',
      "  throw new TypeError('unimplemented');",
      '}',
    );
    const stubs = parseTypeScript(src).stubs ?? [];
    expect(stubs.map((s) => [s.qualname, s.kind, s.defLine, s.bodyRange.start, s.bodyRange.end, s.indent, s.inline ?? false])).toEqual([
      ['a', 'todo', 1, 2, 2, '  ', false],
      ['K.m', 'not-implemented', 5, 6, 6, '    ', false],
      ['K.n', 'todo', 8, 9, 10, '    ', false],
      ['K.inline', 'not-implemented', 12, 12, 12, '    ', true],
      ['over', 'not-implemented', 22, 23, 23, '  ', false],
    ]);
  });
});

describe('plain JavaScript through tree-sitter-javascript', () => {
  it('reads classes, fields, CommonJS requires and JSX the same way', () => {
    const parsed = parseTypeScript(ts(
      "const { Base } = require('./base');",
      'class Shop extends Base {',
      '  static make = () => new Shop();',
      '  cart = new Cart();',
      '  render() { return <Basket items={this.cart.items} />; }',
      '}',
      'module.exports = { Shop };',
    ), 'shop.jsx');
    expect(parsed.definitions.map((d) => [d.qualname, d.kind, d.declKind ?? ''])).toEqual([
      ['Shop', 'class', ''],
      ['Shop.make', 'method', 'arrow'],
      ['Shop.render', 'method', ''],
    ]);
    const shop = parsed.definitions[0];
    expect(shop?.bases).toEqual(['Base']);
    expect(shop?.attributes.map((a) => [a.name, a.assignedFromCall?.join('.')])).toEqual([['cart', 'Cart']]);
    expect(parsed.definitions[2]?.references.map((r) => `${r.kind}:${r.chain.join('.')}`)).toEqual(['call:Basket', 'name:this.cart.items']);
    expect(parsed.imports.map((i) => [i.kind, i.module, i.name, i.boundName])).toEqual([['from', './base', 'Base', 'Base']]);
  });
});
