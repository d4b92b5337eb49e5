/**
 * bench:e2e's repositories: real packages from Debian and npm copied WHOLE (their locales, data,
 * docs, licences and manifests kept, as a repository holds them; only caches and compiled output
 * left out), with 3 real functions stubbed in the PR branch (fixed seed) and their original bodies
 * kept for the scripted model.
 *
 * Python stubs come from e2e_stubs.py (CPython's ast, the picks bench:e2e always made); TypeScript,
 * Go and Rust stubs from functions whose body sits between a `{` line and a `}` line, replaced by the
 * language's not-implemented idiom, and kept only when DyCoder's front end recognises the stub (so
 * both sides are given the same 3 stubs).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { languageOf } from '../../src/core/languages/index.js';
import { CORPORA_NODE_MODULES } from './corpus-packages.js';
import { mulberry32 } from './mulberry32.js';

const HERE = dirname(fileURLToPath(import.meta.url));

export interface E2eRepoSpec {
  /** Name in the table and for --only. */
  name: string;
  /** 'large': ≥ 500 source files (target ≤ 0.5 of the alternative at 100 ms); 'small': the rest (≤ 1.0). */
  size: 'small' | 'large';
  /** Where the package is installed. */
  dir: string;
  /** Path of `dir` inside the repository (e.g. 'django', 'golang.org/x/net'). */
  prefix: string;
  /** What the Debian/npm package is (for the docs and scripts/setup-test-deps.sh). */
  from: string;
  stubber: 'python' | 'braces';
  /** Paths (relative to dir) left out: caches and compiled output, which a repository does not hold. */
  skip?: RegExp;
}

const DIST = '/usr/lib/python3/dist-packages';
export const E2E_REPOS: readonly E2eRepoSpec[] = [
  { name: 'click', size: 'small', dir: join(DIST, 'click'), prefix: 'click', from: 'python3-click', stubber: 'python' },
  { name: 'rich', size: 'small', dir: join(DIST, 'rich'), prefix: 'rich', from: 'python3-rich', stubber: 'python' },
  { name: 'networkx', size: 'large', dir: join(DIST, 'networkx'), prefix: 'networkx', from: 'python3-networkx', stubber: 'python' },
  { name: 'django', size: 'large', dir: join(DIST, 'django'), prefix: 'django', from: 'python3-django', stubber: 'python' },
  // zod's sources, locales, manifest and readme; its compiled .js/.cjs/.d.ts output (v3/, v4/, index.*) left out.
  { name: 'zod', size: 'small', dir: join(CORPORA_NODE_MODULES, 'zod'), prefix: 'zod', from: 'npm zod (bench/corpora)', stubber: 'braces', skip: /^(?!src\/|package\.json$|README\.md$|LICENSE$|locales\/)|\.(js|cjs|mjs|map)$|\.d\.c?ts$/ },
  { name: 'x/net', size: 'large', dir: '/usr/share/gocode/src/golang.org/x/net', prefix: 'golang.org/x/net', from: 'golang-golang-x-net-dev', stubber: 'braces' },
  { name: 'tokio', size: 'small', dir: '/usr/share/cargo/registry/tokio-1.24.2', prefix: 'tokio', from: 'librust-tokio-dev', stubber: 'braces', skip: /^\.cargo-checksum\.json$/ },
];

export interface E2eStub {
  file: string;
  qualname: string;
  /** The original body, for the scripted model. */
  body: string;
  /** Fence tag of the answer. */
  fence: string;
}

export interface E2eRepo {
  files: Record<string, Buffer>;
  stubbed: Record<string, string>;
  stubs: E2eStub[];
  sourceFiles: number;
  allFiles: number;
}

function walk(dir: string, root: string, skip: RegExp | undefined, out: Record<string, Buffer>, prefix: string): void {
  for (const name of readdirSync(dir).sort()) {
    if (name === '__pycache__' || name.endsWith('.pyc')) continue;
    const path = join(dir, name);
    const rel = relative(root, path).split('\\').join('/');
    const st = statSync(path);
    if (st.isDirectory()) walk(path, root, skip, out, prefix);
    else if (st.isFile() && !(skip?.test(rel) ?? false)) out[`${prefix}/${rel}`] = readFileSync(path);
  }
}

