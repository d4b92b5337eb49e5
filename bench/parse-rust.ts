/**
 * `npm run bench:parse-rust` — the Rust front end (tree-sitter-rust 0.23.1) against syn 1.0 (the
 * parser of Rust's macro ecosystem, Debian's librust-syn-dev, built offline by Debian's cargo in
 * bench/rust-oracle) on every .rs file of the crates Debian installs under /usr/share/cargo/registry
 * (the librust-*-dev packages of `npm run bench:setup`, their dependencies included).
 * Reports files with syntax errors that syn parses (the bar: 0), files syn rejects, and definitions
 * agreeing on (kind, qualname, first line, last line); the bar: ≥ 99.9 % of definitions agree.
 * Times both parsers over the same files (the load beside it). Writes bench/results/rust-parse.md.
 * Options: --limit N (files), --list (print every disagreement).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRust } from '../src/core/languages/rust/index.js';
import { compareWithRustOracle, RustOracleFile } from '../test/support/rust-compare.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, 'results', 'rust-parse.md');
const ORACLE_DIR = join(HERE, 'rust-oracle');
const ORACLE = join(ORACLE_DIR, 'target', 'release', 'dycoder-rust-oracle');
const REGISTRY = '/usr/share/cargo/registry';

function rsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'target') out.push(...rsFiles(path));
    } else if (entry.name.endsWith('.rs')) out.push(path);
  }
  return out.sort();
}

function buildOracle(): void {
  if (existsSync(ORACLE)) return;
  console.log('building the syn oracle (Debian cargo, offline; a few minutes the first time)…');
  execFileSync('/usr/bin/cargo', ['build', '--release', '--offline'], { cwd: ORACLE_DIR, stdio: 'inherit', env: { ...process.env, RUSTC: '/usr/bin/rustc' } });
}

function main(): void {
  const args = process.argv.slice(2);
  const limit = args.includes('--limit') ? Number(args[args.indexOf('--limit') + 1]) : Number.POSITIVE_INFINITY;
  const list = args.includes('--list');
  if (!existsSync(REGISTRY)) throw new Error(`${REGISTRY} is missing: run npm run bench:setup`);
  buildOracle();
  const crates = readdirSync(REGISTRY).sort();
  const files = crates.flatMap((c) => rsFiles(join(REGISTRY, c))).slice(0, limit);
  const sources = files.map((f) => readFileSync(f, 'utf8'));
  const mb = sources.reduce((n, s) => n + s.length, 0) / 1e6;

  const t0 = performance.now();
  const ran = spawnSync(ORACLE, [], { input: files.join('\n'), maxBuffer: 1 << 30, encoding: 'utf8' });
  const oracleMs = performance.now() - t0;
  if (ran.status !== 0) throw new Error(`oracle failed: ${ran.stderr}`);
  const oracle = new Map(ran.stdout.trim().split('\n').map((l) => RustOracleFile.parse(JSON.parse(l))).map((o) => [o.file, o] as const));

  const t1 = performance.now();
  const parsed = sources.map((s) => parseRust(s));
  const oursMs = performance.now() - t1;

  let synRejects = 0;
  let errorsSynParses = 0;
  let ourErrorsBoth = 0;
  let agreed = 0;
  let oracleDefs = 0;
  let ourDefs = 0;
  let filesAgreeing = 0;
  const problems: string[] = [];
  files.forEach((file, i) => {
    const o = oracle.get(file);
    const p = parsed[i]!;
    if (o === undefined) throw new Error(`no oracle answer for ${file}`);
    if ('error' in o) {
      synRejects += 1;
      if (p.errorLines.length > 0) ourErrorsBoth += 1;
      return;
    }
    if (p.errorLines.length > 0) {
      errorsSynParses += 1;
      problems.push(`syntax error where syn parses: ${file}:${p.errorLines.slice(0, 5).join(',')}`);
    }
    const c = compareWithRustOracle(p, o.definitions);
    agreed += c.agreed;
    oracleDefs += o.definitions.length;
    ourDefs += p.definitions.length;
    if (c.onlyOurs.length === 0 && c.onlyOracle.length === 0) filesAgreeing += 1;
    else for (const d of [...c.onlyOurs.map((x) => `ours only: ${x}`), ...c.onlyOracle.map((x) => `syn only: ${x}`)]) problems.push(`${file}: ${d}`);
  });
  const parsedFiles = files.length - synRejects;
  const union = oracleDefs + ourDefs - agreed;
  const agreement = union === 0 ? 1 : agreed / union;
  const load = loadavg().map((l) => l.toFixed(2)).join(' ');
  const table = [
    '# bench:parse-rust — the Rust front end against syn',
    '',
    `Corpus: every .rs file of the ${crates.length} crates under ${REGISTRY} (Debian librust-*-dev packages and their dependencies), ${files.length} files, ${mb.toFixed(1)} MB. Oracle: syn 1.0 (Debian librust-syn-dev, features full + visit), built offline by Debian cargo (bench/rust-oracle). Load average ${load} (2 cores shared).`,
    '',
    '| measure | value |',
    '|---|---|',
    `| files syn parses | ${parsedFiles} |`,
    `| files syn rejects (newer syntax than syn 1.0, or not Rust) | ${synRejects} (of which tree-sitter also reports errors: ${ourErrorsBoth}) |`,
    `| **files with tree-sitter syntax errors that syn parses** (bar: 0) | **${errorsSynParses}** |`,
    `| definitions (syn / ours / agreeing) | ${oracleDefs} / ${ourDefs} / ${agreed} |`,
    `| **definitions agreeing** (kind, qualname, first and last line; of the union; bar: ≥ 99.9 %) | **${(100 * agreement).toFixed(3)} %** |`,
    `| files agreeing on every definition | ${filesAgreeing} of ${parsedFiles} |`,
    `| time: syn (process, incl. reading files) / front end (parse + walk) | ${oracleMs.toFixed(0)} ms / ${oursMs.toFixed(0)} ms (ratio ${(oursMs / oracleMs).toFixed(2)}) |`,
    '',
    problems.length === 0 ? 'No disagreement.' : `Disagreements (first 40 of ${problems.length}):`,
    '',
    ...problems.slice(0, 40).map((p) => `- ${p.replace(`${REGISTRY}/`, '')}`),
    '',
  ].join('\n');
  if (list) for (const p of problems) console.log(p);
  console.log(table);
  mkdirSync(dirname(OUT), { recursive: true });
  if (Number.isFinite(limit)) console.log('(--limit: results not written)');
  else writeFileSync(OUT, table);
}

main();
