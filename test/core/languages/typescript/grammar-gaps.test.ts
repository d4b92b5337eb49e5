/**
 * The same-length rewrites of syntax tree-sitter-typescript 0.23 lacks (grammar-gaps.ts): each
 * construct fails in the grammar itself, parses after the rewrite, and then agrees with tsc on
 * definitions, imports, exports and ranges; names and signatures keep the text as written;
 * lookalikes in comments, strings and expressions are left alone; a file the grammar reads is
 * never rewritten.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { createLiteParser } from '../../../../src/core/languages/lite-tree.js';
import { rewriteGrammarGaps } from '../../../../src/core/languages/typescript/grammar-gaps.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { parseTsLite } from '../../../../src/core/languages/typescript/parser.js';
import { maskedSource } from '../../../../src/core/languages/typescript/source-mask.js';
import { compareWithTsOracle } from '../../../support/ts-compare.js';
import { tsOracle } from '../../../support/ts-oracle.js';

const require = createRequire(import.meta.url);
const grammars = require('tree-sitter-typescript') as { typescript: unknown; tsx: unknown };
const raw = { ts: createLiteParser(grammars.typescript, 'program'), tsx: createLiteParser(grammars.tsx, 'program') };
const lines = (...ls: string[]): string => `${ls.join('\n')}\n`;

const CASES: [string, string, string][] = [
  ['variance annotations (in, out, in out)', 'a.ts', lines(
    'export interface Box<in out T, out U = string> extends Base<T> {',
    '  get(): T;',
    '}',
    'type Fn<',
    '  in A,',
    '  out R extends Result = Result,',
    '> = (a: A) => R;',
    'export class Sink<in T> { put(t: T): void {} }',
  )],
  ['modifiers before accessor, static index signatures', 'a.ts', lines(
    'export abstract class Store {',
    '  static accessor count = 0;',
    '  abstract accessor name: string;',
    '  static [key: string]: unknown;',
    '  run = () => Store.count;',
    '}',
  )],
  ['abstract override on a property', 'a.ts', lines(
    'export abstract class Tool extends Base {',
    "  abstract override shapeType: Shape['type'];",
    '  abstract override readonly id: string;',
    '  onCreate?(shape: Shape | null): void | null',
    '}',
  )],
  ['a URL with a query string in a JSX attribute', 'a.tsx', lines(
    'export function Help() {',
    '  return (',
    '    <p>',
    '      <a href="https://example.com/?utm_source=sdk&utm_medium=organic&amp;x=1">Discord</a>',
    "      <img alt='a&b' src={src} />",
    '    </p>',
    '  );',
    '}',
    'export const src = "x";',
  )],
  ['export type * and import defer', 'a.ts', lines(
    "export type * from './types';",
    "export type * as shapes from './shapes';",
    "import defer * as lazy from './lazy';",
    'export const load = () => lazy.go();',
  )],
  ['an optional destructured parameter in a function type', 'a.d.ts', lines(
    'export declare const make: ({ size }?: Options) => Thing;',
    'declare function keep({ a }?: O): void;',
  )],
  ['anonymous default overload signatures', 'a.ts', lines(
    'export default function (a: string): number;',
    'export default async function <T>(a: T): Promise<T>;',
    'export default function (a?: unknown): unknown {',
    '  return a;',
    '}',
  )],
  ['an anonymous default signature in a declaration file', 'locale.d.mts', lines(
    "import type { Locale } from './core';",
    'export default function (): {',
    '    localeError: Locale;',
    '};',
  )],
  ['import types with type arguments or array suffixes', 'a.d.ts', lines(
    "export declare function from<T>(x: T): import('./observable').Observable<Item<T>>[];",
    'export declare const pick: import("reselect").Selector<typeof state,',
    '  Other>;',
    "export declare const list: import('./list').List[];",
  )],
  ['abstract and accessor as member names', 'a.ts', lines(
    'export interface Node {',
    '  abstract: boolean;',
    '  abstract?(): void;',
    '}',
    'export class Field {',
    '  accessor: number;',
    '  abstract = () => this.accessor;',
    '}',
  )],
  ['a variable and a parameter property named as', 'a.ts', lines(
    'export function bin(t: string): [string, string] {',
    '  let as: [string, string];',
    '  as = [t, t];',
    '  return as;',
    '}',
    'export class Point {',
    '  constructor(private as: [string, string]) {}',
    '}',
  )],
  ['a type keyword as a tuple element label', 'a.d.ts', lines(
    'export interface Node {',
    '  a: [promise: P, symbol: S];',
    '  b: [first: F, string?: S];',
    '}',
    'export declare function f(x: [number: N]): void;',
  )],
  ['escapes in template literal types', 'a.ts', lines(
    'export type Trim<A extends string> = A extends ` ${infer B}` ? Trim<B> : A extends `\\n${infer B}` ? Trim<B> : A;',
    'export type Path = `a\\\\b\\`${string}`;',
    'export const nl = `x\\n${1}`;',
  )],
  ['typeof an import type among type arguments', 'a.ts', lines(
    'export async function load(): Promise<unknown> {',
    "  const m = await importOriginal<typeof import('./dom')>();",
    '  return m;',
    '}',
  )],
  ['a tuple type argument of a call ending in an optional element', 'a.ts', lines(
    'export function fetchSession(...args: unknown[]): unknown {',
    '  const [ctx, options] = resolveArgs<[Options?]>(args);',
    '  return [ctx, options];',
    '}',
  )],
  ['a renamed destructured parameter in a function type, in a declaration file', 'menu.d.ts', lines(
    'export declare class Menu {',
    '  handler: ({ transaction: tr }: {',
    '    transaction: Transaction;',
    '  }) => void;',
    '  update(props: Partial<Props>): void;',
    '}',
  )],
  ['a spaced optional mapped member and keyof readonly', 'a.ts', lines(
    'export type Flags<T> = { [K in keyof readonly T[]]? : boolean };',
    'export type Need<T> = { [K in keyof T]-? : T[K] };',
  )],
  ['import types inside unions and parentheses', 'a.d.ts', lines(
    "export declare const schema: (import('./types').CollectionTag | import('./types').ScalarTag)[];",
    'export declare const opts: [(import("./first").Options | undefined)?];',
  )],
  ['a global augmentation inside an ambient module', 'node.d.ts', lines(
    "declare module 'buffer' {",
    '  global {',
    '    interface Buffer { peek(): number }',
    '  }',
    '}',
    'export declare function read(b: Buffer): void;',
  )],
  ['generic call signatures on a new line after a member without a semicolon', 'a.tsx', lines(
    'export interface Thunk {',
    '  (a: A): B',
    '  /** the generic one */',
    '  <T extends C = D>(',
    '    b: T,',
    '  ): Out<T>',
    '  <',
    '    U,',
    '  >(u: U): E',
    '}',
    'export type Fn = {',
    '  (a: A): B',
    '  <T>(b: T): C',
    '}',
    'export const view = () => <Thunk />;',
  )],
];

