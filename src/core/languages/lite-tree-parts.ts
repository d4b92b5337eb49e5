/** Pieces both light-tree copies share (lite-tree.ts from node-tree-sitter, lite-tree-wasm.ts from web-tree-sitter). */
import type { LNode } from './lite-tree.js';

/** The children of every leaf: one frozen empty array (half the nodes are leaves). */
export const NO_CHILDREN: readonly LNode[] = Object.freeze([]);

/** Start offset of each line of `source` (index 0 is line 1). */
export function lineStartsOf(source: string): number[] {
  const starts = [0];
  let i = source.indexOf('\n');
  while (i !== -1) {
    starts.push(i + 1);
    i = source.indexOf('\n', i + 1);
  }
  return starts;
}

/** The first line of a node's text, at most 40 characters, for a syntax problem's message. */
export function snippet(source: string, start: number, end: number): string {
  const text = source.slice(start, Math.min(end, start + 40)).split('\n')[0] ?? '';
  return text.trim();
}
