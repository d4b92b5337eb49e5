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

/** Bounds of what a refine job carries (the instruction is bounded at parsing, the rest here). */
export const REFINE_LIMITS = { instructionChars: 1000, previousChars: 20_000 } as const;

/**
 * A refinement asked in the review thread of a DyCoder suggestion: one target, the suggestion it
 * revises and the instruction; the answer is a reply in that thread, not a review.
 */
export const refineRequestSchema = z.object({
  /** The review comment that opened the suggestion's thread: the answer replies to it. */
  threadId: z.number().int().positive(),
  file: repoPath,
  qualname,
  /** The stub's body lines the suggestion replaced (where the thread's suggestion applies). */
  startLine: z.number().int().positive(),
  endLine: z.number().int().nonnegative(),
  /** The suggestion being refined, as posted. */
  previous: z.string().max(REFINE_LIMITS.previousChars),
  /** The user's instruction (user text: bounded, never echoed raw). */
  instruction: z.string().max(REFINE_LIMITS.instructionChars),
  /** Refinements before this one that led to `previous`. */
  refined: z.number().int().nonnegative(),
});
export type RefineRequest = z.infer<typeof refineRequestSchema>;

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
  /** `.github/dycoder-instructions.md` from the default branch, read with the config. */
  instructionsFile: z.string().max(4000).optional(),
  /** Set for a refinement in a suggestion's thread (src/jobs/refine.ts). */
  refine: refineRequestSchema.optional(),
});
export type ImplementJob = z.infer<typeof implementJobSchema>;
export type ImplementJobInput = z.input<typeof implementJobSchema>;

