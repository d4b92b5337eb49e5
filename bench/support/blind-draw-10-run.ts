/**
 * `tsx bench/support/blind-draw-10-run.ts`: performs the draw declared in blind-draw-10.ts and prints the walk.
 * Eligibility on ground truth alone (no retriever runs): >= 5 targets; a part-2 candidate is installed into
 * bench/corpora10 when the walk reaches it (and uninstalled when it is not kept).
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { shuffled, stratumOf, type Stratum } from './blind-draw.js';
import { MAX_SOURCE_BYTES, readPopulation9 } from './blind-draw-9.js';
import { exclusions10, keep10, LARGE_CANDIDATES_10, MEDIUM_CANDIDATES_10, SEED_10 } from './blind-draw-10.js';
import { CORPORA10_DIR, CORPORA10_NODE_MODULES } from './corpus-packages.js';
import { describeNpm, type NpmPackageRow } from './npm-describe.js';
import { prepareNpmCorpus } from './npm-corpus.js';
import { installedDir, npmSourceFiles } from './npm-targets.js';
import { familyOf } from './validate-draw.js';

const MIN_TARGETS = 5;
const QUOTA: Readonly<Record<Stratum, number>> = { small: 3, medium: 1, large: 1 };

function targetsOf(p: NpmPackageRow): number {
  try {
    const c = prepareNpmCorpus(p, 7, 30);
    const n = c.targets.length;
    c.dispose();
    return n;
  } catch (error) {
    console.error(`${p.name}: ${String(error)}`);
    return 0;
  }
}

const population = readPopulation9().filter(keep10);
const { families: excludedFamilies } = exclusions10();
console.log(`population part 1: ${population.length} packages after the exclusions (${(['small', 'medium', 'large'] as const).map((s) => `${s} ${population.filter((p) => stratumOf(p.files) === s).length}`).join(', ')})`);
const set: NpmPackageRow[] = [];
const families = new Set<string>();
const walk: string[] = [];
const take = (stratum: Stratum, p: NpmPackageRow, extra?: () => string | undefined): boolean => {
  if (families.has(familyOf(p.name))) { walk.push(`${stratum} ${p.name}: family already drawn`); return false; }
  const why = extra?.();
  if (why !== undefined) { walk.push(`${stratum} ${p.name}: not eligible (${why})`); return false; }
  const n = targetsOf(p);
  if (n < MIN_TARGETS) { walk.push(`${stratum} ${p.name}: not eligible (${n} targets)`); return false; }
  families.add(familyOf(p.name));
  set.push(p);
  walk.push(`${stratum} ${p.name}: held out 10 (${p.kind}, ${p.dir}, ${p.files} files, ${n} targets)`);
  return true;
};
(['small', 'medium', 'large'] as const).forEach((stratum, k) => {
  let got = 0;
  for (const p of shuffled(population.filter((x) => stratumOf(x.files) === stratum), SEED_10 + k)) {
    if (got >= QUOTA[stratum]) break;
    if (take(stratum, p)) got++;
  }
  if (stratum === 'small' || got >= QUOTA[stratum]) return;
  // Part 2: the written candidates, installed when reached.
  const candidates = stratum === 'large' ? LARGE_CANDIDATES_10 : MEDIUM_CANDIDATES_10;
  for (const { name } of shuffled(candidates.map((n) => ({ name: n })), SEED_10 + (stratum === 'large' ? 3 : 4))) {
    if (got >= QUOTA[stratum]) break;
    if (excludedFamilies.has(familyOf(name))) { walk.push(`${stratum} ${name}: family of a retrieval set`); continue; }
    if (families.has(familyOf(name))) { walk.push(`${stratum} ${name}: family already drawn`); continue; }
    try {
      execFileSync('npm', ['install', '--prefix', CORPORA10_DIR, '--ignore-scripts', '--no-audit', '--no-fund', '--save-exact', name], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000 });
    } catch (error) {
      walk.push(`${stratum} ${name}: not eligible (does not install: ${String(error).split('\n')[0]})`);
      continue;
    }
    const row = describeNpm(name, join(CORPORA10_NODE_MODULES, name));
    const uninstall = (): void => {
      execFileSync('npm', ['uninstall', '--prefix', CORPORA10_DIR, '--ignore-scripts', '--no-audit', '--no-fund', name], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 600_000 });
    };
    const drop = (why: string): void => {
      walk.push(`${stratum} ${name}: not eligible (${why})`);
      uninstall();
    };
    if (row === undefined) { drop('ships fewer than 5 sources, or TypeScript outside src/'); continue; }
    if (stratumOf(row.files) !== stratum) { drop(`${row.files} files`); continue; }
    if (!keep10(row)) { drop(`source folder ${row.dir} is build output`); continue; }
    const bytes = npmSourceFiles(row).reduce((sum, f) => sum + statSync(join(installedDir(name), f)).size, 0);
    const before = set.length;
    if (take(stratum, row, () => (bytes > MAX_SOURCE_BYTES ? `${(bytes / 1024 / 1024).toFixed(1)} MB of sources` : undefined))) got++;
    if (set.length === before) uninstall();
  }
});
console.log(walk.join('\n'));
console.log(`held out 10: ${set.map((p) => `${p.name} ${p.version} (${p.kind}, ${p.dir}, ${p.files})`).join(', ')}`);
