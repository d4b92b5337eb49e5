/**
 * bench:validate-brace's TENTH held-out set for Rust (DESIGN.md §5), DECLARED IN WRITING 2026-12-06 ~10:25 UTC (session 17,
 * task T4, issue 22), before any run of the answer checks on any of its crates.
 *
 * Rule: the population is every Rust crate under /usr/share/cargo/registry with >= 4 .rs files under src/, as installed on
 * the benchmark machine at declaration time (frozen below), MINUS every crate whose BARE NAME (any version) occurs as
 * `name-<digit>` in any committed file under bench/, test/, src/, docs/ or scripts/ at commit 577074f (*.log files excluded,
 * and the frozen population lists left out: lines naming more than 12 versioned crates), so every earlier Rust validate set
 * (held out 1-9, tuning), every Rust retrieval set and every test fixture is out (held out 9's widestring, smawk,
 * serde_urlencoded, goblin, reqwest, graphene-rs, tower, cargo are named in docs, tests and validate-rust-sets9.ts); FFI and
 * generated bindings (libc, linux-raw-sys, winapi*, web-sys, js-sys, any `*-sys` crate) left out as before.
 * Strata by source-file count (< 30, 30-99, >= 100, as in the second to ninth sets). The large stratum is EMPTY: every
 * installed crate over 99 files is named in the repository already, and installing larger unused Debian crates was not
 * possible in time (apt queries waited on the shared lock for 20 minutes at load 60). So FOUR per stratum are drawn from the
 * small and the medium strata with mulberry32(10117) over each stratum in alphabetical order (brace-draw.ts's draw,
 * perStratum 4): 8 crates, none of more than 99 files (a limit of this set: no large crate).
 * Targets inside a crate: the benchmark's rule, 20 per crate (seed 22). SIZING from held out 9's yields (8 crates x 20
 * targets: 147 originals, helper 31; with the continuation of 6 / 6 / 4 per crate: member 25, needed import 19, arity 22;
 * smaller crates run out of targets before their quota): past a crate's 20 targets the bench goes on in the same seeded
 * draw order, running ONLY their wrong-member, needed-import and wrong-arity mutants, until the crate has 8 members,
 * 8 imports and 5 arity mutants (or its targets run out), a third more than held out 9's quotas for crates a third smaller
 * on average. The originals and helper figures are the 20 targets'. No second draw: the counts of the one run are the blind
 * figure, whatever they are. The first run is the blind one; after its misses are read it is tuning data. The draw's
 * result is VALIDATE10_RUST below (printed by `tsx bench/support/validate-rust-sets10.ts`).
 */
import { draw } from './brace-draw.js';

