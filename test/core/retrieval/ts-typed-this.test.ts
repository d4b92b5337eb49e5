import { describe, expect, it } from 'vitest';
import { deterministicEntries } from '../../../src/core/retrieval/entry-points.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { thisTypes } from '../../../src/core/graph/this-types.js';
import { memoryGraph, memorySource } from '../graph/memory-source.js';

// Trait-style code (as parser toolkits mix traits into one class): each trait's methods type `this`
// as the alias of all traits, and reach the other traits' members through it.
const REPO: Record<string, string> = {
  'src/traits/lexer.ts': [
    'export class LexerAdapter {',
    '  LA(howMuch: number): number {',
    '    return howMuch + 1;',
    '  }',
    '  moveToTerminatedState(): void {',
    '    return;',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/traits/recoverable.ts': [
    "import type { MixedIn } from './mixed';",
    'export class Recoverable {',
    '  findReSyncTokenType(this: MixedIn): number {',
    '    return this.LA(1);',
    '  }',
    '  reSyncTo(this: MixedIn, tokType: number): number[] {',
    '    return [tokType];',
    '  }',
    '}',
    '',
  ].join('\n'),
  'src/traits/mixed.ts': [
    "import type { LexerAdapter } from './lexer';",
    "import type { Recoverable } from './recoverable';",
    "import type { Engine } from './engine';",
    'export type MixedIn = Engine & Recoverable & LexerAdapter;',
    '',
  ].join('\n'),
  'src/traits/engine.ts': [
    "import type { MixedIn } from './mixed';",
    'export class Engine {',
    '  invokeRuleCatch(this: MixedIn, e: Error): number[] {',
    "    throw new Error('not implemented');",
    '  }',
    '  consume(this: MixedIn): number {',
    '    return this.LA(1);',
    '  }',
    '}',
    '',
  ].join('\n'),
};

describe('a typed `this` (m(this: MixedIn)) stands for the types it is made of', () => {
  it('resolves the alias and each class it is made of', async () => {
    const { loader, resolver } = await memoryGraph(REPO);
    const mod = await loader.load('src/traits/engine.ts');
    const target = mod?.byQualname.get('Engine.invokeRuleCatch');
    if (mod === undefined || target === undefined) throw new Error('fixture missing');
    const types = (await thisTypes(resolver, mod, target)).map((t) => `${t.file}:${t.def.qualname}`);
    expect(types).toEqual(['src/traits/mixed.ts:MixedIn', 'src/traits/engine.ts:Engine', 'src/traits/recoverable.ts:Recoverable', 'src/traits/lexer.ts:LexerAdapter']);
    // A method without a typed `this` has none.
    const plain = (await loader.load('src/traits/lexer.ts'))?.byQualname.get('LexerAdapter.LA');
    if (plain === undefined) throw new Error('fixture missing');
    expect(await thisTypes(resolver, (await loader.load('src/traits/lexer.ts'))!, plain)).toEqual([]);
  });

  it('offers the other traits’ members as inherited entries, one hop from the target', async () => {
    const { loader, resolver } = await memoryGraph(REPO);
    const mod = await loader.load('src/traits/engine.ts');
    const target = mod?.byQualname.get('Engine.invokeRuleCatch');
    if (mod === undefined || target === undefined) throw new Error('fixture missing');
    const { entries } = await deterministicEntries(resolver, mod, target, { importOrder: () => 0, maxFiles: 20, maxBytes: 100_000, ancestorDepth: 3 });
    const inherited = entries.filter((e) => e.kind === 'inherited' && e.hop === 1).map((e) => e.id);
    expect(inherited).toEqual(expect.arrayContaining([
      'src/traits/recoverable.ts:Recoverable.findReSyncTokenType', 'src/traits/recoverable.ts:Recoverable.reSyncTo',
      'src/traits/lexer.ts:LexerAdapter.LA', 'src/traits/lexer.ts:LexerAdapter.moveToTerminatedState',
    ]));
  });

  it('puts the other traits’ methods in the stub’s context', async () => {
    const r = await retrieve(memorySource(REPO), { file: 'src/traits/engine.ts', qualname: 'Engine.invokeRuleCatch' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 1 });
    const names = r.items.map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['Recoverable.findReSyncTokenType', 'Recoverable.reSyncTo', 'LexerAdapter.moveToTerminatedState']));
  });
});
