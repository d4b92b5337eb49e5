/**
 * What a LiteParser learned about its two bindings on texts with syntax errors (lite-tree.ts createLiteParser).
 *
 * web-tree-sitter's runtime is newer than node-tree-sitter's, and its error recovery can give another tree for a broken
 * text; so a WASM tree with an error is checked against the native parse. Most such texts are not broken at all but
 * meet a gap of the grammar (zod's five largest files under tree-sitter-typescript), and there both bindings give the
 * same light tree. A verdict remembers, for one exact input, whether they did: the next parse of that input keeps the
 * WASM tree (the same) or goes native at once (not the same). A verdict never changes a result, only which binding
 * makes it: it is keyed by a SHA-256 of everything the trees depend on and was found by comparing the two light trees
 * of that very input. It holds digests and booleans, no text; bounded, the oldest forgotten first.
 */
import { createHash } from 'node:crypto';
import type { LiteTree, LNode, SameLengthEdit } from './lite-tree.js';

/** Verdicts one parser keeps at most (a digest and a boolean each: about 150 bytes). */
export const VERDICTS_MAX = 2048;

export interface BindingVerdicts {
  /** Whether the WASM light tree of this input was the native one (undefined: not known). */
  get(key: string): boolean | undefined;
  /** Remembers a verdict; `length` is the parsed text's, for mayDiffer. */
  set(key: string, same: boolean, length: number): void;
  /** Whether some input of this length is known to differ: only then is a text hashed before its parse. */
  mayDiffer(length: number): boolean;
  readonly size: number;
}

export function createBindingVerdicts(limit = VERDICTS_MAX): BindingVerdicts {
  const verdicts = new Map<string, { same: boolean; length: number }>();
  const differing = new Map<number, number>();
  const forget = (key: string): void => {
    const old = verdicts.get(key);
    if (old === undefined) return;
    verdicts.delete(key);
    if (old.same) return;
    const n = (differing.get(old.length) ?? 0) - 1;
    if (n > 0) differing.set(old.length, n);
    else differing.delete(old.length);
  };
  return {
    get: (key) => verdicts.get(key)?.same,
    set: (key, same, length) => {
      forget(key);
      verdicts.set(key, { same, length });
      if (!same) differing.set(length, (differing.get(length) ?? 0) + 1);
      while (verdicts.size > limit) forget(verdicts.keys().next().value as string);
    },
    mayDiffer: (length) => differing.has(length),
    get size() {
      return verdicts.size;
    },
  };
}

/**
 * The key of a fresh parse: `text` parsed, its light tree over `source` (a same-length rewrite's parse keeps the
 * source's text for messages). Hashed as UTF-16 code units, so no two strings share a key (UTF-8 would turn lone
 * surrogates into U+FFFD) and with each part's length, so no two splits do.
 */
export function parseKey(source: string, text: string): string {
  const hash = createHash('sha256').update(`parse\0${source.length}\0`);
  hash.update(source, 'utf16le');
  if (text !== source) hash.update(`\0${text.length}\0`).update(text, 'utf16le');
  return hash.digest('base64');
}

/** The key of a rewrite's incremental parse: from the fresh tree of `source`, edited at `edits`, to `text`. */
export function rewriteKey(source: string, edits: readonly SameLengthEdit[], text: string): string {
  const hash = createHash('sha256').update(`rewrite\0${source.length}\0`);
  hash.update(source, 'utf16le');
  hash.update(`\0${edits.map((e) => `${e.start}-${e.end}`).join(',')}\0${text.length}\0`);
  return hash.update(text, 'utf16le').digest('base64');
}

/** Whether two light trees are the same: every named node (type, field, offsets, children) and every problem. */
export function sameLiteTree(a: LiteTree, b: LiteTree): boolean {
  if (a.source !== b.source || a.problems.length !== b.problems.length) return false;
  for (let i = 0; i < a.problems.length; i += 1) {
    const p = a.problems[i] as LiteTree['problems'][number];
    const q = b.problems[i] as LiteTree['problems'][number];
    if (p.index !== q.index || p.message !== q.message) return false;
  }
  if ((a.textOverrides?.size ?? 0) !== 0 || (b.textOverrides?.size ?? 0) !== 0) return false;
  const left: LNode[] = [a.root];
  const right: LNode[] = [b.root];
  while (left.length > 0) {
    const x = left.pop() as LNode;
    const y = right.pop() as LNode;
    if (x.type !== y.type || x.field !== y.field || x.start !== y.start || x.end !== y.end || x.children.length !== y.children.length) return false;
    for (let i = 0; i < x.children.length; i += 1) {
      left.push(x.children[i] as LNode);
      right.push(y.children[i] as LNode);
    }
  }
  return true;
}
