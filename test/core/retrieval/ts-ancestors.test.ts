import { describe, expect, it } from 'vitest';
import { deterministicEntries } from '../../../src/core/retrieval/entry-points.js';
import { retrieve } from '../../../src/core/retrieval/index.js';
import { memoryGraph, memorySource } from '../graph/memory-source.js';

// Four generations: Socket -> Stream -> Emitter -> Disposable (each in its own file).
const REPO: Record<string, string> = {
  'src/disposable.ts': 'export class Disposable {\n  dispose(): void {\n    return;\n  }\n}\n',
  'src/emitter.ts': "import { Disposable } from './disposable';\nexport class Emitter extends Disposable {\n  protected _emit(event: string): void {\n    console.log(event);\n  }\n}\n",
  'src/stream.ts': "import { Emitter } from './emitter';\nexport class Stream extends Emitter {\n  write(data: string): void {\n    this._emit(data);\n  }\n}\n",
  'src/socket.ts': "import { Stream } from './stream';\nexport class Socket extends Stream {\n  open(url: string): void {\n    throw new Error('not implemented');\n  }\n}\n",
};

async function entryIds(ancestorDepth: number | undefined): Promise<string[]> {
  const { loader, resolver } = await memoryGraph(REPO);
  const mod = await loader.load('src/socket.ts');
  const target = mod?.byQualname.get('Socket.open');
  if (mod === undefined || target === undefined) throw new Error('fixture missing');
  const { entries } = await deterministicEntries(resolver, mod, target, {
    importOrder: () => 0, maxFiles: 20, maxBytes: 100_000, ...(ancestorDepth === undefined ? {} : { ancestorDepth }),
  });
  return entries.filter((e) => e.kind === 'inherited').map((e) => e.id);
}

describe('inherited members from further ancestors', () => {
  it('offers the members of the bases of the bases, up to the depth asked for', async () => {
    expect(await entryIds(2)).toEqual(['src/stream.ts:Stream.write', 'src/emitter.ts:Emitter._emit']);
    expect(await entryIds(3)).toContain('src/disposable.ts:Disposable.dispose');
  });

  it('offers only the direct bases by default (as for Python)', async () => {
    expect(await entryIds(undefined)).toEqual(['src/stream.ts:Stream.write']);
  });

  it('retrieves a TypeScript method of a grandparent class for a stub', async () => {
    const r = await retrieve(memorySource(REPO), { file: 'src/socket.ts', qualname: 'Socket.open' }, { retriever: 'dycoder', budgetTokens: 2000, maxHops: 1 });
    expect(r.items.find((i) => i.name === 'Emitter._emit')?.reason).toBe('inherited');
  });
});
