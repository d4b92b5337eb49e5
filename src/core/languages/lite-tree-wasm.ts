/**
 * The light copy (lite-tree.ts) of a web-tree-sitter (WASM) parse tree: the same LiteTree, node for node, that
 * copyTree makes from node-tree-sitter's N-API tree. A WASM cursor step is a JS→WASM call into the grammar's own
 * memory instead of an N-API call; bench/parse-binding.ts compares the two bindings on real packages.
 */
import { createRequire } from 'node:module';
import { Edit, Language, Parser, type Tree } from 'web-tree-sitter';
import type { LiteBinding, LiteTree, LNode, Opaque, SyntaxProblem } from './lite-tree.js';
import { copyFromCursor, lineStartsOf, NO_CHILDREN, snippet } from './lite-tree-parts.js';

const require = createRequire(import.meta.url);


/**
 * The runtime's own exports that TreeCursor's getters wrap (web-tree-sitter 0.27.2, pinned): each getter first copies the
 * cursor's four words into the runtime's transfer buffer and each `goto` copies them back, which makes a getter cost about
 * as much as the call itself. The copy calls these directly with the cursor kept in the transfer buffer for the whole
 * walk (nothing else runs on it meanwhile: the walk is synchronous), and hands the cursor back to its object at the end.
 */
interface CursorExports {
  _ts_init(): number;
  _ts_tree_cursor_goto_first_child_wasm(tree: number): number;
  _ts_tree_cursor_goto_next_sibling_wasm(tree: number): number;
  _ts_tree_cursor_goto_parent_wasm(tree: number): number;
  _ts_tree_cursor_current_node_type_id_wasm(tree: number): number;
  _ts_tree_cursor_current_node_is_named_wasm(tree: number): number;
  _ts_tree_cursor_current_node_is_missing_wasm(tree: number): number;
  _ts_tree_cursor_current_field_id_wasm(tree: number): number;
  _ts_tree_cursor_start_index_wasm(tree: number): number;
  _ts_tree_cursor_end_index_wasm(tree: number): number;
}
const EXPORTS: readonly (keyof CursorExports)[] = [
  '_ts_init', '_ts_tree_cursor_goto_first_child_wasm', '_ts_tree_cursor_goto_next_sibling_wasm', '_ts_tree_cursor_goto_parent_wasm',
  '_ts_tree_cursor_current_node_type_id_wasm', '_ts_tree_cursor_current_node_is_named_wasm', '_ts_tree_cursor_current_node_is_missing_wasm',
  '_ts_tree_cursor_current_field_id_wasm', '_ts_tree_cursor_start_index_wasm', '_ts_tree_cursor_end_index_wasm',
];
/** Emscripten fills the options object it is given with the module's exports (it is the module). */
const runtime: Record<string, unknown> = {};
/** Loads web-tree-sitter's runtime once per process (a WASM module of its own); every grammar loads after it. */
await Parser.init(runtime);
const direct: CursorExports | undefined = EXPORTS.every((name) => typeof runtime[name] === 'function') ? (runtime as unknown as CursorExports) : undefined;
/** The transfer buffer's index in 32-bit words (ts_init only writes two constants there and returns its address). */
const TRANSFER = direct === undefined ? 0 : direct._ts_init() >> 2;

/** The runtime's heap as 32-bit words: Emscripten puts a new view on the module whenever the heap grows. */
const heap32 = (): Int32Array => runtime.HEAP32 as Int32Array;

/** The bytes web-tree-sitter's WASM heap holds now (it only grows: WASM memory never shrinks). */
export function wasmHeapBytes(): number {
  return heap32().buffer.byteLength;
}

/** A grammar's .wasm file, as its npm package ships it (`tree-sitter-python/tree-sitter-python.wasm`). */
export async function loadWasmGrammar(file: string): Promise<Language> {
  return Language.load(require.resolve(file));
}

/**
 * web-tree-sitter's LiteBinding of the grammar in `file` (a grammar package's .wasm, resolved like a module), for
 * createLiteParser. Its trees live in the runtime's heap: each is deleted once copied unless kept.
 */
export async function wasmBinding(file: string, rootType: string): Promise<LiteBinding> {
  const parser = new Parser();
  parser.setLanguage(await loadWasmGrammar(file));
  const typeNames: (string | undefined)[] = [];
  const fieldNames: (string | undefined)[] = [];
  const own = (tree: unknown): Tree => tree as Tree;
  return {
    parse: (text, old) => wasmParse(parser, text, old === undefined ? undefined : own(old)),
    copy: (tree, source, opaque) => copyWasmTree(own(tree), source, rootType, typeNames, fieldNames, opaque),
    edit: (tree, e) => own(tree).edit(new Edit(e)),
    release: (tree) => own(tree).delete(),
    hasError: (tree) => own(tree).rootNode.hasError,
  };
}

// web-tree-sitter copies each chunk into a 10 KiB buffer (5,119 UTF-16 units and a terminator) and cuts anything longer.
const WASM_CHUNK = 4096;

