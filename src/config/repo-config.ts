/**
 * `.github/dycoder.yml`: what a repository may configure. Read by the webhook handler from the
 * default branch (Probot's `context.config` never passes a ref), validated here, and carried in
 * the job so the worker runs with exactly what was checked at enqueue time.
 */
import { z } from 'zod';

const glob = z.string().min(1).max(500);

export const repoConfigSchema = z
  .object({
    auto: z.boolean().default(false).describe('Suggest implementations automatically when a pull request adds stubs.'),
    autoOnDrafts: z.boolean().default(false).describe('Also run automatic mode on draft pull requests.'),
    paths: z.array(glob).max(100).default(['**/*.py']).describe('Only files matching these globs are considered.'),
    ignore: z.array(glob).max(100).default([]).describe('Files matching these globs are never considered.'),
    maxHops: z.number().int().min(0).max(50).default(10).describe('Maximum hops of the dependency-graph walk.'),
    budgetTokens: z.number().int().min(500).max(100_000).default(6000).describe('Context token budget per stub.'),
    model: z.string().min(1).max(200).optional().describe('Model name override (defaults to the server DYCODER_MODEL).'),
    maxStubsPerRun: z.number().int().min(1).max(50).default(10).describe('At most this many stubs per run.'),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'must be a language code like "en" or "pt-BR"')
      .default('en')
      .describe('Language of explanations in the review.'),
    jobsPerHour: z.number().int().min(1).max(1000).default(30).describe('Rate limit: jobs per hour per installation.'),
    maxTokensPerJob: z
      .number()
      .int()
      .min(1000)
      .max(5_000_000)
      .default(200_000)
      .describe('Token budget per job (prompt + completion, all stubs together).'),
  })
  .strict();

export type RepoConfig = z.infer<typeof repoConfigSchema>;

export const defaultRepoConfig: RepoConfig = repoConfigSchema.parse({});

export const REPO_CONFIG_FILE = 'dycoder.yml';

export type RepoConfigResult =
  | { ok: true; config: RepoConfig }
  | { ok: false; field: string; message: string };

/** Validate a parsed YAML document; the error names the first bad field in one sentence. */
export function parseRepoConfig(raw: unknown): RepoConfigResult {
  const parsed = repoConfigSchema.safeParse(raw ?? {});
  if (parsed.success) return { ok: true, config: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue === undefined) return { ok: false, field: '(root)', message: 'the file is not a valid configuration.' };
  // Unknown keys are reported under the key itself, not the root, so the user sees which one.
  const keys = issue.code === 'unrecognized_keys' ? issue.keys : [];
  const field = [...issue.path.map(String), ...keys.slice(0, 1)].join('.') || '(root)';
  const message =
    issue.code === 'unrecognized_keys' ? `unknown field "${keys.join('", "')}".` : `${issue.message}.`;
  return { ok: false, field, message };
}

/** The comment posted on a pull request when the configuration cannot be used. */
export function invalidConfigComment(field: string, message: string): string {
  return [
    `DyCoder could not use \`.github/${REPO_CONFIG_FILE}\` on the default branch: field \`${field}\`: ${message}`,
    '',
    'Fix the file on the default branch and comment `/dycoder implement` again. Nothing was run.',
  ].join('\n');
}
