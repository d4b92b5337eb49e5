/** The zod schema of an implement job, shared by the queue (implement-queue.ts) and the head runs (head-runs.ts). */
import { z } from 'zod';
import { isQualname } from '../core/target.js';
import { repoConfigSchema } from '../config/repo-config.js';

const qualname = z.string().max(1000).refine(isQualname, 'not a qualified name (src/core/target.ts)');
const repoPath = z.string().min(1).max(1000);

/** No targets means "every stub the PR adds". */
export const jobTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('name'), name: qualname, file: repoPath.optional() }),
  z.object({ kind: z.literal('line'), file: repoPath, line: z.number().int().positive() }),
]);
export type JobTarget = z.infer<typeof jobTargetSchema>;

export const jobTriggerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('comment'), commentId: z.number().int().positive(), login: z.string() }),
  z.object({ kind: z.literal('review-comment'), commentId: z.number().int().positive(), login: z.string() }),
  z.object({ kind: z.literal('auto'), action: z.string() }),
]);
export type JobTrigger = z.infer<typeof jobTriggerSchema>;

export const implementJobSchema = z.object({
  installationId: z.number().int().positive(),
  owner: z.string().min(1),
  repo: z.string().min(1),
  pr: z.number().int().positive(),
  headSha: z.string().regex(/^[0-9a-f]{40}$/),
  targets: z.array(jobTargetSchema).max(50),
  trigger: jobTriggerSchema,
  /** The configuration validated at enqueue time, from the default branch. */
  config: repoConfigSchema,
  /** The "DyCoder" check run created when the job was queued, if that succeeded. */
  checkRunId: z.number().int().positive().optional(),
  queuedAt: z.string(),
});
export type ImplementJob = z.infer<typeof implementJobSchema>;
export type ImplementJobInput = z.input<typeof implementJobSchema>;

