/**
 * The test process's one TypeScript standard library (ts-lib-env.ts): the caches of different test files get the
 * same parsed lib, and a check through it, after other checks have bound its files, gives the verdicts a freshly
 * parsed lib gives, as a worker's later jobs get the verdicts of its first.
 */
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../src/core/generate/validate.js';
import { createValidationCache, type ValidationCache } from '../../src/core/generate/validation-cache.js';
import { parseTypeScript } from '../../src/core/languages/typescript/index.js';
import { sharedTsLibEnv, shareTsLibEnv } from './ts-lib-env.js';

const FILE = 'src/box.ts';
const SOURCE = [
  'export class Box {',
  '  constructor(private readonly items: number[], private readonly label: string) {}',
  '  summary(): string {',
  "    throw new Error('not implemented');",
  '  }',
  '}',
  '',
].join('\n');
const BODIES = [
  "return `${this.label}: ${this.items.reduce((a, b) => a + b, 0).toFixed(2)}`;",
  'return this.label.padStart(this.items.length).toUpperCase();',
  'return this.items.lenght.toString();',
  'return this.label.toUpperCase(1);',
  'return len(this.items);',
  'const m = new Map<string, number>(); m.set(this.label, 1); return [...m.keys()].join(setTimeout.name);',
];

async function cacheFor(shared: boolean): Promise<ValidationCache> {
  const cache = createValidationCache();
  await prepareValidation(FILE, cache);
  if (shared) shareTsLibEnv(cache);
  return cache;
}

function verdicts(cache: ValidationCache): string[] {
  const parsed = parseTypeScript(SOURCE, FILE);
  const stub = parsed.stubs!.find((s) => s.qualname === 'Box.summary')!;
  const target = parsed.definitions.find((d) => d.qualname === stub.qualname)!;
  return BODIES.map((body) => {
    const v = validateImplementation({ source: SOURCE, parsed, target, stub, body, file: FILE, readFiles: new Map([[FILE, SOURCE]]), cache });
    return JSON.stringify({ ok: v.ok, errors: v.errors, warnings: v.warnings });
  });
}

describe("the test process's shared TypeScript standard library", () => {
  it('is one parsed lib for every cache that shares it, and the one their checks use', async () => {
    const [a, b] = [await cacheFor(true), await cacheFor(true)];
    verdicts(a);
    expect(a.peek('typescript.lib')).toBe(sharedTsLibEnv());
    expect(b.peek('typescript.lib')).toBe(sharedTsLibEnv());
    const own = await cacheFor(false);
    verdicts(own);
    expect(own.peek('typescript.lib')).toBeDefined();
    expect(own.peek('typescript.lib')).not.toBe(sharedTsLibEnv());
  });

  it('gives, after other checks bound its files, the verdicts of a freshly parsed lib', async () => {
    const fresh = verdicts(await cacheFor(false));
    // Accepted and rejected answers alike.
    expect(fresh.filter((v) => v.startsWith('{"ok":true'))).toHaveLength(3);
    expect(fresh.filter((v) => v.startsWith('{"ok":false'))).toHaveLength(3);
    expect(fresh[2]).toContain("Property 'lenght' does not exist");
    verdicts(await cacheFor(true));
    expect(verdicts(await cacheFor(true))).toEqual(fresh);
  });
});
