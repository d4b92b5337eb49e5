/**
 * bench:validate-brace's packages and targets for Go, Rust and Java: the sets, copying a package
 * into a temp repository, and drawing targets (functions and methods of non-test files whose body
 * has >= 3 lines between brace lines of their own, seeded).
 *
 * FIRST HELD-OUT SETS (Go, Rust), declared 2026-12-02 07:35 UTC in writing in bench/validate-gorust.ts
 * (now bench/validate-brace.ts), before any run of this benchmark: Go go-humanize (12 files),
 * google/uuid (14), BurntSushi/toml (18), sirupsen/logrus (26), spf13/afero (29), spf13/pflag (37);
 * Rust either, heck, log, indexmap, regex, petgraph. Run once blind in session 8; TUNING since.
 * SECOND HELD-OUT SETS (Go, Rust, Java): bench/support/validate-brace-sets.ts, declared 2026-12-02 in
 * session 9 before any run on them (`--set held-out2`); no longer blind.
 * THIRD HELD-OUT SETS (Go, Rust): bench/support/validate-brace-sets3.ts, declared in session 10 before any
 * run on them (`--set held-out3`).
 * THIRD HELD-OUT SET (Java): bench/support/validate-java-sets3.ts, declared in session 10 before any run on it (`--set held-out3`).
 * FOURTH HELD-OUT SET (Rust): bench/support/validate-rust-sets4.ts, declared in session 11 before any run on it (`--set held-out4`).
 * FIFTH HELD-OUT SET (Rust): bench/support/validate-rust-sets5.ts, declared in session 12 before any run on it (`--set held-out5`, 30 targets per crate).
 * FOURTH HELD-OUT SET (Java, with OpenJFX and BeanShell sources): bench/support/validate-java-sets4.ts, declared in session 11
 * before any run on it (`--set held-out4`).
 * FIFTH HELD-OUT SET (Go): bench/support/validate-brace-sets5-go.ts, declared in session 12 before any run on it (`--set held-out5-go`).
 * SEVENTH HELD-OUT SET (Java, Bazel units inside the whole Bazel tree, Metalworks, unseen JDK modules): bench/support/validate-java-sets7.ts,
 * declared in session 14 before any run on it (`--set held-out7`).
 * SIXTH HELD-OUT SET (Go): bench/support/validate-brace-sets6-go.ts, declared in session 13 before any run on it (`--set held-out6-go`).
 * EIGHTH HELD-OUT SET (Java): bench/support/validate-java-sets8.ts, declared in session 15 before any run on it (`--set held-out8-java`).
 * NINTH HELD-OUT SET (Java): bench/support/validate-java-sets9.ts, declared in session 17 before any run on it (`--set held-out9-java`).
 * EIGHTH HELD-OUT SET (Go): bench/support/validate-brace-sets8-go.ts, declared in session 17 before any run on it (`--set held-out8-go`).
 * NINTH HELD-OUT SET (Go) and TENTH (Java): validate-brace-sets9-go.ts and validate-java-sets10.ts, declared in session 18 before any run on them.
 * ELEVENTH HELD-OUT SET (Java, Debian source packages) and TWELFTH (Rust, Debian crates not installed before): validate-java-sets11.ts and
 * validate-rust-sets12.ts, declared in session 19 before any draw or run on them.
 * SEVENTH HELD-OUT SET (Go): bench/support/validate-brace-sets7-go.ts, declared in session 14 before any run on it (`--set held-out7-go`).
 * FOURTH HELD-OUT SET (Go): bench/support/validate-brace-sets4-go.ts, declared in session 11 before any run on it (`--set held-out4`, also spelled `held-out4-go` as in its first run).
 * TUNING: Go GO_TUNING (pkg/errors, cobra, yaml.v3, go-cmp); Rust anyhow, itertools, hashbrown; Java
 * java.sql, java.logging (JAVA_VALIDATE_TUNING); and the first held-out sets above.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { languageFor } from '../../src/core/languages/index.js';
import type { Definition } from '../../src/core/languages/types.js';
import { GO_TUNING } from './go-corpus.js';
import { SRC_ZIP } from './java-corpus.js';
import { JAVA_VALIDATE_TUNING, VALIDATE2_GO, VALIDATE2_JAVA, VALIDATE2_RUST } from './validate-brace-sets.js';
import { VALIDATE3_GO, VALIDATE3_RUST } from './validate-brace-sets3.js';
import { VALIDATE3_JAVA } from './validate-java-sets3.js';
import { VALIDATE4_RUST } from './validate-rust-sets4.js';
import { VALIDATE5_RUST } from './validate-rust-sets5.js';
import { VALIDATE6_RUST } from './validate-rust-sets6.js';
import { VALIDATE7_RUST } from './validate-rust-sets7.js';
import { VALIDATE8_RUST } from './validate-rust-sets8.js';
import { VALIDATE9_RUST } from './validate-rust-sets9.js';
import { VALIDATE10_RUST } from './validate-rust-sets10.js';
import { VALIDATE11_RUST } from './validate-rust-sets11.js';
import { prepareNonJdk, VALIDATE4_JAVA } from './validate-java-sets4.js';
import { VALIDATE4_GO } from './validate-brace-sets4-go.js';
import { prepareNonJdk5, VALIDATE5_JAVA } from './validate-java-sets5.js';
import { prepareNonJdk6, VALIDATE6_JAVA } from './validate-java-sets6.js';
import { VALIDATE7_JAVA } from './validate-java-sets7.js';
import { VALIDATE8_JAVA } from './validate-java-sets8.js';
import { VALIDATE9_JAVA } from './validate-java-sets9.js';
import { VALIDATE10_JAVA } from './validate-java-sets10.js';
import { prepareJavaSource11, VALIDATE11_JAVA } from './validate-java-sets11.js';
import { VALIDATE12_RUST } from './validate-rust-sets12.js';
import { prepareJavaSource12, VALIDATE12_JAVA } from './validate-java-sets12.js';
import { prepareJavaSource13, VALIDATE13_JAVA } from './validate-java-sets13.js';
import { VALIDATE13_RUST } from './validate-rust-sets13.js';
import { goValidate11 } from './validate-brace-sets11-go.js';
import { VALIDATE14_RUST } from './validate-rust-sets14.js';
import { VALIDATE15_RUST } from './validate-rust-sets15.js';
import { VALIDATE16_RUST } from './validate-rust-sets16.js';
import { VALIDATE17_RUST } from './validate-rust-sets17.js';
import { VALIDATE18_RUST } from './validate-rust-sets18.js';
import { VALIDATE19_RUST } from './validate-rust-sets19.js';
import { VALIDATE20_RUST } from './validate-rust-sets20.js';
import { VALIDATE12_GO } from './validate-brace-sets12-go.js';
import { VALIDATE13_GO } from './validate-brace-sets13-go.js';
import { prepareJavaSource14, VALIDATE14_JAVA } from './validate-java-sets14.js';
import { VALIDATE14_GO } from './validate-brace-sets14-go.js';
import { prepareJavaSource15, VALIDATE15_JAVA } from './validate-java-sets15.js';
import { goValidate5 } from './validate-brace-sets5-go.js';
import { goValidate6 } from './validate-brace-sets6-go.js';
import { goValidate7 } from './validate-brace-sets7-go.js';
import { goValidate8 } from './validate-brace-sets8-go.js';
import { goValidate9 } from './validate-brace-sets9-go.js';
import { goValidate10 } from './validate-brace-sets10-go.js';
import { mulberry32 } from './mulberry32.js';
export { mulberry32 };

export type BraceLang = 'go' | 'rust' | 'java';

export const GO_VALIDATE_HELD_OUT = [
  'github.com/dustin/go-humanize', 'github.com/google/uuid', 'github.com/BurntSushi/toml',
  'github.com/sirupsen/logrus', 'github.com/spf13/afero', 'github.com/spf13/pflag',
] as const;
export const RUST_VALIDATE_HELD_OUT = ['either-1.6.1', 'heck-0.4.0', 'log-0.4.17', 'indexmap-1.9.2', 'regex-1.7.1', 'petgraph-0.6.2'] as const;
export const RUST_VALIDATE_TUNING = ['anyhow-1.0.69', 'itertools-0.10.3', 'hashbrown-0.12.3'] as const;

const GOCODE = '/usr/share/gocode/src';
const REGISTRY = '/usr/share/cargo/registry';

export function packagesOf(lang: BraceLang, set: string): string[] {
  if (set === 'held-out3' && lang === 'java') return [...VALIDATE3_JAVA];
  if (set === 'held-out4' && lang === 'rust') return [...VALIDATE4_RUST];
  if (set === 'held-out5' && lang === 'rust') return [...VALIDATE5_RUST];
  if (set === 'held-out6' && lang === 'rust') return [...VALIDATE6_RUST];
  if (set === 'held-out7-rust' && lang === 'rust') return [...VALIDATE7_RUST];
  if (set === 'held-out7-rust') throw new Error('held-out7-rust is Rust\'s seventh held-out set (bench/support/validate-rust-sets7.ts)');
  if (set === 'held-out8-rust' && lang === 'rust') return [...VALIDATE8_RUST];
  if (set === 'held-out8-rust') throw new Error('held-out8-rust is Rust\'s eighth held-out set (bench/support/validate-rust-sets8.ts)');
  if (set === 'held-out9-rust' && lang === 'rust') return [...VALIDATE9_RUST];
  if (set === 'held-out9-rust') throw new Error('held-out9-rust is Rust\'s ninth held-out set (bench/support/validate-rust-sets9.ts)');
  if (set === 'held-out10-rust' && lang === 'rust') return [...VALIDATE10_RUST];
  if (set === 'held-out10-rust') throw new Error('held-out10-rust is Rust\'s tenth held-out set (bench/support/validate-rust-sets10.ts)');
  if (set === 'held-out11-rust' && lang === 'rust') return [...VALIDATE11_RUST];
  if (set === 'held-out11-rust') throw new Error('held-out11-rust is Rust\'s eleventh held-out set (bench/support/validate-rust-sets11.ts)');
  if (set === 'held-out16-rust' && lang === 'rust') return [...VALIDATE16_RUST];
  if (set === 'held-out16-rust') throw new Error('held-out16-rust is Rust\'s sixteenth held-out set (bench/support/validate-rust-sets16.ts)');
  if (set === 'held-out17-rust' && lang === 'rust') return [...VALIDATE17_RUST];
  if (set === 'held-out17-rust') throw new Error('held-out17-rust is Rust\'s seventeenth held-out set (bench/support/validate-rust-sets17.ts)');
  if (set === 'held-out18-rust' && lang === 'rust') return [...VALIDATE18_RUST];
  if (set === 'held-out18-rust') throw new Error('held-out18-rust is Rust\'s eighteenth held-out set (bench/support/validate-rust-sets18.ts)');
  if (set === 'held-out20-rust' && lang === 'rust') return [...VALIDATE20_RUST];
  if (set === 'held-out20-rust') throw new Error('held-out20-rust is Rust\'s twentieth held-out set (bench/support/validate-rust-sets20.ts)');
  if (set === 'held-out19-rust' && lang === 'rust') return [...VALIDATE19_RUST];
  if (set === 'held-out19-rust') throw new Error('held-out19-rust is Rust\'s nineteenth held-out set (bench/support/validate-rust-sets19.ts)');
  if (set === 'held-out15-rust' && lang === 'rust') return [...VALIDATE15_RUST];
  if (set === 'held-out15-rust') throw new Error('held-out15-rust is Rust\'s fifteenth held-out set (bench/support/validate-rust-sets15.ts)');
  if (set === 'held-out14-rust' && lang === 'rust') return [...VALIDATE14_RUST];
  if (set === 'held-out14-go' && lang === 'go') return [...VALIDATE14_GO];
  if (set === 'held-out15-java' && lang === 'java') return [...VALIDATE15_JAVA];
  if (set === 'held-out14-go' || set === 'held-out15-java') throw new Error(`${set} is ${set.endsWith('go') ? 'Go\'s fourteenth held-out set (bench/support/validate-brace-sets14-go.ts)' : 'Java\'s fifteenth held-out set (bench/support/validate-java-sets15.ts)'}`);
  if (set === 'held-out13-go' && lang === 'go') return [...VALIDATE13_GO];
  if (set === 'held-out14-java' && lang === 'java') return [...VALIDATE14_JAVA];
  if (set === 'held-out13-go' || set === 'held-out14-java') throw new Error(`${set} is ${set.endsWith('go') ? 'Go\'s thirteenth held-out set (bench/support/validate-brace-sets13-go.ts)' : 'Java\'s fourteenth held-out set (bench/support/validate-java-sets14.ts)'}`);
  if (set === 'held-out12-go' && lang === 'go') return [...VALIDATE12_GO];
  if (set === 'held-out14-rust' || set === 'held-out12-go') throw new Error(`${set} is ${set.endsWith('rust') ? 'Rust\'s fourteenth held-out set (bench/support/validate-rust-sets14.ts)' : 'Go\'s twelfth held-out set (bench/support/validate-brace-sets12-go.ts)'}`);
  if (set === 'held-out13-rust' && lang === 'rust') return [...VALIDATE13_RUST];
  if (set === 'held-out13-rust') throw new Error('held-out13-rust is Rust\'s thirteenth held-out set (bench/support/validate-rust-sets13.ts)');
  if (set === 'held-out12-java' && lang === 'java') return [...VALIDATE12_JAVA];
  if (set === 'held-out13-java' && lang === 'java') return [...VALIDATE13_JAVA];
  if (set === 'held-out12-java') throw new Error('held-out12-java is Java\'s twelfth held-out set (bench/support/validate-java-sets12.ts)');
  if (set === 'held-out11-go' && lang === 'go') return goValidate11();
  if (set === 'held-out11-go') throw new Error('held-out11-go is Go\'s eleventh held-out set (bench/support/validate-brace-sets11-go.ts)');
  if (set === 'held-out12-rust' && lang === 'rust') return [...VALIDATE12_RUST];
  if (set === 'held-out12-rust') throw new Error('held-out12-rust is Rust\'s twelfth held-out set (bench/support/validate-rust-sets12.ts)');
  if (set === 'held-out11-java' && lang === 'java') return [...VALIDATE11_JAVA];
  if (set === 'held-out11-java') throw new Error('held-out11-java is Java\'s eleventh held-out set (bench/support/validate-java-sets11.ts)');
  if (set === 'held-out4' && lang === 'java') return [...VALIDATE4_JAVA];
  if (set === 'held-out5' && lang === 'java') return [...VALIDATE5_JAVA];
  if (set === 'held-out6' && lang === 'java') return [...VALIDATE6_JAVA];
  if (set === 'held-out7' && lang === 'java') return [...VALIDATE7_JAVA];
  if (set === 'held-out8-java' && lang === 'java') return [...VALIDATE8_JAVA];
  if (set === 'held-out9-java' && lang === 'java') return [...VALIDATE9_JAVA];
  if (set === 'held-out10-java' && lang === 'java') return [...VALIDATE10_JAVA];
  if (set === 'held-out10-java') throw new Error('held-out10-java is Java\'s tenth held-out set (bench/support/validate-java-sets10.ts)');
  if (set === 'held-out9-java') throw new Error('held-out9-java is Java\'s ninth held-out set (bench/support/validate-java-sets9.ts)');
  if (set === 'held-out8-java') throw new Error('held-out8-java is Java\'s eighth held-out set (bench/support/validate-java-sets8.ts)');
  if ((set === 'held-out4' || set === 'held-out4-go') && lang === 'go') return [...VALIDATE4_GO];
  if (set === 'held-out5-go' && lang === 'go') return goValidate5();
  if (set === 'held-out5-go') throw new Error('held-out5-go is Go\'s fifth held-out set (bench/support/validate-brace-sets5-go.ts)');
  if (set === 'held-out6-go' && lang === 'go') return goValidate6();
  if (set === 'held-out6-go') throw new Error('held-out6-go is Go\'s sixth held-out set (bench/support/validate-brace-sets6-go.ts)');
  if (set === 'held-out7-go' && lang === 'go') return goValidate7();
  if (set === 'held-out8-go' && lang === 'go') return goValidate8();
  if (set === 'held-out10-go' && lang === 'go') return goValidate10();
  if (set === 'held-out10-go') throw new Error('held-out10-go is Go\'s tenth held-out set (bench/support/validate-brace-sets10-go.ts)');
  if (set === 'held-out9-go' && lang === 'go') return goValidate9();
  if (set === 'held-out9-go') throw new Error('held-out9-go is Go\'s ninth held-out set (bench/support/validate-brace-sets9-go.ts)');
  if (set === 'held-out8-go') throw new Error('held-out8-go is Go\'s eighth held-out set (bench/support/validate-brace-sets8-go.ts)');
  if (set === 'held-out7-go') throw new Error('held-out7-go is Go\'s seventh held-out set (bench/support/validate-brace-sets7-go.ts)');
  if (set === 'held-out4-go') throw new Error('held-out4-go is Go\'s fourth held-out set (bench/support/validate-brace-sets4-go.ts)');
  if (set === 'held-out2') return lang === 'go' ? [...VALIDATE2_GO] : lang === 'rust' ? [...VALIDATE2_RUST] : [...VALIDATE2_JAVA];
  if (set === 'held-out3') return lang === 'go' ? [...VALIDATE3_GO] : [...VALIDATE3_RUST];
  if (set === 'tuning') return lang === 'go' ? [...GO_TUNING] : lang === 'rust' ? [...RUST_VALIDATE_TUNING] : [...JAVA_VALIDATE_TUNING];
  if (lang === 'java') throw new Error('Java has no first held-out set: use --set tuning or --set held-out2');
  return lang === 'go' ? [...GO_VALIDATE_HELD_OUT] : [...RUST_VALIDATE_HELD_OUT];
}

const walk = (dir: string, keep: (f: string) => boolean): string[] =>
  readdirSync(dir).sort().flatMap((e) => {
    const p = join(dir, e);
    if (statSync(p).isDirectory()) return e === 'testdata' || e === 'vendor' || e === 'target' || e.startsWith('.') ? [] : walk(p, keep);
    return keep(p) ? [p] : [];
  });

export interface Target {
  file: string;
  def: Definition;
  /** 1-based first and last line between the braces. */
  from: number;
  to: number;
}

