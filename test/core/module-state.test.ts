/**
 * The `core` project of vitest.config.ts runs test/core's files one after another in the same
 * process (`isolate: false`), so a module-level variable of src/core (or of a helper those tests
 * share) outlives the file that filled it. That is safe only for memo tables whose entries are fixed
 * data, or pure results keyed by their whole input. This test lists every module-level `let` and every
 * module-level Map, Set, array or object that is written after it is made, and fails on one nobody has
 * reviewed: a counter, a registry or a cache keyed by less than its input would let one test file see
 * another's state. WeakMaps and WeakSets are not listed: their entries live as long as the objects a
 * caller passes as keys, and no test file sees another's objects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Reviewed: `file:name` → why another test file cannot observe it. */
const REVIEWED: Record<string, string> = {
  'src/core/languages/go/answer/checks.ts:stdNames': "the split of a fixed std-package name table, by package",
  'src/core/languages/go/answer/std-method-results.ts:parsed': "a std type's method results from a fixed generated table, by type",
  'src/core/languages/java/answer/jdk-type-table.ts:rows': 'the decoded JDK type table (fixed data), decoded on first use',
  'src/core/languages/java/answer/jdk-type-table.ts:moduleRowsLoaded': 'whether the fixed module rows were added to that table',
  'src/core/languages/java/answer/jdk-type-table.ts:flat': "a JDK type's members from that fixed table, by type name",
  'src/core/languages/java/answer/jdk-type-table.ts:internalPackages': 'an index of that fixed table',
  'src/core/languages/java/answer/jdk-type-table.ts:moduleRowsIndexed': 'whether that index covers the module rows',
  'src/core/languages/python/answer/call-checks.ts:parsedCache': 'a parse of a source text, keyed by the whole text (bounded: cleared past 64)',
  'src/core/languages/python/answer/sibling-calls.ts:walks': 'the call sites of a source text, keyed by the whole text (bounded: cleared past 16)',
  'src/core/languages/python/answer/stdlib-bases.ts:memo': "a standard-library class's members from a fixed generated table, by class",
  'src/core/languages/python/answer/stdlib-star-exports.ts:split': "a standard-library module's star exports from a fixed generated table",
  'src/core/languages/typescript/answer/signature-files.ts:ts': 'the typescript module, imported on first use',
  'src/core/languages/typescript/check/parsed-handoff.ts:offered': 'compiler parses keyed by path and whole text (bounded), each taken once; a parse equals any other of the same text',
  'src/core/languages/typescript/check/parsed-handoff.ts:chars': "the total length of those parses' texts (their bound)",
  'src/core/source/source-encoding.ts:reverseTables': "an encoding's fixed reverse table, by encoding name",
  'test/support/go-oracle.ts:binary': 'the go/ast oracle built once per process (removed at exit)',
  'test/support/tsc-oracle-host.ts:libFiles': "the installed compiler's own lib files parsed for the tsc oracle (fixed data), keyed by the whole options and parse settings",
  'test/support/ts-lib-env.ts:shared': "the TypeScript check's standard library parsed from the installed compiler's files (fixed data), as a worker process keeps it",
  'test/support/java-oracle.ts:classDir': "javac's tree-API oracle compiled once per process (removed at exit)",
};

const ROOTS = ['src/core', 'test/core', 'test/support'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' || e.name === 'github-simulator' ? [] : sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const CONTAINER = /^(Map|Set|Array)$/;
const escape = (name: string) => name.replace(/\$/g, '\\$');

/** `file:name` of each module-level let, and of each module-level container written after it is made. */
function moduleState(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const isLet = (statement.declarationList.flags & ts.NodeFlags.Let) !== 0;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      const name = d.name.text;
      const init = d.initializer;
      const container =
        init !== undefined &&
        ((ts.isNewExpression(init) && CONTAINER.test(init.expression.getText(source))) || ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init));
      const written =
        new RegExp(`\\b${escape(name)}\\.(set|add|delete|clear|push|pop|shift|unshift|splice|sort|reverse|fill)\\(`).test(text) ||
        new RegExp(`\\b${escape(name)}(\\.[A-Za-z_$][\\w$]*|\\[[^\\]]+\\])+ *([-+*/|&]|\\?\\?)?= *[^=]`).test(text) ||
        new RegExp(`Object\\.assign\\(${escape(name)}\\b`).test(text);
      if (isLet || (container && written)) found.push(`${file}:${name}`);
    }
  }
  return found;
}

describe("module-level state shared by the core project's files", () => {
  it('is only reviewed memo tables of fixed data or of pure results keyed by their whole input', () => {
    const found = ROOTS.flatMap(sources).flatMap((file) => moduleState(file, readFileSync(file, 'utf8')));
    const unreviewed = found.filter((key) => !Object.hasOwn(REVIEWED, key));
    expect(
      unreviewed,
      'module-level state a test file could leave behind for the next one in a shared fork: make it per call (or a WeakMap keyed by the caller\'s object), or review it and list it here with the reason',
    ).toEqual([]);
    // The list names only what still exists, so it cannot hide a renamed variable.
    expect(Object.keys(REVIEWED).filter((key) => !found.includes(key))).toEqual([]);
  });

  it('notices a counter, a registry and a string-keyed cache, and leaves constants and weak maps alone', () => {
    const text = [
      'let calls = 0;',
      'const seen: string[] = [];',
      'const byPath = new Map<string, string>();',
      'const STOP = new Set(["a", "b"]);',
      'const memo = new WeakMap<object, number>();',
      'export const LIMITS = { reads: 2 };',
      'export function f(path: string, key: object) { calls += 1; seen.push(path); byPath.set(path, path); memo.set(key, 1); return STOP.has(path) ? LIMITS.reads : 0; }',
    ].join('\n');
    expect(moduleState('x.ts', text)).toEqual(['x.ts:calls', 'x.ts:seen', 'x.ts:byPath']);
    expect(moduleState('y.ts', 'const state = { n: 0 };\nexport function g() { state.n += 1; }')).toEqual(['y.ts:state']);
  });
});
