#!/bin/bash
# Rust held out 20, the one blind run: 18 shards (one crate each), nine at a time, niced.
cd /work/wt/t3
k=$1
echo "shard $k start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> /tmp/t3x/run20-times.txt
nice -n 5 npx tsx bench/validate-brace.ts --set held-out20-rust --deps debian --verbose --shard $k/18 > bench/results/validate-rust-heldout20-verbose-$k.log 2>&1
echo "shard $k end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> /tmp/t3x/run20-times.txt
