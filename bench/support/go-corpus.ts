/**
 * Go benchmark corpora: the Go sources of Debian's golang-*-dev packages under
 * /usr/share/gocode/src (installed by `npm run bench:setup`; nobody here wrote them), copied into a
 * temp repository under their import path (so a go.mod they ship, or the GOPATH layout, is what
 * the resolver reads), ground truth from Go's type checker (go-ground-truth.go), and stubbing a
 * target in place with `panic("not implemented")`.
 *
 * The sets, declared in writing (2026-12-02, issue 25) before any `bench:retrieval --lang go` run:
 * - Population: the library trees of the Debian packages scripts/setup-test-deps.sh installs for
 *   Go (its test list and its DYCODER_BENCH_DEPS list), and spf13/pflag (installed with cobra):
 *   GO_POPULATION below, one import-path root per package.
 * - Tuning: the four trees read while the Go front end and its tests were written (pkg/errors,
 *   cobra, yaml.v3, go-cmp). Go retrieval rules may be diagnosed and tuned on these only.
 * - Held out: from the rest, by size stratum (non-test .go files of the tree: small < 15, medium
 *   15-60, large > 60, counted when the set is drawn), two per stratum, drawn with mulberry32 seed
 *   25 from each stratum in alphabetical order; run once, blind, with no Go tuning in between.
 * Held out 2 (declared 2026-12-02, session 9, issue 25, before any run on it; the first set and the
 * tuning set are tuning data from now on):
 * - Population 2: the rest of GO_POPULATION, plus GO_POPULATION_2 (the other library trees of
 *   golang-*-dev packages Debian installs beside them, with >= 5 non-test .go files; golang.org/x/sys
 *   left out: generated syscall tables, as the Rust population leaves out libc), less every tree of an
 *   earlier benchmark set that ran dycoder retrieval (GO_EARLIER_SETS: tuning, held out, the
 *   bench:validate-gorust sets, bench:e2e's x/net).
 * - Strata as above (< 15, 15-60, > 60 non-test .go files), two per stratum drawn with mulberry32 seed
 *   2612 from each stratum in alphabetical order; a tree with no target is reported, not replaced.
 *   Run once, blind (`--lang go --set heldout2`), with no Go tuning after this declaration.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { targetSchema, type BenchTarget } from './recall.js';
import type { Corpus } from './corpus.js';
import { mulberry32 } from './mulberry32.js';

export const GOCODE = '/usr/share/gocode/src';
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'go-ground-truth.go');

export const GO_POPULATION = [
  'github.com/BurntSushi/toml', 'github.com/dustin/go-humanize', 'github.com/fsnotify/fsnotify', 'github.com/go-chi/chi',
  'github.com/google/go-cmp', 'github.com/google/uuid', 'github.com/gorilla/mux', 'github.com/olekukonko/tablewriter',
  'github.com/pelletier/go-toml', 'github.com/pkg/errors', 'github.com/sirupsen/logrus', 'github.com/spf13/afero',
  'github.com/spf13/cobra', 'github.com/spf13/pflag', 'github.com/stretchr/testify', 'github.com/urfave/cli',
  'golang.org/x/sync', 'golang.org/x/text', 'gopkg.in/yaml.v3',
];
export const GO_TUNING = ['github.com/pkg/errors', 'github.com/spf13/cobra', 'gopkg.in/yaml.v3', 'github.com/google/go-cmp'];
export const GO_POPULATION_2 = [
  'github.com/davecgh/go-spew', 'github.com/hashicorp/hcl', 'github.com/magiconair/properties', 'github.com/mattn/go-runewidth',
  'github.com/pkg/sftp', 'github.com/rivo/uniseg', 'github.com/russross/blackfriday/v2', 'github.com/spf13/viper',
  'github.com/stretchr/objx', 'golang.org/x/crypto', 'golang.org/x/term', 'gopkg.in/ini.v1', 'gopkg.in/yaml.v2',
];
/** Trees of the earlier sets that ran dycoder retrieval: held out (first), validate-gorust, e2e; with GO_TUNING. */
export const GO_EARLIER_SETS = [
  'github.com/gorilla/mux', 'golang.org/x/sync', 'github.com/spf13/afero', 'github.com/spf13/pflag', 'golang.org/x/text',
  'github.com/dustin/go-humanize', 'github.com/google/uuid', 'github.com/BurntSushi/toml', 'github.com/sirupsen/logrus',
  'golang.org/x/net',
];

/** Directories under `dir` (relative to `root`) that hold non-test .go files, testdata left out. */
function packageDirs(root: string, dir: string): string[] {
  const out: string[] = [];
  const entries = readdirSync(join(root, dir), { withFileTypes: true });
  if (entries.some((e) => e.isFile() && e.name.endsWith('.go') && !e.name.endsWith('_test.go'))) out.push(dir);
  for (const e of entries) if (e.isDirectory() && e.name !== 'testdata' && !e.name.startsWith('.') && !e.name.startsWith('_')) out.push(...packageDirs(root, `${dir}/${e.name}`));
  return out;
}