export interface Prepared {
  root: string;
  /** Repo-relative source files to draw targets from. */
  files: string[];
}

export function prepare(lang: BraceLang, pkg: string): Prepared {
  const root = mkdtempSync(join(tmpdir(), `dycoder-bench-validate-${lang}-`));
  if (lang === 'go') {
    mkdirSync(join(root, dirname(pkg)), { recursive: true });
    cpSync(join(GOCODE, pkg), join(root, pkg), { recursive: true, dereference: true, filter: (src) => !src.split('/').includes('testdata') });
    const files = walk(join(root, pkg), (f) => f.endsWith('.go') && !f.endsWith('_test.go')).map((f) => relative(root, f));
    return { root, files };
  }
  if (lang === 'java') {
    const nonJdk = prepareNonJdk(pkg, root) ?? prepareNonJdk5(pkg, root) ?? prepareNonJdk6(pkg, root) ?? prepareJavaSource11(pkg, root) ?? prepareJavaSource12(pkg, root) ?? prepareJavaSource13(pkg, root) ?? prepareJavaSource14(pkg, root) ?? prepareJavaSource15(pkg, root);
    if (nonJdk !== undefined) return { root, files: nonJdk };
    execFileSync('unzip', ['-q', SRC_ZIP, `${pkg}/*`, '-d', root], { timeout: 300_000 });
    rmSync(join(root, pkg, 'module-info.java'), { force: true });
    return { root, files: walk(join(root, pkg), (f) => f.endsWith('.java')).map((f) => relative(root, f)) };
  }
  cpSync(join(REGISTRY, pkg, 'Cargo.toml'), join(root, 'Cargo.toml'));
  cpSync(join(REGISTRY, pkg, 'src'), join(root, 'src'), { recursive: true, dereference: true });
  return { root, files: walk(join(root, 'src'), (f) => f.endsWith('.rs')).map((f) => relative(root, f)) };
}

