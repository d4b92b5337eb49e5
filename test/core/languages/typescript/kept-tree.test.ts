/**
 * The answer check parses the target's whole file with each answer in place; it starts that parse from the tree of the
 * file's previous parse (the job's own parse of the stubbed file, then each answer's), edited where the texts differ
 * (parser.ts parseTsLiteFrom, lite-tree.ts parseAndRewrite `from`/`keep`, kept-trees.ts). The tree must be the one a
 * fresh parse gives. Checked on real package files (zod's TypeScript, its grammar-gap files among them, and js-yaml's
 * and luxon's hand-written JavaScript): each target's stubbed file, then a chain of answers parsed each from the one
 * before (the original body, a body with a syntax error, a body that closes the function early, the stub again).
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLiteParser, textEdit, type KeptTree } from '../../../../src/core/languages/lite-tree.js';
import { createKeptTrees } from '../../../../src/core/languages/typescript/kept-trees.js';
import { parseTypeScript } from '../../../../src/core/languages/typescript/index.js';
import { parseTsLite, parseTsLiteFrom } from '../../../../src/core/languages/typescript/parser.js';
import { prepareValidation, validateImplementation } from '../../../../src/core/generate/validate.js';
import { createValidationCache, type ValidationCache } from '../../../../src/core/generate/validation-cache.js';
import { TS_FRESH_PARSE_KEY } from '../../../../src/core/languages/typescript/answer/validate.js';
import { mutantsOf, targetsIn, type CheckTarget } from '../../../support/ts-check-targets.js';
import { sharedTsLibEnv } from '../../../support/ts-lib-env.js';

const require = createRequire(import.meta.url);
const packageRoot = (name: string): string => join(require.resolve(`${name}/package.json`), '..');

function filesUnder(root: string, dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && pattern.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();
}

/** `t`'s stubbed file with `body` in place of the stub's lines (what the answer check parses). */
function withBody(t: CheckTarget, body: string): string {
  const lines = t.source.split('\n');
  return [...lines.slice(0, t.stub.bodyRange.start - 1), ...body.split('\n'), ...lines.slice(t.stub.bodyRange.end)].join('\n');
}

/** The answers a check may parse one after the other: right, broken, closing the function early, a stub. */
function answers(t: CheckTarget): string[] {
  const indent = /^[ \t]*/.exec(t.body)?.[0] ?? '  ';
  return [
    t.body,
    `${indent}const x = (1 + ;\n${t.body}`,
    `${indent}return 1;\n}\n${indent}function extra() {`,
    `${indent}throw new Error('not implemented');`,
  ];
}

/** Parses each target's stubbed file, then its answers each from the previous tree; every tree against a fresh parse. */
function checkChains(root: string, files: readonly string[], perFile: number): { targets: number; gapFiles: number; largest: number } {
  let targets = 0;
  let largest = 0;
  const gapFiles = new Set<string>();
  for (const file of files) {
    for (const t of targetsIn(root, file, perFile)) {
      let { tree, kept } = parseTsLiteFrom(t.source, file, true, { keep: true });
      expect(tree, file).toStrictEqual(parseTsLite(t.source, file));
      if (tree.textOverrides !== undefined || parseTsLite(t.source, file, false).problems.length > 0) gapFiles.add(file);
      for (const body of answers(t)) {
        const text = withBody(t, body);
        const next = parseTsLiteFrom(text, file, true, { ...(kept === undefined ? {} : { from: kept }), keep: true });
        expect(next.tree, `${file}:${t.qualname}`).toStrictEqual(parseTsLite(text, file));
        ({ tree, kept } = next);
        largest = Math.max(largest, text.length);
      }
      targets += 1;
    }
  }
  return { targets, gapFiles: gapFiles.size, largest };
}

describe('the answer check parses from the kept tree of the file\'s previous parse', () => {
  it('gives the tree a fresh parse gives on zod\'s TypeScript, grammar-gap files included', () => {
    const root = packageRoot('zod');
    const all = filesUnder(root, 'src', /\.ts$/).filter((f) => !f.includes('/tests/'));
    // The large files (the grammar-gap ones are zod's largest) and every twentieth of the rest.
    const files = all.filter((f, i) => i % 20 === 0 || /core\/schemas\.ts$|mini\/schemas\.ts$|v3\/types\.ts$/.test(f));
    const seen = checkChains(root, files, 1);
    expect(seen.targets).toBeGreaterThanOrEqual(4);
    expect(seen.gapFiles).toBeGreaterThanOrEqual(2);
    expect(seen.largest).toBeGreaterThan(150_000);
  }, 600_000);

  it('gives the tree a fresh parse gives on hand-written JavaScript (js-yaml, luxon)', () => {
    const yaml = packageRoot('js-yaml');
    const luxon = packageRoot('luxon');
    const seen = checkChains(yaml, filesUnder(yaml, 'lib', /\.js$/), 2).targets + checkChains(luxon, filesUnder(luxon, 'src', /\.js$/), 1).targets;
    expect(seen).toBeGreaterThan(25);
  }, 600_000);

  it('really starts from the kept tree: a tree kept for another text than it claims gives a wrong tree', () => {
    // The kept tree of one text presented as the tree of another of the same length: the parse from it trusts the
    // claim and reuses the old statement's nodes (a binary expression where the text now has a string), which a fresh
    // parse would not. So `from` is what the parse started from.
    const real = 'let a = 1 + 2345;\nlet b = 2;\n';
    const told = 'let a = "x y zw";\nlet b = 2;\n';
    expect(told.length).toBe(real.length);
    const { kept } = parseTsLiteFrom(real, 'm.ts', true, { keep: true });
    const lie: KeptTree = { ...kept!, source: told, text: told };
    const next = told.replace('b = 2', 'b = 3');
    expect(parseTsLiteFrom(next, 'm.ts', true, { from: lie }).tree).not.toStrictEqual(parseTsLite(next, 'm.ts'));
    expect(parseTsLiteFrom(next, 'm.ts', true, { from: parseTsLiteFrom(told, 'm.ts', true, { keep: true }).kept! }).tree).toStrictEqual(parseTsLite(next, 'm.ts'));
  });

  it('keeps the job\'s tree of a file with stubs, and each check\'s tree for the next, by path and origin text', () => {
    const root = packageRoot('zod');
    const [t] = targetsIn(root, 'src/v4/core/util.ts', 1);
    expect(t).toBeDefined();
    const job = parseTypeScript(t!.source, t!.file, { keepIfStubs: true });
    expect(job).toStrictEqual(parseTypeScript(t!.source, t!.file));
    for (const body of answers(t!)) {
      const text = withBody(t!, body);
      expect(parseTypeScript(text, t!.file, { editOf: t!.source })).toStrictEqual(parseTypeScript(text, t!.file));
    }
  }, 120_000);
});