/** The slice of `input` from `index`, never ending between the two halves of a surrogate pair (see lite-tree's chunkAt). */
function wasmChunkAt(input: string, index: number): string {
  const code = input.charCodeAt(index + WASM_CHUNK - 1);
  return input.slice(index, index + WASM_CHUNK + (code >= 0xd800 && code <= 0xdbff ? 1 : 0));
}

/** Parses `input` with `parser` (its grammar set), fed in chunks the WASM input buffer holds whole. */
export function wasmParse(parser: Parser, input: string, old?: Tree): Tree {
  const tree = parser.parse((index: number) => (index >= input.length ? undefined : wasmChunkAt(input, index)), old ?? null);
  if (tree === null) throw new Error('web-tree-sitter returned no tree (parser without a grammar, or the parse was cancelled)');
  return tree;
}

interface CursorInternals {
  handles: number[];
}
interface TreeInternals {
  0: number;
}

/** The light copy of a WASM tree whose text is `source` (or a same-length rewrite of it): lite-tree's copyTree, step for step. */
export function copyWasmTree(tree: Tree, source: string, rootType: string, typeNames: (string | undefined)[], fieldNames: (string | undefined)[], opaque?: Opaque): LiteTree {
  if (direct === undefined) return copyWasmTreePublic(tree, source, rootType, typeNames, fieldNames, opaque);
  const d = direct;
  // Read before the cursor moves in: every public getter uses the transfer buffer too.
  const hasError = tree.rootNode.hasError;
  const { types, fields } = tree.language;
  const cursor = tree.walk();
  const handles = (cursor as unknown as CursorInternals).handles;
  const t = (tree as unknown as TreeInternals)[0];
  let heap = heap32();
  for (let i = 0; i < 4; i++) heap[TRANSFER + i] = handles[i] as number;
  try {
    const root: LNode = { type: rootType, field: undefined, start: 0, end: source.length, children: NO_CHILDREN };
    const problems: SyntaxProblem[] = [];
    const stack: LNode[] = [root];
    const kids: LNode[] = [];
    const runStarts: number[] = [0];
    const close = (node: LNode, start: number): void => {
      if (kids.length > start) {
        node.children = kids.slice(start);
        kids.length = start;
      }
    };
    if (d._ts_tree_cursor_goto_first_child_wasm(t) === 1) {
      for (;;) {
        let node: LNode | undefined;
        const missing = hasError && d._ts_tree_cursor_current_node_is_missing_wasm(t) === 1;
        const typeId = d._ts_tree_cursor_current_node_type_id_wasm(t);
        let type = typeNames[typeId];
        if (type === undefined) {
          type = d._ts_tree_cursor_current_node_is_named_wasm(t) === 1 ? (types[typeId] ?? 'ERROR') : '';
          typeNames[typeId] = type;
        }
        if (type !== '' && !missing) {
          const fieldId = d._ts_tree_cursor_current_field_id_wasm(t);
          let field: string | undefined;
          if (fieldId > 0) {
            field = fieldNames[fieldId];
            if (field === undefined) {
              field = fields[fieldId] ?? undefined;
              fieldNames[fieldId] = field;
            }
          }
          node = { type, field, start: d._ts_tree_cursor_start_index_wasm(t), end: d._ts_tree_cursor_end_index_wasm(t), children: NO_CHILDREN };
          kids.push(node);
          if (type === 'ERROR') {
            problems.push({ index: node.start, message: `invalid syntax near '${snippet(source, node.start, node.end)}'` });
          }
        } else if (missing) {
          problems.push({ index: d._ts_tree_cursor_start_index_wasm(t), message: `missing '${types[typeId] ?? 'ERROR'}'` });
        }
        if (node && (opaque === undefined || !opaque(node.type, node.field, stack[stack.length - 1] as LNode)) && d._ts_tree_cursor_goto_first_child_wasm(t) === 1) {
          stack.push(node);
          runStarts.push(kids.length);
          continue;
        }
        let done = false;
        while (d._ts_tree_cursor_goto_next_sibling_wasm(t) !== 1) {
          if (d._ts_tree_cursor_goto_parent_wasm(t) !== 1 || stack.length <= 1) {
            done = true;
            break;
          }
          close(stack.pop() as LNode, runStarts.pop() as number);
        }
        if (done) break;
      }
    }
    while (stack.length > 0) close(stack.pop() as LNode, runStarts.pop() as number);
    return { root, source, lineStarts: lineStartsOf(source), problems };
  } finally {
    // The walk may have grown the cursor's stack (a realloc, maybe a larger heap): its object takes the words back so
    // delete frees what the cursor holds now.
    heap = heap32();
    for (let i = 0; i < 4; i++) handles[i] = heap[TRANSFER + i] as number;
    cursor.delete();
  }
}

/** copyWasmTree through TreeCursor's public getters (when the runtime's exports are not where 0.27.2 puts them). */
function copyWasmTreePublic(tree: Tree, source: string, rootType: string, typeNames: (string | undefined)[], fieldNames: (string | undefined)[], opaque?: Opaque): LiteTree {
  const cursor = tree.walk();
  try {
    return copyFromCursor(cursor, tree.rootNode.hasError, source, rootType, typeNames, fieldNames, opaque);
  } finally {
    cursor.delete();
  }
}
