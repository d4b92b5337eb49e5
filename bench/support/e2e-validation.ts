/**
 * The answer checks' cache for bench:e2e's jobs, which each get a fresh pipeline (cold: no blob, parse or
 * checked-source state from the job before). A worker makes one validation cache per process
 * (github-pipeline.ts), so the tables it builds once per process and that hold nothing of a repository —
 * the TypeScript check's parsed standard library (typescript/answer/validate.ts, 'typescript.lib') — are
 * kept here for the bench process too; before session 14 each bench job parsed TypeScript's lib files again
 * (about a third of a zod job's answer-check CPU), which no deployed worker does. Everything else (the
 * checked repository files, 'typescript.sources') stays per job.
 */
import { createValidationCache, type ValidationCache } from '../../src/core/generate/validation-cache.js';

const PROCESS_TABLES: ReadonlySet<string> = new Set(['typescript.lib']);

/** One per bench process: `forJob()` gives each job a cache that shares only the process tables. */
export function benchValidationCaches(): { forJob: () => ValidationCache } {
  const process = createValidationCache();
  return {
    forJob: () => {
      const job = createValidationCache();
      const of = (key: string): ValidationCache => (PROCESS_TABLES.has(key) ? process : job);
      return { slot: (key, create) => of(key).slot(key, create), peek: (key) => of(key).peek(key) };
    },
  };
}
