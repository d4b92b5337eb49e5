/**
 * `npm run bench:validate-brace` (also `bench:validate-gorust`) — do Go, Rust and Java suggestions
 * compile? (issues 22 and 25). Sets and targets: bench/support/validate-brace-corpus.ts (the first
 * held-out sets, declared here in session 8) and bench/support/validate-brace-sets.ts (the second,
 * declared in session 9 before any run on them).
 *
 * Method: stub-and-recover through the whole pipeline (implementStubs: selection, dycoder retrieval,
 * prompt, the real OpenAI SDK against the scripted OpenAI-compatible server, parse, validation, one
 * repair round), as bench/validate.ts does for Python. Targets: functions and methods of the
 * package's non-test files whose body has >= 3 lines between brace lines of their own, drawn with
 * mulberry32(seed); the lines between the braces become `panic("not implemented")` / `todo!()` /
 * `throw new UnsupportedOperationException();`.
 * For each target the server answers first with the ORIGINAL body (must be accepted with no
 * warning) or a mutant (bench/support/mutants-brace.ts), and on repair with the original.
 *
 * Usage: npm run bench:validate-brace -- [--lang go|rust|java] [--set held-out|held-out2|held-out3|held-out4 (held-out4-go)|held-out5 (Java, Rust)|held-out5-go|held-out6 (Rust, Java)|held-out7 (Java)|held-out6-go|held-out7-go|tuning] [--per-package N] [--seed S] [--only pkg] [--tag name] [--verbose] [--shard k/n | --merge n] [--originals-only] [--kinds k1,k2]
 * (--tag adds `-<name>` to the results file's name, so a re-run does not overwrite a committed result;
 * --shard k/n runs the k-th of n slices of the set's packages (every n-th from the k-th) in its own process and
 * writes its rows beside its report; --merge n, with the same other options, writes the report of the n shards' rows;
 * --kinds original,wrong-member,.. answers only those kinds)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
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
import { HELD_OUT8_RUST } from './support/validate-rust-sets8.js';
import { HELD_OUT9_RUST } from './support/validate-rust-sets9.js';
import { HELD_OUT10_RUST } from './support/validate-rust-sets10.js';
import { HELD_OUT11_RUST } from './support/validate-rust-sets11.js';
import { HELD_OUT12_RUST } from './support/validate-rust-sets12.js';
import { HELD_OUT13_RUST } from './support/validate-rust-sets13.js';
import { HELD_OUT14_RUST } from './support/validate-rust-sets14.js';
import { HELD_OUT15_RUST } from './support/validate-rust-sets15.js';
import { HELD_OUT16_RUST } from './support/validate-rust-sets16.js';
import { HELD_OUT17_RUST } from './support/validate-rust-sets17.js';
import { HELD_OUT18_RUST } from './support/validate-rust-sets18.js';
import { HELD_OUT19_RUST } from './support/validate-rust-sets19.js';
import { HELD_OUT20_RUST } from './support/validate-rust-sets20.js';
import { HELD_OUT21_RUST, VALIDATE21_RUST, VALIDATE21_RUST_PART_B } from './support/validate-rust-sets21.js';
import { HELD_OUT22_RUST, VALIDATE22_RUST, VALIDATE22_RUST_PART_B } from './support/validate-rust-sets22.js';
import { createLocalRustDependencies, DEBIAN_CARGO_REGISTRY } from '../src/adapters/dependencies/rust-registry.js';
import { HELD_OUT12_GO } from './support/validate-brace-sets12-go.js';
import { HELD_OUT13_GO } from './support/validate-brace-sets13-go.js';
import { HELD_OUT14_GO } from './support/validate-brace-sets14-go.js';
import { requiredArgsOf } from './support/required-args.js';
import { debianJavaDependencies, warmDebianJavaDependencies } from './support/java-deps13.js';
import { javaDependencySplit, type DependencySplit } from './support/java-split-deps13.js';
import { indexCrate, memberSplit, type CrateIndex } from './support/rust-member-split.js';
import { goMemberSplit, indexGoModule, type GoModuleIndex } from './support/go-member-split.js';
import { indexJavaSources, javaMemberSplit, type JavaSourceIndex } from './support/java-member-split.js';
import { disposePrepared, drawOrder, packagesOf, prepare, STUB_LINE, targetsOf, type BraceLang, type BraceRule, type Prepared } from './support/validate-brace-corpus.js';

const { values } = parseArgs({
  options: {
    lang: { type: 'string', default: 'go' }, set: { type: 'string', default: 'held-out' }, 'per-package': { type: 'string' },
    seed: { type: 'string', default: '22' }, only: { type: 'string' }, verbose: { type: 'boolean', default: false }, tag: { type: 'string' },
    shard: { type: 'string' }, merge: { type: 'string' }, 'originals-only': { type: 'boolean', default: false }, kinds: { type: 'string' },
    // Session 21: `--deps debian` gives the Java answer checks the local dependency adapter on Debian's installed trees.
    deps: { type: 'string' },
  },
});
if (values.set === 'held-out8-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT8_RUST.perPackage), tag: `heldout8${values.tag === undefined ? '' : `-${values.tag}`}` }); // Rust's eighth held-out set (validate-rust-sets8.ts): 20 targets per crate, then member/import-only ones
if (values.set === 'held-out9-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT9_RUST.perPackage), tag: `heldout9${values.tag === undefined ? '' : `-${values.tag}`}` }); // Rust's ninth held-out set (validate-rust-sets9.ts): 20 targets per crate, then member/import/arity-only ones
if (values.set === 'held-out11-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT11_RUST.perPackage), tag: `heldout11${values.tag === undefined ? '' : `-${values.tag}`}` }); // Rust's eleventh held-out set (validate-rust-sets11.ts, session 18): 20 targets per crate, then member/import/arity-only ones (8/12/6)
if (values.set === 'held-out10-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT10_RUST.perPackage), tag: `heldout10${values.tag === undefined ? '' : `-${values.tag}`}` }); // Rust's tenth held-out set (validate-rust-sets10.ts): 20 targets per crate, then member/import/arity-only ones (8/8/5)
if (values.set === 'held-out7-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? '25', tag: `heldout7${values.tag === undefined ? '' : `-${values.tag}`}` }); // Rust's seventh held-out set (validate-rust-sets7.ts): 25 targets per crate, results validate-rust-heldout7*.md
if (values.set === 'held-out8-java') Object.assign(values, { lang: 'java', 'per-package': values['per-package'] ?? '20', tag: `heldout8${values.tag === undefined ? '' : `-${values.tag}`}` }); // Java's eighth held-out set (validate-java-sets8.ts, blind on its first run): 20 targets per package, results validate-java-heldout8*.md
if (values.set === 'held-out8-go' || values.set === 'held-out9-java') Object.assign(values, { lang: values.set === 'held-out8-go' ? 'go' : 'java', 'per-package': values['per-package'] ?? (values.set === 'held-out8-go' ? '15' : '20'), tag: `${values.set === 'held-out8-go' ? 'heldout8' : 'heldout9'}${values.tag === undefined ? '' : `-${values.tag}`}` }); // Go's eighth (validate-brace-sets8-go.ts, 15 per package) and Java's ninth (validate-java-sets9.ts, 20 per package) held-out sets, session 17, blind on their first run
if (values.set === 'held-out9-go' || values.set === 'held-out10-java') Object.assign(values, { lang: values.set === 'held-out9-go' ? 'go' : 'java', 'per-package': values['per-package'] ?? (values.set === 'held-out9-go' ? '15' : '20'), tag: `${values.set === 'held-out9-go' ? 'heldout9' : 'heldout10'}${values.tag === undefined ? '' : `-${values.tag}`}` }); // Go's ninth (validate-brace-sets9-go.ts, 15 per package) and Java's tenth (validate-java-sets10.ts, 20 per package) held-out sets, session 18, blind on their first run
if (values.set === 'held-out10-go') Object.assign(values, { lang: 'go', 'per-package': values['per-package'] ?? '15', tag: `heldout10${values.tag === undefined ? '' : `-${values.tag}`}` }); // Go's tenth held-out set (validate-brace-sets10-go.ts, session 19), 15 per package
if (values.set === 'held-out12-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT12_RUST.perPackage), tag: `heldout12${values.tag === undefined ? '' : `-${values.tag}`}` }); // Rust's twelfth held-out set (validate-rust-sets12.ts, session 19): 20 targets per crate, then member/import/arity-only ones (8/12/6)
// Session 20's sets: Java held out 12 (validate-java-sets12.ts, 20 per package), Rust held out 13 (validate-rust-sets13.ts, 20 per
// crate then member/import/arity-only ones, 8/12/6), Go held out 11 (validate-brace-sets11-go.ts, 15 per package); blind on their first run.
if (values.set === 'held-out12-java') Object.assign(values, { lang: 'java', 'per-package': values['per-package'] ?? '20', tag: `heldout12${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 21's Java held out 13 (validate-java-sets13.ts, 20 per package), run with `--deps debian`; blind on its first run.
if (values.set === 'held-out13-java') Object.assign(values, { lang: 'java', 'per-package': values['per-package'] ?? '20', tag: `heldout13${values.tag === undefined ? '' : `-${values.tag}`}` });
if (values.set === 'held-out13-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT13_RUST.perPackage), tag: `heldout13${values.tag === undefined ? '' : `-${values.tag}`}` });
if (values.set === 'held-out11-go') Object.assign(values, { lang: 'go', 'per-package': values['per-package'] ?? '15', tag: `heldout11${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 21's: Rust held out 14 (validate-rust-sets14.ts, 6 per crate then member/import/arity-only ones, 4/4/3), Go held out 12
// (validate-brace-sets12-go.ts, 6 per module); blind on their first run.
if (values.set === 'held-out14-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT14_RUST.perPackage), tag: `heldout14${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 22's Rust held out 15 (validate-rust-sets15.ts, 6 per crate then member/import/arity-only ones, 4/5/3), run with
// `--deps debian`; blind on its first run.
if (values.set === 'held-out15-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT15_RUST.perPackage), tag: `heldout15${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 23's Rust held out 16 (validate-rust-sets16.ts, 7 per crate then member/import/arity-only ones, 4/5/3), run with
// `--deps debian`; blind on its first run.
if (values.set === 'held-out16-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT16_RUST.perPackage), tag: `heldout16${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 24's Rust held out 17 (validate-rust-sets17.ts, 7 per crate then member/import/arity/helper-only ones, 4/5/3/3, at
// most 30 further targets), run with `--deps debian`; blind on its first run.
if (values.set === 'held-out17-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT17_RUST.perPackage), tag: `heldout17${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 25's Rust held out 18 (validate-rust-sets18.ts, every size; 7 per crate then member/import/arity/helper-only ones,
// 4/6/3/3, at most 40 further targets), run with `--deps debian`; blind on its first run.
if (values.set === 'held-out18-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT18_RUST.perPackage), tag: `heldout18${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 26's Rust held out 19 (validate-rust-sets19.ts, held out 18's rule, continuation 5/7/3/3 with at most 45 further targets).
if (values.set === 'held-out19-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT19_RUST.perPackage), tag: `heldout19${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 27's Rust held out 20 (validate-rust-sets20.ts, held out 19's rule with six crates per stratum, continuation 5/10/3/3
// with at most 80 further targets).
if (values.set === 'held-out20-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT20_RUST.perPackage), tag: `heldout20${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 28's Rust held out 21 (validate-rust-sets21.ts): Part A as 20 with 5/6/3/3 (needed imports looked for in 300 further
// targets, the other kinds in 80); Part B's crates give only needed-import mutants, in their first 300 targets.
if (values.set === 'held-out21-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT21_RUST.perPackage), tag: `heldout21${values.tag === undefined ? '' : `-${values.tag}`}` });
if (values.set === 'held-out22-rust') Object.assign(values, { lang: 'rust', 'per-package': values['per-package'] ?? String(HELD_OUT22_RUST.perPackage), tag: `heldout22${values.tag === undefined ? '' : `-${values.tag}`}` });
// Held out 21 and 22 (same quotas, caps and Part B rule).
const H21 = values.set === 'held-out21-rust' ? HELD_OUT21_RUST : values.set === 'held-out22-rust' ? HELD_OUT22_RUST : undefined;
if (values.set === 'held-out12-go') Object.assign(values, { lang: 'go', 'per-package': values['per-package'] ?? String(HELD_OUT12_GO.perPackage), tag: `heldout12${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 22's: Go held out 13 (validate-brace-sets13-go.ts, 8 per module then needed-import/arity-only ones, 3/3) and Java held
// out 14 (validate-java-sets14.ts, 20 per package, run with `--deps debian`); blind on their first run.
if (values.set === 'held-out13-go') Object.assign(values, { lang: 'go', 'per-package': values['per-package'] ?? String(HELD_OUT13_GO.perPackage), tag: `heldout13${values.tag === undefined ? '' : `-${values.tag}`}` });
if (values.set === 'held-out14-java') Object.assign(values, { lang: 'java', 'per-package': values['per-package'] ?? '20', tag: `heldout14${values.tag === undefined ? '' : `-${values.tag}`}` });
// Session 23's: Go held out 14 (validate-brace-sets14-go.ts, 8 per module then needed-import/arity/helper-only ones, 3/3/3, at
// most 40 further targets) and Java held out 15 (validate-java-sets15.ts, 20 per package, `--deps debian`); blind on their first run.
if (values.set === 'held-out14-go') Object.assign(values, { lang: 'go', 'per-package': values['per-package'] ?? String(HELD_OUT14_GO.perPackage), tag: `heldout14${values.tag === undefined ? '' : `-${values.tag}`}` });
if (values.set === 'held-out15-java') Object.assign(values, { lang: 'java', 'per-package': values['per-package'] ?? '20', tag: `heldout15${values.tag === undefined ? '' : `-${values.tag}`}` });
if (values.set === 'held-out11-java') Object.assign(values, { lang: 'java', 'per-package': values['per-package'] ?? '20', tag: `heldout11${values.tag === undefined ? '' : `-${values.tag}`}` }); // Java's eleventh held-out set (validate-java-sets11.ts, session 19: Debian source packages), 20 per package
const LANG: BraceLang = values.lang === 'rust' ? 'rust' : values.lang === 'java' ? 'java' : 'go';
// The second and third held-out sets were declared with 10 targets per package; the first with 8.
const PER_PACKAGE = Number(values['per-package'] ?? (values.set === 'held-out6' && LANG === 'rust' ? '25' : values.set === 'held-out5-go' || values.set === 'held-out6-go' || values.set === 'held-out7-go' ? '15' : values.set === 'held-out5' && LANG === 'rust' ? '30' : values.set === 'held-out5' && LANG === 'java' ? '12' : (values.set === 'held-out6' || values.set === 'held-out7') && LANG === 'java' ? '16' : values.set === 'held-out2' || values.set === 'held-out3' || (values.set === 'held-out4' || values.set === 'held-out4-go') ? '10' : '8'));
// Needed-import mutants per package wanted in all: past the drawn targets, further targets in the same seeded order give only
// their needed-import mutant until the package has this many (Rust held out 7: few imports are read by one body alone).
const IMPORT_MUTANTS = H21 ? H21.imports : values.set === 'held-out20-rust' ? HELD_OUT20_RUST.imports : values.set === 'held-out14-go' ? HELD_OUT14_GO.imports : values.set === 'held-out19-rust' ? HELD_OUT19_RUST.imports : values.set === 'held-out18-rust' ? HELD_OUT18_RUST.imports : values.set === 'held-out17-rust' ? HELD_OUT17_RUST.imports : values.set === 'held-out16-rust' ? HELD_OUT16_RUST.imports : values.set === 'held-out15-rust' ? HELD_OUT15_RUST.imports : values.set === 'held-out13-go' ? HELD_OUT13_GO.imports : values.set === 'held-out14-rust' ? HELD_OUT14_RUST.imports : values.set === 'held-out13-rust' ? HELD_OUT13_RUST.imports : values.set === 'held-out12-rust' ? HELD_OUT12_RUST.imports : values.set === 'held-out11-rust' ? HELD_OUT11_RUST.imports : values.set === 'held-out10-rust' ? HELD_OUT10_RUST.imports : values.set === 'held-out7-rust' ? 6 : values.set === 'held-out8-rust' ? HELD_OUT8_RUST.imports : values.set === 'held-out9-rust' ? HELD_OUT9_RUST.imports : 0;
// The same for wrong-member mutants (Rust held out 8).
const MEMBER_MUTANTS = H21 ? H21.members : values.set === 'held-out20-rust' ? HELD_OUT20_RUST.members : values.set === 'held-out19-rust' ? HELD_OUT19_RUST.members : values.set === 'held-out18-rust' ? HELD_OUT18_RUST.members : values.set === 'held-out17-rust' ? HELD_OUT17_RUST.members : values.set === 'held-out16-rust' ? HELD_OUT16_RUST.members : values.set === 'held-out15-rust' ? HELD_OUT15_RUST.members : values.set === 'held-out13-go' ? HELD_OUT13_GO.members : values.set === 'held-out14-rust' ? HELD_OUT14_RUST.members : values.set === 'held-out13-rust' ? HELD_OUT13_RUST.members : values.set === 'held-out12-rust' ? HELD_OUT12_RUST.members : values.set === 'held-out11-rust' ? HELD_OUT11_RUST.members : values.set === 'held-out10-rust' ? HELD_OUT10_RUST.members : values.set === 'held-out8-rust' ? HELD_OUT8_RUST.members : values.set === 'held-out9-rust' ? HELD_OUT9_RUST.members : 0;
// The same for wrong-arity mutants (Rust held out 9).
const ARITY_MUTANTS = H21 ? H21.arity : values.set === 'held-out20-rust' ? HELD_OUT20_RUST.arity : values.set === 'held-out14-go' ? HELD_OUT14_GO.arity : values.set === 'held-out19-rust' ? HELD_OUT19_RUST.arity : values.set === 'held-out18-rust' ? HELD_OUT18_RUST.arity : values.set === 'held-out17-rust' ? HELD_OUT17_RUST.arity : values.set === 'held-out16-rust' ? HELD_OUT16_RUST.arity : values.set === 'held-out15-rust' ? HELD_OUT15_RUST.arity : values.set === 'held-out13-go' ? HELD_OUT13_GO.arity : values.set === 'held-out14-rust' ? HELD_OUT14_RUST.arity : values.set === 'held-out13-rust' ? HELD_OUT13_RUST.arity : values.set === 'held-out12-rust' ? HELD_OUT12_RUST.arity : values.set === 'held-out11-rust' ? HELD_OUT11_RUST.arity : values.set === 'held-out10-rust' ? HELD_OUT10_RUST.arity : values.set === 'held-out9-rust' ? HELD_OUT9_RUST.arity : 0;
// The same for hallucinated-helper mutants (Go held out 14, session 23), and the most further targets looked at per package.
const HELPER_MUTANTS = H21 ? H21.helpers : values.set === 'held-out20-rust' ? HELD_OUT20_RUST.helpers : values.set === 'held-out14-go' ? HELD_OUT14_GO.helpers : values.set === 'held-out19-rust' ? HELD_OUT19_RUST.helpers : values.set === 'held-out18-rust' ? HELD_OUT18_RUST.helpers : values.set === 'held-out17-rust' ? HELD_OUT17_RUST.helpers : 0;
const FURTHER_CAP = H21 ? H21.further : values.set === 'held-out20-rust' ? HELD_OUT20_RUST.further : values.set === 'held-out14-go' ? HELD_OUT14_GO.further : values.set === 'held-out19-rust' ? HELD_OUT19_RUST.further : values.set === 'held-out18-rust' ? HELD_OUT18_RUST.further : values.set === 'held-out17-rust' ? HELD_OUT17_RUST.further : Infinity;
// How many further targets the needed-import kind alone looks at (held out 21; the other sets: the same cap as every kind).
const IMPORT_FURTHER = H21 ? H21.importFurther : FURTHER_CAP;
// Sets declared from session 20 take a target whose `{` stands alone on the line after its header too (validate-brace-corpus.ts).
const BRACE_RULE: BraceRule = ['held-out12-java', 'held-out13-java', 'held-out13-rust', 'held-out11-go', 'held-out14-rust', 'held-out12-go', 'held-out15-rust', 'held-out13-go', 'held-out14-java', 'held-out16-rust', 'held-out14-go', 'held-out15-java', 'held-out17-rust', 'held-out18-rust', 'held-out19-rust', 'held-out20-rust', 'held-out21-rust', 'held-out22-rust'].includes(values.set ?? '') ? 'own-line-too' : 'same-line';
const SHARD = values.shard === undefined ? undefined : (/^(\d+)\/(\d+)$/.exec(values.shard)?.slice(1).map(Number) as [number, number] | undefined);
if (values.shard !== undefined && (SHARD === undefined || SHARD[0] < 1 || SHARD[0] > SHARD[1])) throw new Error(`--shard takes k/n with 1 <= k <= n, not ${values.shard}`);
const SEED = Number(values.seed);
if (values.deps !== undefined && values.deps !== 'debian') throw new Error(`--deps takes debian, not ${values.deps}`);
/** The dependency adapter of `--deps debian` (session 21): Debian's Maven-layout tree, its only version of a named artifact, and every installed jar. */
// Session 22: for Rust, the crates' dependencies from Debian's cargo registry (their traits' methods; rust-registry.ts).
const JAVA_DEPENDENCIES = values.deps === 'debian' && LANG !== 'rust' ? debianJavaDependencies() : undefined;
if (JAVA_DEPENDENCIES !== undefined) await warmDebianJavaDependencies(JAVA_DEPENDENCIES);
const DEPENDENCIES = values.deps !== 'debian' ? undefined : LANG === 'rust' ? { rust: createLocalRustDependencies([DEBIAN_CARGO_REGISTRY]) } : { java: JAVA_DEPENDENCIES! };
// --kinds a,b (session 21): only these mutation kinds are answered (a re-run of the kinds a change touched; NOT blind).
const KINDS = values.kinds === undefined ? undefined : new Set(values.kinds.split(','));
const wanted = (kind: MutantKind): boolean => KINDS === undefined || KINDS.has(kind);
// The code the run loaded: read once at the start (commits made while it runs are not in it).
const COMMIT = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim();

