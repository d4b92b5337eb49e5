#!/usr/bin/env bash
# Python held out 22's one blind run (bench/support/validate-draw-22-py.ts): at most 3 niced processes at once, one
# package each, the next started when one ends, in the order given (large first); each in its own process group
# (setsid), whose id is appended to $PIDS; at the cut-off (HH:MM UTC) the groups still running, and only those, are
# stopped and their logs marked STOPPED. Logs: bench/results/validate-heldout22-python-s29-t1-<pkg>.log (first line start time
# and 1-minute load, last line exit code or STOPPED, end time and load), tables .md beside.
# Usage: bash bench/support/validate-run-22-py.sh CUTOFF pkg1 pkg2 ...
set -u
cd "$(dirname "$0")/../.."
CUTOFF=$1; shift
MAX=3
RESULTS=bench/results
PIDS=${PIDS:-/tmp/t1-heldout22.pids}
: > "$PIDS"
load() { cut -d' ' -f1 /proc/loadavg; }
cutoff_s=$(date -u -d "$CUTOFF" +%s)
# Started before midnight for a cut-off after it: the cut-off is tomorrow's.
(( cutoff_s < $(date -u +%s) - 43200 )) && cutoff_s=$((cutoff_s + 86400))
declare -A running=()
start() {
  local pkg=$1 log="$RESULTS/validate-heldout22-python-s29-t1-$1.log"
  echo "start $(date -u +%T) load $(load)" > "$log"
  setsid bash -c "nice -n 5 npx tsx bench/validate.ts --set heldout22 --lang Python --per-package 20 \
    --deps /usr/lib/python3/dist-packages --only '$pkg' --verbose --out 'validate-heldout22-python-s29-t1-$pkg.md' >> '$log' 2>&1; \
    echo \"exit \$? end \$(date -u +%T) load \$(cut -d' ' -f1 /proc/loadavg)\" >> '$log'" &
  running[$pkg]=$!
  echo "$! $pkg" >> "$PIDS"
  echo "runner: started $pkg (group $!) at $(date -u +%T) load $(load)"
}
queue=("$@")
while (( ${#queue[@]} > 0 || ${#running[@]} > 0 )); do
  for pkg in "${!running[@]}"; do
    if ! kill -0 "${running[$pkg]}" 2>/dev/null; then
      echo "runner: $pkg ended at $(date -u +%T) load $(load)"; unset "running[$pkg]"
    fi
  done
  if (( $(date -u +%s) >= cutoff_s )); then
    for pkg in "${!running[@]}"; do
      kill -- "-${running[$pkg]}" 2>/dev/null
      echo "STOPPED at the cut-off $CUTOFF: end $(date -u +%T) load $(load)" >> "$RESULTS/validate-heldout22-python-s29-t1-$pkg.log"
      echo "runner: STOPPED $pkg at $(date -u +%T) load $(load)"
    done
    for pkg in "${queue[@]}"; do echo "runner: NOT RUN $pkg (cut-off $CUTOFF)"; done
    break
  fi
  while (( ${#queue[@]} > 0 && ${#running[@]} < MAX )); do
    start "${queue[0]}"; queue=("${queue[@]:1}")
  done
  sleep 5
done
echo "runner: done at $(date -u +%T) load $(load)"
