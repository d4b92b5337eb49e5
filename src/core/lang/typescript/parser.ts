/**
 * The tree-sitter TypeScript grammars behind the shared light tree. `.ts/.mts/.cts` use the
 * typescript grammar (where `<T>x` is a cast), `.tsx` the tsx grammar, and plain JavaScript
 * (`.js/.jsx/.mjs/.cjs`) the tsx grammar too: it is a superset of JavaScript with JSX, and on
 * real code it parses as well as tree-sitter-javascript (bench/results/ts-parse.md).
 */
import { createRequire } from 'node:module';
import { createLiteParser, type LiteParse } from '../lite-tree.js';

const require = createRequire(import.meta.url);
const grammars = require('tree-sitter-typescript') as { typescript: unknown; tsx: unknown };

export type TsDialect = 'typescript' | 'tsx';

const parsers: Record<TsDialect, LiteParse> = {
  typescript: createLiteParser(grammars.typescript, 'program'),
  tsx: createLiteParser(grammars.tsx, 'program'),
};

/** The grammar for a file name: typescript for .ts/.mts/.cts, tsx for everything else. */
export function dialectOf(file: string): TsDialect {
  return /\.(ts|mts|cts)$/.test(file) ? 'typescript' : 'tsx';
}

export function liteParserFor(file: string): LiteParse {
  return parsers[dialectOf(file)];
}
