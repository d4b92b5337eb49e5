/**
 * What one target's similarity ranking indexes: a real-sized file whole, and from a file past
 * MAX_POOL_PER_FILE only a window of definitions around the target (never all of them).
 */
import { describe, expect, it } from 'vitest';
import { parseTypeScript } from '../../../src/core/languages/typescript/index.js';
import { indexModule } from '../../../src/core/graph/module-loader.js';
import { addToPool, MAX_POOL_PER_FILE, type PoolEntry } from '../../../src/core/retrieval/similarity-pool.js';

const fileOf = (n: number): string => `export const LIMIT = 3;\n${Array.from({ length: n }, (_, i) => `function f${i}() {\n  return ${i};\n}\n`).join('')}`;
const moduleOf = (n: number) => {
  const text = fileOf(n);
  return indexModule('src/many.ts', text, parseTypeScript(text, 'src/many.ts'));
};

describe('the similarity pool', () => {
  it('indexes every function of a file within the bound, but not the target or variables', () => {
    const mod = moduleOf(300);
    const target = mod.byQualname.get('f10')!;
    const pool: PoolEntry[] = [];
    addToPool(pool, mod, target);
    expect(pool.map((p) => p.def.name)).toEqual(Array.from({ length: 300 }, (_, i) => `f${i}`).filter((n) => n !== 'f10'));
  });

  it('takes from a file past the bound the window of MAX_POOL_PER_FILE around the target', () => {
    const mod = moduleOf(MAX_POOL_PER_FILE * 2);
    const pool: PoolEntry[] = [];
    addToPool(pool, mod, mod.byQualname.get('f2500')!);
    const names = new Set(pool.map((p) => p.def.name));
    expect(pool.length).toBeLessThanOrEqual(MAX_POOL_PER_FILE);
    expect(pool.length).toBeGreaterThanOrEqual(MAX_POOL_PER_FILE - 2);
    for (const near of ['f2499', 'f2501', 'f1300', 'f3700']) expect(names.has(near)).toBe(true);
    for (const far of ['f0', 'f1200', 'f3800', `f${MAX_POOL_PER_FILE * 2 - 1}`]) expect(names.has(far)).toBe(false);
  });

  it('takes the first ones from another file past the bound, and the window stays inside the file at its ends', () => {
    const mod = moduleOf(MAX_POOL_PER_FILE * 2);
    const elsewhere = moduleOf(10).byQualname.get('f1')!;
    const pool: PoolEntry[] = [];
    addToPool(pool, mod, elsewhere);
    expect(pool[0]?.def.name).toBe('f0');
    expect(pool.length).toBe(MAX_POOL_PER_FILE - 1);
    const last: PoolEntry[] = [];
    addToPool(last, mod, mod.byQualname.get(`f${MAX_POOL_PER_FILE * 2 - 1}`)!);
    expect(last.length).toBe(MAX_POOL_PER_FILE - 1);
    expect(last.at(-1)?.def.name).toBe(`f${MAX_POOL_PER_FILE * 2 - 2}`);
  });
});
