import { describe, expect, it } from 'vitest';
import { symbolId } from '../../../src/core/graph/expand.js';
import { moduleMembers } from '../../../src/core/graph/module-members.js';
import { deterministicEntries } from '../../../src/core/retrieval/entry-points.js';
import { memoryGraph } from '../graph/memory-source.js';

// `import * as core from './core/index.js'` where index.ts is a barrel of re-exports, as in
// schema libraries that split one namespace over many files.
const REPO: Record<string, string> = {
  'src/core/index.ts': [
    "export * from './checks.js';",
    "export { makeIssue as issue } from './issues.js';",
    "import { internalOnly } from './issues.js';",
    'export const version = 1;',
    '',
  ].join('\n'),
  'src/core/checks.ts': [
    'export function minLength(n: number): number {',
    '  return helper(n);',
    '}',
    'function helper(n: number): number {',
    '  return n;',
    '}',
    'export class Check {}',
    "export * from './deep.js';",
    '',
  ].join('\n'),
  'src/core/deep.ts': 'export function deepRule(): number {\n  return 2;\n}\n',
  'src/core/issues.ts': 'export function makeIssue(m: string): string {\n  return m;\n}\nexport function internalOnly(): void {}\nexport function notReexported(): void {}\n',
  'src/schema.ts': "import * as core from './core/index.js';\n\nexport function build(x: number): number {\n  throw new Error('not implemented');\n}\n",
};

const id = (file: string, qualname: string): string => `${file}:${qualname}`;

describe('members of a TypeScript barrel reached through a namespace import', () => {
  it('lists what the barrel re-exports: starred modules (two levels deep) and renamed re-exports', async () => {
    const { resolver } = await memoryGraph(REPO);
    const byName = new Map((await moduleMembers(resolver, 'src/core/index.ts', () => 10)).map((m) => [m.name, symbolId(m.symbol)]));
    expect(byName.get('minLength')).toBe(id('src/core/checks.ts', 'minLength'));
    expect(byName.get('Check')).toBe(id('src/core/checks.ts', 'Check'));
    expect(byName.get('deepRule')).toBe(id('src/core/deep.ts', 'deepRule'));
    expect(byName.get('issue')).toBe(id('src/core/issues.ts', 'makeIssue'));
    // Lookalikes: not exported by the starred file, imported by the barrel but not re-exported,
    // exported by a file the barrel names only for another name.
    const ids = [...byName.values()];
    expect(ids).not.toContain(id('src/core/checks.ts', 'helper'));
    expect(byName.has('internalOnly')).toBe(false);
    expect(ids).not.toContain(id('src/core/issues.ts', 'notReexported'));
  });

  it('reads no starred file once the budget has no room', async () => {
    const { resolver, source } = await memoryGraph(REPO);
    expect(await moduleMembers(resolver, 'src/core/index.ts', () => 0)).toEqual([]);
    expect(source.read).not.toContain('src/core/checks.ts');
  });

  it('offers them as entry points of a function whose file imports the barrel as a namespace', async () => {
    const { resolver, loader } = await memoryGraph(REPO);
    const mod = await loader.load('src/schema.ts', true);
    const target = mod?.byQualname.get('build');
    if (mod === undefined || target === undefined) throw new Error('fixture');
    const det = await deterministicEntries(resolver, mod, target, { importOrder: () => 0, maxFiles: 20, maxBytes: 1e6 });
    expect(det.entries.map((e) => e.id)).toContain(id('src/core/checks.ts', 'minLength'));
    expect(det.importedAs.get(id('src/core/checks.ts', 'minLength'))).toBe('core.minLength');
    expect(det.importedAs.get(id('src/core/issues.ts', 'makeIssue'))).toBe('core.issue');
  });
});
