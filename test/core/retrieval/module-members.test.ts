import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import { edgesOf, symbolId } from '../../../src/core/graph/expand.js';
import { enclosingClass } from '../../../src/core/graph/resolve-reference.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';
import { moduleMembers } from '../../../src/core/graph/module-members.js';
import { deterministicEntries } from '../../../src/core/retrieval/entry-points.js';
import { usagePrior } from '../../../src/core/retrieval/usage-prior.js';
import { memorySource, py } from '../graph/memory-source.js';

// A package whose `__init__` only re-exports, as astroid's `nodes` does.
const REPO: Record<string, string> = {
  'lib/__init__.py': '',
  'lib/nodes/__init__.py': py(`
    from .node_classes import Const, Starred as Star
    from .scoped import *
    from . import helpers as h
  `),
  'lib/nodes/node_classes.py': py(`
    class Const:
        def value(self):
            return 1

    class Starred:
        pass

    class Hidden:
        """Defined next to Const but not re-exported by the package."""
  `),
  'lib/nodes/scoped.py': py(`
    __all__ = ["Module"]

    class Module:
        pass

    class NotListed:
        pass
  `),
  'lib/nodes/helpers.py': py(`
    def warn(msg):
        return msg
  `),
  'lib/checker.py': py(`
    from lib import nodes

    def other(node):
        return isinstance(node, nodes.Const)

    def check(node):
        return nodes.Star(nodes.h.warn("x"))

    def stub(node):
        """The stub."""
        pass
  `),
};

async function setup(maxFiles?: number) {
  const source = memorySource(REPO);
  const loader = createModuleLoader(source, parsePython, maxFiles === undefined ? {} : { maxFiles });
  const resolver = createSymbolResolver(buildModuleIndex(await source.listFiles()), loader);
  const mod = await resolver.loader.load('lib/checker.py', true);
  if (mod === undefined) throw new Error('fixture');
  return { source, resolver, mod };
}

const defId = (file: string, qualname: string): string => `${file}:${qualname}`;

describe('members of a package reached through its __init__ re-exports', () => {
  it('lists re-exported classes (by alias, and through a star import honouring __all__) and leaves the rest out', async () => {
    const { resolver } = await setup();
    const members = await moduleMembers(resolver, 'lib/nodes/__init__.py', () => 10);
    const byName = new Map(members.map((m) => [m.name, symbolId(m.symbol)]));
    expect(byName.get('Const')).toBe(defId('lib/nodes/node_classes.py', 'Const'));
    expect(byName.get('Star')).toBe(defId('lib/nodes/node_classes.py', 'Starred'));
    expect(byName.get('Module')).toBe(defId('lib/nodes/scoped.py', 'Module'));
    // Not re-exported: `nodes.Hidden` and `nodes.NotListed` raise AttributeError, so they stay misses.
    const ids = members.map((m) => symbolId(m.symbol));
    expect(ids).not.toContain(defId('lib/nodes/node_classes.py', 'Hidden'));
    expect(ids).not.toContain(defId('lib/nodes/scoped.py', 'NotListed'));
  });

  it('reads nothing more once the budget has no room', async () => {
    const { source, resolver } = await setup();
    const members = await moduleMembers(resolver, 'lib/nodes/__init__.py', () => 0);
    expect(members).toEqual([]);
    expect(source.read).not.toContain('lib/nodes/node_classes.py');
  });

  it('offers them as entry points of a function whose file imports the package', async () => {
    const { resolver, mod } = await setup();
    const target = mod.byQualname.get('stub');
    if (target === undefined) throw new Error('fixture');
    const det = await deterministicEntries(resolver, mod, target, { importOrder: () => 0, maxFiles: 20, maxBytes: 1e6 });
    const ids = det.entries.map((e) => e.id);
    expect(ids).toContain(defId('lib/nodes/node_classes.py', 'Const'));
    expect(ids).toContain(defId('lib/nodes/node_classes.py', 'Starred'));
    expect(ids).not.toContain(defId('lib/nodes/node_classes.py', 'Hidden'));
    expect(det.importedAs.get(defId('lib/nodes/node_classes.py', 'Starred'))).toBe('nodes.Star');
  });

  it('resolves `nodes.Name` and `nodes.sub.name` chains in the walk and the usage prior', async () => {
    const { resolver, mod } = await setup();
    const check = mod.byQualname.get('check');
    const target = mod.byQualname.get('stub');
    if (check === undefined || target === undefined) throw new Error('fixture');
    const edges = (await edgesOf(resolver, mod, check)).map((e) => symbolId(e.symbol));
    expect(edges).toContain(defId('lib/nodes/node_classes.py', 'Starred'));
    expect(edges).toContain(defId('lib/nodes/helpers.py', 'warn'));
    const prior = await usagePrior(resolver, mod, target, enclosingClass(mod, target));
    expect(prior.evidence.get(defId('lib/nodes/node_classes.py', 'Const'))).toMatchObject({ count: 1 });
    expect(prior.evidence.get(defId('lib/nodes/helpers.py', 'warn'))).toMatchObject({ count: 1 });
    expect([...prior.evidence.keys()]).not.toContain(defId('lib/nodes/node_classes.py', 'Hidden'));
  });
});

describe('star re-exports of a package', () => {
  // A package `__init__` made of star imports (networkx's shape): `from .a import *` ...
  const STARS: Record<string, string> = { 'big/__init__.py': ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((m) => `from .${m} import *`).join('\n') + '\n' };
  for (const m of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) STARS[`big/${m}.py`] = `def ${m}_one():\n    return 1\n`;

  /** Reads take a moment; records how many were pending at once and in what order they began. */
  function timedSource() {
    const inner = memorySource(STARS);
    let pending = 0;
    const seen = { peak: 0, began: [] as string[] };
    const source = {
      ...inner,
      async readFile(path: string) {
        seen.began.push(path);
        pending += 1;
        seen.peak = Math.max(seen.peak, pending);
        await new Promise((r) => setTimeout(r, 5));
        pending -= 1;
        return inner.readFile(path);
      },
    };
    return { source, seen };
  }

  it('reads the star modules together, the same ones in the same order the room allows, not one round trip each', async () => {
    const { source, seen } = timedSource();
    const loader = createModuleLoader(source, parsePython);
    const resolver = createSymbolResolver(buildModuleIndex(await source.listFiles()), loader);
    await resolver.loader.load('big/__init__.py', true);
    const opened = (): number => loader.opened().length - 1;
    // Room for four more files: the first four star modules in source order, in one round.
    const members = await moduleMembers(resolver, 'big/__init__.py', () => 4 - opened());
    expect(seen.began.slice(1)).toEqual(['big/a.py', 'big/b.py', 'big/c.py', 'big/d.py']);
    expect(seen.peak).toBe(4);
    expect(members.map((m) => m.name).sort()).toEqual(['a_one', 'b_one', 'c_one', 'd_one']);
  });
});
