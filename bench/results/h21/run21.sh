#!/bin/bash
# Held out 21 (bench/support/validate-draw-21.ts): one process per package, AT MOST 3 AT ONCE, a queue in the members'
# draw order (when one ends the next starts); `nice -n 5`; logs under bench/results/h21/. Every PID this runner starts
# is saved in /tmp/t2-run21.pids; stop21.sh stops those (and only those) at the cut-off, 21:15 UTC. No package starts
# after the cut-off.
cd /work/wt/t2 || exit 1
OUT=bench/results/h21
CUT=$(date -u -d '2026-12-07T21:15:00Z' +%s)
echo "start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg) commit $(git rev-parse --short HEAD)" > $OUT/run-times.txt
: > /tmp/t2-run21.pids
run_one() {
  local pkg=$1 safe
  safe=$(echo "$pkg" | sed 's/[@/]/_/g')
  echo "$pkg start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> $OUT/run-times.txt
  nice -n 5 npx tsx bench/validate.ts --set heldout21 --lang TypeScript --per-package 12 --verbose --ts-deps bench/corpora-validate21/node_modules --only "$pkg" --out "h21/validate-ts-heldout21-$safe.md" > "$OUT/validate-ts-heldout21-$safe.txt" 2>&1 &
  local pid=$!
  echo "$pid" >> /tmp/t2-run21.pids
  wait "$pid"
  echo "$pkg end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> $OUT/run-times.txt
}
running=0
for pkg in "$@"; do
  while [ "$(jobs -rp | wc -l)" -ge 3 ]; do wait -n; done
  if [ "$(date -u +%s)" -ge "$CUT" ]; then echo "$pkg NOT RUN (cut-off reached before its start)" >> $OUT/run-times.txt; continue; fi
  run_one "$pkg" &
done
wait
echo "all ended $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $OUT/run-times.txt