/** Methods of a Java type the repository declares in a file named after it (for typed-receiver mutants). */
function javaTypeMethods(p: Prepared): (type: string) => Set<string> | undefined {
  const byName = new Map<string, string>();
  for (const f of p.files) byName.set(basename(f, '.java'), f);
  return (type) => {
    const f = byName.get(type);
    if (f === undefined) return undefined;
    const parsed = languageFor(f).parse(readFileSync(join(p.root, f), 'utf8'), f);
    return new Set(parsed.definitions.filter((d) => d.kind === 'method' && d.parent === type).map((d) => d.name));
  };
}

/** Arguments a function takes, from its signature (bench/support/required-args.ts); undefined when unsure. */
const requiredArgs = (def: Definition): number | undefined => requiredArgsOf(LANG, def);

type Outcome = 'rejected' | 'flagged' | 'missed';
interface Row { pkg: string; target: string; kind: MutantKind; outcome: Outcome; validationMs: number; validationCpuMs: number; retrievalMs: number; detail: string; oracle?: string; filesRead?: number; split?: 'closed' | 'open'; depSplit?: DependencySplit }

/**
 * Go only: `go build` (GOPATH mode over the copy and Debian's /usr/share/gocode, offline) of the target's package
 * with `fileText` as the target's file, for the answers the checks did not decide as hoped (a mutant not rejected,
 * an original rejected or flagged): does the compiler refuse it? The original file is built first; when it does not
 * build there is no oracle. The file is restored by the caller.
 */
