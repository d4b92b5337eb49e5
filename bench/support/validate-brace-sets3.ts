/**
 * bench:validate-brace's THIRD held-out sets for Go and Rust (DESIGN.md §5), DECLARED IN WRITING
 * 2026-12-02 ~16:50 UTC (session 10, task T2, issue 22), before any run of the answer checks on
 * them and before this session's changes to the Go/Rust checks were tried on any of them.
 *
 * Rule: the population is every Go module (a directory under /usr/share/gocode/src holding a go.mod,
 * sized by its non-test .go files, nested modules, testdata and vendor excluded: goFiles) and every
 * Rust crate under /usr/share/cargo/registry with >= 4 .rs files under src/ (rustFiles), as installed
 * on the benchmark machine at declaration time (frozen below: the machine is shared and others
 * install packages), MINUS every module or crate whose exact name (import path / crate directory
 * name) occurs in any committed file under bench/, test/, src/, docs/ or scripts/ at commit cb23074
 * (bench/results/*.log excluded): every earlier set, population and test fixture of any benchmark;
 * Rust FFI bindings (libc, linux-raw-sys, winapi*) left out as before. Strata by source-file count
 * (Go < 30, 30-150, > 150; Rust < 30, 30-99, >= 100, as in the second sets); three per stratum
 * drawn with mulberry32(3310) over each stratum in alphabetical order (strata small, medium, large in
 * turn: validate-brace-sets.ts's draw). Targets inside a package: the benchmark's own rule, 10 per
 * package (seed 22), as for the second sets. New packages installed for it (by `flock apt-get`,
 * listed in scripts/setup-test-deps.sh): golang-github-miekg-dns-dev, golang-github-klauspost-compress-dev,
 * golang-google-protobuf-dev, golang-github-gorilla-websocket-dev, golang-github-lib-pq-dev,
 * librust-nix-dev, librust-hyper-dev, librust-chrono-dev, librust-nom-dev, librust-h2-dev,
 * librust-futures-util-dev, librust-serde-json-dev, librust-url-dev (and what they pull in).
 * The draw's result is VALIDATE3_* below (printed by `tsx bench/support/validate-brace-sets3.ts`).
 * The first run on them is the blind one; after it they are tuning sets.
 */
import { draw } from './brace-draw.js';

