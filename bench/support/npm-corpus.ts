/**
 * Held out 7 and 8's corpora (bench/support/blind-draw-78.ts): the package's source files as the npm
 * population lists them (TypeScript under src/, or plain JavaScript in its source folder; no declarations,
 * tests, minified files or files of 100 KB or more), copied with its package.json into a temp repository;
 * ground truth from the TypeScript checker (JavaScript with allowJs).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Corpus } from './corpus.js';
import { installedDir, npmSourceFiles, type NpmSource } from './npm-targets.js';
import { tsGroundTruth } from './ts-ground-truth.js';

export function prepareNpmCorpus(source: NpmSource, seed: number, count: number): Corpus {
  const name = source.name.replace(/^@[^/]+\//, '');
  const root = mkdtempSync(join(tmpdir(), `dycoder-bench-npm-${name}-`));
  const installed = installedDir(source.name);
  const files = npmSourceFiles(source);
  for (const f of files) {
    mkdirSync(dirname(join(root, name, f)), { recursive: true });
    cpSync(join(installed, f), join(root, name, f));
  }
  cpSync(join(installed, 'package.json'), join(root, name, 'package.json'));
  const truth = tsGroundTruth(root, files.map((f) => `${name}/${f}`), seed, count, source.kind === 'js');
  return { root, pkg: source.name, targets: truth.targets, candidates: truth.candidates, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
