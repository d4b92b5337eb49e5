/**
 * `npm run bench:validate-gorust` — do Go and Rust suggestions compile? (issues 22 and 25).
 *
 * HELD OUT (DESIGN.md §5), declared 2026-12-02 07:35 UTC in writing, before any run of this
 * benchmark and before any Go or Rust answer check was tried on them:
 * - Go: library trees under /usr/share/gocode/src outside bench/support/go-corpus.ts's tuning set
 *   (GO_TUNING: pkg/errors, cobra, yaml.v3, go-cmp), of mixed sizes (non-test .go files):
 *   go-humanize (12), google/uuid (14), BurntSushi/toml (18), sirupsen/logrus (26), spf13/afero (29),
 *   spf13/pflag (37). GO_VALIDATE_HELD_OUT below.
 * - Rust: crates under /usr/share/cargo/registry that no Rust test reads (the tests read anyhow and
 *   itertools), of mixed sizes (.rs files under src/): either (3), heck (8), log (8), indexmap (16),
 *   regex (23), petgraph (42). RUST_VALIDATE_HELD_OUT below.
 * TUNING (the only code the checks were tried on while written): Go GO_TUNING; Rust anyhow-1.0.69,
 * itertools-0.10.3, hashbrown-0.12.3 (RUST_VALIDATE_TUNING), and the hand-made snippets of the tests.
 */
export const GO_VALIDATE_HELD_OUT = [
  'github.com/dustin/go-humanize', 'github.com/google/uuid', 'github.com/BurntSushi/toml',
  'github.com/sirupsen/logrus', 'github.com/spf13/afero', 'github.com/spf13/pflag',
] as const;
export const RUST_VALIDATE_HELD_OUT = ['either-1.6.1', 'heck-0.4.0', 'log-0.4.17', 'indexmap-1.9.2', 'regex-1.7.1', 'petgraph-0.6.2'] as const;
export const RUST_VALIDATE_TUNING = ['anyhow-1.0.69', 'itertools-0.10.3', 'hashbrown-0.12.3'] as const;

/*
 * Method: stub-and-recover through the whole pipeline (implementStubs: selection, dycoder retrieval,
 * prompt, the real OpenAI SDK against the scripted OpenAI-compatible server, parse, validation, one
 * repair round), as bench/validate.ts does for Python. Targets: functions and methods of the
 * package's non-test files whose body has >= 3 lines between brace lines of their own, drawn with
 * mulberry32(seed); the lines between the braces become `panic("not implemented")` / `todo!()`.
 * For each target the server answers first with the ORIGINAL body (must be accepted with no
 * warning) or a mutant (bench/support/mutants-brace.ts), and on repair with the original.
 *
 * Usage: npm run bench:validate-gorust -- [--lang go|rust] [--set held-out|tuning] [--per-package N] [--seed S] [--only pkg] [--verbose]
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createFsRepoSource } from '../src/adapters/local/fs-repo-source.js';
import { createOpenAIChatModel } from '../src/adapters/openai/chat-model.js';
import { languageFor } from '../src/core/languages/index.js';
import type { Definition } from '../src/core/languages/types.js';
import { retrieve } from '../src/core/retrieval/index.js';
import { implementStubs } from '../src/pipeline/implement-stubs.js';
import { reply, startOpenAIServer } from '../test/support/openai-server.js';
import { braceMutants } from './support/mutants-brace.js';
import type { MutantKind } from './support/mutants.js';
import { GO_TUNING } from './support/go-corpus.js';

const GOCODE = '/usr/share/gocode/src';
const REGISTRY = '/usr/share/cargo/registry';

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'go' }, set: { type: 'string', default: 'held-out' }, 'per-package': { type: 'string', default: '8' },
    seed: { type: 'string', default: '22' }, only: { type: 'string' }, verbose: { type: 'boolean', default: false },
  },
});
const LANG = values.lang === 'rust' ? 'rust' : 'go';
const PER_PACKAGE = Number(values['per-package']);
const SEED = Number(values.seed);

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const walk = (dir: string, keep: (f: string) => boolean): string[] =>
  readdirSync(dir).sort().flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return e === 'testdata' || e === 'vendor' || e === 'target' || e.startsWith('.') ? [] : walk(p, keep);
    return keep(p) ? [p] : [];
  });

interface Target {
  file: string;
  def: Definition;
  /** 1-based first and last line between the braces. */
  from: number;
  to: number;
}

interface Prepared {
  root: string;
  /** Repo-relative source files to draw targets from. */
  files: string[];
}

