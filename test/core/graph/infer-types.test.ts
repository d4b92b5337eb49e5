import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { edgesOf, symbolId } from '../../../src/core/graph/expand.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';
import { memorySource, py } from './memory-source.js';

/** A small repository where receivers are typed only by docstrings, defaults, assignments and call sites. */
const REPO: Record<string, string> = {
  'app/__init__.py': py(`
    from .store import Database
  `),
  'app/store.py': py(`
    from .panel import Panel

    class Database:
        def execute(self, sql):
            return sql

        def panel(self):
            return Panel(db=self)
  `),
  'app/panel.py': py(`
    class Panel:
        def __init__(self, db, size=None):
            self.db = db

        def render(self):
            return self.db.execute("select 1")
  `),
  'app/graph.py': py(`
    class Graph:
        def add_node(self, n):
            return n

        def is_frozen(self):
            return False

    class Other:
        def clear(self):
            return None

    def make_graph() -> Graph:
        return Graph()
  `),
  'app/ops.py': py(`
    from .graph import Graph, Other, make_graph

    def sphinx_style(g, n):
        """Add one node.

        :param g: the graph
        :type g: Graph
        """
        g.add_node(n)

    def google_style(g, n):
        """Add one node.

        Args:
            g (Graph): the graph
            n (int): the node
        """
        g.add_node(n)

    def numpy_style(g, n):
        """Add one node.

        Parameters
        ----------
        g : Graph
            the graph
        """
        g.add_node(n)

    def by_default(g=Graph()):
        return g.is_frozen()

    def by_assignment():
        g = Graph()
        h = make_graph()
        return g.is_frozen(), h.add_node(1)

    def untyped(g):
        return g.add_node(1)

    def typed_other(g: Other):
        return g.add_node(1)

    def external():
        d = dict()
        return d.add_node(1)
  `),
};

async function edges(file: string, qualname: string, files: Record<string, string> = REPO, open: string[] = []): Promise<string[]> {
  const source = memorySource(files);
  const resolver = createSymbolResolver(buildModuleIndex(await source.listFiles()), createModuleLoader(source, parsePython));
  for (const f of open) await resolver.loader.load(f);
  const mod = await resolver.loader.load(file);
  const def = mod?.byQualname.get(qualname);
  if (mod === undefined || def === undefined) throw new Error(`${file}:${qualname} missing`);
  return (await edgesOf(resolver, mod, def, true)).map((e) => `${e.kind} ${symbolId(e.symbol)}`);
}

describe('receiver typing beyond annotations', () => {
  it.each(['sphinx_style', 'google_style', 'numpy_style'])('types a parameter from its %s docstring', async (fn) => {
    expect(await edges('app/ops.py', fn)).toContain('attribute-type app/graph.py:Graph.add_node');
  });

  it('types a parameter from a default that is a call, and locals from constructors and return annotations', async () => {
    expect(await edges('app/ops.py', 'by_default')).toContain('attribute-type app/graph.py:Graph.is_frozen');
    const assigned = await edges('app/ops.py', 'by_assignment');
    expect(assigned).toContain('attribute-type app/graph.py:Graph.is_frozen');
    expect(assigned).toContain('attribute-type app/graph.py:Graph.add_node');
  });

  it('types self.db from a constructor call site that passes the receiver (Panel(db=self) in Database)', async () => {
    expect(await edges('app/panel.py', 'Panel.render', REPO, ['app/store.py'])).toContain('attribute-type app/store.py:Database.execute');
  });

  it('does not guess a call-site type from a file nobody opened', async () => {
    const found = await edges('app/panel.py', 'Panel.render');
    expect(found.filter((e) => e.includes('Database.execute') && !e.startsWith('by-name'))).toEqual([]);
  });
});

describe('method-name fallback for receivers of unknown type', () => {
  it('matches g.add_node() on an untyped parameter by name over the classes already opened', async () => {
    expect(await edges('app/ops.py', 'untyped', REPO, ['app/graph.py'])).toContain('by-name app/graph.py:Graph.add_node');
  });

  it('never adds a by-name edge when the type is known, even if the known type lacks the method', async () => {
    const typed = await edges('app/ops.py', 'typed_other', REPO, ['app/graph.py']);
    expect(typed.filter((e) => e.includes('add_node'))).toEqual([]);
    const external = await edges('app/ops.py', 'external', REPO, ['app/graph.py']);
    expect(external.filter((e) => e.includes('add_node'))).toEqual([]);
  });

  it('gives up on names that too many classes define', async () => {
    const many: Record<string, string> = { 'm/__init__.py': '', 'm/use.py': 'def f(x):\n    return x.run()\n' };
    for (let i = 0; i < 4; i += 1) many[`m/c${i}.py`] = `class C${i}:\n    def run(self):\n        return ${i}\n`;
    expect(await edges('m/use.py', 'f', many, ['m/c0.py', 'm/c1.py', 'm/c2.py', 'm/c3.py'])).toEqual([]);
  });
});
