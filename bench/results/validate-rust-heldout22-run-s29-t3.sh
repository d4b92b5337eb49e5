#!/bin/bash
# Rust held out 22, the one blind run (validate-rust-sets22.ts): 18 shards (one crate each, Part A's twelve then Part B's six, in
# the draw's order), AT MOST 3 at a time, niced; no shard starts after the declared cut-off 00:25 UTC, and one still running
# then is stopped (its printed rows count; what it did not print is "not run"). Each shard runs in a session of its own; only
# those, by the process-group ids this runner saved in $DIR/pids, are stopped. Times and loads in $DIR/times.txt.
# Usage: bash this-file DIR            (bash this-file DIR shard K: one shard, used by the runner itself)
cd /work/wt/t3
DIR=${1:?a folder for pids and times}
if [ "$2" = shard ]; then
  k=$3
  echo "shard $k start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> "$DIR/times.txt"
  nice -n 5 npx tsx bench/validate-brace.ts --set held-out22-rust --deps debian --verbose --shard $k/18 > bench/results/validate-rust-heldout22-verbose-$k.log 2>&1
  echo "shard $k end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> "$DIR/times.txt"
  exit 0
fi
mkdir -p "$DIR"
CUTOFF=$(date -u -d '2026-12-08 00:25:00' +%s)
live() { local n=0; for p in $(cat "$DIR/pids" 2>/dev/null); do kill -0 "$p" 2>/dev/null && n=$((n + 1)); done; echo $n; }
for k in $(seq 1 18); do
  while [ "$(live)" -ge 3 ] && [ "$(date -u +%s)" -lt "$CUTOFF" ]; do sleep 5; done
  if [ "$(date -u +%s)" -ge "$CUTOFF" ]; then break; fi
  setsid bash "$0" "$DIR" shard $k &
  echo $! >> "$DIR/pids"
  sleep 1
done
while [ "$(live)" -gt 0 ] && [ "$(date -u +%s)" -lt "$CUTOFF" ]; do sleep 5; done
for p in $(cat "$DIR/pids"); do
  if kill -0 "$p" 2>/dev/null; then
    echo "cut-off $(date -u +%T): stopping shard process group $p" >> "$DIR/times.txt"
    kill -TERM -- "-$p" 2>/dev/null
  fi
done
for k in $(seq 1 18); do grep -q "^shard $k start" "$DIR/times.txt" || echo "shard $k not started (cut-off)" >> "$DIR/times.txt"; done
echo "all done $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> "$DIR/times.txt"
