/**
 * `tsx bench/support/validate-draw-11-py-run.ts`: performs the Python draw of held out 11 declared in
 * validate-draw-11-py.ts (held out 10's walk with held out 10 excluded, seed VALIDATE_SEED_11, quotas PY_QUOTA_11) and prints
 * the walk. Eligibility is checked without running any answer check (apt-get install under /tmp/apt.lock, the
 * largest top-level package's .py count in the stratum the installed size gives, >= 5 targets by the ground truth).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stratumOf } from './blind-draw.js';
import { DIST_PACKAGES, prepareCorpus } from './corpus.js';
import { PY_EARLIER, PY_EARLIER_2, PY_EARLIER_3, drawOne, familyOf } from './validate-draw.js';
import { PY_EARLIER_4 } from './validate-draw-4.js';
import { PY_EARLIER_5 } from './validate-draw-5.js';
import { PY_EARLIER_6 } from './validate-draw-6.js';
import { PY_EARLIER_7 } from './validate-draw-7.js';
import { PY_EARLIER_8 } from './validate-draw-8-py.js';
import { PY_EARLIER_9 } from './validate-draw-9-py.js';
import { PY_EARLIER_10 } from './validate-draw-10-py.js';
import { PY_EARLIER_11, PY_QUOTA_11, VALIDATE_SEED_11 } from './validate-draw-11-py.js';

const MIN_TARGETS = 5;
const TEST_DIR = /^(tests?|__tests__|spec|node_modules|examples?|benchmarks?)$/;

function pyFiles(dir: string): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) n += TEST_DIR.test(e.name) ? 0 : pyFiles(join(dir, e.name));
    else if (e.name.endsWith('.py') && !e.name.startsWith('test_')) n++;
  }
  return n;
}

const earlier = [...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4, ...PY_EARLIER_5, ...PY_EARLIER_6, ...PY_EARLIER_7, ...PY_EARLIER_8, ...PY_EARLIER_9, ...PY_EARLIER_10, ...PY_EARLIER_11];
const population = readFileSync(new URL('./py-population.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'))
  .map((l) => l.split('\t')).map(([name = '', kb = '0']) => ({ name, kb: Number(kb) })).filter((p) => !earlier.includes(p.name));
const band = (kb: number): number | undefined => (kb < 300 ? 5 : kb < 1500 ? 30 : kb < 20000 ? 100 : undefined);
const banded = population.flatMap((p) => { const f = band(p.kb); return f === undefined ? [] : [{ ...p, files: f }]; });
const found = new Map<string, string>();
const families = new Set(earlier.map(familyOf));
const { set, walk } = drawOne(banded, VALIDATE_SEED_11, PY_QUOTA_11, (p) => {
  try {
    // Under /tmp/apt.lock, which every session on this machine takes before apt-get (the lock only orders installs).
    execFileSync('flock', ['/tmp/apt.lock', 'apt-get', 'install', '-y', '-q', '-o', 'DPkg::Lock::Timeout=900', '--no-install-recommends', p.name], { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    return false;
  }
  const listed = execFileSync('dpkg', ['-L', p.name], { encoding: 'utf8' }).split('\n');
  const tops = [...new Set(listed.map((l) => /^\/usr\/lib\/python3\/dist-packages\/([A-Za-z_]\w*)\/__init__\.py$/.exec(l)?.[1]).filter((d): d is string => d !== undefined))];
  const top = tops.sort((a, b) => pyFiles(join(DIST_PACKAGES, b)) - pyFiles(join(DIST_PACKAGES, a)))[0];
  if (top === undefined) return false;
  const n = pyFiles(join(DIST_PACKAGES, top));
  found.set(p.name, `${top} (${n} .py files)`);
  if (n < 5 || stratumOf(n) !== stratumOf(p.files)) return false;
  try {
    const c = prepareCorpus(top, 7, 40);
    const ok = c.targets.length >= MIN_TARGETS;
    c.dispose();
    return ok;
  } catch {
    return false;
  }
}, families);
console.log(walk.map((w) => { const n = (w.split(' ')[1] ?? '').replace(/:$/, ''); return found.has(n) ? `${w} [${found.get(n)}]` : w; }).join('\n'));
console.log(`py11: ${set.map((p) => `${p.name} -> ${found.get(p.name)}`).join(', ')}`);
