import { describe, expect, it } from 'vitest';
import { edgesOf, symbolId } from '../../../../../src/core/graph/expand.js';
import { createTsModuleResolver } from '../../../../../src/core/languages/typescript/resolve/module-resolver.js';
import { memoryGraph, memorySource } from '../../../graph/memory-source.js';
import { MONOREPO } from './fixtures.js';

async function resolverFor(files: Record<string, string>) {
  const source = memorySource(files);
  const list = await source.listFiles();
  return { source, modules: createTsModuleResolver(list, (p) => source.readFile(p)) };
}

describe('TypeScript module resolution', () => {
  it('infers extensions and index files, and maps .js specifiers to .ts sources', async () => {
    const { modules } = await resolverFor({
      'src/a.ts': '', 'src/b.tsx': '', 'src/lib/index.ts': '', 'src/c.d.ts': '', 'src/d.mts': '', 'src/e.js': '', 'src/f.cjs': '',
    });
    const r = (spec: string): Promise<string | undefined> => modules.resolve('src/main.ts', spec);
    expect(await Promise.all(['./a', './a.js', './b.js', './lib', './lib/index.js', './c', './d.mjs', './e', './e.js', './f.cjs', '../src/a', './missing', '../../outside'].map(r))).toEqual([
      'src/a.ts', 'src/a.ts', 'src/b.tsx', 'src/lib/index.ts', 'src/lib/index.ts', 'src/c.d.ts', 'src/d.mts', 'src/e.js', 'src/e.js', 'src/f.cjs', 'src/a.ts', undefined, undefined,
    ]);
  });

  it('follows tsconfig paths through extends, workspace package exports and main, and leaves outside packages alone', async () => {
    const { modules, source } = await resolverFor(MONOREPO);
    const from = 'apps/web/src/checkout.ts';
    expect(await modules.resolve(from, '@shop/core')).toBe('packages/core/src/index.ts');
    expect(await modules.resolve(from, '@shop/core/money')).toBe('packages/core/src/money.ts');
    // Not in `paths`: the workspace package's `main` points at missing build output, so its source is used.
    expect(await modules.resolve(from, '@shop/util')).toBe('packages/util/src/index.ts');
    expect(await modules.resolve(from, 'react')).toBeUndefined();
    expect(await modules.resolve(from, 'node:fs')).toBeUndefined();
    expect(source.read).toEqual(expect.arrayContaining(['tsconfig.json', 'tsconfig.base.json', 'packages/util/package.json']));
  });

  it('resolves package exports conditions and subpath patterns without tsconfig', async () => {
    const { modules } = await resolverFor({
      'libs/ui/package.json': JSON.stringify({ name: 'ui', exports: { '.': { import: './lib/index.js' }, './widgets/*': './lib/widgets/*.js' } }),
      'libs/ui/lib/index.js': '',
      'libs/ui/src/widgets/button.tsx': '',
      'app/main.ts': '',
    });
    expect(await modules.resolve('app/main.ts', 'ui')).toBe('libs/ui/lib/index.js');
    expect(await modules.resolve('app/main.ts', 'ui/widgets/button')).toBe('libs/ui/src/widgets/button.tsx');
  });
});

describe('workspace packages in a large monorepo', () => {
  it('reads only the manifests whose directory matches the name, and none for outside packages', async () => {
    const files: Record<string, string> = { 'app/main.ts': '' };
    for (let i = 0; i < 30; i += 1) {
      files[`packages/pkg${i}/package.json`] = JSON.stringify({ name: `@big/pkg${i}`, main: 'src/index.ts' });
      files[`packages/pkg${i}/src/index.ts`] = '';
    }
    const { modules, source } = await resolverFor(files);
    expect(await modules.resolve('app/main.ts', 'react')).toBeUndefined();
    expect(source.read).toEqual([]);
    expect(await modules.resolve('app/main.ts', '@big/pkg7')).toBe('packages/pkg7/src/index.ts');
    expect(source.read).toEqual(['packages/pkg7/package.json']);
  });
});

describe('TypeScript edges across a workspace monorepo', () => {
  it('resolves calls, types, bases, attribute types, re-exports, namespace imports and default imports', async () => {
    const { loader, resolver } = await memoryGraph(MONOREPO);
    const mod = await loader.load('apps/web/src/checkout.ts');
    const def = mod?.byQualname.get('Checkout.run');
    if (!mod || !def) throw new Error('fixture missing');
    const edges = (await edgesOf(resolver, mod, def)).map((e) => `${e.kind} ${symbolId(e.symbol)}`);
    expect(edges).toEqual(expect.arrayContaining([
      'annotation packages/core/src/models.ts:Item',
      'attribute-type packages/core/src/models.ts:Cart.add',
      'attribute-type packages/core/src/models.ts:Cart.total',
      'call apps/web/src/base.ts:Base.log',
      'call packages/core/src/money.ts:formatPrice',
      'call packages/util/src/index.ts:clamp',
      'call packages/core/src/money.ts:Money',
    ]));
    const cls = mod.byQualname.get('Checkout');
    const classEdges = cls ? (await edgesOf(resolver, mod, cls)).map((e) => `${e.kind} ${symbolId(e.symbol)}`) : [];
    expect(classEdges).toEqual(expect.arrayContaining(['base apps/web/src/base.ts:Base', 'call packages/core/src/models.ts:Cart']));
    const legacy = await loader.load('apps/web/src/legacy.js');
    const run = legacy?.byQualname.get('run');
    expect(legacy && run ? (await edgesOf(resolver, legacy, run)).map((e) => `${e.kind} ${symbolId(e.symbol)}`) : []).toEqual(['call packages/util/src/index.ts:clamp']);
  });
});
