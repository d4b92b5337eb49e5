/**
 * node-tree-sitter (N-API, native) against web-tree-sitter (WASM): the same LiteTree built from both bindings over real
 * packages, checked node for node (type, field, start, end, children, problems), with the parse and the light copy timed
 * apart, bindings alternating, median of N passes (CPU time of this process), and the memory each binding leaves behind.
 *
 *   npm run bench:parse-binding -- [--passes N] [--out FILE]
 *
 * Packages: Debian's python3-click, -rich, -django; zod's TypeScript (bench/corpora); syn and regex-syntax from
 * /usr/share/cargo/registry. Writes the table to bench/results/ (default s27-t4-parse-binding.md).
 */
import { readFileSync, readdirSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type ParserType from 'tree-sitter';
import { Parser, type Tree } from 'web-tree-sitter';
import { copyTree, type LiteTree, type LNode } from '../src/core/languages/lite-tree.js';
import { copyWasmTree, loadWasmGrammar, wasmHeapBytes, wasmParse } from '../src/core/languages/lite-tree-wasm.js';

const require = createRequire(import.meta.url);
const TreeSitter = require('tree-sitter') as typeof ParserType;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);

const { values } = parseArgs({ options: { passes: { type: 'string', default: '7' }, out: { type: 'string', default: 'bench/results/s27-t4-parse-binding.md' } } });
const passes = Number(values.passes);

interface Pkg {
  name: string;
  dir: string;
  ext: RegExp;
  native: unknown;
  wasm: string;
  root: string;
}
const grammars = require('tree-sitter-typescript') as { typescript: unknown };
const PKGS: Pkg[] = [
  { name: 'click', dir: '/usr/lib/python3/dist-packages/click', ext: /\.py$/, native: require('tree-sitter-python'), wasm: 'tree-sitter-python/tree-sitter-python.wasm', root: 'module' },
  { name: 'rich', dir: '/usr/lib/python3/dist-packages/rich', ext: /\.py$/, native: require('tree-sitter-python'), wasm: 'tree-sitter-python/tree-sitter-python.wasm', root: 'module' },
  { name: 'django', dir: '/usr/lib/python3/dist-packages/django', ext: /\.py$/, native: require('tree-sitter-python'), wasm: 'tree-sitter-python/tree-sitter-python.wasm', root: 'module' },
  { name: 'zod (ts)', dir: 'bench/corpora/node_modules/zod/src', ext: /(?<!\.d)\.ts$/, native: grammars.typescript, wasm: 'tree-sitter-typescript/tree-sitter-typescript.wasm', root: 'program' },
  { name: 'syn (rust)', dir: '/usr/share/cargo/registry/syn-1.0.107/src', ext: /\.rs$/, native: require('tree-sitter-rust'), wasm: 'tree-sitter-rust/tree-sitter-rust.wasm', root: 'source_file' },
  { name: 'regex-syntax (rust)', dir: '/usr/share/cargo/registry/regex-syntax-0.6.27/src', ext: /\.rs$/, native: require('tree-sitter-rust'), wasm: 'tree-sitter-rust/tree-sitter-rust.wasm', root: 'source_file' },
];

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, ext));
    else if (ext.test(name)) out.push(path);
  }
  return out;
}

const CHUNK = 8192;
function nativeChunk(input: string, index: number): string {
  const code = input.charCodeAt(index + CHUNK - 1);
  return input.slice(index, index + CHUNK + (code >= 0xd800 && code <= 0xdbff ? 1 : 0));
}

/** The first difference between two light trees (undefined when identical node for node). */
function diff(a: LiteTree, b: LiteTree): string | undefined {
  if (JSON.stringify(a.problems) !== JSON.stringify(b.problems)) return `problems ${JSON.stringify(a.problems).slice(0, 200)} vs ${JSON.stringify(b.problems).slice(0, 200)}`;
  const walk = (x: LNode, y: LNode, path: string): string | undefined => {
    if (x.type !== y.type || x.field !== y.field || x.start !== y.start || x.end !== y.end || x.children.length !== y.children.length) {
      return `${path}: ${x.type}/${x.field}@${x.start}-${x.end}[${x.children.length}] vs ${y.type}/${y.field}@${y.start}-${y.end}[${y.children.length}]`;
    }
    for (let i = 0; i < x.children.length; i++) {
      const d = walk(x.children[i] as LNode, y.children[i] as LNode, `${path}/${i}`);
      if (d !== undefined) return d;
    }
    return undefined;
  };
  return walk(a.root, b.root, '');
}

const cpuMs = (f: () => void): number => {
  const t0 = process.cpuUsage();
  f();
  const u = process.cpuUsage(t0);
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]): number => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;
const countNodes = (n: LNode): number => n.children.reduce((s, c) => s + countNodes(c), 1);

interface Row {
  name: string;
  files: number;
  chars: number;
  nodes: number;
  differ: string[];
  nParse: number;
  nCopy: number;
  wParse: number;
  wCopy: number;
  nRss: number;
  wRss: number;
  heap: number;
  load: string;
}