/**
 * How a target's `{` may stand: `same-line` (sets declared up to session 19: the header's last line ends with `{`) or
 * `own-line-too` (sets declared from session 20: also Allman style, `{` alone on the line after the header: Maven's Java,
 * Xalan, rustfmt after a `where` clause). Before session 20 the second form gave no target (maven-javadoc-plugin and
 * maven-plugin-tools, Java held out 11); earlier sets keep their rule so their targets stay the ones they had.
 */
export type BraceRule = 'same-line' | 'own-line-too';

export function targetsOf(p: Prepared, count: number, seed: number, rule: BraceRule = 'same-line'): Target[] {
  return drawOrder(p, seed, rule).slice(0, count).sort((a, b) => a.file.localeCompare(b.file) || a.def.range.start - b.def.range.start);
}

/** Every eligible target of the package in the seeded draw's order (targetsOf takes the first `count`, sorted by place). */
export function drawOrder(p: Prepared, seed: number, rule: BraceRule = 'same-line'): Target[] {
  const all: Target[] = [];
  for (const file of p.files) {
    const text = readFileSync(join(p.root, file), 'utf8');
    const lang = languageFor(file);
    const parsed = lang.parse(text, file);
    const lines = text.split('\n');
    for (const def of parsed.definitions) {
      // Go marks bodiless functions with a declKind; Rust names every function's ('fn', 'method'); Java's plain methods have none.
      const plain = def.declKind === undefined || def.declKind === 'fn' || def.declKind === 'method';
      if ((def.kind !== 'function' && def.kind !== 'method') || def.bodyRange === undefined || !plain) continue;
      if (/(^|\.)tests?(\.|$)/.test(def.qualname) || def.decorators.some((d) => /\btest\b/.test(d))) continue;
      const headerEnd = def.range.start + def.signature.split('\n').length - 1;
      const ownLine = rule === 'own-line-too' && (lines[headerEnd] ?? '').trim() === '{';
      const sigEnd = (lines[headerEnd - 1] ?? '').trimEnd().endsWith('{') ? headerEnd : ownLine ? headerEnd + 1 : -1;
      if (sigEnd < 0 || (lines[def.range.end - 1] ?? '').trim() !== '}') continue;
      const from = sigEnd + 1;
      const to = def.range.end - 1;
      if (to - from + 1 < 3) continue;
      if (lang.findStubs(text, file, parsed).some((s) => s.defLine === def.range.start)) continue;
      all.push({ file, def, from, to });
    }
  }
  const random = mulberry32(seed);
  const picked: Target[] = [];
  while (all.length > 0) picked.push(all.splice(Math.floor(random() * all.length), 1)[0]!);
  return picked;
}

export const STUB_LINE: Record<BraceLang, string> = { go: 'panic("not implemented")', rust: 'todo!()', java: 'throw new UnsupportedOperationException();' };

export function disposePrepared(p: Prepared): void {
  rmSync(p.root, { recursive: true, force: true });
}
