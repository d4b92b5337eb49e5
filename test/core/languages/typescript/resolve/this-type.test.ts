import { describe, expect, it } from 'vitest';
import { edgesOf, symbolId } from '../../../../../src/core/graph/expand.js';
import { memoryGraph } from '../../../graph/memory-source.js';

// Traits mixed into one parser type, each method typing `this` as the mix (a "self type").
const REPO: Record<string, string> = {
  'src/lexer.ts': 'export class LexerAdapter {\n  LA(i: number): string {\n    return String(i);\n  }\n}\n',
  'src/errors.ts': 'export class ErrorHandler {\n  raise(message: string): never {\n    throw new Error(message);\n  }\n}\n',
  'src/mixed.ts': "import type { LexerAdapter } from './lexer';\nimport type { ErrorHandler } from './errors';\nimport type { Recoverable } from './recover';\nexport type Mixed = LexerAdapter & ErrorHandler & Recoverable;\n",
  'src/recover.ts': [
    "import type { Mixed } from './mixed';",
    'export class Recoverable {',
    '  reSync(this: Mixed): string {',
    '    if (this.LA(1) === "") this.raise("empty");',
    '    return this.LA(2);',
    '  }',
    '  plain(): string {',
    '    return this.LA(1);',
    '  }',
    '}',
    'export function helper(this: Mixed): string {',
    '  return this.LA(3);',
    '}',
    '',
  ].join('\n'),
};

async function edges(qualname: string): Promise<string[]> {
  const { loader, resolver } = await memoryGraph(REPO);
  const mod = await loader.load('src/recover.ts');
  const def = mod?.byQualname.get(qualname);
  if (mod === undefined || def === undefined) throw new Error('fixture missing');
  return (await edgesOf(resolver, mod, def)).map((e) => `${e.kind} ${symbolId(e.symbol)}`);
}

describe('a `this` parameter types the receiver', () => {
  it("resolves this.m() through the classes a type alias is made of", async () => {
    const found = await edges('Recoverable.reSync');
    expect(found).toEqual(expect.arrayContaining(['attribute-type src/lexer.ts:LexerAdapter.LA', 'attribute-type src/errors.ts:ErrorHandler.raise']));
  });

  it('does the same in a plain function', async () => {
    expect(await edges('helper')).toContain('attribute-type src/lexer.ts:LexerAdapter.LA');
  });

  it('leaves this.m() unresolved in a method without one, when the class has no such member', async () => {
    expect((await edges('Recoverable.plain')).some((e) => e.includes('LexerAdapter.LA'))).toBe(false);
  });
});
