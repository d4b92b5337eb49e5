/** Pieces both light-tree copies share (lite-tree.ts from node-tree-sitter, lite-tree-wasm.ts from web-tree-sitter). */
import type { LiteTree, LNode, Opaque, SyntaxProblem } from './lite-tree.js';

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

/** What a light copy reads of a tree cursor: node-tree-sitter's TreeCursor and web-tree-sitter's public one both have it. */
export interface CopyCursor {
  readonly nodeTypeId: number;
  readonly nodeIsNamed: boolean;
  readonly nodeIsMissing: boolean;
  readonly nodeType: string;
  readonly currentFieldId: number;
  readonly currentFieldName: string | null | undefined;
  readonly startIndex: number;
  readonly endIndex: number;
  gotoFirstChild(): boolean;
  gotoNextSibling(): boolean;
  gotoParent(): boolean;
}

/**
 * The light copy of the tree under `cursor` (at its root) whose text is `source` (or a same-length rewrite of it):
 * named nodes only, type and field names cached by their ids in `typeNames`/`fieldNames`.
 */
export function copyFromCursor(cursor: CopyCursor, hasError: boolean, source: string, rootType: string, typeNames: (string | undefined)[], fieldNames: (string | undefined)[], opaque?: Opaque): LiteTree {
  const root: LNode = { type: rootType, field: undefined, start: 0, end: source.length, children: NO_CHILDREN };
  const problems: SyntaxProblem[] = [];
  const stack: LNode[] = [root];
  // The named children found so far of every open node, one run per node, in one scratch list:
  // a node's run starts at `runStarts` (same depth as `stack`) and becomes its children, sliced to
  // their exact number, when the walk leaves it. Pushing into a one-element array instead grew
  // a backing store of 17 slots for most parents (V8's growth rule), dropping the first.
  const kids: LNode[] = [];
  const runStarts: number[] = [0];
  const close = (node: LNode, start: number): void => {
    if (kids.length > start) {
      node.children = kids.slice(start);
      kids.length = start;
    }
  };
  if (cursor.gotoFirstChild()) {
    for (;;) {
      let node: LNode | undefined;
      const missing = hasError && cursor.nodeIsMissing;
      // Each cursor property is a native call; the symbol id alone tells the type and named-ness.
      const typeId = cursor.nodeTypeId;
      let type = typeNames[typeId];
      if (type === undefined) {
        type = cursor.nodeIsNamed ? cursor.nodeType : '';
        typeNames[typeId] = type;
      }
      if (type !== '' && !missing) {
        const fieldId = cursor.currentFieldId;
        let field: string | undefined;
        if (fieldId > 0) {
          field = fieldNames[fieldId];
          if (field === undefined) {
            field = cursor.currentFieldName ?? undefined;
            fieldNames[fieldId] = field;
          }
        }
        node = { type, field, start: cursor.startIndex, end: cursor.endIndex, children: NO_CHILDREN };
        kids.push(node);
        if (type === 'ERROR') {
          problems.push({ index: node.start, message: `invalid syntax near '${snippet(source, node.start, node.end)}'` });
        }
      } else if (missing) {
        problems.push({ index: cursor.startIndex, message: `missing '${cursor.nodeType}'` });
      }
      if (node && (opaque === undefined || !opaque(node.type, node.field, stack[stack.length - 1] as LNode)) && cursor.gotoFirstChild()) {
        stack.push(node);
        runStarts.push(kids.length);
        continue;
      }
      let done = false;
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent() || stack.length <= 1) {
          done = true;
          break;
        }
        close(stack.pop() as LNode, runStarts.pop() as number);
      }
      if (done) break;
    }
  }
  // Nodes still open when the walk ends (the root, and any the last climb did not leave), innermost first.
  while (stack.length > 0) close(stack.pop() as LNode, runStarts.pop() as number);
  return { root, source, lineStarts: lineStartsOf(source), problems };
}
