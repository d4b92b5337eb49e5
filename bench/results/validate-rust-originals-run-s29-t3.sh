#!/bin/bash
# Held out 19-21's originals (NOT blind) before held out 22's blind run: two lanes (at most 2 processes), niced; each lane runs
# its shard of each set in turn. PIDs of the lanes this runner starts go to $DIR/pids (only those may be stopped).
# Usage: bash this-file DIR
cd /work/wt/t3
DIR=${1:?a folder for pids and times}
mkdir -p "$DIR"
lane() {
  local k=$1
  for set in ${SETS:-19 20 21}; do
    echo "h$set shard $k/2 start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> "$DIR/times.txt"
    nice -n 5 npx tsx bench/validate-brace.ts --set held-out$set-rust --deps debian --originals-only --verbose --tag s29-t3-originals${TAGB:-} --shard $k/2 > bench/results/validate-rust-originals-s29-t3${TAGB:-}-h$set-$k-verbose.log 2>&1
    echo "h$set shard $k/2 end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> "$DIR/times.txt"
  done
}
lane 1 & echo $! >> "$DIR/pids"
lane 2 & echo $! >> "$DIR/pids"
wait
echo "all done $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> "$DIR/times.txt"
