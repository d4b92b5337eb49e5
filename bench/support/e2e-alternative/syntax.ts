/**
 * The alternative's parser: every source file of the archive through tree-sitter (the grammars
 * DyCoder also uses, nothing else of DyCoder's), one TreeCursor pass per file collecting every
 * definition (functions, methods, classes, types, traits, impls, top-level variables) with its
 * range, its body's range and the identifiers it mentions: the nodes and the raw edges of a static
 * code graph.
 */
import { createRequire } from 'node:module';
import type ParserType from 'tree-sitter';

const require = createRequire(import.meta.url);
const TreeSitter = require('tree-sitter') as typeof ParserType;
const tsGrammars = require('tree-sitter-typescript') as { typescript: unknown; tsx: unknown };

interface Grammar {
  id: string;
  fence: string;
  load: () => unknown;
  /** Node types that are definitions. */
  defs: ReadonlySet<string>;
  /** Definitions that hold members (their members are qualified by their name). */
  containers: ReadonlySet<string>;
}

const IDENTIFIERS = new Set(['identifier', 'type_identifier', 'field_identifier', 'property_identifier', 'shorthand_property_identifier', 'constant']);
const grammar = (id: string, fence: string, load: () => unknown, defs: string[], containers: string[]): Grammar => ({ id, fence, load, defs: new Set(defs), containers: new Set(containers) });
const TS_DEFS = ['function_declaration', 'generator_function_declaration', 'method_definition', 'class_declaration', 'abstract_class_declaration', 'interface_declaration', 'type_alias_declaration', 'enum_declaration', 'variable_declarator', 'method_signature', 'abstract_method_signature'];
const TS_CONTAINERS = ['class_declaration', 'abstract_class_declaration', 'interface_declaration'];
const PY = grammar('python', 'python', () => require('tree-sitter-python'), ['function_definition', 'class_definition'], ['class_definition']);
const TS = grammar('typescript', 'typescript', () => tsGrammars.typescript, TS_DEFS, TS_CONTAINERS);
const TSX = grammar('tsx', 'tsx', () => tsGrammars.tsx, TS_DEFS, TS_CONTAINERS);
const JS = grammar('javascript', 'javascript', () => require('tree-sitter-javascript'), ['function_declaration', 'generator_function_declaration', 'method_definition', 'class_declaration', 'variable_declarator'], ['class_declaration']);
const GO = grammar('go', 'go', () => require('tree-sitter-go'), ['function_declaration', 'method_declaration', 'type_spec', 'method_spec', 'method_elem'], []);
const RUST = grammar('rust', 'rust', () => require('tree-sitter-rust'), ['function_item', 'function_signature_item', 'struct_item', 'enum_item', 'trait_item', 'impl_item', 'type_item', 'const_item', 'static_item', 'mod_item', 'macro_definition'], ['impl_item', 'trait_item', 'mod_item']);

const BY_EXTENSION: Record<string, Grammar> = { py: PY, pyi: PY, ts: TS, mts: TS, cts: TS, tsx: TSX, js: JS, jsx: JS, mjs: JS, cjs: JS, go: GO, rs: RUST };

export function grammarOf(path: string): Grammar | undefined {
  const ext = /\.([a-z]+)$/.exec(path)?.[1];
  return ext === undefined ? undefined : BY_EXTENSION[ext];
}

export interface Def {
  file: string;
  name: string;
  /** Container-qualified name: 'Class.method', 'Type.method' (Go receivers, Rust impls). */
  qualname: string;
  type: string;
  start: number;
  end: number;
  startRow: number;
  endRow: number;
  /** The body node (function/class body), when the grammar names one. */
  body?: { start: number; end: number; startRow: number; endRow: number };
  /** Identifiers mentioned inside the definition (its own name excluded). */
  refs: Set<string>;
}

export interface ParsedFile {
  path: string;
  text: string;
  fence: string;
  defs: Def[];
  /** Identifiers at module level (imports, top-level statements). */
  moduleRefs: Set<string>;
}

const parsers = new Map<Grammar, ParserType>();
const idNames = new Map<Grammar, { types: Map<number, string>; fields: Map<number, string> }>();

