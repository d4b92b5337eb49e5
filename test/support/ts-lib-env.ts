/**
 * The TypeScript check's standard library (lib.esnext.d.ts and what it references, lib.dom's names, the host
 * globals) parsed once per test process, as the product parses it once per process: a worker's jobs share one
 * ValidationCache, so one TsLibEnv (src/queue/github-pipeline.ts). Its input is the installed `typescript`
 * package's files, the same for every test, so a test file that gets it from another file's check sees what a
 * fresh one would give; parsing it took ~1.5–3 s per test file (47 files of test/core), most of a small file's time.
 * A test that is about building the env itself calls createTsLibEnv directly.
 */
import type { ValidationCache } from '../../src/core/generate/validation-cache.js';
import { createTsLibEnv, type TsLibEnv } from '../../src/core/languages/typescript/check/lib-env.js';

/** The slot validate.ts reads the env from (src/core/languages/typescript/answer/validate.ts). */
const LIB_SLOT = 'typescript.lib';

let shared: TsLibEnv | undefined;

/** The process's one TsLibEnv of the installed compiler's default lib reader. */
export function sharedTsLibEnv(): TsLibEnv {
  shared ??= createTsLibEnv();
  return shared;
}

/** Puts the process's shared standard library into `cache` (after prepareValidation): as a worker process's one cache holds it. */
export function shareTsLibEnv(cache: ValidationCache): void {
  cache.slot(LIB_SLOT, sharedTsLibEnv);
}
