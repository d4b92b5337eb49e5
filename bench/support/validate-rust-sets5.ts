/**
 * bench:validate-brace's FIFTH held-out set for Rust (DESIGN.md §5), DECLARED IN WRITING 2026-12-05 ~18:40 UTC
 * (session 12, task T4, issue 22), before any run of the answer checks on any of its crates.
 *
 * Rule: the population is every Rust crate under /usr/share/cargo/registry with >= 4 .rs files under src/
 * (validate-brace-sets.ts rustFiles), as installed on the benchmark machine at declaration time (frozen below),
 * MINUS every crate whose exact directory name occurs in any committed file under bench/, test/, src/, docs/ or
 * scripts/ at commit 80211d7 (bench/results/*.log excluded, and the frozen population lists RUST_POPULATION_3 of
 * validate-brace-sets3.ts and RUST_POPULATION_4 of validate-rust-sets4.ts, which list every crate installed then
 * without using it): every earlier validate set of any language, population and test fixture; FFI and generated
 * bindings (libc, linux-raw-sys, winapi*, web-sys, js-sys, any `*-sys` crate) left out as before. The large stratum
 * was empty, so three librust-*-dev packages were installed for it first (librust-sequoia-openpgp-dev,
 * librust-trust-dns-proto-dev, librust-plotters-dev, with what they pull in; listed in scripts/bench-setup.sh).
 * Strata by source-file count (< 30, 30-99, >= 100, as in the second to fourth sets); three per stratum drawn with
 * mulberry32(5512) over each stratum in alphabetical order (validate-brace-sets.ts's draw).
 * Targets inside a crate: the benchmark's rule (functions/methods of non-test files whose body has >= 3 lines between
 * brace lines of their own), 30 per crate (seed 22; \`--per-package\` defaults to 30 for this set) — held out 4's 10 per
 * crate gave 9-15 mutants per kind, and the issue's 95% needs >= 20 per kind. No second draw: the counts of this one run
 * are the blind figure, whatever they are. The first run is the blind one; after its misses are read it is tuning data.
 * The draw's result is VALIDATE5_RUST below (printed by `tsx bench/support/validate-rust-sets5.ts`).
 */
import { draw } from './brace-draw.js';