export function goSourceCount(importPath: string): number {
  return packageDirs(GOCODE, importPath).reduce((n, d) => n + readdirSync(join(GOCODE, d)).filter((f) => f.endsWith('.go') && !f.endsWith('_test.go')).length, 0);
}

/** Two per size stratum (< 15, 15-60, > 60 non-test .go files) of `rest`, drawn with `seed`. */
function drawByStratum(rest: string[], seed: number): string[] {
  const size = (p: string): number => goSourceCount(p);
  const strata = [rest.filter((p) => size(p) < 15), rest.filter((p) => size(p) >= 15 && size(p) <= 60), rest.filter((p) => size(p) > 60)];
  const random = mulberry32(seed);
  return strata.flatMap((s) => {
    const pool = [...s];
    const picked: string[] = [];
    while (picked.length < 2 && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    return picked;
  });
}

/** The held-out set, drawn by the rule above. */
export function goHeldOut(): string[] {
  return drawByStratum(GO_POPULATION.filter((p) => !GO_TUNING.includes(p)).sort(), 25);
}

/** Held out 2, drawn by the rule above from population 2 less every earlier set. */
export function goHeldOut2(): string[] {
  const used = new Set([...GO_TUNING, ...GO_EARLIER_SETS]);
  return drawByStratum([...GO_POPULATION, ...GO_POPULATION_2].filter((p) => !used.has(p)).sort(), 2612);
}

export function goPackagesOf(set: string): string[] {
  if (set === 'tuning') return [...GO_TUNING];
  if (set === 'heldout2') return goHeldOut2();
  return goHeldOut();
}

let built: string | undefined;
function groundTruthBinary(): string {
  if (built !== undefined) return built;
  const dir = mkdtempSync(join(tmpdir(), 'dycoder-go-truth-'));
  execFileSync('go', ['build', '-o', join(dir, 'truth'), SCRIPT], { env: { ...process.env, GOCACHE: join(dir, 'cache'), GO111MODULE: 'off', GOFLAGS: '' }, stdio: 'pipe', timeout: 180_000 });
  built = join(dir, 'truth');
  return built;
}

export function prepareGoCorpus(pkg: string, seed: number, count: number): Corpus {
  const root = mkdtempSync(join(tmpdir(), `dycoder-bench-go-${pkg.split('/').pop() ?? 'pkg'}-`));
  mkdirSync(join(root, dirname(pkg)), { recursive: true });
  cpSync(join(GOCODE, pkg), join(root, pkg), { recursive: true, dereference: true, filter: (src) => !src.split('/').includes('testdata') });
  const out = execFileSync(groundTruthBinary(), [root, ...packageDirs(root, pkg)], { maxBuffer: 1 << 28, timeout: 600_000 }).toString('utf8');
  const candidates = out.split('\n').filter((l) => l.trim() !== '').map((l) => targetSchema.parse(JSON.parse(l)));
  const random = mulberry32(seed);
  const pool = [...candidates];
  const picked: BenchTarget[] = [];
  while (picked.length < count && pool.length > 0) picked.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return {
    root, pkg, candidates: candidates.length,
    targets: picked.sort((a, b) => a.file.localeCompare(b.file) || a.defLine - b.defLine),
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Replaces the target's body lines (inside the braces) with `panic("not implemented")`; returns a restorer. */
export function stubGoTarget(root: string, target: BenchTarget): () => void {
  const path = join(root, ...target.file.split('/'));
  const original = readFileSync(path, 'utf8');
  const lines = original.split('\n');
  lines.splice(target.bodyStart - 1, target.bodyEnd - target.bodyStart + 1, `${target.indent}panic("not implemented")`);
  writeFileSync(path, lines.join('\n'));
  return () => writeFileSync(path, original);
}

export const GO_NOTES = `
## How this is measured (Go)
- Corpora: the Go sources of Debian's golang-*-dev packages (/usr/share/gocode/src, \`npm run bench:setup\`; nobody here
  wrote them), each library tree copied to a temp repository under its import path (testdata left out).
- Sets, declared in bench/support/go-corpus.ts before any run: tuning = pkg/errors, cobra, yaml.v3, go-cmp (read while the
  Go front end was written); held out = two per size stratum (non-test .go files < 15, 15-60, > 60) drawn with seed 25 from
  the rest of a written population of 19 trees (\`--lang go\` runs the held-out set; \`--lang go --set tuning\` the tuning set).
  No Go retrieval rule was tuned before the held-out run: Go's rank weights are empty (the hand-set rule).
- Targets and ground truth: bench/support/go-ground-truth.go with Go's type checker (go/types; imports not followed), no
  code shared with the retriever. Functions and methods in the files go/build selects for linux/amd64, tests excluded,
  whose block body has >= 3 statements on lines of their own and >= 2 dependencies, taken in a seeded random order
  (seed 7). A dependency is a function, method or type declared at package level in the same package that the body
  refers to (calls, method calls the checker can type, type names, composite literals); the target itself does not count.
- The body (the lines inside its braces) is replaced by \`panic("not implemented")\`.
- Lenient: the dependency's declaration line is in the context, in a section of its own file; strict: its first
  body line (first statement, field or method) follows.
`;
