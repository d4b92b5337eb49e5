/**
 * `npm run bench:parse-ts` — which tree-sitter grammar should read plain JavaScript
 * (.js/.jsx/.mjs/.cjs)? Parses every JS file of the TS benchmark packages (zod, rxjs,
 * @reduxjs/toolkit: their shipped builds) plus the JavaScript sources of eslint and probot (real
 * hand-written JS), with the typescript, tsx and javascript grammars (tree-sitter-javascript
 * 0.23.1, which tree-sitter-typescript 0.23.2 depends on), and reports the files each grammar
 * cannot parse without error and the time it takes. Also the .ts/.tsx sources with the typescript
 * and tsx grammars. Then the TS/JS front end itself against the TypeScript compiler's parse
 * (test/support/ts-oracle.ts), with the grammar alone (the baseline, same run) and with the
 * grammar-gap rewrites (src/core/languages/typescript/grammar-gaps.ts): files with syntax errors,
 * definitions agreeing (qualname, kind, first and last line), files agreeing on everything; on the
 * three packages (where the rewrites were found) and on every other TypeScript file installed in
 * node_modules and bench/corpora/node_modules (one copy per content, files up to 1.5 MB). Needs
 * `npm run bench:setup`. Writes bench/results/ts-parse.md.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLiteParser, type LiteParse } from '../src/core/languages/lite-tree.js';
import { parseTypeScript } from '../src/core/languages/typescript/index.js';
import { compareWithTsOracle } from '../test/support/ts-compare.js';
import { tsOracle, type OracleModule } from '../test/support/ts-oracle.js';
import { CORPORA_NODE_MODULES, corpusPackageDir, ROOT_NODE_MODULES } from './support/corpus-packages.js';
import { TS_HELD_OUT_2, TS_HELD_OUT_3, TS_HELD_OUT_4, TS_TUNING_PACKAGES } from './support/ts-corpus.js';

const require = createRequire(import.meta.url);
const tsGrammars = require('tree-sitter-typescript') as { typescript: unknown; tsx: unknown };
const jsGrammar = require('tree-sitter-javascript') as unknown;
const OUT = join(dirname(fileURLToPath(import.meta.url)), 'results', 'ts-parse.md');

const grammars: Record<string, LiteParse> = {
  typescript: createLiteParser(tsGrammars.typescript, 'program'),
  tsx: createLiteParser(tsGrammars.tsx, 'program'),
  javascript: createLiteParser(jsGrammar, 'program'),
};

function files(dir: string, pattern: RegExp, withDeclarations = false): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...files(path, pattern, withDeclarations));
    } else if (pattern.test(entry.name) && (withDeclarations || !entry.name.endsWith('.d.ts'))) out.push(path);
  }
  return out.sort();
}

// Corpora from bench/corpora (npm run bench:setup); eslint and probot from the product's own install.
const pkgDir = (name: string): string => corpusPackageDir(name);
const productDir = (name: string): string => join(ROOT_NODE_MODULES, name);
const JS = /\.(js|jsx|mjs|cjs)$/;
const TS = /\.(ts|tsx|mts|cts)$/;

function measure(label: string, list: string[], names: string[]): string[] {
  const sources = list.map((f) => readFileSync(f, 'utf8'));
  const mb = sources.reduce((n, s) => n + s.length, 0) / 1e6;
  const rows: string[] = [];
  for (const name of names) {
    const parse = grammars[name]!;
    let failed = 0;
    const t0 = performance.now();
    for (const s of sources) if (parse(s).problems.length > 0) failed += 1;
    const ms = performance.now() - t0;
    rows.push(`| ${label} | ${list.length} | ${mb.toFixed(1)} | ${name} | ${failed} | ${((100 * failed) / list.length).toFixed(2)}% | ${Math.round(ms)} |`);
  }
  return rows;
}

const jsSets: [string, string[]][] = [
  ['zod, rxjs, @reduxjs/toolkit builds (.js/.mjs/.cjs)', ['zod', 'rxjs', '@reduxjs/toolkit'].flatMap((p) => files(pkgDir(p), JS))],
  ['eslint, probot sources (.js)', ['eslint', 'probot'].flatMap((p) => files(productDir(p), JS))],
];
const tsSet: [string, string[]] = ['zod, rxjs, @reduxjs/toolkit sources (.ts/.tsx)', ['zod', 'rxjs', '@reduxjs/toolkit'].flatMap((p) => files(pkgDir(p), TS))];

function otherTypeScript(): string[] {
  const skip = new Set(['zod', 'rxjs', '@reduxjs']);
  const seen = new Set<string>();
  // Both installs, as when the corpora were dev dependencies of the product.
  const packages = [ROOT_NODE_MODULES, CORPORA_NODE_MODULES].flatMap((dir) => readdirSync(dir).filter((n) => !skip.has(n) && !n.startsWith('.')).map((n) => join(dir, n)));
  return packages.flatMap((p) => files(p, TS, true)).filter((f) => {
    const source = readFileSync(f, 'utf8');
    if (source.length > 1_500_000 || seen.has(source)) return false;
    seen.add(source);
    return true;
  });
}

/** The front end against tsc on one set, with the grammar alone and with the gap rewrites. */
function frontEndRows(label: string, list: string[]): string[] {
  const sources = list.map((f) => ({ file: f, source: readFileSync(f, 'utf8') }));
  const oracles: OracleModule[] = sources.map(({ file, source }) => tsOracle(source, file));
  const tscDefs = oracles.reduce((n, o) => n + o.definitions.length, 0);
  for (const { file, source } of sources) parseTypeScript(source, file); // warm-up, so neither timing pays the JIT
  return [false, true].map((rewriteGaps) => {
    let errorFiles = 0;
    let agreeingDefs = 0;
    let agreeingFiles = 0;
    const t0 = performance.now();
    const parsed = sources.map(({ file, source }) => parseTypeScript(source, file, { rewriteGaps }));
    const ms = performance.now() - t0;
    parsed.forEach((p, i) => {
      const problems = compareWithTsOracle(p, oracles[i]!);
      if (p.errorLines.length > 0) errorFiles += 1;
      if (problems.length === 0) agreeingFiles += 1;
      agreeingDefs += oracles[i]!.definitions.length - problems.filter((x) => x.startsWith('missing def')).length;
    });
    const how = rewriteGaps ? 'grammar + gap rewrites' : 'grammar alone (baseline)';
    return `| ${label} | ${list.length} | ${how} | ${errorFiles} | ${agreeingDefs} / ${tscDefs} (${((100 * agreeingDefs) / tscDefs).toFixed(2)}%) | ${agreeingFiles} | ${Math.round(ms)} |`;
  });
}