function typeNames(g: Grammar): { types: Map<number, string>; fields: Map<number, string> } {
  let n = idNames.get(g);
  if (n === undefined) {
    n = { types: new Map(), fields: new Map() };
    idNames.set(g, n);
  }
  return n;
}
const CHUNK = 8192;

function parserFor(g: Grammar): ParserType {
  let p = parsers.get(g);
  if (p === undefined) {
    p = new TreeSitter();
    p.setLanguage(g.load());
    parsers.set(g, p);
  }
  return p;
}

/** Go receivers and Rust impls name their type with generics and pointers around it. */
function bareType(text: string): string {
  const noGenerics = text.replace(/<[\s\S]*$/, '').replace(/\[[\s\S]*$/, '');
  const parts = noGenerics.replace(/[*&()]/g, ' ').trim().split(/\s+|::/);
  return parts[parts.length - 1] ?? noGenerics;
}

interface Frame {
  depth: number;
  def: Def | undefined;
  /** Qualname prefix of the members: the container's qualname, a Go receiver's type. */
  owner: string;
}

function named(frames: Frame[], name: string): void {
  const frame = frames[frames.length - 1]!;
  const d = frame.def!;
  d.name = name;
  d.qualname = frame.owner === '' ? name : `${frame.owner}.${name}`;
}

export function parseFile(path: string, text: string): ParsedFile | undefined {
  const g = grammarOf(path);
  if (g === undefined) return undefined;
  const tree = parserFor(g).parse((i: number) => (i >= text.length ? null : text.slice(i, i + CHUNK)));
  const cursor = tree.walk();
  const defs: Def[] = [];
  const moduleRefs = new Set<string>();
  const frames: Frame[] = [{ depth: -1, def: undefined, owner: '' }];
  const close = (minDepth: number): void => {
    while (frames.length > 1 && frames[frames.length - 1]!.depth >= minDepth) frames.pop();
  };
  let depth = 0;
  const names = typeNames(g);
  for (;;) {
    // Each cursor property is a native call: the symbol and field ids are cached per grammar.
    const typeId = cursor.nodeTypeId;
    let type = names.types.get(typeId);
    if (type === undefined) {
      type = cursor.nodeIsNamed ? cursor.nodeType : '';
      names.types.set(typeId, type);
    }
    const top = frames[frames.length - 1]!;
    if (type !== '') {
      const fieldId = cursor.currentFieldId;
      let field = names.fields.get(fieldId);
      if (field === undefined) {
        field = fieldId > 0 ? cursor.currentFieldName : '';
        names.fields.set(fieldId, field);
      }
      const start = cursor.startIndex;
      const end = cursor.endIndex;
      if (top.def !== undefined && depth === top.depth + 1) {
        const d = top.def;
        if (field === 'name' && d.name === '') named(frames, text.slice(start, end));
        else if (field === 'type' && d.type === 'impl_item') named(frames, bareType(text.slice(start, end)));
        else if (field === 'receiver') top.owner = bareType(text.slice(start, end).replace(/^\(\s*\w+\s+/, '('));
        else if (field === 'body' || (field === 'value' && d.type === 'variable_declarator')) {
          d.body = { start, end, startRow: cursor.startPosition.row + 1, endRow: cursor.endPosition.row + 1 };
        }
      } else if (IDENTIFIERS.has(type)) {
        (top.def?.refs ?? moduleRefs).add(text.slice(start, end));
      }
      if (g.defs.has(type)) {
        const def: Def = { file: path, name: '', qualname: '', type, start, end, startRow: cursor.startPosition.row + 1, endRow: cursor.endPosition.row + 1, refs: new Set() };
        defs.push(def);
        // Members are qualified by the nearest container's name.
        const container = [...frames].reverse().find((f) => f.def !== undefined && g.containers.has(f.def.type))?.def;
        frames.push({ depth, def, owner: container?.qualname ?? '' });
      }
    }
    if (cursor.gotoFirstChild()) {
      depth += 1;
      continue;
    }
    let done = false;
    while (!cursor.gotoNextSibling()) {
      if (!cursor.gotoParent()) {
        done = true;
        break;
      }
      depth -= 1;
    }
    if (done) break;
    close(depth);
  }
  return { path, text, fence: g.fence, defs, moduleRefs };
}
