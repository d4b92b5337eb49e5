/**
 * Resolution on real code: in each Debian package, every `from X import Y` (and `import X`)
 * that names a module of the package resolves to the file the file system says it is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { buildModuleIndex } from '../../../src/core/languages/python/resolve/module-index.js';
import { createModuleLoader } from '../../../src/core/graph/module-loader.js';
import { createSymbolResolver } from '../../../src/core/languages/python/resolve/symbols.js';
import { memorySource } from './memory-source.js';

const DIST = '/usr/lib/python3/dist-packages';
const PACKAGES = ['requests', 'flask', 'click', 'jinja2', 'werkzeug', 'rich'];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (name === '__pycache__') return [];
    return statSync(full).isDirectory() ? walk(full) : name.endsWith('.py') ? [full] : [];
  });
}

/** The file a dotted module name has on disk, checked with the file system, not our index. */
function moduleFileOnDisk(dotted: string): string | undefined {
  const base = join(DIST, ...dotted.split('.'));
  if (existsSync(`${base}.py`)) return relative(DIST, `${base}.py`);
  if (existsSync(join(base, '__init__.py'))) return relative(DIST, join(base, '__init__.py'));
  return undefined;
}

describe.each(PACKAGES)('module resolution in %s', (pkg) => {
  it('resolves every import that names a module of the package to its file', async () => {
    const files: Record<string, string> = {};
    for (const full of walk(join(DIST, pkg))) files[relative(DIST, full)] = readFileSync(full, 'utf8');
    const source = memorySource(files);
    const index = buildModuleIndex(Object.keys(files));
    const resolver = createSymbolResolver(index, createModuleLoader(source, parsePython));
    let checked = 0;
    const wrong: string[] = [];
    for (const [file, text] of Object.entries(files)) {
      for (const b of parsePython(text).imports) {
        const absolute = index.absoluteName(file, b.module, b.level);
        if (absolute === undefined || !(absolute === pkg || absolute.startsWith(`${pkg}.`))) continue;
        // `from X import ...`: X itself.
        const expectedModule = moduleFileOnDisk(absolute);
        if (expectedModule !== undefined) {
          checked += 1;
          const got = index.resolve(file, b.module, b.level);
          if (got !== expectedModule) wrong.push(`${file}:${b.line} ${absolute} -> ${got}, expected ${expectedModule}`);
        }
        // `from X import Y` where Y is a submodule.
        if (b.kind === 'from' && b.name !== undefined && b.name !== '*') {
          const expectedSub = moduleFileOnDisk(`${absolute}.${b.name}`);
          if (expectedSub === undefined) continue;
          checked += 1;
          const sym = await resolver.resolveImport(file, b);
          const got = sym?.kind === 'module' ? sym.file : undefined;
          if (got !== expectedSub) wrong.push(`${file}:${b.line} ${absolute}.${b.name} -> ${got}, expected ${expectedSub}`);
        }
      }
    }
    console.log(`${pkg}: ${checked} module imports checked, ${wrong.length} wrong`);
    expect(checked).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });
});
