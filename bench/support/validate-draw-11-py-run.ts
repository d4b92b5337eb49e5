/**
 * `tsx bench/support/validate-draw-11-py-run.ts`: performs the Python draw of held out 11 declared in
 * validate-draw-11-py.ts (held out 10's walk with held out 10 excluded, seed VALIDATE_SEED_11, quotas PY_QUOTA_11) and prints
 * the walk. Eligibility is checked without running any answer check (apt-get install under /tmp/apt.lock, the
 * largest top-level package's .py count in the stratum the installed size gives, >= 5 targets by the ground truth).
 * The walk itself is py-draw-walk.ts since session 19 (the same code, shared with held out 12's draw).
 */
import { walkPythonDraw } from './py-draw-walk.js';
import { PY_EARLIER, PY_EARLIER_2, PY_EARLIER_3 } from './validate-draw.js';
import { PY_EARLIER_4 } from './validate-draw-4.js';
import { PY_EARLIER_5 } from './validate-draw-5.js';
import { PY_EARLIER_6 } from './validate-draw-6.js';
import { PY_EARLIER_7 } from './validate-draw-7.js';
import { PY_EARLIER_8 } from './validate-draw-8-py.js';
import { PY_EARLIER_9 } from './validate-draw-9-py.js';
import { PY_EARLIER_10 } from './validate-draw-10-py.js';
import { PY_EARLIER_11, PY_QUOTA_11, VALIDATE_SEED_11 } from './validate-draw-11-py.js';

walkPythonDraw('py11', [...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4, ...PY_EARLIER_5, ...PY_EARLIER_6, ...PY_EARLIER_7, ...PY_EARLIER_8, ...PY_EARLIER_9, ...PY_EARLIER_10, ...PY_EARLIER_11], VALIDATE_SEED_11, PY_QUOTA_11);
