import { describe, expect, it } from 'vitest';
import { buildModuleIndex } from '../../../../src/core/languages/python/resolve/module-index.js';

describe('buildModuleIndex', () => {
  it('maps regular packages, modules and package __init__ files', () => {
    const index = buildModuleIndex(['pkg/__init__.py', 'pkg/mod.py', 'pkg/sub/__init__.py', 'pkg/sub/deep.py', 'README.md']);
    expect(index.fileOf('pkg')).toBe('pkg/__init__.py');
    expect(index.fileOf('pkg.mod')).toBe('pkg/mod.py');
    expect(index.fileOf('pkg.sub')).toBe('pkg/sub/__init__.py');
    expect(index.fileOf('pkg.sub.deep')).toBe('pkg/sub/deep.py');
    expect(index.moduleOf('pkg/sub/deep.py')).toBe('pkg.sub.deep');
    expect(index.fileOf('README')).toBeUndefined();
  });

  it('resolves src/ layouts and other source roots, preferring the package name', () => {
    const index = buildModuleIndex(['src/shop/__init__.py', 'src/shop/cart.py', 'lib/util/__init__.py', 'tools/run.py']);
    expect(index.roots).toContain('src');
    expect(index.fileOf('shop.cart')).toBe('src/shop/cart.py');
    expect(index.moduleOf('src/shop/cart.py')).toBe('shop.cart');
    expect(index.fileOf('util')).toBe('lib/util/__init__.py');
    expect(index.fileOf('tools.run')).toBe('tools/run.py');
  });

  it('finds packages copied into a directory (a Debian package in a temp dir)', () => {
    const index = buildModuleIndex(['requests/__init__.py', 'requests/models.py', 'requests/packages.py']);
    expect(index.roots[0]).toBe('');
    expect(index.fileOf('requests.models')).toBe('requests/models.py');
  });

  it('knows namespace packages (no __init__.py) and their modules', () => {
    const index = buildModuleIndex(['ns/part/__init__.py', 'ns/part/a.py', 'ns/other.py']);
    expect(index.exists('ns')).toBe(true);
    expect(index.fileOf('ns')).toBeUndefined();
    expect(index.fileOf('ns.other')).toBe('ns/other.py');
    expect(index.fileOf('ns.part.a')).toBe('ns/part/a.py');
  });

  it('resolves relative imports from modules and from __init__ files', () => {
    const index = buildModuleIndex(['p/__init__.py', 'p/a.py', 'p/q/__init__.py', 'p/q/b.py', 'p/q/c.py']);
    expect(index.resolve('p/q/b.py', 'c', 1)).toBe('p/q/c.py');
    expect(index.resolve('p/q/b.py', '', 1)).toBe('p/q/__init__.py');
    expect(index.resolve('p/q/b.py', 'a', 2)).toBe('p/a.py');
    expect(index.resolve('p/q/__init__.py', 'b', 1)).toBe('p/q/b.py');
    expect(index.resolve('p/q/b.py', 'missing', 1)).toBeUndefined();
    expect(index.absoluteName('p/q/b.py', 'c', 1)).toBe('p.q.c');
    expect(index.absoluteName('p/q/__init__.py', '', 2)).toBe('p');
    expect(index.absoluteName('p/q/b.py', 'x', 4)).toBeUndefined();
  });

  it('prefers a .py file over its .pyi stub', () => {
    const index = buildModuleIndex(['m/__init__.py', 'm/t.pyi', 'm/t.py']);
    expect(index.fileOf('m.t')).toBe('m/t.py');
  });
});
