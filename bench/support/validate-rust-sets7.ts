/**
 * bench:validate-brace's SEVENTH held-out set for Rust (DESIGN.md §5), DECLARED IN WRITING 2026-12-06 ~00:15 UTC
 * (session 14, task T5, issue 22), before any run of the answer checks on any of its crates.
 *
 * Rule (the sixth set's, with a newer exclusion commit): the population is every Rust crate under
 * /usr/share/cargo/registry with >= 4 .rs files under src/, as installed on the benchmark machine at declaration time
 * (frozen below), MINUS every crate whose exact directory name occurs in any committed file under bench/, test/, src/,
 * docs/ or scripts/ at commit 9293551 (bench/results/*.log excluded, and the frozen population lists left out:
 * lines naming more than 12 versioned crates, i.e. RUST_POPULATION_3/4/5/6), so every earlier validate set (held out 1-6,
 * tuning), every retrieval set and every test fixture is out; FFI and generated bindings (libc, linux-raw-sys, winapi*,
 * web-sys, js-sys, any `*-sys` crate) left out as before. The large stratum (> 99 files) was empty, so librust-gtk-dev
 * and librust-rav1e-dev were installed first (with what they pull in: gdk, atk, pango, cairo-rs...; listed in
 * scripts/setup-test-deps.sh): gtk (304 files) and rav1e (111) are the stratum's two crates.
 * Strata by source-file count (< 30, 30-99, >= 100, as in the second to sixth sets); three per stratum drawn with
 * mulberry32(7714) over each stratum in alphabetical order (validate-brace-sets.ts's draw).
 * Targets inside a crate: the benchmark's rule, 25 per crate (seed 22; `--per-package` defaults to 25 for this set),
 * as held out 6 (7 x 25 gave 17-31 mutants per kind). AMENDED 00:35 UTC, before any run: session 14's generator drops only an
 * import nothing outside the body reads (a body cannot forget an import its file needs anyway), which leaves few
 * needed-import mutants (held out 6: 31 -> 7 on the same 166 targets), so for that kind the bench goes on past a crate's 25
 * targets in the same seeded draw order (validate-brace-corpus.ts drawOrder), running only their needed-import mutant,
 * until the crate has 6 (or its targets run out); the other kinds and the originals stay the 25 targets'. No second draw: the counts of this one run are the blind figure,
 * whatever they are. The first run is the blind one; after its misses are read it is tuning data. The draw's result is
 * VALIDATE7_RUST below (printed by `tsx bench/support/validate-rust-sets7.ts`).
 */
import { draw } from './brace-draw.js';

/** [crate, .rs files under src/] of the Rust population less every earlier set and bindings (frozen 2026-12-06 00:15 UTC). */
export const RUST_POPULATION_7: readonly (readonly [string, number])[] = [
  ['arrayvec-0.7.2', 7], ['ascii-canvas-2.0.0', 4], ['async-global-executor-2.3.1', 9], ['async-lock-2.6.0', 6], ['async-task-4.3.0', 7], ['async-trait-0.1.56', 6], ['atk-0.14.0', 43], ['av-metrics-0.9.0', 11], ['base64-0.13.0', 14], ['bitstream-io-1.6.0', 4], ['buffered-reader-1.1.4', 14], ['bytemuck-1.12.1', 13], ['bzip2-0.4.4', 5], ['cairo-rs-0.14.9', 30], ['cexpr-0.6.0', 4], ['cfg-expr-0.10.3', 7], ['clap-3.2.23', 63], ['clap_derive-3.2.18', 14], ['colored-2.0.0', 5], ['concurrent-queue-2.0.0', 5], ['console-0.15.2', 9], ['derivative-2.1.1', 12], ['dirs-next-2.0.0', 5], ['encode_unicode-0.3.6', 8], ['env_logger-0.9.3', 13], ['error-chain-0.12.4', 6], ['fern-0.6.1', 7], ['font-kit-0.11.0', 28], ['futures-executor-0.3.21', 5], ['futures-lite-1.12.0', 5], ['gdk-0.14.3', 70], ['gdk-pixbuf-0.14.0', 12], ['gif-0.11.3', 6], ['glib-0.14.8', 72], ['glib-macros-0.14.1', 14], ['gtk-0.14.3', 304], ['gtk3-macros-0.14.0', 4], ['image-0.24.3', 62], ['ipnet-2.5.0', 6], ['jobserver-0.1.24', 4], ['jpeg-decoder-0.2.6', 16], ['lab-0.11.0', 6], ['libloading-0.7.4', 10], ['linked-hash-map-0.5.6', 6], ['native-tls-0.2.11', 5], ['openssl-0.10.45', 56], ['pango-0.14.8', 44], ['paste-1.0.7', 4], ['pathfinder_geometry-0.5.1', 9], ['pathfinder_simd-0.5.1', 12], ['pest-2.5.2', 21], ['plotters-backend-0.3.4', 9], ['plotters-bitmap-0.3.2', 10], ['png-0.17.7', 12], ['quinn-0.9.3', 11], ['quinn-proto-0.9.2', 44], ['quinn-udp-0.3.2', 5], ['rav1e-0.5.1', 111], ['redox_syscall-0.2.16', 24], ['remove_dir_all-0.7.0', 4], ['ring-0.16.20', 72], ['rustls-native-certs-0.6.2', 4], ['schannel-0.1.19', 15], ['sct-0.7.0', 4], ['serde-xml-rs-0.5.1', 9], ['serde_bytes-0.11.5', 5], ['signal-hook-0.3.14', 12], ['siphasher-0.3.10', 5], ['smawk-0.3.1', 4], ['structopt-derive-0.4.18', 6], ['syslog-6.0.1', 4], ['target-lexicon-0.12.3', 6], ['tempfile-3.3.0', 10], ['term-0.5.2', 7], ['textwrap-0.16.0', 9], ['thiserror-1.0.38', 4], ['thiserror-impl-1.0.38', 8], ['tokio-rustls-0.23.4', 6], ['v_frame-0.3.3', 5], ['version-compare-0.1.1', 7], ['weezl-0.1.5', 6], ['which-4.2.5', 5], ['x11-2.19.1', 24], ['xml-rs-0.8.3', 28], ['xxhash-rust-0.8.5', 10], ['yaml-rust-0.4.5', 5], ['zbus-1.9.2', 23], ['zbus_macros-1.9.2', 5], ['zvariant-2.10.0', 32], ['zvariant_derive-2.10.0', 5],
];

export const rustValidate7 = (): string[] => {
  const size = new Map(RUST_POPULATION_7.map(([n, c]) => [n, c] as const));
  return draw(RUST_POPULATION_7.map(([n]) => n), (n) => size.get(n) ?? 0, [30, 99], 7714);
};

if (process.argv[1]?.endsWith('validate-rust-sets7.ts')) console.log(JSON.stringify(rustValidate7()));

/** The draw's result (2026-12-06, printed by this file before any run on it). */
export const VALIDATE7_RUST = ['clap_derive-3.2.18', 'rustls-native-certs-0.6.2', 'jobserver-0.1.24', 'atk-0.14.0', 'image-0.24.3', 'quinn-proto-0.9.2', 'gtk-0.14.3', 'rav1e-0.5.1'] as const;
