#!/bin/bash
# At 15:00 UTC (held out 19's declared cut), stops what run19.sh started and is still running: the process trees under the
# subshells whose ids run19.sh recorded (/tmp/t2-run19.pids), deepest first. Nothing else is touched.
until [ "$(date -u +%H%M)" -ge 1500 ]; do sleep 10; done
tree() { local p=$1; for c in $(pgrep -P "$p"); do tree "$c"; done; echo "$p"; }
for sub in $(cat /tmp/t2-run19.pids); do
  [ -d "/proc/$sub" ] || continue
  for p in $(tree "$sub" | grep -v "^$sub$"); do kill "$p" 2>/dev/null && echo "cut $(date -u +%T) pid $p" >> /work/wt/t2/bench/results/h19/run-times.txt; done
done
