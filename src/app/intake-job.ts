/**
 * What a webhook hands to the intake step: the payload facts DyCoder needs, validated with zod
 * on both sides of Redis, and the id that makes a redelivered webhook one job. Nothing here was
 * checked with GitHub yet (permission, config, PR state are the intake step's work).
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isQualname } from '../core/target.js';
import { MAX_INSTRUCTION_CHARS, MAX_TARGETS_PER_COMMAND, type Command } from './command-parser.js';

const targetNameSchema = z.object({
  qualname: z.string().max(1000).refine(isQualname, 'not a qualified name (src/core/target.ts)'),
  file: z.string().min(1).max(1000).optional(),
});

export const intakeCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('implement'), targets: z.array(targetNameSchema).max(MAX_TARGETS_PER_COMMAND) }),
  z.object({ kind: z.literal('stats') }),
  z.object({ kind: z.literal('help'), unknown: z.string().max(60).optional() }),
  z.object({ kind: z.literal('invalid'), message: z.string().max(2000) }),
  z.object({ kind: z.literal('refine'), instruction: z.string().max(MAX_INSTRUCTION_CHARS) }),
]);

const where = {
  installationId: z.number().int().positive(),
  owner: z.string().min(1),
  repo: z.string().min(1),
  pr: z.number().int().positive(),
};
const sha = z.string().regex(/^[0-9a-f]{40}$/);

export const intakeJobSchema = z.discriminatedUnion('event', [
  z.object({
    event: z.literal('issue-comment'),
    ...where,
    commentId: z.number().int().positive(),
    login: z.string().min(1),
    command: intakeCommandSchema,
    /** `repository.size` of the payload (KB): a small repository's archive is asked for beside the PR read (read-plan.ts `archiveAtIntake`). */
    repoSizeKb: z.number().int().nonnegative().optional(),
  }),
  z.object({
    event: z.literal('review-comment'),
    ...where,
    commentId: z.number().int().positive(),
    login: z.string().min(1),
    command: intakeCommandSchema,
    headSha: sha,
    open: z.boolean(),
    path: z.string().min(1).max(1000),
    line: z.number().int().positive().optional(),
    side: z.enum(['LEFT', 'RIGHT']).optional(),
    /** A reply in a thread: the id of the thread's first comment. */
    inReplyTo: z.number().int().positive().optional(),
  }),
  z.object({
    event: z.literal('pull-request'),
    ...where,
    action: z.string().min(1).max(40),
    headSha: sha,
    draft: z.boolean(),
    /** Who opened the pull request: automatic mode checks their permission. */
    author: z.string().min(1),
    /** action "closed": whether it was merged (judges the suggestions still missing). */
    merged: z.boolean().optional(),
  }),
]);
export type IntakeJob = z.infer<typeof intakeJobSchema>;

/** Comment ids are unique per kind on GitHub; a PR event is keyed by its head and action. */
export function intakeJobId(job: IntakeJob): string {
  if (job.event === 'issue-comment') return `ic-${job.commentId}`;
  if (job.event === 'review-comment') return `rc-${job.commentId}`;
  const key = JSON.stringify([job.installationId, job.owner.toLowerCase(), job.repo.toLowerCase(), job.pr, job.headSha, job.action]);
  return `pr-${createHash('sha256').update(key).digest('hex').slice(0, 32)}`;
}

/** The command as the parser gave it (zod's optional `file` is `string | undefined`). */
export function commandOf(command: z.infer<typeof intakeCommandSchema>): Command {
  if (command.kind === 'stats' || command.kind === 'refine') return command;
  if (command.kind !== 'implement') return command.kind === 'help' ? (command.unknown === undefined ? { kind: 'help' } : { kind: 'help', unknown: command.unknown }) : command;
  return { kind: 'implement', targets: command.targets.map((t) => (t.file === undefined ? { qualname: t.qualname } : { qualname: t.qualname, file: t.file })) };
}