const GO_CACHE = join(tmpdir(), 'dycoder-bench-gocache');
function goBuild(root: string, file: string, pkg: string): { ok: boolean; first: string } {
  // A GOPATH beside the copy (root/<import path> is no GOPATH layout): src/<pkg> links to the copy, so internal/ imports hold.
  const gopath = `${root}.gopath`;
  if (!existsSync(join(gopath, 'src', pkg))) {
    mkdirSync(join(gopath, 'src', dirname(pkg)), { recursive: true });
    symlinkSync(join(root, pkg), join(gopath, 'src', pkg));
  }
  try {
    execFileSync('go', ['build', '-o', '/dev/null', '.'], {
      cwd: join(gopath, 'src', dirname(file)), timeout: 300_000, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, GO111MODULE: 'off', GOPATH: `${gopath}:/usr/share/gocode`, GOCACHE: GO_CACHE, GOFLAGS: '', GOPROXY: 'off', GOTOOLCHAIN: 'local' },
    });
    return { ok: true, first: '' };
  } catch (error) {
    const out = `${(error as { stderr?: Buffer }).stderr?.toString() ?? ''}`.split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    // A cgo dependency's C warnings come first (sarama's zstd: "cgo-gcc-prolog: In function ..."): the Go error is the line naming a .go file.
    return { ok: false, first: (out.find((l) => /^\S+\.go:\d+:\d+: /.test(l)) ?? out[0] ?? String(error)).slice(0, 200) };
  }
}
function goOracle(root: string, pkg: string, path: string, file: string, original: string, answerFile: string, builds: Map<string, boolean>): string {
  if (!builds.has(file)) {
    writeFileSync(path, original);
    builds.set(file, goBuild(root, file, pkg).ok);
  }
  if (builds.get(file) !== true) return 'no oracle (the original package does not build here)';
  writeFileSync(path, answerFile);
  const r = goBuild(root, file, pkg);
  return r.ok ? 'go build ACCEPTS it' : `go build refuses it: ${r.first}`;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length === 0 ? 0 : s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const p90 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.9) - 1)] ?? 0;
