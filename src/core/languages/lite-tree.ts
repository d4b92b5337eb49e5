/**
 * A light, plain-JS copy of a tree-sitter parse tree, shared by every language front end.
 *
 * Why a copy: every property read on a node-tree-sitter 0.21 SyntaxNode is a native call that
 * allocates; walking `node.children` costs ~5 µs per node (sympy: 25+ s). One TreeCursor pass
 * that copies only the named nodes (type, field, offsets) costs ~0.8 µs per node, and all
 * analysis afterwards is plain JS. Anonymous tokens (keywords, punctuation) are dropped; the few
 * facts they carry (`async`, operators) are read from the source text.
 */
import { channel } from 'node:diagnostics_channel';
import { createRequire } from 'node:module';
import { z } from 'zod';
import type ParserType from 'tree-sitter';
import { copyFromCursor, lineStartsOf } from './lite-tree-parts.js';
import { createBindingVerdicts, parseKey, rewriteKey, sameLiteTree } from './lite-tree-verdicts.js';

const require = createRequire(import.meta.url);
// Native CommonJS addon: loaded through require so the types come from its `export =`.
const TreeSitter = require('tree-sitter') as typeof ParserType;

/** A named node of the parse tree. Offsets are UTF-16 indexes into the source string. */
export interface LNode {
  type: string;
  /** Field name in the parent (e.g. 'name', 'body'), if any. */
  field: string | undefined;
  start: number;
  end: number;
  /** Named children; leaves share one frozen empty array (half the nodes are leaves). */
  children: readonly LNode[];
}


export interface SyntaxProblem {
  index: number;
  message: string;
}

export interface LiteTree {
  root: LNode;
  source: string;
  /** Start offset of each line (index 0 is line 1). */
  lineStarts: number[];
  problems: SyntaxProblem[];
  /**
   * Nodes whose text is not the source's (`start:end` -> text): names a same-length rewrite of the
   * source put where the source has none (see LiteParse); absent otherwise.
   */
  textOverrides?: Map<string, string>;
}

// Chunk size for the input callback: node-tree-sitter 0.21 rejects a plain string (or a chunk)
// larger than its internal buffer ("Invalid argument"), so large files are fed in slices.
const CHUNK = 8192;

/**
 * The slice of `input` from `index`, CHUNK long, never ending between the two halves of a
 * surrogate pair (a character outside the BMP, e.g. '𐀺'): a chunk ending in a lone high
 * surrogate reaches the grammar as U+FFFD and broke the literal it was in (found by
 * bench:parse-rust on regex-syntax's Unicode tables).
 */
function chunkAt(input: string, index: number): string {
  const code = input.charCodeAt(index + CHUNK - 1);
  return input.slice(index, index + CHUNK + (code >= 0xd800 && code <= 0xdbff ? 1 : 0));
}



/**
 * Parses `source`; with `parsed` (a same-length rewrite of it with the same line breaks), the
 * grammar reads `parsed` while the tree's text, lines and problem messages stay the source's.
 */
export type LiteParse = (source: string, parsed?: string) => LiteTree;

/** A same-length replacement of `[start, end)` (line breaks untouched), as a rewrite of the source makes. */
export interface SameLengthEdit {
  start: number;
  end: number;
}

/** A same-length rewrite of a parsed source, with where it differs (edits in any order, none overlapping). */
export interface Rewrite {
  text: string;
  edits: readonly SameLengthEdit[];
}

/**
 * A parse function that can also parse a same-length rewrite of what it parsed (`rewritten`, the
 * tree `parse(source, rewrite.text)` gives) starting from the first parse's tree, edited where the
 * rewrite changed it: tree-sitter's incremental parse reads again only what the edits touch. With
 * `options.from`, the first parse itself starts from an earlier parse's kept tree (an edit of the same file:
 * an answer put in place of a stub); with `options.keep`, the call's last native tree is returned for the next.
 */
export interface LiteParser extends LiteParse {
  /**
   * `source`'s tree with the children of the nodes `opaque` names left out (the node itself is kept, offsets and all):
   * for a reader that needs a file's outline only (its classes' headers, its imports), the copy of the bodies below,
   * most of a file's nodes, is skipped. Problems are those of the copied nodes only.
   */
  outline(source: string, opaque: Opaque): LiteTree;
  parseAndRewrite(source: string, rewrite: (first: LiteTree) => Rewrite | undefined, options?: IncrementalOptions): RewriteParse;
}

