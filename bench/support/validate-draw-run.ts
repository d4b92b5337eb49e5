/**
 * `tsx bench/support/validate-draw-run.ts npm-population|npm|py|py2`: writes the npm population and performs
 * the draws declared in validate-draw.ts, printing the walk, so anyone can check that the sets in
 * bench/validate.ts are what the seed gives. Eligibility is checked without running any answer check:
 * at least 5 targets (npm: test/support/ts-check-targets.ts targetsIn over the package's source folder;
 * Python: the ground truth of bench/support/corpus.ts, after apt-get install).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { shuffled, stratumOf } from './blind-draw.js';
import { CORPORA_NODE_MODULES, ROOT_NODE_MODULES } from './corpus-packages.js';
import { DIST_PACKAGES, prepareCorpus } from './corpus.js';
import { NPM_EARLIER, NPM_EARLIER_2, NPM_EARLIER_3, NPM_TS_POPULATION_2, NPM_TS_POPULATION_3, NPM_TS_QUOTA_3, NPM_QUOTA, PY_EARLIER, PY_EARLIER_2, PY_EARLIER_3, PY_QUOTA, VALIDATE2_SEED, VALIDATE_SEED, VALIDATE_SEED_2, VALIDATE_SEED_3, drawOne, familyOf } from './validate-draw.js';
import { installedDir, npmTargets } from './npm-targets.js';
import { exclusions10 } from './blind-draw-10.js';
import { TS_HELD_OUT_10 } from './ts-corpus.js';
import { CORPORA_VALIDATE4_DIR, CORPORA_VALIDATE4_NODE_MODULES } from './corpus-packages.js';
import { NPM_EARLIER_4, NPM_TS_POPULATION_4, NPM_TS_QUOTA_4, PY_EARLIER_4, VALIDATE_SEED_4 } from './validate-draw-4.js';
import { NPM_EARLIER_5, NPM_QUOTA_5, NPM_TS_POPULATION_5, NPM_TS_QUOTA_5, PY_EARLIER_5, PY_QUOTA_5, VALIDATE_SEED_5 } from './validate-draw-5.js';
import { CORPORA_VALIDATE5_DIR, CORPORA_VALIDATE5_NODE_MODULES, CORPORA_VALIDATE6_DIR, CORPORA_VALIDATE6_NODE_MODULES } from './corpus-packages.js';
import { NPM_EARLIER_6, NPM_QUOTA_6, NPM_TS_POPULATION_6, NPM_TS_QUOTA_6, PY_EARLIER_6, PY_QUOTA_6, VALIDATE_SEED_6 } from './validate-draw-6.js';

const MIN_TARGETS = 5;
const NPM_TSV = new URL('./npm-population.tsv', import.meta.url);
const TEST_DIR = /^(tests?|__tests__|spec|node_modules|examples?|benchmarks?)$/;

export interface NpmPackage { name: string; version: string; kind: 'ts' | 'js'; dir: string; files: number }

function count(dir: string, ok: (name: string, path: string) => boolean): number {
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) n += TEST_DIR.test(e.name) ? 0 : count(path, ok);
    else if (ok(e.name, path)) n++;
  }
  return n;
}
const isTs = (name: string): boolean => /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') && !/\.(test|spec)\.tsx?$/.test(name);
const isJs = (name: string, path: string): boolean => /\.(js|cjs|mjs)$/.test(name) && !/\.min\.[cm]?js$/.test(name) && !/\.(test|spec)\.[cm]?js$/.test(name) && statSync(path).size < 100_000;

function installed(): string[] {
  const names = new Set<string>();
  for (const nm of [CORPORA_NODE_MODULES, ROOT_NODE_MODULES]) {
    for (const e of readdirSync(nm)) {
      if (e.startsWith('.')) continue;
      if (e.startsWith('@')) for (const s of readdirSync(join(nm, e))) names.add(`${e}/${s}`);
      else names.add(e);
    }
  }
  return [...names].sort();
}

function describe(name: string): NpmPackage | undefined {
  const root = installedDir(name);
  const declared = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: unknown }).version;
  const version = typeof declared === 'string' ? declared : '?';
  const src = join(root, 'src');
  const tsCount = existsSync(src) && statSync(src).isDirectory() ? count(src, isTs) : 0;
  if (tsCount >= 5) return { name, version, kind: 'ts', dir: 'src', files: tsCount };
  if (count(root, isTs) > 0) return undefined;
  const dirs = ['lib', 'dist', 'build', 'built', 'src'].filter((d) => existsSync(join(root, d)) && statSync(join(root, d)).isDirectory());
  const best = dirs.map((d) => ({ d, n: count(join(root, d), isJs) })).sort((a, b) => b.n - a.n)[0];
  const rootOnly = readdirSync(root, { withFileTypes: true }).filter((e) => e.isFile() && isJs(e.name, join(root, e.name))).length;
  const pick = best !== undefined && best.n >= rootOnly ? best : { d: '.', n: rootOnly };
  return pick.n >= 5 ? { name, version, kind: 'js', dir: pick.d, files: pick.n } : undefined;
}

function readNpm(): NpmPackage[] {
  return readFileSync(NPM_TSV, 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#')).map((l) => {
    const [name = '', version = '', kind = '', dir = '', files = '0'] = l.split('\t');
    return { name, version, kind: kind === 'ts' ? 'ts' : 'js', dir, files: Number(files) };
  });
}

const mode = process.argv[2];
if (mode === 'npm-population') {
  const earlierFamilies = new Set(NPM_EARLIER.map(familyOf));
  const rows = installed().filter((n) => !n.startsWith('@types/') && n !== 'typescript' && !NPM_EARLIER.includes(n) && !earlierFamilies.has(familyOf(n)))
    .flatMap((n) => { const d = describe(n); return d ? [d] : []; });
  const header = '# bench:validate npm population (bench/support/validate-draw.ts states the rule), written 2026-12-02 before any run.\n# Columns: package, version installed, kind, source folder, source files.\n';
  writeFileSync(NPM_TSV, header + rows.map((r) => [r.name, r.version, r.kind, r.dir, r.files].join('\t')).join('\n') + '\n');
  console.log(`${rows.length} packages (${rows.filter((r) => r.kind === 'ts').length} ts, ${rows.filter((r) => r.kind === 'js').length} js)`);
} else if (mode === 'npm' || mode === 'npm2') {
  // npm2 (held out 2): the same population less the session-8 held-out packages and their families, a new seed.
  const earlier2 = new Set(NPM_EARLIER_2.map(familyOf));
  const population = mode === 'npm' ? readNpm() : readNpm().filter((p) => !NPM_EARLIER_2.includes(p.name) && !earlier2.has(familyOf(p.name)));
  const families = new Set<string>();
  for (const kind of ['ts', 'js'] as const) {
    const seed = mode === 'npm' ? VALIDATE_SEED : VALIDATE2_SEED;
    const { set, walk } = drawOne(population.filter((p) => p.kind === kind), seed, NPM_QUOTA, (p) => npmTargets(p, 30).length >= MIN_TARGETS, families);
    console.log(walk.join('\n'));
    console.log(`${kind}: ${set.map((p) => `${p.name} ${p.version} (${p.dir}, ${p.files} files, ${stratumOf(p.files)})`).join(', ')}`);
  }
} else if (mode === 'npm3') {
  // Held out 3, JavaScript (validate-draw.ts): the population less NPM_EARLIER_3 and their families, seed 2310.
  const earlier3 = new Set(NPM_EARLIER_3.map(familyOf));
  const population = readNpm().filter((p) => p.kind === 'js' && !NPM_EARLIER_3.includes(p.name) && !earlier3.has(familyOf(p.name)));
  const eligible = (p: NpmPackage): boolean => npmTargets(p, 30).length >= MIN_TARGETS;
  let { set, walk } = drawOne(population, VALIDATE_SEED_3, NPM_QUOTA, eligible);
  // A large stratum with no eligible package passes its quota to the medium stratum, as the TypeScript part's.
  if (!set.some((p) => stratumOf(p.files) === 'large')) ({ set, walk } = drawOne(population, VALIDATE_SEED_3, { ...NPM_QUOTA, medium: NPM_QUOTA.medium + NPM_QUOTA.large }, eligible));
  console.log(walk.join('\n'));
  console.log(`js: ${set.map((p) => `${p.name} ${p.version} (${p.dir}, ${p.files} files, ${stratumOf(p.files)})`).join(', ')}`);
} else if (mode === 'npm4' || mode === 'npm5' || mode === 'npm6') {
  // Held out 4, JavaScript (validate-draw-4.ts): held out 3's rule, less NPM_EARLIER_4, retrieval held out 9/10 and their families.
  // Held out 5 (validate-draw-5.ts): the same, less NPM_EARLIER_5, with its own seed and quotas.
  // Held out 6 (validate-draw-6.ts): the same, less NPM_EARLIER_6; a small quota nothing fills is not passed on (all is small).
  const earlier = mode === 'npm4' ? NPM_EARLIER_4 : mode === 'npm5' ? NPM_EARLIER_5 : NPM_EARLIER_6;
  const seed = mode === 'npm4' ? VALIDATE_SEED_4 : mode === 'npm5' ? VALIDATE_SEED_5 : VALIDATE_SEED_6;
  const quota = mode === 'npm4' ? NPM_QUOTA : mode === 'npm5' ? NPM_QUOTA_5 : NPM_QUOTA_6;
  const { names, families } = exclusions10();
  for (const n of [...earlier, ...TS_HELD_OUT_10, 'node-gyp-build', 'node-gyp-build-optional-packages', 'joi', 'jszip', 'terser', 'svgo', 'mysql2', 'webpack']) names.add(n);
  for (const n of [...earlier, ...TS_HELD_OUT_10]) families.add(familyOf(n));
  const population = readNpm().filter((p) => p.kind === 'js' && !names.has(p.name) && !families.has(familyOf(p.name)));
  const eligible = (p: NpmPackage): boolean => npmTargets(p, 30).length >= MIN_TARGETS;
  let { set, walk } = drawOne(population, seed, quota, eligible);
  if (!set.some((p) => stratumOf(p.files) === 'large')) ({ set, walk } = drawOne(population, seed, { ...quota, medium: quota.medium + quota.large, large: 0 }, eligible));
  console.log(`population after the exclusions: ${population.length} js packages`);
  console.log(walk.join('\n'));
  console.log(`js: ${set.map((p) => `${p.name} ${p.version} (${p.dir}, ${p.files} files, ${stratumOf(p.files)})`).join(', ')}`);
} else if (mode === 'npm4ts' || mode === 'npm5ts' || mode === 'npm6ts') {
  // Held out 4, TypeScript sources (validate-draw-4.ts): each stratum's list in its seeded order, installed when reached.
  // Held out 5 (validate-draw-5.ts): the same walk over its own population, seed, quotas and folder.
  // Held out 6 (validate-draw-6.ts): the same walk as held out 5 over its own population, seed, quotas and folder.
  const six = mode === 'npm6ts';
  const five = mode === 'npm5ts' || six;
  const NPM_TS_POPULATION = six ? NPM_TS_POPULATION_6 : five ? NPM_TS_POPULATION_5 : NPM_TS_POPULATION_4;
  const SEED = six ? VALIDATE_SEED_6 : five ? VALIDATE_SEED_5 : VALIDATE_SEED_4;
  const DIR = six ? CORPORA_VALIDATE6_DIR : five ? CORPORA_VALIDATE5_DIR : CORPORA_VALIDATE4_DIR;
  const NODE_MODULES = six ? CORPORA_VALIDATE6_NODE_MODULES : five ? CORPORA_VALIDATE5_NODE_MODULES : CORPORA_VALIDATE4_NODE_MODULES;
  const families = new Set([...(six ? NPM_EARLIER_6 : five ? NPM_EARLIER_5 : NPM_EARLIER_4), ...TS_HELD_OUT_10].map(familyOf));
  const quota = { ...(six ? NPM_TS_QUOTA_6 : five ? NPM_TS_QUOTA_5 : NPM_TS_QUOTA_4) };
  const npm = (args: string[]): void => { execFileSync('npm', [...args, '--prefix', DIR, '--ignore-scripts', '--no-audit', '--no-fund'], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000 }); };
  const drawn: string[] = [];
  const seen = new Set<string>();
  const walkStratum = (stratum: 'large' | 'medium' | 'small', k: number): void => {
    const order = shuffled(NPM_TS_POPULATION.filter((p) => p.stratum === stratum), SEED + k);
    console.log(`${stratum} (quota ${quota[stratum]}): ${order.map((p) => p.name).join(', ') || '(none)'}`);
    for (const { name } of order) {
      if (quota[stratum] <= 0) break;
      if (seen.has(name)) continue;
      seen.add(name);
      if (families.has(familyOf(name))) { console.log(`${name}: family already drawn`); continue; }
      try { npm(['install', '--save-exact', name]); } catch { console.log(`${name}: does not install`); continue; }
      const root = join(NODE_MODULES, name);
      const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '?';
      const src = join(root, 'src');
      const files = existsSync(src) ? count(src, isTs) : 0;
      const targets = files >= 5 ? npmTargets({ name, kind: 'ts', dir: 'src' }, 30).length : 0;
      const ok = files >= 5 && stratumOf(files) === stratum && targets >= MIN_TARGETS;
      console.log(`${name} ${version}: ${files} .ts files under src/, ${targets} targets: ${ok ? 'drawn' : 'not eligible'}`);
      if (!ok) { npm(['uninstall', name]); continue; }
      families.add(familyOf(name));
      drawn.push(`${name} ${version} (${files} files, ${stratum})`);
      quota[stratum]--;
    }
  };
  walkStratum('large', 0);
  walkStratum('medium', 1);
  walkStratum('small', 2);
  // A stratum whose list ran out passes what is left of its quota to the other stratum's walk.
  if (five && quota.large > 0) { quota.medium += quota.large; quota.large = 0; walkStratum('medium', 1); }
  if (quota.small > 0) { quota.medium += quota.small; quota.small = 0; walkStratum('medium', 1); }
  if (quota.medium > 0) { quota.small += quota.medium; quota.medium = 0; walkStratum('small', 2); }
  console.log(`ts: ${drawn.join(', ')}`);
} else if (mode === 'npm3ts') {
  // Held out 3, TypeScript sources: the seeded order of NPM_TS_POPULATION_3 per stratum, with the quotas.
  (['large', 'medium', 'small'] as const).forEach((stratum, k) => {
    const order = shuffled(NPM_TS_POPULATION_3.filter((p) => stratumOf(p.files) === stratum), VALIDATE_SEED_3 + k);
    console.log(`${stratum} (quota ${NPM_TS_QUOTA_3[stratum]}): ${order.map((p) => p.name).join(', ') || '(none)'}`);
  });
} else if (mode === 'npm2ts') {
  // The seeded order of held out 2's TypeScript population (validate-draw.ts); eligibility is checked by hand in this order.
  (['large', 'medium', 'small'] as const).forEach((stratum, k) => {
    const order = shuffled(NPM_TS_POPULATION_2.filter((p) => stratumOf(p.files) === stratum), VALIDATE2_SEED + k);
    console.log(`${stratum}: ${order.map((p) => p.name).join(', ') || '(none)'}`);
  });
} else if (mode === 'py' || mode === 'py2' || mode === 'py3' || mode === 'py4' || mode === 'py5' || mode === 'py6') {
  const earlier = mode === 'py' ? PY_EARLIER : mode === 'py2' ? [...PY_EARLIER, ...PY_EARLIER_2] : mode === 'py3' ? [...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3] : mode === 'py4' ? [...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4] : mode === 'py5' ? [...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4, ...PY_EARLIER_5] : [...PY_EARLIER, ...PY_EARLIER_2, ...PY_EARLIER_3, ...PY_EARLIER_4, ...PY_EARLIER_5, ...PY_EARLIER_6];
  const seed = mode === 'py' ? VALIDATE_SEED : mode === 'py2' ? VALIDATE_SEED_2 : mode === 'py3' ? VALIDATE_SEED_3 : mode === 'py4' ? VALIDATE_SEED_4 : mode === 'py5' ? VALIDATE_SEED_5 : VALIDATE_SEED_6;
  const population = readFileSync(new URL('./py-population.tsv', import.meta.url), 'utf8').split('\n').filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t')).map(([name = '', kb = '0']) => ({ name, kb: Number(kb) })).filter((p) => !earlier.includes(p.name));
  const band = (kb: number): number | undefined => (kb < 300 ? 5 : kb < 1500 ? 30 : kb < 20000 ? 100 : undefined);
  const banded = population.flatMap((p) => { const f = band(p.kb); return f === undefined ? [] : [{ ...p, files: f }]; });
  const found = new Map<string, string>();
  const pyFiles = (dir: string): number => count(dir, (n) => n.endsWith('.py') && !n.startsWith('test_'));
  // py2: the families of every earlier set count as drawn (python3-nose-timer is nose's family).
  const families = new Set(mode === 'py' ? [] : earlier.map(familyOf));
  const { set, walk } = drawOne(banded, seed, mode === 'py5' ? PY_QUOTA_5 : mode === 'py6' ? PY_QUOTA_6 : PY_QUOTA, (p) => {
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
  console.log(`py: ${set.map((p) => `${p.name} -> ${found.get(p.name)}`).join(', ')}`);
} else {
  throw new Error('usage: tsx bench/support/validate-draw-run.ts npm-population|npm|npm2|npm2ts|npm3|npm3ts|npm4|npm4ts|npm5|npm5ts|npm6|npm6ts|py|py2|py3|py4|py5|py6');
}
