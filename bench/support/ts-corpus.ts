/**
 * TypeScript benchmark corpora: the TypeScript sources an npm package ships (a pinned dev
 * dependency nobody here wrote) copied into a temp repository, ground truth from the TypeScript
 * checker (ts-ground-truth.ts), and stubbing a target in place.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BenchTarget } from './recall.js';
import { tsGroundTruth } from './ts-ground-truth.js';
import type { Corpus } from './corpus.js';

export const TS_PACKAGES = ['zod', 'rxjs', '@reduxjs/toolkit'];
const NODE_MODULES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules');

function tsFiles(dir: string, root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...tsFiles(path, root));
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name)) out.push(relative(root, path).split('\\').join('/'));
  }
  return out.sort();
}

export function prepareTsCorpus(pkg: string, seed: number, count: number): Corpus {
  const name = pkg.replace(/^@[^/]+\//, '');
  const root = mkdtempSync(join(tmpdir(), `dycoder-bench-ts-${name}-`));
  cpSync(join(NODE_MODULES, pkg, 'src'), join(root, name, 'src'), { recursive: true });
  cpSync(join(NODE_MODULES, pkg, 'package.json'), join(root, name, 'package.json'));
  const truth = tsGroundTruth(root, tsFiles(root, root), seed, count);
  return { root, pkg, targets: truth.targets, candidates: truth.candidates, dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** Replaces the target's body lines (inside the braces) with a not-implemented throw; returns a restorer. */
export function stubTsTarget(root: string, target: BenchTarget): () => void {
  const path = join(root, ...target.file.split('/'));
  const original = readFileSync(path, 'utf8');
  const lines = original.split('\n');
  lines.splice(target.bodyStart - 1, target.bodyEnd - target.bodyStart + 1, `${target.indent}throw new Error('not implemented');`);
  writeFileSync(path, lines.join('\n'));
  return () => writeFileSync(path, original);
}

export const TS_NOTES = `
## How this is measured (TypeScript)
- Corpora: the TypeScript sources that the npm packages zod, rxjs and @reduxjs/toolkit ship (pinned dev
  dependencies, nobody here wrote them), each package's \`src/\` copied to a temp repository.
- Targets and ground truth: bench/support/ts-ground-truth.ts with the TypeScript compiler's checker (no code
  shared with the retriever). Functions and methods outside test files whose block body has >= 3 statements on
  lines of their own, taken in a seeded random order (seed 7) until 30 have >= 2 dependencies. A dependency is a
  function, class, method, interface, type alias, enum, namespace or function-valued const of the package that
  the body calls (\`f()\`, \`new C()\`, \`this.m()\`, \`super.m()\`, \`ns.f()\`, \`Cls.m()\`) or a
  capitalised name it references, resolved by the checker through imports and re-exports; the target itself, what
  encloses it and what it declares inside its own body do not count.
- The body (the lines inside its braces) is replaced by \`throw new Error('not implemented');\`.
- Lenient: the dependency's declaration line is in the context, in a section of its own file; strict: its first
  body line follows (one-line declarations count as strict when lenient).
- Every file of the three packages parses (the syntax tree-sitter-typescript 0.23 lacks is rewritten in place,
  src/core/lang/typescript/grammar-gaps.ts); a target our parser could not see would count as nothing recalled
  for every retriever.
`;
