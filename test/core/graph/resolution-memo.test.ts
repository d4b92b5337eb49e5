/**
 * The walk's per-scope memo of resolved chains (graph/expand.ts, `stableResolutions`): on real
 * Debian source (python3-click, python3-rich) every definition's edges are the same with the memo
 * as without it, while the resolver is asked fewer questions; a resolution that met a refused read
 * is never kept.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgesOf, symbolId } from '../../../src/core/graph/expand.js';
import { createModuleLoader, type LoadedModule } from '../../../src/core/graph/module-loader.js';
import type { SymbolResolver } from '../../../src/core/graph/symbols.js';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';
import type { Language } from '../../../src/core/languages/language.js';
import { memorySource } from './memory-source.js';

const DIST = '/usr/lib/python3/dist-packages';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === '__pycache__') return [];
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.py') ? [full] : [];
  });
}

function packageFiles(pkg: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const full of walk(join(DIST, pkg))) files[relative(DIST, full)] = readFileSync(full, 'utf8');
  return files;
}

/** The resolver's questions, counted (a wrapper over the real resolver, passed in as the port is). */
function counting(resolver: SymbolResolver): { resolver: SymbolResolver; asked: () => number } {
  let asked = 0;
  const count = <A extends unknown[], R>(f: (...args: A) => R) => (...args: A): R => {
    asked += 1;
    return f(...args);
  };
  return {
    resolver: {
      ...resolver,
      loader: resolver.loader,
      lookupInModule: count(resolver.lookupInModule),
      memberOf: count(resolver.memberOf),
      resolveImport: count(resolver.resolveImport),
      basesOf: count(resolver.basesOf),
      ...(resolver.lookupInScope === undefined ? {} : { lookupInScope: count(resolver.lookupInScope) }),
    },
    asked: () => asked,
  };
}

/** `mod` as a language without the memo sees it (the same module, `stableResolutions` off). */
function withoutMemo(mod: LoadedModule): LoadedModule {
  const language: Language = { ...mod.language, retrieval: { ...mod.language.retrieval, stableResolutions: false } };
  return { ...mod, language };
}

/** Every definition's edges in `files`, in order, and how many questions the resolver was asked. */
async function allEdges(files: Record<string, string>, memo: boolean, maxFiles?: number): Promise<{ edges: string[]; asked: number; refused: number }> {
  const source = memorySource(files);
  const { resolver, asked } = counting(createSymbolResolver(buildModuleIndex(Object.keys(files)), createModuleLoader(source, parsePython, maxFiles === undefined ? {} : { maxFiles })));
  const edges: string[] = [];
  for (const file of Object.keys(files).sort()) {
    const loaded = await resolver.loader.load(file, true);
    if (loaded === undefined) continue;
    const mod = memo ? loaded : withoutMemo(loaded);
    for (const def of mod.parsed.definitions) {
      if (def.kind === 'variable') continue;
      for (const e of await edgesOf(resolver, mod, def, true)) edges.push(`${file}:${def.qualname} ${e.kind} ${symbolId(e.symbol)}${e.matches === undefined ? '' : ` ${e.matches}`}`);
    }
  }
  return { edges, asked: asked(), refused: resolver.loader.stats.refused };
}

describe('the walk keeps a scope\'s resolved chains (Python)', () => {
  it('Python turns it on; the languages whose answers depend on what is open do not', async () => {
    const { languageFor } = await import('../../../src/core/languages/index.js');
    expect(languageFor('a.py').retrieval.stableResolutions).toBe(true);
    for (const file of ['a.ts', 'a.go', 'a.rs', 'A.java']) expect(languageFor(file).retrieval.stableResolutions ?? false).toBe(false);
  });

  it.each(['click', 'rich'])('gives every definition of %s the same edges with fewer questions', async (pkg) => {
    const files = packageFiles(pkg);
    const without = await allEdges(files, false);
    const withMemo = await allEdges(files, true);
    expect(without.edges.length).toBeGreaterThan(1000);
    expect(withMemo.edges).toEqual(without.edges);
    expect(withMemo.refused).toBe(without.refused);
    // A third of the chains repeat in their scope on this code (session 22: 31% on click and rich).
    expect(withMemo.asked).toBeLessThan(without.asked * 0.9);
  });

  it('is exact under a read cap too: refusals and edges unchanged on click with 3 files', async () => {
    const files = packageFiles('click');
    const without = await allEdges(files, false, 3);
    const withMemo = await allEdges(files, true, 3);
    expect(without.refused).toBeGreaterThan(0);
    expect(withMemo.edges).toEqual(without.edges);
    expect(withMemo.refused).toBe(without.refused);
  });

  /** `run`'s edges in a module calling `helpers.go()` `times` times, and the questions they asked. */
  async function calls(times: number, maxFiles?: number): Promise<{ asked: number; edges: string[]; refused: number }> {
    const files = {
      'app/main.py': `from app import helpers\n\ndef run():\n${'    helpers.go()\n'.repeat(times)}`,
      'app/helpers.py': 'def go():\n    return 1\n',
      'app/__init__.py': '',
    };
    const loader = createModuleLoader(memorySource(files), parsePython, maxFiles === undefined ? {} : { maxFiles });
    const { resolver, asked } = counting(createSymbolResolver(buildModuleIndex(Object.keys(files)), loader));
    const mod = await loader.load('app/main.py', true);
    const run = mod?.byQualname.get('run');
    if (mod === undefined || run === undefined) throw new Error('app/main.py:run missing');
    const before = asked();
    const edges = (await edgesOf(resolver, mod, run)).map((e) => `${e.kind} ${symbolId(e.symbol)}`);
    return { asked: asked() - before, edges, refused: loader.stats.refused };
  }

  it('answers a repeated chain once when nothing was refused', async () => {
    const thrice = await calls(3);
    const once = await calls(1);
    expect(thrice.edges).toEqual(['call app/helpers.py:go', 'call app/helpers.py:go', 'call app/helpers.py:go']);
    expect(once.edges).toEqual(['call app/helpers.py:go']);
    expect(once.asked).toBeGreaterThan(0);
    expect(thrice.asked).toBe(once.asked);
  });

  it('resolves again a chain whose resolution met a refused read', async () => {
    const thrice = await calls(3, 1);
    const once = await calls(1, 1);
    expect(once.refused).toBeGreaterThan(0);
    expect(thrice.edges.some((e) => e.endsWith('app/helpers.py:go'))).toBe(false);
    expect(once.asked).toBeGreaterThan(0);
    // The first resolution met the refusal and was not kept: the second asked again. The resolver's own memo answered
    // the refused lookup that time without asking the loader, so the second was kept and the third was not asked.
    expect(thrice.asked).toBe(2 * once.asked);
    expect(thrice.refused).toBe(once.refused);
  });
});
