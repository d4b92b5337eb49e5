/**
 * `npm run bench:context` (issue 23): how long `dycoder context` takes per target, in process, on a
 * package of about 500 source files, and how many files it reads. Each target is stubbed in place and
 * `dycoder context --json` runs on it (the CLI command itself, a fresh repository source each time,
 * as a user's run has); the baseline measured in the same run is one read and parse of the target's
 * file (the least any retriever does). Wall time and this process's CPU time are both reported: on a
 * shared machine the wall time grows with the load, the CPU time much less. The first target is a
 * warm-up (module load, JIT) and is not counted. Bars: median <= 250 ms per target and median files
 * read <= 30.
 * Writes bench/results/context-speed.md (default run).
 *
 * Flags: --lang py|ts (default py)  --package NAME (default networkx: 563 .py files, tests included;
 *        ts default openai: its published tree, 895 .ts/.js files)  --targets 30
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { createFsRepoSource } from '../src/adapters/local/fs-repo-source.js';
import { runContextCommand } from '../src/cli/context-command.js';
import type { CliIo } from '../src/cli/io.js';
import { parseSource } from '../src/core/languages/index.js';
import { prepareCorpus, stubTarget, type Corpus } from './support/corpus.js';
import type { BenchTarget } from './support/recall.js';
import { prepareTsCorpus, stubTsTarget } from './support/ts-corpus.js';

const SEED = 7;
const flag = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
};
const lang = z.enum(['py', 'ts']).parse(flag('lang') ?? 'py');
const pkg = flag('package') ?? (lang === 'py' ? 'networkx' : 'openai');
const count = Number(flag('targets') ?? '30');

const jsonSchema = z.object({ stats: z.object({ filesRead: z.number(), ms: z.number() }) });

interface Row {
  ms: number;
  cpuMs: number;
  filesRead: number;
}

function cpuNow(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

async function contextOnce(root: string, target: BenchTarget): Promise<Row> {
  let out = '';
  const io: CliIo = { stdout: { write: (c: string) => (out += c) }, stderr: { write: () => true } };
  const cpu = cpuNow();
  const started = performance.now();
  const code = await runContextCommand(['--repo', root, '--target', `${target.file}:${target.qualname}`, '--json'], io);
  const ms = performance.now() - started;
  if (code !== 0) throw new Error(`dycoder context failed on ${target.file}:${target.qualname}`);
  return { ms, cpuMs: cpuNow() - cpu, filesRead: jsonSchema.parse(JSON.parse(out)).stats.filesRead };
}

/** The baseline: read and parse the target's file once. */
async function parseOnce(root: string, target: BenchTarget): Promise<Row> {
  const cpu = cpuNow();
  const started = performance.now();
  const text = (await createFsRepoSource(root).readFile(target.file)) ?? '';
  parseSource(text, target.file);
  return { ms: performance.now() - started, cpuMs: cpuNow() - cpu, filesRead: 1 };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 === 1 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};
const quantile = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

async function main(): Promise<void> {
  const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim();
  const corpus: Corpus = lang === 'ts' ? prepareTsCorpus(pkg, SEED, count + 1) : prepareCorpus(pkg, SEED, count + 1);
  const stub = lang === 'ts' ? stubTsTarget : stubTarget;
  const ext = lang === 'ts' ? /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/ : /\.py$/;
  const files = (await createFsRepoSource(corpus.root).listFiles()).filter((f) => ext.test(f)).length;
  const dy: Row[] = [];
  const base: Row[] = [];
  try {
    for (const [i, target] of corpus.targets.entries()) {
      const restore = stub(corpus.root, target);
      try {
        const d = await contextOnce(corpus.root, target);
        const b = await parseOnce(corpus.root, target);
        if (i === 0) continue;
        dy.push(d);
        base.push(b);
      } finally {
        restore();
      }
    }
  } finally {
    corpus.dispose();
  }
  const loadAfter = readFileSync('/proc/loadavg', 'utf8').trim();
  const dMs = median(dy.map((r) => r.ms));
  const dCpu = median(dy.map((r) => r.cpuMs));
  const bMs = median(base.map((r) => r.ms));
  const bCpu = median(base.map((r) => r.cpuMs));
  const dFiles = median(dy.map((r) => r.filesRead));
  const md = [
    `# \`dycoder context\` per target, in process (${lang === 'ts' ? 'TypeScript' : 'Python'}: ${pkg})`,
    '',
    '| package | source files | targets | median ms (wall) | p90 ms (wall) | median CPU ms | median files read | baseline: one parse, wall / CPU ms | ratio (wall / CPU) | bar (250 ms CPU, 30 files) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    `| ${pkg} | ${files} | ${dy.length} | ${dMs.toFixed(0)} | ${quantile(dy.map((r) => r.ms), 0.9).toFixed(0)} | ${dCpu.toFixed(0)} | ${dFiles} | ${bMs.toFixed(0)} / ${bCpu.toFixed(0)} | ${(dMs / Math.max(1, bMs)).toFixed(1)} / ${(dCpu / Math.max(1, bCpu)).toFixed(1)} | ${dCpu <= 250 ? 'ms met' : 'ms NOT met'}, ${dFiles <= 30 ? 'files met' : 'files NOT met'} |`,
    '',
    `Each target stubbed in place, \`dycoder context --json\` (budget 6,000, the CLI's defaults) run in this process with a fresh repository source, one warm-up target not counted; the baseline is one read and parse of the target's file in the same run. Seed ${SEED}; ${process.platform}/${process.arch}, Node ${process.version}; /proc/loadavg before: ${loadBefore}, after: ${loadAfter} (2 cores shared).`,
    '',
  ].join('\n');
  console.log(md);
  if (flag('targets') === undefined) writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'results', `context-speed-${lang}.md`), md);
}

await main();
