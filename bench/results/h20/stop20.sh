#!/bin/bash
# At 17:58 UTC (held out 20's declared run cut-off), stops what run20.sh started and is still running: the process trees
# under the subshells whose ids run20.sh recorded (/tmp/t2-run20.pids), deepest first. Nothing else is touched.
until [ "$(date -u +%H%M)" -ge 1758 ]; do sleep 10; done
tree() { local p=$1; for c in $(pgrep -P "$p"); do tree "$c"; done; echo "$p"; }
for sub in $(cat /tmp/t2-run20.pids); do
  [ -d "/proc/$sub" ] || continue
  for p in $(tree "$sub" | grep -v "^$sub$"); do kill "$p" 2>/dev/null && echo "cut $(date -u +%T) pid $p" >> /work/wt/t2/bench/results/h20/run-times.txt; done
done
