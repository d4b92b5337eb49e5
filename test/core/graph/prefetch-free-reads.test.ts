/**
 * Reading ahead (graph/prefetch.ts) saves round trips only. On a source whose reads cost none (RepoSource.scansCheaply:
 * the app's GitHub source once an archive holding every file has landed, a local checkout) it fetched and parsed the
 * files a file's imports lead to, and a job parsed files its walk never opened (rich: 11 files, 86k characters per
 * job). On Debian's python3-rich, three targets of one job: with reads free, every text parsed is a file the walk read
 * (readFile), and nothing is fetched ahead; with reads as round trips, reading ahead still runs (it fetches and parses
 * files the walk has not read yet); the retrieval results are the same either way.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { observeLiteParses } from '../../../src/core/languages/lite-tree.js';
import type { RepoSource } from '../../../src/core/ports.js';
import { createRetrieve } from '../../../src/core/retrieval/index.js';
import type { RetrievalResult } from '../../../src/core/retrieval/types.js';

const DIST = '/usr/lib/python3/dist-packages';
const FILES: Record<string, string> = Object.fromEntries(
  readdirSync(`${DIST}/rich`)
    .filter((f) => f.endsWith('.py'))
    .map((f) => [`rich/${f}`, readFileSync(`${DIST}/rich/${f}`, 'utf8')]),
);
const TARGETS = [
  { file: 'rich/status.py', qualname: 'Status.__init__' },
  { file: 'rich/console.py', qualname: 'Group.__init__' },
  { file: 'rich/table.py', qualname: 'Table.add_row' },
];

interface Run {
  results: RetrievalResult[];
  read: Set<string>;
  fetchedAhead: Set<string>;
  parsed: Set<string>;
}

async function job(scansCheaply: boolean): Promise<Run> {
  const read = new Set<string>();
  const fetchedAhead = new Set<string>();
  const source: RepoSource = {
    listFiles: () => Promise.resolve(Object.keys(FILES).sort()),
    readFile: (path) => {
      if (FILES[path] !== undefined) read.add(path);
      return Promise.resolve(FILES[path]);
    },
    prefetch: (path) => {
      if (FILES[path] !== undefined) fetchedAhead.add(path);
      return Promise.resolve(FILES[path]);
    },
    scansCheaply,
    stats: { filesRead: 0, bytesRead: 0, requests: 0 },
  };
  const fileOf = new Map(Object.entries(FILES).map(([f, t]) => [t, f]));
  const parsed = new Set<string>();
  const stop = observeLiteParses((text) => {
    const file = fileOf.get(text);
    if (file !== undefined) parsed.add(file);
  });
  try {
    const retrieve = createRetrieve();
    const results: RetrievalResult[] = [];
    for (const target of TARGETS) results.push(await retrieve(source, target, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }));
    // Reads ahead still in flight settle (they never hold the walk up): let them finish before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { results, read, fetchedAhead, parsed };
  } finally {
    stop();
  }
}

const view = (r: RetrievalResult): unknown => ({ items: r.items, context: r.context, tokens: r.tokens, graph: r.graph });

describe('reading ahead', () => {
  it('parses no file the walk does not read when reads cost no round trip, and leaves the results as they were', async () => {
    const free = await job(true);
    const trips = await job(false);
    expect(free.fetchedAhead.size).toBe(0);
    expect([...free.parsed].filter((f) => !free.read.has(f))).toEqual([]);
    expect(free.parsed.size).toBe(free.read.size);
    // Where reads are round trips, files are still fetched and parsed ahead of the walk's reads.
    expect(trips.fetchedAhead.size).toBeGreaterThan(10);
    expect([...trips.parsed].filter((f) => !trips.read.has(f)).length).toBeGreaterThan(0);
    expect(free.results.map(view)).toEqual(trips.results.map(view));
    expect(free.read).toEqual(trips.read);
  }, 120_000);
});
