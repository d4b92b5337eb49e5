/**
 * The light tree (languages/lite-tree.ts) against a reference copy built another way: a recursive
 * walk of the same tree-sitter cursor that keeps a node for every named, non-missing node with its
 * field, offsets and named children in order. The copy collects children in one scratch list and
 * slices each node's run when the walk leaves it; any run cut at the wrong place, left open at the
 * end or given to the wrong parent changes the tree. Real source: Debian python3-click (whole files,
 * and with a broken middle, where ERROR and MISSING nodes appear), Debian golang-github-spf13-cobra, librust-syn-dev
 * (syn 1.0), bsh-src (BeanShell's Java) and npm zod's TypeScript (v4 core).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type ParserType from 'tree-sitter';
import { afterAll, describe, expect, it } from 'vitest';
import { createLiteParser, type LNode } from '../../../src/core/languages/lite-tree.js';
import { wasmBinding } from '../../../src/core/languages/lite-tree-wasm.js';

const require = createRequire(import.meta.url);
const TreeSitter = require('tree-sitter') as typeof ParserType;

interface Plain { type: string; field: string | undefined; start: number; end: number; children: Plain[] }

function reference(language: unknown, rootType: string, source: string): Plain {
  const parser = new TreeSitter();
  parser.setLanguage(language);
  const tree = parser.parse((i: number) => (i >= source.length ? null : source.slice(i, i + 8192)));
  const cursor = tree.walk();
  const root: Plain = { type: rootType, field: undefined, start: 0, end: source.length, children: [] };
  const visit = (parent: Plain): void => {
    if (!cursor.gotoFirstChild()) return;
    do {
      if (cursor.nodeIsNamed && !cursor.nodeIsMissing) {
        const node: Plain = { type: cursor.nodeType, field: cursor.currentFieldName ?? undefined, start: cursor.startIndex, end: cursor.endIndex, children: [] };
        if (node.field === null || node.field === '') node.field = undefined;
        parent.children.push(node);
        visit(node);
      }
    } while (cursor.gotoNextSibling());
    cursor.gotoParent();
  };
  visit(root);
  return root;
}

// BeanShell's sources (Debian bsh-src ships them as a tarball).
const BSH = mkdtempSync(join(tmpdir(), 'dycoder-lite-bsh-'));
execFileSync('tar', ['xzf', '/usr/src/bsh-src/bsh.tar.gz', '-C', BSH], { timeout: 60_000 });
afterAll(() => rmSync(BSH, { recursive: true, force: true }));

/**
 * Deep equality of two large trees: their JSON strings are compared first (vitest's deep equality over hundreds of
 * thousands of nodes took most of this file's time), and only when they differ does toEqual run, for its diff.
 * JSON drops keys whose value is undefined, as toEqual ignores them.
 */
function expectSame(got: unknown, want: unknown, file: string): void {
  if (JSON.stringify(got) !== JSON.stringify(want)) expect(got, file).toEqual(want);
}

const plain = (n: LNode): Plain => ({ type: n.type, field: n.field, start: n.start, end: n.end, children: n.children.map(plain) });

const CASES: { name: string; language: unknown; wasm: string; root: string; dir: string; ext: string }[] = [
  { name: 'Python (Debian python3-click)', language: require('tree-sitter-python'), wasm: 'tree-sitter-python/tree-sitter-python.wasm', root: 'module', dir: '/usr/lib/python3/dist-packages/click', ext: '.py' },
  { name: 'Go (Debian golang-github-spf13-cobra)', language: require('tree-sitter-go'), wasm: 'tree-sitter-go/tree-sitter-go.wasm', root: 'source_file', dir: '/usr/share/gocode/src/github.com/spf13/cobra', ext: '.go' },
  { name: 'Rust (Debian librust-syn-dev)', language: require('tree-sitter-rust'), wasm: 'tree-sitter-rust/tree-sitter-rust.wasm', root: 'source_file', dir: '/usr/share/cargo/registry/syn-1.0.107/src', ext: '.rs' },
  { name: 'TypeScript (npm zod, v4 core)', language: (require('tree-sitter-typescript') as { typescript: unknown }).typescript, wasm: 'tree-sitter-typescript/tree-sitter-typescript.wasm', root: 'program', dir: join(process.cwd(), 'node_modules/zod/src/v4/core'), ext: '.ts' },
  { name: 'Java (Debian bsh-src)', language: require('tree-sitter-java'), wasm: 'tree-sitter-java/tree-sitter-java.wasm', root: 'program', dir: join(BSH, 'src/bsh'), ext: '.java' },
];

describe('the light tree equals a recursive cursor copy', () => {
  for (const c of CASES) {
    it(`${c.name}: every file whole and with a broken middle`, () => {
      const parse = createLiteParser(c.language, c.root);
      const files = readdirSync(c.dir).filter((f) => f.endsWith(c.ext)).sort();
      expect(files.length).toBeGreaterThan(10);
      let nodes = 0;
      let withErrors = 0;
      for (const f of files) {
        const source = readFileSync(`${c.dir}/${f}`, 'utf8');
        const mid = Math.floor(source.length / 2);
        for (const text of [source, `${source.slice(0, mid)})(}{${source.slice(mid + 7)}`]) {
          const lite = parse(text);
          const want = reference(c.language, c.root, text);
          expectSame(plain(lite.root), want, f);
          if (lite.problems.length > 0) withErrors += 1;
          const count = (n: Plain): number => 1 + n.children.reduce((a, k) => a + count(k), 0);
          nodes += count(want);
        }
      }
      // The broken copies do reach error recovery, and the files are real-sized.
      expect(withErrors).toBeGreaterThanOrEqual(files.length / 4);
      expect(nodes).toBeGreaterThan(20_000);
    });
  }
});

/**
 * web-tree-sitter (WASM, lite-tree-wasm.ts) against the same reference, which walks node-tree-sitter's (N-API) tree: the
 * two bindings must give the same tree node for node, and the same problems (ERROR and MISSING nodes, in the broken
 * copies), in UTF-16 offsets (every set but BeanShell's holds files with non-ASCII text).
 */
describe("the WASM binding's light tree equals the native binding's", () => {
  for (const c of CASES) {
    it(`${c.name}: every file whole and with a broken middle`, async () => {
      const native = createLiteParser(c.language, c.root);
      const wasm = createLiteParser(c.language, c.root, await wasmBinding(c.wasm, c.root));
      const files = readdirSync(c.dir).filter((f) => f.endsWith(c.ext)).sort();
      expect(files.length).toBeGreaterThan(10);
      let withErrors = 0;
      let nonAscii = 0;
      for (const f of files) {
        const source = readFileSync(`${c.dir}/${f}`, 'utf8');
        if ([...source].some((ch) => ch.charCodeAt(0) > 0x7f)) nonAscii += 1;
        const mid = Math.floor(source.length / 2);
        for (const text of [source, `${source.slice(0, mid)})(}{${source.slice(mid + 7)}`]) {
          const lite = wasm(text);
          expectSame(plain(lite.root), reference(c.language, c.root, text), f);
          expectSame(lite.problems, native(text).problems, f);
          // A second parse of a text with an error goes by its verdict (lite-tree-verdicts.ts): the same tree.
          if (lite.problems.length > 0) expect(JSON.stringify(wasm(text)), f).toBe(JSON.stringify(lite));
          if (lite.problems.length > 0) withErrors += 1;
        }
      }
      expect(withErrors).toBeGreaterThanOrEqual(files.length / 4);
      if (c.ext !== '.java') expect(nonAscii).toBeGreaterThan(0);
    });
  }
});
