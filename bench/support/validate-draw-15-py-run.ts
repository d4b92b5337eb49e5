/**
 * `tsx bench/support/validate-draw-15-py-run.ts`: performs the Python draw of held out 15 declared in
 * validate-draw-15-py.ts (held out 14's walk with held out 14 excluded, seed VALIDATE_SEED_15, quotas PY_QUOTA_15) and
 * prints the walk (py-draw-walk.ts).
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
import { PY_EARLIER_11 } from './validate-draw-11-py.js';
import { PY_EARLIER_12, PY_USED_12 } from './validate-draw-12-py.js';
import { PY_EARLIER_13, PY_USED_13 } from './validate-draw-13-py.js';
import { PY_EARLIER_14, PY_USED_14 } from './validate-draw-14-py.js';
import { PY_EARLIER_15, PY_QUOTA_15, PY_USED_15, VALIDATE_SEED_15 } from './validate-draw-15-py.js';

walkPythonDraw('py15', [
  ...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4, ...PY_EARLIER_5, ...PY_EARLIER_6, ...PY_EARLIER_7, ...PY_EARLIER_8,
  ...PY_EARLIER_9, ...PY_EARLIER_10, ...PY_EARLIER_11, ...PY_EARLIER_12, ...PY_USED_12, ...PY_EARLIER_13, ...PY_USED_13, ...PY_EARLIER_14, ...PY_USED_14,
  ...PY_EARLIER_15, ...PY_USED_15,
], VALIDATE_SEED_15, PY_QUOTA_15);