/** [module, non-test .go files] of the Go population less the earlier sets (frozen 2026-12-02). */
export const GO_POPULATION_3: readonly (readonly [string, number])[] = [
  ['github.com/alecthomas/repr', 1], ['github.com/bits-and-blooms/bitset', 7], ['github.com/cenkalti/backoff', 7],
  ['github.com/cespare/xxhash', 6], ['github.com/cilium/ebpf', 98], ['github.com/coreos/go-systemd', 34],
  ['github.com/cpuguy83/go-md2man/v2', 3], ['github.com/creack/pty', 42],
  ['github.com/docker/docker-credential-helpers', 17], ['github.com/flosch/pongo2', 44],
  ['github.com/go-stack/stack', 1], ['github.com/go-test/deep', 3], ['github.com/godbus/dbus', 54],
  ['github.com/golang/snappy', 7], ['github.com/google/go-querystring', 1], ['github.com/google/subcommands', 1],
  ['github.com/gorilla/sessions', 8], ['github.com/gorilla/websocket', 15], ['github.com/grafana/regexp', 12],
  ['github.com/hashicorp/go-cleanhttp', 3], ['github.com/hashicorp/go-hclog', 11],
  ['github.com/hashicorp/go-retryablehttp', 2], ['github.com/hashicorp/go-uuid', 1],
  ['github.com/jedisct1/go-dnsstamps', 1], ['github.com/josharian/intern', 1], ['github.com/json-iterator/go', 48],
  ['github.com/klauspost/compress', 111], ['github.com/klauspost/cpuid/v2', 10],
  ['github.com/klauspost/reedsolomon', 21], ['github.com/kr/fs', 2], ['github.com/kr/pretty', 4],
  ['github.com/kr/pty', 33], ['github.com/kr/text', 9], ['github.com/lib/pq', 30],
  ['github.com/mailru/easyjson', 73], ['github.com/mattn/go-colorable', 7], ['github.com/miekg/dns', 51],
  ['github.com/minio/md5-simd', 8], ['github.com/minio/minio-go/v7', 81], ['github.com/minio/sha256-simd', 7],
  ['github.com/mitchellh/mapstructure', 3], ['github.com/moby/patternmatcher', 1],
  ['github.com/modern-go/reflect2', 23], ['github.com/montanaflynn/stats', 28],
  ['github.com/perimeterx/marshmallow', 7], ['github.com/phpdave11/gofpdi', 5], ['github.com/pion/datachannel', 5],
  ['github.com/pion/dtls/v2', 115], ['github.com/pion/ice/v2', 44], ['github.com/pion/interceptor', 71],
  ['github.com/pion/logging', 2], ['github.com/pion/mdns', 6], ['github.com/pion/randutil', 2],
  ['github.com/pion/rtcp', 24], ['github.com/pion/rtp', 25], ['github.com/pion/sctp', 53],
  ['github.com/pion/sdp', 13], ['github.com/pion/srtp/v2', 19], ['github.com/pion/stun', 33],
  ['github.com/pion/transport', 41], ['github.com/pion/turn/v2', 53], ['github.com/pion/udp', 2],
  ['github.com/pion/webrtc', 144], ['github.com/pkg/diff', 12], ['github.com/rogpeppe/go-internal', 72],
  ['github.com/rs/xid', 8], ['github.com/shurcooL/sanitized_anchor_name', 1], ['github.com/spf13/cast', 3],
  ['github.com/spf13/jwalterweatherman', 3], ['github.com/subosito/gotenv', 1],
  ['github.com/teambition/rrule-go', 4], ['github.com/templexxx/xorsimd', 3], ['github.com/tjfoc/gmsm', 11],
  ['github.com/ugorji/go', 53], ['github.com/vishvananda/netlink', 76], ['github.com/vishvananda/netns', 3],
  ['github.com/vultr/govultr', 29], ['github.com/xdg-go/pbkdf2', 1], ['github.com/xdg-go/scram', 8],
  ['github.com/xdg-go/stringprep', 8], ['github.com/xtaci/kcp-go', 15], ['github.com/yuin/goldmark', 48],
  ['go.mongodb.org/mongo-driver', 284], ['golang.org/x/mod', 21], ['golang.org/x/time', 2],
  ['golang.org/x/tools', 485], ['google.golang.org/protobuf', 211], ['gvisor.dev/gvisor', 1602],
];
/** [crate, .rs files under src/] of the Rust population less the earlier sets and FFI bindings (frozen 2026-12-02). */
export const RUST_POPULATION_3: readonly (readonly [string, number])[] = [
  ['aho-corasick-0.7.19', 21], ['ansi_term-0.12.1', 9], ['arbitrary-1.1.3', 4], ['autocfg-1.1.0', 4],
  ['bstr-0.2.17', 26], ['chrono-0.4.23', 40], ['combine-4.6.6', 24], ['cpufeatures-0.2.4', 4], ['digest-0.10.5', 14],
  ['env_logger-0.7.1', 13], ['futures-channel-0.3.21', 6], ['futures-core-0.3.21', 7], ['futures-macro-0.3.21', 5],
  ['futures-task-0.3.21', 7], ['futures-util-0.3.21', 175], ['generic-array-0.14.4', 8], ['globset-0.4.9', 4],
  ['h2-0.3.13', 52], ['http-0.2.7', 21], ['http-body-0.4.5', 10], ['httparse-1.8.0', 7], ['humantime-2.1.0', 4],
  ['hyper-0.14.19', 67], ['iana-time-zone-0.1.53', 12], ['idna-0.3.0', 4], ['ignore-0.4.18', 8],
  ['kstring-2.0.0', 6], ['libm-0.2.1', 119], ['minimal-lexical-0.2.1', 19], ['nix-0.26.1', 58], ['nom-7.1.1', 27],
  ['num-bigint-0.4.3', 27], ['num-traits-0.2.15', 18], ['num_threads-0.1.6', 5], ['quickcheck-1.0.3', 4],
  ['regex-automata-0.1.8', 13], ['rend-0.4.0', 4], ['rkyv-0.7.39', 90], ['rkyv_derive-0.7.39', 11],
  ['rustc-serialize-0.3.24', 6], ['ryu-1.0.2', 12], ['same-file-1.0.6', 4], ['seahash-4.1.0', 6],
  ['semver-1.0.14', 9], ['serde_json-1.0.87', 39], ['sha1-0.10.1', 5], ['sharded-slab-0.1.4', 16], ['slog-2.5.2', 6],
  ['smallvec-1.9.0', 4], ['static_assertions-1.1.0', 10], ['thread_local-1.1.4', 4], ['time-0.3.9', 51],
  ['time-macros-0.2.4', 16], ['tinyvec-1.6.0', 8], ['tokio-util-0.7.3', 43], ['toml-0.5.11', 9],
  ['toml_edit-0.14.4', 47], ['tracing-log-0.1.3', 5], ['tracing-subscriber-0.3.16', 38], ['typenum-1.16.0', 9],
  ['unicode-bidi-0.3.8', 10], ['unicode-normalization-0.1.22', 13], ['url-2.3.1', 7], ['uuid-1.2.1', 21],
  ['version_check-0.9.4', 4], ['walkdir-2.3.2', 7], ['wasm-bindgen-0.2.83', 12], ['wasm-bindgen-backend-0.2.83', 6],
];

const drawFrom = (pop: readonly (readonly [string, number])[], bounds: [number, number]): string[] => {
  const size = new Map(pop.map(([n, c]) => [n, c] as const));
  return draw(pop.map(([n]) => n), (n) => size.get(n) ?? 0, bounds, 3310);
};

export const goValidate3 = (): string[] => drawFrom(GO_POPULATION_3, [30, 150]);
// Rust's strata: < 30, 30-99, >= 100 (draw's bounds are inclusive of the middle stratum).
export const rustValidate3 = (): string[] => drawFrom(RUST_POPULATION_3, [30, 99]);

/** The draw's result (2026-12-02, printed by this file before any run on them). */
export const VALIDATE3_GO = [
  'github.com/mattn/go-colorable', 'github.com/pion/datachannel', 'github.com/hashicorp/go-retryablehttp', 'github.com/pion/sctp',
  'github.com/ugorji/go', 'github.com/minio/minio-go/v7', 'gvisor.dev/gvisor', 'google.golang.org/protobuf', 'golang.org/x/tools',
] as const;
export const VALIDATE3_RUST = [
  'minimal-lexical-0.2.1', 'rustc-serialize-0.3.24', 'http-0.2.7', 'time-0.3.9', 'toml_edit-0.14.4', 'rkyv-0.7.39', 'libm-0.2.1', 'futures-util-0.3.21',
] as const;

if (process.argv[1]?.endsWith('validate-brace-sets3.ts')) {
  console.log(JSON.stringify({ go: goValidate3(), rust: rustValidate3() }, null, 1));
}
