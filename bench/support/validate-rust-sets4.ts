/**
 * bench:validate-brace's FOURTH held-out set for Rust (DESIGN.md §5), DECLARED IN WRITING 2026-12-05 ~16:05 UTC
 * (session 11, task T4, issue 22), before any run of the answer checks on any of its crates.
 *
 * Rule: the population is every Rust crate under /usr/share/cargo/registry with >= 4 .rs files under src/
 * (validate-brace-sets.ts rustFiles), as installed on the benchmark machine at declaration time (frozen below:
 * others install packages), MINUS every crate whose exact directory name occurs in any committed file under
 * bench/, test/, src/, docs/ or scripts/ at commit 7d1be72 (bench/results/*.log excluded, and the frozen
 * population lists GO_POPULATION_3 / RUST_POPULATION_3 of validate-brace-sets3.ts, which list every crate
 * installed then without using it): every earlier set, population and test fixture of any benchmark; FFI and
 * generated bindings (libc, linux-raw-sys, winapi*, web-sys) left out as before. The large stratum was empty,
 * so four librust-*-dev packages were installed for it first (librust-async-std-dev, librust-rustls-dev,
 * librust-image-dev, librust-pest-dev, with what they pull in; listed in scripts/bench-setup.sh). Strata by
 * source-file count (< 30, 30-99, >= 100, as in the second and third sets); three per stratum drawn with
 * mulberry32(4411) over each stratum in alphabetical order (validate-brace-sets.ts's draw); the large stratum
 * holds one crate. Targets inside a crate: the benchmark's rule, 10 per crate (seed 22).
 * The draw's result is VALIDATE4_RUST below (printed by `tsx bench/support/validate-rust-sets4.ts`).
 * The first run on it is the blind one; after it, it is tuning data.
 */
import { draw } from './brace-draw.js';

/** [crate, .rs files under src/] of the Rust population less every earlier set and bindings (frozen 2026-12-05). */
export const RUST_POPULATION_4: readonly (readonly [string, number])[] = [
  ['aho-corasick-0.7.19', 21], ['arbitrary-1.1.3', 4], ['async-global-executor-2.3.1', 9], ['async-lock-2.6.0', 6], ['async-std-1.12.0', 239], ['async-task-4.3.0', 7], ['autocfg-1.1.0', 4], ['bstr-0.2.17', 26], ['bytecount-0.6.3', 7], ['bytemuck-1.12.1', 13], ['chrono-0.4.23', 40], ['combine-4.6.6', 24], ['concurrent-queue-2.0.0', 5], ['cpufeatures-0.2.4', 4], ['digest-0.10.5', 14], ['env_logger-0.7.1', 13], ['futures-channel-0.3.21', 6], ['futures-core-0.3.21', 7], ['futures-lite-1.12.0', 5], ['futures-macro-0.3.21', 5], ['futures-task-0.3.21', 7], ['generic-array-0.14.4', 8], ['gif-0.11.3', 6], ['globset-0.4.9', 4], ['h2-0.3.13', 52], ['http-body-0.4.5', 10], ['httparse-1.8.0', 7], ['humantime-2.1.0', 4], ['hyper-0.14.19', 67], ['iana-time-zone-0.1.53', 12], ['idna-0.3.0', 4], ['ignore-0.4.18', 8], ['image-0.24.3', 62], ['jpeg-decoder-0.2.6', 16], ['kstring-2.0.0', 6], ['nix-0.26.1', 58], ['nom-7.1.1', 27], ['num-bigint-0.4.3', 27], ['num-traits-0.2.15', 18], ['num_threads-0.1.6', 5], ['pest-2.5.2', 21], ['png-0.17.7', 12], ['polling-2.2.0', 6], ['quickcheck-1.0.3', 4], ['regex-automata-0.1.8', 13], ['rend-0.4.0', 4], ['ring-0.16.20', 72], ['rustls-0.20.8', 69], ['ryu-1.0.2', 12], ['same-file-1.0.6', 4], ['sct-0.7.0', 4], ['seahash-4.1.0', 6], ['semver-1.0.14', 9], ['serde_json-1.0.87', 39], ['sha1-0.10.1', 5], ['sharded-slab-0.1.4', 16], ['signal-hook-0.3.14', 12], ['slog-2.5.2', 6], ['smallvec-1.9.0', 4], ['static_assertions-1.1.0', 10], ['thiserror-1.0.38', 4], ['thiserror-impl-1.0.38', 8], ['thread_local-1.1.4', 4], ['tiff-0.7.3', 18], ['time-macros-0.2.4', 16], ['tinyvec-1.6.0', 8], ['tokio-util-0.7.3', 43], ['toml-0.5.11', 9], ['tracing-log-0.1.3', 5], ['tracing-subscriber-0.3.16', 38], ['typenum-1.16.0', 9], ['unicode-bidi-0.3.8', 10], ['unicode-normalization-0.1.22', 13], ['url-2.3.1', 7], ['uuid-1.2.1', 21], ['version_check-0.9.4', 4], ['walkdir-2.3.2', 7], ['wasm-bindgen-0.2.83', 12], ['wasm-bindgen-backend-0.2.83', 6], ['webpki-0.22.0', 14], ['weezl-0.1.5', 6],
];

export const rustValidate4 = (): string[] => {
  const size = new Map(RUST_POPULATION_4.map(([n, c]) => [n, c] as const));
  return draw(RUST_POPULATION_4.map(([n]) => n), (n) => size.get(n) ?? 0, [30, 99], 4411);
};

/** The draw's result (2026-12-05, printed by this file before any run on it). */
export const VALIDATE4_RUST = ['kstring-2.0.0', 'globset-0.4.9', 'webpki-0.22.0', 'tracing-subscriber-0.3.16', 'serde_json-1.0.87', 'tokio-util-0.7.3', 'async-std-1.12.0'] as const;

if (process.argv[1]?.endsWith('validate-rust-sets4.ts')) console.log(JSON.stringify(rustValidate4()));
