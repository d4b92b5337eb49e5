/**
 * The cross-job parse cache (src/core/retrieval/parse-cache.ts) on real sources: Debian's
 * python3-rich and zod's TypeScript sources (a dependency of this project). A text read again at
 * the same path is not parsed again; a changed text is; installations never share a parse; the
 * estimated heap stays under its bounds, the least recently used going first; and a job served
 * from the cache (its entries frozen, so a caller that changed a shared parse would throw) gives
 * the same targets, prompts and answers as a cold job.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseSource } from '../../../src/core/languages/index.js';
import type { ParsedModule } from '../../../src/core/languages/types.js';
import type { ChatModel } from '../../../src/core/ports.js';
import { createParseCache, parseWeight } from '../../../src/core/retrieval/parse-cache.js';
import { createRetrieve } from '../../../src/core/retrieval/index.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { implementStubs } from '../../../src/pipeline/implement-stubs.js';
import { memorySource } from '../graph/memory-source.js';

const RICH = '/usr/lib/python3/dist-packages/rich';
const ZOD = join(import.meta.dirname, '../../../node_modules/zod/src');

function readTree(dir: string, keep: RegExp): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (keep.test(name)) out.push([relative(dir, path), readFileSync(path, 'utf8')]);
    }
  };
  walk(dir);
  return out;
}

function countingParse(): { parse: (text: string, file: string) => ParsedModule; calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    parse: (text, file) => {
      calls.push(file);
      return parseSource(text, file);
    },
  };
}

describe('parse cache', () => {
  const console = readFileSync(join(RICH, 'console.py'), 'utf8');

  it('serves a text read again at the same path, and parses a changed text again (the key is the content)', () => {
    const cache = createParseCache();
    const view = cache.forInstallation(7);
    const { parse, calls } = countingParse();
    const first = view.parse(console, 'rich/console.py', parse);
    expect(view.parse(console, 'rich/console.py', parse)).toBe(first);
    expect(calls).toHaveLength(1);

    const changed = `${console}\n\ndef added_by_a_push(x):\n    return x\n`;
    const second = view.parse(changed, 'rich/console.py', parse);
    expect(calls).toHaveLength(2);
    expect(second.definitions.map((d) => d.qualname)).toContain('added_by_a_push');
    expect(first.definitions.map((d) => d.qualname)).not.toContain('added_by_a_push');
    // The same text at another path is another parse (a parse may depend on the path).
    view.parse(console, 'vendored/console.py', parse);
    expect(calls).toHaveLength(3);
    // The old content is still there for a job on the older commit.
    expect(view.parse(console, 'rich/console.py', parse)).toBe(first);
    expect(cache.stats()).toMatchObject({ entries: 3, hits: 2, misses: 3 });
  });

  it('never serves one installation a parse another made, even of the same bytes', () => {
    const cache = createParseCache();
    const { parse, calls } = countingParse();
    const a = cache.forInstallation(1).parse(console, 'rich/console.py', parse);
    const b = cache.forInstallation(2).parse(console, 'rich/console.py', parse);
    expect(calls).toHaveLength(2);
    expect(b).not.toBe(a);
    expect(cache.forInstallation(1).parse(console, 'rich/console.py', parse)).toBe(a);
    expect(cache.forInstallation(2).parse(console, 'rich/console.py', parse)).toBe(b);
    expect(calls).toHaveLength(2);
    expect(() => cache.forInstallation('')).toThrow(/installation id/);
  });

  it('keeps its estimated heap under the bounds, dropping the least recently used first', () => {
    // 60 of zod's files (parsing all 332 takes minutes on a loaded machine), bounds of about 15 files.
    const zod = readTree(ZOD, /\.ts$/).slice(0, 60);
    expect(zod.length).toBe(60);
    const weights = zod.map(([, text]) => parseWeight(text));
    const maxBytes = weights.slice(0, 15).reduce((a, b) => a + b, 0);
    const perInstallation = Math.floor(maxBytes / 2);
    const cache = createParseCache({ maxBytes, maxBytesPerInstallation: perInstallation });
    const { parse, calls } = countingParse();
    const views = [cache.forInstallation('a'), cache.forInstallation('b'), cache.forInstallation('c')];
    const kept = zod[5]!;
    for (const [i, [file, text]] of zod.entries()) {
      const view = views[i % 3]!;
      view.parse(text, file, parse);
      // Installation 'a' keeps using one file: it stays while others go.
      views[0]!.parse(kept[1], kept[0], parse);
      const stats = cache.stats();
      expect(stats.bytes).toBeLessThanOrEqual(maxBytes);
      for (const id of ['a', 'b', 'c']) expect(cache.bytesOf(id)).toBeLessThanOrEqual(perInstallation);
    }
    const stats = cache.stats();
    expect(stats.evictions).toBeGreaterThan(25);
    const before = calls.length;
    views[0]!.parse(kept[1], kept[0], parse);
    expect(calls.length).toBe(before);
    // The first files, used once long ago, are gone.
    const [oldFile, oldText] = zod[1]!;
    views[1]!.parse(oldText, oldFile, parse);
    expect(calls.length).toBe(before + 1);
    // A module heavier than an installation's share is parsed and not kept.
    const small = createParseCache({ maxBytes: 1024 * 1024, maxBytesPerInstallation: 64 * 1024 });
    small.forInstallation(1).parse(console, 'rich/console.py', parse);
    expect(small.stats()).toMatchObject({ entries: 0, bytes: 0 });
  }, 300_000);

  it("one installation's load does not push another's entries out", () => {
    const zod = readTree(ZOD, /\.ts$/).slice(0, 60);
    const total = zod.reduce((n, [, t]) => n + parseWeight(t), 0);
    const cache = createParseCache({ maxBytes: total, maxBytesPerInstallation: Math.floor(total / 4) });
    const { parse, calls } = countingParse();
    const small = readFileSync(join(RICH, 'color_triplet.py'), 'utf8');
    cache.forInstallation('quiet').parse(small, 'rich/color_triplet.py', parse);
    for (const [file, text] of zod) cache.forInstallation('busy').parse(text, file, parse);
    expect(cache.bytesOf('busy')).toBeLessThanOrEqual(Math.floor(total / 4));
    expect(cache.stats().evictions).toBeGreaterThan(0);
    const before = calls.length;
    cache.forInstallation('quiet').parse(small, 'rich/color_triplet.py', parse);
    expect(calls.length).toBe(before);
  }, 300_000);

  it('a job served from the cache gives what a cold job gives, parsing nothing again', async () => {
    const data = z
      .object({ files: z.record(z.string(), z.string()), stubbed: z.record(z.string(), z.string()), stubs: z.array(z.object({ file: z.string(), qualname: z.string(), body: z.string() })) })
      .parse(JSON.parse(execFileSync('python3', [join(import.meta.dirname, '../../../bench/support/e2e_stubs.py'), RICH, '7', '3'], { maxBuffer: 1 << 28 }).toString('utf8')));
    const head = { ...data.files, ...data.stubbed };
    const bodies = new Map(data.stubs.map((s) => [s.qualname, s.body]));
    const model: ChatModel = {
      name: 'scripted',
      complete: (req) => {
        const text = req.messages.map((m) => m.content).join('\n');
        const body = bodies.get(/Implement the body of `([^`]+)`/.exec(text)?.[1] ?? '');
        return Promise.resolve({ content: body === undefined ? 'No idea.' : `\`\`\`python\n${body}\n\`\`\``, model: 'scripted', usage: { promptTokens: 1, completionTokens: 1 } });
      },
    };
    const { parse, calls } = countingParse();
    const retrieve = createRetrieve({ parse, count: countTokens, now: () => performance.now() });
    const cache = createParseCache({ freeze: true });
    const run = async (withCache: boolean) => {
      const review = await implementStubs({
        source: memorySource(head),
        model,
        retrieve,
        selection: { kind: 'all-stubs' },
        headSha: 'f'.repeat(40),
        ...(withCache ? { parseCache: cache.forInstallation(42) } : {}),
      });
      return JSON.stringify([review.targets.map((t) => [t.file, t.qualname, t.status, t.prompt, t.attempts.map((a) => [a.content, a.problems, a.warnings])]), review.suggestions]);
    };
    const cold = await run(false);
    const coldParses = calls.length;
    expect(coldParses).toBeGreaterThan(20);
    expect(await run(true)).toBe(cold);
    expect(calls.length).toBe(2 * coldParses);
    // The next job of the installation reads the same blobs: none is parsed again, and nothing changed a frozen parse.
    expect(await run(true)).toBe(cold);
    expect(calls.length).toBe(2 * coldParses);
    expect(cold).toContain('suggested');
  }, 300_000);
});
