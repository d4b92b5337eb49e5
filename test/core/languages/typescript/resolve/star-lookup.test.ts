import { describe, expect, it } from 'vitest';
import { createLanguageResolver } from '../../../../../src/core/graph/language-resolver.js';
import { createModuleLoader } from '../../../../../src/core/graph/module-loader.js';
import { parseSource } from '../../../../../src/core/languages/index.js';
import type { LoaderOptions } from '../../../../../src/core/languages/language.js';
import { memorySource } from '../../../graph/memory-source.js';

/**
 * The shape that spent a target's read cap on fresh code: one `index.ts` of fifty `export * from`
 * lines that every module imports through, leaf modules of a few functions each.
 */
function barrelRepo(): Record<string, string> {
  const files: Record<string, string> = {};
  const names = Array.from({ length: 50 }, (_, i) => `part${String(i).padStart(2, '0')}`);
  files['src/index.ts'] = names.map((n) => `export * from './${n}';`).join('\n') + "\nexport * from './components';\n";
  for (const [i, n] of names.entries()) {
    files[`src/${n}.ts`] = `import { helper${i === 0 ? 1 : 0} } from './index';\nexport function helper${i}(): number {\n  return ${i};\n}\nexport const VALUE_${i} = ${i};\n`;
  }
  // A sub-barrel that names what it passes on, and the module behind it.
  files['src/components/index.ts'] = "export { Widget, type WidgetProps } from './impl';\nexport * from './more';\n";
  files['src/components/impl.ts'] = 'export interface WidgetProps {\n  size: number;\n}\nexport class Widget {\n  constructor(readonly props: WidgetProps) {}\n}\n';
  files['src/components/more.ts'] = 'export function moreStuff(): void {}\n';
  // The target's module: imports through the barrel, as every module here does.
  files['src/app.ts'] = "import { helper44, Widget } from './index';\nimport { helper45 } from './part45';\nexport function run(): number {\n  throw new Error('not implemented');\n}\n";
  return files;
}

async function graph(files: Record<string, string>, opts: LoaderOptions) {
  const source = memorySource(files);
  const paths = await source.listFiles();
  const loader = createModuleLoader(source, parseSource, opts);
  const resolver = createLanguageResolver({ files: paths, loader, source, memo: (_key, build) => build() });
  return { source, loader, resolver };
}

const where = (s: Awaited<ReturnType<ReturnType<typeof createLanguageResolver>['lookupInModule']>>): string | undefined =>
  s?.kind === 'definition' ? `${s.file}:${s.def.qualname}` : undefined;

describe('a name looked up through a barrel of fifty stars', () => {
  it('follows an explicit re-export one level down before reading the starred leaves', async () => {
    const { resolver, source } = await graph(barrelRepo(), { maxFiles: 40, freeBarrels: true, lookupReads: 10 });
    expect(where(await resolver.lookupInModule('src/index.ts', 'Widget'))).toBe('src/components/impl.ts:Widget');
    // The index, the sub-barrel and the definition: no leaf of the fifty.
    expect(source.read.filter((f) => /part\d\d/.test(f))).toEqual([]);
  });

  it('goes straight to the module that open modules import the name from', async () => {
    // A module already read imports helper12 from its defining file (evidence from a symbol table read so far).
    const files = barrelRepo();
    files['src/app.ts'] = "import { helper12 } from './part12';\nexport const x = helper12;\n";
    const g = await graph(files, { maxFiles: 40, freeBarrels: true, lookupReads: 10 });
    await g.loader.load('src/app.ts', true);
    expect(where(await g.resolver.lookupInModule('src/index.ts', 'helper12'))).toBe('src/part12.ts:helper12');
    expect(g.source.read.filter((f) => /part\d\d/.test(f))).toEqual(['src/part12.ts']);
  });

  it('spends its own read budget, so the definitions the walk reads next are not refused', async () => {
    const { resolver, loader } = await graph(barrelRepo(), { maxFiles: 4, freeBarrels: true, lookupReads: 40 });
    await loader.load('src/app.ts', true);
    // helper30 is in the 31st leaf, and nothing names it: the search reads leaves in source order.
    expect(where(await resolver.lookupInModule('src/index.ts', 'helper30'))).toBe('src/part30.ts:helper30');
    // The target file is the only read the cap counts: the definitions still have room.
    expect(loader.counted()).toBe(1);
    expect(await loader.load('src/components/impl.ts')).toBeDefined();
    expect(loader.stats.refused).toBe(0);
  });

  it('without that budget, the same search would have been refused at the cap and lost the name', async () => {
    const { resolver, loader } = await graph(barrelRepo(), { maxFiles: 4, freeBarrels: true });
    await loader.load('src/app.ts', true);
    expect(await resolver.lookupInModule('src/index.ts', 'helper30')).toBeUndefined();
    expect(loader.stats.refused).toBeGreaterThan(0);
  });
});

describe('the loader lookup budget', () => {
  const files: Record<string, string> = {
    'src/a.ts': 'export const a = 1;\n',
    'src/b.ts': 'export const b = 1;\n',
    'src/c.ts': 'export const c = 1;\n',
    'src/d.ts': 'export const d = 1;\n',
    'src/index.ts': "export * from './a';\n",
  };

  it('is spent before the cap, then lookups count against the cap like any read', async () => {
    const loader = createModuleLoader(memorySource(files), parseSource, { maxFiles: 1, freeBarrels: true, lookupReads: 1 });
    expect(await loader.loadForLookup('src/a.ts')).toBeDefined();
    expect(loader.counted()).toBe(0);
    expect(await loader.loadForLookup('src/b.ts')).toBeDefined();
    expect(loader.counted()).toBe(1);
    expect(await loader.loadForLookup('src/c.ts')).toBeUndefined();
    expect(await loader.load('src/d.ts')).toBeUndefined();
  });

  it('gets a read back when what it read is a pure barrel (free anyway)', async () => {
    const loader = createModuleLoader(memorySource(files), parseSource, { maxFiles: 1, freeBarrels: true, lookupReads: 1 });
    expect(await loader.loadForLookup('src/index.ts')).toBeDefined();
    expect(await loader.loadForLookup('src/a.ts')).toBeDefined();
    expect(loader.counted()).toBe(0);
  });
});
