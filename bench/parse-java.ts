/**
 * `npm run bench:parse-java` — the Java front end (src/core/languages/java, tree-sitter-java
 * 0.23.5) against javac's own parser (the com.sun.source tree API of Debian's
 * default-jdk-headless, run as bench/java-oracle/JavaOracle.java, compiled into a temporary
 * folder): files with syntax errors that javac parses, definitions agreeing (kind, qualname,
 * first line with annotations, last line), imports and Javadoc agreeing, files agreeing on
 * everything. Corpus, by a rule written before the first run: the Java sources Debian packages
 * in `openjdk-17-source` (lib/src.zip), every `.java` file up to 1.5 MB of the Java SE modules
 * (`java.*`) and of javac itself (`jdk.compiler`), one copy per content; `--only <module prefix>`
 * (e.g. `--only java.base`) runs a part. Nothing was tuned on these numbers beyond the
 * disagreements listed in docs/benchmarks.md. Speed: the front end's parse (walk included) as a
 * ratio of the grammar's parse alone (the light tree), both measured in this run, with the load
 * beside them. Writes bench/results/java-parse.md.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseJava } from '../src/core/languages/java/index.js';
import { parseJavaLite } from '../src/core/languages/java/parser.js';
import { compareWithJavaOracle } from '../test/support/java-compare.js';
import { javaOracle, javaOracleAvailable } from '../test/support/java-oracle.js';

const OUT = join(dirname(fileURLToPath(import.meta.url)), 'results', 'java-parse.md');
const SRC_ZIP = '/usr/lib/jvm/openjdk-17/lib/src.zip';
const MAX_BYTES = 1_500_000;
const BATCH = 400;
const MODULES = ['java.*', 'jdk.compiler'];
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const gc = (globalThis as { gc?: () => void }).gc;

if (!javaOracleAvailable() || !existsSync(SRC_ZIP)) {
  console.error('bench:parse-java needs javac (Debian default-jdk-headless) and openjdk-17-source: run `npm run bench:setup`.');
  process.exit(1);
}

function javaFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) javaFiles(path, out);
    else if (entry.isFile() && entry.name.endsWith('.java') && statSync(path).size <= MAX_BYTES) out.push(path);
  }
  return out.sort();
}

const root = mkdtempSync(join(tmpdir(), 'dycoder-java-corpus-'));
process.once('exit', () => rmSync(root, { recursive: true, force: true }));
execFileSync('unzip', ['-q', SRC_ZIP, ...(only === undefined ? MODULES.map((m) => `${m}/*`) : [`${only}*/*`]), '-d', root], { stdio: 'inherit', timeout: 600_000 });
const seen = new Set<string>();
const files = javaFiles(root).filter((f) => {
  const hash = createHash('sha1').update(readFileSync(f)).digest('hex');
  if (seen.has(hash)) return false;
  seen.add(hash);
  return true;
});

let mb = 0;
let grammarMs = 0;
let frontEndMs = 0;
let oracleMs = 0;
let rejected = 0;
let withErrors = 0;
let defs = 0;
let agreeing = 0;
let imports = 0;
let importsOff = 0;
let docs = 0;
let docsOff = 0;
let agreeingFiles = 0;
const disagreements: string[] = [];
for (let from = 0; from < files.length; from += BATCH) {
  const batch = files.slice(from, from + BATCH);
  const sources = batch.map((f) => readFileSync(f, 'utf8'));
  mb += sources.reduce((n, s) => n + Buffer.byteLength(s), 0) / 1e6;
  let t = performance.now();
  for (const s of sources) parseJavaLite(s);
  grammarMs += performance.now() - t;
  t = performance.now();
  for (const s of sources) parseJava(s);
  frontEndMs += performance.now() - t;
  t = performance.now();
  const oracle = javaOracle(batch);
  oracleMs += performance.now() - t;
  oracle.forEach((r, i) => {
    if (r.error !== '') {
      rejected += 1;
      return;
    }
    const c = compareWithJavaOracle(sources[i] ?? '', r);
    defs += c.oracleDefs;
    agreeing += c.agreeing;
    imports += r.imports.length;
    importsOff += c.importsMissing.length + c.importsExtra.length;
    docs += r.documented.length;
    docsOff += c.docsMissing.length + c.docsExtra.length;
    if (c.errorLines.length > 0) withErrors += 1;
    const off = [...c.missing.map((d) => `missing ${d}`), ...c.extra.map((d) => `extra ${d}`), ...c.importsMissing, ...c.importsExtra, ...c.docsMissing.map((d) => `doc missing ${d}`), ...c.docsExtra.map((d) => `doc extra ${d}`)];
    if (off.length === 0 && c.errorLines.length === 0) agreeingFiles += 1;
    else disagreements.push(`${r.file.slice(root.length + 1)}: ${c.errorLines.length > 0 ? `syntax errors at ${c.errorLines.slice(0, 3).join(', ')}; ` : ''}${off.slice(0, 4).join('; ')}`);
  });
  gc?.();
}

const parsedByOracle = files.length - rejected;
const pct = defs === 0 ? '-' : ((100 * agreeing) / defs).toFixed(3);
const label = only === undefined ? `openjdk-17-source src.zip: ${MODULES.join(', ')}` : `openjdk-17-source src.zip: ${only}*`;
const table = [
  '| corpus | files | MB | rejected by javac | files with syntax errors javac parses | definitions agreeing with javac | imports disagreeing | Javadoc disagreeing | files agreeing on everything | grammar alone ms (baseline) | front end ms (× grammar) | javac oracle ms (process, JSON) |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  `| ${label} | ${files.length} | ${mb.toFixed(1)} | ${rejected} | ${withErrors} | ${agreeing} / ${defs} (${pct}%) | ${importsOff} / ${imports} | ${docsOff} / ${docs} | ${agreeingFiles} / ${parsedByOracle} | ${grammarMs.toFixed(0)} | ${frontEndMs.toFixed(0)} (×${(frontEndMs / grammarMs).toFixed(2)}) | ${oracleMs.toFixed(0)} |`,
].join('\n');
const shown = disagreements.slice(0, 30).map((d) => `- ${d}`).join('\n');
const text = `# The Java front end against javac\n\n${table}\n\nBar (issue 25): 0 files with syntax errors that javac parses, ≥ 99.9% of definitions agreeing.\n\n${disagreements.length === 0 ? 'No file disagrees.' : `Files that disagree (${disagreements.length}, first 30):\n\n${shown}`}\n\nload: ${loadavg().map((l) => l.toFixed(2)).join(' ')} · Node ${process.version} · \`npm run bench:parse-java${only === undefined ? '' : ` -- --only ${only}`}\`\n`;
console.log(text);
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, text);