const pct = (n: number, d: number): string => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}%`);

/** The report's title for a set (the set's name and the module that declares it; "blind on its first run" for held-out sets). */
function setNameOf(set: string | undefined, lang: BraceLang): string {
  const byLang: Record<string, Partial<Record<BraceLang, string>>> = {
    'held-out5': { rust: 'Fifth held-out (Rust validate-rust-sets5.ts; blind on its first run)', java: 'Fifth held-out (Java validate-java-sets5.ts: JDK demos, javafx.controls, BeanShell\'s ASM copy, unseen JDK modules; blind on its first run)' },
    'held-out6': { rust: 'Sixth held-out (Rust validate-rust-sets6.ts; blind on its first run)', java: 'Sixth held-out (Java validate-java-sets6.ts: Bazel\'s Java from bazel-bootstrap-source, unseen JDK modules; blind on its first run)' },
    'held-out7': { java: 'Seventh held-out (Java validate-java-sets7.ts: Bazel units inside the whole Bazel tree, Metalworks, unseen JDK modules; blind on its first run)' },
  };
  const named: Record<string, string> = {
    'held-out22-rust': 'Twenty-second held-out (Rust validate-rust-sets22.ts: Debian crates of every size never used here before, nor their families, Part A round robin across strata until the generator\'s helpers and members reach 36 (twelve) and six import-only crates (Part B), dependencies from Debian\'s cargo registry with --deps debian; blind on its first run; quotas as held out 21)',
    'held-out21-rust': 'Twenty-first held-out (Rust validate-rust-sets21.ts: Debian crates of every size never used here before, four per stratum (Part A) and four import-only crates drawn on (Part B), their dependencies from Debian\'s cargo registry with --deps debian; blind on its first run; Part A: 7 targets per crate, then wrong members, wrong arity and hallucinated helpers in 80 further targets until 5/3/3 per crate, needed imports in 300 until 6; Part B: needed imports only, in the first 300 targets, until 6)',
    'held-out20-rust': 'Twentieth held-out (Rust validate-rust-sets20.ts: Debian crates of every size never used here before, six per stratum, their dependencies from Debian\'s cargo registry with --deps debian; blind on its first run; 7 targets per crate, then wrong members, needed imports, wrong arity and hallucinated helpers: further targets in the draw\'s order until 5/10/3/3 per crate, at most 80)',
    'held-out19-rust': 'Nineteenth held-out (Rust validate-rust-sets19.ts: Debian crates of every size never used here before, their dependencies from Debian\'s cargo registry with --deps debian; blind on its first run; 7 targets per crate, then wrong members, needed imports, wrong arity and hallucinated helpers: further targets in the draw\'s order until 5/7/3/3 per crate, at most 45)',
    'held-out14-go': 'Fourteenth held-out (Go, bench/support/validate-brace-sets14-go.ts: Debian golang-*-dev packages never installed here before; blind on its first run; 8 targets per module, then needed imports, wrong arity and hallucinated helpers: further targets in the draw\'s order until 3/3/3 per module, at most 40)',
    'held-out15-java': 'Fifteenth held-out (Java, bench/support/validate-java-sets15.ts: Debian source packages never used here before, the dependencies\' jars read; blind on its first run)',
    'held-out13-go': 'Thirteenth held-out (Go, bench/support/validate-brace-sets13-go.ts: Debian golang-*-dev packages never installed here before; blind on its first run; 8 targets per module, then needed imports and wrong arity: further targets in the draw\'s order until 3/3 per module)',
    'held-out14-java': 'Fourteenth held-out (Java, bench/support/validate-java-sets14.ts: Debian source packages never used here before, the dependencies\' jars read; blind on its first run)',
    'held-out12-go': 'Twelfth held-out (Go, bench/support/validate-brace-sets12-go.ts: 6 targets per module; blind on its first run)',
    'held-out15-rust': 'Fifteenth held-out (Rust validate-rust-sets15.ts: Debian crates never used here before, their dependencies from Debian\'s cargo registry with --deps debian; blind on its first run; 6 targets per crate, then wrong members, needed imports and wrong arity: further targets in the draw\'s order until 4/5/3 per crate)',
    'held-out14-rust': 'Fourteenth held-out (Rust validate-rust-sets14.ts: Debian crates never used here before; blind on its first run; 6 targets per crate, then wrong members, needed imports and wrong arity: further targets in the draw\'s order until 4/4/3 per crate)',
    'held-out11-go': 'Eleventh held-out (Go, bench/support/validate-brace-sets11-go.ts; blind on its first run)',
    'held-out13-rust': 'Thirteenth held-out (Rust validate-rust-sets13.ts: Debian crates never used here before; blind on its first run; wrong members, needed imports and wrong arity: further targets in the draw\'s order until 8/12/6 per crate)',
    'held-out13-java': 'Thirteenth held-out (Java validate-java-sets13.ts: Debian source packages never used here before, with the dependencies read from Debian\'s installed jars when run with --deps debian; blind on its first run)',
    'held-out12-java': 'Twelfth held-out (Java validate-java-sets12.ts: Debian source packages of Section java never used here before, Allman braces taken; blind on its first run)',
    'held-out10-go': 'Tenth held-out (Go, bench/support/validate-brace-sets10-go.ts; blind on its first run)',
    'held-out12-rust': 'Twelfth held-out (Rust validate-rust-sets12.ts: Debian crates never installed here before; blind on its first run; wrong members, needed imports and wrong arity: further targets in the draw\'s order until 8/12/6 per crate)',
    'held-out11-java': 'Eleventh held-out (Java validate-java-sets11.ts: Debian source packages of Section java; blind on its first run)',
    'held-out11-rust': 'Eleventh held-out (Rust validate-rust-sets11.ts; blind on its first run; wrong members, needed imports and wrong arity: further targets in the draw\'s order until 8/12/6 per crate)',
    'held-out10-rust': 'Tenth held-out (Rust validate-rust-sets10.ts; blind on its first run; wrong members, needed imports and wrong arity: further targets in the draw\'s order until 8/8/5 per crate)',
    'held-out8-go': 'Eighth held-out (Go, bench/support/validate-brace-sets8-go.ts; blind on its first run)',
    'held-out9-go': 'Ninth held-out (Go, bench/support/validate-brace-sets9-go.ts; blind on its first run)',
    'held-out10-java': 'Tenth held-out (Java validate-java-sets10.ts: Bazel units inside the whole Bazel tree, unseen JDK modules; blind on its first run)',
    'held-out9-java': 'Ninth held-out (Java validate-java-sets9.ts: Bazel units inside the whole Bazel tree, Metalworks, unseen JDK modules; blind on its first run)',
    'held-out8-java': 'Eighth held-out (Java validate-java-sets8.ts: Bazel units inside the whole Bazel tree, Metalworks, unseen JDK modules; blind on its first run)',
    'held-out9-rust': 'Ninth held-out (Rust validate-rust-sets9.ts; blind on its first run; wrong members, needed imports and wrong arity: further targets in the draw\'s order until 6/6/4 per crate)',
    'held-out8-rust': 'Eighth held-out (Rust validate-rust-sets8.ts; blind on its first run; wrong members and needed imports: further targets in the draw\'s order until 6 per crate)',
    'held-out7-rust': 'Seventh held-out (Rust validate-rust-sets7.ts; blind on its first run; needed imports: further targets in the draw\'s order until 6 per crate)',
    'held-out7-go': 'Seventh held-out (Go, bench/support/validate-brace-sets7-go.ts; blind on its first run)',
    'held-out6-go': 'Sixth held-out (Go, bench/support/validate-brace-sets6-go.ts; blind on its first run)',
    'held-out5-go': 'Fifth held-out (Go, bench/support/validate-brace-sets5-go.ts; blind on its first run)',
    tuning: 'TUNING',
    'held-out4': 'Fourth held-out (Go validate-brace-sets4-go.ts, Rust validate-rust-sets4.ts, Java validate-java-sets4.ts with OpenJFX and BeanShell; blind on its first run)',
    'held-out4-go': 'Fourth held-out (Go validate-brace-sets4-go.ts, Rust validate-rust-sets4.ts, Java validate-java-sets4.ts with OpenJFX and BeanShell; blind on its first run)',
    'held-out3': 'Third held-out (Go/Rust validate-brace-sets3.ts, Java validate-java-sets3.ts; blind on its first run)',
    'held-out2': 'Second held-out (no longer blind since session 9)',
  };
  if (set === undefined) return 'First held-out (tuning since session 8)';
  return byLang[set]?.[lang] ?? named[set] ?? (set === 'held-out5' ? byLang['held-out5']!.java! : 'First held-out (tuning since session 8)');
}

function writeReport(rows: Row[], packages: string[], load0: number, done: string[]): void {
  const display = LANG === 'go' ? 'Go' : LANG === 'rust' ? 'Rust' : 'Java';
  const setName = setNameOf(values.set, LANG);
  const kinds: MutantKind[] = ['original', 'hallucinated-helper', 'wrong-member', 'wrong-arity', 'needed-import'];
  const originals = rows.filter((r) => r.kind === 'original');
  const out = [
    `# bench:validate-brace — ${display} (issues 22 and 25)`,
    '',
    `${done.length < packages.length ? `PARTIAL (${done.length} of ${packages.length} packages done: ${done.join(', ')}). ` : ''}${setName} ${display} packages (bench/support/validate-brace-corpus.ts, validate-brace-sets.ts): ${packages.join(', ')}; up to ${PER_PACKAGE} targets each (seed ${SEED}). Command: \`npm run bench:validate-brace -- ${process.argv.slice(2).join(' ')}\`, ${new Date().toISOString()}, commit ${COMMIT} (read when the run started).`,
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
    // The wrong-member mutants split by the generator's own rule (rust-member-split.ts, go-member-split.ts, java-member-split.ts), extra rows beside the headline.
    ...(rows.some((r) => r.split !== undefined) ? (['closed', 'open'] as const) : []).map((sp) => {
      const rs = rows.filter((r) => r.kind === 'wrong-member' && r.split === sp);
      const c = (o: Outcome): number => rs.filter((r) => r.outcome === o).length;
      return `| ${display} | wrong-member, ${sp} (generator's rule) | ${rs.length} | ${c('rejected')} (${pct(c('rejected'), rs.length)}) | ${c('flagged')} (${pct(c('flagged'), rs.length)}) | ${c('missed')} (${pct(c('missed'), rs.length)}) |`;
    }),
    '',
    ...(rows.some((r) => r.oracle !== undefined) ? ['Answers not decided as hoped, with Go\'s compiler\'s view (`go build`, GOPATH mode, offline):', '', ...rows.filter((r) => r.oracle !== undefined && (r.kind === 'original' ? r.outcome !== 'missed' : r.outcome !== 'rejected')).map((r) => `- ${r.pkg} ${r.target} ${r.kind} ${r.outcome}: ${r.oracle}`), ''] : []),
    ...(LANG === 'go' ? [`Wrong-member mutants given to \`go build\`: ${rows.filter((r) => r.kind === 'wrong-member' && r.oracle !== undefined).length} of ${rows.filter((r) => r.kind === 'wrong-member').length}, refused: ${rows.filter((r) => r.kind === 'wrong-member' && r.oracle?.startsWith('go build refuses') === true).length}, no oracle (the package does not build here): ${rows.filter((r) => r.kind === 'wrong-member' && r.oracle?.startsWith('no oracle') === true).length}.`, ''] : []),
    `Validation time of the first answer per target (original bodies, n=${originals.length}): median ${median(originals.map((r) => r.validationMs)).toFixed(1)} ms, p90 ${p90(originals.map((r) => r.validationMs)).toFixed(1)} ms; all answers (n=${rows.length}): median ${median(rows.map((r) => r.validationMs)).toFixed(1)} ms. Validation CPU (process.cpuUsage around the check): original bodies median ${median(originals.map((r) => r.validationCpuMs)).toFixed(1)} ms, p90 ${p90(originals.map((r) => r.validationCpuMs)).toFixed(1)} ms; all answers median ${median(rows.map((r) => r.validationCpuMs)).toFixed(1)} ms. Baseline in the same run: retrieval median ${median(rows.map((r) => r.retrievalMs)).toFixed(0)} ms per target. Files the job read per target (retrieval, the answer checks' scope files, their rounds; all answers): median ${median(rows.map((r) => r.filesRead ?? 0)).toFixed(0)}, p90 ${p90(rows.map((r) => r.filesRead ?? 0)).toFixed(0)}, max ${Math.max(0, ...rows.map((r) => r.filesRead ?? 0))}. Load average ${load0.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (2 shared cores).`,
    '',
  ];
  const file = resultsFile('.md');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, out.join('\n'));
  if (SHARD !== undefined) writeFileSync(resultsFile('.rows.json'), JSON.stringify({ rows, packages, load0, done }, null, 0));
  // Every row, so that runs split by --only can be pooled (bench/support/pool-validate-rows.ts).
  else writeFileSync(file.replace(/\.md$/, '.rows.json'), `${JSON.stringify(rows)}\n`);
  console.log(out.join('\n'));
}

