#!/usr/bin/env bash
# `npm run bench:setup`: installs what the benchmarks need and the product does not. The Debian
# Python packages whose sources are the Python corpora (scripts/setup-test-deps.sh with
# DYCODER_BENCH_DEPS=1), then the npm packages whose TypeScript sources are the TypeScript corpora,
# pinned in bench/corpora/package.json and its lockfile, into bench/corpora/node_modules. Their
# install scripts are not run: the benchmarks only read their files.
set -euo pipefail
cd "$(dirname "$0")/.."
DYCODER_BENCH_DEPS=1 bash scripts/setup-test-deps.sh
echo "bench:setup: npm ci in bench/corpora"
npm ci --prefix bench/corpora --ignore-scripts --no-audit --no-fund
# Held out 9's large package (bench/support/blind-draw-9.ts), pinned in its own folder so that installing it
# never prunes bench/corpora.
if [ -f bench/corpora9/package-lock.json ]; then
  echo "bench:setup: npm ci in bench/corpora9"
  npm ci --prefix bench/corpora9 --ignore-scripts --no-audit --no-fund
fi
# Held out 10's part-2 packages (bench/support/blind-draw-10.ts), the same way.
if [ -f bench/corpora10/package-lock.json ]; then
  echo "bench:setup: npm ci in bench/corpora10"
  npm ci --prefix bench/corpora10 --ignore-scripts --no-audit --no-fund
fi
# bench:validate held out 4's TypeScript-source packages (bench/support/validate-draw-4.ts), the same way.
if [ -f bench/corpora-validate4/package-lock.json ]; then
  echo "bench:setup: npm ci in bench/corpora-validate4"
  npm ci --prefix bench/corpora-validate4 --ignore-scripts --no-audit --no-fund
fi
# bench:validate held out 5's TypeScript-source packages (bench/support/validate-draw-5.ts), the same way.
if [ -f bench/corpora-validate5/package-lock.json ]; then
  echo "bench:setup: npm ci in bench/corpora-validate5"
  npm ci --prefix bench/corpora-validate5 --ignore-scripts --no-audit --no-fund
fi
# bench:validate held out 6's TypeScript-source packages (bench/support/validate-draw-6.ts), at the lock's versions.
# Not `npm ci`: mockttp's optional dependency tls-impersonate has no published version matching its range, so the
# lock holds no entry for it, and `npm ci` refuses a lock without every optional dependency; `npm install --no-save`
# installs the locked versions, skips the optional one and leaves the lock as it is.
if [ -f bench/corpora-validate6/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate6"
  npm install --prefix bench/corpora-validate6 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 7's TypeScript and JavaScript packages (bench/support/validate-draw-7.ts), at the lock's versions.
if [ -f bench/corpora-validate7/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate7"
  npm install --prefix bench/corpora-validate7 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 8's TypeScript and JavaScript packages (bench/support/validate-draw-8.ts), at the lock's versions.
if [ -f bench/corpora-validate8/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate8"
  npm install --prefix bench/corpora-validate8 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 9's TypeScript and JavaScript packages (bench/support/validate-draw-9.ts), at the lock's versions.
if [ -f bench/corpora-validate9/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate9"
  npm install --prefix bench/corpora-validate9 --ignore-scripts --no-audit --no-fund --no-save
fi
if [ -f bench/corpora-validate10/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate10"
  npm install --prefix bench/corpora-validate10 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 11's TypeScript and JavaScript packages (bench/support/validate-draw-11.ts), at the lock's versions.
if [ -f bench/corpora-validate11/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate11"
  npm install --prefix bench/corpora-validate11 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 12's TypeScript and JavaScript packages (bench/support/validate-draw-12.ts), at the lock's versions.
if [ -f bench/corpora-validate12/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate12"
  npm install --prefix bench/corpora-validate12 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 13's TypeScript and JavaScript packages (bench/support/validate-draw-13.ts), at the lock's versions.
if [ -f bench/corpora-validate13/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate13"
  npm install --prefix bench/corpora-validate13 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 14's TypeScript and JavaScript packages (bench/support/validate-draw-14.ts), at the lock's versions.
if [ -f bench/corpora-validate14/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate14"
  npm install --prefix bench/corpora-validate14 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 15's TypeScript and JavaScript packages (bench/support/validate-draw-15.ts), at the lock's versions.
if [ -f bench/corpora-validate15/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate15"
  npm install --prefix bench/corpora-validate15 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 16's TypeScript and JavaScript packages (bench/support/validate-draw-16.ts), at the lock's versions.
if [ -f bench/corpora-validate16/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate16"
  npm install --prefix bench/corpora-validate16 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 17's TypeScript and JavaScript packages (bench/support/validate-draw-17.ts), at the lock's versions.
if [ -f bench/corpora-validate17/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate17"
  npm install --prefix bench/corpora-validate17 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 18's TypeScript and JavaScript packages (bench/support/validate-draw-18.ts), at the lock's versions.
if [ -f bench/corpora-validate18/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate18"
  npm install --prefix bench/corpora-validate18 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 19's TypeScript and JavaScript packages (bench/support/validate-draw-19.ts), at the lock's versions.
if [ -f bench/corpora-validate19/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate19"
  npm install --prefix bench/corpora-validate19 --ignore-scripts --no-audit --no-fund --no-save
fi
# bench:validate held out 20's TypeScript and JavaScript packages (bench/support/validate-draw-20.ts), at the lock's versions.
if [ -f bench/corpora-validate20/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate20"
  npm install --prefix bench/corpora-validate20 --ignore-scripts --no-audit --no-fund --no-save
fi
# Held out 21 (TypeScript/JavaScript, bench/support/validate-draw-21.ts, session 28): its members, pinned by the draw.
if [ -f bench/corpora-validate21/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate21"
  npm install --prefix bench/corpora-validate21 --ignore-scripts --no-audit --no-fund --no-save
fi
# Held out 22 (TypeScript/JavaScript, bench/support/validate-draw-22.ts, session 29): its members, pinned by the draw.
if [ -f bench/corpora-validate22/package-lock.json ]; then
  echo "bench:setup: npm install (locked, --no-save) in bench/corpora-validate22"
  npm install --prefix bench/corpora-validate22 --ignore-scripts --no-audit --no-fund --no-save
fi