/**
 * A native tree kept after a parse, for an incremental parse of a later, edited text: the tree of `text`, which is
 * `source` or a same-length rewrite of it (differing only inside `rewritten`). Parsing from it edits it, so it serves
 * one parse; the parse that uses it can keep its own tree for the next. parseAndRewrite keeps only error-free first
 * parses (so `text` is `source` there); `rewritten` lets a caller keep a rewrite's tree.
 */
export interface KeptTree {
  readonly source: string;
  readonly text: string;
  readonly rewritten: readonly SameLengthEdit[];
  readonly native: BoundTree;
}

/** A tree-sitter edit in UTF-16 units (both bindings' indexes and columns). */
export interface TreeEdit {
  startIndex: number;
  oldEndIndex: number;
  newEndIndex: number;
  startPosition: { row: number; column: number };
  oldEndPosition: { row: number; column: number };
  newEndPosition: { row: number; column: number };
}

/**
 * One tree-sitter binding of one grammar: node-tree-sitter's N-API addon, or web-tree-sitter's WASM runtime
 * (lite-tree-wasm.ts). Both give the same LiteTree node for node (bench/parse-binding.ts, test/core/languages/
 * lite-tree-children.test.ts); a tree is the binding's own and only goes back to the binding that made it.
 */
export interface LiteBinding {
  /** Parses `text` (from `old`, this binding's tree of an earlier text, edited where the texts differ). */
  parse(text: string, old: unknown): unknown;
  copy(tree: unknown, source: string, opaque?: Opaque): LiteTree;
  edit(tree: unknown, edit: TreeEdit): void;
  /** Frees a tree nobody keeps (a WASM tree's memory goes back to the runtime's heap now, not at a later GC). */
  release(tree: unknown): void;
  /**
   * Whether the tree has a syntax error (ERROR or MISSING node), read before any copy. Given by a binding whose error
   * recovery is not node-tree-sitter's: its trees with errors are parsed again natively (see createLiteParser).
   */
  hasError?(tree: unknown): boolean;
}

/** A binding's tree with the binding that made it. */
export interface BoundTree {
  readonly binding: LiteBinding;
  readonly tree: unknown;
}

export interface IncrementalOptions {
  /** Parse `source` from this tree (of an earlier text of the same file and grammar), edited where the texts differ. */
  from?: KeptTree;
  /** Return this parse's native tree as `kept` when it has no errors (nothing is kept otherwise). */
  keep?: boolean;
}

/** Whether a node of this type, in this field of `parent`, is copied without its children (LiteParser.outline). */
export type Opaque = (type: string, field: string | undefined, parent: LNode) => boolean;

export interface RewriteParse {
  first: LiteTree;
  rewritten?: LiteTree;
  kept?: KeptTree;
}

/** One edit turning `before` into `after`: their common prefix and suffix are kept, the rest replaced. */
export interface TextEdit {
  start: number;
  oldEnd: number;
  newEnd: number;
}

const isHigh = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/**
 * The smallest single edit from `before` to `after` (undefined when they are equal), its ends never between the two
 * halves of a surrogate pair.
 */
