#!/usr/bin/env bash
# Installs what the test suite needs when it is missing: redis-server and redis-tools (redis-cli,
# also used to build the Redis Cluster of the cluster tests), black (a real formatter for the
# suggestion-outcome tests), and the Debian Python
# packages whose sources are the real-world corpora of the tests and benchmarks
# (under /usr/lib/python3/dist-packages). Then `npm ci` if node_modules is absent or stale.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(redis-server redis-tools black python3 python3-requests python3-flask python3-click python3-jinja2 python3-werkzeug python3-rich)
if [[ "${DYCODER_BENCH_DEPS:-0}" == "1" ]]; then APT_PACKAGES+=(python3-sympy); fi

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [[ $(id -u) -ne 0 ]]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [[ ! -d node_modules ]] || [[ package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "setup: npm ci"
  npm ci --no-audit --no-fund
fi
