/**
 * The walk at its read limit (graph/expand.ts `openOnlyPastLimit`, Rust's `expandOpenPastLimit`):
 * on gimli (Debian's librust-gimli-dev), whose files run to thousands of lines, the entry points
 * alone can spend the byte limit. Stopping there left the type a stub names unexpanded, so its
 * associated functions (`Abbreviations::parse`) were never reached; going on through the files
 * already open reaches them and reads nothing more.
 */
import { describe, expect, it } from 'vitest';
import { expand, type FrontierEntry } from '../../../src/core/graph/expand.js';
import { PartialGraph } from '../../../src/core/graph/partial-graph.js';
import { memoryGraph } from './memory-source.js';
import { crateFiles } from '../languages/rust/helpers.js';

async function walk(openOnlyPastLimit: boolean): Promise<{ reached: string[]; read: string[] }> {
  const { resolver, loader, source } = await memoryGraph(crateFiles('gimli-0.27.0'));
  const mod = await loader.load('src/read/abbrev.rs');
  const struct = mod!.parsed.definitions.find((d) => d.qualname === 'Abbreviations' && d.declKind === 'struct');
  const entry: FrontierEntry = { id: 'src/read/abbrev.rs:Abbreviations', symbol: { kind: 'definition', file: 'src/read/abbrev.rs', def: struct! }, hop: 1, kind: 'annotation', from: 'target' };
  const before = source.read.length;
  const { reached } = await expand({
    resolver, graph: new PartialGraph(), entries: [entry], maxHops: 10, maxExpansions: 20, maxFiles: 40,
    // The byte limit is already spent by the one file open: as on gimli after the entry points.
    maxBytes: 1, roundSize: 6, priority: () => 1, openOnlyPastLimit,
  });
  // Source files only: Cargo.toml manifests are read for crate names, outside the walk's budget.
  return { reached: [...reached.keys()], read: source.read.slice(before).filter((f) => f.endsWith('.rs')) };
}

describe('the walk past its read limit', () => {
  it('stops at the limit by default: the struct is never expanded', async () => {
    const { reached, read } = await walk(false);
    expect(reached).toEqual(['src/read/abbrev.rs:Abbreviations']);
    expect(read).toEqual([]);
  });

  it('with openOnlyPastLimit goes on through the open file and reads no other', async () => {
    const { reached, read } = await walk(true);
    expect(reached).toContain('src/read/abbrev.rs:Abbreviations.parse');
    expect(reached).toContain('src/read/abbrev.rs:Abbreviations.insert');
    expect(read).toEqual([]);
  });
});