function prepare(pkg: string): Prepared {
  const root = mkdtempSync(join(tmpdir(), `dycoder-bench-validate-${LANG}-`));
  if (LANG === 'go') {
    mkdirSync(join(root, dirname(pkg)), { recursive: true });
    cpSync(join(GOCODE, pkg), join(root, pkg), { recursive: true, dereference: true, filter: (src) => !src.split('/').includes('testdata') });
    const files = walk(join(root, pkg), (f) => f.endsWith('.go') && !f.endsWith('_test.go')).map((f) => relative(root, f));
    return { root, files };
  }
  cpSync(join(REGISTRY, pkg, 'Cargo.toml'), join(root, 'Cargo.toml'));
  cpSync(join(REGISTRY, pkg, 'src'), join(root, 'src'), { recursive: true, dereference: true });
  return { root, files: walk(join(root, 'src'), (f) => f.endsWith('.rs')).map((f) => relative(root, f)) };
}

function targetsOf(p: Prepared, count: number): Target[] {
  const all: Target[] = [];
  for (const file of p.files) {
    const text = readFileSync(join(p.root, file), 'utf8');
    const lang = languageFor(file);
    const parsed = lang.parse(text, file);
    const lines = text.split('\n');
    for (const def of parsed.definitions) {
      // Go marks bodiless functions with a declKind; Rust names every function's ('fn', 'method').
      const plain = def.declKind === undefined || def.declKind === 'fn' || def.declKind === 'method';
      if ((def.kind !== 'function' && def.kind !== 'method') || def.bodyRange === undefined || !plain) continue;
      if (/(^|\.)tests?(\.|$)/.test(def.qualname) || def.decorators.some((d) => /\btest\b/.test(d))) continue;
      const sigEnd = def.range.start + def.signature.split('\n').length - 1;
      if (!(lines[sigEnd - 1] ?? '').trimEnd().endsWith('{') || (lines[def.range.end - 1] ?? '').trim() !== '}') continue;
      const from = sigEnd + 1;
      const to = def.range.end - 1;
      if (to - from + 1 < 3) continue;
      if (lang.findStubs(text, file, parsed).some((s) => s.defLine === def.range.start)) continue;
      all.push({ file, def, from, to });
    }
  }
  const random = mulberry32(SEED);
  const picked: Target[] = [];
  while (picked.length < count && all.length > 0) picked.push(all.splice(Math.floor(random() * all.length), 1)[0]!);
  return picked.sort((a, b) => a.file.localeCompare(b.file) || a.def.range.start - b.def.range.start);
}

/** Arguments a function takes at least when none is variadic (Go) / always (Rust), from its signature; undefined when unsure. */
function requiredArgs(def: Definition): number | undefined {
  const sig = def.signature;
  const open = sig.indexOf('(', LANG === 'go' && sig.startsWith('func (') ? sig.indexOf(')') + 1 : 0);
  if (open === -1) return undefined;
  let depth = 0;
  let items = 0;
  let current = '';
  for (let i = open; i < sig.length; i++) {
    const c = sig[i]!;
    if ('([{<'.includes(c)) depth++;
    if (')]}>'.includes(c)) depth--;
    if (depth === 0) break;
    if (c === ',' && depth === 1) {
      if (current.trim() !== '') items++;
      current = '';
    } else if (i > open) current += c;
  }
  if (current.trim() !== '') items++;
  if (sig.includes('...')) return undefined;
  return items;
}

type Outcome = 'rejected' | 'flagged' | 'missed';
interface Row { pkg: string; target: string; kind: MutantKind; outcome: Outcome; validationMs: number; retrievalMs: number; detail: string }

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p90 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.9) - 1)] ?? 0;
const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

