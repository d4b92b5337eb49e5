#!/bin/bash
# Tallies Rust held out 22's per-answer rows from the shards' verbose logs (rows print as each answer is decided, so a shard
# still running when the session's schedule cut the run counts with the rows it finished). Usage: bash this-file [logs...]
cd "$(dirname "$0")"
cat ${@:-validate-rust-heldout22-verbose-*.log} | awk '
  $3 ~ /^(original|hallucinated-helper|wrong-member|wrong-arity|needed-import)$/ {
    k = $3; w = ($4 ~ /^\(/) ? $5 : $4; o = (w == "not") ? "notrun" : w; n[k]++; c[k "," o]++; crates[$1] = 1
    if ($4 ~ /^\(/) { n[k " " $4]++; c[k " " $4 "," o]++ }
  }
  END {
    printf "| Kind | answers | rejected / repaired | flagged only | missed (original: accepted clean) | not run |\n|---|---:|---:|---:|---:|---:|\n"
    split("original,hallucinated-helper,wrong-member,wrong-member (closed),wrong-member (open),wrong-arity,needed-import", ks, ",")
    for (i = 1; i <= 7; i++) { k = ks[i]; printf "| %s | %d | %d | %d | %d | %d |\n", k, n[k] - c[k ",notrun"], c[k ",rejected"], c[k ",flagged"], c[k ",missed"], c[k ",notrun"] }
    m = 0; for (x in crates) m++; printf "\ncrates with rows: %d\n", m
  }'
