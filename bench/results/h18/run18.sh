#!/bin/bash
# One niced process per package of held out 18 (its members from bench/support/validate-sets.ts), logs under bench/results/h18/.
cd /work/wt/t2 || exit 1
mkdir -p bench/results/h18
echo "start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg)" > bench/results/h18/run-times.txt
for pkg in "$@"; do
  safe=$(echo "$pkg" | sed 's/[@/]/_/g')
  ( echo "$pkg start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> bench/results/h18/run-times.txt
    nice npx tsx bench/validate.ts --set heldout18 --lang TypeScript --per-package 12 --verbose --ts-deps bench/corpora-validate18/node_modules --only "$pkg" --out "h18/validate-ts-heldout18-$safe.md" > "bench/results/h18/validate-ts-heldout18-$safe.log" 2>&1
    echo "$pkg end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> bench/results/h18/run-times.txt ) &
  echo $! >> /tmp/t2-run18.pids
done
wait