/** [crate, .rs files under src/] of the Rust population less every earlier set and bindings (frozen 2026-12-06 10:24 UTC). */
export const RUST_POPULATION_10: readonly (readonly [string, number])[] = [
  ['arrayvec-0.7.2', 7], ['ascii-canvas-2.0.0', 4], ['async-global-executor-2.3.1', 9], ['async-lock-2.6.0', 6], ['async-task-4.3.0', 7], ['async-trait-0.1.56', 6], ['av-metrics-0.9.0', 11], ['base64-0.13.0', 14], ['bitstream-io-1.6.0', 4], ['buffered-reader-1.1.4', 14], ['bytemuck-1.12.1', 13], ['bzip2-0.4.4', 5], ['calloop-0.10.4', 18], ['cargo-util-0.2.2', 7], ['cfg-expr-0.10.3', 7], ['colored-2.0.0', 5], ['concurrent-queue-2.0.0', 5], ['console-0.15.2', 9], ['cookie-0.16.0', 12], ['cookie_store-0.16.1', 7], ['core-foundation-0.9.1', 20], ['crossfont-0.5.0', 11], ['crypto-hash-0.3.4', 5], ['csv-1.1.6', 10], ['curl-0.4.44', 11], ['derivative-2.1.1', 12], ['dirs-next-2.0.0', 5], ['encode_unicode-0.3.6', 8], ['encoding_rs-0.8.31', 21], ['fern-0.6.1', 7], ['filetime-0.2.19', 10], ['float-cmp-0.9.0', 6], ['font-kit-0.11.0', 28], ['freetype-rs-0.26.0', 13], ['futures-executor-0.3.21', 5], ['futures-lite-1.12.0', 5], ['gdk-0.14.3', 70], ['gdk-pixbuf-0.14.0', 12], ['gif-0.11.3', 6], ['git2-0.16.0', 62], ['glib-macros-0.14.1', 14], ['gsk4-0.3.1', 44], ['gtk3-macros-0.14.0', 4], ['gtk4-macros-0.3.1', 4], ['hashlink-0.8.0', 5], ['hyper-rustls-0.23.2', 5], ['im-rc-15.1.0', 30], ['ipconfig-0.2.2', 7], ['ipnet-2.5.0', 6], ['jpeg-decoder-0.2.6', 16], ['lab-0.11.0', 6], ['libloading-0.7.4', 10], ['linked-hash-map-0.5.6', 6], ['memmap2-0.5.7', 5], ['mime_guess-2.0.4', 4], ['mint-0.5.5', 4], ['miow-0.3.7', 6], ['native-tls-0.2.11', 5], ['opener-0.5.0', 4], ['os_info-3.5.1', 22], ['paste-1.0.7', 4], ['pathfinder_geometry-0.5.1', 9], ['pathfinder_simd-0.5.1', 12], ['pest-2.5.2', 21], ['pin-project-internal-1.0.10', 7], ['plain-0.2.3', 5], ['plotters-backend-0.3.4', 9], ['plotters-bitmap-0.3.2', 10], ['png-0.17.7', 12], ['quinn-0.9.3', 11], ['quinn-udp-0.3.2', 5], ['rand_xoshiro-0.6.0', 17], ['raw-window-handle-0.5.0', 9], ['redox_syscall-0.2.16', 24], ['remove_dir_all-0.7.0', 4], ['resolv-conf-0.7.0', 4], ['rusqlite-0.28.0', 44], ['scroll-0.10.1', 9], ['sctk-adwaita-0.4.3', 9], ['serde-xml-rs-0.5.1', 9], ['serde_bytes-0.11.5', 5], ['sha2-0.10.5', 10], ['signal-hook-0.3.14', 12], ['siphasher-0.3.10', 5], ['sized-chunks-0.6.5', 17], ['slotmap-1.0.6', 6], ['smithay-client-toolkit-0.16.0', 29], ['structopt-derive-0.4.18', 6], ['syslog-6.0.1', 4], ['tar-0.4.38', 8], ['target-lexicon-0.12.3', 6], ['tempfile-3.3.0', 10], ['term-0.5.2', 7], ['textwrap-0.16.0', 9], ['thiserror-1.0.38', 4], ['thiserror-impl-1.0.38', 8], ['tiny-skia-0.8.3', 43], ['tiny-skia-path-0.8.3', 12], ['tokio-rustls-0.23.4', 6], ['tokio-stream-0.1.9', 41], ['tower-layer-0.3.1', 4], ['trust-dns-resolver-0.22.0', 26], ['v_frame-0.3.3', 5], ['version-compare-0.1.1', 7], ['vte-0.10.1', 4], ['wayland-client-0.29.4', 14], ['wayland-commons-0.29.4', 7], ['wayland-protocols-0.29.4', 7], ['wayland-scanner-0.29.4', 8], ['weezl-0.1.5', 6], ['which-4.2.5', 5], ['winreg-0.6.0', 8], ['x11-2.19.1', 24], ['x11-dl-2.19.1', 26], ['xattr-0.2.3', 9], ['xml-rs-0.8.3', 28], ['xxhash-rust-0.8.5', 10], ['yaml-rust-0.4.5', 5], ['zbus-1.9.2', 23], ['zbus_macros-1.9.2', 5], ['zvariant_derive-2.10.0', 5],
];

export const rustValidate10 = (): string[] => {
  const size = new Map(RUST_POPULATION_10.map(([n, c]) => [n, c] as const));
  return draw(RUST_POPULATION_10.map(([n]) => n), (n) => size.get(n) ?? 0, [30, 99], 10117, 4);
};

/** The set's parameters: targets per crate, and the wrong-member / needed-import / wrong-arity mutants per crate its continuation seeks. */
export const HELD_OUT10_RUST = { perPackage: 20, members: 8, imports: 8, arity: 5 } as const;

if (process.argv[1]?.endsWith('validate-rust-sets10.ts')) console.log(JSON.stringify(rustValidate10()));

/** The draw's result (2026-12-06 10:26 UTC, printed by this file before any run on it). */
export const VALIDATE10_RUST = ['colored-2.0.0', 'quinn-udp-0.3.2', 'dirs-next-2.0.0', 'zvariant_derive-2.10.0', 'git2-0.16.0', 'im-rc-15.1.0', 'gsk4-0.3.1', 'gdk-0.14.3'] as const;
