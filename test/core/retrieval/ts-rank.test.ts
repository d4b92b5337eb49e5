import { describe, expect, it } from 'vitest';
import type { FrontierEntry } from '../../../src/core/graph/expand.js';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/lang/index.js';
import { parsePython } from '../../../src/core/lang/python/index.js';
import { retrieveDycoder } from '../../../src/core/retrieval/dycoder.js';
import { FEATURE_NAMES, rankFeatures } from '../../../src/core/retrieval/rank-model.js';
import { fileUsage, isPrivate, type RankInput } from '../../../src/core/retrieval/rank.js';
import { openSession } from '../../../src/core/retrieval/session.js';
import { countTokens } from '../../../src/core/retrieval/tokens.js';
import { memorySource } from '../graph/memory-source.js';

const WORKER = [
  'export class Worker {',
  '  #count = 0;',
  '  run(): number {',
  '    return this.step() + this.step();',
  '  }',
  '  private step(): number {',
  '    return 1;',
  '  }',
  '  private lonely(): number {',
  '    return 2;',
  '  }',
  '  #hidden(): number {',
  '    return 3;',
  '  }',
  '  protected static hook(): number {',
  '    return 4;',
  '  }',
  '  open(): number {',
  '    return 5;',
  '  }',
  '  parseWorker(): number {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');

const deps = { parse: parseSource, count: countTokens, now: () => performance.now() };

async function features(): Promise<Map<string, Record<string, number>>> {
  let out = new Map<string, Record<string, number>>();
  const s = await openSession(memorySource({ 'src/worker.ts': WORKER }), { file: 'src/worker.ts', qualname: 'Worker.parseWorker' }, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }, deps);
  await retrieveDycoder(s, deps.now, undefined, {
    onCandidates: (rank: RankInput, entries: readonly FrontierEntry[]) => {
      out = new Map(entries.map((e) => [e.id, Object.fromEntries(FEATURE_NAMES.map((n, i) => [n, rankFeatures(rank, e)[i] ?? 0]))]));
    },
  });
  return out;
}

describe('TypeScript ranking signals', () => {
  it('knows private, protected and #private members, and the underscore convention', () => {
    const mod = indexModule('src/worker.ts', WORKER, parseSource(WORKER, 'src/worker.ts'));
    const priv = (q: string): boolean => isPrivate(mod.byQualname.get(q) ?? mod.parsed.definitions[0]!, mod.file);
    expect([priv('Worker.step'), priv('Worker.#hidden'), priv('Worker.hook'), priv('Worker.open'), priv('Worker.run')]).toEqual([true, true, true, false, false]);
  });

  it('reads `private` as private only in TypeScript', () => {
    const text = 'def private(self):\n    return 1\n\ndef _helper():\n    return 2\n';
    const mod = indexModule('m.py', text, parsePython(text));
    expect(mod.parsed.definitions.map((d) => isPrivate(d, 'm.py'))).toEqual([false, true]);
  });

  it('counts `this.x` in the rest of the file as a use of the member x', () => {
    const mod = indexModule('src/worker.ts', WORKER, parseSource(WORKER, 'src/worker.ts'));
    const target = mod.byQualname.get('Worker.parseWorker');
    if (target === undefined) throw new Error('fixture missing');
    expect(fileUsage(mod, target).selfAttrs.get('step')).toBe(2);
    // In Python `this` is an ordinary variable, not the receiver.
    const text = 'def f(this):\n    return this.step()\n\ndef g(self):\n    return self.step()\n';
    const pyMod = indexModule('m.py', text, parsePython(text));
    expect(fileUsage(pyMod, pyMod.parsed.definitions[1]!).selfAttrs.get('step')).toBeUndefined();
  });

  it('marks the private helpers nothing but the stub uses, and not those in use or public', async () => {
    const f = await features();
    expect(f.get('src/worker.ts:Worker.lonely')?.unusedPrivate).toBe(1);
    expect(f.get('src/worker.ts:Worker.#hidden')?.unusedPrivate).toBe(1);
    expect(f.get('src/worker.ts:Worker.step')?.unusedPrivate).toBe(0);
    expect(f.get('src/worker.ts:Worker.step')?.logUses).toBeCloseTo(Math.log2(3));
    expect(f.get('src/worker.ts:Worker.open')?.unusedPrivate).toBe(0);
    expect(f.get('src/worker.ts:Worker.open')?.unusedPublic).toBe(1);
  });
});
