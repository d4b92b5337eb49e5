/**
 * bench:validate-brace's ELEVENTH held-out set for Rust (DESIGN.md §5), DECLARED IN WRITING 2026-12-06 ~13:20 UTC (session 18,
 * task T4, issue 22), before any run of the answer checks on any of its crates.
 *
 * Rule: the population is the tenth set's frozen population (validate-rust-sets10.ts: every Rust crate under
 * /usr/share/cargo/registry with >= 4 .rs files under src/, less every crate named as `name-<digit>` in bench/, test/, src/,
 * docs/, scripts/ at 577074f, and bindings) MINUS the tenth set's eight drawn crates, MINUS every crate whose bare name occurs
 * as `name-<digit>` in a committed file under bench/, test/, src/, docs/ or scripts/ at this branch's commit 9ea1f94 (*.log
 * files and lines naming more than 12 versioned crates left out; computed: only the tenth set's eight), MINUS x11 and x11-dl
 * (Xlib FFI bindings, as `*-sys` crates were before). 111 crates, frozen below. So no crate of any earlier Rust validate set
 * (held out 1-10, tuning), Rust retrieval set or test fixture is in it. The list is derived from the tenth set's frozen list
 * by the fixed filter below (no registry read at run time).
 * Strata by source-file count: the remainder has only three crates of >= 30 files (rusqlite, tiny-skia, tokio-stream) and none
 * over 99, so the strata are < 10, 10-29 and >= 30 files (a limit: no large crate; installing larger unused Debian crates was
 * not tried in the time). FIVE per stratum with mulberry32(11118) over each stratum in alphabetical order (brace-draw.ts's
 * draw, bounds [10, 29], perStratum 5): 13 crates (the third stratum holds three, all drawn).
 * Targets inside a crate: the benchmark's rule, 20 per crate (seed 22). SIZING (brief: member, helper, arity and needed
 * import each >= 20): held out 10 gave, from 8 crates of 20 targets with continuations to 8/8/5, helper 22, member 35, arity
 * 20, needed import 14 (small crates ran out of targets). Here 13 crates (5 more) and a higher import quota: past a crate's
 * 20 targets the bench goes on in the same seeded draw order, running ONLY their wrong-member, needed-import and wrong-arity
 * mutants, until the crate has 8 members, 12 imports and 6 arity mutants (or its targets run out). The originals and helper
 * figures are the 20 targets'. No second draw: the counts of the one run are the blind figure, whatever they are. The first
 * run is the blind one; after its misses are read it is tuning data. The draw's result is VALIDATE11_RUST below (printed by
 * `tsx bench/support/validate-rust-sets11.ts`).
 */
import { draw } from './brace-draw.js';
import { RUST_POPULATION_10, VALIDATE10_RUST } from './validate-rust-sets10.js';

/** [crate, .rs files under src/]: the tenth set's population less its draw and the Xlib bindings (frozen 2026-12-06 13:20 UTC). */
export const RUST_POPULATION_11: readonly (readonly [string, number])[] = RUST_POPULATION_10
  .filter(([n]) => !(VALIDATE10_RUST as readonly string[]).includes(n) && !/^x11(?:-dl)?-\d/.test(n));

export const rustValidate11 = (): string[] => {
  const size = new Map(RUST_POPULATION_11.map(([n, c]) => [n, c] as const));
  return draw(RUST_POPULATION_11.map(([n]) => n), (n) => size.get(n) ?? 0, [10, 29], 11118, 5);
};

/** The set's parameters: targets per crate, and the wrong-member / needed-import / wrong-arity mutants per crate its continuation seeks. */
export const HELD_OUT11_RUST = { perPackage: 20, members: 8, imports: 12, arity: 6 } as const;

if (process.argv[1]?.endsWith('validate-rust-sets11.ts')) console.log(RUST_POPULATION_11.length, JSON.stringify(rustValidate11()));

/** The draw's result (2026-12-06 13:21 UTC, printed by this file before any run on it). */
export const VALIDATE11_RUST = ['xattr-0.2.3', 'thiserror-1.0.38', 'plotters-backend-0.3.4', 'async-lock-2.6.0', 'native-tls-0.2.11', 'gdk-pixbuf-0.14.0',
  'smithay-client-toolkit-0.16.0', 'xml-rs-0.8.3', 'calloop-0.10.4', 'signal-hook-0.3.14', 'rusqlite-0.28.0', 'tokio-stream-0.1.9', 'tiny-skia-0.8.3'] as const;
