/**
 * The walk resolves a reference without a promise when every module the chain needs is open
 * (resolve-reference.ts resolveReferenceNow, Python's synchronous lookups, class members), and
 * asynchronously from the start otherwise. On real code (Debian's python3-rich and -click):
 * - every reference of every definition, every module open: the synchronous answer, where there
 *   is one, is the asynchronous answer, and most references get one;
 * - the walk itself under a read cap (reads refused, NOT_NOW on the way): the same graph, the same
 *   files opened in the same order and the same refusals as a walk whose resolver has no
 *   synchronous twins (sealed at the cap, going on in open files), while asking the asynchronous lookups far less often.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expand, type FrontierEntry } from '../../../src/core/graph/expand.js';
import { PartialGraph } from '../../../src/core/graph/partial-graph.js';
import { resolveReference, resolveReferenceNow, type ResolvedReference } from '../../../src/core/graph/resolve-reference.js';
import { NOT_NOW, type CodeSymbol, type SymbolResolver } from '../../../src/core/languages/language.js';
import { memoryGraph } from './memory-source.js';

const DIST = '/usr/lib/python3/dist-packages';

function packageFiles(name: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const full = join(dir, entry);
      if (entry === '__pycache__') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.py')) out[relative(DIST, full)] = readFileSync(full, 'utf8');
    }
  };
  walk(join(DIST, name));
  return out;
}

/** The resolver as a language without synchronous twins has it: every question asynchronous. */
function asyncOnly(resolver: SymbolResolver): SymbolResolver {
  const plain: SymbolResolver = { ...resolver };
  delete plain.lookupInModuleNow;
  delete plain.resolveImportNow;
  delete plain.memberOfNow;
  delete plain.lookupInScopeNow;
  return plain;
}

/** Counts the asynchronous module lookups asked through `resolver`. */
function counting(resolver: SymbolResolver): { resolver: SymbolResolver; asked: () => number } {
  let asked = 0;
  return {
    resolver: {
      ...resolver,
      lookupInModule: (file, name, pathGoesOn) => {
        asked += 1;
        return resolver.lookupInModule(file, name, pathGoesOn);
      },
    },
    asked: () => asked,
  };
}

const symbolKey = (s: CodeSymbol): string => (s.kind === 'module' ? `module:${s.module}:${s.file ?? ''}` : `${s.file}:${s.def.qualname}`);
const answer = (r: ResolvedReference | undefined): string => (r === undefined ? '-' : `${symbolKey(r.symbol)}|${r.complete}|${r.viaAttributeType}`);

describe('references resolved without a promise', () => {
  it.each(['rich', 'click'])('%s: every reference, every module open: the synchronous answer is the asynchronous one', async (pkg) => {
    const files = packageFiles(pkg);
    const sync = await memoryGraph(files);
    const slow = await memoryGraph(files);
    await sync.loader.prefetch(sync.paths);
    await slow.loader.prefetch(slow.paths);
    const plain = asyncOnly(slow.resolver);
    let refs = 0;
    let now = 0;
    const differ: string[] = [];
    for (const path of sync.paths) {
      const mod = await sync.loader.load(path);
      const other = await slow.loader.load(path);
      if (mod === undefined || other === undefined) continue;
      for (const [i, def] of mod.parsed.definitions.entries()) {
        const otherDef = other.parsed.definitions[i]!;
        for (const [j, ref] of def.references.entries()) {
          refs += 1;
          const quick = resolveReferenceNow(sync.resolver, mod, def, ref.chain);
          const got = quick === NOT_NOW ? await resolveReference(sync.resolver, mod, def, ref.chain) : quick;
          if (quick !== NOT_NOW) now += 1;
          const want = await resolveReference(plain, other, otherDef, otherDef.references[j]!.chain);
          if (answer(got) !== answer(want)) differ.push(`${path}:${def.qualname} ${ref.chain.join('.')}: ${answer(got)} vs ${answer(want)}`);
        }
      }
    }
    expect(differ).toEqual([]);
    expect(refs).toBeGreaterThan(3000);
    // Most chains need nothing but open modules: locals' types, `super()` and attribute types are the rest.
    expect(now / refs).toBeGreaterThan(0.75);
  });

  it.each([
    ['rich', 'rich/console.py', 6],
    ['rich', 'rich/table.py', 3],
    ['click', 'click/core.py', 4],
  ] as const)('%s from %s, at most %i files: the same walk as with asynchronous lookups only', async (pkg, file, maxFiles) => {
    const files = packageFiles(pkg);
    const run = async (twins: boolean) => {
      const g = await memoryGraph(files);
      const mod = await g.loader.load(file, true);
      const counted = counting(twins ? g.resolver : asyncOnly(g.resolver));
      const entries: FrontierEntry[] = (mod?.parsed.definitions ?? [])
        .filter((d) => d.kind !== 'variable')
        .slice(0, 40)
        .map((def) => ({ id: `${file}:${def.qualname}`, symbol: { kind: 'definition', file, def }, hop: 0, kind: 'call', from: 'target' }));
      const graph = new PartialGraph();
      const { reached, expansions } = await expand({
        resolver: counted.resolver, graph, entries, maxHops: 4, maxExpansions: 200, maxFiles, maxBytes: 10_000_000,
        roundSize: 6, priority: (e) => 10 - e.hop, sourceFiles: g.paths, openOnlyPastLimit: true,
      });
      return {
        reached: [...reached.values()].map((e) => `${e.id} ${e.hop} ${e.kind} ${e.from}`),
        edges: graph.edges.map((e) => JSON.stringify(e)),
        nodes: [...graph.nodes.values()].map((n) => JSON.stringify(n)),
        expansions,
        opened: g.loader.opened(),
        refused: g.loader.stats.refused,
        asked: counted.asked(),
      };
    };
    const withTwins = await run(true);
    const without = await run(false);
    expect(withTwins.reached.length).toBeGreaterThan(100);
    expect(withTwins.refused).toBeGreaterThan(0);
    const { asked: askedWith, ...sameWith } = withTwins;
    const { asked: askedWithout, ...sameWithout } = without;
    expect(sameWith).toEqual(sameWithout);
    // The walk asks the asynchronous lookups only where a read is still to settle or refused.
    expect(askedWith).toBeLessThan(askedWithout / 3);
  });
});
