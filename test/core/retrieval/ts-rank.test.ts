import { describe, expect, it } from 'vitest';
import type { FrontierEntry } from '../../../src/core/graph/expand.js';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../src/core/languages/index.js';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { retrieveDycoder } from '../../../src/core/retrieval/dycoder.js';
import { FEATURE_NAMES, rankFeatures } from '../../../src/core/retrieval/rank-model.js';
import { isPrivate, type RankInput } from '../../../src/core/retrieval/rank.js';
import { fileUsage } from '../../../src/core/retrieval/file-usage.js';
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

/** The rank features of every candidate of one target's retrieval, by candidate id. */
async function features(files: Record<string, string> = { 'src/worker.ts': WORKER }, target = { file: 'src/worker.ts', qualname: 'Worker.parseWorker' }): Promise<Map<string, Record<string, number>>> {
  let out = new Map<string, Record<string, number>>();
  const s = await openSession(memorySource(files), target, { retriever: 'dycoder', budgetTokens: 6000, maxHops: 10 }, deps);
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

describe('TypeScript module-private declarations', () => {
  const MODULE = [
    'function lonely(n: number): number {',
    '  return n;',
    '}',
    'function shared(n: number): number {',
    '  return n + 1;',
    '}',
    'export function open(n: number): number {',
    '  return shared(n);',
    '}',
    'function listed(): number {',
    '  return 2;',
    '}',
    'export { listed };',
    'export default function main(): number {',
    '  return 3;',
    '}',
    'export class Box {',
    '  inner(): number {',
    '    return 4;',
    '  }',
    '}',
    'export function build(n: number): number {',
    "  throw new Error('not implemented');",
    '}',
    '',
  ].join('\n');
  const mod = indexModule('src/mod.ts', MODULE, parseSource(MODULE, 'src/mod.ts'));
  const priv = (q: string): boolean => isPrivate(mod.byQualname.get(q) ?? mod.parsed.definitions[0]!, mod.file, mod);

  it('reads a top-level declaration the module does not export as private to it', () => {
    expect([priv('lonely'), priv('shared')]).toEqual([true, true]);
  });

  it('leaves exported ones public however they are exported, and class members to their modifiers', () => {
    expect([priv('open'), priv('listed'), priv('main'), priv('Box'), priv('Box.inner')]).toEqual([false, false, false, false, false]);
  });

  it('says nothing of a declaration in another module than the one given', () => {
    const other = indexModule('src/other.ts', 'function helper(): number {\n  return 1;\n}\n', parseSource('function helper(): number {\n  return 1;\n}\n', 'src/other.ts'));
    expect(isPrivate(other.parsed.definitions[0]!, other.file, mod)).toBe(false);
  });

  it('marks the module-private helper nothing but the stub uses as an unused private one', async () => {
    const out = await features({ 'src/mod.ts': MODULE }, { file: 'src/mod.ts', qualname: 'build' });
    expect(out.get('src/mod.ts:lonely')?.unusedPrivate).toBe(1);
    // Used by `open`: not there for the stub alone.
    expect(out.get('src/mod.ts:shared')?.unusedPrivate).toBe(0);
    expect(out.get('src/mod.ts:listed')?.unusedPrivate).toBe(0);
  });
});

describe('a namespace import nothing else in the file uses', () => {
  const REPO: Record<string, string> = {
    'src/optimizers.ts': 'export class MergeBins {}\nexport class MoveParseUp {}\n',
    'src/log.ts': 'export function warn(m: string): void {\n  console.warn(m);\n}\nexport function debug(m: string): void {\n  console.debug(m);\n}\n',
    'src/optimize.ts': [
      "import * as optimizers from './optimizers';",
      "import * as log from './log';",
      '',
      'export function report(): void {',
      "  log.warn('done');",
      '}',
      '',
      'export function optimize(): void {',
      "  throw new Error('not implemented');",
      '}',
      '',
    ].join('\n'),
  };

  it('marks its members (it is there for the target), not those of a namespace the file uses', async () => {
    const out = await features(REPO, { file: 'src/optimize.ts', qualname: 'optimize' });
    expect(out.get('src/optimizers.ts:MergeBins')?.unusedNamespace).toBe(1);
    expect(out.get('src/optimizers.ts:MoveParseUp')?.unusedNamespace).toBe(1);
    // Lookalikes: a member of a namespace used elsewhere in the file, used or not itself.
    expect(out.get('src/log.ts:debug')?.unusedNamespace).toBe(0);
    expect(out.get('src/log.ts:warn')?.unusedNamespace).toBe(0);
  });
});