function resultsFile(ext: string, shard = SHARD): string {
  return join(dirname(fileURLToPath(import.meta.url)), 'results', `validate-${LANG}${values.set === 'held-out7' || values.set === 'held-out7-go' ? '-heldout7' : values.set === 'held-out6' || values.set === 'held-out6-go' ? '-heldout6' : values.set === 'held-out5-go' ? '-heldout5' : values.set === 'tuning' ? '-tuning' : values.set === 'held-out2' ? '-heldout2' : values.set === 'held-out3' ? '-heldout3' : (values.set === 'held-out4' || values.set === 'held-out4-go') ? '-heldout4' : values.set === 'held-out5' ? '-heldout5' : ''}${values.only ? `-only` : ''}${values.tag ? `-${values.tag.replace(/[^\w.-]/g, '')}` : ''}${shard === undefined ? '' : `-shard${shard[0]}of${shard[1]}`}${ext}`);
}

/** --merge n: the report of the n shards' rows (each shard's own report says which packages it ran). */
function merge(n: number): void {
  const rows: Row[] = [];
  const packages: string[] = [];
  const done: string[] = [];
  let load0 = 0;
  for (let k = 1; k <= n; k++) {
    const part = JSON.parse(readFileSync(resultsFile('.rows.json', [k, n]), 'utf8')) as { rows: Row[]; packages: string[]; load0: number; done: string[] };
    rows.push(...part.rows);
    packages.push(...part.packages);
    done.push(...part.done);
    load0 = Math.max(load0, part.load0);
  }
  writeReport(rows, packages, load0, done);
}

