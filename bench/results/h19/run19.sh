#!/bin/bash
# One niced process per package of held out 19 (its members from bench/support/validate-sets.ts NPM_VALIDATE_HELD_OUT_19),
# all at once as held out 18's; logs under bench/results/h19/. A process not finished by 15:00 UTC is stopped (stop19.sh).
cd /work/wt/t2 || exit 1
mkdir -p bench/results/h19
echo "start $(date -u +%T) load $(cut -d' ' -f1-3 /proc/loadavg) commit $(git rev-parse --short HEAD)" > bench/results/h19/run-times.txt
: > /tmp/t2-run19.pids
for pkg in "$@"; do
  safe=$(echo "$pkg" | sed 's/[@/]/_/g')
  ( echo "$pkg start $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> bench/results/h19/run-times.txt
    nice npx tsx bench/validate.ts --set heldout19 --lang TypeScript --per-package 14 --verbose --ts-deps bench/corpora-validate19/node_modules --only "$pkg" --out "h19/validate-ts-heldout19-$safe.md" > "bench/results/h19/validate-ts-heldout19-$safe.log" 2>&1
    echo "$pkg end $(date -u +%T) rc $? load $(cut -d' ' -f1 /proc/loadavg)" >> bench/results/h19/run-times.txt ) &
  echo $! >> /tmp/t2-run19.pids
done
wait
