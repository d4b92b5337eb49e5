import { describe, expect, it } from 'vitest';
import { parseCommand } from '../../src/app/command-parser.js';
import { intakeCommandSchema } from '../../src/app/intake-job.js';
import { languageFor, parseSource } from '../../src/core/languages/index.js';
import { retrieve } from '../../src/core/retrieval/index.js';
import { isQualname, parseTargetName } from '../../src/core/target.js';
import { jobTargetSchema } from '../../src/queue/implement-job-schema.js';
import { memorySource } from './graph/memory-source.js';

/** A cache module shaped like real ones: private members, an accessor pair, an iterator, a quoted method. */
const CACHE = [
  "import { Entry, makeEntry } from './entry';",
  'export class Cache {',
  '  #entries = new Map<string, Entry>();',
  '  #evict(key: string): void {',
  "    throw new Error('not implemented');",
  '  }',
  '  static #fresh(): Cache {',
  '    return new Cache();',
  '  }',
  '  get size(): number {',
  '    return this.#entries.size;',
  '  }',
  '  set size(_n: number) {',
  "    throw new Error('read-only');",
  '  }',
  '  *[Symbol.iterator](): Iterator<Entry> {',
  '    yield* this.#entries.values();',
  '  }',
  "  ['put-all'](keys: string[]): void {",
  '    for (const k of keys) this.#entries.set(k, makeEntry(k));',
  '  }',
  '}',
  '',
].join('\n');
const ENTRY = 'export interface Entry {\n  key: string;\n}\nexport function makeEntry(key: string): Entry {\n  return { key };\n}\n';

describe('one qualified-name grammar for every definition the front end lists', () => {
  const defs = parseSource(CACHE, 'src/cache.ts').definitions.filter((d) => d.kind !== 'variable');

  it('accepts every listed name: #private, static #private, accessors, computed and quoted members', () => {
    expect(defs.map((d) => d.qualname)).toEqual(
      expect.arrayContaining(['Cache.#evict', 'Cache.#fresh', 'Cache.size', 'Cache.[Symbol.iterator]', "Cache.['put-all']"]),
    );
    for (const d of defs) expect([d.qualname, isQualname(d.qualname)]).toEqual([d.qualname, true]);
  });

  it('reads them the same in a comment, at the queue boundaries and on the CLI', () => {
    for (const d of defs) {
      const command = parseCommand(`/dycoder implement src/cache.ts::${d.qualname}`);
      expect(command).toEqual({ kind: 'implement', targets: [{ file: 'src/cache.ts', qualname: d.qualname }] });
      expect(intakeCommandSchema.safeParse(command).success).toBe(true);
      expect(jobTargetSchema.safeParse({ kind: 'name', name: d.qualname, file: 'src/cache.ts' }).success).toBe(true);
      expect(parseTargetName(`src/cache.ts:${d.qualname}`)).toEqual({ ok: true, target: { file: 'src/cache.ts', qualname: d.qualname } });
    }
  });

  it('still refuses what no definition is called', () => {
    for (const bad of ['Cache.#', 'Cache.##x', 'Cache.[]', "Cache.['a b']", "Cache.['a:b']", 'Cache..size', '1x', 'Cache.[Symbol.]']) {
      expect([bad, isQualname(bad)]).toEqual([bad, false]);
    }
    expect(parseCommand('/dycoder implement Cache.#')?.kind).toBe('invalid');
    expect(jobTargetSchema.safeParse({ kind: 'name', name: 'a b' }).success).toBe(false);
  });

  it('a stub in a #private method is found and targeted, and its context reaches what the class uses', async () => {
    const stubs = languageFor('src/cache.ts').findStubs(CACHE, 'src/cache.ts', parseSource(CACHE, 'src/cache.ts'));
    expect(stubs.map((s) => s.qualname)).toContain('Cache.#evict');
    const source = memorySource({ 'src/cache.ts': CACHE, 'src/entry.ts': ENTRY });
    const r = await retrieve(source, { file: 'src/cache.ts', qualname: 'Cache.#evict' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 3 });
    expect(r.context).toContain('export function makeEntry(key: string): Entry {');
  });
});