const rows: Row[] = [];
const started = new Date().toISOString();
for (const pkg of PKGS) {
  if (!existsSync(pkg.dir)) {
    console.log(`skip ${pkg.name}: ${pkg.dir} missing (npm run bench:setup)`);
    continue;
  }
  const paths = files(pkg.dir, pkg.ext);
  const texts = paths.map((p) => readFileSync(p, 'utf8'));
  const native = new TreeSitter();
  native.setLanguage(pkg.native);
  const wasm = new Parser();
  wasm.setLanguage(await loadWasmGrammar(pkg.wasm));
  const nTypes: (string | undefined)[] = [];
  const nFields: (string | undefined)[] = [];
  const wTypes: (string | undefined)[] = [];
  const wFields: (string | undefined)[] = [];
  const nativeParse = (t: string): ParserType.Tree => native.parse((i: number) => (i >= t.length ? null : nativeChunk(t, i)));

  // Exactness, file by file.
  const differ: string[] = [];
  let nodes = 0;
  for (let i = 0; i < texts.length; i++) {
    const t = texts[i] as string;
    const a = copyTree(nativeParse(t), t, pkg.root, nTypes, nFields);
    const wt = wasmParse(wasm, t);
    const b = copyWasmTree(wt, t, pkg.root, wTypes, wFields);
    wt.delete();
    nodes += countNodes(a.root);
    const d = diff(a, b);
    if (d !== undefined) differ.push(`${paths[i]}: ${d}`);
  }

  // Timing: parse every file (trees kept), then copy every tree; bindings alternate which goes first.
  const runNative = (): [number, number] => {
    let trees: ParserType.Tree[] = [];
    gc();
    const p = cpuMs(() => {
      trees = texts.map(nativeParse);
    });
    gc();
    const c = cpuMs(() => {
      for (let i = 0; i < texts.length; i++) copyTree(trees[i] as ParserType.Tree, texts[i] as string, pkg.root, nTypes, nFields);
    });
    return [p, c];
  };
  const runWasm = (): [number, number] => {
    let trees: Tree[] = [];
    gc();
    const p = cpuMs(() => {
      trees = texts.map((t) => wasmParse(wasm, t));
    });
    gc();
    const c = cpuMs(() => {
      for (let i = 0; i < texts.length; i++) copyWasmTree(trees[i] as Tree, texts[i] as string, pkg.root, wTypes, wFields);
    });
    for (const t of trees) t.delete();
    return [p, c];
  };
  const rssBefore = process.memoryUsage().rss;
  const n: [number, number][] = [];
  const w: [number, number][] = [];
  const loads: number[] = [];
  for (let r = 0; r <= passes; r++) {
    const first = r % 2 === 0 ? runNative : runWasm;
    const second = first === runNative ? runWasm : runNative;
    const a = first();
    const b = second();
    loads.push(loadavg()[0] ?? 0);
    if (r === 0) continue; // warm-up
    (first === runNative ? n : w).push(a);
    (first === runNative ? w : n).push(b);
  }
  gc();
  const rssAfter = process.memoryUsage().rss;
  // Memory each binding leaves: RSS growth over one more pass of each, alone.
  gc();
  const r0 = process.memoryUsage().rss;
  runNative();
  gc();
  const r1 = process.memoryUsage().rss;
  runWasm();
  gc();
  const r2 = process.memoryUsage().rss;
  wasm.delete();
  const row: Row = {
    name: pkg.name,
    files: texts.length,
    chars: texts.reduce((s, t) => s + t.length, 0),
    nodes,
    differ,
    nParse: median(n.map((x) => x[0])),
    nCopy: median(n.map((x) => x[1])),
    wParse: median(w.map((x) => x[0])),
    wCopy: median(w.map((x) => x[1])),
    nRss: r1 - r0,
    wRss: r2 - r1,
    heap: wasmHeapBytes(),
    load: `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`,
  };
  rows.push(row);
  console.log(
    `${row.name}: ${row.files} files, ${row.nodes} named nodes, differ ${differ.length}; native parse ${row.nParse.toFixed(0)} + copy ${row.nCopy.toFixed(0)} ms; wasm parse ${row.wParse.toFixed(0)} + copy ${row.wCopy.toFixed(0)} ms; rss over the passes ${((rssAfter - rssBefore) / 1e6).toFixed(1)} MB; wasm heap ${(row.heap / 2 ** 20).toFixed(0)} MiB; load ${row.load}`,
  );
  for (const d of differ.slice(0, 5)) console.log(`  differs: ${d}`);
}

const mb = (b: number): string => (b / 1e6).toFixed(1);
const lines = [
  `# node-tree-sitter 0.21.1 (N-API) vs web-tree-sitter 0.27.2 (WASM): parse and light copy (${started}, ${passes} passes + 1 warm-up, alternating)`,
  '',
  'CPU ms per pass over every file of the package (median); the same LiteTree from both, checked node for node.',
  '',
  '| package | files | chars | named nodes | trees differ | native parse | native copy | native total | wasm parse | wasm copy | wasm total | wasm ÷ native | RSS left by a native pass (MB) | by a wasm pass (MB) | wasm heap after (MiB) | load 1-min |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.name} | ${r.files} | ${r.chars} | ${r.nodes} | ${r.differ.length} | ${r.nParse.toFixed(0)} | ${r.nCopy.toFixed(0)} | ${(r.nParse + r.nCopy).toFixed(0)} | ${r.wParse.toFixed(0)} | ${r.wCopy.toFixed(0)} | ${(r.wParse + r.wCopy).toFixed(0)} | ${((r.wParse + r.wCopy) / (r.nParse + r.nCopy)).toFixed(2)} | ${mb(r.nRss)} | ${mb(r.wRss)} | ${(r.heap / 2 ** 20).toFixed(0)} | ${r.load} |`,
  ),
  '',
  ...rows.flatMap((r) => r.differ.map((d) => `- ${r.name} differs: ${d}`)),
];
writeFileSync(values.out, `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
