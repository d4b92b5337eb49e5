/**
 * The two ways the TypeScript answer check saves work (issue 22's time budget) must not change a
 * verdict: checking only the declaration that holds the body (check/region.ts) and sharing parsed
 * read files between checks (check/source-cache.ts), parsed as tsc parses them (a TypeScript file's JSDoc only for type
 * errors; the reference parses every JSDoc comment). Real functions of installed packages (openai's
 * TypeScript sources, bullmq's JavaScript), their original bodies and mechanical mutants, validated
 * both ways.
 */
import { resolve, join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache, type ValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { TS_REFERENCE_CHECK_KEY } from '../../../../src/core/languages/typescript/answer/validate.js';
import { runCheck } from '../../../../src/core/languages/typescript/check/program.js';
import { bodyNodes } from '../../../../src/core/languages/typescript/check/region.js';
import { createSourceFileCache } from '../../../../src/core/languages/typescript/check/source-cache.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { mutantsOf, targetsIn, type CheckTarget } from '../../../support/ts-check-targets.js';
import { sharedTsLibEnv } from '../../../support/ts-lib-env.js';

const NM = resolve(import.meta.dirname, '../../../../node_modules');
const env = sharedTsLibEnv();

async function newCache(reference: boolean): Promise<ValidationCache> {
  const cache = createValidationCache();
  await prepareValidation('check.ts', cache);
  cache.slot('typescript.lib', () => env);
  if (reference) cache.slot(TS_REFERENCE_CHECK_KEY, () => true);
  return cache;
}

function verdict(t: CheckTarget, body: string, source: string, cache: ValidationCache): string {
  const parsed = source === t.source ? t.parsed : parseTypeScript(source, t.file);
  const v = validateImplementation({ source, parsed, target: t.target, stub: t.stub, body, file: t.file, readFiles: t.readFiles, cache });
  return JSON.stringify({ ok: v.ok, errors: v.errors, warnings: v.warnings, imports: v.imports });
}

const TARGETS: [pkg: string, file: string][] = [
  ['openai', 'src/core/pagination.ts'],
  ['openai', 'src/lib/EventStream.ts'],
  ['openai', 'src/internal/utils/values.ts'],
  ['bullmq', 'dist/esm/classes/async-fifo-queue.js'],
  // zod's sources (bench:e2e's TypeScript repository): JSDoc-heavy files, which the fast way parses as tsc does.
  ['zod', 'src/v4/core/util.ts'],
];

describe('the TypeScript check, fast and reference ways', () => {
  it('gives the same verdict on every original body and mutant, checking the body\'s declaration with shared parses as checking the whole file', async () => {
    const fast = await newCache(false);
    const reference = await newCache(true);
    const targets = TARGETS.flatMap(([pkg, file]) => targetsIn(join(NM, pkg), file, 3));
    expect(targets.length).toBeGreaterThanOrEqual(8);
    let rejected = 0;
    let compared = 0;
    for (const t of targets) {
      for (const [body, source] of [[t.body, t.source], ...mutantsOf(t).map((m) => [m.body, m.source ?? t.source])] as const) {
        const r = verdict(t, body, source, reference);
        // Twice with the fast cache: the second finds the read files parsed.
        expect(verdict(t, body, source, fast)).toBe(r);
        expect(verdict(t, body, source, fast)).toBe(r);
        compared++;
        if (r.startsWith('{"ok":false')) rejected++;
      }
    }
    // The comparison covers accepted and rejected answers alike.
    expect(compared).toBeGreaterThanOrEqual(30);
    expect(rejected).toBeGreaterThanOrEqual(15);
  }, 180_000);

  it('checks only the declaration that holds the body: an error elsewhere in the file is not computed', () => {
    const source = ['export function broken(): number {', "  return 'text';", '}', '', 'export class C {', '  m(x: number): string {', '    return x;', '  }', '}', ''].join('\n');
    const whole = runCheck(env, { file: 'src/a.ts', source, readFiles: new Map() });
    expect(whole.diagnostics.map((d) => d.code).sort()).toEqual([2322, 2322]);
    const region = runCheck(env, { file: 'src/a.ts', source, readFiles: new Map(), region: { start: 7, end: 7 } });
    expect(region.diagnostics.map((d) => [d.code, region.target.getLineAndCharacterOfPosition(d.start!).line + 1])).toEqual([[2322, 7]]);
  });

  it('picks the method, the function, or the statement around a function expression', () => {
    const source = [
      'class A {', '  m() {', '    return 1;', '  }', '}', // 1-5
      'const f = () => {', '  return 2;', '};', // 6-8
      'function g() {', '  const h = function () {', '    return 3;', '  };', '  return h;', '}', // 9-14
      'const top = 4;', // 15
    ].join('\n');
    const sf = ts.createSourceFile('a.ts', source, ts.ScriptTarget.ESNext, true);
    const kindAt = (start: number, end: number): string | undefined => {
      const nodes = bodyNodes(sf, start, end);
      return nodes?.map((n) => (ts.isVariableStatement(n) ? 'VariableStatement' : ts.SyntaxKind[n.kind])).join(',');
    };
    expect(kindAt(3, 3)).toBe('MethodDeclaration');
    expect(kindAt(7, 7)).toBe('VariableStatement');
    expect(kindAt(11, 11)).toBe('VariableStatement');
    expect(kindAt(10, 13)).toBe('FunctionDeclaration');
    expect(kindAt(15, 15)).toBeUndefined();
  });

  it('finds a parsed file again only by its exact text', () => {
    const sources = createSourceFileCache();
    const a = sources.get('/src/a.ts', 'export const a = 1;', ts.ScriptTarget.ESNext);
    expect(sources.get('/src/a.ts', 'export const a = 1;', ts.ScriptTarget.ESNext)).toBe(a);
    const b = sources.get('/src/a.ts', 'export const a = 2;', ts.ScriptTarget.ESNext);
    expect(b).not.toBe(a);
    expect(b.text).toBe('export const a = 2;');
  });

  it('keeps no more text than its bound', () => {
    const sources = createSourceFileCache(100);
    const first = sources.get('/a.ts', 'x'.repeat(60), ts.ScriptTarget.ESNext);
    sources.get('/b.ts', 'y'.repeat(60), ts.ScriptTarget.ESNext);
    expect(sources.get('/a.ts', 'x'.repeat(60), ts.ScriptTarget.ESNext)).not.toBe(first);
  });
});
