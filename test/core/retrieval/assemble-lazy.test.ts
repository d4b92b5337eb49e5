/**
 * Assembly counts a candidate's full text only when a decision needs the number (assemble.ts,
 * lazyOrder), and passes over, uncounted, what cannot fit by a lower bound of its tokens
 * (tokens.ts, tokensAtLeast). Both must change nothing: the bound is checked against the
 * tokenizer on real source of four languages and on texts built to break a careless bound, and
 * the assembly against the eager one it replaced (test/support/assemble-eager-reference.ts), on
 * real modules with seeded scores, budgets and options.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexModule, type LoadedModule } from '../../../src/core/graph/module-loader.js';
import { parseGo } from '../../../src/core/languages/go/index.js';
import { parsePython } from '../../../src/core/languages/python/index.js';
import { parseTypeScript } from '../../../src/core/languages/typescript/index.js';
import { assembleContext, type AssembleOptions, type Candidate } from '../../../src/core/retrieval/assemble.js';
import { buildTargetContext } from '../../../src/core/retrieval/target-context.js';
import { countTokens, countTokensUpTo, tokensAtLeast } from '../../../src/core/retrieval/tokens.js';
import { assembleContextEager } from '../../support/assemble-eager-reference.js';

// Real source from Debian packages the test set-up installs (scripts/setup-test-deps.sh) and the root's zod.
function sources(dir: string, ext: RegExp, max: number): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (out.length >= max) return;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (ext.test(e.name)) out.push({ path: p, text: readFileSync(p, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

/** mulberry32: the same pseudo-random numbers on every run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('tokensAtLeast: a lower bound of the o200k count', () => {
  const real = [
    ...sources('/usr/lib/python3/dist-packages/click', /\.py$/, 16),
    ...sources('/usr/lib/python3/dist-packages/rich', /\.py$/, 30),
    ...sources('/usr/share/gocode/src/github.com/spf13/cobra', /\.go$/, 20),
    ...sources('/usr/share/cargo/registry', /\.rs$/, 30),
    ...sources(join(process.cwd(), 'node_modules/zod/src/v4/core'), /\.ts$/, 20),
  ];

  it('is at most the count on whole files and on seeded slices of real Python, Go, Rust and TypeScript', () => {
    expect(real.length).toBeGreaterThan(80);
    const random = seeded(17);
    let checked = 0;
    let bound = 0;
    let tokens = 0;
    for (const { text } of real) {
      const whole = countTokens(text);
      expect(tokensAtLeast(text)).toBeLessThanOrEqual(whole);
      bound += tokensAtLeast(text);
      tokens += whole;
      for (let k = 0; k < 20; k += 1) {
        const a = Math.floor(random() * text.length);
        const b = Math.min(text.length, a + 1 + Math.floor(random() * 3000));
        const slice = text.slice(a, b);
        expect(tokensAtLeast(slice)).toBeLessThanOrEqual(countTokens(slice));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1500);
    // Tight enough to decide: on code it is a third to a half of the count.
    expect(bound / tokens).toBeGreaterThan(0.3);
  });

  it('holds where a piece runs over whitespace (slashes after a line break, Unicode spaces, marks, surrogates)', () => {
    const edges = [')\n//', ')\n//x', 'a\n/b', '  /  / /', '*/\n/** b */\n// c\n/x', 'x\u00a0y\u3000z\u2028w', 'e\u0301\u0301 x', '😀😀 𐀺 x', 'a\r\nb\r\n', "it's 'll x", ' ) ( ] [', '1234567 89', '\t\t\n\n  \n', '<|endoftext|> x'];
    for (const text of edges) expect(tokensAtLeast(text)).toBeLessThanOrEqual(countTokens(text));
    // The slashes are why '/' does not start a run: `)\n//` is one piece of the tokenizer's.
    const naive = (text: string): number => text.split(/\s+/).filter((r) => r !== '').length;
    expect(edges.some((t) => naive(t) > countTokens(t))).toBe(true);
  });
});

/** Modules and their candidates: every definition of the file with a seeded score. */
function modulesOf(files: Array<{ path: string; text: string }>, parse: (text: string) => Parameters<typeof indexModule>[2], ext: string): LoadedModule[] {
  return files.map(({ text }, i) => indexModule(`m${i}${ext}`, text, parse(text)));
}

