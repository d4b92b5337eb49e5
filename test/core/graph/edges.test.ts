import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { edgesOf, symbolId } from '../../../src/core/graph/expand.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';
import { SHOP } from './fixtures.js';
import { memorySource } from './memory-source.js';

async function edgesFor(file: string, qualname: string): Promise<string[]> {
  const source = memorySource(SHOP);
  const resolver = createSymbolResolver(buildModuleIndex(await source.listFiles()), createModuleLoader(source, parsePython));
  const mod = await resolver.loader.load(file);
  const def = mod?.byQualname.get(qualname);
  if (mod === undefined || def === undefined) throw new Error(`${file}:${qualname} missing`);
  return (await edgesOf(resolver, mod, def)).map((e) => `${e.kind} ${symbolId(e.symbol)}`);
}

describe('edgesOf: every edge kind the parser gives is resolved', () => {
  it('follows calls, self/super/cls calls, attribute types, decorators, isinstance, raise, except, annotations and lazy imports', async () => {
    const edges = await edgesFor('shop/service.py', 'Service.run');
    expect(edges).toEqual(
      expect.arrayContaining([
        'decorator shop/deco.py:register',
        'annotation shop/models.py:Base',
        'annotation shop/models.py:Item',
        'isinstance shop/errors.py:NotFound',
        'raise shop/errors.py:NotFound',
        'call shop/util.py:helper',
        'except shop/errors.py:ShopError',
        'call shop/models.py:Base.save',
        'attribute-type shop/models.py:Item.total',
        'attribute-type shop/models.py:TagSet.add',
        'call shop/util.py:helper',
        'call shop/util.py:unused',
        'call shop/models.py:Item.total',
      ]),
    );
  });

  it('resolves cls.m() through the class', async () => {
    expect(await edgesFor('shop/service.py', 'Service.make')).toContain('call shop/service.py:Service.run');
  });

  it('resolves super().__init__() to the base class method in another file', async () => {
    expect(await edgesFor('shop/service.py', 'Service.__init__')).toEqual(
      expect.arrayContaining(['call shop/models.py:Item.__init__', 'call shop/models.py:Item']),
    );
  });

  it('gives a class its bases, attribute types and members', async () => {
    const edges = await edgesFor('shop/models.py', 'Item');
    expect(edges).toEqual(
      expect.arrayContaining([
        'base shop/models.py:Base',
        'attribute-type shop/models.py:TagSet',
        'attribute-type shop/models.py:Money',
        'member shop/models.py:Item.__init__',
        'member shop/models.py:Item.total',
      ]),
    );
  });
});
