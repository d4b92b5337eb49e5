#!/bin/bash
# One process per package of held out 20 (bench/support/validate-sets.ts NPM_VALIDATE_HELD_OUT_20), all at once, at
# `nice -n 5` (the amendment in validate-draw-20.ts); logs under bench/results/h20/. stop20.sh stops what is left at 17:58 UTC.
cd /work/wt/t2 || exit 1
echo "start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg) commit $(git rev-parse --short HEAD)" > bench/results/h20/run-times.txt
: > /tmp/t2-run20.pids
for pkg in "$@"; do
  safe=$(echo "$pkg" | sed 's/[@/]/_/g')
  ( echo "$pkg start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> bench/results/h20/run-times.txt
    nice -n 5 npx tsx bench/validate.ts --set heldout20 --lang TypeScript --per-package 10 --verbose --ts-deps bench/corpora-validate20/node_modules --only "$pkg" --out "h20/validate-ts-heldout20-$safe.md" > "bench/results/h20/validate-ts-heldout20-$safe.log" 2>&1
    echo "$pkg end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> bench/results/h20/run-times.txt ) &
  echo $! >> /tmp/t2-run20.pids
done
wait