const caseSource = (label: string): string => CASES.find(([l]) => l === label)![2];

describe('grammar gaps: rewritten so definitions, imports and exports agree with tsc', () => {
  for (const [label, file, source] of CASES) {
    it(label, () => {
      const grammar = file.endsWith('.tsx') ? raw.tsx : raw.ts;
      expect(grammar(source).problems.length).toBeGreaterThan(0);
      const parsed = parseTypeScript(source, file);
      expect(parsed.errorLines).toEqual([]);
      expect(compareWithTsOracle(parsed, tsOracle(source, file))).toEqual([]);
      const { text } = rewriteGrammarGaps(source, maskedSource(grammar(source)));
      expect(text.length).toBe(source.length);
      expect([...text.matchAll(/\n/g)].map((m) => m.index)).toEqual([...source.matchAll(/\n/g)].map((m) => m.index));
    });
  }

  it('keeps names and signatures as written, and an import type is no reference', () => {
    const parsed = parseTypeScript(caseSource('anonymous default overload signatures'), 'a.ts');
    expect(parsed.definitions.map((d) => [d.name, d.fullRange.start, d.fullRange.end])).toEqual([['default', 1, 1], ['default', 2, 2], ['default', 3, 5]]);
    expect(parsed.definitions[0]!.signature).toContain('function (a: string): number');
    const boxes = parseTypeScript(caseSource('variance annotations (in, out, in out)'), 'a.ts');
    expect(boxes.definitions.find((d) => d.name === 'Box')?.signature).toContain('<in out T, out U = string>');
    const members = parseTypeScript(caseSource('abstract and accessor as member names'), 'a.ts');
    expect(members.definitions.map((d) => d.qualname)).toEqual(['Node', 'Field', 'Field.abstract']);
    expect(members.definitions[2]!.references.map((r) => r.chain.join('.'))).toEqual(['this.accessor']);
    const named = parseTypeScript(caseSource('a variable and a parameter property named as'), 'a.ts');
    expect(named.definitions.find((d) => d.qualname === 'bin')?.locals).toContain('as');
    const typed = parseTypeScript(caseSource('import types with type arguments or array suffixes'), 'a.d.ts');
    const refs = typed.definitions.flatMap((d) => d.references.map((r) => r.chain.join('.')));
    expect(refs).toContain('Item');
    expect(refs).toContain('Other');
    expect(refs.filter((r) => r.startsWith('import'))).toEqual([]);
  });
});

