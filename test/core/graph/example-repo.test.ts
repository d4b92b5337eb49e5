/** Resolution on the bundled example (a src/ layout with tests beside it), read from disk. */
import { describe, expect, it } from 'vitest';
import { createFsRepoSource } from '../../../src/adapters/local/fs-repo-source.js';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import type { CodeSymbol } from '../../../src/core/graph/symbols.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';

async function setup() {
  const source = createFsRepoSource('examples/bookshop');
  const index = buildModuleIndex(await source.listFiles());
  return { index, resolver: createSymbolResolver(index, createModuleLoader(source, parsePython)) };
}
const where = (s: CodeSymbol | undefined): string | undefined =>
  s === undefined ? undefined : s.kind === 'module' ? `module ${s.module}` : `${s.file}:${s.def.qualname}`;

describe('module resolution on examples/bookshop', () => {
  it('detects src/ as a source root and names modules by package', async () => {
    const { index } = await setup();
    expect(index.fileOf('bookshop.orders.service')).toBe('src/bookshop/orders/service.py');
    expect(index.moduleOf('src/bookshop/catalog/inventory.py')).toBe('bookshop.catalog.inventory');
  });

  it('resolves relative, TYPE_CHECKING and re-exported imports to their defining files', async () => {
    const { resolver } = await setup();
    const service = 'src/bookshop/orders/service.py';
    expect(where(await resolver.lookupInModule(service, 'Inventory'))).toBe('src/bookshop/catalog/inventory.py:Inventory');
    expect(where(await resolver.lookupInModule(service, 'InvalidTransitionError'))).toBe('src/bookshop/errors.py:InvalidTransitionError');
    expect(where(await resolver.lookupInModule(service, 'order_total'))).toBe('src/bookshop/orders/pricing.py:order_total');
    // Through the package's __init__ re-exports.
    expect(where(await resolver.lookupInModule('src/bookshop/__init__.py', 'OrderService'))).toBe('src/bookshop/orders/service.py:OrderService');
    expect(where(await resolver.lookupInModule('src/bookshop/storage/__init__.py', 'MemoryStorage'))).toBe('src/bookshop/storage/memory.py:MemoryStorage');
  });

  it('resolves every import of the package that names one of its modules', async () => {
    const { index, resolver } = await setup();
    let checked = 0;
    for (const file of index.pythonFiles.filter((f) => f.startsWith('src/'))) {
      const mod = await resolver.loader.load(file);
      for (const b of mod?.parsed.imports ?? []) {
        const absolute = index.absoluteName(file, b.module, b.level);
        if (absolute === undefined || !absolute.startsWith('bookshop')) continue;
        expect(index.resolve(file, b.module, b.level), `${file}:${b.line}`).toBe(index.fileOf(absolute));
        expect(index.fileOf(absolute), `${file}:${b.line}`).toBeDefined();
        if (b.name !== undefined && b.name !== '*') {
          expect(await resolver.resolveImport(file, b), `${file}:${b.line} ${b.name}`).toBeDefined();
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});
