/**
 * package.json's runtime `dependencies` are exactly the packages src/ imports at run time, read
 * with the TypeScript compiler's parser (static imports, re-exports, `import()` and `require()`
 * through createRequire): a production install (`npm ci --omit=dev`, the Docker image) must have
 * everything the product loads and carry nothing it does not. The benchmark corpora stay out of
 * the root package altogether (bench/corpora).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ROOT = resolve(import.meta.dirname, '../..');
const manifest = z.object({
  dependencies: z.record(z.string(), z.string()),
  devDependencies: z.record(z.string(), z.string()).default({}),
});
const readManifest = (file: string) => manifest.parse(JSON.parse(readFileSync(join(ROOT, file), 'utf8')));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|mts|cts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

interface Specifier {
  name: string;
  typeOnly: boolean;
}

/** Every module specifier a file names, and whether it is erased at compile time. */
export function moduleSpecifiers(source: string, file = 'x.ts'): Specifier[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const out: Specifier[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier !== undefined && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly === true ||
          (node.importClause !== undefined && node.importClause.name === undefined && node.importClause.namedBindings !== undefined &&
            ts.isNamedImports(node.importClause.namedBindings) && node.importClause.namedBindings.elements.length > 0 &&
            node.importClause.namedBindings.elements.every((e) => e.isTypeOnly))
        : node.isTypeOnly;
      out.push({ name: node.moduleSpecifier.text, typeOnly });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      out.push({ name: node.argument.literal.text, typeOnly: true });
    } else if (ts.isCallExpression(node)) {
      const [first] = node.arguments;
      const callee = node.expression;
      const loads = callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require');
      if (loads && first !== undefined && ts.isStringLiteral(first)) out.push({ name: first.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** `@scope/name/sub` -> `@scope/name`, `name/sub` -> `name`; undefined for relative paths and Node's own modules. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('runtime dependencies are what src/ imports', () => {
  const pkg = readManifest('package.json');
  const specifiers = sourceFiles(join(ROOT, 'src')).flatMap((file) => moduleSpecifiers(readFileSync(file, 'utf8'), file));
  const runtime = new Set(specifiers.filter((s) => !s.typeOnly).flatMap((s) => packageOf(s.name) ?? []));
  const typeOnly = new Set(specifiers.filter((s) => s.typeOnly).flatMap((s) => packageOf(s.name) ?? []));

  it('reads every kind of import (the reader itself can fail)', () => {
    const found = moduleSpecifiers(
      [
        "import a from 'a';",
        "import type { B } from 'b';",
        "import { type C } from 'c/sub';",
        "export { d } from '@s/d/deep';",
        "import './local.js';",
        "const e = require('e');",
        "const f = await import('node:fs');",
        "type G = import('g').G;",
        "const s = 'require(\"not-an-import\")';",
      ].join('\n'),
    );
    expect(found).toEqual([
      { name: 'a', typeOnly: false },
      { name: 'b', typeOnly: true },
      { name: 'c/sub', typeOnly: true },
      { name: '@s/d/deep', typeOnly: false },
      { name: './local.js', typeOnly: false },
      { name: 'e', typeOnly: false },
      { name: 'node:fs', typeOnly: false },
      { name: 'g', typeOnly: true },
    ]);
    expect(found.map((s) => packageOf(s.name))).toEqual(['a', 'b', 'c', '@s/d', undefined, 'e', undefined, 'g']);
  });

  it('lists exactly the packages src/ loads at run time', () => {
    expect(runtime.size).toBeGreaterThan(5);
    expect(Object.keys(pkg.dependencies).sort()).toEqual([...runtime].sort());
  });

  it('finds every package src/ names only in types among the dependencies or the dev tools', () => {
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    expect([...typeOnly].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('keeps the benchmark corpora out of the product install', () => {
    const corpora = readManifest('bench/corpora/package.json');
    const product = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    // zod and openai are corpora and runtime dependencies: pinned there too, so a product upgrade does not move the corpora.
    const overlap = Object.keys(corpora.dependencies).filter((name) => product.has(name));
    expect(overlap.sort()).toEqual(['openai', 'zod']);
    expect(Object.keys(corpora.dependencies).length).toBeGreaterThan(20);
  });
});
