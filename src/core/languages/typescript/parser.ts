/**
 * The tree-sitter grammars behind the shared light tree: `.ts/.mts/.cts` use the typescript
 * grammar (where `<T>x` is a cast), `.tsx` the tsx grammar, and plain JavaScript
 * (`.js/.jsx/.mjs/.cjs`) tree-sitter-javascript, which parsed every JS file of the benchmark
 * packages where the tsx grammar failed on two (`using` read as a TS 5.2 keyword); measured in
 * bench/results/ts-parse.md. The javascript grammar's nodes are the same as the TS ones for
 * everything the walk reads, except class fields (`field_definition`) and heritage (no clause).
 */
import { createRequire } from 'node:module';
import { createLiteParser, type KeptTree, type LiteParser, type LiteTree, type LNode } from '../lite-tree.js';
import { wasmBinding } from '../lite-tree-wasm.js';
import { rewriteGrammarGaps, type GapEdit } from './grammar-gaps.js';
import { maskedSource } from './source-mask.js';

const require = createRequire(import.meta.url);
const grammars = require('tree-sitter-typescript') as { typescript: unknown; tsx: unknown };
const javascript = require('tree-sitter-javascript') as unknown;

export type TsDialect = 'typescript' | 'tsx' | 'javascript';

const parsers: Record<TsDialect, LiteParser> = {
  typescript: createLiteParser(grammars.typescript, 'program', await wasmBinding('tree-sitter-typescript/tree-sitter-typescript.wasm', 'program')),
  tsx: createLiteParser(grammars.tsx, 'program', await wasmBinding('tree-sitter-typescript/tree-sitter-tsx.wasm', 'program')),
  javascript: createLiteParser(javascript, 'program', await wasmBinding('tree-sitter-javascript/tree-sitter-javascript.wasm', 'program')),
};

/** The grammar for a file name. */
export function dialectOf(file: string): TsDialect {
  if (/\.(ts|mts|cts)$/i.test(file)) return 'typescript';
  if (/\.tsx$/i.test(file)) return 'tsx';
  return 'javascript';
}

/**
 * The light tree of a TS/JS file. When the grammar fails on a .ts/.tsx file, the syntax it is
 * known to lack (grammar-gaps.ts) is rewritten in place, same length, and parsed again; that tree
 * is kept only if it has fewer errors, so a file the grammar reads is never touched.
 * `rewriteGaps: false` gives the grammar's own tree (the baseline of bench:parse-ts).
 */
export function parseTsLite(source: string, file: string, rewriteGaps = true): LiteTree {
  return parseTsLiteFrom(source, file, rewriteGaps).tree;
}

/**
 * parseTsLite, parsed from `from` (a kept tree of an earlier text of this file: an incremental parse, the same tree
 * as a fresh one) when given, and with this parse's own native tree (`kept`) when `keep` is set.
 */
export function parseTsLiteFrom(source: string, file: string, rewriteGaps = true, incremental: { from?: KeptTree; keep?: boolean } = {}): { tree: LiteTree; kept?: KeptTree } {
  const dialect = dialectOf(file);
  const parse = parsers[dialect];
  if (!rewriteGaps) return { tree: parse(source) };
  const gaps = dialect !== 'javascript';
  // The rewrite is parsed from the first parse's tree, edited at the rewrites (an incremental parse:
  // the same tree as a fresh parse of `text`, for a fraction of the work on a large file).
  let text = '';
  let edits: GapEdit[] = [];
  const { first: tree, rewritten, kept } = parse.parseAndRewrite(source, (first) => {
    if (!gaps || first.problems.length === 0) return undefined;
    ({ text, edits } = rewriteGrammarGaps(source, maskedSource(first), /\.d\.[cm]?ts$/i.test(file)));
    return edits.length === 0 ? undefined : { text, edits: edits.map((e) => ({ start: e.start, end: e.start + e.text.length })) };
  }, incremental);
  const withKept = (out: LiteTree): { tree: LiteTree; kept?: KeptTree } => (kept === undefined ? { tree: out } : { tree: out, kept });
  if (rewritten === undefined || rewritten.problems.length >= tree.problems.length) return withKept(tree);
  const names = namesFromRewrite(rewritten.root, text, edits);
  if (names.size > 0) rewritten.textOverrides = names;
  return withKept(rewritten);
}

/** The leaves inside edits that put a name where the source has none, with the rewritten text. */
function namesFromRewrite(root: LNode, text: string, edits: GapEdit[]): Map<string, string> {
  const out = new Map<string, string>();
  const spans = edits.filter((e) => e.names).map((e) => [e.start, e.start + e.text.length] as const);
  if (spans.length === 0) return out;
  const stack: LNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!spans.some(([s, e]) => node.start < e && node.end > s)) continue;
    if (node.children.length > 0) stack.push(...node.children);
    else if (spans.some(([s, e]) => node.start >= s && node.end <= e)) out.set(`${node.start}:${node.end}`, text.slice(node.start, node.end));
  }
  return out;
}