describe('lazy assembly gives what the eager one gave', () => {
  const py = modulesOf(sources('/usr/lib/python3/dist-packages/click', /^(core|termui|parser|types|utils)\.py$/, 5), parsePython, '.py');
  const go = modulesOf(sources('/usr/share/gocode/src/github.com/spf13/cobra', /^(command|completions|args|flag_groups)\.go$/, 4), parseGo, '.go');
  const ts = modulesOf(sources(join(process.cwd(), 'node_modules/zod/src/v4/core'), /^(schemas|api|util)\.ts$/, 3), parseTypeScript, '.ts');

  const cases: Array<{ name: string; mods: LoadedModule[]; grouped: boolean }> = [
    { name: 'Python (click)', mods: py, grouped: false },
    { name: 'Go (cobra), sections grouped', mods: go, grouped: true },
    { name: 'TypeScript (zod)', mods: ts, grouped: false },
  ];
  for (const { name, mods, grouped } of cases) {
    it(`${name}: same context, items and tokens for seeded targets, scores, budgets and options, with fewer texts counted`, () => {
      expect(mods.length).toBeGreaterThan(2);
      const random = seeded(name.length);
      const defs = mods.flatMap((mod) => mod.parsed.definitions.map((def) => ({ mod, def })));
      let eagerChars = 0;
      let lazyChars = 0;
      let runs = 0;
      for (let k = 0; k < 12; k += 1) {
        const target = defs[Math.floor(random() * defs.length)];
        if (target === undefined || (target.def.kind !== 'function' && target.def.kind !== 'method')) continue;
        const candidates: Candidate[] = defs
          .filter((d) => d.def !== target.def)
          .map((d) => ({ mod: d.mod, def: d.def, reason: 'call', hop: 1 + Math.floor(random() * 3), score: Math.round(random() * 40) / 10 - 2 }))
          .sort((a, b) => b.score - a.score);
        for (const budget of [250, 1500, 4500]) {
          const ctx = buildTargetContext(target.mod, target.def, countTokens, Math.floor(budget * 0.3));
          const tgt = { ctx, item: { file: target.mod.file, name: target.def.qualname, kind: target.def.kind, reason: 'target', hop: 0, tokens: ctx.tokens } };
          const shapes: Array<Partial<AssembleOptions>> = [{}, { fullShare: 0.5, headLines: 2, docFirstLine: true, skipShown: true, sizePenalty: 0.8, groupSections: grouped }];
          for (const shape of shapes) {
            for (const bounded of [false, true]) {
              const counted = { chars: 0 };
              const spy = (text: string): number => {
                counted.chars += text.length;
                return countTokens(text);
              };
              const spyUpTo = (text: string, limit: number): number | undefined => {
                counted.chars += text.length;
                return countTokensUpTo(text, limit);
              };
              const opts = { budget, ...shape, count: spy, ...(bounded ? { countUpTo: spyUpTo } : {}) };
              const eager = assembleContextEager(tgt, candidates, opts);
              eagerChars += counted.chars;
              counted.chars = 0;
              const lazy = assembleContext(tgt, candidates, opts);
              lazyChars += counted.chars;
              expect(lazy).toEqual(eager);
              runs += 1;
            }
          }
        }
      }
      expect(runs).toBeGreaterThan(24);
      expect(lazyChars).toBeLessThan(eagerChars * 0.8);
    });
  }

  it('ties of value keep rank order, as a stable sort does', () => {
    const mod = py[0] as LoadedModule;
    const same = mod.parsed.definitions.filter((d) => d.kind === 'method').slice(0, 40);
    const candidates: Candidate[] = same.map((def) => ({ mod, def, reason: 'call', hop: 1, score: 1 }));
    const target = same[0];
    if (target === undefined) throw new Error('no method');
    for (const budget of [400, 2000]) {
      const ctx = buildTargetContext(mod, target, countTokens, 100);
      const tgt = { ctx, item: { file: mod.file, name: target.qualname, kind: target.kind, reason: 'target', hop: 0, tokens: ctx.tokens } };
      expect(assembleContext(tgt, candidates.slice(1), { budget, count: countTokens })).toEqual(assembleContextEager(tgt, candidates.slice(1), { budget, count: countTokens }));
    }
  });
});