describe('grammar gaps: what must stay unchanged', () => {
  it('never rewrites a file the grammar reads', () => {
    const source = lines(
      'export default function () { return import("./x").then((m) => m.run()); }',
      'type T = import("./x").Y;',
      'const a = b',
      '  < c;',
    );
    const tree = parseTsLite(source, 'a.ts');
    expect(tree.problems).toEqual([]);
    expect(tree.textOverrides).toBeUndefined();
    expect(tree.root).toEqual(raw.ts(source).root);
  });

  it('leaves lookalikes in comments, strings, regexes and expressions of a failing file alone', () => {
    const source = lines(
      'interface Box<out T> { get(): T }',
      "// export type * from 'x'; interface I<in T> {}",
      'const s = "static accessor x; import(\'y\').Z<W>";',
      'const re = /<out T>/;',
      'const lazy = import("./x").then<Mod>((m) => m);',
      'type Q = typeof import("./x").Y<T>;',
      'if (a',
      '  < b) {}',
      'for (const k in obj) {}',
      'const o = { static: 2, out: 3 };',
      'const c = o as const;',
      'let v = o as unknown;',
      'const arr = [c, v ? 1 : 2];',
      'const p = { a: 1, string: 2 };',
      'const t = `a\\n${p}`;',
      "const q = f<typeof import('./x').A>();",
      'type Opt = [B?];',
      'let w: F<[B?]>;',
    );
    const { text, edits } = rewriteGrammarGaps(source, maskedSource(raw.ts(source)));
    expect(edits).toEqual([{ start: source.indexOf('out T'), text: '   ' }]);
    expect(text).toBe(source.replace('<out T>', '<    T>'));
  });

  it('renames in a destructured parameter are blanked only in declaration files', () => {
    const source = 'const f = ({ a: b }: T) => b;\ninterface I<out T> { get(): T }\n';
    const masked = maskedSource(raw.ts(source));
    expect(rewriteGrammarGaps(source, masked).text).toContain('({ a: b }: T) => b');
    expect(rewriteGrammarGaps(source, masked, true).text).toContain('({ a    }: T) => b');
    // A constructor's or method's parameters, and a quoted key, are left as written.
    const declared = "export declare class C<out T> {\n  constructor({ a: b }: T);\n  m({ 'k': v }: T): void;\n  h: ({ 'k': v }: T) => void;\n}\n";
    const rewritten = rewriteGrammarGaps(declared, maskedSource(raw.ts(declared)), true).text;
    expect(rewritten).toContain('constructor({ a: b }: T);');
    expect(rewritten).toContain("m({ 'k': v }: T): void;");
    expect(rewritten).toContain("h: ({ 'k': v }: T) => void;");
  });

  it('keeps the first parse when the rewrite does not reduce the errors', () => {
    // `static` is blanked, but an index signature without its type is still an error.
    const source = 'class A { static [k: string] }\n';
    expect(rewriteGrammarGaps(source, maskedSource(raw.ts(source))).edits).toHaveLength(1);
    const tree = parseTsLite(source, 'a.ts');
    expect(tree.textOverrides).toBeUndefined();
    expect(tree).toEqual(raw.ts(source));
  });
});