describe('verdicts with the incremental parse', () => {
  it('are the fresh parse\'s on every original body and mutant (zod\'s TypeScript, bullmq\'s JavaScript)', async () => {
    const env = sharedTsLibEnv();
    const cacheOf = async (fresh: boolean): Promise<ValidationCache> => {
      const cache = createValidationCache();
      await prepareValidation('check.ts', cache);
      cache.slot('typescript.lib', () => env);
      if (fresh) cache.slot(TS_FRESH_PARSE_KEY, () => true);
      return cache;
    };
    const [incremental, fresh] = [await cacheOf(false), await cacheOf(true)];
    // Files the grammar reads without a gap rewrite, so that the check's parse does start from a kept tree.
    const targets = [
      ...targetsIn(packageRoot('zod'), 'src/v4/core/util.ts', 3),
      ...targetsIn(packageRoot('zod'), 'src/v4/core/regexes.ts', 1),
      ...targetsIn(packageRoot('bullmq'), 'dist/esm/classes/async-fifo-queue.js', 2),
    ];
    expect(targets.length).toBeGreaterThanOrEqual(5);
    let rejected = 0;
    for (const t of targets) {
      for (const [body, source] of [[t.body, t.source], ...mutantsOf(t).map((m) => [m.body, m.source ?? t.source])] as const) {
        // The job's own parse of the file keeps its tree; the check parses the answer's file from it.
        const parsed = parseTypeScript(source, t.file, { keepIfStubs: true });
        const verdict = (cache: ValidationCache): string => {
          const v = validateImplementation({ source, parsed, target: t.target, stub: t.stub, body, file: t.file, readFiles: t.readFiles, cache });
          return JSON.stringify(v);
        };
        const reference = verdict(fresh);
        expect(verdict(incremental), `${t.file}:${t.qualname}`).toBe(reference);
        if (reference.startsWith('{"ok":false')) rejected += 1;
      }
    }
    expect(rejected).toBeGreaterThanOrEqual(10);
  }, 600_000);
});

describe('textEdit', () => {
  it('is the one edit between two texts, never splitting a surrogate pair', () => {
    expect(textEdit('abcXdef', 'abcYYdef')).toEqual({ start: 3, oldEnd: 4, newEnd: 5 });
    expect(textEdit('same', 'same')).toBeUndefined();
    expect(textEdit('aaa', 'aaaa')).toEqual({ start: 3, oldEnd: 3, newEnd: 4 });
    // '𐀺' and '𐀻' share their high surrogate: the edit starts before it.
    expect(textEdit('x𐀺y', 'x𐀻y')).toEqual({ start: 1, oldEnd: 3, newEnd: 3 });
    // Shared low surrogates at the end of the changed part stay inside the edit.
    expect(textEdit('\ud800\udc3a', '\ud801\udc3a')).toEqual({ start: 0, oldEnd: 2, newEnd: 2 });
  });
});

describe('kept trees', () => {
  const parse = createLiteParser(require('tree-sitter-javascript') as unknown, 'program');
  const keptOf = (text: string): KeptTree => parse.parseAndRewrite(text, () => undefined, { keep: true }).kept!;

  it('serves a tree once, only to the file and origin it was kept for, and drops the oldest past its bound', () => {
    const trees = createKeptTrees(40);
    const a = keptOf('let a = 1;\n');
    trees.put('a.js', 'origin a', a);
    expect(trees.take('a.js', 'another origin')).toBeUndefined();
    expect(trees.take('b.js', 'origin a')).toBeUndefined();
    expect(trees.take('a.js', 'origin a')).toBe(a);
    expect(trees.take('a.js', 'origin a')).toBeUndefined();
    trees.put('a.js', 'o', keptOf('let a = 1;\n'.repeat(2)));
    trees.put('b.js', 'o', keptOf('let b = 1;\n'.repeat(2)));
    expect(trees.take('a.js', 'o')).toBeUndefined();
    expect(trees.take('b.js', 'o')).toBeDefined();
    trees.put('c.js', 'o', keptOf('x'.repeat(41)));
    expect(trees.take('c.js', 'o')).toBeUndefined();
  });
});