const frontEnd = [
  '| files | count | front end | files with syntax errors | definitions agreeing with tsc | files agreeing on everything | ms |',
  '|---|---:|---|---:|---:|---:|---:|',
  ...frontEndRows(tsSet[0], tsSet[1]),
  ...frontEndRows('zod, rxjs, @reduxjs/toolkit: every TS/JS file (sources, builds, .d.ts)', ['zod', 'rxjs', '@reduxjs/toolkit'].flatMap((p) => files(pkgDir(p), /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, true))),
  ...frontEndRows('held out 2 (@tiptap/core, @tldraw/editor, @grpc/grpc-js, hls.js) sources (.ts/.tsx)', TS_HELD_OUT_2.flatMap((p) => files(join(pkgDir(p), 'src'), TS))),
  ...frontEndRows('held out 3 (@deck.gl/core, @blueprintjs/core, matrix-js-sdk) sources (.ts/.tsx)', TS_HELD_OUT_3.flatMap((p) => files(join(pkgDir(p), 'src'), TS))),
  ...frontEndRows('held out 4 (@azure/msal-browser, @aws-amplify/core, @solana/spl-token) sources (.ts/.tsx)', TS_HELD_OUT_4.flatMap((p) => files(join(pkgDir(p), 'src'), TS))),
  ...frontEndRows(`the ${TS_TUNING_PACKAGES.length} TS tuning packages' sources (.ts/.tsx)`, TS_TUNING_PACKAGES.flatMap((p) => files(join(pkgDir(p), p === 'ajv' ? 'lib' : 'src'), TS))),
  ...frontEndRows('every other .ts/.d.ts in node_modules (one copy per content)', otherTypeScript()),
].join('\n');

// Measured once with the rules of commit 34b1ad9 (found on the three packages only); kept here
// because the later rules were written after seeing that set.
const HELD_OUT_NOTE = 'The rewrites found on zod, rxjs and @reduxjs/toolkit alone (commit 34b1ad9), on the other node_modules set: 166 → 23 files with syntax errors, 38,693 of 38,693 definitions agreeing, 3,387 files agreeing; five rules were then added from what remained there.';

const table = [
  '| files | count | MB | grammar | files with parse errors | share | ms |',
  '|---|---:|---:|---|---:|---:|---:|',
  ...jsSets.flatMap(([label, list]) => measure(label, list, ['tsx', 'javascript', 'typescript'])),
  ...measure(tsSet[0], tsSet[1], ['typescript', 'tsx']),
].join('\n');
const text = `# Which grammar parses JavaScript: tree-sitter-typescript (tsx) or tree-sitter-javascript\n\n${table}\n\n## The TS/JS front end against the TypeScript compiler\n\n${frontEnd}\n\n${HELD_OUT_NOTE}\n\nload: ${loadavg().map((l) => l.toFixed(2)).join(' ')} · Node ${process.version} · \`npm run bench:parse-ts\`\n`;
console.log(text);
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, text);
