/**
 * The tree-sitter grammars behind the shared light tree: `.ts/.mts/.cts` use the typescript
 * grammar (where `<T>x` is a cast), `.tsx` the tsx grammar, and plain JavaScript
 * (`.js/.jsx/.mjs/.cjs`) tree-sitter-javascript, which parsed every JS file of the benchmark
 * packages where the tsx grammar failed on two (`using` read as a TS 5.2 keyword); measured in
 * bench/results/ts-parse.md. The javascript grammar's nodes are the same as the TS ones for
 * everything the walk reads, except class fields (`field_definition`) and heritage (no clause).
 */
import { createRequire } from 'node:module';
import { createLiteParser, type LiteParse } from '../lite-tree.js';

const require = createRequire(import.meta.url);
const grammars = require('tree-sitter-typescript') as { typescript: unknown; tsx: unknown };
const javascript = require('tree-sitter-javascript') as unknown;

export type TsDialect = 'typescript' | 'tsx' | 'javascript';

const parsers: Record<TsDialect, LiteParse> = {
  typescript: createLiteParser(grammars.typescript, 'program'),
  tsx: createLiteParser(grammars.tsx, 'program'),
  javascript: createLiteParser(javascript, 'program'),
};

/** The grammar for a file name. */
export function dialectOf(file: string): TsDialect {
  if (/\.(ts|mts|cts)$/i.test(file)) return 'typescript';
  if (/\.tsx$/i.test(file)) return 'tsx';
  return 'javascript';
}

export function liteParserFor(file: string): LiteParse {
  return parsers[dialectOf(file)];
}
