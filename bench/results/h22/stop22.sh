#!/bin/bash
# At the run's cut-off (00:25 UTC): stops the validate processes run22.sh started, by the PIDs it saved (never a name
# pattern), with their children (each tree walked by parent PID).
cd /work/wt/t2 || exit 1
now=$(date -u +%s); cut=$(date -u -d '2026-12-08T00:25:00Z' +%s)
[ "$now" -lt "$cut" ] && sleep $((cut - now))
tree() { local p=$1; echo "$p"; for c in $(ps -o pid= --ppid "$p"); do tree "$c"; done; }
for pid in $(cat /tmp/t2-run22.pids); do
  if kill -0 "$pid" 2>/dev/null; then
    pids=$(tree "$pid")
    echo "stopped $pid ($(echo $pids | wc -w) processes) at $(date -u +%T) load $(cut -d' ' -f1 /proc/loadavg)" >> bench/results/h22/run-times.txt
    kill $pids 2>/dev/null
  fi
done
