/**
 * A benchmark's finished runs kept in a JSON file, so a long run stopped by a time limit keeps what
 * it measured and a rerun goes on with the packages it has not done (`bench:retrieval --runs-file`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { depSchema } from './recall.js';
import type { Run } from './report.js';

const runSchema = z.object({
  pkg: z.string(),
  retriever: z.string(),
  budget: z.number(),
  recall: z.object({ lenient: z.number(), strict: z.number(), missedLenient: z.array(depSchema), missedStrict: z.array(depSchema) }),
  tokens: z.number(),
  filesRead: z.number(),
  ms: z.number(),
  deps: z.number(),
  refused: z.boolean().optional(),
});

export function loadRuns(file: string): Run[] {
  if (!existsSync(file)) return [];
  return z.array(runSchema).parse(JSON.parse(readFileSync(file, 'utf8'))) as Run[];
}

export function saveRuns(file: string, runs: readonly Run[]): void {
  writeFileSync(file, JSON.stringify(runs));
}