const pyStubsSchema = z.object({ stubbed: z.record(z.string(), z.string()), stubs: z.array(z.object({ file: z.string(), qualname: z.string(), body: z.string() })) });

function pythonStubs(spec: E2eRepoSpec, seed: number, count: number): Pick<E2eRepo, 'stubbed' | 'stubs'> {
  const out = execFileSync('python3', [join(HERE, 'e2e_stubs.py'), spec.dir, String(seed), String(count)], { maxBuffer: 256 * 1024 * 1024 }).toString('utf8');
  const data = pyStubsSchema.parse(JSON.parse(out));
  // e2e_stubs.py names files relative to the package's parent: the same paths as `prefix/...` here.
  return { stubbed: data.stubbed, stubs: data.stubs.map((s) => ({ ...s, fence: 'python' })) };
}

const IDIOM: Record<string, string> = { typescript: "throw new Error('not implemented');", go: 'panic("not implemented")', rust: 'todo!()' };

/** Functions of 3–25 body lines between a `{`-ending header line and a lone `}` line, outside tests. */
function braceCandidates(files: Record<string, Buffer>): Array<{ file: string; qualname: string; start: number; end: number }> {
  const out: Array<{ file: string; qualname: string; start: number; end: number }> = [];
  for (const [file, bytes] of Object.entries(files)) {
    const lang = languageOf(file);
    if (lang === undefined || /(^|\/)(tests?|testdata|benches|examples|__tests__)\/|_test\.go$|\.test\.ts$|\.d\.ts$/.test(file)) continue;
    const text = bytes.toString('utf8');
    const lines = text.split('\n');
    for (const d of lang.parse(text, file).definitions) {
      if (d.kind !== 'function' && d.kind !== 'method') continue;
      const { start, end } = d.range;
      const first = end - start - 1;
      if (first < 3 || first > 25 || !/\{\s*$/.test(lines[start - 1] ?? '') || (lines[end - 1] ?? '').trim() !== '}') continue;
      out.push({ file, qualname: d.qualname, start: start + 1, end: end - 1 });
    }
  }
  return out.sort((a, b) => a.file.localeCompare(b.file) || a.start - b.start);
}

function braceStubs(files: Record<string, Buffer>, seed: number, count: number): Pick<E2eRepo, 'stubbed' | 'stubs'> {
  const pool = braceCandidates(files);
  const random = mulberry32(seed);
  const stubbed: Record<string, string> = {};
  const stubs: E2eStub[] = [];
  while (stubs.length < count && pool.length > 0) {
    const c = pool.splice(Math.floor(random() * pool.length), 1)[0]!;
    if (stubbed[c.file] !== undefined) continue;
    const lang = languageOf(c.file)!;
    const lines = files[c.file]!.toString('utf8').split('\n');
    const body = lines.slice(c.start - 1, c.end);
    const indent = /^\s*/.exec(body[0] ?? '')?.[0] ?? '';
    const text = [...lines.slice(0, c.start - 1), `${indent}${IDIOM[lang.id] ?? ''}`, ...lines.slice(c.end)].join('\n');
    // Both sides get the same stubs: only a stub DyCoder's front end recognises is kept.
    if (!lang.findStubs(text, c.file).some((s) => s.qualname === c.qualname)) continue;
    stubbed[c.file] = text;
    const cut = Math.min(...body.filter((l) => l.trim() !== '').map((l) => /^\s*/.exec(l)?.[0].length ?? 0));
    stubs.push({ file: c.file, qualname: c.qualname, body: body.map((l) => l.slice(cut)).join('\n'), fence: lang.fenceTag(c.file) });
  }
  return { stubbed, stubs };
}

export function buildE2eRepo(spec: E2eRepoSpec, seed: number, count: number): E2eRepo {
  const files: Record<string, Buffer> = {};
  walk(spec.dir, spec.dir, spec.skip, files, spec.prefix);
  const picked = spec.stubber === 'python' ? pythonStubs(spec, seed, count) : braceStubs(files, seed, count);
  if (picked.stubs.length < count) throw new Error(`${spec.name}: only ${picked.stubs.length} of ${count} stubs found`);
  const paths = Object.keys(files);
  return { files, ...picked, sourceFiles: paths.filter((p) => languageOf(p) !== undefined).length, allFiles: paths.length };
}
