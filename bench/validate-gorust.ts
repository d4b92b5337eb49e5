/**
 * `npm run bench:validate-gorust` — do Go and Rust suggestions compile? (issues 22 and 25).
 *
 * HELD OUT (DESIGN.md §5), declared 2026-12-02 07:35 UTC in writing, before any run of this
 * benchmark and before any Go or Rust answer check was tried on them:
 * - Go: library trees under /usr/share/gocode/src outside bench/support/go-corpus.ts's tuning set
 *   (GO_TUNING: pkg/errors, cobra, yaml.v3, go-cmp), of mixed sizes (non-test .go files):
 *   go-humanize (12), google/uuid (14), BurntSushi/toml (18), sirupsen/logrus (26), spf13/afero (29),
 *   spf13/pflag (37). GO_VALIDATE_HELD_OUT below.
 * - Rust: crates under /usr/share/cargo/registry that no Rust test reads (the tests read anyhow and
 *   itertools), of mixed sizes (.rs files under src/): either (3), heck (8), log (8), indexmap (16),
 *   regex (23), petgraph (42). RUST_VALIDATE_HELD_OUT below.
 * TUNING (the only code the checks were tried on while written): Go GO_TUNING; Rust anyhow-1.0.69,
 * itertools-0.10.3, hashbrown-0.12.3 (RUST_VALIDATE_TUNING), and the hand-made snippets of the tests.
 */
export const GO_VALIDATE_HELD_OUT = [
  'github.com/dustin/go-humanize', 'github.com/google/uuid', 'github.com/BurntSushi/toml',
  'github.com/sirupsen/logrus', 'github.com/spf13/afero', 'github.com/spf13/pflag',
] as const;
export const RUST_VALIDATE_HELD_OUT = ['either-1.6.1', 'heck-0.4.0', 'log-0.4.17', 'indexmap-1.9.2', 'regex-1.7.1', 'petgraph-0.6.2'] as const;
export const RUST_VALIDATE_TUNING = ['anyhow-1.0.69', 'itertools-0.10.3', 'hashbrown-0.12.3'] as const;
