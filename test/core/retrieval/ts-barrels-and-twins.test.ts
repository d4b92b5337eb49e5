import { describe, expect, it } from 'vitest';
import { createModuleLoader, isBarrel } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import type { Candidate } from '../../../src/core/retrieval/assemble.js';
import { retrieveDycoder } from '../../../src/core/retrieval/dycoder.js';
import { openSession } from '../../../src/core/retrieval/session.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { memoryGraph, memorySource } from '../graph/memory-source.js';

const deps = { parse: parseSource, count: countTokens, now: () => performance.now() };
const parsed = (text: string, file = 'src/index.ts') => parseSource(text, file);

describe('pure TypeScript barrels', () => {
  it('are modules that define nothing and only pass names on', () => {
    expect(isBarrel(parsed("export * from './a';\nexport { b as c } from './b';\n"))).toBe(true);
    expect(isBarrel(parsed("import * as Dom from './main';\nexport { Dom };\n"))).toBe(true);
    // Lookalikes: a definition beside the re-exports; a module that exports nothing; a local export of
    // something it defines; Python (no export list).
    expect(isBarrel(parsed("export * from './a';\nexport function helper(): void {}\n"))).toBe(false);
    expect(isBarrel(parsed("import { a } from './a';\nconsole.log(a);\n"))).toBe(false);
    expect(isBarrel(parsed('const x = 1;\nexport { x };\n'))).toBe(false);
    expect(isBarrel(parseSource('from .a import *\n', 'pkg/__init__.py'))).toBe(false);
  });

  it('do not count against the per-target file cap when the loader is told so, up to the cap again', async () => {
    const files: Record<string, string> = {
      'src/index.ts': "export * from './a';\n",
      'src/util/index.ts': "export * from './b';\n",
      'src/a.ts': 'export function a(): number {\n  return 1;\n}\n',
      'src/b.ts': 'export function b(): number {\n  return 2;\n}\n',
      'src/c.ts': 'export function c(): number {\n  return 3;\n}\n',
    };
    const free = createModuleLoader(memorySource(files), parseSource, { maxFiles: 2, freeBarrels: true });
    for (const f of ['src/index.ts', 'src/util/index.ts', 'src/a.ts', 'src/b.ts']) expect(await free.load(f)).toBeDefined();
    expect(free.counted()).toBe(2);
    expect(await free.load('src/c.ts')).toBeUndefined();

    const counted = createModuleLoader(memorySource(files), parseSource, { maxFiles: 2 });
    for (const f of ['src/index.ts', 'src/util/index.ts']) expect(await counted.load(f)).toBeDefined();
    expect(await counted.load('src/a.ts')).toBeUndefined();
  });
});

describe("a name looked up through a barrel's export * lines", () => {
  const BARREL: Record<string, string> = {
    'src/common/index.ts': "export * from './algorithm';\nexport * from './animation';\nexport * from './dom';\n",
    'src/common/algorithm.ts': 'export function sortBy(): void {}\n',
    'src/common/animation.ts': 'export function animate(): void {}\n',
    'src/common/dom.ts': 'export function domQuery(): void {}\nexport function addClass(): void {}\n',
  };

  it('tries the starred module whose path names it first, reading no other', async () => {
    const { resolver, source } = await memoryGraph(BARREL);
    const found = await resolver.lookupInModule('src/common/index.ts', 'domQuery');
    expect(found?.kind === 'definition' ? `${found.file}:${found.def.qualname}` : undefined).toBe('src/common/dom.ts:domQuery');
    expect(source.read).not.toContain('src/common/algorithm.ts');
    expect(source.read).not.toContain('src/common/animation.ts');
  });

  it('otherwise searches in source order, and finds the same definition', async () => {
    const { resolver, source } = await memoryGraph(BARREL);
    const found = await resolver.lookupInModule('src/common/index.ts', 'addClass');
    expect(found?.kind === 'definition' ? `${found.file}:${found.def.qualname}` : undefined).toBe('src/common/dom.ts:addClass');
    expect(source.read.indexOf('src/common/algorithm.ts')).toBeLessThan(source.read.indexOf('src/common/dom.ts'));
  });
});

describe('a static and an instance member of one name', () => {
  const REPO: Record<string, string> = {
    'src/point.ts': [
      'export class Point {',
      '  constructor(public x: number, public y: number) {}',
      '  static clone(p: { x: number; y: number }): Point {',
      '    return new Point(p.x, p.y);',
      '  }',
      '  clone(): Point {',
      '    return Point.clone(this);',
      '  }',
      '}',
      '',
    ].join('\n'),
    'src/shape.ts': [
      "import { Point } from './point';",
      'export class Shape {',
      '  origin(p: Point): Point {',
      "    throw new Error('not implemented');",
      '  }',
      '  center(): Point {',
      '    return Point.clone(new Point(0, 0));',
      '  }',
      '}',
      '',
    ].join('\n'),
  };

  it('are told apart by the parser', () => {
    const defs = parsed(REPO['src/point.ts'] ?? '', 'src/point.ts').definitions.filter((d) => d.qualname === 'Point.clone');
    expect(defs.map((d) => [d.range.start, d.isStatic === true])).toEqual([[3, true], [6, false]]);
  });

  it('are both candidates when the graph reaches their shared name, and both are shown', async () => {
    let ranked: readonly Candidate[] = [];
    const s = await openSession(memorySource(REPO), { file: 'src/shape.ts', qualname: 'Shape.origin' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 2 }, deps);
    const r = await retrieveDycoder(s, deps.now, undefined, { onRanked: (c) => (ranked = c) });
    const clones = ranked.filter((c) => c.mod.file === 'src/point.ts' && c.def.qualname === 'Point.clone');
    expect(clones.map((c) => c.def.isStatic === true).sort()).toEqual([false, true]);
    expect(r.context).toContain('static clone(p: { x: number; y: number }): Point {');
    expect(r.context).toContain('  clone(): Point {');
  });

  it('a member without a twin stays one candidate', async () => {
    let ranked: readonly Candidate[] = [];
    const s = await openSession(memorySource(REPO), { file: 'src/shape.ts', qualname: 'Shape.origin' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 2 }, deps);
    await retrieveDycoder(s, deps.now, undefined, { onRanked: (c) => (ranked = c) });
    expect(ranked.filter((c) => c.def.qualname === 'Shape.center')).toHaveLength(1);
  });
});