async function main(): Promise<void> {
  const all = values.only ? [values.only] : values.set === 'held-out21-rust' ? [...VALIDATE21_RUST] : values.set === 'held-out22-rust' ? [...VALIDATE22_RUST] : packagesOf(LANG, values.set ?? 'held-out');
  const packages = SHARD === undefined ? all : all.filter((_, i) => i % SHARD[1] === SHARD[0] - 1);
  const fence = LANG;
  const server = await startOpenAIServer();
  let answers = { first: '', repair: '' };
  server.respondWith((req) => reply.content(`\`\`\`${fence}\n${req.messages.length > 2 ? answers.repair : answers.first}\n\`\`\``));
  const model = createOpenAIChatModel({ provider: 'openai', apiKey: 'sk-bench', baseURL: server.baseURL, model: 'scripted', timeoutMs: 10_000, maxRetries: 0, structuredOutput: 'off', retryBaseDelayMs: 5 });
  const rows: Row[] = [];
  const load0 = loadavg()[0] ?? 0;
  const done: string[] = [];
  try {
    for (const pkg of packages) {
      const p = prepare(LANG, pkg);
      const typeMethods = LANG === 'java' ? javaTypeMethods(p) : undefined;
      const builds = new Map<string, boolean>();
      // Rust: the whole crate parsed once, for the wrong-member mutants' closed/open label.
      let crateIndex: CrateIndex | undefined;
      // Go and Java (session 18): the module copy / the package's whole sources, indexed once, for the same label.
      let goIndex: GoModuleIndex | undefined;
      let javaIndex: JavaSourceIndex | undefined;
      try {
        // Held out 21's Part B: no drawn targets, only needed-import mutants.
        const partB = H21 !== undefined && (values.set === 'held-out22-rust' ? VALIDATE22_RUST_PART_B : VALIDATE21_RUST_PART_B).includes(pkg);
        const perPackage = partB ? 0 : PER_PACKAGE;
        const drawn = targetsOf(p, perPackage, SEED, BRACE_RULE).map((t) => ({ ...t, importOnly: false, importKindOnly: false }));
        const further = IMPORT_MUTANTS > 0 || MEMBER_MUTANTS > 0 || ARITY_MUTANTS > 0 || HELPER_MUTANTS > 0
          ? drawOrder(p, SEED, BRACE_RULE).slice(perPackage, perPackage + Math.max(FURTHER_CAP, IMPORT_FURTHER)).map((t, i) => ({ ...t, importOnly: true, importKindOnly: partB || i >= FURTHER_CAP })) : [];
        let imports = 0;
        let members = 0;
        let arities = 0;
        let helpers = 0;
        for (const t of [...drawn, ...further]) {
          if (t.importOnly && (imports >= IMPORT_MUTANTS || !wanted('needed-import')) && (t.importKindOnly || ((members >= MEMBER_MUTANTS || !wanted('wrong-member')) && (arities >= ARITY_MUTANTS || !wanted('wrong-arity')) && (helpers >= HELPER_MUTANTS || !wanted('hallucinated-helper'))))) break;
          const path = join(p.root, ...t.file.split('/'));
          const original = readFileSync(path, 'utf8');
          const lines = original.split('\n');
          const indent = /^[ \t]*/.exec(lines[t.from - 1] ?? '')?.[0] ?? '';
          const body = lines.slice(t.from - 1, t.to).join('\n');
          const stubbed = [...lines.slice(0, t.from - 1), `${indent}${STUB_LINE[LANG]}`, ...lines.slice(t.to)].join('\n');
          const lang = languageFor(t.file);
          const parsed = lang.parse(stubbed, t.file);
          const def = parsed.definitions.find((d) => d.qualname === t.def.qualname && d.range.start === t.def.range.start);
          if (!def) continue;
          try {
            const dir = dirname(t.file);
            const packageFunctions = LANG === 'go'
              ? p.files.filter((f) => f !== t.file && dirname(f) === dir).flatMap((f) => lang.parse(readFileSync(join(p.root, f), 'utf8'), f).definitions.filter((d) => d.kind === 'function' || d.kind === 'method' || d.kind === 'class'))
              : [];
            for (const m of braceMutants({ lang: LANG, body, fileText: stubbed, parsed, target: def, requiredArgs, packageFunctions, ...(LANG === 'go' ? { goModulePath: pkg } : {}), ...(typeMethods ? { typeMethods, packageTypes: new Set(p.files.filter((f) => f !== t.file && dirname(f) === dir && f.endsWith('.java')).map((f) => basename(f, '.java'))) } : {}) }).filter((x) => (!values['originals-only'] || x.kind === 'original') && wanted(x.kind))) {
              if (t.importKindOnly && m.kind !== 'needed-import') continue;
              if (t.importOnly && !((m.kind === 'needed-import' && imports < IMPORT_MUTANTS) || (m.kind === 'wrong-member' && members < MEMBER_MUTANTS) || (m.kind === 'wrong-arity' && arities < ARITY_MUTANTS) || (m.kind === 'hallucinated-helper' && helpers < HELPER_MUTANTS))) continue;
              if (m.kind === 'needed-import') imports++;
              if (m.kind === 'wrong-member') members++;
              if (m.kind === 'wrong-arity') arities++;
              if (m.kind === 'hallucinated-helper') helpers++;
              writeFileSync(path, m.fileText ?? stubbed);
              answers = { first: m.body, repair: body };
              const source = createFsRepoSource(p.root);
              const result = await implementStubs({ source, model, retrieve, selection: { kind: 'targets', targets: [{ file: t.file, qualname: def.qualname }] }, headSha: 'bench', temperature: 0, ...(DEPENDENCIES === undefined ? {} : { dependencies: DEPENDENCIES }) });
              const r = result.targets[0];
              const first = r?.attempts[0];
              if (!r || !first) {
                if (values.verbose) console.log(`${pkg} ${t.file}:${def.qualname} ${m.kind} not run: ${result.skipped.map((s) => s.reason).join(' ')}`);
                continue;
              }
              const acceptedFirst = first.problems.length === 0 && r.status === 'suggested' && r.attempts.length === 1;
              const imported = (r.suggestion?.imports ?? []).some((i) => i.names.includes(m.name));
              const outcome: Outcome = !acceptedFirst || (m.kind === 'needed-import' && imported) ? 'rejected' : first.warnings.length > 0 ? 'flagged' : 'missed';
              const detail = [...first.problems, ...first.warnings, ...(r.suggestion?.imports ?? []).map((i) => (i.text.startsWith('import') || i.text.startsWith('use') ? i.text : `import ${i.text}`))].join(' | ');
              const bad = m.kind === 'original' ? outcome !== 'missed' : outcome !== 'rejected';
              // The answer as a file: the mutant's file text (the stubbed one, or with an import removed) with the body in place of the stub.
              const answerLines = (m.fileText ?? stubbed).split('\n');
              const at = answerLines.findIndex((l, i) => i >= t.from - 3 && l === `${indent}${STUB_LINE[LANG]}`);
              // Go: every wrong-member mutant too (session 14: drawn on more kinds of values): one go build accepts is no wrong answer, left out.
              const oracle = LANG === 'go' && (bad || m.kind === 'wrong-member') && at >= 0 ? goOracle(p.root, pkg, path, t.file, original, [...answerLines.slice(0, at), m.body, ...answerLines.slice(at + 1)].join('\n'), builds) : undefined;
              if (m.kind === 'wrong-member' && oracle === 'go build ACCEPTS it') {
                console.log(`${pkg} ${t.file}:${def.qualname} wrong-member LEFT OUT (go build accepts the mutant): ${m.name}`);
                continue;
              }
              const receiverWritten = m.receiverType ?? m.receiverClass;
              const split = m.kind !== 'wrong-member' ? undefined
                : LANG === 'rust' ? memberSplit(crateIndex ??= indexCrate(p.root, p.files), t.file, parsed, def)
                  : LANG === 'go' ? (receiverWritten === undefined ? 'open' : goMemberSplit(goIndex ??= indexGoModule(p.root), pkg, t.file, receiverWritten))
                    : javaMemberSplit(javaIndex ??= indexJavaSources(p.root), t.file, def.parent, m);
              // Session 21 (`--deps debian`): the split again, through the installed jars where the sources end (java-split-deps13.ts).
              const depSplit = DEPENDENCIES === undefined || LANG !== 'java' ? undefined
                : javaDependencySplit(javaIndex ??= indexJavaSources(p.root), (f) => readFileSync(join(p.root, f), 'utf8'), t.file, def.parent, m);
              rows.push({ pkg, target: `${t.file}:${def.qualname}`, kind: m.kind, outcome, validationMs: first.validationMs ?? 0, validationCpuMs: first.validationCpuMs ?? 0, retrievalMs: r.timings.retrievalMs, detail, filesRead: source.stats.filesRead, ...(oracle === undefined ? {} : { oracle }), ...(split === undefined ? {} : { split }), ...(depSplit === undefined ? {} : { depSplit }) });
              if (values.verbose || bad) console.log(`${pkg} ${t.file}:${def.qualname} ${m.kind}${split === undefined ? '' : ` (${split})`} ${outcome} [read ${source.stats.filesRead}]${depSplit === undefined ? '' : ` {deps: ${depSplit}}`}${detail ? `: ${detail.slice(0, 300)}` : ''}${oracle === undefined ? '' : ` [${oracle}]`}`);
            }
          } finally {
            writeFileSync(path, original);
          }
        }
      } finally {
        disposePrepared(p);
        rmSync(`${p.root}.gopath`, { recursive: true, force: true });
      }
      done.push(pkg);
      writeReport(rows, packages, load0, done);
    }
  } finally {
    await server.close();
  }
}

if (values.merge !== undefined) merge(Number(values.merge));
else await main();
