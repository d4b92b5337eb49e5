/**
 * The npm draw walk of bench:validate's TypeScript/JavaScript held-out sets 11 and 12 (the code validate-draw-11-run.ts
 * held, unchanged, shared): installs each candidate into the set's corpus folder when the walk reaches it, keeps it when
 * the declaration's rule says so, and prints the walk.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { shuffled, stratumOf, type Stratum } from './blind-draw.js';
import { exclusions10 } from './blind-draw-10.js';
import { npmTargets } from './npm-targets.js';
import { TS_HELD_OUT_10 } from './ts-corpus.js';
import { familyOf } from './validate-draw.js';

export interface NpmCandidate {
  name: string;
  kind: 'ts' | 'js';
  stratum: Stratum;
  esm?: boolean;
}

export interface NpmDraw {
  /** The corpus folder the candidates are installed into, and its node_modules. */
  dir: string;
  nodeModules: string;
  seed: number;
  quota: Readonly<Record<'ts' | 'js', Readonly<Record<Stratum, number>>>>;
  population: readonly NpmCandidate[];
  /** Packages used or named by earlier sets (names and families left out). */
  earlier: readonly string[];
  minTargets: number;
  minTargetsSmall: number;
  targetFiles: number;
}

const TEST_DIR = /^(tests?|__tests__|spec|node_modules|examples?|benchmarks?)$/;

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

/** The source folder and its file count, as the declaration's rule for the kind says. */
function sourceOf(root: string, kind: 'ts' | 'js'): { dir: string; files: number } | undefined {
  if (kind === 'ts') {
    const src = join(root, 'src');
    return existsSync(src) && statSync(src).isDirectory() ? { dir: 'src', files: count(src, isTs) } : undefined;
  }
  const dirs = ['src', 'lib'].filter((d) => existsSync(join(root, d)) && statSync(join(root, d)).isDirectory());
  const best = dirs.map((d) => ({ dir: d, files: count(join(root, d), isJs), ts: count(join(root, d), isTs) })).sort((a, b) => b.files - a.files)[0];
  return best !== undefined && best.ts === 0 ? { dir: best.dir, files: best.files } : undefined;
}

/** Performs the draw `d` declares and prints the walk, ending with the members drawn. */
export function runNpmDraw(d: NpmDraw): void {
  // The exclusions validate-draw-10-run.ts applied, plus `earlier`, every dependency of a bench/corpora*/package.json and
  // of the repository's package.json.
  const { names, families } = exclusions10();
  for (const n of [...d.earlier, ...TS_HELD_OUT_10, 'node-gyp-build', 'node-gyp-build-optional-packages', 'joi', 'jszip', 'terser', 'svgo', 'mysql2', 'webpack']) names.add(n);
  for (const n of [...d.earlier, ...TS_HELD_OUT_10]) families.add(familyOf(n));
  const BENCH = join(d.dir, '..');
  const deps = (pkg: string): string[] => {
    const j = JSON.parse(readFileSync(pkg, 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    return [...Object.keys(j.dependencies ?? {}), ...Object.keys(j.devDependencies ?? {})];
  };
  for (const c of readdirSync(BENCH).filter((c) => c.startsWith('corpora') && c !== basename(d.dir))) {
    const pkg = join(BENCH, c, 'package.json');
    if (existsSync(pkg)) for (const n of deps(pkg)) names.add(n);
  }
  for (const n of deps(join(BENCH, '..', 'package.json'))) names.add(n);

  const npm = (args: string[]): void => {
    execFileSync('npm', [...args, '--prefix', d.dir, '--ignore-scripts', '--no-audit', '--no-fund'], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000 });
  };

  const drawn: string[] = [];
  const seen = new Set<string>();
  for (const [kind, base] of [['ts', 0], ['js', 3]] as const) {
    const quota: Record<Stratum, number> = { ...d.quota[kind] };
    const orderOf = (stratum: Stratum, k: number): NpmCandidate[] => {
      const list = d.population.filter((p) => p.kind === kind && p.stratum === stratum);
      if (kind === 'ts') return shuffled(list, d.seed + base + k);
      return [...shuffled(list.filter((p) => p.esm === true), d.seed + base + k), ...shuffled(list.filter((p) => p.esm !== true), d.seed + base + k + 10)];
    };
    const walk = (stratum: Stratum, k: number): void => {
      const order = orderOf(stratum, k);
      console.log(`${kind} ${stratum} (quota ${quota[stratum]}; large ${quota.large}, medium ${quota.medium}, small ${quota.small}): ${order.map((p) => p.name).join(', ') || '(none)'}`);
      for (const { name } of order) {
        if (quota[stratum] <= 0) break;
        if (seen.has(name)) continue;
        seen.add(name);
        if (names.has(name) || families.has(familyOf(name))) { console.log(`${name}: used before or family already drawn`); continue; }
        try { npm(['install', '--save-exact', name]); } catch { console.log(`${name}: does not install`); continue; }
        const root = join(d.nodeModules, name);
        const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string }).version ?? '?';
        const src = sourceOf(root, kind);
        const files = src?.files ?? 0;
        const actual = stratumOf(files);
        const targets = src !== undefined && files >= 5 ? npmTargets({ name, kind, dir: src.dir }, d.targetFiles).length : 0;
        // The stratum the installed count gives, when its quota is not full yet (the declaration's change from held out 10).
        const ok = src !== undefined && files >= 5 && quota[actual] > 0 && targets >= (actual === 'small' ? d.minTargetsSmall : d.minTargets);
        console.log(`${name} ${version}: ${files} ${kind} files under ${src?.dir ?? '(no src/ or lib/)'}/ (${actual}), ${targets} targets: ${ok ? `drawn (${actual})` : 'not eligible'}`);
        if (!ok) { npm(['uninstall', name]); continue; }
        families.add(familyOf(name));
        drawn.push(`${kind} ${name} ${version} (${src.dir}, ${files} files, ${actual})`);
        quota[actual]--;
      }
    };
    walk('large', 0);
    walk('medium', 1);
    walk('small', 2);
    if (quota.large > 0) { quota.medium += quota.large; quota.large = 0; walk('medium', 1); }
    if (quota.small > 0) { quota.medium += quota.small; quota.small = 0; walk('medium', 1); }
    if (quota.medium > 0) { quota.small += quota.medium; quota.medium = 0; walk('small', 2); }
  }
  console.log(`drawn: ${drawn.join('; ')}`);
}