async function main(): Promise<void> {
  const packages = values.only ? [values.only]
    : values.set === 'tuning' ? (LANG === 'go' ? [...GO_TUNING] : [...RUST_VALIDATE_TUNING])
      : LANG === 'go' ? [...GO_VALIDATE_HELD_OUT] : [...RUST_VALIDATE_HELD_OUT];
  const fence = LANG === 'go' ? 'go' : 'rust';
  const server = await startOpenAIServer();
  let answers = { first: '', repair: '' };
  server.respondWith((req) => reply.content(`\`\`\`${fence}\n${req.messages.length > 2 ? answers.repair : answers.first}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-bench', baseURL: server.baseURL, model: 'scripted', timeoutMs: 10_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  const rows: Row[] = [];
  const load0 = loadavg()[0] ?? 0;
  try {
    for (const pkg of packages) {
      const p = prepare(pkg);
      try {
        for (const t of targetsOf(p, PER_PACKAGE)) {
          const path = join(p.root, ...t.file.split('/'));
          const original = readFileSync(path, 'utf8');
          const lines = original.split('\n');
          const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
          const body = lines.slice(t.from - 1, t.to).join('\n');
          const stubbed = [...lines.slice(0, t.from - 1), `${indent}${LANG === 'go' ? 'panic("not implemented")' : 'todo!()'}`, ...lines.slice(t.to)].join('\n');
          const lang = languageFor(t.file);
          const parsed = lang.parse(stubbed, t.file);
          const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
          if (!def) continue;
          try {
            const dir = dirname(t.file);
            const packageFunctions = LANG === 'go'
              ? p.files.filter((f) => f !== t.file && dirname(f) === dir).flatMap((f) => lang.parse(readFileSync(join(p.root, f), 'utf8'), f).definitions.filter((d) => d.kind === 'function'))
              : [];
            for (const m of braceMutants({ lang: LANG, body, fileText: stubbed, parsed, target: def, requiredArgs, packageFunctions })) {
              writeFileSync(path, m.fileText ?? stubbed);
              answers = { first: m.body, repair: body };
              const result = await implementStubs({ source: createFsRepoSource(p.root), model, retrieve, selection: { kind: 'targets', targets: [{ file: t.file, qualname: def.qualname }] }, headSha: 'bench', temperature: 0 });
              const r = result.targets[0];
              const first = r?.attempts[0];
              if (!r || !first) {
                if (values.verbose) console.log(`${pkg} ${t.file}:${def.qualname} ${m.kind} not run: ${result.skipped.map((s) => s.reason).join(' ')}`);
                continue;
              }
              const acceptedFirst = first.problems.length === 0 && r.status === 'suggested' && r.attempts.length === 1;
              const imported = (r.suggestion?.imports ?? []).some((i) => i.names.includes(m.name));
              const outcome: Outcome = !acceptedFirst || (m.kind === 'needed-import' && imported) ? 'rejected' : first.warnings.length > 0 ? 'flagged' : 'missed';
              const detail = [...first.problems, ...first.warnings, ...(r.suggestion?.imports ?? []).map((i) => `import ${i.text}`)].join(' | ');
              rows.push({ pkg, target: `${t.file}:${def.qualname}`, kind: m.kind, outcome, validationMs: first.validationMs ?? 0, retrievalMs: r.timings.retrievalMs, detail });
              const bad = m.kind === 'original' ? outcome !== 'missed' : outcome !== 'rejected';
              if (values.verbose || bad) console.log(`${pkg} ${t.file}:${def.qualname} ${m.kind} ${outcome}${detail ? `: ${detail.slice(0, 300)}` : ''}`);
            }
          } finally {
            writeFileSync(path, original);
          }
        }
      } finally {
        rmSync(p.root, { recursive: true, force: true });
      }
    }
  } finally {
    await server.close();
  }
  const display = LANG === 'go' ? 'Go' : 'Rust';
  const kinds: MutantKind[] = ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import'];
  const originals = rows.filter((r) => r.kind === 'original');
  const out = [
    `# bench:validate-gorust — ${display} (issue 22)`,
    '',
    `${values.set === 'tuning' ? 'TUNING' : 'Held-out'} ${display} packages (declared in bench/validate-gorust.ts before the first run): ${packages.join(', ')}; up to ${PER_PACKAGE} targets each (seed ${SEED}).`,
    'Each answer goes through implementStubs (dycoder retrieval, the OpenAI SDK against a scripted server, validation, one repair round).',
    'Original: "accepted clean" is the goal (rejected = false rejection, flagged = false alarm). Mutants: rejected/repaired is the goal (a needed import counts when the import is in the suggestion).',
    '',
    '| Language | Kind | n | rejected / repaired (or import added) | flagged only | missed |',
    '|---|---|---:|---:|---:|---:|',
    ...kinds.map((k) => {
      const rs = rows.filter((r) => r.kind === k);
      const n = rs.length;
      const c = (o: Outcome): number => rs.filter((r) => r.outcome === o).length;
      return k === 'original'
        ? `| ${display} | original body | ${n} | ${c('rejected')} (${pct(c('rejected'), n)}) false rejections | ${c('flagged')} (${pct(c('flagged'), n)}) false alarms | ${c('missed')} (${pct(c('missed'), n)}) accepted clean |`
        : `| ${display} | ${k} | ${n} | ${c('rejected')} (${pct(c('rejected'), n)}) | ${c('flagged')} (${pct(c('flagged'), n)}) | ${c('missed')} (${pct(c('missed'), n)}) |`;
    }),
    '',
    `Validation time of the first answer per target (original bodies, n=${originals.length}): median ${median(originals.map((r) => r.validationMs)).toFixed(1)} ms, p90 ${p90(originals.map((r) => r.validationMs)).toFixed(1)} ms; all answers (n=${rows.length}): median ${median(rows.map((r) => r.validationMs)).toFixed(1)} ms. Baseline in the same run: retrieval median ${median(rows.map((r) => r.retrievalMs)).toFixed(0)} ms per target. Load average ${load0.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (2 shared cores).`,
    '',
  ];
  const file = join(dirname(fileURLToPath(import.meta.url)), 'results', `validate-${LANG}${values.set === 'tuning' ? '-tuning' : ''}.md`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, out.join('\n'));
  console.log(out.join('\n'));
}

await main();
