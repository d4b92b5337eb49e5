/**
 * `npm run bench:parse` — parse every .py file of sympy (Debian python3-sympy, ~1,500 files,
 * ~30 MB) with parsePython + findStubs, the work the static-graph baseline does up front.
 * Prints a markdown table and writes bench/results/parse.md.
 *
 * Reported: files, MB, seconds, files/s, MB/s, peak RSS (sampled rss and the kernel's maxRSS),
 * the share of time spent inside tree-sitter (parse + tree copy) versus our walk, and the
 * machine load (the benchmark machine is shared, so absolute numbers move with it); then, outside
 * the timing, the agreement with CPython's ast on every file (`--no-ast` skips that part).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findStubs, parsePython } from '../src/core/languages/python/index.js';
import { parseLite } from '../src/core/languages/python/parser.js';
import { DEFAULT_MAX_BYTES } from '../src/core/source/file-content.js';
import { compareWithOracle } from '../test/support/ast-compare.js';
import { runAstOracle } from '../test/support/ast-oracle.js';

const args = process.argv.slice(2);
const withAst = !args.includes('--no-ast');
const ROOT = args.find((a) => !a.startsWith('--')) ?? '/usr/lib/python3/dist-packages/sympy';
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'results', 'parse.md');

function pyFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...pyFiles(path));
    else if (entry.name.endsWith('.py')) out.push(path);
  }
  return out.sort();
}

if (!existsSync(ROOT)) {
  console.error(`${ROOT} is missing: run DYCODER_BENCH_DEPS=1 scripts/setup-test-deps.sh to install python3-sympy.`);
  process.exit(1);
}

// Files over the app's 1 MiB cap (decodeSourceFile skips them) go last, so the peak RSS of the
// files the app would actually parse can be reported apart from that of generated giants.
const CAP = DEFAULT_MAX_BYTES;
const sizeOf = (f: string): number => statSync(f).size;
const files = pyFiles(ROOT).sort((a, b) => Number(sizeOf(a) > CAP) - Number(sizeOf(b) > CAP));
const overCap = files.filter((f) => sizeOf(f) > CAP).length;
// Read everything first: the benchmark measures parsing, not the disk.
const sources = files.map((f) => readFileSync(f, 'utf8'));

const bytes = sources.reduce((sum, s) => sum + Buffer.byteLength(s), 0);

let peakRss = process.memoryUsage().rss;
let peakRssUnderCap = 0;
const fileMs: number[] = [];
const totals = { definitions: 0, imports: 0, references: 0, stubs: 0, errorFiles: 0 };
let slowest = { file: '', ms: 0 };
const load = loadavg()[0] ?? 0;

// Yield to the event loop between files, as the app does while it awaits each file: node-tree-sitter
// frees native trees in N-API finalizers, which only run when the loop turns.
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
let busyMs = 0;
const cpuStart = process.cpuUsage();
for (const [i, source] of sources.entries()) {
  const t = performance.now();
  const c = process.cpuUsage();
  const parsed = parsePython(source);
  const stubs = findStubs(source, parsed);
  const ms = performance.now() - t;
  const used = process.cpuUsage(c);
  busyMs += ms;
  fileMs.push((used.user + used.system) / 1000);
  if (ms > slowest.ms) slowest = { file: relative(ROOT, files[i] ?? ''), ms };
  totals.definitions += parsed.definitions.length;
  totals.imports += parsed.imports.length;
  totals.references += parsed.moduleReferences.length + parsed.definitions.reduce((n, d) => n + d.references.length, 0);
  totals.stubs += stubs.length;
  if (parsed.errorLines.length > 0) totals.errorFiles++;
  if (i % 10 === 0 || i >= files.length - overCap - 1) peakRss = Math.max(peakRss, process.memoryUsage().rss);
  if (i === files.length - overCap - 1) peakRssUnderCap = peakRss;
  await nextTurn();
}
const seconds = busyMs / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
peakRss = Math.max(peakRss, process.memoryUsage().rss);

// Every 4th file again, tree-sitter alone (parse + copy of the tree), to split the cost.
// CPU time, not wall time: the machine is shared and wall times swing with its load.
let treeMs = 0;
let sameFilesMs = 0;
for (let i = 0; i < sources.length; i += 4) {
  const c = process.cpuUsage();
  parseLite(sources[i] ?? '');
  const used = process.cpuUsage(c);
  treeMs += (used.user + used.system) / 1000;
  sameFilesMs += fileMs[i] ?? 0;
  await nextTurn();
}

// After the timing: CPython's ast over the same files (one python process), compared file by file
// with a fresh parse (definitions, imports, def/class headers, stubs). --no-ast skips it.
const agreement = { files: 0, agreeing: 0, astErrors: 0, examples: [] as string[] };
if (withAst) {
  const oracle = await runAstOracle(files);
  for (const [i, file] of files.entries()) {
    const record = oracle.get(file);
    if (!record || record.error) {
      agreement.astErrors++;
      continue;
    }
    agreement.files++;
    const problems = compareWithOracle(parsePython(sources[i] ?? ''), record);
    if (problems.length === 0) agreement.agreeing++;
    else if (agreement.examples.length < 10) agreement.examples.push(`${relative(ROOT, file)}: ${problems[0] ?? ''}`);
    if (i % 20 === 0) await nextTurn();
  }
}

const mb = bytes / 1e6;
const maxRssMb = process.resourceUsage().maxRSS / 1024;
const rows: [string, string][] = [
  ['corpus', ROOT],
  ['files', String(files.length)],
  ['MB', mb.toFixed(1)],
  ['seconds (parsePython + findStubs, wall)', seconds.toFixed(2)],
  ['CPU seconds (user + system, same loop)', cpuSeconds.toFixed(2)],
  ['files/s', (files.length / seconds).toFixed(0)],
  ['MB/s', (mb / seconds).toFixed(2)],
  ['ms per file (mean)', ((seconds * 1000) / files.length).toFixed(1)],
  ['slowest file', `${slowest.file} (${slowest.ms.toFixed(0)} ms)`],
  ['MB/s per CPU second', (mb / cpuSeconds).toFixed(2)],
  ['tree-sitter share of CPU (parse + tree copy; every 4th file re-parsed)', `${((100 * treeMs) / sameFilesMs).toFixed(0)}%`],
  ['peak RSS, sampled, files under the 1 MiB cap (MB)', (peakRssUnderCap / 1e6).toFixed(0)],
  [`peak RSS, sampled, all files incl. ${overCap} over the cap (MB)`, (peakRss / 1e6).toFixed(0)],
  ['peak RSS, kernel maxRSS, whole run incl. the ast check (MB)', maxRssMb.toFixed(0)],
  ['definitions / imports / references', `${totals.definitions} / ${totals.imports} / ${totals.references}`],
  ['stubs found', String(totals.stubs)],
  ['files with syntax errors (tree-sitter)', String(totals.errorFiles)],
  [
    'agreement with CPython ast (defs, imports, headers, stubs)',
    withAst
      ? `${agreement.agreeing} / ${agreement.files} files (${((100 * agreement.agreeing) / Math.max(agreement.files, 1)).toFixed(2)}%)` +
        (agreement.astErrors ? `, ${agreement.astErrors} files ast cannot parse` : '')
      : 'skipped (--no-ast)',
  ],
  ['machine', `${cpus().length} CPUs, load average ${load.toFixed(1)} at start / ${(loadavg()[0] ?? 0).toFixed(1)} at end, Node ${process.version}`],
];
const table = ['| metric | value |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
const examples = agreement.examples.length ? `\nDisagreements (first ${agreement.examples.length}):\n\n${agreement.examples.map((e) => `- ${e}`).join('\n')}\n` : '';
const report = `# Parse benchmark\n\n\`npm run bench:parse\` (${new Date().toISOString()})\n\n${table}\n${examples}`;
console.log(table + (examples ? `\n${examples}` : ''));
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, report);
