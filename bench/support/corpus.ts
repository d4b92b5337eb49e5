/**
 * Benchmark corpora: a Debian package copied into a temp repository, ground truth from
 * CPython's ast (bench/support/ground_truth.py), and stubbing a target in place.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { groundTruthSchema, type BenchTarget } from './recall.js';

export const DIST_PACKAGES = '/usr/lib/python3/dist-packages';
const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'ground_truth.py');

export interface Corpus {
  root: string;
  pkg: string;
  targets: BenchTarget[];
  candidates: number;
  dispose(): void;
}

export function prepareCorpus(pkg: string, seed: number, count: number): Corpus {
  const root = mkdtempSync(join(tmpdir(), `dycoder-bench-${pkg}-`));
  cpSync(join(DIST_PACKAGES, pkg), join(root, pkg), {
    recursive: true,
    filter: (src) => !src.includes('__pycache__'),
  });
  const out = execFileSync('python3', [SCRIPT, root, pkg, String(seed), String(count)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const truth = groundTruthSchema.parse(JSON.parse(out));
  return {
    root,
    pkg,
    targets: truth.targets,
    candidates: truth.candidates,
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Replaces the target's body (docstring kept) with `pass`; returns a function that restores it. */
export function stubTarget(root: string, target: BenchTarget): () => void {
  const path = join(root, ...target.file.split('/'));
  const original = readFileSync(path, 'utf8');
  const lines = original.split('\n');
  lines.splice(target.bodyStart - 1, target.bodyEnd - target.bodyStart + 1, `${target.indent}pass`);
  writeFileSync(path, lines.join('\n'));
  return () => writeFileSync(path, original);
}
