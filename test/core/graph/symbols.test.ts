import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import type { CodeSymbol } from '../../../src/core/graph/symbols.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';
import { SHOP } from './fixtures.js';
import { memorySource } from './memory-source.js';

async function setup(files: Record<string, string> = SHOP) {
  const source = memorySource(files);
  const index = buildModuleIndex(await source.listFiles());
  const resolver = createSymbolResolver(index, createModuleLoader(source, parsePython));
  return { source, resolver };
}

const where = (s: CodeSymbol | undefined): string | undefined =>
  s === undefined ? undefined : s.kind === 'module' ? `module ${s.module}` : `${s.file}:${s.def.qualname}`;

describe('symbol lookup through import chains', () => {
  it('finds a definition re-exported by a star import honouring __all__', async () => {
    const { resolver } = await setup();
    expect(where(await resolver.lookupInModule('shop/__init__.py', 'Item'))).toBe('shop/models.py:Item');
    // _Hidden and TagSet are not in models.__all__, so the star import does not bind them.
    expect(await resolver.lookupInModule('shop/__init__.py', 'TagSet')).toBeUndefined();
    expect(await resolver.lookupInModule('shop/__init__.py', '_Hidden')).toBeUndefined();
  });

  it('follows an aliased re-export to the defining file', async () => {
    const { resolver } = await setup();
    expect(where(await resolver.lookupInModule('shop/__init__.py', 'public_helper'))).toBe('shop/util.py:helper');
  });

  it('treats `from . import util` as the submodule and `from .models import Item` as the attribute', async () => {
    const { resolver } = await setup();
    expect(where(await resolver.lookupInModule('shop/service.py', 'util'))).toBe('module shop.util');
    expect(where(await resolver.lookupInModule('shop/service.py', 'Item'))).toBe('shop/models.py:Item');
  });

  it('ends import cycles instead of looping', async () => {
    const { resolver } = await setup();
    expect(await resolver.lookupInModule('shop/cycle_a.py', 'thing')).toBeUndefined();
  });

  it('finds members through the bases of a class across files (MRO)', async () => {
    const { resolver } = await setup();
    const service = await resolver.lookupInModule('shop/service.py', 'Service');
    expect(service).toBeDefined();
    if (service === undefined) return;
    expect(where(await resolver.memberOf(service, 'save'))).toBe('shop/models.py:Base.save');
    expect(where(await resolver.memberOf(service, 'run'))).toBe('shop/service.py:Service.run');
    expect(await resolver.memberOf(service, 'nope')).toBeUndefined();
  });

  it('resolves module attributes, submodules and names re-exported by packages', async () => {
    const { resolver } = await setup();
    const util = await resolver.lookupInModule('shop/service.py', 'util');
    if (util === undefined) throw new Error('util not found');
    expect(where(await resolver.memberOf(util, 'helper'))).toBe('shop/util.py:helper');
    const pkg: CodeSymbol = { kind: 'module', module: 'shop', file: 'shop/__init__.py' };
    expect(where(await resolver.memberOf(pkg, 'errors'))).toBe('module shop.errors');
    expect(where(await resolver.memberOf(pkg, 'Item'))).toBe('shop/models.py:Item');
  });
});
