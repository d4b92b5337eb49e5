/**
 * The webhook payload fields DyCoder uses, validated with zod (only those fields; GitHub adds
 * fields all the time and `z.object` ignores the rest).
 */
import { z } from 'zod';
import { pullFieldsSchema } from '../adapters/github/pull-request.js';

export const userSchema = z.object({ login: z.string().min(1), type: z.string() });
export type PayloadUser = z.infer<typeof userSchema>;

const repositorySchema = z.object({
  name: z.string().min(1),
  owner: z.object({ login: z.string().min(1) }),
  /** GitHub's size of the repository in KB (a read-planning hint only: a missing or odd value is ignored, never a rejected delivery). */
  size: z.number().int().nonnegative().optional().catch(undefined),
});
const installationSchema = z.object({ id: z.number().int().positive() });

export const issueCommentPayloadSchema = z.object({
  action: z.string(),
  issue: z.object({
    number: z.number().int().positive(),
    state: z.string().optional(),
    // Present only when the issue is a pull request.
    pull_request: z.object({ url: z.string().optional() }).optional(),
  }),
  comment: z.object({ id: z.number().int().positive(), body: z.string().nullable(), user: userSchema }),
  repository: repositorySchema,
  installation: installationSchema,
  sender: userSchema,
});
export type IssueCommentPayload = z.infer<typeof issueCommentPayloadSchema>;

// The author decides whether automatic mode runs (autoFor: collaborators).
const pullRequestFields = pullFieldsSchema.extend({ user: userSchema, merged: z.boolean().nullable().optional() });

export const reviewCommentPayloadSchema = z.object({
  action: z.string(),
  comment: z.object({
    id: z.number().int().positive(),
    body: z.string().nullable(),
    path: z.string().min(1),
    line: z.number().int().positive().nullable().optional(),
    original_line: z.number().int().positive().nullable().optional(),
    side: z.enum(['LEFT', 'RIGHT']).nullable().optional(),
    /** A reply: the thread's first comment (GitHub points every reply of a thread at it). */
    in_reply_to_id: z.number().int().positive().nullable().optional(),
    user: userSchema,
  }),
  pull_request: pullRequestFields,
  repository: repositorySchema,
  installation: installationSchema,
  sender: userSchema,
});
export type ReviewCommentPayload = z.infer<typeof reviewCommentPayloadSchema>;

const commitSha = z.string().regex(/^[0-9a-f]{40}$/);

export const pullRequestPayloadSchema = z.object({
  action: z.string(),
  /** synchronize: the head the push replaced and the new one (an odd value is ignored, never a rejected delivery). */
  before: commitSha.optional().catch(undefined),
  after: commitSha.optional().catch(undefined),
  pull_request: pullRequestFields,
  repository: repositorySchema,
  installation: installationSchema,
  sender: userSchema,
});
export type PullRequestPayload = z.infer<typeof pullRequestPayloadSchema>;

/** Bots never trigger DyCoder, including DyCoder itself (its comments would otherwise loop). */
export function isBot(user: PayloadUser): boolean {
  return user.type === 'Bot' || user.login.toLowerCase().endsWith('[bot]');
}

/** The payload as DyCoder reads it, or undefined after one warning naming what is missing. */
export function readPayload<T>(schema: z.ZodType<T>, payload: unknown, log: { warn(fields: Record<string, unknown>, message: string): void }, event: string): T | undefined {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  log.warn({ issues: parsed.error.issues.slice(0, 3) }, `ignoring ${event} payload without the fields DyCoder needs`);
  return undefined;
}

/** Installation and repository of a delivery: where its intake job runs. */
export function deliveryRepo(payload: { installation: { id: number }; repository: { owner: { login: string }; name: string } }) {
  return { installationId: payload.installation.id, owner: payload.repository.owner.login, repo: payload.repository.name };
}
