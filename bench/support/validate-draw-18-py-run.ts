/**
 * `tsx bench/support/validate-draw-18-py-run.ts`: performs the Python draw of held out 18 declared in
 * validate-draw-18-py.ts (held out 17's walk with held out 17 excluded, seed VALIDATE_SEED_18, quotas PY_QUOTA_18) and
 * prints the walk (py-draw-walk.ts). First checks that every python3-* package scripts/setup-test-deps.sh names is
 * excluded (the rule's promise), and stops if one is not.
 */
import { readFileSync } from 'node:fs';
import { walkPythonDraw } from './py-draw-walk.js';
import { PY_EARLIER, PY_EARLIER_2, PY_EARLIER_3 } from './validate-draw.js';
import { PY_EARLIER_4 } from './validate-draw-4.js';
import { PY_EARLIER_5 } from './validate-draw-5.js';
import { PY_EARLIER_6 } from './validate-draw-6.js';
import { PY_EARLIER_7 } from './validate-draw-7.js';
import { PY_EARLIER_8 } from './validate-draw-8-py.js';
import { PY_EARLIER_9 } from './validate-draw-9-py.js';
import { PY_EARLIER_10 } from './validate-draw-10-py.js';
import { PY_EARLIER_11 } from './validate-draw-11-py.js';
import { PY_EARLIER_12, PY_USED_12 } from './validate-draw-12-py.js';
import { PY_EARLIER_13, PY_USED_13 } from './validate-draw-13-py.js';
import { PY_EARLIER_14, PY_USED_14 } from './validate-draw-14-py.js';
import { PY_EARLIER_15, PY_USED_15 } from './validate-draw-15-py.js';
import { PY_EARLIER_16, PY_USED_16 } from './validate-draw-16-py.js';
import { PY_EARLIER_17, PY_USED_17 } from './validate-draw-17-py.js';
import { PY_EARLIER_18, PY_QUOTA_18, PY_USED_18, VALIDATE_SEED_18 } from './validate-draw-18-py.js';

const earlier = [
  ...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4, ...PY_EARLIER_5, ...PY_EARLIER_6, ...PY_EARLIER_7, ...PY_EARLIER_8,
  ...PY_EARLIER_9, ...PY_EARLIER_10, ...PY_EARLIER_11, ...PY_EARLIER_12, ...PY_USED_12, ...PY_EARLIER_13, ...PY_USED_13, ...PY_EARLIER_14, ...PY_USED_14,
  ...PY_EARLIER_15, ...PY_USED_15, ...PY_EARLIER_16, ...PY_USED_16, ...PY_EARLIER_17, ...PY_USED_17, ...PY_EARLIER_18, ...PY_USED_18,
];
const script = readFileSync(new URL('../../scripts/setup-test-deps.sh', import.meta.url), 'utf8');
const named = [...new Set([...script.matchAll(/\bpython3-[a-z0-9][a-z0-9.+-]*/g)].map((m) => m[0]))];
const missing = named.filter((p) => !earlier.includes(p));
if (missing.length > 0) {
  console.error(`setup-test-deps.sh names packages the exclusions do not: ${missing.join(' ')}`);
  process.exit(1);
}
walkPythonDraw('py18', earlier, VALIDATE_SEED_18, PY_QUOTA_18);
