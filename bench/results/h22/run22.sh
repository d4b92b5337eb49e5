#!/bin/bash
# Held out 22 (bench/support/validate-draw-22.ts): one process per package, AT MOST 3 AT ONCE, a queue in the members'
# draw order (when one ends the next starts); `nice -n 5`; logs under bench/results/h22/. Every PID this runner starts
# is saved in /tmp/t2-run22.pids; stop22.sh stops those (and only those) at the cut-off, 00:25 UTC. No package starts
# after the cut-off.
cd /work/wt/t2 || exit 1
OUT=bench/results/h22
CUT=$(date -u -d '2026-12-08T00:25:00Z' +%s)
echo "start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg) commit $(git rev-parse --short HEAD)" > $OUT/run-times.txt
: > /tmp/t2-run22.pids
run_one() {
  local pkg=$1 safe
  safe=$(echo "$pkg" | sed 's/[@/]/_/g')
  echo "$pkg start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> $OUT/run-times.txt
  nice -n 5 npx tsx bench/validate.ts --set heldout22 --lang TypeScript --per-package 10 --verbose --ts-deps bench/corpora-validate22/node_modules --only "$pkg" --out "h22/validate-ts-heldout22-$safe.md" > "$OUT/validate-ts-heldout22-$safe.txt" 2>&1 &
  local pid=$!
  echo "$pid" >> /tmp/t2-run22.pids
  wait "$pid"
  echo "$pkg end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> $OUT/run-times.txt
}
for pkg in "$@"; do
  while [ "$(jobs -rp | wc -l)" -ge 3 ]; do wait -n; done
  if [ "$(date -u +%s)" -ge "$CUT" ]; then echo "$pkg NOT RUN (cut-off reached before its start)" >> $OUT/run-times.txt; continue; fi
  run_one "$pkg" &
done
wait
echo "all ended $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" >> $OUT/run-times.txt
