/**
 * `tsx bench/support/validate-draw-22-py-run.ts`: performs the Python draw of held out 22 declared in
 * validate-draw-22-py.ts (held out 21's walk with the exclusions widened, seed VALIDATE_SEED_22, quotas PY_QUOTA_22) and
 * prints the walk (py-draw-walk.ts). Before it walks it collects the exclusions: the earlier lists, held out 21, every
 * python3-* name written under bench/, test/, src/, docs/ and scripts/ (py-population.tsv aside), and the python3-*
 * Debian dependencies of held out 16-21's packages (PY_USED_19 .. PY_USED_22); it prints how many of each.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { PY_EARLIER_18, PY_USED_18 } from './validate-draw-18-py.js';
import { PY_DIAGNOSED_19, PY_EARLIER_19 } from './validate-draw-19-py.js';
import { PY_DIAGNOSED_20, PY_EARLIER_20 } from './validate-draw-20-py.js';
import { PY_DIAGNOSED_21, PY_EARLIER_21 } from './validate-draw-21-py.js';
import { PY_DIAGNOSED_22, PY_EARLIER_22, PY_QUOTA_22, VALIDATE_SEED_22 } from './validate-draw-22-py.js';
import { VALIDATE_HELD_OUT_15_PY } from './validate-sets-15-py.js';
import { VALIDATE_HELD_OUT_16_PY } from './validate-sets-16-py.js';
import { VALIDATE_HELD_OUT_17_PY } from './validate-sets-17-py.js';
import { VALIDATE_HELD_OUT_18_PY } from './validate-sets-18-py.js';
import { VALIDATE_HELD_OUT_19_PY } from './validate-sets-19-py.js';
import { VALIDATE_HELD_OUT_20_PY } from './validate-sets-20-py.js';
import { VALIDATE_HELD_OUT_21_PY } from './validate-sets-21-py.js';
import { VALIDATE_HELD_OUT_2_PY, VALIDATE_HELD_OUT_3_PY, VALIDATE_HELD_OUT_4_PY, VALIDATE_HELD_OUT_5_PY, VALIDATE_HELD_OUT_6_PY, VALIDATE_HELD_OUT_7_PY, VALIDATE_HELD_OUT_8_PY, VALIDATE_HELD_OUT_9_PY, VALIDATE_HELD_OUT_10_PY, VALIDATE_HELD_OUT_11_PY, VALIDATE_HELD_OUT_12_PY, VALIDATE_HELD_OUT_13_PY, VALIDATE_HELD_OUT_14_PY, VALIDATE_HELD_OUT_PY, VALIDATE_TUNING_PY } from './validate-sets.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const POPULATION = 'py-population.tsv';

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('corpora')) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else if (e.isFile() && e.name !== POPULATION) out.push(p);
  }
  return out;
}

const texts = ['bench', 'test', 'src', 'docs', 'scripts'].flatMap((d) => filesUnder(join(ROOT, d))).map((f) => readFileSync(f, 'latin1'));
const named = new Set(texts.flatMap((t) => [...t.matchAll(/\bpython3-[a-z0-9][a-z0-9.+-]*[a-z0-9]/g)].map((m) => m[0])));
const codeTexts = ['bench', 'test', 'src'].flatMap((d) => filesUnder(join(ROOT, d))).map((f) => readFileSync(f, 'latin1'));
const readTops = new Set(codeTexts.flatMap((t) => [...t.matchAll(/dist-packages\/([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '')));
const heldTops = new Set([
  VALIDATE_TUNING_PY, VALIDATE_HELD_OUT_PY, VALIDATE_HELD_OUT_2_PY, VALIDATE_HELD_OUT_3_PY, VALIDATE_HELD_OUT_4_PY, VALIDATE_HELD_OUT_5_PY,
  VALIDATE_HELD_OUT_6_PY, VALIDATE_HELD_OUT_7_PY, VALIDATE_HELD_OUT_8_PY, VALIDATE_HELD_OUT_9_PY, VALIDATE_HELD_OUT_10_PY, VALIDATE_HELD_OUT_11_PY,
  VALIDATE_HELD_OUT_12_PY, VALIDATE_HELD_OUT_13_PY, VALIDATE_HELD_OUT_14_PY, VALIDATE_HELD_OUT_15_PY, VALIDATE_HELD_OUT_16_PY,
  VALIDATE_HELD_OUT_17_PY, VALIDATE_HELD_OUT_18_PY, VALIDATE_HELD_OUT_19_PY, VALIDATE_HELD_OUT_20_PY, VALIDATE_HELD_OUT_21_PY,
].flat());
const dependsOf = (pkgs: readonly string[]): string[] => {
  const depends = execFileSync('apt-cache', ['depends', ...pkgs], { encoding: 'utf8' });
  return [...new Set([...depends.matchAll(/Depends: (python3-[a-z0-9][a-z0-9.+-]*)/g)].map((m) => m[1] ?? ''))].sort();
};
const used19 = dependsOf(PY_DIAGNOSED_19);
const used20 = dependsOf(PY_DIAGNOSED_20);
const used21 = dependsOf(PY_DIAGNOSED_21);
const used22 = dependsOf(PY_DIAGNOSED_22);

const lists = [
  ...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4, ...PY_EARLIER_5, ...PY_EARLIER_6, ...PY_EARLIER_7, ...PY_EARLIER_8,
  ...PY_EARLIER_9, ...PY_EARLIER_10, ...PY_EARLIER_11, ...PY_EARLIER_12, ...PY_USED_12, ...PY_EARLIER_13, ...PY_USED_13, ...PY_EARLIER_14, ...PY_USED_14,
  ...PY_EARLIER_15, ...PY_USED_15, ...PY_EARLIER_16, ...PY_USED_16, ...PY_EARLIER_17, ...PY_USED_17, ...PY_EARLIER_18, ...PY_USED_18, ...PY_EARLIER_19,
  ...PY_EARLIER_20, ...PY_EARLIER_21, ...PY_EARLIER_22,
];
const earlier = [...new Set([...lists, ...named, ...used19, ...used20, ...used21, ...used22])];
console.log(`exclusions: ${lists.length} from the earlier lists, ${named.size} python3-* names written in the tree, ${used19.length} Debian dependencies of held out 16-18 (PY_USED_19), ${used20.length} of held out 17-19 (PY_USED_20), ${used21.length} of held out 18-20 (PY_USED_21), ${used22.length} of held out 19-21 (PY_USED_22: ${used22.join(' ')}); ${earlier.length} distinct`);
console.log(`import names excluded when reached: ${readTops.size} written as dist-packages/<name>, ${heldTops.size} of earlier sets`);
walkPythonDraw('py22', earlier, VALIDATE_SEED_22, PY_QUOTA_22, (top) => readTops.has(top) || heldTops.has(top));
