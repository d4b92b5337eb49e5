/**
 * The walk of a Python bench:validate held-out draw (held out 10's rule on, sessions 17-19): py-population.tsv less the
 * earlier sets, banded by installed size, one package per family, each eligible when apt-get installs it (under
 * /tmp/apt.lock), its largest top-level package's .py count falls in the stratum its installed size gives, and the
 * ground truth finds >= 5 targets. No answer check runs. Prints the walk and the drawn set under `label`.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stratumOf, type Stratum } from './blind-draw.js';
import { DIST_PACKAGES, prepareCorpus } from './corpus.js';
import { drawOne, familyOf } from './validate-draw.js';

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

/**
 * apt-get install under /tmp/apt.lock, which every session on this machine takes before apt-get (the lock only orders
 * installs). A failure for dpkg's lock held by an install that does not take /tmp/apt.lock (session 19: the machine's
 * setup installing for 40 minutes) is no verdict on the package: the install is tried again, for up to an hour.
 */
function installed(name: string): boolean {
  for (let attempt = 0; attempt < 12; attempt++) {
    try {
      execFileSync('flock', ['/tmp/apt.lock', 'apt-get', 'install', '-y', '-q', '-o', 'DPkg::Lock::Timeout=300', '--no-install-recommends', name], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      return true;
    } catch (e) {
      const raw = (e as { stderr?: unknown }).stderr;
      const stderr = typeof raw === 'string' ? raw : '';
      if (!/lock/i.test(stderr)) return false;
      console.error(`${name}: apt-get could not take dpkg's lock, trying again`);
    }
  }
  throw new Error(`${name}: dpkg's lock stayed held for an hour; the walk stops rather than call the package ineligible`);
}

/**
 * `excludedTop`, when given, makes a package ineligible by its largest top-level package's import name (known only once
 * the walk has installed it): held out 19's rule against a package read already under another Debian name.
 */
export function walkPythonDraw(label: string, earlier: readonly string[], seed: number, quota: Readonly<Record<Stratum, number>>, excludedTop?: (top: string) => boolean): void {
  const population = readFileSync(new URL('./py-population.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t')).map(([name = '', kb = '0']) => ({ name, kb: Number(kb) })).filter((p) => !earlier.includes(p.name));
  const band = (kb: number): number | undefined => (kb < 300 ? 5 : kb < 1500 ? 30 : kb < 20000 ? 100 : undefined);
  const banded = population.flatMap((p) => { const f = band(p.kb); return f === undefined ? [] : [{ ...p, files: f }]; });
  const found = new Map<string, string>();
  const families = new Set(earlier.map(familyOf));
  const { set, walk } = drawOne(banded, seed, quota, (p) => {
    if (!installed(p.name)) return false;
    const listed = execFileSync('dpkg', ['-L', p.name], { encoding: 'utf8' }).split('\n');
    const tops = [...new Set(listed.map((l) => /^\/usr\/lib\/python3\/dist-packages\/([A-Za-z_]\w*)\/__init__\.py$/.exec(l)?.[1]).filter((d): d is string => d !== undefined))];
    const top = tops.sort((a, b) => pyFiles(join(DIST_PACKAGES, b)) - pyFiles(join(DIST_PACKAGES, a)))[0];
    if (top === undefined) return false;
    const n = pyFiles(join(DIST_PACKAGES, top));
    found.set(p.name, `${top} (${n} .py files)`);
    if (excludedTop?.(top) === true) {
      found.set(p.name, `${top} (${n} .py files; import name read already)`);
      return false;
    }
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
  console.log(`${label}: ${set.map((p) => `${p.name} -> ${found.get(p.name)}`).join(', ')}`);
}