export function textEdit(before: string, after: string): TextEdit | undefined {
  if (before === after) return undefined;
  const most = Math.min(before.length, after.length);
  let start = 0;
  while (start < most && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  if (start > 0 && isHigh(before.charCodeAt(start - 1))) start -= 1;
  let tail = 0;
  while (tail < most - start && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail += 1;
  if (tail > 0 && isLow(before.charCodeAt(before.length - tail))) tail -= 1;
  return { start, oldEnd: before.length - tail, newEnd: after.length - tail };
}

/**
 * How a native parse was made: `full` (a whole tree copied), `incremental` (started from a kept tree), `outline`
 * (LiteParser.outline: bodies not copied).
 */
export type LiteParseKind = 'full' | 'incremental' | 'outline';
/** Told of every native parse: the text parsed and how. */
export type LiteParseObserver = (source: string, kind: LiteParseKind) => void;
/** Node's diagnostics channel for parses: no module state of ours, and free when nobody subscribes. */
const parses = channel('dycoder:lite-tree:parse');
const parseMessage = z.object({ source: z.string(), kind: z.enum(['full', 'incremental', 'outline']) });

/**
 * Calls `observer` on every native parse any LiteParser makes from now on, until the returned function is called: how
 * many times a job parses each file (a benchmark's count, and the tests' check that a file is parsed once per job).
 */
export function observeLiteParses(observer: LiteParseObserver): () => void {
  const onMessage = (message: unknown): void => {
    const { source, kind } = parseMessage.parse(message);
    observer(source, kind);
  };
  parses.subscribe(onMessage);
  return () => {
    parses.unsubscribe(onMessage);
  };
}

/** node-tree-sitter's binding of `language` (the parser is made on first use: ~1 ms, it holds only the grammar). */
function napiBinding(language: unknown, rootType: string): LiteBinding {
  let parser: ParserType | undefined;
  // Indexed by the grammar's symbol and field ids (small dense integers): an array read per node
  // where a Map lookup was.
  const typeNames: (string | undefined)[] = [];
  const fieldNames: (string | undefined)[] = [];
  const parserFor = (): ParserType => {
    if (!parser) {
      parser = new TreeSitter();
      parser.setLanguage(language);
    }
    return parser;
  };
  const own = (tree: unknown): ParserType.Tree => tree as ParserType.Tree;
  return {
    parse: (text, old) => parserFor().parse((index: number): string | null => (index >= text.length ? null : chunkAt(text, index)), old === undefined ? undefined : own(old)),
    copy: (tree, source, opaque) => copyTree(own(tree), source, rootType, typeNames, fieldNames, opaque),
    edit: (tree, e) => own(tree).edit(e),
    release: () => undefined,
  };
}

/**
 * Sources longer than this are parsed with node-tree-sitter even where the WASM binding is given: web-tree-sitter's heap
 * only grows (WASM memory never shrinks), and a 1 M-character file's parse fits in its first 32 MiB, so no file can leave
 * the process holding more than that (plus kept trees, see KEPT_TREES_MAX_CHARS). A 3.4 M-character file grew it to 67 MiB.
 */
export const WASM_MAX_CHARS = 1024 * 1024;

/**
 * A parse function for one grammar: through `wasm` (web-tree-sitter's binding of the same grammar, lite-tree-wasm.ts)
 * when it is given and the source is at most WASM_MAX_CHARS long, through node-tree-sitter's `language` otherwise. The
 * WASM binding's parse and copy cost about half the native one's (bench/parse-binding.ts); the trees are the same.
 */
export function createLiteParser(language: unknown, rootType: string, wasm?: LiteBinding): LiteParser {
  const napi = napiBinding(language, rootType);
  const bindingFor = (length: number): LiteBinding => (wasm !== undefined && length <= WASM_MAX_CHARS ? wasm : napi);
  /**
   * Exactness on broken input: web-tree-sitter 0.27 bundles a newer tree-sitter runtime than node-tree-sitter 0.21, and
   * its error recovery gives other trees for some broken files (TypeScript's and Java's, lite-tree-children.test.ts);
   * whole files give the same trees (bench/parse-binding.ts, 1,368 files). So a WASM tree with an error is checked: the
   * first time an input meets it, both bindings parse and their light trees are compared (the native one is the
   * result); the verdict (lite-tree-verdicts.ts) lets the next parse of that input keep the WASM tree when they were the
   * same, or go native at once when not. Texts with errors are few; the verdicts spare repeated ones (zod's largest
   * files under tree-sitter-typescript, every job) the native parse and copy, which cost twice the WASM ones.
   */
  const verdicts = createBindingVerdicts();
  const run = (binding: LiteBinding, text: string, kind: LiteParseKind, old?: unknown): unknown => {
    if (parses.hasSubscribers) parses.publish({ source: text, kind });
    return binding.parse(text, old);
  };
  const once = (binding: LiteBinding, tree: unknown, source: string, opaque?: Opaque): LiteTree => {
    try {
      return binding.copy(tree, source, opaque);
    } finally {
      binding.release(tree);
    }
  };
  /** Whether the WASM parse of this input is known to end in the native one (only then is a text hashed before its parse). */
  const knownToDiffer = (source: string, text: string): boolean => verdicts.mayDiffer(text.length) && verdicts.get(parseKey(source, text)) === false;
  const fresh = (source: string, text: string, kind: LiteParseKind, opaque?: Opaque): LiteTree => {
    const binding = bindingFor(source.length);
    if (binding === napi || knownToDiffer(source, text)) return once(napi, run(napi, text, kind), source, opaque);
    const tree = run(binding, text, kind);
    if (binding.hasError?.(tree) !== true) return once(binding, tree, source, opaque);
    // An outline's verdict would be another input's (the bodies it leaves out); it is parsed natively, as it was.
    const key = opaque === undefined ? parseKey(source, text) : undefined;
    const verdict = key === undefined ? false : verdicts.get(key);
    if (verdict === true) return once(binding, tree, source);
    if (verdict === false || key === undefined) {
      binding.release(tree);
      return once(napi, napi.parse(text, undefined), source, opaque);
    }
    const mine = once(binding, tree, source);
    const theirs = once(napi, napi.parse(text, undefined), source);
    verdicts.set(key, sameLiteTree(mine, theirs), text.length);
    return theirs;
  };
  const parse = ((source: string, parsed?: string): LiteTree => fresh(source, parsed ?? source, 'full')) as LiteParser;
  parse.outline = (source, opaque) => fresh(source, source, 'outline', opaque);
  parse.parseAndRewrite = (source, rewrite, options = {}) => {
    let binding = bindingFor(source.length);
    // A kept tree of the other binding (its text was on the other side of WASM_MAX_CHARS) cannot be parsed from.
    let from = options.from;
    if (from !== undefined && from.native.binding !== binding) {
      from.native.binding.release(from.native.tree);
      from = undefined;
    }
    if (binding !== napi && knownToDiffer(source, source)) {
      from?.native.binding.release(from.native.tree);
      from = undefined;
      binding = napi;
    }
    let tree = run(binding, source, from === undefined ? 'full' : 'incremental', from === undefined ? undefined : edited(from, source));
    if (from !== undefined) binding.release(from.native.tree);
    /** A WASM tree with an error whose light trees (this one, then the rewrite's) are being compared with the native ones. */
    let trial: { binding: LiteBinding; tree: unknown; key: string } | undefined;
    /** On the WASM binding with an error whose light tree is known to be the native one. */
    let trusted = false;
    if (binding !== napi && binding.hasError?.(tree) === true) {
      // From a kept tree, an error may be the incremental parse's own (see below): no verdict, the native fresh parse.
      const key = from === undefined ? parseKey(source, source) : undefined;
      const verdict = key === undefined ? false : verdicts.get(key);
      if (verdict === true) trusted = true;
      else {
        if (verdict === undefined && key !== undefined) trial = { binding, tree, key };
        else binding.release(tree);
        binding = napi;
        tree = napi.parse(source, undefined);
        from = undefined;
      }
    }
    let first = binding.copy(tree, source);
    if (trial !== undefined) {
      const same = sameLiteTree(trial.binding.copy(trial.tree, source), first);
      verdicts.set(trial.key, same, source.length);
      if (!same) {
        trial.binding.release(trial.tree);
        trial = undefined;
      }
    }
    // Exactness: tree-sitter's incremental parse is the fresh parse's tree when both trees are free of errors; where
    // error recovery is involved it is not (an edit's ERROR changed how far a later `const re = /x/g // comment`
    // statement reached, on js-yaml's dumper.js). So a parse from a kept tree that finds any error is done again
    // afresh, and only trees without errors are kept.
    if (from !== undefined && first.problems.length > 0) {
      binding.release(tree);
      tree = run(binding, source, 'full');
      first = binding.copy(tree, source);
    }
    const kept: KeptTree | undefined = options.keep === true && !trusted && first.problems.length === 0 ? { source, text: source, rewritten: [], native: { binding, tree } } : undefined;
    const change = rewrite(first);
    if (change === undefined || change.text.length !== source.length) {
      if (trial !== undefined) trial.binding.release(trial.tree);
      if (kept === undefined) binding.release(tree);
      if (change === undefined) return kept === undefined ? { first } : { first, kept };
      return { first, rewritten: parse(source, change.text) };
    }
    if (trusted) return { first, rewritten: trustedRewrite(binding, tree, first, change) };
    applyEdits(binding, tree, first.lineStarts, change.edits);
    const next = run(binding, change.text, 'incremental', tree);
    if (binding !== napi && binding.hasError?.(next) === true) {
      // The rewrite broke the file (an answer that does not parse): its tree is the native binding's, parsed afresh.
      binding.release(next);
      if (kept === undefined) binding.release(tree);
      return { first, rewritten: napi.copy(napi.parse(change.text, undefined), source) };
    }
    const rewritten = once(binding, next, source);
    if (trial !== undefined) {
      // The native rewrite stands; the WASM one from the WASM tree gives the verdict for the rewrite of this input.
      applyEdits(trial.binding, trial.tree, first.lineStarts, change.edits);
      const mine = once(trial.binding, trial.binding.parse(change.text, trial.tree), source);
      trial.binding.release(trial.tree);
      verdicts.set(rewriteKey(source, change.edits, change.text), sameLiteTree(mine, rewritten), change.text.length);
    }
    if (kept === undefined) binding.release(tree);
    return { first, rewritten };
  };
  /**
   * The rewrite of a trusted WASM tree with an error (its first light tree is the native one): the native result is
   * the native incremental parse from the native fresh tree; the WASM one from the WASM tree stands in for it when
   * their verdict says they are the same, and is compared with it when not known.
   */
  const trustedRewrite = (binding: LiteBinding, tree: unknown, first: LiteTree, change: Rewrite): LiteTree => {
    const key = rewriteKey(first.source, change.edits, change.text);
    const verdict = verdicts.get(key);
    applyEdits(binding, tree, first.lineStarts, change.edits);
    if (verdict === true) {
      const rewritten = once(binding, run(binding, change.text, 'incremental', tree), first.source);
      binding.release(tree);
      return rewritten;
    }
    const native = napi.parse(first.source, undefined);
    applyEdits(napi, native, first.lineStarts, change.edits);
    const rewritten = once(napi, run(napi, change.text, 'incremental', native), first.source);
    if (verdict === undefined) {
      const mine = once(binding, binding.parse(change.text, tree), first.source);
      verdicts.set(key, sameLiteTree(mine, rewritten), change.text.length);
    }
    binding.release(tree);
    return rewritten;
  };
  return parse;
}

/** Applies a rewrite's same-length edits to a binding's tree (positions by the first parse's line starts). */
function applyEdits(binding: LiteBinding, tree: unknown, lineStarts: readonly number[], edits: readonly SameLengthEdit[]): void {
  for (const e of edits) {
    const startPosition = pointAt(lineStarts, e.start);
    const endPosition = pointAt(lineStarts, e.end);
    binding.edit(tree, { startIndex: e.start, oldEndIndex: e.end, newEndIndex: e.end, startPosition, oldEndPosition: endPosition, newEndPosition: endPosition });
  }
}

/** The row and column of `index` (UTF-16 units, as the tree's indexes), by the line starts. */
function pointAt(lineStarts: readonly number[], index: number): { row: number; column: number } {
  const row = lineOf(lineStarts, index);
  return { row, column: index - (lineStarts[row] ?? 0) };
}

/**
 * `kept`'s native tree, edited for a parse of `source`: back from its rewrite where it has one (same-length edits, no
 * offset moves), then from its source to `source` (one edit, textEdit). Outside those edits the texts are equal, which is
 * all tree-sitter's incremental parse asks of the edits; it reads again only what they touch.
 */
function edited(kept: KeptTree, source: string): unknown {
  const { binding, tree } = kept.native;
  const before = lineStartsOf(kept.source);
  for (const e of kept.rewritten) {
    const startPosition = pointAt(before, e.start);
    const endPosition = pointAt(before, e.end);
    binding.edit(tree, { startIndex: e.start, oldEndIndex: e.end, newEndIndex: e.end, startPosition, oldEndPosition: endPosition, newEndPosition: endPosition });
  }
  const edit = textEdit(kept.source, source);
  if (edit !== undefined) {
    binding.edit(tree, {
      startIndex: edit.start, oldEndIndex: edit.oldEnd, newEndIndex: edit.newEnd,
      startPosition: pointAt(before, edit.start), oldEndPosition: pointAt(before, edit.oldEnd), newEndPosition: pointAt(lineStartsOf(source), edit.newEnd),
    });
  }
  return tree;
}

/** The 0-based line of `index`, by the line starts (a binary search). */
function lineOf(lineStarts: readonly number[], index: number): number {
  let lo = 0;
  let hi = lineStarts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((lineStarts[mid] ?? 0) <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The light copy of a native tree whose text is `source` (or a same-length rewrite of it). */
export function copyTree(tree: ParserType.Tree, source: string, rootType: string, typeNames: (string | undefined)[], fieldNames: (string | undefined)[], opaque?: Opaque): LiteTree {
  const cursor = tree.walk();
  return copyFromCursor(cursor, tree.rootNode.hasError, source, rootType, typeNames, fieldNames, opaque);
}
