/**
 * Targets of an installed npm package for bench:validate and its draw: one function per source file
 * (test/support/ts-check-targets.ts targetsIn: 2-25 whole body lines), files in path order, minified
 * files, declarations and files of 100 KB or more left out.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CORPORA10_NODE_MODULES, CORPORA9_NODE_MODULES, CORPORA_VALIDATE4_NODE_MODULES, CORPORA_VALIDATE5_NODE_MODULES, CORPORA_VALIDATE6_NODE_MODULES, CORPORA_VALIDATE7_NODE_MODULES, CORPORA_VALIDATE8_NODE_MODULES, CORPORA_VALIDATE9_NODE_MODULES, CORPORA_VALIDATE10_NODE_MODULES, CORPORA_VALIDATE11_NODE_MODULES, CORPORA_VALIDATE12_NODE_MODULES, CORPORA_VALIDATE13_NODE_MODULES, CORPORA_VALIDATE14_NODE_MODULES, CORPORA_VALIDATE15_NODE_MODULES, CORPORA_VALIDATE16_NODE_MODULES, CORPORA_VALIDATE17_DIR, CORPORA_VALIDATE17_NODE_MODULES, CORPORA_VALIDATE18_DIR, CORPORA_VALIDATE18_NODE_MODULES, CORPORA_VALIDATE19_DIR, CORPORA_VALIDATE20_DIR, CORPORA_VALIDATE20_NODE_MODULES, CORPORA_VALIDATE21_DIR, CORPORA_VALIDATE21_NODE_MODULES, CORPORA_VALIDATE22_DIR, CORPORA_VALIDATE22_NODE_MODULES, CORPORA_VALIDATE19_NODE_MODULES, CORPORA_NODE_MODULES, ROOT_NODE_MODULES } from './corpus-packages.js';
import { listFiles, targetsIn, type CheckTarget } from '../../test/support/ts-check-targets.js';
import { NPM_POPULATION_7 } from './validate-draw-7.js';
import { NPM_POPULATION_8 } from './validate-draw-8.js';
import { NPM_POPULATION_9 } from './validate-draw-9.js';
import { NPM_POPULATION_10 } from './validate-draw-10.js';
import { NPM_POPULATION_11 } from './validate-draw-11.js';
import { NPM_POPULATION_12 } from './validate-draw-12.js';
import { NPM_POPULATION_13 } from './validate-draw-13.js';
import { NPM_POPULATION_14 } from './validate-draw-14.js';
import { NPM_POPULATION_15 } from './validate-draw-15.js';
import { NPM_POPULATION_16, NPM_POPULATION_16_SUPPLEMENT } from './validate-draw-16.js';

export interface NpmSource {
  name: string;
  kind: 'ts' | 'js';
  /** The source folder, relative to the package ('.' = its top-level files). */
  dir: string;
}

/** Held out 17's, 18's or 19's members: the dependencies a drawn set's corpus folder pins (validate-draw-17.ts and -18.ts draw them). */
function pinnedMembers(dir: string): string[] {
  const pkg = join(dir, 'package.json');
  if (!existsSync(pkg)) return [];
  return Object.keys((JSON.parse(readFileSync(pkg, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {});
}

export function installedDir(name: string): string {
  if (pinnedMembers(CORPORA_VALIDATE22_DIR).includes(name) && existsSync(join(CORPORA_VALIDATE22_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE22_NODE_MODULES, name);
  if (pinnedMembers(CORPORA_VALIDATE21_DIR).includes(name) && existsSync(join(CORPORA_VALIDATE21_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE21_NODE_MODULES, name);
  if (pinnedMembers(CORPORA_VALIDATE20_DIR).includes(name) && existsSync(join(CORPORA_VALIDATE20_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE20_NODE_MODULES, name);
  if (pinnedMembers(CORPORA_VALIDATE19_DIR).includes(name) && existsSync(join(CORPORA_VALIDATE19_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE19_NODE_MODULES, name);
  if (pinnedMembers(CORPORA_VALIDATE18_DIR).includes(name) && existsSync(join(CORPORA_VALIDATE18_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE18_NODE_MODULES, name);
  if (pinnedMembers(CORPORA_VALIDATE17_DIR).includes(name) && existsSync(join(CORPORA_VALIDATE17_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE17_NODE_MODULES, name);
  // Held out 10's, 9's, 8's and 7's packages from their own folders first: another corpus may hold the same name at another version.
  if ([...NPM_POPULATION_16, ...NPM_POPULATION_16_SUPPLEMENT].some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE16_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE16_NODE_MODULES, name);
  if (NPM_POPULATION_15.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE15_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE15_NODE_MODULES, name);
  if (NPM_POPULATION_14.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE14_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE14_NODE_MODULES, name);
  if (NPM_POPULATION_13.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE13_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE13_NODE_MODULES, name);
  if (NPM_POPULATION_12.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE12_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE12_NODE_MODULES, name);
  if (NPM_POPULATION_11.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE11_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE11_NODE_MODULES, name);
  if (NPM_POPULATION_10.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE10_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE10_NODE_MODULES, name);
  if (NPM_POPULATION_9.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE9_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE9_NODE_MODULES, name);
  if (NPM_POPULATION_8.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE8_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE8_NODE_MODULES, name);
  if (NPM_POPULATION_7.some((p) => p.name === name) && existsSync(join(CORPORA_VALIDATE7_NODE_MODULES, name, 'package.json'))) return join(CORPORA_VALIDATE7_NODE_MODULES, name);
  for (const nm of [CORPORA_NODE_MODULES, ROOT_NODE_MODULES, CORPORA9_NODE_MODULES, CORPORA10_NODE_MODULES, CORPORA_VALIDATE4_NODE_MODULES, CORPORA_VALIDATE5_NODE_MODULES, CORPORA_VALIDATE6_NODE_MODULES, CORPORA_VALIDATE7_NODE_MODULES, CORPORA_VALIDATE8_NODE_MODULES, CORPORA_VALIDATE9_NODE_MODULES]) if (existsSync(join(nm, name, 'package.json'))) return join(nm, name);
  throw new Error(`The benchmark corpus ${name} is not installed: run \`npm run bench:setup\` first.`);
}

export function npmSourceFiles(p: NpmSource): string[] {
  return npmSourceFilesAt(installedDir(p.name), p);
}

/** The source files of a package whose files are at `root` (installed, or a tarball extracted by a draw). */
export function npmSourceFilesAt(root: string, p: NpmSource): string[] {
  const pattern = p.kind === 'ts' ? /\.tsx?$/ : /\.[cm]?js$/;
  const files = p.dir === '.' ? readdirSync(root).filter((f) => pattern.test(f) && statSync(join(root, f)).isFile()).sort() : listFiles(root, p.dir, pattern);
  return files.filter((f) => !f.endsWith('.d.ts') && !/\.min\.[cm]?js$/.test(f) && !/\.(test|spec)\.[cm]?[jt]sx?$/.test(f) && statSync(join(root, f)).size < 100_000);
}

/** One target per file of the first `maxFiles` source files (all when undefined). */
export function npmTargets(p: NpmSource, maxFiles?: number): CheckTarget[] {
  return npmTargetsAt(installedDir(p.name), p, maxFiles);
}

/** npmTargets of a package whose files are at `root`. */
export function npmTargetsAt(root: string, p: NpmSource, maxFiles?: number): CheckTarget[] {
  return npmSourceFilesAt(root, p).slice(0, maxFiles).flatMap((f) => {
    try {
      return targetsIn(root, f, 1);
    } catch {
      return [];
    }
  });
}