/** [crate, .rs files under src/] of the Rust population less every earlier set and bindings (frozen 2026-12-05 18:40 UTC). */
export const RUST_POPULATION_5: readonly (readonly [string, number])[] = [
  ['aho-corasick-0.7.19', 21], ['arbitrary-1.1.3', 4], ['ascii-canvas-2.0.0', 4], ['async-global-executor-2.3.1', 9], ['async-lock-2.6.0', 6], ['async-task-4.3.0', 7], ['async-trait-0.1.56', 6], ['autocfg-1.1.0', 4], ['base64-0.13.0', 14], ['bindgen-0.60.1', 48], ['bstr-0.2.17', 26], ['buffered-reader-1.1.4', 14], ['bytecount-0.6.3', 7], ['bytemuck-1.12.1', 13], ['bzip2-0.4.4', 5], ['cexpr-0.6.0', 4], ['chrono-0.4.23', 40], ['clap-2.34.0', 41], ['clap-3.2.23', 63], ['clap_derive-3.2.18', 14], ['combine-4.6.6', 24], ['concurrent-queue-2.0.0', 5], ['cpufeatures-0.2.4', 4], ['digest-0.10.5', 14], ['dirs-4.0.0', 5], ['dirs-next-2.0.0', 5], ['ena-0.14.0', 7], ['env_logger-0.7.1', 13], ['env_logger-0.9.3', 13], ['font-kit-0.11.0', 28], ['futures-channel-0.3.21', 6], ['futures-core-0.3.21', 7], ['futures-lite-1.12.0', 5], ['futures-macro-0.3.21', 5], ['futures-task-0.3.21', 7], ['generic-array-0.14.4', 8], ['gif-0.11.3', 6], ['http-body-0.4.5', 10], ['httparse-1.8.0', 7], ['humantime-2.1.0', 4], ['idna-0.3.0', 4], ['ignore-0.4.18', 8], ['image-0.24.3', 62], ['ipnet-2.5.0', 6], ['jpeg-decoder-0.2.6', 16], ['lalrpop-0.19.8', 112], ['libloading-0.7.4', 10], ['linked-hash-map-0.5.6', 6], ['native-tls-0.2.11', 5], ['nettle-7.1.0', 85], ['nom-7.1.1', 27], ['num-bigint-0.4.3', 27], ['num-traits-0.2.15', 18], ['num_threads-0.1.6', 5], ['openssl-0.10.45', 56], ['pathfinder_geometry-0.5.1', 9], ['pathfinder_simd-0.5.1', 12], ['pest-2.5.2', 21], ['plotters-0.3.4', 74], ['plotters-backend-0.3.4', 9], ['plotters-bitmap-0.3.2', 10], ['png-0.17.7', 12], ['polling-2.2.0', 6], ['quickcheck-1.0.3', 4], ['quinn-0.9.3', 11], ['quinn-proto-0.9.2', 44], ['quinn-udp-0.3.2', 5], ['redox_syscall-0.2.16', 24], ['regex-automata-0.1.8', 13], ['remove_dir_all-0.7.0', 4], ['rend-0.4.0', 4], ['ring-0.16.20', 72], ['rustls-0.20.8', 69], ['rustls-native-certs-0.6.2', 4], ['ryu-1.0.2', 12], ['same-file-1.0.6', 4], ['schannel-0.1.19', 15], ['sct-0.7.0', 4], ['seahash-4.1.0', 6], ['semver-1.0.14', 9], ['sequoia-openpgp-1.12.0', 118], ['sha1-0.10.1', 5], ['sharded-slab-0.1.4', 16], ['signal-hook-0.3.14', 12], ['siphasher-0.3.10', 5], ['slog-2.5.2', 6], ['smallvec-1.9.0', 4], ['smawk-0.3.1', 4], ['static_assertions-1.1.0', 10], ['string_cache-0.8.4', 5], ['structopt-derive-0.4.18', 6], ['tempfile-3.3.0', 10], ['term-0.5.2', 7], ['textwrap-0.16.0', 9], ['thiserror-1.0.38', 4], ['thiserror-impl-1.0.38', 8], ['thread_local-1.1.4', 4], ['tiff-0.7.3', 18], ['time-macros-0.2.4', 16], ['tinyvec-1.6.0', 8], ['tokio-rustls-0.23.4', 6], ['toml-0.5.11', 9], ['tracing-log-0.1.3', 5], ['trust-dns-proto-0.22.0', 111], ['ttf-parser-0.15.2', 58], ['typenum-1.16.0', 9], ['unicode-bidi-0.3.8', 10], ['url-2.3.1', 7], ['uuid-1.2.1', 21], ['version_check-0.9.4', 4], ['walkdir-2.3.2', 7], ['wasm-bindgen-0.2.83', 12], ['wasm-bindgen-backend-0.2.83', 6], ['weezl-0.1.5', 6], ['which-4.2.5', 5], ['xxhash-rust-0.8.5', 10], ['yaml-rust-0.4.5', 5],
];

export const rustValidate5 = (): string[] => {
  const size = new Map(RUST_POPULATION_5.map(([n, c]) => [n, c] as const));
  return draw(RUST_POPULATION_5.map(([n]) => n), (n) => size.get(n) ?? 0, [30, 99], 5512);
};

/** The draw's result (2026-12-05, printed by this file before any run on it). */
export const VALIDATE5_RUST = ['uuid-1.2.1', 'nom-7.1.1', 'dirs-4.0.0', 'chrono-0.4.23', 'bindgen-0.60.1', 'clap-2.34.0', 'lalrpop-0.19.8', 'sequoia-openpgp-1.12.0', 'trust-dns-proto-0.22.0'] as const;

if (process.argv[1]?.endsWith('validate-rust-sets5.ts')) console.log(JSON.stringify(rustValidate5()));
