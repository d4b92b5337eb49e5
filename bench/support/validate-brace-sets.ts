/**
 * bench:validate-brace's second held-out sets for Go, Rust and Java (DESIGN.md §5), DECLARED IN WRITING
 * 2026-12-02 ~12:35 UTC (session 9, issues 22/25), before any run of the answer checks on them and
 * before this session's changes to the Go/Rust/Java answer checks were tried on any of them.
 *
 * Rule (the same for the three languages): a written population, minus every package used in an
 * earlier set (tuning or held out, retrieval or validation: go-corpus.ts, rust-corpus.ts,
 * java-corpus.ts, the first validate-gorust sets and the packages the tests read), split into three
 * size strata by source-file count, three packages drawn per stratum with mulberry32(2612) over each
 * stratum in alphabetical order (strata small, medium, large in turn). Targets inside a package: the
 * benchmark's own rule (functions/methods with >= 3 body lines between brace lines), 10 per package
 * drawn with the benchmark's default seed (22).
 * - Go population: every directory under /usr/share/gocode/src holding a go.mod (testdata excluded),
 *   sized by its non-test .go files (nested modules, testdata and vendor excluded); strata < 30,
 *   30-150, > 150 files.
 * - Rust population: every crate under /usr/share/cargo/registry with >= 4 .rs files under src/,
 *   generated FFI bindings left out (libc, linux-raw-sys, winapi*); strata < 30, 30-99, >= 100 files.
 * - Java population: java-corpus.ts's JAVA_POPULATION (openjdk-17-source modules of 10-400 files);
 *   strata as there (10-40, 41-120, 121-400).
 * The draw's result is VALIDATE2_* below (printed by `tsx bench/support/validate-brace-sets.ts`).
 * The first run on them is the blind one; after it they are tuning sets.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { GO_TUNING, GOCODE, goHeldOut } from './go-corpus.js';
import { JAVA_POPULATION, JAVA_TUNING, javaHeldOut } from './java-corpus.js';
import { REGISTRY, RUST_TUNING, rustHeldOut } from './rust-corpus.js';
import { draw } from './brace-draw.js';

/** The first validate-gorust sets (bench/validate-gorust.ts, session 8), and what the Rust tests read. */
const GO_VALIDATE1 = ['github.com/dustin/go-humanize', 'github.com/google/uuid', 'github.com/BurntSushi/toml', 'github.com/sirupsen/logrus', 'github.com/spf13/afero', 'github.com/spf13/pflag'];
const RUST_VALIDATE1 = ['either-1.6.1', 'heck-0.4.0', 'log-0.4.17', 'indexmap-1.9.2', 'regex-1.7.1', 'petgraph-0.6.2', 'anyhow-1.0.69', 'itertools-0.10.3', 'hashbrown-0.12.3'];
/** Java validation tuning: the retrieval tuning modules (the checks are written against these). */
export const JAVA_VALIDATE_TUNING = ['java.sql', 'java.logging'];

export { draw };

export function goModules(dir = ''): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(GOCODE, dir), { withFileTypes: true })) {
    if (!e.isDirectory() || e.name === 'testdata' || e.name === 'vendor' || e.name.startsWith('.')) continue;
    const rel = dir === '' ? e.name : `${dir}/${e.name}`;
    if (existsSync(join(GOCODE, rel, 'go.mod'))) out.push(rel);
    out.push(...goModules(rel));
  }
  return out;
}

export function goFiles(dir: string): number {
  let n = 0;
  for (const e of readdirSync(join(GOCODE, dir), { withFileTypes: true })) {
    if (e.isDirectory()) {
      if (e.name === 'testdata' || e.name === 'vendor' || e.name.startsWith('.') || existsSync(join(GOCODE, dir, e.name, 'go.mod'))) continue;
      n += goFiles(`${dir}/${e.name}`);
    } else if (e.name.endsWith('.go') && !e.name.endsWith('_test.go')) n += 1;
  }
  return n;
}

export function rustFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? rustFiles(join(dir, e.name)) : e.name.endsWith('.rs') ? 1 : 0;
  return n;
}

export function goValidate2(): string[] {
  const used = new Set([...GO_TUNING, ...goHeldOut(), ...GO_VALIDATE1]);
  return draw(goModules().filter((m) => !used.has(m)), (m) => goFiles(m), [30, 150]);
}

export function rustValidate2(): string[] {
  const used = new Set([...RUST_TUNING, ...rustHeldOut(), ...RUST_VALIDATE1]);
  const ffi = (c: string): boolean => /^(libc|linux-raw-sys|winapi)/.test(c);
  const pool = readdirSync(REGISTRY).filter((c) => !used.has(c) && !ffi(c) && rustFiles(join(REGISTRY, c, 'src')) >= 4);
  return draw(pool, (c) => rustFiles(join(REGISTRY, c, 'src')), [30, 99]);
}

export function javaValidate2(): string[] {
  const used = new Set([...JAVA_TUNING, ...javaHeldOut()]);
  return draw(Object.keys(JAVA_POPULATION).filter((m) => !used.has(m)), (m) => JAVA_POPULATION[m] ?? 0, [41, 120]);
}

/** The draw's result (2026-12-02, printed by this file before any run on them). */
export const VALIDATE2_GO = [
  'github.com/stretchr/testify', 'github.com/rivo/uniseg', 'github.com/spf13/viper', 'github.com/go-chi/chi', 'github.com/pkg/sftp',
  'golang.org/x/net', 'golang.org/x/sys', 'golang.org/x/crypto',
] as const;
export const VALIDATE2_RUST = [
  'sval-1.0.0-alpha.5', 'os_str_bytes-6.0.0', 'serde-1.0.152', 'compiler_builtins-0.1.70', 'syn-1.0.107', 'gimli-0.27.0', 'tokio-1.24.2', 'rustix-0.35.12',
] as const;
export const VALIDATE2_JAVA = [
  'jdk.random', 'jdk.crypto.ec', 'jdk.management.agent', 'jdk.crypto.cryptoki', 'jdk.xml.dom', 'jdk.httpserver', 'jdk.jfr', 'jdk.javadoc', 'java.security.jgss',
] as const;

if (process.argv[1]?.endsWith('validate-brace-sets.ts')) {
  console.log(JSON.stringify({ go: goValidate2(), rust: rustValidate2(), java: javaValidate2() }, null, 1));
}
